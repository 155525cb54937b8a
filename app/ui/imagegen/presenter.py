"""Switches the composer to its image mode while an image model is chosen (built on first
use: most people never choose one) and tells the image turns what the controls say.

In compare mode the composer serves every column, so the bar shows while any column's model
makes images (with the first such column's choices) and its size, quality and count go to
each of them; a choice a column's model does not offer falls back to that model's default
(see docs/api-features.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QBoxLayout, QWidget

from app.api.image_models import ImageModelRules
from app.services.image_turn import ImageOptions
from app.ui.imagegen.options_bar import ImageOptionsBar


class ImageModePresenter(QObject):
    def __init__(self, frame: QWidget, rules_for: Callable[[str], ImageModelRules | None]) -> None:
        super().__init__(frame)
        self._frame = frame
        self._rules_for = rules_for
        self.bar: ImageOptionsBar | None = None

    def set_model(self, model: str) -> None:
        self._show(model, self.tr("Image mode"))

    def set_models(self, models: Sequence[str]) -> None:
        """Compare mode: the bar serves every column that makes images."""
        makers = [m for m in models if self._rules_for(m) is not None]
        title = self.tr("Image options for {0}").format(", ".join(dict.fromkeys(makers)))
        self._show(makers[0] if makers else "", title)

    def _show(self, model: str, title: str) -> None:
        rules = self._rules_for(model) if model else None
        if rules is None:
            if self.bar is not None:
                self.bar.hide()
            return
        bar = self._bar()
        bar.title.setText(title)
        bar.set_choices(rules.sizes, rules.qualities, rules.max_count)
        bar.show()

    def _bar(self) -> ImageOptionsBar:
        if self.bar is None:
            self.bar = ImageOptionsBar(self._frame)
            layout = self._frame.layout()
            assert isinstance(layout, QBoxLayout)
            # Above the row of buttons (the last item), under the text box.
            layout.insertWidget(layout.count() - 1, self.bar)
        return self.bar

    def options(self) -> ImageOptions:
        if self.bar is None or self.bar.isHidden():
            return ImageOptions()
        return self.bar.options()
