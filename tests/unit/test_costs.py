"""Costs said straight: a usage that does not add up is kept as reported and its cost is
unknown (never clamped into a figure); a reply without usage is unknown, not zero; totals
say "$0.42 + 2 replies of unknown cost" and why; reasoning tokens read as part of the
output; image models are priced per token, per image or per request as the catalog gives
it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api.catalog import is_priced, parse_catalog, price_for
from app.api.catalog_cache import read_cache, write_cache
from app.domain import ImagePart, Message, MessageStatus, ModelInfo, TextPart, Usage
from app.domain.usage_check import UsageIssue, usage_issues
from app.render.messages import stats_text, usage_problem, usage_text
from app.services import reply_figures as rf
from app.services.usage_totals import Totals, totals_of
from app.storage import Repository, open_database
from tests.unit.test_export_answers import USAGE, _three_answers

MINI = ModelInfo("gpt-4o-mini", input_price=0.15, output_price=0.6, cached_input_price=0.075)
CACHED_OVER = Usage(prompt_tokens=10, completion_tokens=5, cached_tokens=20)


def _reply(usage: Usage | None, *, images: int = 0, model: str = "gpt-4o-mini") -> Message:
    parts = (TextPart("ok"), *(ImagePart(blob=f"b{n}", mime="image/png") for n in range(images)))
    return Message(
        2, 1, "assistant", parts, model=model, usage=usage, first_token_s=0.5, duration_s=1.0
    )


# ---- a usage that does not add up -----------------------------------------------------------


@pytest.mark.parametrize(
    ("usage", "issues"),
    [
        (Usage(100, 40, reasoning_tokens=10, cached_tokens=60), ()),
        (Usage(0, 0), ()),
        (CACHED_OVER, (UsageIssue.CACHED_OVER_PROMPT,)),
        (Usage(10, 5, reasoning_tokens=6), (UsageIssue.REASONING_OVER_COMPLETION,)),
        (Usage(-3, 5), (UsageIssue.NEGATIVE,)),
        (Usage(10, 5, cached_tokens=-1), (UsageIssue.NEGATIVE,)),
    ],
)
def test_what_does_not_add_up(usage: Usage, issues: tuple[UsageIssue, ...]) -> None:
    assert usage_issues(usage) == issues


def test_an_inconsistent_usage_has_no_cost_and_is_kept_as_reported() -> None:
    assert price_for(MINI, CACHED_OVER) is None  # was clamped to 10 cached: a made-up figure
    assert price_for(MINI, Usage(10, 5, reasoning_tokens=9)) is None
    assert price_for(MINI, Usage(10, -5)) is None
    reply = _reply(CACHED_OVER)
    assert usage_text(reply) == "10 in (20 cached) · 5 out"  # as the endpoint said it
    assert stats_text(reply, None).endswith("cost unknown")
    assert usage_problem(reply) == (
        "Cost unknown: the endpoint reported 20 cached tokens of only 10 input tokens, "
        "shown as reported."
    )
    too_much_thinking = _reply(Usage(10, 5, reasoning_tokens=9))
    assert "9 reasoning tokens of only 5 output tokens" in usage_problem(too_much_thinking)
    assert "negative" in usage_problem(_reply(Usage(-1, 5)))
    # A consistent usage says nothing of the kind.
    fine = _reply(Usage(10, 5))
    assert usage_problem(fine) == "" and "unknown" not in stats_text(fine, 0.001)


def test_reasoning_reads_as_part_of_the_output() -> None:
    reply = _reply(Usage(1200, 340, reasoning_tokens=50, cached_tokens=1024))
    assert usage_text(reply) == "1,200 in (1,024 cached) · 340 out, of which 50 reasoning"


# ---- image models and other prices ----------------------------------------------------------


def test_image_models_are_priced_as_the_catalog_gives_it() -> None:
    models = parse_catalog(
        [
            {"id": "gpt-image-1", "endpoints": ["images"], "pricing": {"input": 4, "output": 32}},
            {"id": "dall-e-3", "endpoints": ["images"], "pricing": {"per_image": 0.04}},
            {"id": "mj", "endpoints": ["images"], "pricing": {"per_request": "0.1"}},
            {"id": "free-text", "pricing": {"input": None, "output": None}},
        ]
    )
    tokens, per_image, per_request = models["gpt-image-1"], models["dall-e-3"], models["mj"]
    assert per_image.image_price == 0.04 and per_request.request_price == 0.1
    # gpt-image-1: its tokens ($4 in, $32 out per 1M), as fake_images reports them.
    usage = Usage(prompt_tokens=50, completion_tokens=4160)
    assert price_for(tokens, usage, images=2) == pytest.approx((50 * 4 + 4160 * 32) / 1e6)
    assert price_for(tokens, None, images=2) is None  # priced per token, no tokens: unknown
    # dall-e-3 reports no usage: priced per image.
    assert price_for(per_image, None, images=3) == pytest.approx(0.12)
    assert price_for(per_request, None, images=4) == pytest.approx(0.1)
    assert price_for(models["free-text"], Usage(1, 1)) is None
    assert [is_priced(m) for m in (tokens, per_image, per_request, models["free-text"])] == [
        True,
        True,
        True,
        False,
    ]


def test_the_cache_keeps_the_new_prices(tmp_path: Path) -> None:
    base = "https://api.example.com/v1"
    model = ModelInfo("dall-e-3", image_price=0.04, request_price=0.01, endpoints=("images",))
    write_cache(tmp_path, base, [model], 1.0)
    cached = read_cache(tmp_path / next(p.name for p in tmp_path.iterdir()), base)
    assert cached is not None and cached[1] == [model]


# ---- totals ---------------------------------------------------------------------------------


def _totals(replies: list[tuple[str, Usage | None, int]]) -> Totals:
    catalog = {"gpt-4o-mini": MINI, "dall-e-3": ModelInfo("dall-e-3", image_price=0.04)}

    def cost(model: str, usage: Usage | None, images: int) -> float | None:
        info = catalog.get(model)
        return None if info is None else price_for(info, usage, images)

    return totals_of(replies, cost, priced=lambda m: m in catalog)


def test_unknown_costs_are_counted_never_added_as_zero() -> None:
    known = Usage(prompt_tokens=1_000_000, completion_tokens=500_000, reasoning_tokens=100)
    totals = _totals(
        [
            ("gpt-4o-mini", known, 0),  # $0.15 + $0.30
            ("gpt-4o-mini", None, 0),  # no usage reported
            ("gpt-4o-mini", CACHED_OVER, 0),  # does not add up
            ("dall-e-3", None, 2),  # per image: known without usage
            ("llama3", Usage(10, 10), 0),  # no price in the list
        ]
    )
    assert totals.replies == 5 and totals.priced == 2 and totals.unknown == 3
    assert (totals.unmetered, totals.inconsistent, totals.unpriced) == (1, 1, 1)
    assert totals.cost == pytest.approx(0.45 + 0.08)
    # The inconsistent usage's tokens are added as reported.
    assert totals.prompt == 1_000_000 + 10 + 10 and totals.cached == 20
    assert totals.reasoning == 100
    both = totals + _totals([("gpt-4o-mini", None, 0)])
    assert (both.replies, both.unmetered, both.cost) == (6, 2, totals.cost)


def test_totals_in_words(qapp: object) -> None:
    from app.ui.transcript.message_helpers import describe_totals

    usage = Usage(prompt_tokens=3700, completion_tokens=340, reasoning_tokens=50)
    priced = Totals(3700, 340, 3, 0.42, reasoning=50, unmetered=1, inconsistent=1)
    text, tip = describe_totals(priced)
    assert text == (
        "3,700 in · 340 out tokens, of which 50 reasoning · $0.4200 + 2 replies of unknown cost"
    )
    assert tip == (
        "Tokens and cost of the replies shown, 3 replies\nCost unknown for 2 replies: "
        "1 reported no token usage; 1 reported token counts that do not add up."
    )
    one = describe_totals(_totals([("gpt-4o-mini", None, 0)]))
    assert one[0] == "0 in · 0 out tokens · 1 reply of unknown cost"
    assert one[1].endswith("Cost unknown for 1 reply: 1 reported no token usage.")
    # No price for any model (an endpoint without a catalog): nothing said of cost.
    local = describe_totals(_totals([("llama3", usage, 0), ("llama3", None, 0)]))
    assert local == ("3,700 in · 340 out tokens, of which 50 reasoning", local[1])
    assert "unknown" not in local[1]
    assert describe_totals(_totals([("gpt-4o-mini", usage, 0)]))[0].endswith("$0.0008")


# ---- the compare's figures ------------------------------------------------------------------


def test_figures_say_why_a_cost_is_unknown() -> None:
    def cost(message: Message) -> float | None:
        return price_for(MINI, message.usage)

    odd = rf.figures_of("m", _reply(CACHED_OVER), cost)
    assert odd.cost is None and odd.cost_unknown == UsageIssue.CACHED_OVER_PROMPT
    assert (odd.input_tokens, odd.output_tokens) == (10, 5)  # as reported
    bare = rf.figures_of("m", _reply(None), cost)
    assert bare.cost is None and bare.cost_unknown == rf.NO_USAGE
    thinking = rf.figures_of("m", _reply(Usage(10, 340, reasoning_tokens=50)), cost)
    assert thinking.cost is not None and thinking.cost_unknown == ""
    assert (thinking.output_tokens, thinking.reasoning_tokens) == (340, 50)
    # Not priced at all (a blind round hides it): no reason is given.
    assert rf.figures_of("m", _reply(None)).cost_unknown == ""


def test_the_figures_table_words_them(qapp: object) -> None:
    from app.ui.compare.figures_model import COST, OUTPUT, FiguresModel

    model = FiguresModel()
    model.set_rows(
        [
            rf.ReplyFigures("a", output_tokens=340, reasoning_tokens=50, cost=0.001),
            rf.ReplyFigures("b", output_tokens=5, cost_unknown=UsageIssue.CACHED_OVER_PROMPT),
            rf.ReplyFigures("c", cost_unknown=rf.NO_USAGE),
            rf.ReplyFigures("d", output_tokens=7),
        ]
    )
    assert model.text(0, OUTPUT) == "340, of which 50 reasoning"
    assert [model.text(n, COST) for n in range(4)] == ["$0.0010", "unknown", "unknown", "—"]
    assert model._tip(1, COST) == "the endpoint reported more cached tokens than input tokens"
    assert model._spoken(2, COST) == (
        "unknown: the endpoint reported no token usage for this reply"
    )
    assert "| unknown |" in model.markdown(range(4))


# ---- the branch's replies in storage --------------------------------------------------------


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    yield repository
    repository.close()


def test_the_branch_lists_replies_without_usage_too(repo: Repository) -> None:
    conv_id, _ids = _three_answers(repo)  # n answers: the request's usage once
    add = repo.add_message
    add(conv_id, "user", (TextPart("Draw"),))
    image = ImagePart(blob="b", mime="image/png")
    drawn = add(conv_id, "assistant", (TextPart("Here"), image, image), model="dall-e-3")
    repo.update_message(drawn.id, status=MessageStatus.COMPLETE)
    add(conv_id, "user", (TextPart("Again"),))
    refused = add(conv_id, "assistant", (), model="gpt-4o-mini")
    repo.update_message(refused.id, status=MessageStatus.ERROR, error="401")
    add(conv_id, "user", (TextPart("More"),))
    running = add(conv_id, "assistant", (TextPart("so"),), model="gpt-4o-mini")
    repo.update_message(running.id, status=MessageStatus.STREAMING)
    assert repo.branch_replies(conv_id) == [
        ("gpt-4o-mini", USAGE, 0),
        ("dall-e-3", None, 2),  # reported no usage: listed, its cost priced per image
        # A refusal with nothing in it, and a reply still streaming, are left out.
    ]


# ---- the batch command's last line ----------------------------------------------------------


def test_the_batch_summary_says_reasoning_and_unknown_costs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from types import SimpleNamespace

    from app.cli.batch import _summary

    def record(usage: Usage | None, cost: float | None) -> SimpleNamespace:
        return SimpleNamespace(usage=usage, cost=cost)

    answered = [
        record(Usage(1000, 340, reasoning_tokens=50), 0.42),
        record(None, None),
        record(CACHED_OVER, None),
    ]
    output = SimpleNamespace(path=tmp_path / "out.jsonl")
    run = SimpleNamespace(kept={}, new=dict(enumerate(answered)), cells=answered, output=output)
    _summary(run, answered, 0, 3, 1)  # type: ignore[arg-type]
    line = capsys.readouterr().out
    assert line.endswith(
        "; 1,010 tokens in, 345 out (of which 50 reasoning), $0.42 + 2 answers of unknown cost.\n"
    )
