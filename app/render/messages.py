"""Words around a message's text: how a reply ended, its token usage and timing, a preview
of its reasoning. Pure functions; the widgets show them."""

from __future__ import annotations

from app.domain import Message, MessageStatus, ToolCallPart
from app.domain.usage_check import UsageIssue, usage_issues
from app.render.tool_text import shown
from app.translation import money, number, translate


def _status_text(status: MessageStatus) -> str | None:
    return {
        MessageStatus.INCOMPLETE: translate(
            "Transcript", "Incomplete — the connection ended before the reply finished."
        ),
        MessageStatus.INTERRUPTED: translate(
            "Transcript", "Interrupted — the app closed while this reply was streaming."
        ),
        MessageStatus.STOPPED: translate("Transcript", "Stopped — you stopped this reply."),
        MessageStatus.STREAMING: translate("Transcript", "Streaming…"),
        MessageStatus.BACKGROUND: translate(
            "Transcript", "In progress on the server — it appears here when it is done."
        ),
    }.get(status)


def _finish_text(reason: str | None) -> str | None:
    if reason == "length":
        return translate("Transcript", "Cut at the max tokens limit — Continue?")
    if reason == "content_filter":
        return translate("Transcript", "Stopped by the provider's content filter.")
    return None


def status_line(message: Message) -> tuple[str, str] | None:
    """How a reply ended when that is worth saying: (text, tone "warning" or "error")."""
    if message.status is MessageStatus.ERROR:
        label = translate("Transcript", "Error:")
        return f"{label} {message.error or 'failed'}", "error"
    if message.status is MessageStatus.INCOMPLETE and message.error:
        # Stopped on purpose (the tool loop's step limit): the reason, not "the connection".
        return translate("Transcript", "Incomplete — {0}").format(shown(message.error)), "warning"
    bits = [t for t in (_status_text(message.status), _finish_text(message.finish_reason)) if t]
    return (" ".join(bits), "warning") if bits else None


def tool_error(call: ToolCallPart) -> str:
    """Why a tool call failed or was denied, in the UI language (stored and sent in English)."""
    return shown(call.error)


def usage_text(message: Message) -> str:
    """ "1,200 in (1,024 cached) · 340 out, of which 50 reasoning" tokens (reasoning tokens
    are part of the output), or "" when the reply reported no usage."""
    if message.usage is None:
        return ""
    u = message.usage
    prompt = number(u.prompt_tokens)
    if u.cached_tokens:
        prompt = translate("Transcript", "{0} in ({1} cached)").format(
            prompt, number(u.cached_tokens)
        )
    else:
        prompt = translate("Transcript", "{0} in").format(prompt)
    text = translate("Transcript", "{0} · {1} out").format(prompt, number(u.completion_tokens))
    if u.reasoning_tokens:
        text = translate("Transcript", "{0}, of which {1} reasoning").format(
            text, number(u.reasoning_tokens)
        )
    return text


def usage_problem(message: Message) -> str:
    """Why the reply's cost is unknown when its reported usage does not add up (kept as
    reported, not corrected), in words for a tooltip; "" when it adds up or is absent."""
    u = message.usage
    if u is None:
        return ""
    issues = usage_issues(u)
    if UsageIssue.NEGATIVE in issues:
        return translate(
            "Transcript",
            "Cost unknown: the endpoint reported a negative token count, shown as reported.",
        )
    if UsageIssue.CACHED_OVER_PROMPT in issues:
        return translate(
            "Transcript",
            "Cost unknown: the endpoint reported {0} cached tokens of only {1} input tokens, "
            "shown as reported.",
        ).format(number(u.cached_tokens), number(u.prompt_tokens))
    if UsageIssue.REASONING_OVER_COMPLETION in issues:
        return translate(
            "Transcript",
            "Cost unknown: the endpoint reported {0} reasoning tokens of only {1} output "
            "tokens, shown as reported.",
        ).format(number(u.reasoning_tokens), number(u.completion_tokens))
    return ""


def tokens_per_second(message: Message) -> float | None:
    """Output tokens per second of generating, from what is stored with the reply; None
    when not measured, or too quick (under 50 ms) for the figure to mean anything."""
    generating = message.generation_s or 0.0
    tokens = message.usage.completion_tokens if message.usage else 0
    if message.first_token_s is None or generating <= 0.05 or not tokens:
        return None
    return tokens / generating


def stats_text(message: Message, cost: float | None = None, saving: float | None = None) -> str:
    """ "first token 0.42 s · 35 tokens/s · $0.0012 (cache saved $0.0003)" from what is
    stored with the reply (its timing and usage), so every version keeps its figures; ""
    when nothing was measured. ``saving``: what cached prompt tokens saved, shown with a
    known cost only. A usage that does not add up says "cost unknown" (``usage_problem``
    says why)."""
    parts: list[str] = []
    if message.first_token_s is not None:
        parts.append(
            translate("Transcript", "first token {0} s").format(number(message.first_token_s, 2))
        )
        speed = tokens_per_second(message)
        if speed is not None:
            parts.append(translate("Transcript", "{0} tokens/s").format(number(speed)))
    if cost is not None:
        shown_cost = money(cost)
        if saving:
            shown_cost = translate("Transcript", "{0} (cache saved {1})").format(
                shown_cost, money(saving)
            )
        parts.append(shown_cost)
    elif usage_problem(message):
        parts.append(translate("Transcript", "cost unknown"))  # never a made-up figure
    return " · ".join(parts)


REASONING_PREVIEW_CHARS = 120


def thinking_preview(reasoning: str) -> str:
    """The end of the reasoning so far, on one line (what the model is thinking about now)."""
    text = " ".join(reasoning.split())
    if len(text) > REASONING_PREVIEW_CHARS:
        return "…" + text[-REASONING_PREVIEW_CHARS:]
    return text
