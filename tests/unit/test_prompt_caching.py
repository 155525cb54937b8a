"""What a request carries besides the person's parameters (prompt_cache_key,
safety_identifier, max_tool_calls, truncation, reasoning.summary), cached input tokens from
usage to the figures line and the money they saved, and the reasoning summary events."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.api import RequestContext, build_request, cache_saving, price_for
from app.api.catalog import parse_catalog
from app.api.param_names import without_param
from app.api.stream_decoder import ResponsesDecoder, usage_from_json
from app.config import PROFILE_ID_FILENAME, local_profile_id
from app.domain import Message, ModelInfo, Params, TextPart, ToolSpec, Usage
from app.render.messages import stats_text, usage_text
from app.services.chat_session import RequestIdentity
from app.services.sync.preferences import SYNCED_FIELDS
from app.services.usage_totals import totals_of

CONTEXT = RequestContext(
    cache_key="cd-abc", safety_identifier="f00d", max_tool_calls=8, truncation=True
)
TOOL = ToolSpec(name="clock", description="The time.", parameters={"type": "object"})


def _user(text: str = "hi") -> Message:
    return Message(id=1, conversation_id=1, role="user", parts=(TextPart(text),))


def _body(model: str, endpoint: Any, **kw: Any) -> dict[str, Any]:
    params = kw.pop("params", None) or Params(model=model, stream=False)
    built = build_request(
        params, [_user()], endpoint=endpoint, image_url=lambda _p: "", context=CONTEXT, **kw
    )
    return built.body


@pytest.mark.parametrize("endpoint", ["chat", "responses"])
@pytest.mark.parametrize("model", ["gpt-4o-mini", "gpt-4.1", "gpt-5", "o3-mini", "openai/gpt-5.1"])
def test_openai_models_get_the_cache_key_and_safety_identifier(model: str, endpoint: Any) -> None:
    body = _body(model, endpoint)
    assert body["prompt_cache_key"] == "cd-abc"
    assert body["safety_identifier"] == "f00d"


@pytest.mark.parametrize("endpoint", ["chat", "responses"])
@pytest.mark.parametrize("model", ["claude-sonnet-4-5", "gemini-2.5-flash", "llama-3-70b"])
def test_other_providers_get_neither(model: str, endpoint: Any) -> None:
    body = _body(model, endpoint)
    assert "prompt_cache_key" not in body and "safety_identifier" not in body


def test_no_context_no_fields() -> None:
    built = build_request(Params(model="gpt-4o-mini"), [_user()], image_url=lambda _p: "")
    assert not {"prompt_cache_key", "safety_identifier", "truncation"} & set(built.body)
    assert built.context == RequestContext()


def test_truncation_and_max_tool_calls_only_on_responses() -> None:
    chat = _body("gpt-4o-mini", "chat", tools=[TOOL])
    assert "truncation" not in chat and "max_tool_calls" not in chat
    responses = _body("gpt-4o-mini", "responses", tools=[TOOL])
    assert responses["truncation"] == "auto"
    assert responses["max_tool_calls"] == 8
    # Without tools there is nothing to limit.
    assert "max_tool_calls" not in _body("gpt-4o-mini", "responses")


def test_reasoning_summary_with_the_effort_on_models_that_take_it() -> None:
    params = Params(model="o3-mini", reasoning_effort="high", stream=False)
    body = _body("o3-mini", "responses", params=params)
    assert body["reasoning"] == {"effort": "high", "summary": "auto"}
    # Chat completions has no summaries; no effort, no summary.
    assert "reasoning" not in _body("o3-mini", "chat", params=params)
    assert "reasoning" not in _body("o3-mini", "responses")
    # A model without the effort gets neither.
    claude = Params(model="claude-sonnet-4-5", reasoning_effort="high", stream=False)
    assert "reasoning" not in _body("claude-sonnet-4-5", "responses", params=claude)


@pytest.mark.parametrize(
    "name", ["prompt_cache_key", "safety_identifier", "truncation", "max_tool_calls"]
)
def test_a_refused_field_is_left_out_of_the_resend(name: str) -> None:
    params = Params(model="gpt-4o-mini", temperature=0.3, stream=False)
    fixed = without_param(params, name)
    assert fixed.temperature == 0.3 and fixed.omit == (name,)
    body = _body("gpt-4o-mini", "responses", params=fixed, tools=[TOOL])
    assert name not in body
    # Kept with the conversation's parameters: later turns go without it too.
    assert Params.from_json(json.loads(json.dumps(fixed.to_json()))).omit == (name,)


def test_a_refused_summary_keeps_the_effort() -> None:
    params = Params(model="o3-mini", reasoning_effort="low", stream=False)
    fixed = without_param(params, "reasoning.summary")
    assert fixed.reasoning_effort == "low"
    assert _body("o3-mini", "responses", params=fixed)["reasoning"] == {"effort": "low"}


def test_the_extra_body_still_wins() -> None:
    params = Params(model="gpt-4o-mini", stream=False, extra={"prompt_cache_key": "mine"})
    assert _body("gpt-4o-mini", "chat", params=params)["prompt_cache_key"] == "mine"


# ---- usage, figures, money ------------------------------------------------------------------


def test_cached_tokens_from_either_api() -> None:
    chat = {
        "prompt_tokens": 1200,
        "completion_tokens": 30,
        "prompt_tokens_details": {"cached_tokens": 1024},
    }
    responses = {
        "input_tokens": 1200,
        "output_tokens": 30,
        "input_tokens_details": {"cached_tokens": 1024},
    }
    assert usage_from_json(chat).cached_tokens == 1024
    assert usage_from_json(responses).cached_tokens == 1024
    assert usage_from_json({"prompt_tokens": 5}).cached_tokens == 0


def _reply(usage: Usage) -> Message:
    return Message(
        id=2,
        conversation_id=1,
        role="assistant",
        parts=(TextPart("ok"),),
        model="gpt-4o-mini",
        usage=usage,
        first_token_s=0.5,
    )


def test_figures_show_the_cached_tokens_and_the_saving() -> None:
    reply = _reply(Usage(prompt_tokens=1200, completion_tokens=30, cached_tokens=1024))
    assert usage_text(reply) == "1,200 in (1,024 cached) · 30 out"
    assert "cached" not in usage_text(_reply(Usage(prompt_tokens=1200, completion_tokens=30)))
    assert "cache saved $0.0001" in stats_text(reply, 0.0002, 0.0001)
    assert "saved" not in stats_text(reply, 0.0002, None)
    assert "saved" not in stats_text(reply, None, 0.0001)  # never a saving without the cost


def test_cached_tokens_are_charged_at_the_cached_price_when_the_catalog_has_one() -> None:
    usage = Usage(prompt_tokens=1_000_000, completion_tokens=0, cached_tokens=600_000)
    plain = ModelInfo(id="m", input_price=1.0, output_price=2.0)
    assert price_for(plain, usage) == pytest.approx(1.0)  # no cached price: the full one
    assert cache_saving(plain, usage) is None
    cheap = ModelInfo(id="m", input_price=1.0, output_price=2.0, cached_input_price=0.25)
    assert price_for(cheap, usage) == pytest.approx(0.4 + 0.15)
    saving = cache_saving(cheap, usage)
    assert saving == pytest.approx(0.45)
    # The cost and the saving add up to what the prompt would have cost uncached.
    assert (price_for(cheap, usage) or 0) + (saving or 0) == pytest.approx(1.0)
    # Totals add the same figures up.
    totals = totals_of(
        [("m", usage, 0), ("m", usage, 0)],
        lambda _m, u, n: price_for(cheap, u, n),
        lambda _m, u: cache_saving(cheap, u),
    )
    assert totals.cached == 1_200_000
    assert totals.cost == pytest.approx(1.1) and totals.saving == pytest.approx(0.9)


def test_the_catalog_reads_a_cached_input_price() -> None:
    payload = {
        "data": [
            {"id": "a", "pricing": {"input": 1.0, "output": 2.0, "cached_input": 0.1}},
            {"id": "b", "pricing": {"input": 1.0, "output": 2.0}},
        ]
    }
    models = parse_catalog(payload)
    assert models["a"].cached_input_price == 0.1
    assert models["b"].cached_input_price is None


# ---- the identity -------------------------------------------------------------------------


def test_the_profile_id_is_made_once_per_data_folder(tmp_path: Path) -> None:
    first = local_profile_id(tmp_path)
    assert local_profile_id(tmp_path) == first
    assert (tmp_path / PROFILE_ID_FILENAME).read_text().strip() == first
    assert local_profile_id(tmp_path / "other") != first


def test_the_safety_identifier_is_a_stable_hash_never_the_key(tmp_path: Path) -> None:
    key = "sk-secret-123"
    on = True
    identity = RequestIdentity(lambda: local_profile_id(tmp_path), lambda: on)
    value = identity.safety_identifier()
    assert value is not None and len(value) == 64
    assert value == identity.safety_identifier()
    assert key not in value and local_profile_id(tmp_path) not in value
    on = False
    assert identity.safety_identifier() is None
    # The setting stays on this machine.
    assert "send_safety_identifier" not in SYNCED_FIELDS


def test_the_cache_key_is_per_conversation_and_opaque(tmp_path: Path) -> None:
    identity = RequestIdentity(lambda: local_profile_id(tmp_path))
    assert identity.cache_key(7) == identity.cache_key(7)
    assert identity.cache_key(7) != identity.cache_key(8)
    assert len(identity.cache_key(7)) == len("cd-") + 32
    assert identity.safety_identifier() is None  # off unless asked for


# ---- reasoning summaries --------------------------------------------------------------------


def _event(kind: str, **fields: Any) -> str:
    return json.dumps({"type": kind, **fields})


def test_summary_deltas_and_done_fill_the_reasoning() -> None:
    decoder = ResponsesDecoder(lambda _e: None)
    summary = "response.reasoning_summary_text"
    decoder.feed_sse("", _event(f"{summary}.delta", item_id="rs", summary_index=0, delta="Weigh"))
    # The done event has the whole part: what the deltas left out is added.
    decoder.feed_sse("", _event(f"{summary}.done", item_id="rs", summary_index=0, text="Weigh it."))
    decoder.feed_sse("", _event(f"{summary}.delta", item_id="rs", summary_index=1, delta="Then"))
    decoder.feed_sse("", _event(f"{summary}.done", item_id="rs", summary_index=1, text="Then"))
    assert decoder.reasoning == "Weigh it.\n\nThen"
