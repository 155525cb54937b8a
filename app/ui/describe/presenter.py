"""Describe images in the window: a job of many images run by the same DescribeJob as
`cometdesk describe` (each image prepared as an attached one, the first request alone, a
wrong key stopping the job with one sentence, 429 and 5xx waited out), through the window's
own endpoint and key, with its state kept in the data folder
(app.services.describe.jobs_store) so that it resumes after the app was closed and never
sends again an image that has an ``ok`` row.

Nothing here runs on the UI thread that waits: files are found, sizes read, rows written and
images prepared in worker threads, requests go out on the asyncio loop.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication

from app.services.describe.jobs_store import (
    DescribeJobs,
    JobFolder,
    JobOptions,
    JobRows,
    JobStoreError,
)
from app.services.describe.prompts import PRESETS, TAGS_PRESET, prompt_for
from app.services.describe.rows import DescribeRow
from app.translation import money, number
from app.ui.common.run_presenter import RunPresenter, Sending, Wiring
from app.ui.common.tasks import WhileAlive
from app.ui.describe.table_model import DescribeTableModel
from app.ui.describe.thumbnails import Thumbnails

if TYPE_CHECKING:
    from app.services.app_services import AppServices
    from app.ui.describe.view import DescribeWindow

HEADER_BYTES = 256 * 1024  # enough for any header but a JPEG's with a huge EXIF block
MAX_SIZE_BYTES = 50 * 1024 * 1024
PROMPT_OVERHEAD_TOKENS = 8  # the message's own framing, per request
BLOBS_DIRNAME = "blobs"  # the prepared images of a job, inside its folder
CHOOSING, ESTIMATING = "describe-choose", "describe-estimate"


def declared_size(path: str) -> tuple[int, int] | None:
    """The width and height an image file's header declares, reading as little of the file
    as possible (blocking: call it from a worker thread); None when it cannot be told."""
    from app.media._decode import declared_size as from_header

    try:
        with open(path, "rb") as handle:
            head = handle.read(HEADER_BYTES)
            size = from_header(head)
            if size is None and len(head) == HEADER_BYTES:
                if os.fstat(handle.fileno()).st_size > MAX_SIZE_BYTES:
                    return None
                size = from_header(head + handle.read())
    except OSError:
        return None
    return size


def declared_sizes(paths: Sequence[str]) -> dict[str, tuple[int, int] | None]:
    return {path: declared_size(path) for path in paths}


def image_tokens(size: tuple[int, int], detail: str) -> int:
    """Prompt tokens of one image as it will be sent (downscaled as attached images are)."""
    from app.media import DEFAULT_POLICY, estimate_tokens, target_size

    width, height = target_size(size[0], size[1], DEFAULT_POLICY)
    return estimate_tokens(width, height, cast(Any, detail))


class DescribePresenter(RunPresenter):
    """Signals:
    progressed(int, int): images finished (described or failed) of all in the job.
    runEnded(): a run stopped sending: every image done, paused, stopped, or stopped by a
        first answer that every image would get (a wrong key).
    """

    progressed = Signal(int, int)
    runEnded = Signal()
    store_error = JobStoreError

    def __init__(self, view: DescribeWindow, services: AppServices, wiring: Wiring) -> None:
        super().__init__(view, services, wiring)
        self.view: DescribeWindow = view
        self._jobs = DescribeJobs(services.data_dir)
        self.folder: JobFolder | None = None  # the job shown (None: a selection not started)
        self._selection: list[str] = []
        self._sizes: dict[str, tuple[int, int] | None] = {}
        self._pausing = False
        self.thumbnails = Thumbnails(wiring.tasks, self)
        self.table = DescribeTableModel(self.thumbnails.get, self)
        self.thumbnails.ready.connect(self.table.thumbnail_ready)
        self.table.descriptionEdited.connect(self._edited)
        view.show_table(self.table)
        view.pathsChosen.connect(lambda paths: self._spawn(self._choose(paths), CHOOSING))
        view.optionsChanged.connect(self._options_changed)
        view.startRequested.connect(lambda: self._spawn(self._start()))
        view.pauseRequested.connect(self.pause)
        view.resumeRequested.connect(lambda: self.resume())
        view.stopRequested.connect(lambda: self._spawn(self.stop()))
        view.retryRequested.connect(lambda: self.resume(retry_failed=True))
        view.exportRequested.connect(lambda path: self._spawn(self.export(Path(path))))
        view.copyRequested.connect(self.copy)
        alive = WhileAlive(self)  # the directory outlives a window closed for good
        services.models.subscribe(lambda _ordered: alive._models_changed())
        self._show_models()

    @staticmethod
    def _make_view(parent: Any) -> DescribeWindow:
        from app.ui.describe.view import DescribeWindow

        return DescribeWindow(parent)

    # ---- opening --------------------------------------------------------------------------

    async def _load_latest(self, *, resume: bool) -> None:
        folder = await asyncio.to_thread(self._jobs.latest)
        if folder is None or self._selection or self.folder is not None:
            return
        try:
            rows = await asyncio.to_thread(folder.read_rows)
        except JobStoreError as err:
            self.view.set_problem(str(err))
            return
        self._show_job(folder, rows)
        if resume and folder.job.state in ("running", "paused"):
            self.resume()

    def _show_job(self, folder: JobFolder, rows: JobRows) -> None:
        self.folder = folder
        self._selection = []
        job = folder.job
        options = job.options
        self.view.set_options(options.preset, options.prompt, options.model, options.detail)
        self.table.set_files(job.files)
        self.table.set_rows(
            (row, self._cost(row), row.file in rows.edited) for row in rows.rows.values()
        )
        self.view.set_selection(self._selected_text(len(job.files), job.files))
        phase = {"finished": "finished", "stopped": "stopped"}.get(job.state, "paused")
        self._set_phase(phase)
        self._show_progress()

    def _models_changed(self) -> None:
        """Prices may be known now: the estimate, and the cost of rows read back."""
        self._show_models()
        self._options_changed()
        unpriced = [i for i in self.table.items if i.row is not None and i.cost is None]
        if unpriced:
            self.table.set_rows(
                (i.row, self._cost(i.row), i.edited) for i in unpriced if i.row is not None
            )
            self._show_progress()

    def _show_models(self) -> None:
        ids = [m.id for m in self._models.ordered()]
        current = self._current_model()
        if current and current not in ids:
            ids.insert(0, current)
        self.view.set_models(ids, current)

    # ---- choosing and estimating ------------------------------------------------------------

    async def _choose(self, paths: list[str]) -> None:
        from app.services.describe.files import NoSuchPath, find_images

        if self.running:
            return
        try:
            found = await asyncio.to_thread(find_images, [Path(p) for p in paths])
        except NoSuchPath as err:
            self.view.set_problem(str(err))
            return
        files = [os.path.abspath(f) for f in found]
        if not files:
            self.view.set_selection(self.tr("No images found there."))
            return
        self.folder = None  # the job shown before stays in the data folder
        self._selection = files
        self.table.set_files(files)
        self.view.set_problem("")
        self.view.set_selection(self._selected_text(len(files), paths))
        self._set_phase("ready")
        self._show_progress()
        await self._estimate()

    def _selected_text(self, count: int, paths: Sequence[str]) -> str:
        images = self.tr("1 image") if count == 1 else self.tr("{0} images").format(number(count))
        if len(paths) == 1 and os.path.isdir(paths[0]):
            return self.tr("{0} in {1}").format(images, paths[0])
        return images

    def _options_changed(self) -> None:
        if self.view.phase() == "ready" and not self.running:
            self._spawn(self._estimate(), ESTIMATING)

    def _waiting_files(self) -> list[str]:
        return [item.file for item in self.table.items if item.row is None]

    async def _estimate(self) -> None:
        """The count, input tokens and cost of the images still to send, before sending."""
        files = self._waiting_files()
        if not files:
            self.view.set_estimate("")
            return
        unknown = [f for f in files if f not in self._sizes]
        if unknown:
            self.view.set_estimate(self.tr("Reading the image sizes…"))
            self._sizes.update(await asyncio.to_thread(declared_sizes, unknown))
        from app.api.tokens import estimate_text_tokens

        detail, prompt, model = self.view.detail(), self.view.prompt(), self.view.model()
        tokens = unreadable = 0
        for file in files:
            size = self._sizes.get(file)
            if size is None:
                unreadable += 1
                continue
            text = prompt_for(prompt, Path(file))
            tokens += image_tokens(size, detail) + estimate_text_tokens(text)
            tokens += PROMPT_OVERHEAD_TOKENS
        from app.media import estimate_cost

        info = self._models.info(model)
        cost = estimate_cost(tokens, info.input_price if info is not None else None)
        parts = [
            self.tr("1 image to describe")
            if len(files) == 1
            else self.tr("{0} images to describe").format(number(len(files))),
            self.tr("about {0} input tokens").format(number(tokens)),
            self.tr("about {0} before the replies").format(money(cost))
            if cost is not None
            else self.tr("the price of {0} is not known").format(model or "?"),
        ]
        if unreadable:
            parts.append(self.tr("{0} not readable as images").format(number(unreadable)))
        self.view.set_estimate(" · ".join(parts))

    # ---- running ----------------------------------------------------------------------------

    def _job_options(self) -> JobOptions | None:
        view = self.view
        prompt, model = view.prompt(), view.model()
        if not prompt:
            view.set_problem(self.tr("Write what to ask about each image first."))
            return None
        if not model:
            view.set_problem(self.tr("Choose a model first."))
            return None
        preset = view.preset()
        return JobOptions(
            model=model,
            prompt=prompt,
            detail=cast(Any, view.detail()),
            tags=preset == TAGS_PRESET and prompt == PRESETS[TAGS_PRESET],
            preset=preset,
        )

    async def _start(self) -> None:
        if self.running or not self._selection:
            return
        options = self._job_options()
        if options is None:
            return
        try:
            folder = await asyncio.to_thread(self._jobs.create, options, self._selection)
        except JobStoreError as err:
            self.view.set_problem(str(err))
            return
        self.folder = folder
        self._selection = []
        self._launch()

    def pause(self) -> None:
        """Send no more; the images being described finish."""
        if self.running:
            self._pausing = True
            self._set_phase("pausing")
            self.view.set_estimate(self.tr("Pausing: finishing the images being described…"))

    def resume(self, *, retry_failed: bool = False) -> None:
        if self.running or self.folder is None:
            return
        if retry_failed:
            for item in self.table.items:
                if item.row is not None and not item.row.ok:
                    item.row = None
                    item.state = "waiting"
            self.table.set_rows(())
        self._launch()

    async def stop(self) -> None:
        """Stop now: requests under way are cancelled (their images stay to be sent)."""
        task = self._run
        if task is None or task.done():
            return
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        for item in self.table.items:
            if item.state == "describing":
                self.table.set_state(item.file, "waiting")
        await self._set_state("stopped")
        await self._drop_prepared()
        self._ended("stopped")

    def _launch(self) -> None:
        self._pausing = False
        super()._launch()

    def _no_key(self) -> str:
        return self.tr("There is no API key: add one in Settings, then press Resume.")

    async def _send(self, sending: Sending) -> None:
        folder = self.folder
        assert folder is not None
        from app.services.describe.job import DescribeJob, DescribeOptions
        from app.storage import BlobStore

        o = folder.job.options
        options = DescribeOptions(o.model, o.prompt, o.detail, o.concurrency, o.tags)
        got: dict[str, DescribeRow] = {}
        # Prepared images go to the job's own blob store, as attached ones go to the app's.
        job = DescribeJob(
            sending.client,
            BlobStore(folder.path / BLOBS_DIRNAME),
            options,
            api_key=sending.key,
            on_row=lambda row: got.__setitem__(row.file, row),
        )
        todo = deque(self._waiting_files())

        async def one(file: str) -> None:
            self.table.set_state(file, "describing")
            try:
                await job.run([Path(file)])
            finally:
                row = got.pop(file, None)
                if row is None:
                    self.table.set_state(file, "waiting")
            if row is not None:
                self.table.set_row(row, self._cost(row))
                self._redraw.start()
                await self._save(folder, row)

        async def worker() -> None:
            while todo and not self._pausing and job.stopped is None:
                await one(todo.popleft())

        if todo:
            await one(todo.popleft())  # alone: a wrong key costs one request (DescribeJob)
        await asyncio.gather(*(worker() for _ in range(max(1, options.concurrency))))
        await self._drop_prepared()
        if job.stopped is not None:
            self._problem(job.stopped)
            return
        if not self._waiting_files():
            await self._set_state("finished")
            self._ended("finished")
            finished, failed, _total = self.table.counts()
            said = self.tr("Images described: {0}.").format(number(finished - failed))
            if failed:
                said += " " + self.tr("Failed: {0}.").format(number(failed))
            self._status.show(said, 10_000)
        else:
            await self._set_state("paused")
            self._ended("paused")

    async def _drop_prepared(self) -> None:
        """A prepared image is needed only while its request is under way."""
        if self.folder is not None:
            await asyncio.to_thread(shutil.rmtree, self.folder.path / BLOBS_DIRNAME, True)

    def _problem(self, text: str) -> None:
        """The job cannot go on (no key, a wrong key): one sentence; Resume tries again."""
        self.view.set_problem(text)
        self._spawn(self._set_state("paused"))
        self._ended("paused")

    def _ended(self, phase: str) -> None:
        self._run = None  # Resume works at once, even before this run's task has returned
        self._pausing = False
        self._set_phase(phase)
        self._show_progress()
        if phase != "finished":
            self._spawn(self._estimate(), ESTIMATING)
        else:
            self.view.set_estimate("")
        self.runEnded.emit()

    def _set_phase(self, phase: str) -> None:
        _finished, failed, _total = self.table.counts()
        resumable = self.folder is not None and bool(self._waiting_files())
        self.view.set_phase(phase, failed=failed, resumable=resumable)

    async def _save(self, folder: JobFolder, row: DescribeRow, *, edited: bool = False) -> None:
        await self._store_in_turn(lambda: folder.append(row, edited=edited))

    def _cost(self, row: DescribeRow) -> float | None:
        if row.input_tokens is None and row.output_tokens is None:
            return None
        from app.domain import Usage

        usage = Usage(row.input_tokens or 0, row.output_tokens or 0)
        return self._models.cost(row.model, usage)

    def _show_progress(self) -> None:
        finished, failed, total = self.table.counts()
        text = self.tr("{0} of {1}").format(number(finished), number(total)) if total else ""
        self.view.set_progress(finished, total, text)
        tokens_in = tokens_out = 0
        cost = 0.0
        priced = False
        for item in self.table.items:
            if item.row is not None:
                tokens_in += item.row.input_tokens or 0
                tokens_out += item.row.output_tokens or 0
                if item.cost is not None:
                    cost += item.cost
                    priced = True
        parts = []
        if finished:
            parts.append(
                self.tr("{0} tokens in, {1} out").format(number(tokens_in), number(tokens_out))
            )
            if priced:
                parts.append(money(cost))
            if failed:
                parts.append(self.tr("{0} failed").format(number(failed)))
        self.view.set_totals(" · ".join(parts))
        self.progressed.emit(finished, total)

    # ---- results ----------------------------------------------------------------------------

    def _edited(self, file: str, _text: str) -> None:
        """An edited description is kept with the job (and so in what is exported)."""
        folder = self.folder
        row = next((i.row for i in self.table.items if i.file == file), None)
        if folder is not None and row is not None:
            self._spawn(self._save(folder, row, edited=True))

    async def export(self, path: Path) -> bool:
        """The finished rows to ``path`` in the CLI's format (by its suffix)."""
        from app.services.describe.output import ResultFile, ResultFileError

        rows = self.table.finished_rows()
        try:
            result = ResultFile(path)
            await asyncio.to_thread(result.finish, rows)
        except ResultFileError as err:
            self.view.set_problem(str(err))
            return False
        self._status.show(self.tr("Exported to {0}.").format(path), 8000)
        return True

    def copy(self, selected_only: bool) -> None:
        rows = self.view.selected_rows() if selected_only else None
        if selected_only and not rows:
            return
        text = self.table.as_text(rows)
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
        count = len(rows) if rows is not None else len(self.table.items)
        self._status.show(self.tr("Rows copied: {0}.").format(number(count)), 4000)


build_describe = DescribePresenter.build
