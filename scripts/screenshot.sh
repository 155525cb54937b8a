#!/usr/bin/env bash
# Run the app under Xvfb against the loopback test server and save the README's screenshots:
# the main window with the inspector (light, dark, Japanese), images attached, a three-model
# compare, a tool call waiting for approval and its finished reply, a document with its
# preview, and a reply with formulas.
# Usage: scripts/screenshot.sh   (needs xvfb, ImageMagick `import`; fonts-noto-cjk for Japanese)
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/python -m scripts.screenshot docs/screenshots/main-window.png light en
.venv/bin/python -m scripts.screenshot docs/screenshots/main-window-dark.png dark en
.venv/bin/python -m scripts.screenshot docs/screenshots/main-window-ja.png light ja
