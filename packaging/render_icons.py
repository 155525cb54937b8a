"""Render the app icon SVG to the PNG sizes a Linux hicolor theme wants, plus the .ico
(Windows) and .icns (macOS) that PyInstaller embeds in the executable / bundle.

    .venv/bin/python packaging/render_icons.py

Qt's own SVG renderer draws the PNGs, so they look exactly like the SVG the running app
shows; Pillow packs the .ico and .icns from those PNGs. Outputs are committed: a build
needs no extra tools, and a reviewer sees the icon change in the diff.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICON_DIR = ROOT / "app" / "resources" / "icons"
SVG = ICON_DIR / "cometdesk.svg"
HICOLOR = ICON_DIR / "hicolor"
PLATFORM_ICONS = ROOT / "packaging" / "icons"
ICON_NAME = "cometdesk"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # the .ico format stops at 256


def png_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"


def render_pngs() -> dict[int, bytes]:
    """Draw the SVG at each size; return the PNG bytes by size (and write them)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: Qt cannot parse this SVG")
    out: dict[int, bytes] = {}
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        path = png_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(str(path)):
            raise SystemExit(f"{path}: Qt could not write the PNG")
        out[size] = path.read_bytes()
    del app  # keep the application alive until every image is drawn
    return out


def write_platform_icons(pngs: dict[int, bytes]) -> None:
    from PIL import Image

    PLATFORM_ICONS.mkdir(parents=True, exist_ok=True)
    largest = Image.open(io.BytesIO(pngs[max(SIZES)])).convert("RGBA")
    # Pillow picks, for each requested size, the supplied image of that size when there is
    # one, so the small sizes are Qt's renderings rather than Pillow downscales.
    frames = [Image.open(io.BytesIO(pngs[s])).convert("RGBA") for s in ICO_SIZES]
    largest.save(
        PLATFORM_ICONS / f"{ICON_NAME}.ico",
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=frames,
    )
    largest.save(PLATFORM_ICONS / f"{ICON_NAME}.icns", format="ICNS", append_images=frames)


def main() -> int:
    pngs = render_pngs()
    write_platform_icons(pngs)
    for size in SIZES:
        print(f"{png_path(size).relative_to(ROOT)}  {len(pngs[size]):>7} bytes")
    print(f"{(PLATFORM_ICONS / (ICON_NAME + '.ico')).relative_to(ROOT)}")
    print(f"{(PLATFORM_ICONS / (ICON_NAME + '.icns')).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
