"""build_request: the model-family rules table, row by row, and history conversion."""

from __future__ import annotations

from typing import Any

import pytest

from app.api import BuiltRequest, Endpoint, build_request, rules_for
from app.domain import ImagePart, Message, MessageStatus, Params, TextPart


def image_url(part: ImagePart) -> str:
    return f"data:{part.mime};base64,{part.blob}"


def user(text: str, *images: ImagePart, mid: int = 1) -> Message:
    parts: tuple[TextPart | ImagePart, ...] = ((TextPart(text),) if text else ()) + images
    return Message(id=mid, conversation_id=1, role="user", parts=parts)


def reply(text: str, status: MessageStatus = MessageStatus.COMPLETE, mid: int = 2) -> Message:
    parts = (TextPart(text),) if text else ()
    return Message(id=mid, conversation_id=1, role="assistant", parts=parts, status=status)


def build(params: Params, history: list[Message] | None = None, **kw: Any) -> BuiltRequest:
    return build_request(params, history or [user("hi")], image_url=image_url, **kw)


def test_only_parameters_the_user_set_are_sent() -> None:
    body = build(Params(model="gpt-4o-mini", stream=False)).body
    assert body == {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "hi"}]}


def test_all_chat_parameters_when_set() -> None:
    params = Params(
        model="gpt-4o",
        temperature=0.7,
        top_p=0.9,
        max_tokens=100,
        presence_penalty=0.5,
        frequency_penalty=-0.5,
        stop=("END",),
        seed=42,
    )
    built = build(params)
    assert built.endpoint == "chat"
    assert built.adjustments == ()
    body = built.body
    assert body["temperature"] == 0.7
    assert body["top_p"] == 0.9
    assert body["max_tokens"] == 100
    assert "max_completion_tokens" not in body
    assert body["presence_penalty"] == 0.5
    assert body["frequency_penalty"] == -0.5
    assert body["stop"] == ["END"]
    assert body["seed"] == 42
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}
    assert built.streaming


@pytest.mark.parametrize(
    ("model", "field", "label"),
    [
        ("gpt-4o", "max_tokens", None),
        ("gpt-4", "max_tokens", None),
        ("gpt-4.1", "max_completion_tokens", "GPT-4.1+"),
        ("gpt-4.1-mini", "max_completion_tokens", "GPT-4.1+"),
        ("gpt-5", "max_completion_tokens", "GPT-5"),
        ("gpt-5-nano", "max_completion_tokens", "GPT-5"),
        ("gpt-5.1", "max_completion_tokens", "GPT-5.1+"),
        ("o1", "max_completion_tokens", "o-series"),
        ("o3-mini", "max_completion_tokens", "o-series"),
        ("openai/o4-mini", "max_completion_tokens", "o-series"),
        ("claude-sonnet-4-5", "max_tokens", None),
        ("gemini-2.5-pro", "max_tokens", None),
    ],
)
def test_max_tokens_field_per_family(model: str, field: str, label: str | None) -> None:
    built = build(Params(model=model, max_tokens=256))
    other = "max_tokens" if field == "max_completion_tokens" else "max_completion_tokens"
    assert built.body[field] == 256
    assert other not in built.body
    if label:
        assert built.adjustments == (
            f"max_tokens sent as max_completion_tokens ({label} requires it)",
        )
    else:
        assert built.adjustments == ()


@pytest.mark.parametrize(
    ("model", "role"),
    [
        ("o1", "developer"),
        ("o1-pro", "developer"),
        ("o3", "developer"),
        ("o4-mini", "developer"),
        ("gpt-4o", "system"),
        ("gpt-5", "system"),
        ("claude-opus-4", "system"),
        ("gemini-2.5-flash", "system"),
        ("gpt-4o-mini", "system"),  # "o" inside a name is not the o-series
    ],
)
def test_system_prompt_role(model: str, role: str) -> None:
    body = build(Params(model=model, system_prompt="Be brief.")).body
    assert body["messages"][0] == {"role": role, "content": "Be brief."}
    assert body["messages"][1] == {"role": "user", "content": "hi"}


def test_blank_system_prompt_is_not_sent() -> None:
    body = build(Params(model="gpt-4o", system_prompt="   ")).body
    assert [m["role"] for m in body["messages"]] == ["user"]


@pytest.mark.parametrize(
    ("model", "sent"),
    [
        ("o1", True),
        ("o3-mini", True),
        ("gpt-5.1", True),
        ("gpt-5.2-pro", True),
        ("gpt-5", False),
        ("gpt-4.1", False),
        ("gpt-4o", False),
        ("claude-sonnet-4-5", False),
    ],
)
def test_reasoning_effort_only_for_o_series_and_gpt51(model: str, sent: bool) -> None:
    built = build(Params(model=model, reasoning_effort="high"))
    if sent:
        assert built.body["reasoning_effort"] == "high"
        assert built.adjustments == ()
    else:
        assert "reasoning_effort" not in built.body
        assert built.adjustments == (
            "reasoning effort not sent (only o-series and GPT-5.1+ models accept it)",
        )


def test_claude_temperature_clamped_to_one() -> None:
    built = build(Params(model="claude-sonnet-4-5", temperature=1.5))
    assert built.body["temperature"] == 1.0
    assert built.adjustments == ("temperature 1.5 → 1.0 (Claude accepts 0–1)",)


def test_claude_temperature_within_range_untouched() -> None:
    built = build(Params(model="claude-3-5-haiku", temperature=0.3))
    assert built.body["temperature"] == 0.3
    assert built.adjustments == ()


def test_other_models_accept_temperature_up_to_two() -> None:
    assert build(Params(model="gpt-4o", temperature=1.5)).body["temperature"] == 1.5
    built = build(Params(model="gpt-4o", temperature=2.5))
    assert built.body["temperature"] == 2.0
    assert built.adjustments == ("temperature 2.5 → 2.0 (this model accepts 0–2)",)


@pytest.mark.parametrize("how", ["typed", "extra body"])
def test_claude_n_forced_to_one(how: str) -> None:
    def params(model: str) -> Params:
        return Params(model=model, n=3) if how == "typed" else Params(model=model, extra={"n": 3})

    built = build(params("claude-opus-4"))
    assert built.body["n"] == 1
    assert built.adjustments == ("n 3 → 1 (Claude returns one answer per request)",)
    assert build(params("gpt-4o")).body["n"] == 3


@pytest.mark.parametrize(
    ("model", "limit"), [("gemini-2.5-pro", 5), ("gpt-4o", 4), ("claude-x", 4)]
)
def test_stop_sequences_limit(model: str, limit: int) -> None:
    stops = tuple(f"s{i}" for i in range(7))
    built = build(Params(model=model, stop=stops))
    assert built.body["stop"] == list(stops[:limit])
    assert len(built.adjustments) == 1
    assert built.adjustments[0].startswith(f"stop: sent the first {limit} of 7 sequences")
    assert build(Params(model=model, stop=stops[:limit])).adjustments == ()


def test_extra_is_merged_last() -> None:
    built = build(Params(model="gpt-4o", top_p=0.5, extra={"top_p": 0.8, "logprobs": True}))
    assert built.body["top_p"] == 0.8
    assert built.body["logprobs"] is True


def test_non_streaming_has_no_stream_fields() -> None:
    body = build(Params(model="gpt-4o", stream=False)).body
    assert "stream" not in body
    assert "stream_options" not in body


def test_images_become_content_parts() -> None:
    img = ImagePart(blob="abc", mime="image/png", detail="high")
    body = build(Params(model="gpt-4o"), [user("What is this?", img)]).body
    assert body["messages"] == [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "What is this?"},
                {
                    "type": "image_url",
                    "image_url": {"url": "data:image/png;base64,abc", "detail": "high"},
                },
            ],
        }
    ]


def test_image_only_message() -> None:
    img = ImagePart(blob="zz", mime="image/jpeg")
    body = build(Params(model="gpt-4o"), [user("", img)]).body
    content = body["messages"][0]["content"]
    assert content == [
        {"type": "image_url", "image_url": {"url": "data:image/jpeg;base64,zz", "detail": "auto"}}
    ]


def test_history_keeps_only_useful_replies() -> None:
    history = [
        user("one", mid=1),
        reply("first answer", MessageStatus.COMPLETE, mid=2),
        user("two", mid=3),
        reply("", MessageStatus.ERROR, mid=4),
        reply("partial", MessageStatus.ERROR, mid=5),
        user("three", mid=6),
        reply("cut short", MessageStatus.STOPPED, mid=7),
        reply("ran out", MessageStatus.INCOMPLETE, mid=8),
        reply("still going", MessageStatus.STREAMING, mid=9),
        user("four", mid=10),
    ]
    body = build(Params(model="gpt-4o"), history).body
    assert [(m["role"], m["content"]) for m in body["messages"]] == [
        ("user", "one"),
        ("assistant", "first answer"),
        ("user", "two"),
        ("user", "three"),
        ("assistant", "cut short"),
        ("assistant", "ran out"),
        ("user", "four"),
    ]


def test_responses_body() -> None:
    img = ImagePart(blob="abc", mime="image/png", detail="low")
    history = [user("hello", mid=1), reply("hi!", mid=2), user("look", img, mid=3)]
    params = Params(
        model="o1-pro",
        system_prompt="Be brief.",
        max_tokens=500,
        reasoning_effort="medium",
        temperature=0.2,
    )
    built = build(params, history, endpoint="responses")
    assert built.endpoint == "responses"
    assert built.body == {
        "model": "o1-pro",
        "instructions": "Be brief.",
        "input": [
            {"role": "user", "content": "hello"},
            {"role": "assistant", "content": "hi!"},
            {
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "look"},
                    {
                        "type": "input_image",
                        "image_url": "data:image/png;base64,abc",
                        "detail": "low",
                    },
                ],
            },
        ],
        "temperature": 0.2,
        "max_output_tokens": 500,
        # The summary is what /responses shows of a reasoning model's hidden reasoning.
        "reasoning": {"effort": "medium", "summary": "auto"},
        "stream": True,
    }
    assert built.adjustments == ()


def test_responses_drops_what_it_cannot_take() -> None:
    params = Params(model="gpt-4o", stop=("x",), seed=1, reasoning_effort="low")
    built = build(params, endpoint="responses")
    for name in ("stop", "seed", "reasoning", "reasoning_effort"):
        assert name not in built.body
    assert "stop not sent (the Responses API does not accept it)" in built.adjustments
    assert "seed not sent (the Responses API does not accept it)" in built.adjustments
    assert len(built.adjustments) == 3


def test_rules_table_falls_back_to_defaults() -> None:
    rules = rules_for("some-new-model")
    assert rules.max_tokens_field == "max_tokens"
    assert rules.system_role == "system"
    assert not rules.accepts("reasoning_effort") and not rules.accepts("verbosity")
    assert rules.max_stop == 4


SCHEMA = {"name": "answer", "schema": {"type": "object"}, "strict": True}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("n", 2),
        ("verbosity", "low"),
        ("response_format", {"type": "json_object"}),
        ("response_format", {"type": "json_schema", "json_schema": SCHEMA}),
        ("service_tier", "flex"),
    ],
)
def test_chat_sends_each_typed_field_under_its_name(field: str, value: Any) -> None:
    built = build(Params(model="gpt-5", stream=False, **{field: value}))
    assert built.body == {
        "model": "gpt-5",
        "messages": [{"role": "user", "content": "hi"}],
        field: value,
    }
    assert built.adjustments == ()


def test_chat_leaves_unset_typed_fields_out() -> None:
    body = build(Params(model="gpt-5")).body
    assert not {"n", "verbosity", "response_format", "service_tier", "text"} & body.keys()


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("verbosity", "high", {"text": {"verbosity": "high"}}),
        ("response_format", {"type": "json_object"}, {"text": {"format": {"type": "json_object"}}}),
        (
            "response_format",
            {"type": "json_schema", "json_schema": SCHEMA},
            {"text": {"format": {"type": "json_schema", **SCHEMA}}},
        ),
        ("service_tier", "priority", {"service_tier": "priority"}),
    ],
)
def test_responses_takes_each_typed_field_where_it_belongs(
    field: str, value: Any, expected: dict[str, Any]
) -> None:
    built = build(Params(model="gpt-5", stream=False, **{field: value}), endpoint="responses")
    assert built.body == {
        "model": "gpt-5",
        "input": [{"role": "user", "content": "hi"}],
        **expected,
    }
    assert built.adjustments == ()


def test_responses_does_not_send_n_and_says_so() -> None:
    built = build(Params(model="gpt-4o", n=3), endpoint="responses")
    assert "n" not in built.body
    assert built.adjustments == ("n not sent (the Responses API gives one answer)",)


def test_format_and_verbosity_join_a_text_object_from_the_extra_body() -> None:
    extra = {"text": {"note": "kept"}}
    params = Params(
        model="gpt-5", verbosity="low", response_format={"type": "json_object"}, extra=extra
    )
    body = build(params, endpoint="responses").body
    assert body["text"] == {"note": "kept", "format": {"type": "json_object"}, "verbosity": "low"}
    assert extra == {"text": {"note": "kept"}}  # the conversation's own extra is untouched


def test_the_extra_body_wins_over_a_typed_field_on_both_apis() -> None:
    params = Params(
        model="gpt-4o", n=2, service_tier="flex", extra={"n": 4, "service_tier": "auto"}
    )
    chat = build(params).body
    assert (chat["n"], chat["service_tier"]) == (4, "auto")
    responses = build(params, endpoint="responses")
    assert responses.body["service_tier"] == "auto" and "n" not in responses.body


@pytest.mark.parametrize("endpoint", ["chat", "responses"])
@pytest.mark.parametrize("model", ["gpt-5", "claude-opus-4", "o3"])
def test_typed_fields_build_what_the_old_extra_keys_built(endpoint: Endpoint, model: str) -> None:
    old_extra = {
        "n": 3,
        "verbosity": "medium",
        "response_format": {"type": "json_schema", "json_schema": SCHEMA},
        "service_tier": "flex",
        "logprobs": True,
    }
    before = build(Params(model=model, extra=old_extra), endpoint=endpoint)
    typed = Params.from_json({"model": model, "extra": old_extra})
    assert typed.extra == {"logprobs": True}
    after = build(typed, endpoint=endpoint)
    assert after.body == before.body
    assert after.adjustments == before.adjustments
