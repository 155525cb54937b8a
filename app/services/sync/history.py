"""The history as sync sees it: each conversation and message as field values
(app.sync.changes), and received values written back into it.

Reading runs on the history's owning thread (``History.run``) and returns plain data; the
values are JSON, the same on every machine for the same content, so their hashes tell a
change made here from one received.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.domain import (
    Conversation,
    Message,
    MessageStatus,
    Params,
    TokenLogprobs,
    Usage,
    parts_from_json,
    parts_to_json,
)
from app.domain.logprobs import unpack
from app.storage import ConversationSnapshot, Repository
from app.storage.blob_refs import part_blobs
from app.storage.sync_reads import conversation_any
from app.storage.sync_writes import (
    delete_synced_messages,
    purge_conversation,
    set_synced_links,
    set_synced_metadata,
    set_synced_result,
    show_synced_leaf,
)

# Fields whose value is the default need no change of their own until they differ.
CONVERSATION_DEFAULTS: dict[str, Any] = {
    "pinned": False,
    "folder": None,
    "assistant": "",
    "knowledge_bases": [],
    "trashed": False,
    "compare_group": "",
}
MESSAGE_DEFAULTS: dict[str, Any] = {"response_id": None, "retrieval": None, "replaced_by": None}
# Sent once, when a message is first sent; never changed (an edit is a new version).
IMMUTABLE = frozenset({"created"})


@dataclass
class LocalConversation:
    """A conversation read from the history, with what its fields need."""

    conversation: Conversation
    trashed: bool
    folder: str | None
    bases: list[str]
    messages: list[Message]
    leaf: int | None  # the last message on screen


def read_conversation(
    repo: Repository, cid: int, folders: Mapping[int, str] | None = None
) -> LocalConversation | None:
    """The conversation ``cid``, live or in the trash; None when it is gone (purged).
    ``folders``: id → name, when the caller read them already."""
    found = conversation_any(repo, cid)
    if found is None:
        return None
    conv, trashed = found
    if folders is None:
        folders = {f.id: f.name for f in repo.list_folders()}
    messages = repo.list_all_messages(cid)
    shown = [m.id for m in messages if m.active]
    return LocalConversation(
        conv,
        trashed,
        None if conv.folder_id is None else folders.get(conv.folder_id),
        repo.knowledge_bases(cid),
        messages,
        max(shown, default=None),
    )


def synced_messages(local: LocalConversation) -> list[Message]:
    """The messages that travel: not a reply still arriving (it goes when it is done)."""
    return [m for m in local.messages if m.status != MessageStatus.STREAMING]


def conversation_values(local: LocalConversation, uids: Mapping[int, str]) -> dict[str, Any]:
    conv = local.conversation
    values: dict[str, Any] = {
        "created": {"created_at": conv.created_at},
        "title": conv.title,
        "pinned": conv.pinned,
        "folder": local.folder,
        "params": conv.params.to_json(),
        "assistant": conv.assistant,
        "knowledge_bases": list(local.bases),
        "trashed": local.trashed,
        "compare_group": conv.compare_group,
    }
    leaf = next((m for m in local.messages if m.id == local.leaf), None)
    # A reply still arriving is not sent yet: the branch it ends is told once it is done.
    if leaf is not None and leaf.status != MessageStatus.STREAMING and leaf.id in uids:
        values["shown"] = uids[leaf.id]
    elif leaf is None:
        values["shown"] = None
    return values


Tree = dict[str, tuple[str | None, float]]  # message uid → (parent uid, when it was made)


def tree_of(local: LocalConversation, uids: Mapping[int, str]) -> Tree:
    """The messages that can be shown (not failed attempts, not a reply still arriving),
    as uids: what ``newest_leaf`` walks."""
    return {
        uids[m.id]: (None if m.parent_id is None else uids.get(m.parent_id), m.created_at)
        for m in synced_messages(local)
        if m.id in uids and m.replaced_by is None
    }


def newest_leaf(tree: Tree, winner: str) -> str:
    """The message to show last when ``winner`` was chosen: the newest version at each
    turn below it, by when it was made (then uid). Every machine with the same messages
    shows the same branch, and a message that arrives below it joins what is shown."""
    children: dict[str, list[tuple[float, str]]] = {}
    for uid, (parent, made) in tree.items():
        if parent is not None:
            children.setdefault(parent, []).append((made, uid))
    leaf, seen = winner, {winner}
    while children.get(leaf):
        leaf = max(children[leaf])[1]
        if leaf in seen:
            break
        seen.add(leaf)
    return leaf


def display_leaf(tree: Tree, winner: str | None) -> str | None:
    """The message to show last: below the chosen one (``newest_leaf``) or, when it is not
    here (deleted, never chosen), below the newest first message; None for no messages."""
    if winner is not None and winner in tree:
        return newest_leaf(tree, winner)
    roots = [(made, uid) for uid, (parent, made) in tree.items() if parent is None]
    return newest_leaf(tree, max(roots)[1]) if roots else None


def result_value(m: Message) -> dict[str, Any]:
    """A message's outcome, as one field."""
    return {
        "parts": parts_to_json(m.parts),
        "status": m.status.value,
        "finish_reason": m.finish_reason,
        "usage": None if m.usage is None else m.usage.to_json(),
        "error": m.error,
        "error_kind": m.error_kind,
        "reasoning": m.reasoning,
        "first_token_s": m.first_token_s,
        "duration_s": m.duration_s,
        "logprobs": m.logprobs.packed() if m.logprobs else None,
    }


def message_values(m: Message, uids: Mapping[int, str]) -> dict[str, Any]:
    return {
        "created": {
            "role": m.role,
            "parent": None if m.parent_id is None else uids.get(m.parent_id),
            "created_at": m.created_at,
            "model": m.model,
            "params": None if m.params is None else m.params.to_json(),
        },
        "result": result_value(m),
        "response_id": m.response_id,
        "retrieval": m.retrieval,
        "replaced_by": None if m.replaced_by is None else uids.get(m.replaced_by),
    }


def blobs_of(result: Mapping[str, Any]) -> dict[str, str]:
    """sha256 → MIME type of the attachments a result's parts use."""
    parts = parts_from_json(list(result.get("parts") or []))
    return {sha: mime for sha, mime in part_blobs(parts) if sha}


def without_refs(result: Any) -> Any:
    """A received result as its hash is taken: where its attachments are stored is not
    part of it (each machine stores them under its own name)."""
    if isinstance(result, dict) and "blobs" in result:
        return {k: v for k, v in result.items() if k != "blobs"}
    return result


# ---- writing received values ----------------------------------------------------------------


def create_conversation(repo: Repository, fields: Mapping[str, Any]) -> int:
    """A conversation new here, empty: its messages go in like any others."""
    created = fields.get("created") or {}
    made = float(created.get("created_at", 0.0)) if isinstance(created, dict) else 0.0
    snap = ConversationSnapshot(
        title=str(fields.get("title") or "New chat"),
        created_at=made,
        updated_at=made,
        params=Params.from_json(fields.get("params") or {}),
        pinned=bool(fields.get("pinned")),
        messages=(),
        linked=True,
        compare_group=str(fields.get("compare_group") or ""),
        assistant=str(fields.get("assistant") or ""),
        knowledge_bases=tuple(_names(fields.get("knowledge_bases"))),
    )
    return repo.import_conversations([snap]).conversation_ids[0]


def _names(value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        raise ValueError("knowledge_bases: expected a list of names")
    return list(value)


def message_from(created: Mapping[str, Any], result: Mapping[str, Any] | None) -> Message:
    """The domain message of received values (ValueError etc. when malformed)."""
    params = created.get("params")
    made = float(created["created_at"])
    result = result or {"parts": [], "status": MessageStatus.COMPLETE.value}
    usage = result.get("usage")
    return Message(
        id=0,
        conversation_id=0,
        role=created["role"],
        parts=parts_from_json(list(result.get("parts") or [])),
        model=str(created.get("model") or ""),
        params=None if params is None else Params.from_json(params),
        usage=None if usage is None else Usage.from_json(usage),
        finish_reason=result.get("finish_reason"),
        status=MessageStatus(result.get("status") or "complete"),
        error=result.get("error"),
        reasoning=str(result.get("reasoning") or ""),
        created_at=made,
        updated_at=made,
        error_kind=str(result.get("error_kind") or ""),
        first_token_s=result.get("first_token_s"),
        duration_s=result.get("duration_s"),
        logprobs=_logprobs(result.get("logprobs")),
    )


def _logprobs(packed: Any) -> TokenLogprobs | None:
    if not isinstance(packed, str) or not packed:
        return None
    return TokenLogprobs(unpack(packed))


def set_metadata(repo: Repository, cid: int, values: Mapping[str, Any]) -> None:
    """Write the conversation's fields as ``values`` has them (all of them)."""
    set_synced_metadata(
        repo,
        cid,
        title=str(values["title"]),
        pinned=bool(values["pinned"]),
        folder_id=_folder_id(repo, values.get("folder")),
        params=Params.from_json(values.get("params") or {}),
        trashed=bool(values["trashed"]),
        compare_group=str(values.get("compare_group") or ""),
        assistant=str(values.get("assistant") or ""),
        knowledge_bases=_names(values.get("knowledge_bases")),
    )


def _folder_id(repo: Repository, name: Any) -> int | None:
    if not isinstance(name, str) or not name:
        return None
    for folder in repo.list_folders():
        if folder.name == name:
            return folder.id
    return repo.create_folder(name).id


def set_result(
    repo: Repository, message_id: int, created: Mapping[str, Any], result: Mapping[str, Any]
) -> None:
    message = message_from(created, result)
    current = repo.get_message(message_id)
    updated = max(message.created_at, current.updated_at if current is not None else 0.0)
    from dataclasses import replace

    set_synced_result(repo, message_id, replace(message, updated_at=updated))


def set_links(
    repo: Repository,
    message_id: int,
    values: Mapping[str, Any],
    local_of: Mapping[str, int],
) -> None:
    replaced = values.get("replaced_by")
    set_synced_links(
        repo,
        message_id,
        response_id=_text(values.get("response_id")),
        retrieval=_text(values.get("retrieval")),
        replaced_by=None if replaced is None else local_of.get(str(replaced)),
    )


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def show_leaf(repo: Repository, cid: int, leaf_id: int) -> None:
    show_synced_leaf(repo, cid, leaf_id)


def purge(repo: Repository, cid: int) -> None:
    purge_conversation(repo, cid)


def delete_messages(repo: Repository, ids: Iterable[int]) -> None:
    delete_synced_messages(repo, list(ids))


__all__ = [
    "CONVERSATION_DEFAULTS",
    "IMMUTABLE",
    "MESSAGE_DEFAULTS",
    "LocalConversation",
    "Tree",
    "blobs_of",
    "conversation_values",
    "create_conversation",
    "delete_messages",
    "display_leaf",
    "message_from",
    "message_values",
    "newest_leaf",
    "purge",
    "read_conversation",
    "result_value",
    "set_links",
    "set_metadata",
    "set_result",
    "show_leaf",
    "synced_messages",
    "tree_of",
    "without_refs",
]
