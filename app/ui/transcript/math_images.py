"""Formulas as pictures for the transcript: each one rendered once (ziamath → SVG, then
rasterised at the screen's pixel ratio, both in a worker thread), cached per formula,
colour and size. Until a formula is ready it shows as code; ``ready`` says when to draw it
again. A formula that does not render stays code."""

from __future__ import annotations

import math
from concurrent.futures import Future, ThreadPoolExecutor

import shiboken6
from PySide6.QtCore import QByteArray, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from app.render.math import MATH_SCHEME, MathSegment
from app.render.math_render import RenderedMath, render_math

Key = tuple[str, str, float]  # formula key, colour, size


def _rasterise(rendered: RenderedMath, ratio: float) -> QImage:
    """QSvgRenderer and QImage may be used in a worker thread (QPixmap may not)."""
    renderer = QSvgRenderer(QByteArray(rendered.svg))
    image = QImage(
        max(1, math.ceil(rendered.width * ratio)),
        max(1, math.ceil(rendered.height * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    image.setDevicePixelRatio(ratio)
    return image


class MathImages(QObject):
    """Signals:
    ready(str): a formula's picture is ready (its key; draw the text that has it again).
    """

    ready = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="math")
        self._done: dict[Key, tuple[RenderedMath, QImage] | None] = {}
        self._asked: set[Key] = set()
        self._images: dict[str, QImage] = {}  # by formula key, in the colour last drawn

    def rendered(self, segment: MathSegment, colour: str, size: float) -> RenderedMath | None:
        """The formula if it is ready (its picture is then a resource); else asks for it."""
        key = (segment.key, colour, size)
        if key in self._done:
            found = self._done[key]
            if found is None:
                return None  # it does not render: code it stays
            self._images[segment.key] = found[1]
            return found[0]
        if key not in self._asked:
            self._asked.add(key)
            app = QGuiApplication.instance()
            ratio = max(1.0, app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0)
            job = self._worker.submit(self._make, segment, colour, size, ratio)
            job.add_done_callback(lambda f, k=key: self._finished(k, f))
        return None

    @staticmethod
    def _make(
        segment: MathSegment, colour: str, size: float, ratio: float
    ) -> tuple[RenderedMath, QImage] | None:
        rendered = render_math(segment.tex, display=segment.display, color=colour, size=size)
        return None if rendered is None else (rendered, _rasterise(rendered, ratio))

    def _finished(self, key: Key, job: Future[tuple[RenderedMath, QImage] | None]) -> None:
        # Runs on the worker thread: store, then let the signal cross to the UI thread.
        try:
            self._done[key] = job.result()
        except Exception:  # a renderer bug: the formula stays code
            self._done[key] = None
        if shiboken6.isValid(self):  # not after the application was torn down
            self.ready.emit(key[0])

    def resource(self, url: QUrl) -> QImage | None:
        if url.scheme() != MATH_SCHEME:
            return None
        return self._images.get(url.path())

    def close(self) -> None:
        """Stop the worker; a formula being rendered finishes first (it takes milliseconds)."""
        self._worker.shutdown(wait=True, cancel_futures=True)
