"""HTML around message bodies: who said it, with which model, how the reply ended, and the
action links (cometdesk:ACTION:ID) the transcript turns into signals."""

from __future__ import annotations

import html
import json

from app.domain import Message, MessageStatus
from app.render.markup import INTERNAL_SCHEME, render_markdown

_STATUS_TEXT = {
    MessageStatus.INCOMPLETE: "Incomplete — the connection ended before the reply finished.",
    MessageStatus.INTERRUPTED: "Interrupted — the app closed while this reply was streaming.",
    MessageStatus.STOPPED: "Stopped — you stopped this reply.",
    MessageStatus.STREAMING: "Streaming…",
}
_FINISH_TEXT = {
    "length": "Cut at the max tokens limit — Continue?",
    "content_filter": "Stopped by the provider's content filter.",
}


BLOB_SCHEME = "blob"  # <img src="blob:HASH">: only our own stored images, read locally
THUMB_HEIGHT = 96


def action_url(action: str, message_id: int) -> str:
    return f"{INTERNAL_SCHEME}:{action}:{message_id}"


def user_message_html(message: Message, *, dark: bool = False) -> str:
    bg = "#233044" if dark else "#eef4ff"
    body = render_markdown(message.text, dark=dark) if message.text else ""
    images = ""
    if message.images:
        thumbs = " ".join(
            f'<a href="{INTERNAL_SCHEME}:image:{part.blob}">'
            f'<img src="{BLOB_SCHEME}:{part.blob}" height="{THUMB_HEIGHT}"></a>'
            for part in message.images
        )
        images = f"<p>{thumbs}</p>"
    return (
        f'<table width="100%" cellspacing="0" cellpadding="10" bgcolor="{bg}" '
        f'style="margin-top:14px;"><tr><td>'
        f'<p style="color:#6b7280; font-size:small;"><b>You</b></p>{body}{images}'
        f"</td></tr></table>"
    )


def reply_header_html(model: str) -> str:
    name = html.escape(model or "assistant")
    return f'<p style="margin-top:14px; color:#6b7280; font-size:small;"><b>{name}</b></p>'


def reply_footer_html(message: Message, *, stats: str = "") -> str:
    bits: list[str] = []
    if message.status is MessageStatus.ERROR:
        bits.append(
            f'<span style="color:#b3261e;">Error: {html.escape(message.error or "failed")}</span>'
        )
    elif message.status in _STATUS_TEXT:
        bits.append(f'<span style="color:#9a6700;">{_STATUS_TEXT[message.status]}</span>')
    if message.finish_reason in _FINISH_TEXT:
        text = _FINISH_TEXT[message.finish_reason or ""]
        bits.append(f'<span style="color:#9a6700;">{text}</span>')
    meta: list[str] = []
    if message.usage is not None:
        u = message.usage
        tokens = f"{u.prompt_tokens} in · {u.completion_tokens} out"
        if u.reasoning_tokens:
            tokens += f" · {u.reasoning_tokens} reasoning"
        meta.append(tokens)
    if stats:
        meta.append(stats)
    if meta:
        bits.append(html.escape(" · ".join(meta)))
    links = [
        f'<a href="{action_url("copy", message.id)}">Copy</a>',
        f'<a href="{action_url("copy-text", message.id)}">Copy text</a>',
        f'<a href="{action_url("regenerate", message.id)}">Regenerate</a>',
    ]
    if message.finish_reason == "length":
        links.insert(0, f'<a href="{action_url("continue", message.id)}">Continue</a>')
    bits.append(" ".join(links))
    return f'<p style="color:#6b7280; font-size:small;">{" · ".join(bits)}</p>'


REASONING_PREVIEW_CHARS = 280


def thinking_html(reasoning: str, message_id: int | None = None, *, live: bool = False) -> str:
    """The model's reasoning, folded: the last few lines while it thinks, a one-paragraph
    preview afterwards with a link that opens all of it."""
    text = " ".join(reasoning.split())
    if live:
        shown = (
            ("…" + text[-REASONING_PREVIEW_CHARS:]) if len(text) > REASONING_PREVIEW_CHARS else text
        )
        label = "Thinking…"
    else:
        shown = (
            (text[:REASONING_PREVIEW_CHARS] + "…") if len(text) > REASONING_PREVIEW_CHARS else text
        )
        label = f"Thinking ({len(reasoning.split())} words)"
    link = ""
    if message_id is not None and not live:
        link = f' · <a href="{action_url("thinking", message_id)}">Show all</a>'
    return (
        f'<p style="color:#6b7280; font-size:small;"><i>{label}</i>{link}</p>'
        f'<p style="color:#8b949e; font-size:small;">{html.escape(shown)}</p>'
    )


def tool_calls_html(message: Message, *, dark: bool = False) -> str:
    out = []
    for call in message.tool_calls:
        try:
            pretty = json.dumps(json.loads(call.arguments), indent=2, ensure_ascii=False)
        except ValueError:
            pretty = call.arguments
        name = html.escape(call.name or "tool")
        out.append(
            f'<p style="color:#6b7280; font-size:small;">Tool call <b>{name}</b> '
            "(shown, not run)</p>" + render_markdown(f"```json\n{pretty}\n```", dark=dark)
        )
    return "".join(out)


def reply_html(
    message: Message, *, dark: bool = False, stats: str = "", name: str | None = None
) -> str:
    """``name`` replaces the model's name in the header (the blind arena's "Model A")."""
    body = render_markdown(message.text, dark=dark)
    reasoning = thinking_html(message.reasoning, message.id) if message.reasoning.strip() else ""
    return (
        reply_header_html(name or message.model)
        + reasoning
        + body
        + tool_calls_html(message, dark=dark)
        + reply_footer_html(message, stats=stats)
    )


def message_html(message: Message, *, dark: bool = False, name: str | None = None) -> str:
    if message.role == "user":
        return user_message_html(message, dark=dark)
    if message.role == "assistant":
        return reply_html(message, dark=dark, name=name)
    return ""
