"""`cometdesk batch --param NAME=VALUE`: values read as JSON when they are JSON, names mapped
onto the app's Params (the rest into the extra body), every value checked the way the window
checks it, and each request built for its model as the window would send it."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app.api import BuiltRequest, ChatClient, ModelCatalog
from app.domain import Params
from app.services.batch.job import BatchJob, BatchOptions
from app.services.batch.models import BatchModels
from app.services.batch.params import (
    ParamsError,
    known_names,
    params_from,
    parse_params,
    parse_value,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3", 3),
        ("0.2", 0.2),
        ("true", True),
        ("null", None),
        ('["a", "b"]', ["a", "b"]),
        ('{"type": "json_object"}', {"type": "json_object"}),
        ("low", "low"),
        ("", ""),
        ("two words", "two words"),
    ],
)
def test_values_are_json_when_they_parse_else_text(text: str, value: Any) -> None:
    assert parse_value(text) == value


def test_names_map_onto_params_and_the_rest_goes_to_the_extra_body() -> None:
    given = parse_params(
        [
            "n=3",
            "temperature=0.2",
            "max_tokens=200",
            "reasoning_effort=low",
            "stop=END",
            "system_prompt=42",
            "logprobs=true",
            "top_logprobs=5",
            "user=me",
            'metadata={"k": "v"}',
        ]
    )
    assert list(given) == [
        "n",
        "temperature",
        "max_tokens",
        "reasoning_effort",
        "stop",
        "system_prompt",
        "logprobs",
        "top_logprobs",
        "user",
        "metadata",
    ]
    assert given["system_prompt"] == "42"  # text fields keep the text as written
    params = params_from(given)
    assert params == Params(
        n=3,
        temperature=0.2,
        max_tokens=200,
        reasoning_effort="low",
        stop=("END",),
        system_prompt="42",
        logprobs=True,
        extra={"top_logprobs": 5, "user": "me", "metadata": {"k": "v"}},
    )


def test_stop_takes_a_list_and_null_unsets_a_field() -> None:
    params = params_from(parse_params(['stop=["a", "b"]', "temperature=null", "seed=null"]))
    assert params.stop == ("a", "b") and params.temperature is None and params.seed is None
    assert params_from(parse_params(["stop=null"])).stop == ()


def test_json_object_is_the_inspectors_response_format_by_name() -> None:
    params = params_from(parse_params(["response_format=json_object"]))
    assert params.response_format == {"type": "json_object"}


@pytest.mark.parametrize(
    ("items", "message"),
    [
        (["temperature=9"], "--param temperature must be a number from 0 to 2."),
        (["temperature=warm"], "--param temperature must be a number from 0 to 2."),
        (["n=0"], "--param n must be a whole number from 1 to 128."),
        (["n=1.5"], "--param n must be a whole number from 1 to 128."),
        (["reasoning_effort=max"], "--param reasoning_effort must be one of: low, medium, high."),
        (["stop=5"], "--param stop: Stop sequences must be text."),
        (["stream=yes"], "--param stream must be true or false."),
        (["logprobs=5"], "--param logprobs must be true or false."),
        (["endpoint=images"], "--param endpoint must be one of: auto, chat, responses."),
    ],
)
def test_a_value_the_api_would_not_take_is_one_sentence(items: list[str], message: str) -> None:
    with pytest.raises(ParamsError) as caught:
        params_from(parse_params(items))
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("items", "message"),
    [
        (["temperature"], "--param 'temperature': expected NAME=VALUE, e.g. temperature=0.2."),
        (["=3"], "--param '=3': expected NAME=VALUE, e.g. temperature=0.2."),
        (["top p=1"], "--param 'top p=1': a name has no spaces."),
        (["n=2", "n=3"], "--param n is given twice."),
        (["model=gpt-4.1"], "--param model is not a request parameter: give models with --model."),
        (["extra={}"], "give each extra body field as its own --param NAME=VALUE"),
        (["profile=work"], "the batch uses the default endpoint"),
    ],
)
def test_what_is_not_name_equals_value_is_one_sentence(items: list[str], message: str) -> None:
    with pytest.raises(ParamsError) as caught:
        parse_params(items)
    assert message in str(caught.value)


def test_the_known_names_are_the_params_request_fields() -> None:
    names = known_names()
    assert {"temperature", "n", "max_tokens", "reasoning_effort", "logprobs"} <= set(names)
    assert "model" not in names and "extra" not in names


def request_for(model: str, items: list[str], tmp_path: Path) -> BuiltRequest:
    given = parse_params(items)
    models = BatchModels(ModelCatalog(tmp_path / "cache"), "http://127.0.0.1:9/v1", [model])
    client = ChatClient("http://127.0.0.1:9/v1", None)
    options = BatchOptions(params_from(given), given)
    try:
        return BatchJob(client, models, options, api_key=None, on_record=print).request_for(
            model, "Hi"
        )
    finally:
        asyncio.run(client.aclose())


def test_each_model_gets_only_what_the_window_would_send_it(tmp_path: Path) -> None:
    items = ["n=2", "reasoning_effort=low", "temperature=0.2", "top_logprobs=3"]
    plain = request_for("gpt-4o-mini", items, tmp_path)
    assert plain.endpoint == "chat"
    assert plain.body["n"] == 2 and plain.body["temperature"] == 0.2
    assert plain.body["top_logprobs"] == 3  # the extra body goes as given
    assert "reasoning_effort" not in plain.body
    assert plain.adjustments[0] == (
        "reasoning_effort not sent: Only o-series and GPT-5.1+ models take a reasoning effort."
    )
    claude = request_for("claude-sonnet-4-5", items, tmp_path)
    assert "n" not in claude.body
    assert "n not sent: Claude returns one answer per request." in claude.adjustments
    pro = request_for("o1-pro", ["n=2", "max_tokens=50"], tmp_path)
    assert pro.endpoint == "responses"  # by its id, with no model list cached
    assert "n" not in pro.body and pro.body["max_output_tokens"] == 50
    assert pro.body["input"] == [{"role": "user", "content": "Hi"}]


def test_code_interpreter_is_offered_like_web_search(tmp_path: Path) -> None:
    given = parse_params(["code_interpreter=true", "web_search=true"])
    assert params_from(given) == Params(code_interpreter=True, web_search=True)
    assert "code_interpreter" in known_names()
    with pytest.raises(ParamsError) as caught:
        params_from(parse_params(["code_interpreter=yes"]))
    assert str(caught.value) == "--param code_interpreter must be true or false."
    built = request_for("gpt-4.1", ["code_interpreter=true", "endpoint=responses"], tmp_path)
    assert {"type": "code_interpreter", "container": {"type": "auto"}} in built.body["tools"]
    assert "code_interpreter_call.outputs" in built.body["include"]
    chat = request_for("gpt-4o-mini", ["code_interpreter=true", "endpoint=chat"], tmp_path)
    assert "tools" not in chat.body  # only the Responses API has it; the batch says so
    assert chat.adjustments[0] == (
        "code_interpreter not sent: The code interpreter runs on the Responses API: "
        "choose it under API."
    )
