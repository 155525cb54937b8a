"""Sending a prompt set's cells: each cell is one request that `cometdesk batch` would send
(``BatchJob``: the request built as the app builds a first question, 429 and 5xx waited out,
each model's first request alone), with one BatchJob per column because each column has its
own parameters.

Cells go row by row, at most ``concurrency`` at a time over all columns. The very first
cell goes alone: a wrong key, an empty balance or an unreachable server costs one request
and stops the run with one sentence (``stopped``). ``stop()`` sends no more cells; those
under way finish and are kept, so nothing paid for is lost. Pure asyncio, no Qt.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable, Sequence

from app.api import ChatClient
from app.services.batch.job import BatchCell, BatchJob, BatchOptions
from app.services.batch.models import BatchModels
from app.services.batch.params import params_from
from app.services.batch.prompts import BatchPrompt
from app.services.batch.records import BatchRecord
from app.services.prompts.sets import MAX_CONCURRENCY, MIN_CONCURRENCY, Cell, Column, Record


class PromptSetRun:
    def __init__(
        self,
        client: ChatClient,
        models: BatchModels,
        prompts: Sequence[BatchPrompt],
        columns: Sequence[Column],
        *,
        concurrency: int,
        api_key: str | None,
        on_sending: Callable[[Cell], None],
        on_record: Callable[[Cell, Record], Awaitable[None]],
        on_unsent: Callable[[Cell], None],
    ) -> None:
        self._prompts = prompts
        self._columns = columns
        self._concurrency = min(MAX_CONCURRENCY, max(MIN_CONCURRENCY, concurrency))
        self._on_sending = on_sending
        self._on_record = on_record
        self._on_unsent = on_unsent
        self._got: dict[Cell, BatchRecord] = {}
        self._stopping = False
        self._jobs = [
            BatchJob(
                client,
                models,
                BatchOptions(
                    params=params_from(column.params),
                    given=dict(column.params),
                    concurrency=1,  # one cell per call: the bound is this run's
                ),
                api_key=api_key,
                on_record=self._finished,
            )
            for column in columns
        ]

    @property
    def stopped(self) -> str | None:
        """Why the run stopped early (a rejected key, an empty balance): one sentence."""
        return next((job.stopped for job in self._jobs if job.stopped is not None), None)

    def stop(self) -> None:
        """Send no more cells; those under way finish."""
        self._stopping = True

    async def run(self, cells: Sequence[Cell]) -> None:
        todo = deque(cells)

        async def worker() -> None:
            while todo and not self._stopping and self.stopped is None:
                await self._one(todo.popleft())

        if todo:
            await self._one(todo.popleft())  # alone: a wrong key costs one request
        await asyncio.gather(*(worker() for _ in range(self._concurrency)))

    def _finished(self, cell: BatchCell, record: BatchRecord) -> None:
        self._got[(cell.position[0], cell.position[1])] = record

    async def _one(self, cell: Cell) -> None:
        row, column = cell
        self._on_sending(cell)
        batch_cell = BatchCell(self._prompts[row], self._columns[column].model, cell)
        try:
            await self._jobs[column].run([batch_cell])
        finally:
            record = self._got.pop(cell, None)
            if record is None:
                self._on_unsent(cell)  # stopped before it was answered: sent again later
        if record is not None:
            await self._on_record(cell, record.to_json())
