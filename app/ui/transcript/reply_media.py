"""What a reply shows besides its text: the images it holds (an image model's pictures), as
thumbnails under the text that open in the image viewer like attached images."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from app.domain import Message
from app.ui.transcript.message_parts import ThumbnailStrip


def show_reply_images(widget: Any, message: Message) -> None:
    # widget: the reply's MessageWidget (not imported: it imports this module).
    """Put (or put again) the reply's images under its text; none: nothing is added."""
    old: ThumbnailStrip | None = getattr(widget, "reply_images", None)
    if old is not None:
        widget._strips.remove(old)
        widget._layout.removeWidget(old)
        old.deleteLater()
        widget.reply_images = None
    if message.role != "assistant" or not message.images:
        return
    strip = ThumbnailStrip(message.images, widget)
    strip.setObjectName("replyImages")
    strip.imageRequested.connect(widget.imageRequested)
    strip.thumbnailNeeded.connect(widget.thumbnailNeeded)
    widget._layout.insertWidget(widget._layout.indexOf(widget.body) + 1, strip)
    widget._strips.append(strip)
    widget.reply_images = strip
    QTimer.singleShot(0, strip.request_pictures)
