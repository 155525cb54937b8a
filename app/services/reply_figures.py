"""The figures of one reply, for comparing replies side by side (the compare's figures
table): time to first token, speed, tokens, cost, length, how it ended and, when the reply
carries token probabilities, their mean. Everything comes from what is stored with the reply,
computed as the reply's own stats line computes it (app.render.messages), so the table and
the line under the reply never disagree. Pure: no Qt, no I/O."""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass

from app.domain import Message, MessageStatus, Usage
from app.domain.usage_check import usage_issues
from app.render.messages import tokens_per_second

# How a reply ended, beyond the API's own finish reasons ("stop", "length", "tool_calls",
# "content_filter", …): the ones the app knows of itself.
ANSWERING = "answering"
STOPPED = "stopped"
ERROR = "error"
INCOMPLETE = "incomplete"
INTERRUPTED = "interrupted"
NO_REPLY = ""

# Why a cost is unknown, besides a usage that does not add up (a UsageIssue value).
NO_USAGE = "no_usage"

# Which figure is best when smaller (the first token sooner, the cost lower) or larger.
LOWER_IS_BETTER = ("first_token_s", "cost")
HIGHER_IS_BETTER = ("tokens_per_s",)


@dataclass(frozen=True, slots=True)
class ReplyFigures:
    """One row of the table. ``label`` names the column ("gpt-4o-mini", or "Model A" while
    a blind round hides the names); a figure is None when the reply did not report it."""

    label: str
    first_token_s: float | None = None
    tokens_per_s: float | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None  # reasoning included
    cost: float | None = None
    words: int | None = None
    ending: str = NO_REPLY
    mean_probability: float | None = None
    reasoning_tokens: int | None = None  # part of ``output_tokens``
    # Why ``cost`` is None although the reply was priced: NO_USAGE, or the UsageIssue of a
    # usage that does not add up; "" otherwise (the cost is known, hidden or not priced).
    cost_unknown: str = ""


def latest_reply(messages: Sequence[Message]) -> Message | None:
    """The last reply of the branch: the latest exchange's answer (None before any)."""
    for message in reversed(messages):
        if message.role == "assistant":
            return message
    return None


def exchanges(messages: Iterable[Message]) -> int:
    """How many replies the branch holds: one per exchange."""
    return sum(1 for m in messages if m.role == "assistant")


def word_count(text: str) -> int:
    """Words as a reader counts them: runs of text between spaces (as the reasoning's
    "Thinking (n words)" counts them)."""
    return len(text.split())


def ending_of(message: Message) -> str:
    """How the reply ended: the API's finish reason when it finished, else the app's word
    for what happened (answering, stopped, error, incomplete, interrupted)."""
    status = message.status
    if status is MessageStatus.COMPLETE:
        return message.finish_reason or "stop"
    return {
        MessageStatus.STREAMING: ANSWERING,
        MessageStatus.STOPPED: STOPPED,
        MessageStatus.ERROR: ERROR,
        MessageStatus.INCOMPLETE: INCOMPLETE,
        MessageStatus.INTERRUPTED: INTERRUPTED,
    }[status]


def mean_probability(logprobs: Iterable[float]) -> float | None:
    """The mean probability of the tokens chosen, from their log probabilities (None when
    there are none): how sure the model was, token by token, on average."""
    values = [math.exp(lp) for lp in logprobs]
    return sum(values) / len(values) if values else None


def figures_of(
    label: str,
    reply: Message | None,
    cost: Callable[[Message], float | None] | None = None,
    *,
    probability: float | None = None,
) -> ReplyFigures:
    """The figures of ``reply`` (None: the column has no reply yet). ``cost`` prices a
    reply (ModelDirectory.cost_of); None leaves the cost out (hidden). A reply it cannot
    price says why in ``cost_unknown`` when the reply is the reason (no usage, or a usage
    that does not add up). ``probability``: the mean token probability, when the reply
    carries logprobs."""
    if reply is None:
        return ReplyFigures(label)
    if reply.status is MessageStatus.STREAMING:
        return ReplyFigures(label, ending=ANSWERING)
    usage = reply.usage
    text = reply.text
    price = cost(reply) if cost is not None else None
    return ReplyFigures(
        label,
        first_token_s=reply.first_token_s,
        tokens_per_s=tokens_per_second(reply),
        input_tokens=usage.prompt_tokens if usage is not None else None,
        output_tokens=usage.completion_tokens if usage is not None else None,
        cost=price,
        words=word_count(text) if text or reply.status is MessageStatus.COMPLETE else None,
        ending=ending_of(reply),
        mean_probability=probability,
        reasoning_tokens=usage.reasoning_tokens if usage and usage.reasoning_tokens else None,
        cost_unknown=_cost_unknown(usage) if cost is not None and price is None else "",
    )


def _cost_unknown(usage: Usage | None) -> str:
    """Why a priced reply has no cost: no usage, or a usage that does not add up."""
    if usage is None:
        return NO_USAGE
    issues = usage_issues(usage)
    return issues[0].value if issues else ""


def best_rows(rows: Sequence[ReplyFigures]) -> dict[str, set[int]]:
    """For each figure where lower or higher is better, the rows holding the best value,
    when at least two rows have one to compare (one figure alone is best of nothing)."""
    best: dict[str, set[int]] = {}
    for name in (*LOWER_IS_BETTER, *HIGHER_IS_BETTER):
        values = [(n, getattr(r, name)) for n, r in enumerate(rows)]
        known = [(n, v) for n, v in values if v is not None]
        if len(known) < 2:
            continue
        pick = min if name in LOWER_IS_BETTER else max
        target = pick(v for _n, v in known)
        best[name] = {n for n, v in known if v == target}
    return best


def markdown_table(
    headers: Sequence[str], rows: Sequence[Sequence[str]], right: Collection[int] = ()
) -> str:
    """A GitHub-flavoured Markdown table; the columns in ``right`` align right (numbers)."""

    def cell(text: str) -> str:
        return " ".join(text.split()).replace("|", "\\|")

    rule = ["---:" if n in right else "---" for n in range(len(headers))]
    lines = [headers, rule, *rows]
    return "".join("| " + " | ".join(cell(c) for c in line) + " |\n" for line in lines)


def csv_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Comma-separated values with a header line, quoted where a cell needs it."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(headers)
    writer.writerows(rows)
    return out.getvalue()
