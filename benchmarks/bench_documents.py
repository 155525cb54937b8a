"""Documents and formulas: extract a 100-page PDF, render its pages, render 50 formulas.

The PDF is generated (tests/support/documents/make.py: 100 letter pages of 41 lines of
Helvetica text, ~330 kB of text). Baselines, so the figures are ratios that hold on a busy
machine: bare pypdfium2 text extraction of the same file (what extraction adds: the
metadata-free copy written by pypdf, normalisation, the token estimate), and bare ziamath
for the formulas (what our layer adds: validation, the unknown-command check, the cache).
Formula rendering runs in a worker thread while a streaming reply is shown, so its per-
formula cost is what a frame may wait for at most; cached formulas cost nothing.

Run: python -m benchmarks.bench_documents
"""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Callable

from app.api.tokens import exact_tokens, warm_up
from app.documents import document_block, extract_document, render_pages
from app.documents._pdf import strip_metadata
from app.render.math_render import cache_clear, render_math
from tests.support.documents import make

RUNS = 5
TARGET_EXTRACT_MS = 1500.0  # a 100-page PDF ready (text + stored copy) within 1.5 s
TARGET_FORMULA_MS = 30.0  # median per formula, uncached

FORMULAS = [
    r"\frac{a_{%d}}{b} + \sqrt{x^2 + %d}",
    r"\int_0^{%d} e^{-x^2}\,dx",
    r"\sum_{n=1}^{%d} \frac{1}{n^2} \approx \frac{\pi^2}{6}",
    r"\begin{pmatrix} %d & 0 \\ 0 & 1 \end{pmatrix}",
    r"\lim_{h \to 0} \frac{f(x + h) - f(x)}{h} = f'(x) + %d",
]


def timings_ms(action: Callable[[], object], runs: int = RUNS) -> list[float]:
    action()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def bare_pdfium(data: bytes) -> int:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(data)
    chars = 0
    for index in range(len(pdf)):
        page = pdf[index]
        textpage = page.get_textpage()
        chars += len(textpage.get_text_range())
        textpage.close()
        page.close()
    pdf.close()
    return chars


def formulas(count: int) -> list[str]:
    return [FORMULAS[n % len(FORMULAS)].replace("%d", str(n)) for n in range(count)]


def bare_ziamath(texts: list[str]) -> None:
    from ziamath.zmath import Latex

    for tex in texts:
        Latex(tex, size=16).svg()


def main() -> int:
    print(
        f"machine: {platform.machine()}, nproc {os.cpu_count()}, Python {platform.python_version()}"
    )
    data = make.long_pdf(100)
    print(f"input: generated 100-page PDF, {len(data) / 1e3:.0f} kB")

    base = statistics.median(timings_ms(lambda: bare_pdfium(data)))
    print(f"baseline  bare pypdfium2 text, 100 pages   median {base:7.1f} ms")
    doc = extract_document(data, "book.pdf")
    full = statistics.median(timings_ms(lambda: extract_document(data, "book.pdf")))
    strip = statistics.median(timings_ms(lambda: strip_metadata(data)))
    print(
        f"extract_document (text + stored copy)       median {full:7.1f} ms  "
        f"({full / base:.1f}× baseline; of which the pypdf copy {strip:.0f} ms)"
    )
    print(
        f"  → {doc.pages} pages, {sum(map(len, doc.text.texts)):,} chars, "
        f"~{doc.estimated_tokens:,} tokens (estimate)"
    )
    warm_up("gpt-4o")
    block = document_block("book.pdf", doc.text)
    count = statistics.median(timings_ms(lambda: exact_tokens(block, "o200k_base")))
    print(
        f"o200k count of the block                   median {count:7.1f} ms  "
        f"→ {exact_tokens(block, 'o200k_base'):,} tokens"
    )
    pages = statistics.median(timings_ms(lambda: render_pages(data, "book.pdf", (1, 10)), runs=3))
    print(
        f"render_pages 10 pages (OPENAI_HIGH)        median {pages:7.1f} ms  "
        f"({pages / 10:.0f} ms a page)"
    )

    texts = formulas(50)
    render_math("x")  # import ziamath and load its font: paid once, off the UI thread
    bare = statistics.median(timings_ms(lambda: bare_ziamath(texts), runs=3))

    def ours() -> None:
        cache_clear()
        for tex in texts:
            assert render_math(tex, color="#1f2328", size=16) is not None

    cold = statistics.median(timings_ms(ours, runs=3))
    warm_start = time.perf_counter()
    for tex in texts:
        render_math(tex, color="#1f2328", size=16)
    warm = (time.perf_counter() - warm_start) * 1000
    print(f"baseline  bare ziamath, 50 formulas        median {bare:7.1f} ms")
    print(
        f"render_math 50 formulas, uncached          median {cold:7.1f} ms  "
        f"({cold / 50:.1f} ms each, {cold / bare:.2f}× baseline)"
    )
    print(f"render_math 50 formulas, cached            {warm:7.2f} ms")

    ok = full <= TARGET_EXTRACT_MS and cold / 50 <= TARGET_FORMULA_MS
    print(
        f"targets: extract ≤ {TARGET_EXTRACT_MS:.0f} ms, formula ≤ {TARGET_FORMULA_MS:.0f} ms "
        f"→ {'OK' if ok else 'OVER TARGET'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
