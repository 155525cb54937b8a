"""Opening a long conversation never freezes the window: its newest messages are built at
once and the older ones above them a batch per turn of the event loop
(app.ui.transcript.shown_messages); whatever needs an older message (a search result, Copy of
the whole transcript) gets it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.domain import Message, MessageStatus, Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from app.ui.transcript.shown_messages import BATCH_CHARS, newest_batch
from app.ui.transcript.view import TranscriptView
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import click_row
from tests.support.waits import after_timer

REPLIES = 12


def _table(n: int) -> str:
    """~13,000 characters: two make a batch, and one stays under the length that folds."""
    rows = "".join(
        f"| reply {n} row {r} | {r * r} | a few words to widen it |\n" for r in range(280)
    )
    return f"Table {n}:\n\n| name | square |\n|---|---|\n{rows}"


def _messages(count: int, text: Any) -> list[Message]:
    return [
        Message(
            i,
            1,
            "user" if i % 2 == 0 else "assistant",
            (TextPart(text(i)),),
            model="m",
            status=MessageStatus.COMPLETE,
        )
        for i in range(1, count + 1)
    ]


def test_the_newest_batch_is_measured_in_characters() -> None:
    small = _messages(6, lambda i: "x" * 10)
    assert newest_batch(small) == 6  # a short conversation: all at once, as before
    big = _messages(6, lambda i: "x" * (BATCH_CHARS // 2 + 1))
    assert newest_batch(big) == 1
    huge = _messages(3, lambda i: "x" * (BATCH_CHARS * 3))
    assert newest_batch(huge) == 1  # always at least one


@pytest.mark.usefixtures("qasync_loop")
def test_a_long_conversation_opens_newest_first_and_fills_in(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("tables", Params(model="gpt-4o-mini"))
    for n in range(REPLIES):
        repo.add_message(conv.id, "user", (TextPart(f"Question {n}?"),))
        repo.add_message(conv.id, "assistant", (TextPart(_table(n)),), model="gpt-4o-mini")
    conn.close()

    window, controller = _open(qtbot, data_dir, fake_server)
    view = window.transcript
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 1, timeout=5000)
    when_shown: list[tuple[bool, int]] = []
    set_messages = view.set_messages

    def spy(*args: Any, **kwargs: Any) -> None:  # what the view holds as set_messages returns
        set_messages(*args, **kwargs)
        when_shown.append((view.complete, len(view.shown_messages)))

    view.set_messages = spy  # type: ignore[method-assign]
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(conv.id))
    # Every message is listed at once, but only the newest were built then.
    assert when_shown[-1] == (False, 2 * REPLIES)
    qtbot.waitUntil(lambda: view.complete, timeout=20_000)
    text = view.toPlainText()
    assert text.index("Question 0?") < text.index("reply 0 row 279") < text.index("Question 11?")
    assert text.count("row 279") == REPLIES
    scroll = view.verticalScrollBar()
    qtbot.waitUntil(lambda: scroll.value() == scroll.maximum(), timeout=5000)  # the newest
    _close(qtbot, controller)


def test_a_search_result_in_the_older_part_is_built_and_shown(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    messages = _messages(2 * REPLIES, _table)
    view.set_messages(messages)
    assert not view.complete
    assert view.scroll_to_message(messages[1].id)  # a search jumps to the second message
    assert view.complete
    widget = view.widget_of(messages[1].id)
    assert widget is not None and widget.y() == view.verticalScrollBar().value()


def test_opening_another_conversation_midway_leaves_nothing_of_the_first(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    view.set_messages(_messages(2 * REPLIES, _table))
    assert not view.complete
    other = [
        m.__class__(100 + m.id, 2, m.role, (TextPart(f"short {m.id}"),)) for m in _messages(4, str)
    ]
    view.set_messages(other)
    # The first conversation's next batch was due on the next turn (a 0 ms timer): once a
    # later timer has fired, it would have come.
    after_timer(qtbot, 50)
    assert view.complete and view.shown_messages == other
    assert "row" not in view.toPlainText() and "short 4" in view.toPlainText()
