"""The request bodies are the same, byte for byte, as before the request parameters were
declared in one place (app/param_specs.py): every case of tests/support/request_matrix.py on
every model family and both endpoints, against what the old builders produced
(tests/support/request_bodies.json, captured from them before the change)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.support.request_matrix import FIXTURE, build_all

STOP_NOTE = "stop not sent (the Responses API does not accept it)"
NOT_ACCEPTED = "not sent (the Responses API does not accept it)"


@pytest.fixture(scope="module")
def before() -> dict[str, dict[str, Any]]:
    data: dict[str, dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def now() -> dict[str, dict[str, Any]]:
    return build_all()


def _in_declared_order(notes: list[str]) -> list[str]:
    """The one intended change: the notes for parameters /responses does not take now come
    in the parameters' order (the inspector's), so stop's follows the penalties' and
    seed's instead of leading them."""
    if STOP_NOTE not in notes:
        return notes
    out = list(notes)
    at = out.index(STOP_NOTE)
    out.pop(at)
    while at < len(out) and out[at].endswith(NOT_ACCEPTED):
        at += 1
    out.insert(at, STOP_NOTE)
    return out


def test_the_matrix_covers_every_case(
    before: dict[str, dict[str, Any]], now: dict[str, dict[str, Any]]
) -> None:
    assert now.keys() == before.keys()
    assert len(now) > 500


def test_every_body_is_sent_byte_for_byte_as_before(
    before: dict[str, dict[str, Any]], now: dict[str, dict[str, Any]]
) -> None:
    changed = [key for key in before if now[key]["body"] != before[key]["body"]]
    assert not changed, changed[:5]


def test_every_adjustment_is_said_as_before(
    before: dict[str, dict[str, Any]], now: dict[str, dict[str, Any]]
) -> None:
    changed = [
        key
        for key in before
        if now[key]["adjustments"] != _in_declared_order(before[key]["adjustments"])
    ]
    assert not changed, changed[:5]


def test_the_only_reordering_is_real() -> None:
    # The helper above moves nothing it should not: with stop alone, or first, in place.
    assert _in_declared_order([STOP_NOTE]) == [STOP_NOTE]
    seed = "seed " + NOT_ACCEPTED
    assert _in_declared_order([STOP_NOTE, seed, "n …"]) == [seed, STOP_NOTE, "n …"]
