"""Hostile inputs and a responsiveness probe for the fault tests (tests/gui/test_faults_*)
and benchmarks/bench_hostile.py: exact SSE bytes with a lone surrogate escape, texts shaped
to hurt a renderer (one 2 MB line, a 10,000-row table, 5,000 nested list markers), images a
decoder must refuse, the real clipboard, and a 10 ms heartbeat that records how late it
fires while the window works."""

from __future__ import annotations

import asyncio
import io
import json
import time
from collections.abc import Coroutine, Sequence
from typing import Any

# A lone high surrogate written as a JSON escape: json.loads turns it back into a str that
# UTF-8 cannot encode, as a real model's output can. NUL, ESC and other C0 controls too.
SURROGATE_ESCAPE = b"\\ud800"
HOSTILE_DELTAS = ("alpha ", "\ud800", " bravo\x00charlie", " \x01\x07\x1b[31m delta\x7f", " echo")


def sse_body(deltas: Sequence[str], *, model: str = "m", finish_reason: str = "stop") -> bytes:
    """A complete chat-completions SSE stream, byte for byte. JSON is written with
    ``ensure_ascii`` so every non-ASCII character (a lone surrogate too) is a ``\\uXXXX``
    escape on the wire."""

    def event(choices: list[dict[str, Any]], **extra: Any) -> bytes:
        chunk = {
            "id": "chatcmpl-hostile",
            "object": "chat.completion.chunk",
            "created": 0,
            "model": model,
            "choices": choices,
            **extra,
        }
        return b"data: " + json.dumps(chunk, ensure_ascii=True).encode("ascii") + b"\n\n"

    out = [event([{"index": 0, "delta": {"role": "assistant", "content": ""}}])]
    out += [event([{"index": 0, "delta": {"content": d}, "finish_reason": None}]) for d in deltas]
    out.append(event([{"index": 0, "delta": {}, "finish_reason": finish_reason}]))
    usage = {"prompt_tokens": 5, "completion_tokens": len(deltas), "total_tokens": 5 + len(deltas)}
    out.append(event([], usage=usage))
    out.append(b"data: [DONE]\n\n")
    return b"".join(out)


def hostile_sse() -> bytes:
    body = sse_body(HOSTILE_DELTAS)
    assert SURROGATE_ESCAPE in body and b"\\u0000" in body  # escapes, not raw bytes
    return body


def long_line(chars: int = 2_000_000) -> str:
    """One line without a space or newline (a base64 blob, a minified file)."""
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    return (alphabet * (chars // len(alphabet) + 1))[:chars]


def big_table(rows: int = 10_000) -> str:
    """A markdown table of ``rows`` body rows."""
    lines = ["| # | name | value | note |", "|---|---|---|---|"]
    lines += [f"| {i} | row {i} | {i * 7 % 1000} | *cell* `{i}` |" for i in range(rows)]
    return "\n".join(lines) + "\n"


def nested_list(depth: int = 5000) -> str:
    return "- " * depth


def nested_quote(depth: int = 5000) -> str:
    return ">" * depth


def big_paste(size: int = 10 * 1024 * 1024) -> str:
    """About ``size`` characters of prose with markdown in it, ending with a marker."""
    paragraph = (
        "Lorem ipsum **dolor** sit amet, `consectetur` adipiscing elit; "
        "- not a list, # not a heading, | not | a table |\n"
    )
    body = paragraph * (size // len(paragraph))
    return body + "END-OF-PASTE"


# ---- images a decoder must refuse, and a very large one --------------------------------


def png_bomb(side: int = 30_000) -> bytes:
    """A valid PNG header that declares side×side pixels (900 MP) over a tiny body."""
    from tests.support.media_images import png_header_only

    return png_header_only(side, side)


def jpeg_of_size(low: int, high: int) -> bytes:
    """A real photo-sized JPEG whose file is between ``low`` and ``high`` bytes: noise at
    quality 100 (which barely compresses), its side chosen from the bytes per pixel
    measured on a small sample, then corrected."""
    from PIL import Image

    def encoded(side: int) -> bytes:
        out = io.BytesIO()
        Image.effect_noise((side, side), 100).convert("RGB").save(
            out, "JPEG", quality=100, subsampling=0
        )
        return out.getvalue()

    per_pixel = len(encoded(512)) / 512**2
    target = (low + high) / 2
    for _attempt in range(6):
        side = int((target / per_pixel) ** 0.5)
        data = encoded(side)
        if low <= len(data) <= high:
            return data
        per_pixel = len(data) / side**2
    raise AssertionError(f"could not make a JPEG of {low}-{high} bytes")


def put_on_clipboard(mime_type: str, data: bytes) -> None:
    """Encoded bytes on the real system clipboard, as an image viewer's Copy puts them."""
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QGuiApplication

    mime = QMimeData()
    mime.setData(mime_type, data)
    QGuiApplication.clipboard().setMimeData(mime)


def put_text_on_clipboard(text: str) -> None:
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.clipboard().setText(text)


def press_paste(qtbot: Any, widget: Any) -> None:
    """Ctrl+V in ``widget``, as a person pastes."""
    from PySide6.QtCore import Qt

    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


# ---- the window keeps answering --------------------------------------------------------


class Heartbeat:
    """A 10 ms QTimer that records how late each tick fires (ms): while the event loop is
    blocked it cannot fire, so the largest lag is the longest freeze."""

    def __init__(self, interval_ms: int = 10) -> None:
        from PySide6.QtCore import QTimer

        self.interval = interval_ms / 1000
        self.lags: list[float] = []
        self._expected = 0.0
        self._started = 0.0
        self.duration = 0.0
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> Heartbeat:
        self.lags.clear()
        self._started = time.perf_counter()
        self._expected = self._started + self.interval
        self._timer.start()
        return self

    def stop(self) -> None:
        self._timer.stop()
        now = time.perf_counter()
        self.duration = now - self._started
        # A freeze still going on when we stop counts too.
        self.lags.append(max(0.0, now - self._expected) * 1000)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lags.append(max(0.0, now - self._expected) * 1000)
        self._expected = now + self.interval

    @property
    def worst(self) -> float:
        return max(self.lags, default=0.0)

    def percentile(self, p: float) -> float:
        ordered = sorted(self.lags) or [0.0]
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


class LoopTurns:
    """Counts the turns of the event loop while some work goes on (a repeating 0 ms timer
    fires once per turn). Work done in pieces, or in a worker thread, leaves the loop many
    turns; work that blocks the UI thread from start to end leaves it one or two. A count,
    not a time: it holds on a loaded machine (benchmarks/bench_hostile.py measures the
    frame times)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.count = 0
        self._timer = QTimer()
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._turn)

    def _turn(self) -> None:
        self.count += 1

    def start(self) -> LoopTurns:
        self.count = 0
        self._timer.start()
        return self

    def stop(self) -> int:
        self._timer.stop()
        return self.count


def run_async(qtbot: Any, coro: Coroutine[Any, Any, Any], timeout: int = 10_000) -> Any:
    """Run a coroutine on the test's qasync loop and wait for its result."""
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()
