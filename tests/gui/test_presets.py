"""Presets in the real window: save the panel's settings, apply them, make one the default
for new chats, and find them again after a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.gui.test_main_window import _close, _open

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _menu_texts(menu: Any) -> list[str]:
    return [a.text() for a in menu.actions() if a.text()]


def test_presets_save_apply_default_and_restart(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o")
    panel.temperature_input.setValue(0.2)
    panel.max_tokens_input.setValue(1024)
    panel.system_prompt_edit.setPlainText("Answer in one paragraph.")
    controller.pickers.save_preset("Precise")
    assert "Precise" in _menu_texts(panel.preset_menu)

    panel.model_picker.setEditText("gpt-4o-mini")
    panel.temperature_input.setValue(1.5)
    panel.system_prompt_edit.setPlainText("")
    panel.presetApplyRequested.emit("Precise")
    params = panel.params()
    assert (params.model, params.temperature, params.max_tokens) == ("gpt-4o", 0.2, 1024)
    assert params.system_prompt == "Answer in one paragraph."

    # The default preset is what a new chat starts with.
    panel.presetDefaultRequested.emit("Precise")
    assert "Precise  ★" in _menu_texts(panel.preset_menu)
    panel.temperature_input.setValue(1.5)
    controller.new_chat()
    assert panel.params().temperature == 0.2
    qtbot.waitUntil(
        lambda: '"default": "Precise"' in _read(data_dir / "presets.json"), timeout=5000
    )
    _close(qtbot, controller)

    # After a restart: loaded, and the default applied to the empty chat at start-up.
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    qtbot.waitUntil(lambda: "Precise  ★" in _menu_texts(panel.preset_menu), timeout=5000)
    assert panel.params().system_prompt == "Answer in one paragraph."
    panel.presetDeleteRequested.emit("Precise")
    assert "Precise" not in " ".join(_menu_texts(panel.preset_menu))
    panel.temperature_input.setValue(0.9)
    controller.new_chat()
    assert panel.params().temperature == 0.9  # no default any more: the panel is kept
    _close(qtbot, controller)
