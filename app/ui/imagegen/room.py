"""The image room: image models' replies are made by the ImageMaker every transcript is
given, and the composer shows its image options while an image model is chosen (in
compare mode, while any column's model makes images). The options bar and its presenter
are built the first time such a model is chosen: most people never choose one."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Protocol

from app.services.image_turn import ImageMaker, ImageOptions
from app.ui.common.rooms import Shell
from app.ui.composer.frame import ComposerFrame

if TYPE_CHECKING:
    from app.ui.imagegen.presenter import ImageModePresenter


class ImageWindow(Protocol):
    composer_frame: ComposerFrame

    @property
    def comparing(self) -> bool: ...


class Columns(Protocol):
    def column_models(self) -> list[str]: ...


class ImageShell(Shell, Protocol):
    @property
    def window(self) -> ImageWindow: ...

    @property
    def compare(self) -> Columns: ...


class ImageRoom:
    def __init__(self, shell: ImageShell) -> None:
        self._shell = shell
        self.made: ImageModePresenter | None = None
        blobs = shell.services.blobs
        self.maker = ImageMaker(
            store_image=lambda data, mime: asyncio.to_thread(blobs.put, data, mime),
            load_image=lambda blob: asyncio.to_thread(blobs.get, blob),
            options=lambda: self.made.options() if self.made else ImageOptions(),
            info=shell.services.models.info,
        )

    def follow(self, model: str) -> None:
        """The chosen model changed (or, comparing, a column's): the image options show
        while it makes images."""
        comparing = self._shell.window.comparing
        models = self._shell.compare.column_models() if comparing else [model]
        if self.made is None:
            if all(self.maker.rules(m) is None for m in models):
                return
            from app.ui.imagegen.presenter import ImageModePresenter

            self.made = ImageModePresenter(self._shell.window.composer_frame, self.maker.rules)
        if comparing:
            self.made.set_models(models)
        else:
            self.made.set_model(model)


def install(shell: ImageShell) -> ImageRoom:
    return ImageRoom(shell)
