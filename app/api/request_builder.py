"""Build the JSON body for one request from the user's parameters and the conversation.

A pure function: no I/O. Only what the user set is sent; model-family limits (see
``model_rules``) are applied and every change is described in plain words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from app.api.audio_content import ResolvedAudio, expand_audio, input_audio_item
from app.api.document_content import (
    DocumentSource,
    ResolvedFile,
    expand_documents,
    input_file_item,
)
from app.api.hosted_tools import (
    RemoteMcpServer,
    answered_approvals,
    approval_items,
    approval_turn_items,
    has_approvals,
    put_hosted_tools,
)
from app.api.model_rules import ModelRules, rules_for
from app.api.request_params import adapt_for_responses, put_early, put_late
from app.domain import (
    ImagePart,
    Message,
    MessageStatus,
    Params,
    TextPart,
    ToolCallPart,
    ToolSpec,
)

Endpoint = Literal["chat", "responses"]

# Alternatives asked for with each token when token probabilities are on (the API's most).
TOP_LOGPROBS = 5
# What /responses must be told to include for the text's token probabilities.
RESPONSES_LOGPROBS = "message.output_text.logprobs"

# Assistant replies worth sending back as context; failed or still-streaming ones are not.
_SENDABLE_REPLIES = frozenset(
    {MessageStatus.COMPLETE, MessageStatus.STOPPED, MessageStatus.INCOMPLETE}
)
# What the model is told about a call that has no final result (the reply was stopped, or the
# app closed, before it ran): every call sent back must have an answer.
NOT_RUN_OUTPUT = "Not run: the reply was stopped before this tool call ran."
DENIED_OUTPUT = "The user denied this tool call."


# Fields the app adds on its own; a server that refuses one gets it in Params.omit.
AUTO_FIELDS = (
    "prompt_cache_key",
    "safety_identifier",
    "max_tool_calls",
    "truncation",
    "reasoning.summary",
    "store",
    "previous_response_id",
)


@dataclass(frozen=True)
class RequestContext:
    """What a request carries besides the person's parameters, each sent only where the
    endpoint and the model take it: ``cache_key`` (prompt_cache_key: one per conversation,
    so follow-ups hit the provider's cache), ``safety_identifier`` (a hash, never a name),
    ``max_tool_calls`` (/responses with tools) and ``truncation`` (/responses: the server
    drops the oldest turns that do not fit)."""

    cache_key: str | None = None
    safety_identifier: str | None = None
    max_tool_calls: int | None = None
    truncation: bool = False
    # /responses only: the server keeps the response (store), and this turn follows a
    # response it kept (previous_response_id; the history then holds only the new input).
    store: bool = False
    previous_response_id: str | None = None
    # /responses only: remote MCP servers the API calls for the model (app.api.hosted_tools).
    remote_mcp: tuple[RemoteMcpServer, ...] = ()


@dataclass(frozen=True)
class BuiltRequest:
    endpoint: Endpoint
    body: dict[str, Any]
    adjustments: tuple[str, ...] = ()
    # Kept so the tool loop's later rounds carry the same fields.
    context: RequestContext = RequestContext()

    @property
    def model(self) -> str:
        return str(self.body.get("model", ""))

    @property
    def streaming(self) -> bool:
        return self.body.get("stream") is True


def build_request(
    params: Params,
    history: Sequence[Message],
    *,
    endpoint: Endpoint = "chat",
    image_url: Callable[[ImagePart], str],
    tools: Sequence[ToolSpec] = (),
    tool_choice: str | dict[str, Any] | None = None,
    parallel_tool_calls: bool | None = None,
    documents: DocumentSource | None = None,
    context: RequestContext | None = None,
) -> BuiltRequest:
    """The request for ``params.model`` continuing ``history`` (oldest message first).

    ``tools`` are offered as function tools (``tool_choice`` and ``parallel_tool_calls``
    are sent only with tools, and only when set); ``params.web_search`` adds the built-in
    ``web_search_preview`` tool on /responses. An assistant message's tool calls go back as
    ``tool_calls`` + ``tool`` messages (chat) or ``function_call`` + ``function_call_output``
    items (responses). The request parameters (app.param_specs) go in as
    ``app.api.request_params`` puts them; ``params.extra`` (the extra body) is merged after
    every typed field and wins over them; on /responses the later parameters are then moved
    where that API takes them, and the family limits are checked on the merged body, so an
    ``extra`` value outside them is adjusted too.

    ``documents`` reads attached documents (``app.documents.BlobDocuments``); each goes out
    as its send mode says (see ``app.api.document_content``).
    """
    rules = rules_for(params.model)
    notes: list[str] = []
    history = expand_documents(history, documents, endpoint, notes)
    history = expand_audio(history, image_url, endpoint, params.model, notes)
    if endpoint == "chat":
        body = _chat_body(params, history, rules, image_url, notes)
    else:
        body = _responses_body(params, history, rules, image_url, notes)
    _put_tools(body, endpoint, params, tools, tool_choice, parallel_tool_calls, notes)
    context = context or RequestContext()
    put_hosted_tools(body, endpoint, params, context.remote_mcp, notes)
    _put_context(body, endpoint, rules, params, context)
    put_late(body, params, rules, notes)
    body.update(params.extra)
    if endpoint == "responses":
        adapt_for_responses(body, notes)
    _apply_limits(body, rules, endpoint, notes)
    return BuiltRequest(endpoint=endpoint, body=body, adjustments=tuple(notes), context=context)


def _put_context(
    body: dict[str, Any],
    endpoint: Endpoint,
    rules: ModelRules,
    params: Params,
    context: RequestContext,
) -> None:
    wanted: dict[str, Any] = {}
    if rules.request_ids:
        wanted["prompt_cache_key"] = context.cache_key
        wanted["safety_identifier"] = context.safety_identifier
    if endpoint == "responses":
        if body.get("tools"):
            wanted["max_tool_calls"] = context.max_tool_calls
        if context.truncation:
            wanted["truncation"] = "auto"
        wanted["store"] = True if context.store else None
        wanted["previous_response_id"] = context.previous_response_id
    for name, value in wanted.items():
        if value is not None and name not in params.omit:
            body[name] = value


# -- chat completions -------------------------------------------------------------------------


def _chat_body(
    params: Params,
    history: Sequence[Message],
    rules: ModelRules,
    image_url: Callable[[ImagePart], str],
    notes: list[str],
) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    if params.system_prompt.strip():
        messages.append({"role": rules.system_role, "content": params.system_prompt})
    for message in history:
        if not _sendable(message):
            continue
        if message.role == "assistant" and _has_calls(message):
            messages.extend(_chat_tool_turns(message))
        else:
            messages.append(
                {
                    "role": _role(message, rules),
                    "content": _chat_content(message, image_url),
                }
            )
    body: dict[str, Any] = {"model": params.model, "messages": messages}
    put_early(body, params, rules, "chat", notes)
    if _wants_logprobs(params, rules, notes):
        body["logprobs"] = True
        body["top_logprobs"] = TOP_LOGPROBS
    if params.stream:
        body["stream"] = True
        body["stream_options"] = {"include_usage": True}
    return body


def _chat_content(
    message: Message, image_url: Callable[[ImagePart], str]
) -> str | list[dict[str, Any]]:
    if message.role != "user" or not (message.images or message.audio):
        return message.text
    parts: list[dict[str, Any]] = []
    for part in message.parts:
        if isinstance(part, TextPart):
            if part.text:
                parts.append({"type": "text", "text": part.text})
        elif isinstance(part, ImagePart):
            parts.append(
                {"type": "image_url", "image_url": {"url": image_url(part), "detail": part.detail}}
            )
        elif isinstance(part, ResolvedAudio):
            parts.append(input_audio_item(part))
    return parts


# -- responses --------------------------------------------------------------------------------


def _responses_body(
    params: Params,
    history: Sequence[Message],
    rules: ModelRules,
    image_url: Callable[[ImagePart], str],
    notes: list[str],
) -> dict[str, Any]:
    items: list[dict[str, Any]] = []
    for message in history:
        if not _sendable(message):
            continue
        if message.role == "assistant" and _has_calls(message):
            items.extend(_responses_tool_items(message))
        elif message.role == "assistant" and has_approvals(message):
            items.extend(approval_turn_items(message))  # remote MCP: app.api.hosted_tools
        else:
            items.append(
                {
                    "role": _role(message, rules),
                    "content": _responses_content(message, image_url),
                }
            )
    body: dict[str, Any] = {"model": params.model, "input": items}
    if params.system_prompt.strip():
        body["instructions"] = params.system_prompt
    put_early(body, params, rules, "responses", notes)
    reasoning = body.get("reasoning")  # the effort, where the family takes one
    summary = rules.reasoning_summary and "reasoning.summary" not in params.omit
    if isinstance(reasoning, dict) and summary:
        # Reasoning is hidden; its summary is what the Thinking block can show.
        reasoning["summary"] = "auto"
    if _wants_logprobs(params, rules, notes):
        body["include"] = [RESPONSES_LOGPROBS]
        body["top_logprobs"] = TOP_LOGPROBS
    if params.stream:
        body["stream"] = True
    return body


def _responses_content(
    message: Message, image_url: Callable[[ImagePart], str]
) -> str | list[dict[str, Any]]:
    if message.role != "user" or not (message.images or message.documents):
        return message.text
    parts: list[dict[str, Any]] = []
    for part in message.parts:
        if isinstance(part, TextPart):
            if part.text:
                parts.append({"type": "input_text", "text": part.text})
        elif isinstance(part, ImagePart):
            parts.append(
                {"type": "input_image", "image_url": image_url(part), "detail": part.detail}
            )
        elif isinstance(part, ResolvedFile):
            parts.append(input_file_item(part))
    return parts


# -- tools ------------------------------------------------------------------------------------


def _rounds(message: Message) -> list[tuple[str, list[ToolCallPart]]]:
    """The reply's rounds in order: (text, calls). Text after a call, or a call of another
    round, starts the next round; the last round may have no calls (the answer). Calls the
    API ran itself (web search) are not sent back."""
    rounds: list[tuple[str, list[ToolCallPart]]] = []
    text: list[str] = []
    calls: list[ToolCallPart] = []
    for part in message.parts:
        if isinstance(part, TextPart):
            if calls:
                rounds.append(("".join(text), calls))
                text, calls = [], []
            text.append(part.text)
        elif isinstance(part, ToolCallPart) and not part.builtin:
            if calls and calls[-1].round != part.round:
                rounds.append(("".join(text), calls))
                text, calls = [], []
            calls.append(part)
    if text or calls:
        rounds.append(("".join(text), calls))
    return rounds


def tool_output(call: ToolCallPart) -> str:
    """What the model is told about a call: its result, or why there is none."""
    if call.status == "pending":
        return NOT_RUN_OUTPUT
    if call.status == "denied":
        return call.error or DENIED_OUTPUT
    if call.status == "failed":
        return f"Error: {call.error}" + (f"\n{call.result}" if call.result else "")
    return call.result


def _ran_arguments(call: ToolCallPart) -> str:
    # Edited arguments are what ran: the model sees the call that produced the result.
    return call.ran_arguments or call.arguments


def _chat_tool_turns(message: Message) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for text, calls in _rounds(message):
        if not calls:
            if text:
                out.append({"role": "assistant", "content": text})
            continue
        function_calls = [
            {
                "id": call.call_id,
                "type": "function",
                "function": {"name": call.name, "arguments": _ran_arguments(call)},
            }
            for call in calls
        ]
        out.append({"role": "assistant", "content": text or None, "tool_calls": function_calls})
        for call in calls:
            out.append({"role": "tool", "tool_call_id": call.call_id, "content": tool_output(call)})
    return out


def _responses_tool_items(message: Message) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    # A reply with local tools and a remote MCP server: the approvals the person answered go
    # after the calls of their round (or of an earlier one), else at the end.
    approvals = answered_approvals(message)
    for text, calls in _rounds(message):
        if text:
            out.append({"role": "assistant", "content": text})
        for call in calls:
            out.append(
                {
                    "type": "function_call",
                    "call_id": call.call_id,
                    "name": call.name,
                    "arguments": _ran_arguments(call),
                }
            )
        for call in calls:
            output = tool_output(call)
            out.append({"type": "function_call_output", "call_id": call.call_id, "output": output})
        if calls:
            placed = [a for a in approvals if a.round <= calls[-1].round]
            approvals = [a for a in approvals if a not in placed]
            out.extend(item for approval in placed for item in approval_items(approval))
    out.extend(item for approval in approvals for item in approval_items(approval))
    return out


def _put_tools(
    body: dict[str, Any],
    endpoint: Endpoint,
    params: Params,
    tools: Sequence[ToolSpec],
    tool_choice: str | dict[str, Any] | None,
    parallel_tool_calls: bool | None,
    notes: list[str],
) -> None:
    specs: list[dict[str, Any]] = []
    for tool in tools:
        spec = {"name": tool.name, "description": tool.description, "parameters": tool.parameters}
        # Chat nests the function; Responses flattens it.
        specs.append({"type": "function", **({"function": spec} if endpoint == "chat" else spec)})
    if params.web_search:
        if endpoint == "responses":
            specs.append({"type": "web_search_preview"})
        else:
            notes.append("web search not offered (only the Responses API has it)")
    if not specs:
        return
    body["tools"] = specs
    if tool_choice is not None:
        body["tool_choice"] = tool_choice
    if parallel_tool_calls is not None:
        body["parallel_tool_calls"] = parallel_tool_calls


# -- shared -----------------------------------------------------------------------------------


def _sendable(message: Message) -> bool:
    if message.role == "user":
        return bool(message.text or message.images)
    if message.role == "assistant":
        if _has_calls(message) or has_approvals(message):
            # Rounds that ran are facts the model must see again, however the reply ended.
            return message.status is not MessageStatus.STREAMING
        return message.status in _SENDABLE_REPLIES and bool(message.text)
    return bool(message.text)  # a stored system/developer message


def _has_calls(message: Message) -> bool:
    return any(not call.builtin for call in message.tool_calls)


def _role(message: Message, rules: ModelRules) -> str:
    if message.role in ("system", "developer"):
        return rules.system_role
    return message.role


def _wants_logprobs(params: Params, rules: ModelRules, notes: list[str]) -> bool:
    """Token probabilities are asked for when on and the model family returns them."""
    if not params.logprobs:
        return False
    if not rules.logprobs:
        notes.append(f"token probabilities not asked for ({rules.label} does not return them)")
        return False
    return True


def _apply_limits(
    body: dict[str, Any], rules: ModelRules, endpoint: Endpoint, notes: list[str]
) -> None:
    low, high = rules.temperature_range
    temperature = body.get("temperature")
    if isinstance(temperature, int | float) and not low <= temperature <= high:
        clamped = float(min(max(temperature, low), high))
        body["temperature"] = clamped
        notes.append(
            f"temperature {_num(temperature)} → {_num(clamped)} "
            f"({rules.label} accepts {low:g}–{high:g})"
        )
    n = body.get("n")
    if rules.max_choices is not None and isinstance(n, int) and n > rules.max_choices:
        body["n"] = rules.max_choices
        notes.append(f"n {n} → {rules.max_choices} ({rules.label} returns one answer per request)")
    stop = body.get("stop")
    if endpoint == "chat" and isinstance(stop, list) and len(stop) > rules.max_stop:
        body["stop"] = stop[: rules.max_stop]
        notes.append(
            f"stop: sent the first {rules.max_stop} of {len(stop)} sequences "
            f"({rules.label} accepts up to {rules.max_stop})"
        )


def _num(value: float) -> str:
    return f"{value:.1f}" if float(value).is_integer() else f"{value:g}"
