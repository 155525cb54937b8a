"""What the composer hands on and what it needs, as narrow protocols: a message is read and
checked once, in the composer, then given to a send target (the chat, or the compare)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from app.domain import AudioPart, DocumentPart, ImagePart, Message, Params


@dataclass(frozen=True)
class Edit:
    """A question being edited in the composer, and the transcript it belongs to (the chat's,
    or a compare column's: ``where`` is the target's own token for it)."""

    message: Message
    where: object = None


@dataclass(frozen=True)
class Outgoing:
    """A message leaving the composer. Its images and documents are stored already.
    ``stored`` is called once the question itself is stored: only then is the composer
    emptied, so a failure before that leaves everything where it was."""

    text: str
    params: Params
    attachments: tuple[ImagePart | DocumentPart | AudioPart, ...] = ()
    edit: Edit | None = None
    stored: Callable[[], None] = field(default=lambda: None)


class SendTarget(Protocol):
    """Where the composer's message goes: the conversation on screen, or every column of the
    compare."""

    def busy_reason(self) -> str | None:
        """Why nothing can be sent now (a reply is still streaming), or None."""
        ...

    def refusal(self, params: Params, *, editing: bool) -> str | None:
        """Why this message cannot go (no model, no key), having pointed the person at the
        fix; or None."""
        ...

    async def deliver(self, outgoing: Outgoing) -> bool:
        """Store the question and send it. Calls ``outgoing.stored()`` once the question is
        stored; returns False if nothing was sent (the person cancelled). Raises when the
        question could not be stored."""
        ...

    def stop(self) -> bool:
        """Stop what is running; True if there was something to stop."""
        ...

    def recipients(self, params: Params, edit: Edit | None) -> list[tuple[str, str]]:
        """Each model the message goes to, with the name to call it by in a refusal (a
        compare column's own model; a blind column's letter)."""
        ...


class ParamsSource(Protocol):
    """The parameters panel, as the composer reads it."""

    def params(self, *, strict: bool = True) -> Params:
        """The parameters chosen; with ``strict``, raises InputError on a bad field."""
        ...

    def focus_field(self, name: str) -> None: ...


class AudioClips(Protocol):
    """Audio clips attached in the composer (the voice room's tray, made on first use)."""

    def parts(self) -> list[AudioPart]:
        """The clips, stored already."""
        ...

    def refusal(self, model: str, shown: str = "") -> str | None:
        """Why the clips cannot go to ``model`` (one sentence, naming it ``shown`` when
        given: a blind column's letter), or None."""
        ...

    def clear(self) -> None: ...

    def leave_draft(self) -> None:
        """Switching conversations: the clips stay in the draft they belong to."""
        ...

    def restore_draft(self, conversation_id: int | None) -> None:
        """The clips of this conversation's draft, back in the box."""
        ...
