"""The request parameters' declarations (app/param_specs.py) and everything that reads them,
checked for every parameter, so a parameter added there is checked too: its field of
Params, its check, where each API takes it, the families that take it, "resend without",
the inspector's reasons and a compare column's difference line."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from app.api import build_request
from app.api.model_rules import RULES, rules_for
from app.api.param_names import without_param
from app.api.param_support import unsupported
from app.api.request_params import dropped_note
from app.domain import ImagePart, Message, Params, TextPart, check_value, param_errors
from app.param_specs import SPECS, SPECS_IN_ORDER, ParamSpec, in_section
from app.services.compare.diff import describe
from tests.support.request_matrix import MODELS

# The fields of Params that are not request parameters: what to talk to, how to fetch the
# reply, tools, and the extra body.
NOT_REQUEST_PARAMETERS = {
    "model",
    "system_prompt",
    "stream",
    "endpoint",
    "profile",
    "web_search",
    "code_interpreter",
    "background",
    "logprobs",
    "tool_servers",
    "omit",
    "extra",
}
# Takes every parameter only some families take (reasoning effort and verbosity).
EVERYTHING = "gpt-5.1"


def sample(spec: ParamSpec) -> Any:
    """A value the parameter can be sent with, not its default."""
    if spec.kind == "number":
        low, high = spec.low or 0.0, spec.high or 0.0
        return round(low + (high - low) / 4, 2)
    if spec.kind == "whole":
        return int(spec.low or 0) + 2
    if spec.kind == "choice":
        return spec.choices[-1]
    if spec.kind == "stop":
        return ("END",)
    return {"type": "json_object"}


def wrong(spec: ParamSpec) -> Any:
    """A value the API would not take."""
    if spec.kind == "number":
        return (spec.high or 0.0) + 1
    if spec.kind == "whole":
        return 1.5 if spec.low is None else int(spec.low) - 1
    if spec.kind == "choice":
        return "none of these"
    if spec.kind == "stop":
        return ("x",) * (int(spec.high or 0) + 1)
    return "json"


def _build(params: Params, endpoint: Any) -> Any:
    history = [Message(id=1, conversation_id=1, role="user", parts=(TextPart("hi"),))]

    def image_url(part: ImagePart) -> str:
        return part.blob

    return build_request(params, history, endpoint=endpoint, image_url=image_url)


def _at(body: dict[str, Any], path: str) -> Any:
    value: Any = body
    for key in path.split("."):
        value = value[key]
    return value


SPEC_IDS = [spec.name for spec in SPECS_IN_ORDER]


def test_every_request_parameter_is_declared_and_nothing_else_is() -> None:
    fields = {f.name: f for f in dataclasses.fields(Params)}
    assert set(SPECS) == set(fields) - NOT_REQUEST_PARAMETERS
    for name in SPECS:
        default = fields[name].default
        assert default == (() if SPECS[name].kind == "stop" else None), name


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_each_declared_range_or_choice_is_the_check(spec: ParamSpec) -> None:
    assert check_value(spec.name, sample(spec)) == ""
    assert check_value(spec.name, None) == ""
    problem = check_value(spec.name, wrong(spec))
    assert problem and problem.endswith(".")
    errors = param_errors(Params(**{spec.name: wrong(spec)}))
    assert [(e.field, e.message) for e in errors] == [(spec.name, problem)]


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_each_parameter_is_declared_with_its_words_and_control(spec: ParamSpec) -> None:
    assert spec.label and spec.short and spec.tooltip and spec.control
    assert spec in in_section(spec.section)
    if spec.kind in ("choice", "format"):
        assert spec.choices and len(spec.words or spec.choices) == len(spec.choices)
    if spec.only_some:
        assert spec.refused
    assert not spec.withheld or spec.only_some
    if spec.column:
        assert spec.kind in ("number", "whole", "choice")


def test_controls_have_names_of_their_own() -> None:
    names = [spec.control for spec in SPECS_IN_ORDER]
    assert len(set(names)) == len(names)


def test_families_name_only_parameters_some_families_take() -> None:
    named = {name for rules in RULES for name in rules.takes}
    assert named == {spec.name for spec in SPECS_IN_ORDER if spec.only_some}


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_chat_sends_each_parameter_under_its_name(spec: ParamSpec) -> None:
    value = sample(spec)
    built = _build(Params(model=EVERYTHING, stream=False, **{spec.name: value}), "chat")
    field = rules_for(EVERYTHING).chat_field(spec.name)
    assert built.body[field] == (list(value) if isinstance(value, tuple) else value)


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_responses_takes_each_parameter_where_declared_or_says_it_did_not(
    spec: ParamSpec,
) -> None:
    value = sample(spec)
    built = _build(Params(model=EVERYTHING, stream=False, **{spec.name: value}), "responses")
    assert spec.name not in built.body or spec.wire.responses == spec.name
    if spec.wire.responses is None:
        assert dropped_note(spec.name) in built.adjustments
        assert unsupported(EVERYTHING, "responses")[spec.name]
    else:
        shaped = spec.wire.reshape(value) if spec.wire.reshape else value
        assert _at(built.body, spec.wire.responses) == shaped
        assert spec.name not in unsupported(EVERYTHING, "responses")


@pytest.mark.parametrize("spec", [s for s in SPECS_IN_ORDER if s.only_some], ids=lambda s: s.name)
def test_a_family_that_does_not_take_a_parameter_is_told(spec: ParamSpec) -> None:
    assert any(spec.name in rules_for(m).takes for m in MODELS)
    model = next(m for m in MODELS if spec.name not in rules_for(m).takes)
    reasons = unsupported(model, "chat")
    assert reasons[spec.name]
    built = _build(Params(model=model, stream=False, **{spec.name: sample(spec)}), "chat")
    if spec.withheld:
        assert spec.name not in built.body and spec.withheld in built.adjustments
    else:
        assert spec.name in built.body  # the inspector disables it; the builder sends it


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_resending_without_a_parameter_goes_by_any_of_its_names(spec: ParamSpec) -> None:
    params = Params(model=EVERYTHING, **{spec.name: sample(spec)})
    names = {spec.name, *(r.chat_field(spec.name) for r in RULES)}
    if spec.wire.responses is not None:
        names.add(spec.wire.responses)
    for name in names:
        assert without_param(params, name) == Params(model=EVERYTHING), name


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_the_difference_line_names_each_parameter_by_its_short_word(spec: ParamSpec) -> None:
    said = describe(spec.name, sample(spec))
    assert said.startswith(spec.short + " ") and said != describe(spec.name, None)
    assert describe(spec.name, None) == f"{spec.short} default"
