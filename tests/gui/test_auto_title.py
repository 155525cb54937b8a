"""Auto-title against the loopback server: after the first reply a cheap model names the
chat: the one chosen in Settings, else the cheapest the endpoint lists with a price, else
(an endpoint without prices) the model that answered; a model that fails hands over to the
next; when all fail, or the setting is off, the chat keeps the title made of the first
words."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.domain import ModelInfo
from app.services.auto_title import cheapest_chat_model, clean_title, title_models
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.waits import settled

pytestmark = pytest.mark.usefixtures("qasync_loop")

QUESTION = "What should I pack for a week of hiking in the Dolomites in June?"


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def _title_requests(server: Any, model: str) -> list[Any]:
    return [
        r
        for r in server.requests
        if r.path.endswith("/chat/completions") and r.body.get("model") == model
    ]


def test_first_reply_gets_a_title_from_the_configured_model(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Layers, boots and a rain jacket."), key="gpt-4o-mini")
    fake_server.enqueue(Reply(text='Title: "Dolomites Hiking Packing List."'), key="gpt-4.1-nano")
    window, controller = _open(qtbot, data_dir, fake_server)
    controller.services.settings.update(
        lambda s: replace(s, auto_title=True, auto_title_model="gpt-4.1-nano")
    )
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    with qtbot.waitSignal(controller.titleGenerated, timeout=10_000) as titled:
        _send(qtbot, window, controller, QUESTION)
    assert titled.args[1] == "Dolomites Hiking Packing List"
    qtbot.waitUntil(
        lambda: window.sidebar.titles() == ["Dolomites Hiking Packing List"], timeout=5000
    )
    assert window.conversation_title.text() == "Dolomites Hiking Packing List"
    (request,) = _title_requests(fake_server, "gpt-4.1-nano")
    prompt = request.body["messages"][-1]["content"]
    assert QUESTION in prompt and "Layers, boots" in prompt

    # Only the first reply names a chat.
    fake_server.enqueue(Reply(text="Yes."), key="gpt-4o-mini")
    _send(qtbot, window, controller, "Poles too?")
    settled(qtbot, controller)  # whatever the reply started has run
    assert len(_title_requests(fake_server, "gpt-4.1-nano")) == 1
    _close(qtbot, controller)


def _models_loaded(qtbot: Any, controller: Any) -> None:
    qtbot.waitUntil(lambda: bool(controller.services.models.all()), timeout=10_000)


def test_without_a_chosen_model_the_cheapest_served_one_names_the_chat(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Layers, boots and a rain jacket."), key="gpt-4.1")
    fake_server.enqueue(Reply(text="Dolomites Packing List"), key="gpt-4o-mini")
    window, controller = _open(qtbot, data_dir, fake_server)
    _models_loaded(qtbot, controller)
    controller.services.settings.update(lambda s: replace(s, auto_title=True))
    assert controller.settings.auto_title_model == ""  # the default: chosen automatically
    window.parameter_panel.model_picker.setEditText("gpt-4.1")
    with qtbot.waitSignal(controller.titleGenerated, timeout=10_000) as titled:
        _send(qtbot, window, controller, QUESTION)
    assert titled.args[1] == "Dolomites Packing List"
    qtbot.waitUntil(lambda: window.sidebar.titles() == ["Dolomites Packing List"], timeout=5000)
    (request,) = _title_requests(fake_server, "gpt-4o-mini")  # the cheapest chat model
    assert request.body["max_tokens"] == 48 and QUESTION in request.body["messages"][-1]["content"]
    _close(qtbot, controller)


def test_an_endpoint_without_prices_gets_titles_from_the_model_that_answered(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.catalog = None  # like most OpenAI-compatible servers: ids, no prices
    fake_server.enqueue(
        Reply(text="Layers, boots and a rain jacket."), Reply(text="Hiking Kit"), key="gpt-4.1"
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _models_loaded(qtbot, controller)
    assert cheapest_chat_model(controller.services.models.all()) is None
    controller.services.settings.update(lambda s: replace(s, auto_title=True))
    window.parameter_panel.model_picker.setEditText("gpt-4.1")
    with qtbot.waitSignal(controller.titleGenerated, timeout=10_000) as titled:
        _send(qtbot, window, controller, QUESTION)
    assert titled.args[1] == "Hiking Kit"
    assert len(_title_requests(fake_server, "gpt-4.1")) == 2  # the reply, then the title
    _close(qtbot, controller)


def test_a_failed_title_model_hands_over_and_all_failing_keeps_the_first_words(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Sure."), key="gpt-4o-mini")
    fake_server.enqueue(Reply.error(400, "model not allowed"), key="gpt-4.1-nano")
    fake_server.enqueue(Reply.error(400, "model not allowed"), key="gpt-4o-mini")
    window, controller = _open(qtbot, data_dir, fake_server)
    _models_loaded(qtbot, controller)
    controller.services.settings.update(
        lambda s: replace(s, auto_title=True, auto_title_model="gpt-4.1-nano")
    )
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    _send(qtbot, window, controller, QUESTION)
    # The chosen model failed; the cheapest listed one (also the one that answered) was
    # asked next, once, and failed too.
    qtbot.waitUntil(lambda: len(_title_requests(fake_server, "gpt-4o-mini")) == 2, timeout=5000)
    settled(qtbot, controller)  # the failed title requests have been dealt with
    assert len(_title_requests(fake_server, "gpt-4.1-nano")) == 1
    assert window.sidebar.titles() == ["What should I pack for a week of hiking in the…"]

    # Turned off: no title request at all.
    controller.services.settings.update(lambda s: replace(s, auto_title=False))
    controller.new_chat()
    fake_server.enqueue(Reply(text="Fine."), key="gpt-4o-mini")
    _send(qtbot, window, controller, "Another question entirely")
    settled(qtbot, controller)
    assert len(_title_requests(fake_server, "gpt-4.1-nano")) == 1
    assert "Another question entirely" in window.sidebar.titles()
    _close(qtbot, controller)


def test_cleaning_and_choosing_the_cheapest_model() -> None:
    assert clean_title('**"Trip to Lisbon."**\nextra line') == "Trip to Lisbon"
    assert clean_title("「東京の天気」") == "東京の天気"
    assert clean_title("   \n") is None
    assert len(clean_title("word " * 40) or "") <= 61
    models = [
        ModelInfo("big", input_price=5.0, output_price=15.0, endpoints=("chat",)),
        ModelInfo("tiny", input_price=0.1, output_price=0.4, endpoints=("chat",)),
        ModelInfo("thinker", input_price=0.01, output_price=0.02, reasoning=True),
        ModelInfo("painter", input_price=0.0, output_price=0.0, endpoints=("images",)),
        ModelInfo("unpriced"),
    ]
    assert cheapest_chat_model(models) == "tiny"
    assert cheapest_chat_model([ModelInfo("unpriced")]) is None
    # An embedding model with a price but no endpoints listed is no chat model.
    embedder = ModelInfo("text-embedding-3-small", input_price=0.02, output_price=0.0)
    assert cheapest_chat_model([*models, embedder]) == "tiny"
    seeing = ModelInfo("eyes", input_price=1.0, output_price=2.0, vision=True)
    assert cheapest_chat_model([*models, seeing], vision=True) == "eyes"
    # Which models are asked, in order, each once.
    assert title_models("nano", models, "big") == ["nano", "tiny", "big"]
    assert title_models("", models, "tiny") == ["tiny"]
    assert title_models("", [ModelInfo("local-llm")], "local-llm") == ["local-llm"]
