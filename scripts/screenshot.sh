#!/usr/bin/env bash
# Run the app under Xvfb against the loopback test server and save the README's screenshots:
# the main window at 1600x1000 (light, with the other scenes: images attached, a three-model
# compare, a tool call waiting for approval and its finished reply, a document with its
# preview, a reply with formulas), in the dark theme and in Japanese, and at 1000x700 in both
# themes.
# Usage: scripts/screenshot.sh   (needs xvfb, ImageMagick `import`; fonts-noto-cjk for Japanese)
set -euo pipefail
cd "$(dirname "$0")/.."
shot() { .venv/bin/python -m scripts.screenshot "$@"; }
shot docs/screenshots/main-window.png light en 1600x1000
shot docs/screenshots/main-window-dark.png dark en 1600x1000
shot docs/screenshots/main-window-ja.png light ja 1600x1000
shot docs/screenshots/main-window-ja-dark.png dark ja 1600x1000
shot docs/screenshots/main-window-small.png light en 1000x700
shot docs/screenshots/main-window-small-dark.png dark en 1000x700
