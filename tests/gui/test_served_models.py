"""The chosen model checked against what the endpoint serves: once the list has loaded, a
model it does not serve is said under the model picker with a served one offered in one
click (in the status bar when the inspector is hidden), and nothing changes without that
click. The settings' model pickers: type to filter, Enter picks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLineEdit, QListWidget, QPushButton, QToolButton

from app.config import Settings
from app.domain import ModelInfo
from app.secrets import MemoryKeyStore
from app.services.model_directory import ModelDirectory
from app.ui.settings.dialog import SettingsDialog
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("qasync_loop")

# No gpt-4o-mini (the default model); of the rest, gpt-4.1 is the cheapest chat model
# that reads images and does not reason first.
SERVED = ("gpt-4.1", "gpt-5", "o3-mini", "claude-sonnet-4-5", "gemini-2.5-flash")


def test_a_default_model_the_endpoint_does_not_serve_is_said_with_a_one_click_fix(
    qtbot: Any, data_dir: Path
) -> None:
    with FakeOpenAIServer(models=SERVED) as server:
        window, controller = _open(qtbot, data_dir, server, MemoryKeyStore())
        panel = window.parameter_panel
        line = panel.model_section.not_served_label
        use = panel.model_section.use_served_button
        qtbot.waitUntil(line.isVisible, timeout=10_000)
        assert "“gpt-4o-mini” is not served by this endpoint" in line.text()
        assert use.text() == "Use gpt-4.1 instead" and use.accessibleName() == use.text()
        # Nothing was changed behind the person's back.
        assert panel.model() == "gpt-4o-mini"
        assert controller.settings.default_model == "gpt-4o-mini"

        with qtbot.waitSignal(controller.pickers.modelChanged, timeout=5000):
            qtbot.mouseClick(use, Qt.MouseButton.LeftButton)
        assert panel.model() == "gpt-4.1"
        qtbot.waitUntil(lambda: not line.isVisible(), timeout=5000)

        # A served model typed or picked: no line; one it does not serve: the line again.
        panel.model_picker.setFocus()
        panel.model_picker.lineEdit().selectAll()
        qtbot.keyClicks(panel.model_picker.lineEdit(), "gpt-4o")
        qtbot.waitUntil(line.isVisible, timeout=5000)
        assert "“gpt-4o”" in line.text()
        qtbot.keyClicks(panel.model_picker.lineEdit(), "-mini")
        qtbot.waitUntil(lambda: "“gpt-4o-mini”" in line.text(), timeout=5000)
        _close(qtbot, controller)


def test_with_the_inspector_hidden_the_status_bar_says_it(qtbot: Any, data_dir: Path) -> None:
    with FakeOpenAIServer(models=SERVED) as server:
        window, controller = _open(qtbot, data_dir, server, MemoryKeyStore())
        panel = window.parameter_panel
        qtbot.waitUntil(lambda: "gpt-4.1" in panel.model_ids(), timeout=10_000)
        qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)
        panel.set_model("gpt-4o")  # a conversation opened with a model no longer served
        bar = window.statusBar()
        qtbot.waitUntil(lambda: "“gpt-4o” is not served" in bar.currentMessage(), timeout=5000)
        offer = bar.findChild(QPushButton, "useServedModelButton")
        qtbot.waitUntil(offer.isVisible, timeout=5000)
        assert offer.text() == "Use gpt-4.1 instead"
        assert panel.model() == "gpt-4o"  # nothing changed without a click
        qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
        assert panel.model() == "gpt-4.1"
        qtbot.waitUntil(lambda: not offer.isVisible(), timeout=5000)

        panel.set_model("gpt-4o")  # and with the inspector shown, the line under the picker
        qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
        use = panel.model_section.use_served_button
        qtbot.waitUntil(use.isVisible, timeout=5000)
        qtbot.mouseClick(use, Qt.MouseButton.LeftButton)
        assert panel.model() == "gpt-4.1"
        _close(qtbot, controller)


def _models() -> list[ModelInfo]:
    return [
        ModelInfo("gpt-4o-mini", vision=True, input_price=0.15, output_price=0.6),
        ModelInfo("gpt-4.1", vision=True, tools=True, context_length=1_047_576),
        ModelInfo("claude-sonnet-4-5", reasoning=True),
        ModelInfo("gemini-2.5-flash", vision=True),
    ]


def test_the_default_model_picker_filters_as_typed_and_enter_picks(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings(default_model="gpt-4o-mini"), None, models=_models())
    qtbot.addWidget(dialog)
    dialog.show()
    tabs = dialog.tabs
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
    assert tabs.currentWidget() is dialog.models
    picker = dialog.default_model_picker
    assert picker.currentText() == "gpt-4o-mini"
    qtbot.waitUntil(picker.isVisible, timeout=5000)
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton)
    popup = picker.popup
    qtbot.waitUntil(popup.isVisible, timeout=5000)
    # Each model with its badges.
    rows = [popup.list.item(i).text() for i in range(popup.list.count())]
    assert any(r.startswith("gpt-4.1\n") and "vision" in r and "1048k context" in r for r in rows)
    qtbot.keyClicks(popup.search, "gem")
    shown = [popup.list.item(i) for i in range(popup.list.count())]
    assert [i.text().split("\n")[0] for i in shown if not i.isHidden()] == ["gemini-2.5-flash"]
    qtbot.keyClick(popup.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=5000)
    assert picker.currentText() == "gemini-2.5-flash"

    # The title setting in plain words; its model picker offers "Automatic" first.
    check = dialog.auto_title_check
    assert check.text().startswith("Give new chats a short title")
    title = dialog.auto_title_model_picker
    assert title.chosen_model() == "" and title.currentText().startswith("Automatic")
    qtbot.mouseClick(title, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(title.popup.isVisible, timeout=5000)
    qtbot.keyClicks(title.popup.search, "4o")
    qtbot.keyClick(title.popup.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not title.popup.isVisible(), timeout=5000)
    qtbot.mouseClick(dialog.findChild(QPushButton, "saveSettingsButton"), Qt.MouseButton.LeftButton)
    saved = dialog.result_settings()
    assert saved.default_model == "gemini-2.5-flash" and saved.auto_title_model == "gpt-4o-mini"
    assert dialog.result() == SettingsDialog.DialogCode.Accepted

    # Turned off, the title model cannot be chosen.
    dialog2 = SettingsDialog(Settings(auto_title=False), None, models=_models())
    qtbot.addWidget(dialog2)
    assert not dialog2.auto_title_model_picker.isEnabled()
    dialog2.close()


def test_suggestions_for_a_model_that_is_not_served(tmp_path: Path) -> None:
    from app.services.settings_store import SettingsStore

    class Catalog:
        pass

    store = SettingsStore(tmp_path, Settings())
    directory = ModelDirectory(Catalog(), store)  # type: ignore[arg-type]
    assert directory.suggest_instead("anything") is None  # no list known: nothing to say
    directory.set_models(
        [
            ModelInfo("gpt-4o-mini-2024-07-18", vision=True),
            ModelInfo("openai/gpt-4.1", vision=True),
            ModelInfo("cheap", vision=True, input_price=0.1, output_price=0.2),
            ModelInfo("cheaper-blind", input_price=0.01, output_price=0.02),
            ModelInfo("text-embedding-3-small", input_price=0.0, output_price=0.0),
        ]
    )
    assert directory.suggest_instead("gpt-4o-mini") == "gpt-4o-mini-2024-07-18"  # dated
    assert directory.suggest_instead("gpt-4.1") == "openai/gpt-4.1"  # a provider prefix
    assert directory.suggest_instead("cheap") is None  # served
    # Otherwise the cheapest chat model that reads images.
    assert directory.suggest_instead("claude-3-haiku") == "cheap"
    directory.set_models([ModelInfo("llama3.1:8b"), ModelInfo("qwen2.5:7b")])  # no prices
    assert directory.suggest_instead("llama3") == "llama3.1:8b"  # the closest name
    store.close()


def test_the_model_chip_opens_the_searchable_list_above_it(qtbot: Any, data_dir: Path) -> None:
    with FakeOpenAIServer(models=SERVED) as server:
        window, controller = _open(qtbot, data_dir, server, MemoryKeyStore())
        panel = window.parameter_panel
        qtbot.waitUntil(lambda: "claude-sonnet-4-5" in panel.model_ids(), timeout=10_000)
        chip = window.findChild(QToolButton, "modelChip")
        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
        popup = window.findChild(QFrame, "modelPopup")
        qtbot.waitUntil(lambda: popup is not None and popup.isVisible(), timeout=5000)
        search = popup.findChild(QLineEdit, "modelSearch")
        qtbot.waitUntil(search.hasFocus, timeout=5000)
        chip_top = chip.mapToGlobal(chip.rect().topLeft()).y()
        assert popup.geometry().bottom() < chip_top  # above the chip, the composer's row
        qtbot.keyClicks(search, "sonnet")
        shown = popup.findChild(QListWidget, "modelList")
        visible = [
            shown.item(r).data(Qt.ItemDataRole.UserRole)
            for r in range(shown.count())
            if not shown.item(r).isHidden()
        ]
        assert visible == ["claude-sonnet-4-5"]
        qtbot.keyClick(search, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not popup.isVisible(), timeout=5000)
        assert panel.model() == "claude-sonnet-4-5"
        assert "claude-sonnet-4-5" in chip.text()

        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)  # Enter with nothing matching
        qtbot.waitUntil(popup.isVisible, timeout=5000)
        qtbot.keyClicks(search, "my-own-model")
        qtbot.keyClick(search, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: panel.model() == "my-own-model", timeout=5000)
        _close(qtbot, controller)
