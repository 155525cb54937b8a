"""What a compare column's header says sets it apart: only the fields that differ, the
difference first when the models are the same, and no model while the arena is blind."""

from __future__ import annotations

from app.domain import Params
from app.services.compare.diff import describe, differing_fields, headers


def test_same_model_different_temperature_leads_with_the_difference() -> None:
    cols = [
        Params(model="gpt-4o-mini", temperature=0.2),
        Params(model="gpt-4o-mini", temperature=1),
    ]
    assert [h.text for h in headers(cols)] == ["T 0.2 · gpt-4o-mini", "T 1.0 · gpt-4o-mini"]


def test_different_models_lead_with_the_model_and_name_only_what_differs() -> None:
    cols = [
        Params(model="gpt-4o", temperature=0.5, max_tokens=100),
        Params(model="claude", temperature=0.5, max_tokens=200),
    ]
    assert [h.text for h in headers(cols)] == ["gpt-4o · max 100", "claude · max 200"]
    same = [Params(model="a"), Params(model="b")]
    assert [h.text for h in headers(same)] == ["a", "b"]


def test_unset_value_reads_as_default_and_flags_read_as_words() -> None:
    cols = [Params(model="m", seed=7, logprobs=True), Params(model="m")]
    assert [h.text for h in headers(cols)] == [
        "seed 7 · probabilities · m",
        "seed default · no probabilities · m",
    ]
    assert describe("reasoning_effort", "high") == "effort high"
    assert describe("verbosity", "low") == "verbosity low"
    assert describe("top_p", 0.95) == "top_p 0.95"


def test_system_prompt_is_short_in_the_header_and_whole_in_the_tooltip() -> None:
    pirate = "You are a pirate. Answer every question in pirate speech, matey, with gusto."
    cols = [Params(model="m", system_prompt=pirate), Params(model="m")]
    first, second = headers(cols)
    assert first.text.startswith("system: You are a pirate.") and "…" in first.text
    assert len(first.text) < 40
    assert pirate in first.tooltip
    assert second.text == "no system prompt · m"


def test_blind_never_names_the_model_or_its_endpoint() -> None:
    cols = [
        Params(model="gpt-4o", temperature=0.2, profile="openai"),
        Params(model="claude", temperature=1.0, profile=""),
    ]
    blind = headers(cols, blind=True)
    assert [h.text for h in blind] == ["T 0.2", "T 1.0"]
    assert all("gpt" not in h.tooltip and "claude" not in h.tooltip for h in blind)
    only_models = headers([Params(model="a"), Params(model="b")], blind=True)
    assert [h.text for h in only_models] == ["", ""]


def test_fields_compared_across_all_columns() -> None:
    cols = [Params(model="m", n=2), Params(model="m", n=2), Params(model="m", n=3)]
    assert differing_fields(cols) == ["n"]
    assert [h.text for h in headers(cols)] == ["n 2 · m", "n 2 · m", "n 3 · m"]
    assert differing_fields([Params(model="m")]) == []
    assert headers([]) == []


def test_blind_shuffle_says_where_each_column_came_from() -> None:
    import random

    from app.services.compare.session import CompareSession

    session = CompareSession(repo=None, rng=random.Random(3))  # type: ignore[arg-type]
    models = ["m", "m", "other", "third"]
    round_ = session.start_blind("q", models)
    assert sorted(round_.order) == [0, 1, 2, 3]
    assert list(round_.models) == [models[i] for i in round_.order]
