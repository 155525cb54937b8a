"""Entry script for the frozen app: the same as `python -m app` and the `cometdesk` console
script. A separate file because PyInstaller runs its entry script as `__main__`, outside any
package, and app/__main__.py is meant to run inside one."""

from app.main import run

raise SystemExit(run())
