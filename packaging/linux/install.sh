#!/bin/sh
# Install Comet Desk from this unpacked tarball for the current user (no root needed):
#
#   ./install.sh              install or upgrade
#   ./install.sh --uninstall  remove the program (your conversations and settings stay)
#
# Where things go (override with PREFIX and XDG_DATA_HOME):
#   $PREFIX/lib/cometdesk/                   the program       (PREFIX defaults to ~/.local)
#   $PREFIX/bin/cometdesk                    a link to it, for the terminal
#   $XDG_DATA_HOME/applications/cometdesk.desktop              the menu entry
#   $XDG_DATA_HOME/metainfo/io.cometapi.CometDesk.metainfo.xml   software-centre details
#   $XDG_DATA_HOME/icons/hicolor/*/apps/cometdesk.{png,svg}      the icon
# The program never goes under $XDG_DATA_HOME/cometdesk: that is where the app keeps your
# history, and an uninstall must not touch it.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
APP_DIR="$PREFIX/lib/cometdesk"
BIN_LINK="$PREFIX/bin/cometdesk"
DESKTOP="$DATA/applications/cometdesk.desktop"
METAINFO="$DATA/metainfo/io.cometapi.CometDesk.metainfo.xml"
ICON_SIZES="16 24 32 48 64 128 256 512"

refresh_caches() {
    # Menus and icon themes pick the changes up without a log-out where these tools exist.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

uninstall() {
    rm -rf "$APP_DIR"
    [ -L "$BIN_LINK" ] && rm -f "$BIN_LINK"
    rm -f "$DESKTOP" "$METAINFO" "$DATA/icons/hicolor/scalable/apps/cometdesk.svg"
    for size in $ICON_SIZES; do
        rm -f "$DATA/icons/hicolor/${size}x${size}/apps/cometdesk.png"
    done
    refresh_caches
    echo "Comet Desk removed. Your conversations and settings were left in place."
}

install() {
    mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$DATA/applications" "$DATA/metainfo"
    # Copy next to the old version, then swap, so a failed copy leaves the old one working.
    rm -rf "$APP_DIR.new"
    cp -R "$HERE/cometdesk" "$APP_DIR.new"
    rm -rf "$APP_DIR"
    mv "$APP_DIR.new" "$APP_DIR"
    ln -sfn "$APP_DIR/cometdesk" "$BIN_LINK"

    # The shipped entry says Exec=cometdesk (right for a system package on PATH); a desktop
    # session's PATH often lacks ~/.local/bin, so point this copy at the program itself.
    sed -e "s|^Exec=cometdesk|Exec=$APP_DIR/cometdesk|" -e "s|^TryExec=.*|TryExec=$APP_DIR/cometdesk|" \
        "$HERE/share/applications/cometdesk.desktop" >"$DESKTOP"
    cp "$HERE/share/metainfo/io.cometapi.CometDesk.metainfo.xml" "$METAINFO"
    mkdir -p "$DATA/icons/hicolor"
    cp -R "$HERE/share/icons/hicolor/." "$DATA/icons/hicolor/"
    refresh_caches

    echo "Comet Desk installed in $APP_DIR"
    echo "Start it from your applications menu, or run: $BIN_LINK"
    case ":$PATH:" in
        *":$PREFIX/bin:"*) ;;
        *) echo "(Add $PREFIX/bin to PATH to type just 'cometdesk'.)" ;;
    esac
}

case "${1:-}" in
    "") install ;;
    --uninstall) uninstall ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac
