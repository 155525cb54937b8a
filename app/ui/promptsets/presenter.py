"""Prompt sets in the window: every prompt sent to every column (a model with its own
parameters) by the same BatchJob as `cometdesk batch` (each request built as the app builds
a first question, the first request alone, 429 and 5xx waited out), through the window's
endpoint and key, into a grid that fills as the answers arrive. The set is kept in the data
folder (app.services.prompts.sets_store) so that it resumes after a restart and never pays
twice for a cell that has an answer. A vote per row goes with the blind arena's votes, so it
counts in the personal leaderboard.

Nothing here waits on the UI thread: files are read and records written in worker threads,
requests go out on the asyncio loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QGuiApplication

from app.services.batch.prompts import BatchPrompt
from app.services.prompts.sets import (
    Cell,
    Column,
    Record,
    SetError,
    estimate,
    missing_cells,
    params_text,
    parse_column_params,
    prompts_from_text,
)
from app.services.prompts.sets_store import PromptSets, SetFolder, SetStoreError, Winner
from app.translation import money, number
from app.ui.common.run_presenter import RunPresenter, Sending, Wiring
from app.ui.common.tasks import WhileAlive
from app.ui.promptsets.grid_model import PromptSetGridModel, PromptSetTotalsModel

if TYPE_CHECKING:
    from app.services.app_services import AppServices
    from app.services.prompts.set_run import PromptSetRun
    from app.ui.promptsets.view import PromptSetsWindow

ESTIMATING, LOADING = "prompt-sets-estimate", "prompt-sets-load"
VOTE_GROUP = "prompt-set:"  # + the set's id: the votes' compare group


class PromptSetsPresenter(RunPresenter):
    """Signals:
    runEnded(): a run stopped sending: every cell done, stopped, or stopped by a first
        answer that every cell would get (a wrong key).
    voted(int): a row's vote is stored (row).
    """

    runEnded = Signal()
    voted = Signal(int)
    store_error = SetStoreError

    def __init__(self, view: PromptSetsWindow, services: AppServices, wiring: Wiring) -> None:
        super().__init__(view, services, wiring)
        self.view: PromptSetsWindow = view
        self._sets = PromptSets(services.data_dir)
        self._repo = services.repo
        self.folder: SetFolder | None = None  # the set in the grid (None: nothing started)
        # (text shown, prompts, file name): a file's prompts, or the set's, shown in the box
        self._loaded: tuple[str, list[BatchPrompt], str] | None = None
        self._sender: PromptSetRun | None = None
        self.grid = PromptSetGridModel(self)
        self.totals = PromptSetTotalsModel(self.grid, self)
        view.show_grid(self.grid, self.totals)
        # The estimate waits for a pause in typing.
        self._estimate_timer = QTimer(self)
        self._estimate_timer.setSingleShot(True)
        self._estimate_timer.setInterval(150)
        self._estimate_timer.timeout.connect(self._show_estimate)
        view.setupChanged.connect(self._estimate_timer.start)
        view.fileChosen.connect(lambda path: self._spawn(self.load_file(Path(path)), LOADING))
        view.startRequested.connect(lambda: self._spawn(self.start()))
        view.stopRequested.connect(self.stop)
        view.resumeRequested.connect(self.resume)
        view.blindToggled.connect(self._blind_toggled)
        view.exportRequested.connect(lambda path: self._spawn(self.export(Path(path))))
        view.copyRequested.connect(self.copy_markdown)
        view.answerRequested.connect(self.open_answer)
        view.voteKeyed.connect(lambda row, winner: self._spawn(self.vote(row, winner)))
        self.grid.voteChosen.connect(lambda row, winner: self._spawn(self.vote(row, winner)))
        alive = WhileAlive(self)  # the directory outlives a window closed for good
        services.models.subscribe(lambda _ordered: alive._models_changed())
        self._models_changed()

    @staticmethod
    def _make_view(parent: Any) -> PromptSetsWindow:
        from app.ui.promptsets.view import PromptSetsWindow

        return PromptSetsWindow(parent)

    # ---- opening ----------------------------------------------------------------------------

    def _first_shown(self) -> None:
        self.view.focus_prompts()

    async def _load_latest(self, *, resume: bool = False) -> None:
        folder = await asyncio.to_thread(self._sets.latest)
        if folder is None or self.folder is not None:
            return
        try:
            contents = await asyncio.to_thread(folder.read)
        except SetStoreError as err:
            self.view.set_problem(str(err))
            return
        self.folder = folder
        stored = folder.stored
        self.grid.set_grid(stored.prompts, stored.columns, contents.records, contents.votes)
        self.grid.set_blind(stored.blind)
        self.view.set_blind(stored.blind)
        self._show_setup(stored.prompts, stored.columns, stored.concurrency)
        self._set_phase("finished" if not self._left() else "stopped")
        self._show_progress()
        self._estimate_timer.start()
        if resume and stored.state == "running":
            self.resume()

    def _show_setup(
        self, prompts: Sequence[BatchPrompt], columns: Sequence[Column], concurrency: int
    ) -> None:
        """The set's prompts and columns in the setup, as if typed: Start asks them anew."""
        text = "\n".join(" ".join(p.prompt.split()) for p in prompts)
        self._loaded = (text, list(prompts), "")
        view = self.view
        view.blockSignals(True)
        view.set_prompts_text(text)
        view.set_column_setup([(c.model, params_text(c.params)) for c in columns])
        view.set_concurrency(concurrency)
        view.blockSignals(False)
        self._count_prompts(self.prompts())

    def _models_changed(self) -> None:
        from app.ui.common.model_search import model_badges

        choices = []
        ids = set()
        for info in self._models.ordered():
            choices.append((info.id, info.id, " · ".join(model_badges(info))))
            ids.add(info.id)
        current = self._current_model()
        if current and current not in ids:
            choices.insert(0, (current, current, ""))
        self.view.set_model_choices(choices)
        self._estimate_timer.start()
        self._redraw.start()

    # ---- the setup --------------------------------------------------------------------------

    def prompts(self) -> list[BatchPrompt]:
        """The prompts to send: a loaded file's (with their ids and fields) while the box
        shows them unchanged, else the lines typed."""
        text = self.view.prompts_text()
        if self._loaded is not None and text == self._loaded[0]:
            return list(self._loaded[1])
        return prompts_from_text(text)

    def columns(self) -> list[Column]:
        """The columns as set up. Raises SetError for parameters that cannot be sent."""
        out = []
        for position, (model, typed) in enumerate(self.view.column_setup()):
            try:
                out.append(Column(model, parse_column_params(typed)))
            except SetError as err:
                raise SetError(
                    self.tr("Column {0}: {1}").format(number(position + 1), str(err))
                ) from None
        return out

    async def load_file(self, path: Path) -> None:
        from app.services.batch.prompts import PromptsError, read_prompts

        try:
            prompts = await asyncio.to_thread(read_prompts, path)
        except PromptsError as err:
            self.view.set_problem(str(err))
            return
        text = "\n".join(" ".join(p.prompt.split()) for p in prompts)
        self._loaded = (text, prompts, path.name)
        self.view.set_problem("")
        self.view.set_prompts_text(text)
        self._count_prompts(self.prompts())

    def _count_prompts(self, prompts: Sequence[BatchPrompt]) -> None:
        """How many prompts Start would send (and the file they came from)."""
        count = len(prompts)
        loaded = self._loaded
        source = loaded[2] if loaded is not None and self.view.prompts_text() == loaded[0] else ""
        said = self.tr("1 prompt") if count == 1 else self.tr("{0} prompts").format(number(count))
        if source:
            said = self.tr("{0} from {1}").format(said, source)
        self.view.set_prompt_count(said if count else "")

    def _show_estimate(self) -> None:
        """The requests and what their prompts cost, before anything is sent."""
        if self.running:
            return
        prompts = self.prompts()
        self._count_prompts(prompts)
        try:
            columns = self.columns()
        except SetError as err:
            self.view.set_estimate(str(err))
            return
        if not prompts or not columns:
            self.view.set_estimate(self.tr("Type some prompts and add the models to ask."))
            return
        from app.api.tokens import estimate_text_tokens

        def price(model: str) -> float | None:
            info = self._models.info(model)
            return None if info is None else info.input_price

        cells = [(r, c) for r in range(len(prompts)) for c in range(len(columns))]
        found = estimate(prompts, columns, cells, tokens=estimate_text_tokens, input_price=price)
        parts = [
            self.tr("{0} requests ({1} prompts × {2} columns)").format(
                number(found.requests), number(len(prompts)), number(len(columns))
            ),
            self.tr("about {0} input tokens").format(number(found.input_tokens)),
        ]
        if found.cost is not None:
            parts.append(self.tr("about {0} before the replies").format(money(found.cost)))
        else:
            parts.append(self.tr("the price of {0} is not known").format(", ".join(found.unpriced)))
        self.view.set_estimate(" · ".join(parts))

    # ---- running ----------------------------------------------------------------------------

    async def start(self) -> None:
        """A new set from the setup, sent."""
        if self.running:
            return
        view = self.view
        prompts = self.prompts()
        try:
            columns = self.columns()
        except SetError as err:
            view.set_problem(str(err))
            return
        if not prompts:
            view.set_problem(self.tr("Type the prompts first, one per line, or load a file."))
            return
        if not columns:
            view.set_problem(self.tr("Add a model to ask first."))
            return
        blind = view.blind()
        concurrency = view.concurrency_value()
        try:
            folder = await asyncio.to_thread(
                lambda: self._sets.create(prompts, columns, concurrency=concurrency, blind=blind)
            )
        except SetStoreError as err:
            view.set_problem(str(err))
            return
        self.folder = folder
        self.grid.set_grid(prompts, columns)
        self.grid.set_blind(blind)
        self._launch()

    def resume(self) -> None:
        """Go on with the set in the grid: only the cells without an answer are sent."""
        if self.running or self.folder is None:
            return
        self._launch()

    def stop(self) -> None:
        """Send no more; the answers under way finish and are kept."""
        if self.running and self._sender is not None:
            self._sender.stop()
            self._set_phase("stopping")
            self.view.set_estimate(self.tr("Stopping: finishing the answers under way…"))

    def _no_key(self) -> str:
        return self.tr("There is no API key: add one in Settings, then press Resume.")

    async def _send(self, sending: Sending) -> None:
        folder = self.folder
        assert folder is not None
        from app.api import ModelCatalog
        from app.services.app_services import CACHE_DIRNAME
        from app.services.batch.models import BatchModels
        from app.services.prompts.set_run import PromptSetRun

        stored = folder.stored
        cells = missing_cells(len(stored.prompts), len(stored.columns), self.grid.records)
        catalog = ModelCatalog(self._data_dir / CACHE_DIRNAME)
        base_url = self._endpoints.base_url(sending.profile)
        directory = await asyncio.to_thread(
            BatchModels, catalog, base_url, [c.model for c in stored.columns]
        )

        async def on_record(cell: Cell, record: Record) -> None:
            self.grid.set_record(cell, record)
            self._redraw.start()
            await self._save(folder, cell, record)

        sender = PromptSetRun(
            sending.client,
            directory,
            stored.prompts,
            stored.columns,
            concurrency=stored.concurrency,
            api_key=sending.key,
            on_sending=lambda cell: self.grid.set_sending(cell, True),
            on_record=on_record,
            on_unsent=lambda cell: self.grid.set_sending(cell, False),
        )
        self._sender = sender
        try:
            await sender.run(cells)
        finally:
            await directory.aclose()
            self._sender = None
        if sender.stopped is not None:
            self._problem(sender.stopped)
            return
        left = missing_cells(len(stored.prompts), len(stored.columns), self.grid.records)
        # Cells that failed were answered with an error: the set is through; Resume retries.
        unsent = [cell for cell in left if cell not in self.grid.records]
        if not unsent:
            await self._set_state("finished")
            self._ended("finished")
            finished, failed, _cells = self.grid.counts()
            said = self.tr("Prompt set answered: {0} answers.").format(number(finished - failed))
            if failed:
                said += " " + self.tr("Failed: {0}.").format(number(failed))
            self._status.show(said, 10_000)
        else:
            await self._set_state("stopped")
            self._ended("stopped")

    def _problem(self, text: str) -> None:
        """The set cannot go on (no key, a wrong key): one sentence; Resume tries again."""
        self.view.set_problem(text)
        self._spawn(self._set_state("stopped"))
        self._ended("stopped")

    def _ended(self, phase: str) -> None:
        self._run = None  # Resume works at once, even before this run's task has returned
        self._set_phase(phase)
        self._show_progress()
        self._estimate_timer.start()  # what Start would send now
        self.runEnded.emit()

    def _left(self) -> int:
        folder = self.folder
        if folder is None:
            return 0
        stored = folder.stored
        return len(missing_cells(len(stored.prompts), len(stored.columns), self.grid.records))

    def _set_phase(self, phase: str) -> None:
        self.view.set_phase(
            phase,
            resumable=self.folder is not None and self._left() > 0,
            has_cells=bool(self.grid.records),
        )

    async def _save(self, folder: SetFolder, cell: Cell, record: Record) -> None:
        await self._store_in_turn(lambda: folder.add_record(cell, record))

    def _show_progress(self) -> None:
        finished, failed, cells = self.grid.counts()
        text = ""
        if cells:
            text = self.tr("{0} of {1} answered").format(number(finished), number(cells))
            if failed:
                text += " · " + self.tr("{0} failed").format(number(failed))
            left = self._left()
            if left and not self.running:
                text += " · " + self.tr("Resume sends only the {0} without an answer").format(
                    number(left)
                )
        self.view.set_progress(finished, cells, text)
        self._set_phase(self.view.phase())

    # ---- reading the grid -------------------------------------------------------------------

    def open_answer(self, row: int, column: int) -> None:
        record = self.grid.records.get((row, column))
        if record is None:
            return
        from app.ui.promptsets.answer_dialog import AnswerDialog
        from app.ui.promptsets.grid_model import STATUS_ROLE

        index = self.grid.index(row, column + 1)
        title = self.tr("{0} — prompt {1}").format(self.grid.column_name(column), number(row + 1))
        dialog = AnswerDialog(
            title,
            self.grid.prompts[row].prompt,
            record,
            str(index.data(STATUS_ROLE) or ""),
            self.view,
        )
        dialog.setModal(True)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    # ---- votes ------------------------------------------------------------------------------

    async def vote(self, row: int, winner: Winner) -> None:
        """The row's best column (or a tie, or all bad), stored with the blind arena's votes
        (the leaderboard counts it) and with the set. Once per row."""
        folder = self.folder
        grid = self.grid
        if folder is None or not 0 <= row < len(grid.prompts):
            return
        if row in grid.votes:
            self._status.show(self.tr("This row's vote is stored already."), 4000)
            return
        if not grid.row_done(row):
            self._status.show(self.tr("Vote once every column of the row has answered."), 4000)
            return
        columns = folder.stored.columns
        models = [c.model for c in columns]
        chosen = models[winner] if isinstance(winner, int) else winner
        grid.set_vote(row, winner)  # shown at once; a second key press is not a second vote
        try:
            await self._repo.add_vote(
                grid.prompts[row].prompt,
                models,
                chosen,
                compare_group=VOTE_GROUP + folder.stored.id,
                params=[dict(c.params) for c in columns],
            )
            await asyncio.to_thread(folder.add_vote, row, winner)
        except (SetStoreError, OSError) as err:
            self.view.set_problem(str(err))
            return
        self.totals.dataChanged.emit(
            self.totals.index(0, 0), self.totals.index(0, grid.best_column)
        )
        self._status.show(self.tr("Vote stored: {0}.").format(grid.winner_text(row)), 4000)
        self.voted.emit(row)

    def _blind_toggled(self, blind: bool) -> None:
        self.grid.set_blind(blind)
        folder = self.folder
        if folder is not None:
            self._spawn(asyncio.to_thread(folder.set_blind, blind))

    # ---- exports ----------------------------------------------------------------------------

    async def export(self, path: Path) -> bool:
        """The grid to ``path``: JSON Lines in `cometdesk batch`'s record format, or CSV."""
        from app.services.prompts.sets import ordered_records, to_csv, to_jsonl, write_export

        grid = self.grid
        if path.suffix.lower() == ".csv":
            text = to_csv(grid.prompts, grid.columns, grid.records, grid.best_labels())
        else:
            text = to_jsonl(ordered_records(len(grid.prompts), len(grid.columns), grid.records))
        try:
            await asyncio.to_thread(write_export, path, text)
        except SetError as err:
            self.view.set_problem(str(err))
            return False
        self._status.show(self.tr("Exported to {0}.").format(path), 8000)
        return True

    def copy_markdown(self) -> None:
        from app.services.prompts.sets import to_markdown

        grid = self.grid
        text = to_markdown(grid.prompts, grid.columns, grid.records, grid.best_labels())
        QGuiApplication.clipboard().setText(text)
        self._status.show(self.tr("The grid is copied as a Markdown table."), 4000)


build_prompt_sets = PromptSetsPresenter.build
