"""What the presenters of the windows that run a job kept in the data folder (Describe
images, Prompt sets) do the same way: the window shown (the last job in it the first time),
the run as one asyncio task, the window's endpoint and key opened for it, the job's files
written in worker threads (results one at a time, in the order they came) with a failure
said in the window in one sentence, and progress redrawn at most every 50 ms however fast
results arrive. Sentences to translate stay with each window's presenter."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol, Self

from PySide6.QtCore import QObject, QTimer

from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from app.api import ChatClient
    from app.services.app_services import AppServices
    from app.ui.common.run_window import RunWindow


class Wiring(NamedTuple):
    """What the shell hands a window's presenter besides the app's services."""

    current_model: Callable[[], str]
    profile: Callable[[], str]  # the endpoint of the chat in front ("" = the default)
    tasks: TaskRunner
    status: StatusBus


class Sending(NamedTuple):
    """What a run sends with."""

    profile: str
    client: ChatClient
    key: str | None


class KeptJob(Protocol):
    def set_state(self, state: Any) -> None: ...


class RunPresenter(QObject):
    """Each window's presenter says which error its job's store raises (``store_error``),
    how the last job is read back, how progress is shown, how a run resumes and how a run
    that cannot go on ends (``_problem``)."""

    store_error: ClassVar[type[Exception]] = Exception

    def __init__(self, view: RunWindow, services: AppServices, wiring: Wiring) -> None:
        super().__init__(view)
        self.view = view
        self._data_dir = services.data_dir
        self._models = services.models
        self._endpoints = services.endpoints
        self._current_model = wiring.current_model
        self._profile = wiring.profile
        self._tasks = wiring.tasks
        self._status = wiring.status
        self.folder: KeptJob | None = None  # the job shown (None: nothing started)
        self._run: asyncio.Task[None] | None = None
        self._opened = False
        self._writing = asyncio.Lock()
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(50)
        self._redraw.timeout.connect(self._show_progress)

    @classmethod
    def build(
        cls,
        window: Any,
        services: AppServices,
        *,
        current_model: Callable[[], str],
        profile: Callable[[], str],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> Self:
        """The window and its presenter, made when first opened."""
        wiring = Wiring(current_model, profile, tasks, status)
        return cls(cls._make_view(window), services, wiring)

    @staticmethod
    def _make_view(parent: Any) -> Any:
        """The window (its module imported only now: start-up does not pay for it)."""
        raise NotImplementedError

    @property
    def running(self) -> bool:
        return self._run is not None and not self._run.done()

    def _spawn(self, coro: Coroutine[Any, Any, Any], latest: str = "") -> asyncio.Task[Any]:
        return self._tasks.spawn(coro, owner=self, latest=latest)

    # ---- what each window's presenter says ----------------------------------------------

    async def _load_latest(self, *, resume: bool) -> None:
        """The last job into the window; ``resume``: and go on with it if it did not end."""
        raise NotImplementedError

    def resume(self) -> None:
        raise NotImplementedError

    def _first_shown(self) -> None:
        """The window is shown for the first time (where the keyboard starts, say)."""

    def _no_key(self) -> str:
        """The sentence for an app with no API key (each window's, translated)."""
        raise NotImplementedError

    async def _send(self, sending: Sending) -> None:
        """The run: the job's results not yet had, asked for through ``sending``."""
        raise NotImplementedError

    def _set_phase(self, phase: str) -> None:
        raise NotImplementedError

    def _show_progress(self) -> None:
        raise NotImplementedError

    def _problem(self, text: str) -> None:
        """The run cannot go on (no key, a wrong key): one sentence; Resume tries again."""
        raise NotImplementedError

    # ---- shared ---------------------------------------------------------------------------

    def open(self, *, resume: bool = False) -> None:
        """Show the window; the first time, with the last job in it (Resume ready when it
        did not finish). ``resume``: and go on with that job."""
        view = self.view
        view.show()
        view.raise_()
        view.activateWindow()
        if not self._opened:
            self._opened = True
            self._first_shown()
            self._spawn(self._load_latest(resume=resume))
        elif resume:
            self.resume()

    def _launch(self) -> None:
        self.view.set_problem("")
        self.view.set_estimate("")
        self._set_phase("running")
        self._run = self._spawn(self._go())

    async def _go(self) -> None:
        sending = self._sending(self._no_key())
        if sending is None:
            return
        await self._set_state("running")
        await self._send(sending)

    def _sending(self, no_key: str) -> Sending | None:
        """The window's endpoint, client and key for a run; None when it cannot send, said
        through ``_problem``: ``no_key`` when the app's own endpoint has no key, or the
        client's own sentence (no key shown in it)."""
        from app.api import ApiError, redact

        profile = self._profile()
        key = self._endpoints.key(profile)
        if not profile and key is None:
            self._problem(no_key)
            return None
        try:
            client = self._endpoints.client(profile)
        except ApiError as err:
            self._problem(redact(err.message, *self._endpoints.known_secrets))
            return None
        return Sending(profile, client, key)

    async def _set_state(self, state: Any) -> None:
        folder = self.folder
        if folder is not None:
            await self._store(lambda: folder.set_state(state))

    async def _store(self, write: Callable[[], object]) -> None:
        """``write`` in a worker thread; a store error is said in the window."""
        try:
            await asyncio.to_thread(write)
        except self.store_error as err:
            self.view.set_problem(str(err))

    async def _store_in_turn(self, write: Callable[[], object]) -> None:
        """As ``_store``, once the writes before it are done: results reach the disk one at
        a time, in the order they came."""
        async with self._writing:
            await self._store(write)
