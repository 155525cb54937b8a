"""Sending in compare mode: one prompt to every column (each with its own model and history),
or an edited question back to its own column; the composer's message is taken once every
column has stored its question, while the replies go on streaming. A blind round deals the
models among the columns' letters as the prompt goes out."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.domain import AudioPart, DocumentPart, ImagePart, Message
from app.services.compare.session import column_title
from app.ui.common.price_confirm import confirm_prices
from app.ui.compare.blind_arena import BlindArena
from app.ui.compare.columns import Column, Columns
from app.ui.composer.ports import Edit, Outgoing

Prompts = dict[Column, Coroutine[Any, Any, Message | None]]


class CompareSender(QObject):
    """``update_headers()``: the columns' headers say what sets each apart (the panel's
    parameters may have changed since)."""

    def __init__(
        self,
        columns: Columns,
        arena: BlindArena,
        *,
        dialogs: QWidget,
        update_headers: Callable[[], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._arena = arena
        self._dialogs = dialogs  # the price confirmation's parent
        self._update_headers = update_headers
        self._storing: dict[Column, Callable[[], None]] = {}  # questions on their way

    def follow(self, column: Column) -> None:
        column.thread.events.messageAdded.connect(lambda m: self._stored(column, m))

    def refusal(self) -> str | None:
        # Each column has its model; one without falls back to the panel's. A blind round
        # waiting for its vote takes no further prompt: the next one would start a new
        # round and lose this one's verdict.
        if self._columns.session.awaiting_vote and self._columns.view.voting():
            return self.tr("Vote for the best answer first; the names are revealed then.")
        return None

    def recipients(self, edit: Edit | None) -> list[tuple[str, str]]:
        """Each column's own model (an edit goes to its column only). While the arena is
        blind no model is named: a round shuffles the models among the columns."""
        columns = self._columns.items
        if edit is not None and isinstance(edit.where, Column) and edit.where in columns:
            columns = [edit.where]
        secret = self._columns.view.blind() or any(c.hiding() for c in columns)
        out = []
        for column in columns:
            model = self._columns.params_of(column).model
            out.append((model, self.tr("A model of this blind round") if secret else model))
        return out

    async def deliver(self, outgoing: Outgoing) -> bool:
        """One prompt to every column (or an edited question to its own column). Returns
        once every column has stored the question; the replies go on streaming."""
        columns = self._columns.items
        params_of = self._columns.params_of
        # A model far above the usual price is confirmed first; cancelled, nothing is sent.
        edited = [c for c in columns if outgoing.edit and c is outgoing.edit.where]
        models = [params_of(c).model for c in edited or columns]
        if not await confirm_prices(self._dialogs, models):
            return False
        edit = outgoing.edit
        attachments = list(outgoing.attachments)
        if edit is not None and isinstance(edit.where, Column) and edit.where in columns:
            column, original = edit.where, edit.message
            params = params_of(column)
            column.last_params = params
            coros: Prompts = {
                column: column.thread.edit_message(
                    original,
                    outgoing.text,
                    params,
                    [*original.images, *original.documents, *original.audio, *attachments],
                )
            }
        else:
            coros = self._prompts(outgoing.text, attachments)
        return await self._run_until_stored(coros, outgoing.stored)

    async def _run_until_stored(self, coros: Prompts, stored: Callable[[], None]) -> bool:
        """Start each column's reply; wait until each has stored its question. A column that
        fails before that makes this raise (the composer says why and keeps the message);
        if every reply ends without storing (stopped), False."""
        loop = asyncio.get_running_loop()
        all_stored: asyncio.Future[None] = loop.create_future()
        remaining = set(coros)

        def one_stored(column: Column) -> None:
            remaining.discard(column)
            if not remaining and not all_stored.done():
                all_stored.set_result(None)

        async def run(column: Column, coro: Coroutine[Any, Any, Message | None]) -> Message | None:
            try:
                return await coro
            except Exception as err:
                if column in remaining and not all_stored.done():
                    all_stored.set_exception(err)  # not stored: said once, by the composer
                    return None
                raise
            finally:
                self._storing.pop(column, None)

        tasks = []
        for column, coro in coros.items():
            self._storing[column] = functools.partial(one_stored, column)
            tasks.append(column.thread.start(run(column, coro)))
        pending: set[asyncio.Future[Any]] = set(tasks)
        while not all_stored.done() and pending:
            _done, pending = await asyncio.wait(
                {all_stored, *pending}, return_when=asyncio.FIRST_COMPLETED
            )
            pending.discard(all_stored)
        if not all_stored.done():
            return False  # every reply ended before its question was stored (stopped)
        all_stored.result()  # raises the failure, if one
        stored()
        return True

    def _stored(self, column: Column, message: Message) -> None:
        callback = self._storing.get(column)
        if message.role == "user" and callback is not None:
            callback()

    def _prompts(
        self, text: str, attachments: Sequence[ImagePart | DocumentPart | AudioPart]
    ) -> Prompts:
        """One prompt for every column (each with its own model and history); in a blind
        round the columns get letters instead of names."""
        view = self._columns.view
        blind = view.blind()
        if blind and any(c.thread.conversation_id is not None for c in self._columns.items):
            self._arena.fresh_round()  # one prompt per round: the last one's names are known
        self._columns.session.begin_send()
        view.hide_vote()
        if blind:
            self._arena.deal(text)
        from app.services.compare.diff import differences

        columns = self._columns.items
        coros: Prompts = {}
        every = [self._columns.params_of(c) for c in columns]
        # Two columns of one model are told apart in the history by what differs.
        apart = differences(every)
        for column, params, words in zip(columns, every, apart, strict=True):
            column.last_params = params
            shown = column.widget.shown_name() if blind else params.model
            if words and not blind:
                shown = f"{shown} ({', '.join(words)})"
            coros[column] = column.thread.send_message(
                text,
                params,
                list(attachments),
                title=column_title(text, shown),
                compare_group=self._columns.session.group,
            )
        self._update_headers()  # the panel's parameters may have changed since
        return coros
