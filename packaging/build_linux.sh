#!/usr/bin/env bash
# Build Comet Desk for Linux: a PyInstaller one-folder app in dist/cometdesk/ and a tarball
# dist/cometdesk-<version>-linux-<arch>.tar.gz with the desktop entry, AppStream metainfo,
# hicolor icons and an install.sh for a per-user install.
#
#   packaging/build_linux.sh           build (reuses the build venv and PyInstaller's cache)
#   CLEAN=1 packaging/build_linux.sh   build from scratch
#
# A separate venv (packaging/.venv-build) keeps PyInstaller out of the development venv and
# holds exactly the app's runtime dependencies, so nothing from the test tools is bundled.
# Exit status: 0 built; 3 the build venv or PyInstaller could not be installed; other
# non-zero: the build or its smoke check failed.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-python3}
VENV=${BUILD_VENV:-packaging/.venv-build}
DIST=dist
WORK=build/pyinstaller
STAGE_ROOT=build/package

step() { printf '\n== %s\n' "$*"; }
started=$(date +%s)

VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' app/__init__.py)
ARCH=$(uname -m)
NAME="cometdesk-$VERSION-linux-$ARCH"
[ -n "$VERSION" ] || { echo "cannot read __version__ from app/__init__.py" >&2; exit 1; }

if [ "${CLEAN:-0}" = 1 ]; then
    rm -rf "$VENV" "$WORK" "$DIST/cometdesk" "$STAGE_ROOT"
fi

# -- build venv: the app (editable, so the source tree is what gets frozen) + PyInstaller --
stamp="$VENV/.installed-$(cat pyproject.toml packaging/requirements-build.txt | cksum | cut -d' ' -f1)"
if [ ! -f "$stamp" ]; then
    step "build venv $VENV"
    if ! { [ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"; } ||
        ! "$VENV/bin/python" -m pip install --quiet --upgrade pip ||
        ! "$VENV/bin/python" -m pip install --quiet -e . -r packaging/requirements-build.txt; then
        echo "cannot install pyinstaller: the build venv $VENV could not be set up" >&2
        exit 3
    fi
    rm -f "$VENV"/.installed-*
    touch "$stamp"
fi

# -- freeze ---------------------------------------------------------------------------------
step "pyinstaller (one folder) -> $DIST/cometdesk"
clean_flag=()
[ "${CLEAN:-0}" = 1 ] && clean_flag=(--clean)
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN "${clean_flag[@]}" \
    --distpath "$DIST" --workpath "$WORK" packaging/cometdesk.spec

step "smoke check"
got=$(QT_QPA_PLATFORM=offscreen "$DIST/cometdesk/cometdesk" --version)
if [ "$got" != "cometdesk $VERSION" ]; then
    echo "frozen app says '$got', expected 'cometdesk $VERSION'" >&2
    exit 1
fi
echo "$got"

# -- tarball: the app plus what a desktop needs, laid out like a prefix ----------------------
step "tarball $DIST/$NAME.tar.gz"
stage="$STAGE_ROOT/$NAME"
rm -rf "$STAGE_ROOT"
mkdir -p "$stage/share/applications" "$stage/share/metainfo" "$stage/share/icons/hicolor/scalable/apps"
cp -R "$DIST/cometdesk" "$stage/cometdesk"
cp resources/linux/cometdesk.desktop "$stage/share/applications/"
cp resources/linux/io.cometapi.CometDesk.metainfo.xml "$stage/share/metainfo/"
cp -R app/resources/icons/hicolor/. "$stage/share/icons/hicolor/"
cp app/resources/icons/cometdesk.svg "$stage/share/icons/hicolor/scalable/apps/cometdesk.svg"
install -m 755 packaging/linux/install.sh "$stage/install.sh"
rm -f "$DIST/$NAME.tar.gz"
tar -C "$STAGE_ROOT" --owner=0 --group=0 --numeric-owner -czf "$DIST/$NAME.tar.gz" "$NAME"
rm -rf "$STAGE_ROOT"

step "done in $(($(date +%s) - started)) s"
du -sh "$DIST/cometdesk" "$DIST/$NAME.tar.gz"
