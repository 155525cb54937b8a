#!/usr/bin/env bash
# Run the app under Xvfb against the loopback test server, send a prompt, and save a PNG.
# Usage: tools/screenshot.sh [OUT.png]   (needs xvfb, x11-apps/imagemagick for `import`)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-docs/screenshots/main-window.png}"
exec .venv/bin/python -m tools.screenshot "$OUT"
