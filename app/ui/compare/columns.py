"""The compare's columns, and what the parts of its presenter share of them: each column's
widget and ThreadPresenter, the parameters it asks with, and whether its model is still a
secret; the window and the parameters panel as the compare uses them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from app.api import ApiError
from app.domain import Message, ModelInfo, Params
from app.services.compare.session import ColumnRef, CompareSession
from app.translation import translate
from app.ui.transcript.thread import ThreadPresenter

if TYPE_CHECKING:
    # The compare view loads with compare mode (the window builds it when first shown).
    from app.services.compare.setups import Setup
    from app.ui.compare.view import CompareColumn, CompareView


class CompareHost(Protocol):
    """The window around the compare, as the compare uses it."""

    @property
    def compare_view(self) -> CompareView: ...
    def show_compare(self, on: bool) -> None: ...
    def set_compare_checked(self, on: bool) -> None: ...
    def set_title(self, title: str) -> None: ...
    def set_context(self, used: int, limit: int) -> None: ...


class CompareParams(Protocol):
    """The parameters panel, as the compare uses it: the base every column starts from."""

    def params(self, *, strict: bool = True) -> Params: ...
    def model(self) -> str: ...
    def model_ids(self) -> list[str]: ...
    def model_info(self, model: str) -> ModelInfo | None: ...


@dataclass(eq=False)  # a column is itself: hashed by identity
class Column:
    widget: CompareColumn
    thread: ThreadPresenter
    last_params: Params | None = None
    # How its latest reply ended (a blind round shows it once every column has ended).
    ended: tuple[Message, ApiError | None] | None = None
    # What the request builder changed for its model; held back while the model is secret.
    notes: tuple[str, ...] = ()

    def hiding(self) -> bool:
        """Whether this column's model is still a secret (a blind round before its vote)."""
        return bool(self.widget.transcript.blind)


class Columns:
    """The compare's columns in order, and the models their pickers offer. ``items`` is one
    list for the whole compare, changed in place: every part sees the same columns."""

    def __init__(self, host: CompareHost, panel: CompareParams, session: CompareSession) -> None:
        self.host = host
        self.panel = panel
        self.session = session
        self.items: list[Column] = []
        self.models: list[str] = []  # offered in each column's picker

    @property
    def view(self) -> CompareView:
        return self.host.compare_view

    def params_of(self, column: Column) -> Params:
        """What the column asks with: the panel's parameters, its model and its own."""
        base = self.panel.params(strict=False)
        return self.session.column_params(base, column.widget.model, column.widget.overrides())

    def any_hiding(self) -> bool:
        return any(c.hiding() for c in self.items)

    def busy(self) -> bool:
        return any(c.thread.running for c in self.items)

    def refs(self) -> list[ColumnRef]:
        """Each column as the session stores and exports it: named by its letter while the
        vote is awaited."""
        refs = []
        for i, column in enumerate(self.items):
            label = (
                column.widget.shown_name()
                if self.session.awaiting_vote
                else column.widget.model or translate("Columns", "Column {0}").format(i + 1)
            )
            refs.append(ColumnRef(label, column.thread.conversation_id, column.last_params))
        return refs

    def setup(self, name: str) -> Setup:
        """These columns as a setup: each one's model and what it sets itself."""
        from app.services.compare.setups import ColumnSetup, Setup

        return Setup(
            name, tuple(ColumnSetup(c.widget.model, c.widget.overrides()) for c in self.items)
        )
