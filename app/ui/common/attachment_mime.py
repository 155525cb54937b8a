"""Finding images in pasted or dropped data (QMimeData): local image files, raw encoded
image bytes, or a bitmap such as a screenshot on the clipboard."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMimeData
from PySide6.QtGui import QImage, QPixmap

IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff"})
# Audio clips (app.audio): attached as clips rather than read as documents.
AUDIO_SUFFIXES = frozenset({".wav", ".mp3"})
# Encoded formats app.media accepts, in the order we prefer them when several are offered.
RAW_IMAGE_FORMATS = (
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/gif",
    "image/bmp",
    "image/tiff",
)


@dataclass(frozen=True)
class MimeImages:
    """What a QMimeData holds that could be attached: either files, or one encoded image."""

    files: tuple[Path, ...] = ()
    documents: tuple[Path, ...] = ()  # other local files: read as documents (or refused)
    data: bytes = b""
    source: str = ""
    # A bitmap Qt has already decoded (no encoded form was offered): encoded to PNG in a
    # worker, never on the UI thread.
    bitmap: QImage | None = None

    def __bool__(self) -> bool:
        return bool(self.files or self.documents or self.data or self.bitmap is not None)


def png_bytes(image: QImage) -> bytes:
    """A bitmap as PNG bytes (lossless), so it goes through the same pipeline as files."""
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(array.data())


def local_image_files(mime: QMimeData) -> tuple[Path, ...]:
    """Local files with an image suffix; remote URLs are ignored (we never download)."""
    if not mime.hasUrls():
        return ()
    paths = (Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile())
    return tuple(p for p in paths if p.suffix.lower() in IMAGE_SUFFIXES)


def local_documents(mime: QMimeData) -> tuple[Path, ...]:
    """Local files that are not images: documents to read (PDF, Office, any text file)."""
    if not mime.hasUrls():
        return ()
    paths = (Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile())
    return tuple(p for p in paths if p.suffix.lower() not in IMAGE_SUFFIXES and p.is_file())


def mime_has_images(mime: QMimeData) -> bool:
    """Cheap check for drag-enter and canInsertFromMimeData: nothing is decoded. (Documents
    count too: they are attached the same ways as images.)"""
    if local_image_files(mime) or local_documents(mime):
        return True
    if any(mime.hasFormat(fmt) for fmt in RAW_IMAGE_FORMATS):
        return True
    return mime.hasImage()


def images_in_mime(mime: QMimeData) -> MimeImages:
    """The images to attach, best source first: files (the original bytes, with a name),
    then encoded bytes as offered (a JPEG stays the JPEG it was: limits and messages speak
    of the user's file, and nothing is decoded here), and only then the bitmap, which Qt has
    already decoded and which is re-encoded as PNG in a worker."""
    files, documents = local_image_files(mime), local_documents(mime)
    if files or documents:
        return MimeImages(files=files, documents=documents)
    for fmt in RAW_IMAGE_FORMATS:
        if mime.hasFormat(fmt):
            data = bytes(mime.data(fmt).data())
            if data:
                return MimeImages(data=data, source=f"pasted {fmt.removeprefix('image/')}")
    if mime.hasImage():
        image = _as_qimage(mime.imageData())
        if image is not None and not image.isNull():
            return MimeImages(bitmap=image, source="pasted image")
    return MimeImages()


def _as_qimage(value: object) -> QImage | None:
    # imageData() is a QVariant: a QImage from most sources, a QPixmap from some.
    if isinstance(value, QImage):
        return value
    if isinstance(value, QPixmap):
        return value.toImage()
    return None
