"""The message actions are declared once (app/services/message_actions.py) and each is carried
out by a method of ActionHandlers, bound as a function (not by its name): a renamed method
fails the type check, and these tests fail for a row without a handler or a handler without
a row."""

from __future__ import annotations

import inspect

from app.services.message_actions import ACTIONS, BY_ID, OPEN_SETTINGS, actions_for
from app.ui.transcript.action_handlers import ActionHandlers


def test_every_action_in_the_table_has_a_handler() -> None:
    missing = [a.id for a in ACTIONS if a.id not in ActionHandlers.HANDLERS]
    assert missing == []


def test_every_handler_is_for_an_action_of_the_table_or_the_error_card() -> None:
    stray = set(ActionHandlers.HANDLERS) - set(BY_ID) - {OPEN_SETTINGS}
    assert stray == set()
    assert OPEN_SETTINGS in ActionHandlers.HANDLERS
    assert OPEN_SETTINGS not in BY_ID  # the card's own button, not a row


def test_each_handler_is_a_method_of_the_handlers_taking_the_message_id() -> None:
    for action, handler in ActionHandlers.HANDLERS.items():
        assert getattr(ActionHandlers, handler.__name__) is handler, action
        inspect.signature(handler).bind(object(), 7)  # (self, message id): TypeError if not


def test_action_ids_are_unique() -> None:
    assert len(BY_ID) == len(ACTIONS)


def test_the_handler_table_is_checked_against_a_real_row() -> None:
    """The checks above would pass vacuously on an empty table."""
    from app.domain import Message, TextPart

    reply = Message(id=1, conversation_id=1, role="assistant", parts=(TextPart("hi"),))
    shown = {a.id for a in actions_for(reply)}
    assert {"copy", "regenerate", "delete"} <= shown <= set(ActionHandlers.HANDLERS)
