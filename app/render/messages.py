"""HTML around message bodies: who said it, with which model, how the reply ended, and the
action links (cometdesk:ACTION:ID) the transcript turns into signals."""

from __future__ import annotations

import html
import json

from app.domain import Message, MessageStatus
from app.render.markup import INTERNAL_SCHEME, render_markdown
from app.text import number, translate


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
    }.get(status)


def _finish_text(reason: str | None) -> str | None:
    if reason == "length":
        return translate("Transcript", "Cut at the max tokens limit — Continue?")
    if reason == "content_filter":
        return translate("Transcript", "Stopped by the provider's content filter.")
    return None


# Text colours that pass WCAG AA (4.5:1) on the transcript's background and in the user's
# bubble, in each theme (tests/unit/test_contrast.py checks every pair).
LIGHT = {
    "muted": "#4b5563",
    "warning": "#8a5a00",
    "error": "#b3261e",
    "thinking": "#4b5563",
    "bubble": "#eef4ff",
}
DARK = {
    "muted": "#a1a7b3",
    "warning": "#e3b341",
    "error": "#ff9b93",
    "thinking": "#a1a7b3",
    "bubble": "#233044",
}


def colours(dark: bool) -> dict[str, str]:
    return DARK if dark else LIGHT


BLOB_SCHEME = "blob"  # <img src="blob:HASH">: only our own stored images, read locally
THUMB_HEIGHT = 96


def action_url(action: str, message_id: int) -> str:
    return f"{INTERNAL_SCHEME}:{action}:{message_id}"


def _link(action: str, message_id: int, label: str) -> str:
    return f'<a href="{action_url(action, message_id)}">{label}</a>'


def anchor_name(message_id: int) -> str:
    """The name of the anchor at the top of a message, for scrolling to it."""
    return f"m{message_id}"


def version_nav_html(message_id: int, version: tuple[int, int] | None) -> str:
    """‹ 2/3 ›: which version of this turn is shown; the arrows show the neighbours."""
    if version is None:
        return ""
    number, total = version
    prev = _link("version-prev", message_id, "‹") if number > 1 else "‹"
    nxt = _link("version-next", message_id, "›") if number < total else "›"
    return f"{prev}&nbsp;{number}/{total}&nbsp;{nxt}"


def user_message_html(
    message: Message, *, dark: bool = False, version: tuple[int, int] | None = None
) -> str:
    c = colours(dark)
    bg = c["bubble"]
    you = translate("Transcript", "You")
    links = [
        version_nav_html(message.id, version),
        _link("edit", message.id, translate("Transcript", "Edit")),
        _link("copy", message.id, translate("Transcript", "Copy")),
        _link("delete", message.id, translate("Transcript", "Delete")),
    ]
    tools = " &nbsp;·&nbsp; " + " · ".join(link for link in links if link)
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
        f'<p style="color:{c["muted"]}; font-size:small;"><a name="{anchor_name(message.id)}"></a>'
        f"<b>{you}</b>{tools}</p>{body}{images}"
        f"</td></tr></table>"
    )


def reply_header_html(model: str, message_id: int | None = None, *, dark: bool = False) -> str:
    name = html.escape(model or "assistant")
    anchor = "" if message_id is None else f'<a name="{anchor_name(message_id)}"></a>'
    muted = colours(dark)["muted"]
    return f'<p style="margin-top:14px; color:{muted}; font-size:small;">{anchor}<b>{name}</b></p>'


# Replies that did not finish get Retry (a new version) and, with some text, Continue.
_UNFINISHED = frozenset(
    {
        MessageStatus.ERROR,
        MessageStatus.INTERRUPTED,
        MessageStatus.STOPPED,
        MessageStatus.INCOMPLETE,
    }
)


def reply_footer_html(
    message: Message,
    *,
    stats: str = "",
    version: tuple[int, int] | None = None,
    dark: bool = False,
) -> str:
    c = colours(dark)
    bits: list[str] = []
    if message.status is MessageStatus.ERROR:
        error = html.escape(message.error or "failed")
        label = translate("Transcript", "Error:")
        bits.append(f'<span style="color:{c["error"]};">{label} {error}</span>')
    elif (status := _status_text(message.status)) is not None:
        bits.append(f'<span style="color:{c["warning"]};">{status}</span>')
    if (finish := _finish_text(message.finish_reason)) is not None:
        bits.append(f'<span style="color:{c["warning"]};">{finish}</span>')
    meta: list[str] = []
    if message.usage is not None:
        u = message.usage
        tokens = translate("Transcript", "{0} in · {1} out").format(
            number(u.prompt_tokens), number(u.completion_tokens)
        )
        if u.reasoning_tokens:
            tokens += " · " + translate("Transcript", "{0} reasoning").format(
                number(u.reasoning_tokens)
            )
        meta.append(tokens)
    if stats:
        meta.append(stats)
    if meta:
        bits.append(html.escape(" · ".join(meta)))
    unfinished = message.status in _UNFINISHED
    links = [
        _link("copy", message.id, translate("Transcript", "Copy")),
        _link("copy-text", message.id, translate("Transcript", "Copy text")),
        _link(
            "regenerate",
            message.id,
            translate("Transcript", "Retry")
            if unfinished
            else translate("Transcript", "Regenerate"),
        ),
        _link("delete", message.id, translate("Transcript", "Delete")),
    ]
    if message.finish_reason == "length" or (unfinished and message.text):
        links.insert(0, _link("continue", message.id, translate("Transcript", "Continue")))
    nav = version_nav_html(message.id, version)
    bits.append((nav + " &nbsp; " if nav else "") + " ".join(links))
    return f'<p style="color:{c["muted"]}; font-size:small;">{" · ".join(bits)}</p>'


REASONING_PREVIEW_CHARS = 280


def thinking_html(
    reasoning: str,
    message_id: int | None = None,
    *,
    live: bool = False,
    expanded: bool = False,
    dark: bool = False,
) -> str:
    """The model's reasoning: its last lines while it thinks; afterwards a folded section
    (one line) that the reader can open to read all of it, and fold again."""
    text = " ".join(reasoning.split())
    c = colours(dark)
    thinking = translate("Transcript", "Thinking…")
    if live:
        shown = (
            ("…" + text[-REASONING_PREVIEW_CHARS:]) if len(text) > REASONING_PREVIEW_CHARS else text
        )
        return (
            f'<p style="color:{c["muted"]}; font-size:small;"><i>{thinking}</i></p>'
            f'<p style="color:{c["thinking"]}; font-size:small;">{html.escape(shown)}</p>'
        )
    label = translate("Transcript", "Thinking ({0} words)").format(len(reasoning.split()))
    arrow = "▾" if expanded else "▸"
    head = f"{arrow} {label}"
    if message_id is not None:
        head = _link("thinking", message_id, head)
    out = f'<p style="color:{c["muted"]}; font-size:small;"><i>{head}</i></p>'
    if expanded:
        paragraphs = [p for p in reasoning.split("\n\n") if p.strip()]
        out += "".join(
            f'<p style="color:{c["thinking"]}; font-size:small;">{html.escape(p.strip())}</p>'
            for p in paragraphs
        )
    return out


def tool_calls_html(message: Message, *, dark: bool = False, expanded: bool = False) -> str:
    """Tool calls the model asked for (never run), folded to one line each by default."""
    out = []
    arrow = "▾" if expanded else "▸"
    for call in message.tool_calls:
        name = html.escape(call.name or "tool")
        label = translate("Transcript", "Tool call")
        head = _link("tools", message.id, f"{arrow} {label} <b>{name}</b>")
        muted = colours(dark)["muted"]
        note = translate("Transcript", "(shown, not run)")
        out.append(f'<p style="color:{muted}; font-size:small;">{head} {note}</p>')
        if expanded:
            try:
                pretty = json.dumps(json.loads(call.arguments), indent=2, ensure_ascii=False)
            except ValueError:
                pretty = call.arguments
            out.append(render_markdown(f"```json\n{pretty}\n```", dark=dark))
    return "".join(out)


def reply_html(
    message: Message,
    *,
    dark: bool = False,
    stats: str = "",
    name: str | None = None,
    version: tuple[int, int] | None = None,
    thinking_open: bool = False,
    tools_open: bool = False,
) -> str:
    """``name`` replaces the model's name in the header (the blind arena's "Model A")."""
    body = render_markdown(message.text, dark=dark)
    reasoning = (
        thinking_html(message.reasoning, message.id, expanded=thinking_open, dark=dark)
        if message.reasoning.strip()
        else ""
    )
    return (
        reply_header_html(name or message.model, message.id, dark=dark)
        + reasoning
        + body
        + tool_calls_html(message, dark=dark, expanded=tools_open)
        + reply_footer_html(message, stats=stats, version=version, dark=dark)
    )


def message_html(
    message: Message,
    *,
    dark: bool = False,
    name: str | None = None,
    version: tuple[int, int] | None = None,
    thinking_open: bool = False,
    tools_open: bool = False,
) -> str:
    if message.role == "user":
        return user_message_html(message, dark=dark, version=version)
    if message.role == "assistant":
        return reply_html(
            message,
            dark=dark,
            name=name,
            version=version,
            thinking_open=thinking_open,
            tools_open=tools_open,
        )
    return ""
