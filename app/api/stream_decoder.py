"""Turn decoded SSE events (or a whole JSON reply) into typed stream events.

httpx-sse does the wire framing (lines, CRLF, comments, multi-line data); this module reads
the JSON payloads of the Chat Completions and Responses APIs, emits events and keeps what
the caller needs at the end (text, reasoning, finish reason, usage, whether it finished).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.api.errors import EXCERPT_CHARS, StreamError, stream_error_from_payload
from app.api.events import (
    Finished,
    ReasoningDelta,
    ResponseId,
    StreamEvent,
    TextDelta,
    TokenLogprobsDelta,
    ToolCallDelta,
    UrlCitation,
    UsageEvent,
)
from app.api.hosted_tools import CODE_INTERPRETER, CONTAINER_FILE, HostedToolItem
from app.api.hosted_tools import ITEM_TYPES as HOSTED_ITEM_TYPES
from app.domain import TokenLogprob, Usage
from app.domain.logprobs import token_from_api
from app.secrets import redact

Emit = Callable[[StreamEvent], None]

# Responses API "incomplete_details.reason" → the chat API's finish reasons.
_INCOMPLETE_REASONS = {"max_output_tokens": "length", "content_filter": "content_filter"}


def usage_from_json(data: Mapping[str, Any]) -> Usage:
    """Usage from either API's shape (prompt/completion or input/output tokens)."""
    prompt_details = data.get("prompt_tokens_details") or data.get("input_tokens_details") or {}
    output_details = (
        data.get("completion_tokens_details") or data.get("output_tokens_details") or {}
    )
    return Usage(
        prompt_tokens=int(data.get("prompt_tokens") or data.get("input_tokens") or 0),
        completion_tokens=int(data.get("completion_tokens") or data.get("output_tokens") or 0),
        reasoning_tokens=int(output_details.get("reasoning_tokens") or 0),
        cached_tokens=int(prompt_details.get("cached_tokens") or 0),
    )


def _summary_key(obj: Mapping[str, Any]) -> tuple[str, int]:
    index = obj.get("summary_index")
    return str(obj.get("item_id") or ""), index if type(index) is int else 0


@dataclass
class ChoiceState:
    """What arrived of one choice (one of the n answers a request asked for)."""

    text_parts: list[str] = field(default_factory=list)
    reasoning_parts: list[str] = field(default_factory=list)
    finish_reason: str | None = None
    citations: dict[str, int] = field(default_factory=dict)  # url -> its number (1, 2, …)
    # Each token's log probability and alternatives, when the request asked for them.
    logprobs: list[TokenLogprob] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(self.text_parts)

    @property
    def reasoning(self) -> str:
        return "".join(self.reasoning_parts)


def _choice_index(choice: Mapping[str, Any]) -> int:
    """A choice's index; one that is missing or not a whole number reads as 0, as a
    single-answer server that leaves it out means."""
    index = choice.get("index")
    return index if type(index) is int and index >= 0 else 0  # not True: bool is not int


class StreamDecoder:
    """Accumulates one reply. Subclasses read one API's payloads.

    ``choices`` holds each choice's text, reasoning, finish reason and cited sources by
    index (chunks of several choices arrive interleaved when n > 1); ``text``, ``reasoning``,
    ``finish_reason`` and ``citations`` are choice 0's. ``complete`` says the stream reached
    its proper end ([DONE], choice 0's finish reason, response.completed): a choice other
    than 0 is finished when it has its own finish reason.

    Token probabilities (a request with logprobs) arrive as ``TokenLogprobsDelta`` events
    and are kept per choice: ``token_logprobs(index)`` is every token of that answer so far
    (what a headless caller, such as a batch run, reads at the end).
    """

    def __init__(self, emit: Emit, api_key: str | None = None) -> None:
        self._on_event = emit
        self.started = False  # an event reached the caller: too late to retry
        self._api_key = api_key
        self.choices: dict[int, ChoiceState] = {0: ChoiceState()}
        self.usage: Usage | None = None
        self.complete = False
        self.ended = False  # the end marker arrived: nothing more to read

    def choice(self, index: int) -> ChoiceState:
        state = self.choices.get(index)
        if state is None:
            state = self.choices[index] = ChoiceState()
        return state

    @property
    def text(self) -> str:
        return self.choices[0].text

    @property
    def reasoning(self) -> str:
        return self.choices[0].reasoning

    @property
    def finish_reason(self) -> str | None:
        return self.choices[0].finish_reason

    @property
    def citations(self) -> dict[str, int]:
        return self.choices[0].citations

    def token_logprobs(self, index: int = 0) -> tuple[TokenLogprob, ...]:
        """Choice ``index``'s tokens with their log probabilities and alternatives, in
        order; empty when none were asked for or the server sent none."""
        state = self.choices.get(index)
        return tuple(state.logprobs) if state is not None else ()

    def feed_sse(self, event: str, data: str) -> None:
        raise NotImplementedError

    def feed_json(self, payload: Any) -> None:
        """A whole non-streaming reply."""
        raise NotImplementedError

    # -- helpers for subclasses ---------------------------------------------------------------

    def _emit(self, event: StreamEvent) -> None:
        self.started = True
        self._on_event(event)

    def _load(self, data: str) -> dict[str, Any]:
        try:
            obj = json.loads(data)
        except ValueError:
            obj = None
        if not isinstance(obj, dict):
            excerpt = redact(" ".join(data.split()), self._api_key)[:EXCERPT_CHARS]
            raise StreamError(f"The server sent a malformed chunk: {excerpt}")
        return obj

    def _text(self, text: str, index: int = 0) -> None:
        (self.choices.get(index) or self.choice(index)).text_parts.append(text)
        self._emit(TextDelta(text, index))

    def _reasoning(self, text: str, index: int = 0) -> None:
        (self.choices.get(index) or self.choice(index)).reasoning_parts.append(text)
        self._emit(ReasoningDelta(text, index))

    def _logprobs(self, entries: Any, index: int = 0) -> None:
        """The API's token entries (a list of {token, logprob, bytes, top_logprobs})."""
        if not isinstance(entries, list) or not entries:
            return
        tokens = tuple(filter(None, map(token_from_api, entries)))  # a token is never falsy
        if tokens:
            self.choice(index).logprobs.extend(tokens)
            self._emit(TokenLogprobsDelta(tokens, index))

    def _finished(self, reason: str, index: int = 0) -> None:
        self.choice(index).finish_reason = reason
        if index == 0:
            self.complete = True
        self._emit(Finished(reason, index))

    def _usage(self, data: Mapping[str, Any]) -> None:
        self.usage = usage_from_json(data)
        self._emit(UsageEvent(self.usage))

    def _annotations(self, annotations: Any, index: int = 0) -> None:
        """``url_citation`` annotations in either shape: flat (Responses) or nested under
        ``url_citation`` (chat completions). Each URL is announced once per choice: each
        answer numbers its own sources."""
        if not isinstance(annotations, list) or not annotations:
            return  # nearly every chunk: nothing to look up
        citations = self.choice(index).citations
        for note in annotations:
            if not isinstance(note, dict) or note.get("type") != "url_citation":
                continue
            nested = note.get("url_citation")
            data: dict[str, Any] = nested if isinstance(nested, dict) else note
            url = data.get("url")
            if not isinstance(url, str) or not url or url in citations:
                continue
            citations[url] = len(citations) + 1
            title = data.get("title")
            title = title if isinstance(title, str) else ""
            self._emit(UrlCitation(citations[url], url, title, index))


class ChatDecoder(StreamDecoder):
    """``POST /chat/completions``: ``data: {chunk}`` lines, then ``data: [DONE]``."""

    def feed_sse(self, event: str, data: str) -> None:
        if data == "[DONE]":
            self.complete = self.ended = True
            return
        if not data:  # an event with no data (e.g. a bare "event: ping")
            return
        obj = self._load(data)
        if "error" in obj:
            raise stream_error_from_payload(obj, self._api_key)
        for choice in obj.get("choices") or ():
            index = choice.get("index")  # _choice_index, inline: this runs for every token
            if type(index) is not int or index < 0:
                index = 0
            delta = choice.get("delta") or {}
            reasoning = delta.get("reasoning_content") or delta.get("reasoning")
            if isinstance(reasoning, str) and reasoning:
                self._reasoning(reasoning, index)
            content = delta.get("content")
            if isinstance(content, str) and content:
                self._text(content, index)
            logprobs = choice.get("logprobs")  # None unless asked for: one lookup per chunk
            if logprobs and isinstance(logprobs, dict):
                self._logprobs(logprobs.get("content"), index)
            self._annotations(delta.get("annotations"), index)
            for call in delta.get("tool_calls") or ():
                self._tool_call(index, call)
            reason = choice.get("finish_reason")
            if reason:
                self._finished(str(reason), index)
        usage = obj.get("usage")
        if isinstance(usage, dict) and usage:
            self._usage(usage)

    def _tool_call(self, index: int, call: Mapping[str, Any]) -> None:
        function = call.get("function") or {}
        self._emit(
            ToolCallDelta(
                index=index,
                call_index=int(call.get("index") or 0),
                id=call.get("id"),
                name=function.get("name"),
                arguments_delta=function.get("arguments") or "",
            )
        )

    def feed_json(self, payload: Any) -> None:
        if not isinstance(payload, dict) or "choices" not in payload:
            if isinstance(payload, dict) and "error" in payload:
                raise stream_error_from_payload(payload, self._api_key)
            raise StreamError("The server sent a reply that is not a chat completion")
        for choice in payload.get("choices") or ():
            index = _choice_index(choice)
            message = choice.get("message") or {}
            reasoning = message.get("reasoning_content") or message.get("reasoning")
            if isinstance(reasoning, str) and reasoning:
                self._reasoning(reasoning, index)
            content = message.get("content")
            if isinstance(content, str) and content:
                self._text(content, index)
            logprobs = choice.get("logprobs")
            if isinstance(logprobs, dict):
                self._logprobs(logprobs.get("content"), index)
            self._annotations(message.get("annotations"), index)
            for position, call in enumerate(message.get("tool_calls") or ()):
                self._tool_call(index, {"index": position, **call})
            reason = choice.get("finish_reason")
            if reason:
                self._finished(str(reason), index)
        usage = payload.get("usage")
        if isinstance(usage, dict) and usage:
            self._usage(usage)


class ResponsesDecoder(StreamDecoder):
    """``POST /responses``: typed events ending with response.completed / .incomplete."""

    def __init__(self, emit: Emit, api_key: str | None = None) -> None:
        super().__init__(emit, api_key)
        self._called_tools = False
        self._arguments: dict[int, str] = {}  # output index -> arguments so far
        self._summaries: dict[tuple[str, int], str] = {}  # (item, summary index) -> text
        self._hosted_seen: set[str] = set()  # hosted items and cited files already told
        self.response_id: str | None = None

    def _response_id(self, response: Any) -> None:
        """Told once; not output (``started`` stays as it is: a failure may still retry)."""
        if self.response_id is None and isinstance(response, dict):
            rid = response.get("id")
            if isinstance(rid, str) and rid:
                self.response_id = rid
                self._on_event(ResponseId(rid))

    def feed_sse(self, event: str, data: str) -> None:
        if not data:
            return
        obj = self._load(data)
        kind = obj.get("type") or event
        if kind in ("response.created", "response.in_progress", "response.completed"):
            self._response_id(obj.get("response"))
        if kind == "response.output_text.delta":
            self._text(str(obj.get("delta") or ""))
            if obj.get("logprobs"):  # absent or [] unless include asked for them
                self._logprobs(obj["logprobs"])
        elif kind == "response.reasoning_summary_text.delta":
            self._summary(obj, str(obj.get("delta") or ""))
        elif kind == "response.reasoning_summary_text.done":
            so_far = self._summaries.get(_summary_key(obj), "")
            final = obj.get("text")
            if isinstance(final, str) and final.startswith(so_far):
                # What the deltas left out (a proxy may drop them, or send only the end).
                self._summary(obj, final[len(so_far) :])
        elif kind == "response.reasoning_text.delta":
            self._reasoning(str(obj.get("delta") or ""))
        elif kind == "response.output_item.added":
            item = obj.get("item") or {}
            if item.get("type") == "function_call":
                self._called_tools = True
                position = int(obj.get("output_index") or 0)
                self._arguments[position] = str(item.get("arguments") or "")
                self._emit(
                    ToolCallDelta(
                        index=0,
                        call_index=position,
                        id=item.get("call_id") or item.get("id"),
                        name=item.get("name"),
                        arguments_delta=self._arguments[position],
                    )
                )
        elif kind == "response.function_call_arguments.delta":
            self._arguments_delta(int(obj.get("output_index") or 0), str(obj.get("delta") or ""))
        elif kind == "response.function_call_arguments.done":
            self._arguments_done(int(obj.get("output_index") or 0), obj.get("arguments"))
        elif kind == "response.output_item.done":
            item = obj.get("item") or {}
            if item.get("type") == "function_call":
                self._arguments_done(int(obj.get("output_index") or 0), item.get("arguments"))
            elif item.get("type") == "message":
                for part in item.get("content") or ():
                    if isinstance(part, dict):
                        self._annotations(part.get("annotations"))
            elif item.get("type") in HOSTED_ITEM_TYPES:
                self._hosted_item(item)
        elif kind == "response.output_text.annotation.added":
            self._annotations([obj.get("annotation")])
        elif kind in ("response.completed", "response.incomplete"):
            self._end(obj.get("response") or {})
        elif kind == "response.failed":
            response = obj.get("response") or {}
            raise stream_error_from_payload(
                {"error": response.get("error") or "The response failed"}, self._api_key
            )
        elif kind == "error":
            raise stream_error_from_payload(obj, self._api_key)

    def _hosted_item(self, item: Mapping[str, Any]) -> None:
        """A finished item of a tool the API ran (code interpreter, remote MCP), once."""
        item_id = str(item.get("id") or f"hosted-{len(self._hosted_seen)}")
        if item_id in self._hosted_seen:
            return
        self._hosted_seen.add(item_id)
        kind = str(item.get("type"))
        kind = CODE_INTERPRETER if kind == CODE_INTERPRETER + "_call" else kind
        self._emit(HostedToolItem(kind, item_id, item))

    def _annotations(self, annotations: Any, index: int = 0) -> None:
        """Sources (the base class), and the files the code interpreter made."""
        super()._annotations(annotations, index)
        for note in annotations if isinstance(annotations, list) else ():
            if isinstance(note, dict) and note.get("type") == "container_file_citation":
                key = f"file-{note.get('container_id')}-{note.get('file_id')}"
                if key not in self._hosted_seen:
                    self._hosted_seen.add(key)
                    self._emit(HostedToolItem(CONTAINER_FILE, key, note))

    def _summary(self, obj: Mapping[str, Any], delta: str) -> None:
        if not delta:
            return
        key = _summary_key(obj)
        if key not in self._summaries and self.reasoning:
            self._reasoning("\n\n")  # each summary part is a paragraph of its own
        self._summaries[key] = self._summaries.get(key, "") + delta
        self._reasoning(delta)

    def _arguments_delta(self, position: int, delta: str) -> None:
        self._arguments[position] = self._arguments.get(position, "") + delta
        self._emit(
            ToolCallDelta(index=0, call_index=position, id=None, name=None, arguments_delta=delta)
        )

    def _arguments_done(self, position: int, final: Any) -> None:
        """The final arguments: send whatever the deltas left out (a proxy may drop them)."""
        so_far = self._arguments.get(position, "")
        if isinstance(final, str) and final != so_far and final.startswith(so_far):
            self._arguments_delta(position, final[len(so_far) :])

    def _end(self, response: Mapping[str, Any]) -> None:
        self.ended = True
        usage = response.get("usage")
        if isinstance(usage, dict) and usage:
            self._usage(usage)
        if response.get("status") == "incomplete":
            details = response.get("incomplete_details") or {}
            reason = str(details.get("reason") or "incomplete")
            self._finished(_INCOMPLETE_REASONS.get(reason, reason))
        else:
            self._finished("tool_calls" if self._called_tools else "stop")

    def feed_json(self, payload: Any) -> None:
        if not isinstance(payload, dict) or "output" not in payload:
            if isinstance(payload, dict) and "error" in payload and payload["error"]:
                raise stream_error_from_payload(payload, self._api_key)
            raise StreamError("The server sent a reply that is not a Responses API response")
        self._response_id(payload)
        if payload.get("status") == "failed":
            raise stream_error_from_payload(
                {"error": payload.get("error") or "The response failed"}, self._api_key
            )
        for position, item in enumerate(payload.get("output") or ()):
            kind = item.get("type")
            if kind == "reasoning":
                for summary in item.get("summary") or ():
                    if summary.get("text"):
                        self._reasoning(str(summary["text"]))
            elif kind == "message":
                for part in item.get("content") or ():
                    if part.get("type") == "output_text" and part.get("text"):
                        self._text(str(part["text"]))
                        self._logprobs(part.get("logprobs"))
                    self._annotations(part.get("annotations"))
            elif kind in HOSTED_ITEM_TYPES:
                self._hosted_item(item)
            elif kind == "function_call":
                self._called_tools = True
                self._emit(
                    ToolCallDelta(
                        index=0,
                        call_index=position,
                        id=item.get("call_id") or item.get("id"),
                        name=item.get("name"),
                        arguments_delta=item.get("arguments") or "",
                    )
                )
        self._end(payload)
