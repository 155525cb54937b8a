"""What one presenter needs of another, as narrow protocols, so presenters never import each
other (the shared ThreadPresenter, which every transcript has, is the one exception)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from app.domain import DocumentPart, ImagePart
from app.ui.composer.attachment_item import PendingImage


class Attachments(Protocol):
    """The images waiting in the composer, and their drafts."""

    def busy(self) -> bool: ...
    def pending(self) -> list[PendingImage]: ...
    def clear(self) -> None: ...
    async def store(self, pending: Sequence[PendingImage]) -> list[ImagePart]: ...
    def leave_draft(self) -> None: ...
    async def restore_draft(
        self, conversation_id: int | None, current: Callable[[], int | None]
    ) -> None: ...


class Documents(Protocol):
    """The documents waiting in the composer."""

    def parts(self) -> list[DocumentPart]: ...
    def clear(self) -> None: ...
    def confirm(self, then_send: Callable[[], None]) -> bool: ...
