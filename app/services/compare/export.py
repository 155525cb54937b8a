"""A compare as Markdown: the prompt, each model's answers one after another, and a table
of what each reply cost and how it ended. Pure."""

from __future__ import annotations

from collections.abc import Sequence

from app.domain import Message


def compare_markdown(title: str, columns: Sequence[tuple[str, Sequence[Message]]]) -> str:
    """``columns``: (model label, that column's messages in order)."""
    lines = [f"# {title}", ""]
    turns = max((sum(1 for m in msgs if m.role == "user") for _l, msgs in columns), default=0)
    for turn in range(turns):
        prompt = _nth(columns[0][1], "user", turn) if columns else None
        lines += [f"## Prompt {turn + 1}", "", prompt.text if prompt else "", ""]
        for label, messages in columns:
            reply = _reply_after_user(messages, turn)
            lines += [f"### {label}", ""]
            if reply is None:
                lines += ["*(no reply)*", ""]
                continue
            lines += [reply.text or "*(empty)*", ""]
            if reply.status != "complete":
                lines += [
                    f"> Status: {reply.status}" + (f" — {reply.error}" if reply.error else ""),
                    "",
                ]
    header = "| model | replies | prompt tokens | completion tokens | last finish |"
    lines += ["## Stats", "", header, "|---|---|---|---|---|"]
    for label, messages in columns:
        replies = [m for m in messages if m.role == "assistant"]
        prompt_tokens = sum(m.usage.prompt_tokens for m in replies if m.usage)
        completion = sum(m.usage.completion_tokens for m in replies if m.usage)
        finish = (replies[-1].finish_reason or replies[-1].status) if replies else "—"
        lines.append(f"| {label} | {len(replies)} | {prompt_tokens} | {completion} | {finish} |")
    return "\n".join(lines) + "\n"


def _nth(messages: Sequence[Message], role: str, n: int) -> Message | None:
    found = [m for m in messages if m.role == role]
    return found[n] if n < len(found) else None


def _reply_after_user(messages: Sequence[Message], turn: int) -> Message | None:
    """The last assistant message between the turn-th user message and the next one."""
    seen = -1
    reply = None
    for message in messages:
        if message.role == "user":
            seen += 1
            if seen > turn:
                break
        elif message.role == "assistant" and seen == turn:
            reply = message
    return reply
