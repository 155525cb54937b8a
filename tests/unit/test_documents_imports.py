"""Start-up does not pay for documents: the parsing libraries load on first use only."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("pypdfium2", "pypdf", "docx", "openpyxl", "pptx", "charset_normalizer", "tiktoken", "lxml")


def test_importing_the_document_layer_loads_no_parser() -> None:
    code = (
        "import sys\n"
        "import app.documents, app.api, app.services.context, app.storage.export\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
