"""Params: every request parameter a typed, checked field. Stored data of both shapes reads
back (older data kept n, verbosity, response_format and service_tier in ``extra``), the
values are checked in one place, and the inspector's check reports the field to point at."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.domain import Params, param_errors
from app.services.param_inputs import InputError, checked_params, parse_stop, response_format
from app.storage import Repository, open_database

SCHEMA_FORMAT = {
    "type": "json_schema",
    "json_schema": {"name": "answer", "schema": {"type": "object"}, "strict": True},
}
# What the inspector stored before the typed fields existed.
OLD_SHAPE: dict[str, Any] = {
    "model": "gpt-5",
    "temperature": 0.5,
    "stop": ["END"],
    "extra": {
        "n": 2,
        "verbosity": "low",
        "response_format": SCHEMA_FORMAT,
        "service_tier": "flex",
        "logprobs": True,
    },
}


def test_old_shape_moves_known_keys_out_of_extra() -> None:
    params = Params.from_json(OLD_SHAPE)
    assert (params.n, params.verbosity, params.service_tier) == (2, "low", "flex")
    assert params.response_format == SCHEMA_FORMAT
    assert params.extra == {"logprobs": True}  # what nothing models stays the escape hatch
    assert params.stop == ("END",) and params.temperature == 0.5
    assert OLD_SHAPE["extra"]["n"] == 2  # the stored data is not changed under the caller


def test_new_shape_round_trips_and_keeps_a_same_named_extra_key() -> None:
    params = Params(
        model="gpt-5",
        n=3,
        verbosity="high",
        response_format={"type": "json_object"},
        service_tier="priority",
        extra={"n": 5, "logit_bias": {"42": -100}},  # typed by hand in the extra body
    )
    data = json.loads(json.dumps(params.to_json()))
    assert data["n"] == 3 and data["extra"] == {"n": 5, "logit_bias": {"42": -100}}
    assert Params.from_json(data) == params


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("n", 0),
        ("n", "2"),
        ("verbosity", "loud"),
        ("response_format", {"type": "text"}),
        ("response_format", "json"),
        ("service_tier", "scale"),
    ],
)
def test_an_old_value_no_field_can_hold_stays_in_extra(key: str, value: Any) -> None:
    params = Params.from_json({"model": "m", "extra": {key: value}})
    assert getattr(params, key) is None
    assert params.extra == {key: value}  # still sent as it always was
    assert param_errors(params) == []


def test_data_without_extra_or_any_field_reads_as_defaults() -> None:
    assert Params.from_json({}) == Params()
    assert Params.from_json({"model": "m", "unknown": 1}) == Params(model="m")


def test_a_stored_compare_group_is_not_a_parameter() -> None:
    # Older data kept the conversation's compare group among its params.
    assert Params.from_json({"model": "m", "compare_group": "g1"}) == Params(model="m")
    assert "compare_group" not in Params(model="m").to_json()


@pytest.mark.parametrize(
    ("changes", "field", "fragment"),
    [
        ({"temperature": 2.5}, "temperature", "from 0 to 2"),
        ({"temperature": "hot"}, "temperature", "a number"),
        ({"temperature": float("nan")}, "temperature", "a number"),
        ({"top_p": 1.5}, "top_p", "from 0 to 1"),
        ({"presence_penalty": -3}, "presence_penalty", "from -2 to 2"),
        ({"max_tokens": 0}, "max_tokens", "at least 1"),
        ({"max_tokens": 1.5}, "max_tokens", "whole number"),
        ({"seed": True}, "seed", "whole number"),
        ({"stop": ("a", "b", "c", "d", "e")}, "stop", "At most 4 stop sequences; there are 5."),
        ({"reasoning_effort": "max"}, "reasoning_effort", "low, medium, high"),
        ({"n": 0}, "n", "from 1 to 128"),
        ({"n": 129}, "n", "from 1 to 128"),
        ({"n": 2.0}, "n", "whole number"),
        ({"verbosity": "loud"}, "verbosity", "low, medium, high"),
        ({"service_tier": "scale"}, "service_tier", "auto, flex, priority"),
        ({"response_format": {"type": "text"}}, "response_format", '"json_object"'),
        ({"response_format": {"type": "json_schema"}}, "response_format", '"json_schema"'),
        (
            {"response_format": {"type": "json_schema", "json_schema": {"schema": {}}}},
            "response_format",
            "name",
        ),
    ],
)
def test_values_the_api_would_not_take_are_named(
    changes: dict[str, Any], field: str, fragment: str
) -> None:
    params = Params(model="m", **changes)
    errors = param_errors(params)
    assert [e.field for e in errors] == [field]
    assert fragment in errors[0].message
    with pytest.raises(InputError) as raised:
        checked_params(params)
    assert raised.value.field == field and raised.value.message == errors[0].message


def test_good_values_pass_and_unset_values_are_not_checked() -> None:
    params = Params(
        model="m",
        temperature=0.0,
        top_p=1,
        max_tokens=1,
        presence_penalty=-2.0,
        frequency_penalty=2.0,
        stop=("a", "b", "c", "d"),
        seed=-7,
        reasoning_effort="high",
        n=128,
        verbosity="medium",
        response_format=SCHEMA_FORMAT,
        service_tier="auto",
    )
    assert param_errors(params) == []
    assert param_errors(Params()) == []
    assert checked_params(params) is params


def test_not_strict_unsets_only_the_bad_fields() -> None:
    params = Params(model="m", temperature=0.7, n=0, stop=tuple("abcde"), extra={"x": 1})
    loose = checked_params(params, strict=False)
    assert loose == Params(model="m", temperature=0.7, extra={"x": 1})


def test_unset_restores_defaults() -> None:
    params = Params(model="m", n=2, stop=("x",), extra={"a": 1})
    cleared = params.unset("n", "stop", "extra")
    assert cleared == Params(model="m")
    assert cleared.extra == {} and cleared.extra is not Params().extra


def test_inspector_text_becomes_values_checked_like_the_rest() -> None:
    assert parse_stop("END\n\nSTOP\n") == ("END", "STOP")
    too_many = Params(stop=parse_stop("a\nb\nc\nd\ne"))
    with pytest.raises(InputError) as raised:
        checked_params(too_many)
    assert raised.value.field == "stop"
    fmt = response_format("json_schema", '{"title": "My answer", "type": "object"}')
    assert fmt is not None and fmt["json_schema"]["name"] == "My_answer"
    assert param_errors(Params(response_format=fmt)) == []
    with pytest.raises(InputError) as bad:
        response_format("json_schema", "[1]")
    assert bad.value.field == "schema"


def test_old_rows_in_the_database_read_as_typed_fields(tmp_path: Path) -> None:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    conv = repo.create_conversation("old", Params(model="gpt-5"))
    repo.close()
    raw = sqlite3.connect(tmp_path / "db.sqlite3")
    with raw:
        raw.execute("UPDATE conversations SET params = ?", (json.dumps(OLD_SHAPE),))
    raw.close()
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    try:
        stored = repo.get_conversation(conv.id)
    finally:
        repo.close()
    assert stored is not None
    assert stored.params == Params.from_json(OLD_SHAPE)
    assert stored.params.n == 2 and stored.params.extra == {"logprobs": True}
