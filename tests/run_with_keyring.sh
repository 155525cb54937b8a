#!/usr/bin/env bash
# Runs "$@" inside a private D-Bus session with an unlocked gnome-keyring (a real Secret
# Service), so keyring tests never touch the user's own keyring and never hang on an
# unlock prompt. Without dbus-run-session or gnome-keyring-daemon it runs "$@" directly
# and the keyring tests skip (or fail under CI=true, where the stack must exist).
set -euo pipefail
if ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
    echo "run_with_keyring: no dbus-run-session/gnome-keyring-daemon; keyring tests will skip" >&2
    exec "$@"
fi
export COMETDESK_KEYRING_HOME
COMETDESK_KEYRING_HOME="$(mktemp -d)"
trap 'rm -rf "$COMETDESK_KEYRING_HOME"' EXIT
dbus-run-session -- bash -c '
    set -euo pipefail
    export XDG_DATA_HOME="$COMETDESK_KEYRING_HOME/data" XDG_RUNTIME_DIR="$COMETDESK_KEYRING_HOME/run"
    mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
    eval "$(printf "throwaway\n" | gnome-keyring-daemon --unlock --components=secrets)"
    export GNOME_KEYRING_CONTROL
    export COMETDESK_SECRET_SERVICE=1
    exec "$@"
' bash "$@"
