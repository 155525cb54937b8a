"""What the rooms of a kept job share in the window (describe/, promptsets/): a menu entry
that opens the job's window, made and loaded the first time (start-up pays nothing for it);
once the app is ready, an offer in the status bar to go on with a job the app was closed on;
at shutdown the window hides and its job stays in the data folder, resumable."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from app.domain import Params
from app.ui.common.actions import Action
from app.ui.common.resume_offers import offer_resume
from app.ui.common.rooms import Shell

if TYPE_CHECKING:  # loaded with the window's presenter, when first opened
    from app.ui.common.run_presenter import RunPresenter


class Panel(Protocol):
    def model(self) -> str: ...

    def params(self, *, strict: bool = True) -> Params: ...


class RunWindow(Protocol):
    @property
    def parameter_panel(self) -> Panel: ...


class RunShell(Shell, Protocol):
    @property
    def window(self) -> RunWindow: ...


@dataclass(frozen=True)
class KeptJob:
    """``kind``: the status bar's offer; ``dirname`` and ``store``: the job store's folder
    under the data folder and its module (named, so start-up imports nothing of it);
    ``label``: the offer, translated, with {0} of {1} for the progress; ``load``: the
    presenter's class, imported when called."""

    kind: str
    dirname: str
    store: str
    label: Callable[[], str]
    load: Callable[[], type[RunPresenter]]


class RunRoom:
    def __init__(
        self, shell: RunShell, job: KeptJob, action: Callable[[Callable[[], object]], Action]
    ) -> None:
        """``action``: the room's action that opens the window, given what it runs."""
        self._shell = shell
        self._job = job
        self.made: RunPresenter | None = None
        shell.actions.add(action(self.open))
        shell.ready.connect(self._offer_resume)

    def open(self, *, resume: bool = False) -> RunPresenter:
        """The job's window (its presenter), with the last job in it; ``resume``: and go
        on with it if the app was closed while it ran."""
        shell = self._shell
        if self.made is None:
            panel = shell.window.parameter_panel
            self.made = self._job.load().build(
                shell.main_window,
                shell.services,
                current_model=panel.model,
                profile=lambda: panel.params(strict=False).profile,
                tasks=shell.tasks,
                status=shell.status,
            )
        shell.status.withdraw(self._job.kind)
        self.made.open(resume=resume)
        return self.made

    def _offer_resume(self) -> None:
        job, shell = self._job, self._shell
        offer_resume(
            shell.tasks,
            shell.status,
            job.kind,
            data_dir=shell.services.data_dir,
            dirname=job.dirname,
            store=job.store,
            label=job.label(),
            still_wanted=lambda: self.made is None,
            resume=self._resume,
        )

    def _resume(self) -> None:
        self.open(resume=True)

    def close(self) -> None:
        """At shutdown: the window hides; its job stays in the data folder, offered next
        time."""
        if self.made is not None:
            self.made.view.hide()
