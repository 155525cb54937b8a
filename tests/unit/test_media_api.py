"""app.media's public surface, and that it stays free of Qt."""

from __future__ import annotations

import subprocess
import sys

import app.media


def test_export_list() -> None:
    assert sorted(app.media.__all__) == [
        "DEFAULT_POLICY",
        "ImageError",
        "ProcessedImage",
        "ResizePolicy",
        "estimate_cost",
        "estimate_tokens",
        "load_image_file",
        "process_image",
        "target_size",
        "thumbnail",
        "to_data_url",
    ]
    for name in app.media.__all__:
        assert hasattr(app.media, name)


def test_default_policy_is_the_high_detail_box() -> None:
    assert app.media.DEFAULT_POLICY is app.media.ResizePolicy.OPENAI_HIGH
    assert app.media.DEFAULT_POLICY.limits == (2048, 768)


def test_imports_without_qt() -> None:
    code = (
        "import sys, app.media; "
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'qasync', 'shiboken'))]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
