"""Whether a reply's reported usage adds up. A server can report more cached tokens than it
was sent, a negative count or more reasoning than output; such a usage is kept as reported
(it is what the server said) but no cost is worked out from it, since any correction would
be a guess shown as a figure. Plain Python."""

from __future__ import annotations

from enum import StrEnum

from app.domain.models import Usage


class UsageIssue(StrEnum):
    NEGATIVE = "negative"  # a count below zero
    CACHED_OVER_PROMPT = "cached_over_prompt"  # more cached tokens than prompt tokens
    REASONING_OVER_COMPLETION = "reasoning_over_completion"  # reasoning is part of output


def usage_issues(usage: Usage) -> tuple[UsageIssue, ...]:
    """What does not add up in ``usage`` (empty when it is consistent)."""
    counts = (
        usage.prompt_tokens,
        usage.completion_tokens,
        usage.reasoning_tokens,
        usage.cached_tokens,
    )
    if any(n < 0 for n in counts):
        return (UsageIssue.NEGATIVE,)  # the comparisons below would mean nothing
    issues: list[UsageIssue] = []
    if usage.cached_tokens > usage.prompt_tokens:
        issues.append(UsageIssue.CACHED_OVER_PROMPT)
    if usage.reasoning_tokens > usage.completion_tokens:
        issues.append(UsageIssue.REASONING_OVER_COMPLETION)
    return tuple(issues)
