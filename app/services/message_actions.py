"""What a person can do with a message, declared once: the transcript draws
the table and the transcript's presenter carries each action out.

Each row says what the action is called, which icon it shows, and when it applies to a
message. The transcript draws a control for every row that applies; the presenter of that
transcript (the main chat or a compare column) dispatches on ``id`` to the method bound to it
in ``ActionHandlers.HANDLERS`` (``app/ui/transcript/action_handlers.py``: the method itself,
so a rename fails the type check). Adding an action is one row here and one handler there;
``tests/unit/test_message_actions.py`` fails for a row without a handler.

A failed reply shows its own card with a labelled Retry (the ``regenerate`` action, which
replaces a failed reply rather than adding a version) and, for a key or address problem,
Open settings (``OPEN_SETTINGS``: not a row, the card's own).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.domain import Message, MessageStatus
from app.translation import QT_TRANSLATE_NOOP, translate

# Replies that did not finish get Retry (a new version) and, with some text, Continue.
UNFINISHED = frozenset(
    {
        MessageStatus.ERROR,
        MessageStatus.INTERRUPTED,
        MessageStatus.STOPPED,
        MessageStatus.INCOMPLETE,
    }
)


@dataclass(frozen=True, slots=True)
class ActionContext:
    """What else decides whether an action applies: the message's place among its versions
    (n of m) and whether its folding sections are open. ``answer``: a reply that is one of
    the n answers of one request, its place among them (k of n): the request's usage is
    shown with the first. ``probabilities_open``: the reply shows its token probabilities
    in place of its text."""

    version: tuple[int, int] | None = None
    answer: tuple[int, int] | None = None
    thinking_open: bool = False
    tools_open: bool = False
    probabilities_open: bool = False
    reading_aloud: bool = False  # the reply is being spoken right now (Read aloud → Stop)
    # A blind compare round where not every column has probabilities: no button for them.
    probabilities_hidden: bool = False


@dataclass(frozen=True, slots=True)
class MessageAction:
    id: str
    label: str  # English; shown through translate("MessageActions", label)
    icon: str  # a name in app/resources/icons
    applies: Callable[[Message, ActionContext], bool]
    primary: bool = True  # False: in the "More" menu rather than a button of its own
    label_unfinished: str = ""  # the label for replies that did not finish, if different
    # Shown but not usable (the first version has no previous one); None: always usable.
    enabled: Callable[[Message, ActionContext], bool] | None = None
    destructive: bool = False  # drawn in the error colour, after a separator

    def usable(self, message: Message, context: ActionContext) -> bool:
        return self.enabled is None or self.enabled(message, context)

    def title(self, message: Message) -> str:
        text = self.label
        if self.label_unfinished and message.status in UNFINISHED:
            text = self.label_unfinished
        return translate("MessageActions", text)


def _reply(m: Message, _c: ActionContext) -> bool:
    return m.role == "assistant"


def _reply_without_card(m: Message, _c: ActionContext) -> bool:
    """A failed reply's Retry is the labelled button on its error card."""
    return m.role == "assistant" and m.status is not MessageStatus.ERROR


def _has_text(m: Message, _c: ActionContext) -> bool:
    return bool(m.text)


def _continuable(m: Message, _c: ActionContext) -> bool:
    unfinished = m.status in UNFINISHED and bool(m.text)
    return m.role == "assistant" and (m.finish_reason == "length" or unfinished)


def _has_probabilities(m: Message, c: ActionContext) -> bool:
    shown = m.role == "assistant" and m.status is not MessageStatus.STREAMING
    return shown and bool(m.logprobs) and not c.probabilities_hidden


def _speakable(m: Message, c: ActionContext) -> bool:
    """A reply with text that is not streaming any more (Read aloud, docs/voice.md)."""
    return _reply(m, c) and m.status is not MessageStatus.STREAMING and _has_text(m, c)


def _has_versions(_m: Message, c: ActionContext) -> bool:
    return c.version is not None


def _has_previous(_m: Message, c: ActionContext) -> bool:
    return c.version is not None and c.version[0] > 1


def _has_next(_m: Message, c: ActionContext) -> bool:
    return c.version is not None and c.version[0] < c.version[1]


ACTIONS: tuple[MessageAction, ...] = (
    MessageAction(
        "version-prev",
        QT_TRANSLATE_NOOP("MessageActions", "Previous version"),
        "chevron-left",
        _has_versions,
        enabled=_has_previous,
    ),
    MessageAction(
        "version-next",
        QT_TRANSLATE_NOOP("MessageActions", "Next version"),
        "chevron-right",
        _has_versions,
        enabled=_has_next,
    ),
    MessageAction("copy", QT_TRANSLATE_NOOP("MessageActions", "Copy"), "copy", _has_text),
    MessageAction(
        "edit",
        QT_TRANSLATE_NOOP("MessageActions", "Edit"),
        "pencil",
        lambda m, _c: m.role == "user",
    ),
    MessageAction(
        "continue", QT_TRANSLATE_NOOP("MessageActions", "Continue"), "play", _continuable
    ),
    MessageAction(
        "regenerate",
        QT_TRANSLATE_NOOP("MessageActions", "Regenerate"),
        "refresh-cw",
        _reply_without_card,
        label_unfinished=QT_TRANSLATE_NOOP("MessageActions", "Retry"),
    ),
    MessageAction(
        "probabilities",
        QT_TRANSLATE_NOOP("MessageActions", "Show token probabilities"),
        "gauge",
        lambda m, c: _has_probabilities(m, c) and not c.probabilities_open,
    ),
    MessageAction(
        "probabilities-hide",
        QT_TRANSLATE_NOOP("MessageActions", "Hide token probabilities"),
        "gauge",
        lambda m, c: _has_probabilities(m, c) and c.probabilities_open,
    ),
    MessageAction(
        "read-aloud",
        QT_TRANSLATE_NOOP("MessageActions", "Read aloud"),
        "volume-2",
        lambda m, c: _speakable(m, c) and not c.reading_aloud,
    ),
    MessageAction(
        "read-aloud-stop",
        QT_TRANSLATE_NOOP("MessageActions", "Stop reading aloud"),
        "square",
        lambda m, c: _speakable(m, c) and c.reading_aloud,
    ),
    MessageAction(
        "copy-text",
        QT_TRANSLATE_NOOP("MessageActions", "Copy as plain text"),
        "type",
        lambda m, c: _reply(m, c) and _has_text(m, c),
        primary=False,
    ),
    MessageAction(
        "fork",
        QT_TRANSLATE_NOOP("MessageActions", "Fork from here"),
        "git-branch",
        lambda _m, _c: True,
        primary=False,
    ),
    MessageAction(
        "save-prompt",
        QT_TRANSLATE_NOOP("MessageActions", "Save as prompt"),
        "book-open",
        _has_text,
        primary=False,
    ),
    MessageAction(
        "delete",
        QT_TRANSLATE_NOOP("MessageActions", "Delete"),
        "trash-2",
        lambda _m, _c: True,
        primary=False,
        destructive=True,
    ),
)

BY_ID = {action.id: action for action in ACTIONS}

# The error card's second button (a rejected key, an address that cannot be reached).
OPEN_SETTINGS = "open-settings"

# Folding sections of a reply: not message actions, but the same kind of control.
FOLDS = ("thinking", "tools")


def actions_for(message: Message, context: ActionContext = ActionContext()) -> list[MessageAction]:
    """The actions that apply to this message, in the order they are shown."""
    return [a for a in ACTIONS if a.applies(message, context)]
