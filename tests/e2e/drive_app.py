"""Starts the real app (same composition as `cometdesk`) and types one prompt once it is
ready, so a test can kill the process mid-reply. Usage:
    python -m tests.e2e.drive_app "prompt text" [model]
Environment as for the app (COMETDESK_DATA_DIR, COMETDESK_BASE_URL, COMETDESK_API_KEY)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.main import _make_loop, build_controller
from app.ui.shell.main_window import MainWindow


def main(prompt: str, model: str) -> int:
    app = QApplication(sys.argv[:1])
    loop = _make_loop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    controller = build_controller(window, Path(os.environ["COMETDESK_DATA_DIR"]), dict(os.environ))
    window.show()

    def type_and_send() -> None:
        window.parameter_panel.model_picker.setEditText(model)
        window.composer.setPlainText(prompt)
        controller.send_from_composer()
        print("sent", flush=True)

    controller.ready.connect(type_and_send)
    QTimer.singleShot(0, controller.start)
    app.lastWindowClosed.connect(loop.stop)
    with loop:
        loop.run_forever()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "gpt-4o-mini"))
