"""Documents in requests: each DocumentPart of a user message becomes what its send mode
asks for, before the request builder turns parts into content items.

- ``text``: the labelled block (``app.domain.extracted_text.document_block``) joined into
  the message's text, so on chat completions a message without images stays a plain
  string, as it was.
- ``pages``: a one-line label, then the rendered pages as ordinary ``ImagePart`` s: they go
  out exactly like photos (``image_url`` / ``input_image`` with their detail).
- ``file``: on /responses an ``input_file`` item (``filename`` + base64 ``file_data``
  data URL); on chat completions, which cannot carry files, the text block instead, with
  an adjustment note.

Documents stay in the stored user message, so every follow-up sends them again. Reading
the text or the file is the caller's ``DocumentSource`` (``app.documents.BlobDocuments``
reads the blob store); a document whose text is missing is replaced by a one-line note
and an adjustment says so, never a silent omission.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import Any, Literal, Protocol

from app.domain import DocumentPart, Message, Part, TextPart
from app.domain.extracted_text import ExtractedText, document_block, range_label

log = logging.getLogger(__name__)


class DocumentSource(Protocol):
    """What building a request needs from stored documents."""

    def text(self, part: DocumentPart) -> ExtractedText:
        """The extracted text; FileNotFoundError or ValueError when it cannot be read."""
        ...

    def file_data_url(self, part: DocumentPart) -> str:
        """The stored original as ``data:<mime>;base64,…``; FileNotFoundError if missing."""
        ...


@dataclasses.dataclass(frozen=True, slots=True)
class ResolvedFile(DocumentPart):
    """A document to send as ``input_file``, its data already read (internal to building)."""

    data_url: str = ""


def input_file_item(part: ResolvedFile) -> dict[str, Any]:
    """The /responses content item for a document sent as the file itself."""
    return {"type": "input_file", "filename": part.name, "file_data": part.data_url}


def expand_documents(
    history: Sequence[Message],
    documents: DocumentSource | None,
    endpoint: Literal["chat", "responses"],
    notes: list[str],
) -> list[Message]:
    """``history`` with every user message's documents replaced by text, page images or a
    ResolvedFile (see the module docstring). Messages without documents are unchanged."""
    out: list[Message] = []
    for message in history:
        if message.role != "user" or not message.documents:
            out.append(message)
            continue
        parts: list[Part] = []
        for part in message.parts:
            if isinstance(part, DocumentPart):
                for item in _expand(part, documents, endpoint, notes):
                    _append(parts, item)
            elif not isinstance(part, TextPart) or part.text:
                _append(parts, part)
        out.append(dataclasses.replace(message, parts=tuple(parts)))
    # The same document re-sent in every follow-up would repeat its note; say it once.
    notes[:] = list(dict.fromkeys(notes))
    return out


def _append(parts: list[Part], part: Part) -> None:
    """Adjacent text joins with a blank line, so a document block stands apart."""
    if isinstance(part, TextPart) and parts and isinstance(parts[-1], TextPart):
        parts[-1] = TextPart(f"{parts[-1].text}\n\n{part.text}")
    else:
        parts.append(part)


def _expand(
    part: DocumentPart,
    documents: DocumentSource | None,
    endpoint: Literal["chat", "responses"],
    notes: list[str],
) -> list[Part]:
    mode = part.send
    if mode == "file" and endpoint == "chat":
        notes.append(
            f"{part.name} sent as its text (chat completions cannot carry files; "
            "the Responses API can)"
        )
        mode = "text"
    if mode == "file" and (not part.blob or documents is None):
        mode = "text"
    if mode == "pages" and not part.images:
        notes.append(f"{part.name} sent as text (its page images were not prepared)")
        mode = "text"
    if mode == "pages":
        label = range_label("page", part.page_range, part.pages)
        return [TextPart(f"--- file: {part.name} ({label}, as images) ---"), *part.images]
    if mode == "file":
        assert documents is not None
        try:
            url = documents.file_data_url(part)
        except (FileNotFoundError, ValueError):
            log.warning("document %s is missing from the blob store", part.blob[:16])
            notes.append(f"{part.name} sent as text (the stored file is missing)")
        else:
            fields = {f.name: getattr(part, f.name) for f in dataclasses.fields(DocumentPart)}
            # The label names the file in the text too, and keeps a message holding only a
            # file sendable.
            label = f"--- file: {part.name} (attached as a file) ---"
            return [TextPart(label), ResolvedFile(**fields, data_url=url)]
    return [TextPart(_text_block(part, documents, notes))]


def _text_block(part: DocumentPart, documents: DocumentSource | None, notes: list[str]) -> str:
    if documents is not None and part.text_blob:
        try:
            return document_block(part.name, documents.text(part), part.page_range)
        except (FileNotFoundError, ValueError):
            log.warning("the text of document %s cannot be read", part.text_blob[:16])
    notes.append(f"{part.name} not sent (its extracted text is missing)")
    return f"[file {part.name}: its text is not available]"
