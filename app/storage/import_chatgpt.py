"""Reading ChatGPT's data export (`conversations.json`) into conversations.

Each ChatGPT conversation is a tree (`mapping`): editing a prompt or regenerating a reply
starts a branch. The whole tree comes in, as versions; the branch the user last saw (from
`current_node` up to the root) is the one shown. Tool calls and tool output, hidden system
messages and custom instructions are left out; the model's "thoughts" become the reasoning
of the reply that follows them.
Images are not inside conversations.json, so an image becomes a short note.
"""

from __future__ import annotations

from typing import Any

from app.domain import Message, MessageStatus, Params, Part, TextPart
from app.storage.import_errors import ImportFormatError, expect_dict, expect_list
from app.storage.repository import ConversationSnapshot

IMAGE_NOTE = "[image not included in the ChatGPT export]"
_ROLES = {"user": "user", "assistant": "assistant", "system": "system"}
_FINISH = {"stop": "stop", "max_tokens": "length"}


def is_chatgpt_export(data: Any) -> bool:
    return (
        isinstance(data, list)
        and bool(data)
        and all(isinstance(c, dict) and "mapping" in c for c in data)
    )


def _visible_branch(conv: dict[str, Any], where: str) -> list[str]:
    """The node ids from the root to the node the user last saw."""
    mapping = expect_dict(conv.get("mapping"), f"{where}.mapping")
    node_id = conv.get("current_node")
    cycle = ImportFormatError(f"{where}.mapping: the message tree has a cycle")
    if node_id is None:  # very old exports: follow the last child from the root
        roots = [k for k, v in mapping.items() if isinstance(v, dict) and not v.get("parent")]
        node_id = roots[0] if roots else None
        below: set[str] = set()  # children that lead back up would loop forever
        while isinstance(node_id, str):
            if node_id in below:
                raise cycle
            below.add(node_id)
            node = mapping.get(node_id)
            children = node.get("children") if isinstance(node, dict) else None
            if not isinstance(children, list) or not children:
                break
            node_id = children[-1]
    branch: list[str] = []
    seen: set[str] = set()
    while node_id is not None:
        if not isinstance(node_id, str):
            raise ImportFormatError(f"{where}.mapping: a node id is not text")
        if node_id in seen:
            raise cycle
        seen.add(node_id)
        node = mapping.get(node_id)
        if not isinstance(node, dict):
            raise ImportFormatError(f"{where}.mapping: no node {str(node_id)[:40]!r}")
        branch.append(node_id)
        node_id = node.get("parent")
    branch.reverse()
    return branch


def _walk(
    mapping: dict[str, Any], visible: list[str], where: str
) -> list[tuple[dict[str, Any], str | None, bool]]:
    """Every node's message, parents before children: (message, id of the nearest ancestor
    node that has a message, on the visible branch?)."""
    on_branch = set(visible)
    out: list[tuple[dict[str, Any], str | None, bool]] = []
    roots = [visible[0]] if visible else []
    roots += [
        k
        for k, v in mapping.items()
        if isinstance(v, dict) and not v.get("parent") and k not in on_branch
    ]
    stack: list[tuple[str, str | None]] = [(root, None) for root in reversed(roots)]
    seen: set[str] = set()
    while stack:
        node_id, above = stack.pop()
        node = mapping.get(node_id)
        if node_id in seen or not isinstance(node, dict):
            continue
        seen.add(node_id)
        if isinstance(node.get("message"), dict):
            out.append((node["message"], above, node_id in on_branch))
            above = node_id
        # In ChatGPT's order, so version numbers match what ChatGPT showed.
        children = [c for c in node.get("children") or [] if isinstance(c, str)]
        stack.extend((child, above) for child in reversed(children))
    if len(seen) < len(visible):
        raise ImportFormatError(f"{where}.mapping: the visible branch is not a tree path")
    return out


def _text_of(content: dict[str, Any]) -> tuple[list[Part], bool]:
    """The message's visible parts, and whether it is ordinary chat text at all."""
    kind = content.get("content_type")
    if kind in ("text", "multimodal_text"):
        parts: list[Part] = []
        for item in content.get("parts") or []:
            if isinstance(item, str):
                if item:
                    parts.append(TextPart(item))
            elif isinstance(item, dict) and "image" in str(item.get("content_type", "")):
                parts.append(TextPart(IMAGE_NOTE))
        return parts, True
    if kind == "code" and isinstance(content.get("text"), str):
        lang = content.get("language") or ""
        lang = "" if lang == "unknown" else lang
        return [TextPart(f"```{lang}\n{content['text']}\n```")], True
    return [], False


def _thoughts(content: dict[str, Any]) -> str:
    if content.get("content_type") != "thoughts":
        return ""
    chunks = []
    for thought in content.get("thoughts") or []:
        if isinstance(thought, dict):
            summary, body = thought.get("summary"), thought.get("content")
            chunks.append("\n\n".join(str(x) for x in (summary, body) if x))
    return "\n\n".join(c for c in chunks if c)


def _status(msg: dict[str, Any]) -> tuple[MessageStatus, str | None]:
    details = (msg.get("metadata") or {}).get("finish_details") or {}
    kind = details.get("type") if isinstance(details, dict) else None
    if kind == "interrupted":
        return MessageStatus.STOPPED, None
    if msg.get("status") not in (None, "finished_successfully"):
        return MessageStatus.INCOMPLETE, None
    # ChatGPT says it finished; older exports do not record why, so neither do we.
    return MessageStatus.COMPLETE, _FINISH.get(str(kind)) if kind else None


def _conversation(conv: Any, where: str) -> ConversationSnapshot:
    data = expect_dict(conv, where)
    created = _number(data.get("create_time"), 0.0)
    updated = _number(data.get("update_time"), created)
    mapping = expect_dict(data.get("mapping"), f"{where}.mapping")
    messages: list[Message] = []
    # Per node: the kept message it leads to (its own, or its nearest kept ancestor's), and
    # the thoughts waiting for the next reply below it.
    kept: dict[str | None, int | None] = {None: None}
    thinking: dict[str | None, list[str]] = {None: []}
    for msg, above, shown in _walk(mapping, _visible_branch(data, where), where):
        node_id = msg.get("id") if isinstance(msg.get("id"), str) else f"#{len(kept)}"
        parent = kept.get(above)
        reasoning = list(thinking.get(above, []))
        kept[node_id], thinking[node_id] = parent, reasoning
        author = msg.get("author") or {}
        role = _ROLES.get(str(author.get("role")))
        content = msg.get("content") or {}
        meta = msg.get("metadata") or {}
        if role is None or not isinstance(content, dict) or not isinstance(meta, dict):
            continue  # tool output
        thoughts = _thoughts(content)
        if thoughts:
            thinking[node_id] = [*reasoning, thoughts]
            continue
        if msg.get("recipient", "all") != "all" or meta.get("is_visually_hidden_from_conversation"):
            continue  # a call to a tool, or something ChatGPT itself does not show
        parts, is_chat = _text_of(content)
        if not is_chat or not parts:
            continue
        status, finish = _status(msg) if role == "assistant" else (MessageStatus.COMPLETE, None)
        before = messages[parent].created_at if parent is not None else created
        stamp = _number(msg.get("create_time"), before)
        kept[node_id] = len(messages)
        if role == "assistant":
            thinking[node_id] = []
        messages.append(
            Message(
                id=len(messages),
                conversation_id=0,
                parent_id=parent,
                active=shown,
                role=role,  # type: ignore[arg-type]  # one of _ROLES' values
                parts=tuple(parts),
                model=str(meta.get("model_slug") or "") if role == "assistant" else "",
                finish_reason=finish,
                status=status,
                reasoning="\n\n".join(reasoning) if role == "assistant" else "",
                created_at=stamp,
                updated_at=_number(msg.get("update_time"), stamp),
            )
        )
    title = data.get("title")
    return ConversationSnapshot(
        title=title if isinstance(title, str) and title else "ChatGPT conversation",
        created_at=created,
        updated_at=updated,
        params=Params(model=str(data.get("default_model_slug") or "")),
        pinned=False,
        messages=tuple(messages),
        linked=True,
    )


def _number(value: Any, default: float) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return default


def chatgpt_snapshots(data: Any) -> list[ConversationSnapshot]:
    items = expect_list(data, "document")
    return [_conversation(c, f"[{n}]") for n, c in enumerate(items)]
