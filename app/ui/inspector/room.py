"""The inspector room: the model pickers and presets (ModelsPresenter) over the parameters
panel, and everything that follows the chosen model (the header, the composer's chip, what
images and documents it takes, the image options)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.ui.common.rooms import Shell
from app.ui.composer.attachments import AttachmentsPresenter
from app.ui.composer.documents import DocumentsPresenter
from app.ui.composer.frame import ComposerFrame
from app.ui.inspector.models import ModelsPresenter
from app.ui.inspector.panel import ParameterPanel


class ModelHeader(Protocol):
    def set_model(self, model: str) -> None: ...


class InspectorWindow(Protocol):
    composer_frame: ComposerFrame
    parameter_panel: ParameterPanel

    @property
    def header(self) -> ModelHeader: ...


class FollowsModel(Protocol):
    def follow(self, model: str) -> None: ...


class InspectorShell(Shell, Protocol):
    attachments: AttachmentsPresenter
    documents: DocumentsPresenter
    modelsLoaded: SignalInstance

    @property
    def window(self) -> InspectorWindow: ...

    @property
    def image_mode(self) -> FollowsModel: ...


def install(shell: InspectorShell) -> ModelsPresenter:
    s, w = shell.services, shell.window
    frame, header = w.composer_frame, w.header
    pickers = ModelsPresenter(
        w.parameter_panel,
        models=s.models,
        endpoints=s.endpoints,
        data_dir=s.data_dir,
        tasks=shell.tasks,
        status=shell.status,
    )
    frame.modelRequested.connect(lambda: pickers.open_popup(frame.model_chip))
    pickers.modelsLoaded.connect(shell.modelsLoaded)
    for follows in (
        shell.attachments.set_model,
        shell.documents.set_model,
        header.set_model,
        frame.set_model,
        shell.image_mode.follow,
    ):
        pickers.modelChanged.connect(follows)
    return pickers
