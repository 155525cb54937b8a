"""The figures of a reply for the compare's table (app.services.reply_figures): taken from
what is stored with the reply, as its own stats line takes them; the best of each figure;
the table as Markdown and CSV."""

from __future__ import annotations

import csv
import io
import math

import pytest

from app.domain import Message, MessageStatus, TextPart, Usage
from app.render.messages import stats_text, tokens_per_second
from app.services import reply_figures as rf
from app.services.reply_figures import ReplyFigures


def _reply(
    text: str = "Four words right here.",
    *,
    usage: Usage | None = None,
    first: float | None = 0.5,
    duration: float | None = 2.5,
    status: MessageStatus = MessageStatus.COMPLETE,
    finish: str | None = "stop",
    model: str = "gpt-4o-mini",
    role: str = "assistant",
    id_: int = 2,
) -> Message:
    return Message(
        id_,
        1,
        role,  # type: ignore[arg-type]
        (TextPart(text),) if text else (),
        model=model,
        usage=usage,
        finish_reason=finish,
        status=status,
        first_token_s=first,
        duration_s=duration,
    )


def test_figures_come_from_the_stored_reply() -> None:
    reply = _reply(usage=Usage(prompt_tokens=120, completion_tokens=80))
    seen: list[Message] = []

    def cost(message: Message) -> float:
        seen.append(message)
        return 0.0123

    figures = rf.figures_of("gpt-4o-mini", reply, cost)
    assert figures == ReplyFigures(
        "gpt-4o-mini",
        first_token_s=0.5,
        tokens_per_s=40.0,  # 80 tokens over the 2 s from the first token to the end
        input_tokens=120,
        output_tokens=80,
        cost=0.0123,
        words=4,
        ending="stop",
    )
    assert seen == [reply]


def test_speed_is_the_stats_lines_own() -> None:
    reply = _reply(usage=Usage(completion_tokens=90), first=0.25, duration=3.25)
    assert tokens_per_second(reply) == 30.0
    assert "30 tokens/s" in stats_text(reply)
    assert rf.figures_of("m", reply).tokens_per_s == 30.0
    # Too quick to measure, or nothing to measure: no speed (the line says none either).
    for quick in (
        _reply(usage=Usage(completion_tokens=9), first=0.5, duration=0.52),
        _reply(usage=None),
        _reply(usage=Usage(completion_tokens=9), first=None),
    ):
        assert tokens_per_second(quick) is None
        assert "tokens/s" not in stats_text(quick)


def test_missing_figures_stay_missing() -> None:
    reply = _reply(usage=None, first=None, duration=None)
    figures = rf.figures_of("m", reply, lambda m: None if m.usage is None else 1.0)
    assert figures.first_token_s is None and figures.tokens_per_s is None
    assert figures.input_tokens is None and figures.output_tokens is None
    assert figures.cost is None  # no usage, nothing to price: unknown, and why
    assert figures.cost_unknown == rf.NO_USAGE
    assert figures.words == 4
    assert rf.figures_of("m", _reply(usage=Usage(1, 2))).cost is None  # no pricing given
    assert rf.figures_of("m", _reply(usage=Usage(1, 2)), lambda _m: None).cost is None


def test_no_reply_and_a_reply_on_its_way() -> None:
    assert rf.figures_of("Model A", None) == ReplyFigures("Model A")
    streaming = _reply(status=MessageStatus.STREAMING, usage=Usage(5, 5))
    assert rf.figures_of("m", streaming) == ReplyFigures("m", ending=rf.ANSWERING)


@pytest.mark.parametrize(
    ("status", "finish", "ending"),
    [
        (MessageStatus.COMPLETE, "stop", "stop"),
        (MessageStatus.COMPLETE, "length", "length"),
        (MessageStatus.COMPLETE, "content_filter", "content_filter"),
        (MessageStatus.COMPLETE, None, "stop"),
        (MessageStatus.STOPPED, None, rf.STOPPED),
        (MessageStatus.ERROR, None, rf.ERROR),
        (MessageStatus.INCOMPLETE, None, rf.INCOMPLETE),
        (MessageStatus.INTERRUPTED, None, rf.INTERRUPTED),
        (MessageStatus.STREAMING, None, rf.ANSWERING),
    ],
)
def test_endings(status: MessageStatus, finish: str | None, ending: str) -> None:
    assert rf.ending_of(_reply(status=status, finish=finish)) == ending


def test_a_failed_reply_without_text_has_no_length() -> None:
    failed = _reply("", status=MessageStatus.ERROR, first=None, duration=None)
    assert rf.figures_of("m", failed).words is None
    empty = _reply("")  # an answer that is empty is zero words long
    assert rf.figures_of("m", empty).words == 0


def test_latest_reply_and_exchanges() -> None:
    question = _reply("q", role="user", id_=1)
    first, second = _reply("a", id_=2), _reply("b", id_=4)
    follow_up = _reply("q2", role="user", id_=3)
    assert rf.latest_reply([]) is None
    assert rf.latest_reply([question]) is None
    assert rf.latest_reply([question, first, follow_up, second]) is second
    assert rf.latest_reply([question, first, follow_up]) is first
    assert rf.exchanges([question, first, follow_up, second]) == 2


def test_word_count() -> None:
    assert rf.word_count("") == 0
    assert rf.word_count("  one\ttwo\n\nthree  ") == 3


def test_mean_probability() -> None:
    assert rf.mean_probability([]) is None
    assert rf.mean_probability([0.0, 0.0]) == 1.0
    assert rf.mean_probability([math.log(0.5), math.log(0.9)]) == pytest.approx(0.7)
    figures = rf.figures_of("m", _reply(), probability=0.7)
    assert figures.mean_probability == 0.7


def test_best_rows_need_two_to_compare() -> None:
    rows = [
        ReplyFigures("a", first_token_s=0.4, tokens_per_s=50.0, cost=0.002),
        ReplyFigures("b", first_token_s=0.2, tokens_per_s=80.0, cost=None),
        ReplyFigures("c", first_token_s=0.2, tokens_per_s=None, cost=0.001),
    ]
    best = rf.best_rows(rows)
    assert best == {"first_token_s": {1, 2}, "cost": {2}, "tokens_per_s": {1}}
    assert rf.best_rows([ReplyFigures("a", cost=0.1), ReplyFigures("b")]) == {}
    assert rf.best_rows([]) == {}


def test_markdown_table() -> None:
    text = rf.markdown_table(["Model", "Cost"], [["a|b", "$0.01"], ["multi\nline", "—"]], right=[1])
    assert text == ("| Model | Cost |\n| --- | ---: |\n| a\\|b | $0.01 |\n| multi line | — |\n")


def test_csv_table_round_trips() -> None:
    rows = [["gpt-4o-mini", "0.420", "1,234"], ['say "hi"', "", "x"]]
    text = rf.csv_table(["Model", "First token (s)", "Words"], rows)
    assert list(csv.reader(io.StringIO(text))) == [["Model", "First token (s)", "Words"], *rows]
    assert text.endswith("\n") and "\r" not in text
