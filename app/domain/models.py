"""Conversations, messages, content parts, parameters, usage and model metadata."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from app.domain.logprobs import TokenLogprobs
from app.domain.params import Params

Role = Literal["system", "developer", "user", "assistant"]


class MessageStatus(StrEnum):
    """Where a message stands. Only COMPLETE means the model finished normally."""

    COMPLETE = "complete"  # finished with a finish reason (or a user message, stored)
    STREAMING = "streaming"  # a reply being received right now
    INCOMPLETE = "incomplete"  # the stream ended without a finish reason / [DONE]
    INTERRUPTED = "interrupted"  # the app died while it streamed (found at next start)
    STOPPED = "stopped"  # the user pressed Stop
    BACKGROUND = "background"  # a reply still running on the server; polled, even after a restart
    ERROR = "error"  # the request or the stream failed


class ErrorKind(StrEnum):
    """What kind of failure ended a reply (``Message.error_kind``), so what to offer: a
    key problem points at the settings, a connection problem names the address. Stored as
    text; a kind this version does not know reads as OTHER."""

    OTHER = "other"  # nothing more is known (and replies stored before kinds were)
    CONNECT = "connect"  # the server could not be reached
    CONNECTION = "connection"  # the connection broke during the reply
    TIMEOUT = "timeout"  # connecting took too long, or the reply stalled
    AUTH = "auth"  # the API key was rejected (401/403)
    BALANCE = "balance"  # the account's balance or quota is too low
    NOT_FOUND = "not_found"  # unknown model or a wrong base URL (404)
    BAD_REQUEST = "bad_request"  # the request was refused (400/422)
    RATE_LIMIT = "rate_limit"  # too many requests (429)
    SERVER = "server"  # the server failed (5xx)
    STREAM = "stream"  # the reply was malformed, or the server reported an error in it

    @classmethod
    def of(cls, value: str | None) -> ErrorKind:
        try:
            return cls(value or "other")
        except ValueError:
            return cls.OTHER


@dataclass(frozen=True, slots=True)
class TextPart:
    text: str
    type: Literal["text"] = "text"


@dataclass(frozen=True, slots=True)
class ImagePart:
    """An image stored in the blob store by content hash (sha256 hex)."""

    blob: str
    mime: str
    width: int = 0
    height: int = 0
    detail: Literal["auto", "low", "high"] = "auto"
    type: Literal["image"] = "image"


ToolStatus = Literal["pending", "denied", "failed", "done"]
BUILTIN_SERVER = "builtin"  # ToolCallPart.server of a tool the API ran itself (web search)


@dataclass(frozen=True, slots=True)
class ToolCallPart:
    """A tool call the model asked for, and what became of it.

    ``round`` numbers the model's turns within one reply (0, 1, …): calls of one round were
    asked for together. ``status``: pending (not decided or not run yet), denied (by the
    user), failed (not run or raised: ``error`` is the sentence shown and sent to the
    model), done (``result`` is the tool's output, JSON text when ``is_json``).
    ``ran_arguments`` is set only when the user edited the arguments: the JSON that ran.
    ``server``/``tool`` name the MCP server and its own tool name (``name`` is the name the
    model used); ``images`` are images the tool returned, in the blob store; ``approval``
    says how it was allowed: "once", "conversation", "always" or "" (not run).
    """

    call_id: str
    name: str
    arguments: str  # JSON text as the model produced it, possibly invalid
    type: Literal["tool_call"] = "tool_call"
    round: int = 0
    status: ToolStatus = "pending"
    result: str = ""
    is_json: bool = False
    error: str = ""
    server: str = ""
    tool: str = ""
    ran_arguments: str = ""
    images: tuple[ImagePart, ...] = ()
    duration_s: float = 0.0
    approval: str = ""

    @property
    def builtin(self) -> bool:
        return self.server == BUILTIN_SERVER


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """A tool offered to the model: its name (unique in the request), what it does, and the
    JSON schema of its arguments."""

    name: str
    description: str = ""
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object"})


def citations_of(message_parts: tuple[ToolCallPart, ...]) -> list[tuple[str, str]]:
    """(url, title) of the sources a reply cited, numbered by position (1, 2, …): they are
    stored as the result of a built-in ``web_search`` call (see ChatSession)."""
    out: list[tuple[str, str]] = []
    for call in message_parts:
        if call.builtin and call.is_json and call.result:
            try:
                items = json.loads(call.result)
            except ValueError:
                continue
            for item in items if isinstance(items, list) else ():
                if isinstance(item, dict) and isinstance(item.get("url"), str):
                    out.append((item["url"], str(item.get("title") or "")))
    return out


DocumentSendMode = Literal["text", "pages", "file"]


@dataclass(frozen=True, slots=True)
class DocumentPart:
    """A document attached to a user message (PDF, DOCX, XLSX, CSV, PPTX or a text file).

    ``blob`` is the stored original (content-addressed, document metadata stripped, see
    ``app.documents``); ``text_blob`` the extracted text, one entry per page, sheet or slide
    (``app.documents.ExtractedText`` JSON). The text lives in a blob rather than inline so a
    500-page PDF does not weigh on every load of the conversation. ``page_range`` is the
    1-based inclusive range chosen in the preview (None: all). ``send`` is how it goes out:
    ``text`` (a labelled block in the message's text), ``pages`` (``images``: the rendered
    pages of the range, already through the photo image policy) or ``file`` (the original as
    ``input_file`` on /responses; as text on chat completions).
    """

    blob: str
    mime: str
    name: str
    text_blob: str = ""
    pages: int = 0  # pages, sheets or slides (1 for a text file)
    page_range: tuple[int, int] | None = None
    send: DocumentSendMode = "text"
    size: int = 0  # bytes of the stored original
    images: tuple[ImagePart, ...] = ()
    type: Literal["document"] = "document"


@dataclass(frozen=True, slots=True)
class AudioPart:
    """An audio clip attached to a question (WAV or MP3), stored in the blob store by
    content hash; it goes out as ``input_audio`` to models that take audio (see
    ``app.api.audio_content``)."""

    blob: str
    mime: str
    format: Literal["wav", "mp3"] = "wav"
    name: str = ""
    seconds: float = 0.0
    type: Literal["audio"] = "audio"


Part = TextPart | ImagePart | ToolCallPart | DocumentPart | AudioPart


def parts_to_json(parts: tuple[Part, ...]) -> list[dict[str, Any]]:
    # Text, nearly every part, skips asdict's deep walk (the same keys, in the same order).
    return [
        {"text": p.text, "type": "text"} if type(p) is TextPart else dataclasses.asdict(p)
        for p in parts
    ]


def parts_from_json(data: list[dict[str, Any]]) -> tuple[Part, ...]:
    out: list[Part] = []
    for item in data:
        kind = item.get("type")
        if kind == "text":
            out.append(TextPart(text=str(item["text"])))
        elif kind == "image":
            out.append(
                ImagePart(
                    blob=str(item["blob"]),
                    mime=str(item["mime"]),
                    width=int(item.get("width", 0)),
                    height=int(item.get("height", 0)),
                    detail=item.get("detail", "auto"),
                )
            )
        elif kind == "tool_call":
            out.append(_tool_call_from_json(item))
        elif kind == "document":
            out.append(_document_from_json(item))
        elif kind == "audio":
            fmt = item.get("format", "wav")
            out.append(
                AudioPart(
                    blob=str(item["blob"]),
                    mime=str(item.get("mime", "audio/wav")),
                    format="mp3" if fmt == "mp3" else "wav",
                    name=str(item.get("name", "")),
                    seconds=float(item.get("seconds", 0.0)),
                )
            )
        else:
            raise ValueError(f"unknown content part type: {kind!r}")
    return tuple(out)


def _document_from_json(item: dict[str, Any]) -> DocumentPart:
    span = item.get("page_range")
    images = parts_from_json(list(item.get("images") or []))
    send = item.get("send", "text")
    return DocumentPart(
        blob=str(item["blob"]),
        mime=str(item["mime"]),
        name=str(item.get("name", "")),
        text_blob=str(item.get("text_blob", "")),
        pages=int(item.get("pages", 0)),
        page_range=None if not span else (int(span[0]), int(span[1])),
        send=send if send in ("text", "pages", "file") else "text",
        size=int(item.get("size", 0)),
        images=tuple(p for p in images if isinstance(p, ImagePart)),
    )


def _tool_call_from_json(item: dict[str, Any]) -> ToolCallPart:
    # Older rows have only call_id/name/arguments: they load as calls that never ran.
    status = item.get("status", "pending")
    images = tuple(
        ImagePart(
            blob=str(i["blob"]),
            mime=str(i["mime"]),
            width=int(i.get("width", 0)),
            height=int(i.get("height", 0)),
        )
        for i in item.get("images") or ()
    )
    return ToolCallPart(
        call_id=str(item.get("call_id", "")),
        name=str(item.get("name", "")),
        arguments=str(item.get("arguments", "")),
        round=int(item.get("round", 0)),
        status=status if status in ("pending", "denied", "failed", "done") else "failed",
        result=str(item.get("result", "")),
        is_json=bool(item.get("is_json", False)),
        error=str(item.get("error", "")),
        server=str(item.get("server", "")),
        tool=str(item.get("tool", "")),
        ran_arguments=str(item.get("ran_arguments", "")),
        images=images,
        duration_s=float(item.get("duration_s", 0.0)),
        approval=str(item.get("approval", "")),
    )


@dataclass(frozen=True, slots=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    reasoning_tokens: int = 0
    cached_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def to_json(self) -> dict[str, int]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Usage:
        return cls(**{k: int(v) for k, v in data.items() if k in cls.__dataclass_fields__})


@dataclass(frozen=True, slots=True)
class Message:
    id: int
    conversation_id: int
    role: Role
    parts: tuple[Part, ...]
    model: str = ""
    params: Params | None = None
    usage: Usage | None = None
    finish_reason: str | None = None
    status: MessageStatus = MessageStatus.COMPLETE
    error: str | None = None
    reasoning: str = ""
    created_at: float = 0.0
    updated_at: float = 0.0
    # Versions: the message this one follows (None: the first), and whether it is on the
    # branch shown. Siblings (same parent, same role) are versions of one turn.
    parent_id: int | None = None
    active: bool = True
    # Why a failed reply failed (an ErrorKind value; "" when it did not fail).
    error_kind: str = ""
    # How long the reply took, measured as it arrived: from the request to its first text
    # (or reasoning), and from the request to its end. None: not measured (older replies,
    # questions, a reply that failed before anything arrived).
    first_token_s: float | None = None
    duration_s: float | None = None
    # A failed attempt that a retry replaced: the reply that replaced it. It is kept, but is
    # not a version to page through; the reply shows it folded.
    replaced_by: int | None = None
    # The failed attempts this reply replaced, oldest first (read with the reply; not
    # stored in its row).
    failed_attempts: tuple[Message, ...] = field(default=(), compare=False)
    # The answer's token probabilities, when they were asked for (None: not asked for, or
    # the server sent none).
    logprobs: TokenLogprobs | None = None
    # The knowledge-base passages found and sent with the reply's request, as stored JSON
    # (a list of {n, file, page, unit, text, score, base}; app.kb.retrieval reads it).
    retrieval: str | None = None
    # The id /v1/responses gave the reply, when the server keeps it (store, or a background
    # reply: polled by this id, even after a restart).
    response_id: str | None = None

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.parts if isinstance(p, TextPart))

    @property
    def images(self) -> tuple[ImagePart, ...]:
        return tuple(p for p in self.parts if isinstance(p, ImagePart))

    @property
    def tool_calls(self) -> tuple[ToolCallPart, ...]:
        return tuple(p for p in self.parts if isinstance(p, ToolCallPart))

    @property
    def citations(self) -> list[tuple[str, str]]:
        """(url, title) of the sources the reply cites, in number order (1, 2, …)."""
        return citations_of(self.tool_calls)

    @property
    def documents(self) -> tuple[DocumentPart, ...]:
        return tuple(p for p in self.parts if isinstance(p, DocumentPart))

    @property
    def audio(self) -> tuple[AudioPart, ...]:
        return tuple(p for p in self.parts if isinstance(p, AudioPart))

    @property
    def generation_s(self) -> float | None:
        """Seconds from the first token to the end: what tokens per second are measured
        over (None when not measured)."""
        if self.first_token_s is None or self.duration_s is None:
            return None
        return max(0.0, self.duration_s - self.first_token_s)


@dataclass(frozen=True, slots=True)
class Conversation:
    id: int
    title: str
    created_at: float
    updated_at: float
    params: Params = field(default_factory=Params)
    pinned: bool = False
    folder_id: int | None = None
    # The id the columns of one side-by-side compare share ("" for a chat of its own).
    compare_group: str = ""
    # The assistant the chat was started with ("" for none): its instructions, model and
    # parameters were copied into the chat then (app.services.assistants).
    assistant: str = ""


@dataclass(frozen=True, slots=True)
class Folder:
    """A user's folder of conversations, shown as a group in the sidebar."""

    id: int
    name: str
    position: int = 0


@dataclass(frozen=True, slots=True)
class ModelInfo:
    id: str
    owned_by: str = ""
    provider: str = ""
    vision: bool = False
    reasoning: bool = False
    tools: bool = False
    context_length: int | None = None
    max_completion_tokens: int | None = None
    input_price: float | None = None  # USD per 1M tokens
    output_price: float | None = None
    endpoints: tuple[str, ...] = ()
    # USD per 1M cached input tokens (a prompt prefix the provider had cached), when known.
    cached_input_price: float | None = None
    # USD per image made and per request, for models the catalog prices that way.
    image_price: float | None = None
    request_price: float | None = None


@dataclass(frozen=True, slots=True)
class Vote:
    """One blind-arena verdict: which of the models shown gave the best answer."""

    id: int
    created_at: float
    prompt: str
    models: tuple[str, ...]
    winner: str  # one of models, or TIE, or ALL_BAD
    compare_group: str = ""

    TIE = "tie"
    ALL_BAD = "all_bad"
