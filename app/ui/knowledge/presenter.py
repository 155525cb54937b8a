"""The Knowledge bases window's behaviour: listing, creating, indexing (on a worker
thread, with progress, pause and resume), removing, searching a base directly, watching
the bases' folders while the app runs, and opening a passage a citation points at.

Made the first time it is wanted (Tools ▸ Knowledge bases…, the inspector's Manage…, a
citation clicked); the window's widgets when first shown. Blocking work (SQLite, reading
documents) runs on worker threads; what reaches the widgets comes back as queued signals
or after an await on the UI thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.translation import number
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.knowledge.watcher import FolderWatcher

if TYPE_CHECKING:
    from app.kb.index_job import JobResult, Pending
    from app.kb.index_process import EndpointSpec, ProcessJob
    from app.kb.retrieval import Source
    from app.kb.store import Counts
    from app.ui.knowledge.window import KnowledgeWindow


class KnowledgePresenter(QObject):
    """Signals:
    basesChanged(list): the names of the bases now (made, removed, listed).
    progressed(str, int, int): the running job's phase, done and total (from its thread).
    jobFinished(str): a base's indexing run ended (its name); the window shows how.
    """

    basesChanged = Signal(list)
    progressed = Signal(str, int, int)
    jobFinished = Signal(str)

    def __init__(
        self,
        *,
        data_dir: Path,
        endpoint: Callable[[str], EndpointSpec],
        profile: Callable[[], str],
        tasks: TaskRunner,
        status: StatusBus,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._data_dir = data_dir
        self._endpoint = endpoint
        self._profile = profile
        self._tasks = tasks
        self._status = status
        self._parent = parent
        self._view: KnowledgeWindow | None = None
        self._listed: dict[str, list[str]] = {}  # each base that opens -> its sources
        self._selected = ""
        self._job: ProcessJob | None = None
        self._job_base = ""
        self._queued: dict[str, set[str]] = {}  # base -> watched files waiting for the job
        self._last_result: dict[str, JobResult] = {}
        self.watcher = FolderWatcher(tasks, self)
        self.watcher.changed.connect(self._files_changed)
        self.progressed.connect(self._show_progress)
        self.jobFinished.connect(self._job_ended)

    # ---- the window ---------------------------------------------------------------------

    @property
    def view(self) -> KnowledgeWindow:
        if self._view is None:
            from app.kb.bases import DEFAULT_MODEL
            from app.ui.knowledge.window import KnowledgeWindow

            v = KnowledgeWindow(self._parent)
            v.set_default_model(DEFAULT_MODEL)
            v.baseSelected.connect(self._select)
            v.createRequested.connect(lambda: self._tasks.spawn(self.create(), owner=v))
            v.indexRequested.connect(lambda: self.start_index())
            v.pauseRequested.connect(self._pause_or_resume)
            v.reindexRequested.connect(lambda: self.start_index(reindex=True))
            v.removeRequested.connect(self._ask_remove)
            v.removeConfirmed.connect(lambda: self._tasks.spawn(self.remove(), owner=v))
            v.searchRequested.connect(lambda query: self._tasks.spawn(self.search(query), owner=v))
            v.passageChosen.connect(self.open_passage)
            self._view = v
        return self._view

    def open_window(self) -> None:
        v = self.view
        v.show()
        v.raise_()
        v.activateWindow()
        self._tasks.spawn(self.refresh(), owner=v)

    # ---- listing ------------------------------------------------------------------------

    async def names(self) -> list[str]:
        from app.kb.store import base_names

        return await asyncio.to_thread(base_names, self._data_dir)

    async def refresh(self, select: str = "") -> None:
        """Lists the bases again (in the window, if made) and watches their folders."""
        self._listed = await asyncio.to_thread(_sources_of_bases, self._data_dir)
        self.watcher.watch(self._listed)
        names = list(self._listed)
        self.basesChanged.emit(names)
        if self._view is None:
            return
        keep = select or self._selected
        chosen = keep if keep in self._listed else (names[0] if names else "")
        if not chosen:
            self._selected = ""
        self._view.show_bases(names, chosen)

    def _select(self, name: str) -> None:
        self._selected = name
        self._tasks.spawn(self._show_base(name), owner=self.view)

    async def _show_base(self, name: str) -> None:
        from app.kb.index_job import pending
        from app.kb.store import KbError, KnowledgeStore

        def read() -> tuple[str, list[str], list[tuple[str, str]], Pending, Counts]:
            with KnowledgeStore.open(self._data_dir, name) as store:
                return (
                    store.model,
                    store.sources(),
                    store.problems(),
                    pending(store, self._data_dir),
                    store.counts(),
                )

        try:
            model, sources, problems, left, counts = await asyncio.to_thread(read)
        except KbError as err:
            self.view.set_state(str(err))
            return
        if name != self._selected:
            return
        v = self.view
        c = counts
        summary = self.tr("{0} · {1} documents, {2} passages, {3} embedded · {4}").format(
            model,
            number(c.documents - c.unreadable),
            number(c.passages),
            number(c.embedded),
            "; ".join(sources) or self.tr("no folders"),
        )
        v.show_base(name, summary, self._estimate_text(left))
        v.show_problems(problems)
        running = self._job is not None and self._job_base == name
        can_index = not running and self._job is None
        result = self._last_result.get(name)
        reindex = bool(result and result.dimension_changed)
        if running:
            v.set_running_controls(can_index=can_index, reindex=reindex)
        else:
            v.show_idle(
                can_index=can_index,
                reindex=reindex,
                paused=bool(result and result.paused),
                state=self._result_text(result) if result else "",
            )

    def _estimate_text(self, left: Pending) -> str:
        if left.passages == 0:
            return self.tr("Everything read is embedded.")
        cost = left.cost
        if cost is None:
            price = self.tr("price unknown")
        elif cost < 0.0001:
            price = self.tr("under $0.0001")
        else:
            price = "≈ $" + number(cost, 4 if cost < 1 else 2)
        if left.passages == 1:
            return self.tr("To embed: 1 passage, about {0} tokens ({1}).").format(
                number(left.tokens), price
            )
        return self.tr("To embed: {0} passages, about {1} tokens ({2}).").format(
            number(left.passages), number(left.tokens), price
        )

    # ---- a new base ---------------------------------------------------------------------

    async def create(self) -> None:
        from app.kb.bases import add
        from app.kb.store import KbError

        v = self.view
        name, lines, typed_model = v.form_values()
        paths = [Path(line) for line in lines]
        model = typed_model or None
        problem = ""
        if not name:
            problem = self.tr("Give the knowledge base a name.")
        elif not paths:
            problem = self.tr("Add at least one folder or file.")
        elif name in self._listed:
            problem = self.tr("A knowledge base named {0} exists already.").format(name)
        if not problem:
            try:
                await asyncio.to_thread(add, self._data_dir, name, paths, model)
            except KbError as err:
                problem = str(err)
        if problem:
            v.show_form_problem(problem)
            return
        v.close_form()
        await self.refresh(select=name)
        # Read now (nothing is sent), so the cost of embedding shows before Index.
        self.start_index(name, embed=False)

    # ---- indexing -----------------------------------------------------------------------

    def start_index(
        self,
        name: str = "",
        *,
        embed: bool = True,
        reindex: bool = False,
        paths: list[str] | None = None,
    ) -> bool:
        """Starts a run for the base (the selected one by default); False when another
        run is going (a watched change then waits for it)."""
        from app.kb.index_process import ProcessJob

        name = name or self._selected
        if not name:
            return False
        if self._job is not None:
            if paths is not None:
                self._queued.setdefault(name, set()).update(paths)
            return False
        job = ProcessJob(
            self._data_dir,
            name,
            self._endpoint(self._profile()),
            self.progressed.emit,  # from the thread reading the process: a queued signal
            embed=embed,
            paths=paths,
            reindex=reindex,
        )
        self._job, self._job_base = job, name
        if self._view is not None and name == self._selected:
            self._view.show_running(
                pausable=paths is None,
                state=self.tr("Reading the files…") if paths is None else self.tr("Updating…"),
            )
        self._tasks.spawn(self._run(job))
        return True

    async def _run(self, job: ProcessJob) -> None:
        try:
            result = await asyncio.to_thread(job.run)
        finally:
            self._job = None
        self._last_result[job.name] = result
        self.jobFinished.emit(job.name)

    def _show_progress(self, phase: str, done: int, total: int) -> None:
        if self._view is None or self._job_base != self._selected:
            return
        if phase == "reading":
            text = self.tr("Reading files: {0} of {1}")
        else:
            text = self.tr("Embedding passages: {0} of {1}")
        self._view.show_progress(done, total, text.format(number(done), number(total)))

    def _job_ended(self, name: str) -> None:
        result = self._last_result.get(name)
        if result is not None and result.failure and name != self._selected:
            self._status.show(result.failure, 10_000)
        if self._view is not None:
            self._tasks.spawn(self._show_base(self._selected), owner=self._view)
        queued = self._queued
        for base in list(queued):
            if self.start_index(base, paths=sorted(queued.pop(base))):
                break

    def _result_text(self, result: JobResult) -> str:
        if result.failure:
            return result.failure
        if result.paused:
            return self.tr("Paused; Resume goes on from where it stopped.")
        files = (
            self.tr("1 file read")
            if result.read == 1
            else self.tr("{0} files read").format(number(result.read))
        )
        passages = (
            self.tr("1 passage embedded")
            if result.embedded == 1
            else self.tr("{0} passages embedded").format(number(result.embedded))
        )
        if result.removed:
            return self.tr("{0}, {1}, {2} removed.").format(files, passages, number(result.removed))
        return self.tr("{0}, {1}.").format(files, passages)

    def _pause_or_resume(self) -> None:
        if self._job is not None:
            self._job.pause()
            self.view.set_pause_enabled(True)
            return
        self.start_index()

    def _files_changed(self, name: str, paths: list[str]) -> None:
        """A watched folder changed: only those files are read again (and embedded)."""
        self.start_index(name, paths=paths)

    @property
    def running(self) -> bool:
        return self._job is not None

    # ---- removing -----------------------------------------------------------------------

    def _ask_remove(self) -> None:
        if not self._selected:
            return
        question = self.tr("Remove {0}? Its documents on disk stay.").format(self._selected)
        self.view.ask_remove(question)

    async def remove(self) -> None:
        from app.kb.bases import remove
        from app.kb.store import KbError

        name = self._selected
        v = self.view
        v.hide_remove()
        if self._job is not None and self._job_base == name:
            self._job.pause()
        try:
            await asyncio.to_thread(remove, self._data_dir, name)
        except KbError as err:
            v.set_state(str(err))
            return
        self._last_result.pop(name, None)
        self._selected = ""
        await self.refresh()
        self._status.show(self.tr("Removed {0}; its documents are untouched.").format(name), 6000)

    # ---- searching ----------------------------------------------------------------------

    async def search(self, query: str) -> None:
        from app.api import ApiError
        from app.kb import retrieval

        v = self.view
        name = self._selected
        if not query.strip() or not name:
            return
        v.set_search_state(self.tr("Searching…"))
        bases, problems = await asyncio.to_thread(retrieval.describe, self._data_dir, [name])
        vectors: dict[retrieval.ModelKey, list[float]] = {}
        for base in bases:
            if not base.embedded:
                continue
            try:
                async with self._endpoint(self._profile()).client() as client:
                    answer = await client.embed(base.model, [query], dimensions=base.dimensions)
                vectors[base.key] = answer.vectors[0]
            except ApiError as err:
                problems.append(self.tr("Keyword hits only: {0}").format(err.message))
        found, more = await asyncio.to_thread(
            retrieval.gather, self._data_dir, bases, query, vectors, 20
        )
        problems.extend(more)
        rows: list[tuple[str, str, object]] = []
        for source in found:
            text = " ".join(source.text.split())
            shown = text if len(text) <= 400 else text[:399] + "…"
            rows.append((f"{source.where()}\n{shown}", source.file, source))
        v.show_results(rows)
        if not found:
            said = self.tr("No passages found.")
        elif len(found) == 1:
            said = self.tr("1 passage found.")
        else:
            said = self.tr("{0} passages found.").format(number(len(found)))
        v.set_search_state(" ".join([said, *problems]))

    # ---- passages -----------------------------------------------------------------------

    def open_passage(self, source: Source) -> None:
        """Opens the passage in its document (a citation clicked, a result chosen)."""
        from app.ui.knowledge.passage_view import open_passage

        where = self._view if self._view is not None and self._view.isVisible() else None
        self._tasks.spawn(open_passage(source, where or self._parent))


def _sources_of_bases(data_dir: Path) -> dict[str, list[str]]:
    """Each base of the data folder that opens (one that does not is left out, as
    `cometdesk kb list` leaves it out), with its folders and files; each opened once."""
    from app.kb.store import KbError, KnowledgeStore, base_names

    found: dict[str, list[str]] = {}
    for name in base_names(data_dir):
        try:
            with KnowledgeStore.open(data_dir, name) as store:
                found[name] = store.sources()
        except KbError:
            continue
    return found
