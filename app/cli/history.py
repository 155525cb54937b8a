"""`cometdesk history …`: the conversations without the window. No Qt.

    cometdesk history list [--trash] [--json]
    cometdesk history show ID [--json]
    cometdesk history rename ID TITLE
    cometdesk history pin ID | unpin ID
    cometdesk history delete ID | restore ID
    cometdesk history purge ID | --older-than DAYS
    cometdesk history delete-message ID MESSAGE_ID

``show`` prints the branch on screen: the messages the window shows, each version as the
window last showed it. A compare (one conversation per column) is one entry in the window's
sidebar, so ``rename``, ``pin``, ``unpin`` and ``delete`` given any of its columns act on all
of them, as the window does, and ``restore`` brings back its columns that are in the trash.

Exit codes: 0 done; 1 nothing by that ID (no conversation, not in the trash, no such message)
or the history could not be opened; 2 bad arguments. Each failure is one sentence on
stderr, never a traceback. The history is reached through this process's one connection to
it (app.storage.own_history); the window, if open, notices the changes within seconds.
Nothing here creates a history where there is none.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from app.cli.common import EXIT_FAILED, EXIT_OK, EXIT_USAGE, fail, plural
from app.domain import (
    AudioPart,
    Conversation,
    DocumentPart,
    ImagePart,
    Message,
    MessageStatus,
    Part,
    TextPart,
    ToolCallPart,
)
from app.storage import DB_FILENAME, NotFoundError, OwnedHistory, Repository, own_history

T = TypeVar("T")
DAY_S = 86400.0


class Missing(Exception):
    """What was named is not there: its sentence, said with exit code 1."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


def gone(err: NotFoundError) -> str:
    """The storage's "no conversation 5" as a sentence."""
    text = str(err).strip().rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."


HELP = "list, show, rename, pin, trash and purge chats"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Actions parse as the command's own parser does (argparse's default parser_class).
    actions = parser.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("list", help="one line per conversation, newest first")
    listing.add_argument("--trash", action="store_true", help="list the trash instead")
    listing.add_argument("--json", action="store_true", help="a JSON list")
    show = actions.add_parser("show", help="a conversation's messages, as the window shows them")
    show.add_argument("id", type=conversation_id, metavar="ID")
    show.add_argument("--json", action="store_true", help="a JSON object with the messages")
    rename = actions.add_parser("rename", help="give a conversation a new title")
    rename.add_argument("id", type=conversation_id, metavar="ID")
    rename.add_argument("title", metavar="TITLE")
    for name, text in (
        ("pin", "pin a conversation (listed first in the window)"),
        ("unpin", "unpin a conversation"),
        ("delete", "move a conversation to the trash"),
        ("restore", "bring a conversation back from the trash"),
    ):
        action = actions.add_parser(name, help=text)
        action.add_argument("id", type=conversation_id, metavar="ID")
    purge = actions.add_parser(
        "purge",
        help="delete for good a conversation in the trash, or what has been there longer than DAYS",
    )
    which = purge.add_mutually_exclusive_group(required=True)
    which.add_argument("id", nargs="?", type=conversation_id, metavar="ID")
    which.add_argument(
        "--older-than",
        type=_days,
        metavar="DAYS",
        help="days in the trash (0: everything in the trash)",
    )
    drop = actions.add_parser("delete-message", help="delete one version of one message")
    drop.add_argument("id", type=conversation_id, metavar="ID")
    drop.add_argument("message_id", type=_message_id, metavar="MESSAGE_ID")


def conversation_id(text: str) -> int:
    """A conversation ID argument: a whole number (argparse says it otherwise, exit 2)."""
    return _whole(text, "a conversation ID")


def _message_id(text: str) -> int:
    return _whole(text, "a message ID")


def _whole(text: str, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected {what} (a whole number), found {text!r}"
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected {what} (1 or more), found {text!r}")
    return value


def _days(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of days, found {text!r}") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more days, found {text!r}")
    return value


def run(args: argparse.Namespace, data_dir: Path) -> int:
    """``cometdesk history ACTION …``; storage failures reach app.cli.dispatch, which says them."""
    db = data_dir / DB_FILENAME
    try:
        if args.action == "list":
            return _list(db, trash=args.trash, as_json=args.json)
        if args.action == "show":
            return _show(db, args.id, as_json=args.json)
        if args.action == "rename":
            title = " ".join(args.title.split())
            if not title:
                return fail("The title is empty: give the conversation a title.", EXIT_USAGE)
            return _change(db, args.id, lambda repo: _rename(repo, args.id, title))
        if args.action in ("pin", "unpin"):
            on = args.action == "pin"
            return _change(db, args.id, lambda repo: _pin(repo, args.id, on))
        if args.action == "delete":
            return _change(db, args.id, lambda repo: _trash(repo, args.id))
        if args.action == "restore":
            return _change(db, args.id, lambda repo: _restore(repo, args.id))
        if args.action == "purge" and args.id is not None:
            return _change(db, args.id, lambda repo: _purge_one(repo, args.id))
        if args.action == "purge":
            return _purge(db, args.older_than)
        return _change(db, args.id, lambda repo: _delete_message(repo, args.id, args.message_id))
    except Missing as err:
        return fail(err.sentence, EXIT_FAILED)
    except NotFoundError as err:  # gone between the look and the change (the window's doing)
        return fail(gone(err), EXIT_FAILED)


@contextlib.contextmanager
def owned(db: Path) -> Iterator[OwnedHistory]:
    """This process's one connection to the history (made if there is none), its damage
    said on stderr."""
    with own_history(db) as history:
        warning = history.report.user_message()  # repaired, recovered or replaced
        if warning is not None:
            print(f"cometdesk: warning: {warning}", file=sys.stderr)
        yield history


@contextlib.contextmanager
def opened(db: Path) -> Iterator[OwnedHistory | None]:
    """The history as ``owned`` gives it, or None when there is none yet: a mistyped data
    folder gets no new database."""
    if not db.exists():
        yield None
        return
    with owned(db) as history:
        yield history


def _on(db: Path, fn: Callable[[Repository], T], empty: Callable[[], T]) -> T:
    """``fn(repository)`` in one trip to the history's thread, or ``empty()`` without one."""
    with opened(db) as history:
        return empty() if history is None else history.run(fn)


def _change(db: Path, cid: int, fn: Callable[[Repository], str]) -> int:
    """A change to conversation ``cid``: its sentence printed, or Missing raised."""
    print(_on(db, fn, _no_history(cid)))
    return EXIT_OK


# ---- reading ---------------------------------------------------------------------------


def find(repo: Repository, cid: int) -> tuple[Conversation, bool]:
    """The conversation ``cid`` and whether it is in the trash; Missing if there is none."""
    live = repo.get_conversation(cid)
    if live is not None:
        return live, False
    trashed = next((c for c in repo.list_deleted_conversations() if c.id == cid), None)
    if trashed is None:
        raise Missing(f"No conversation {cid}.")
    return trashed, True


def live(repo: Repository, cid: int) -> Conversation:
    """The conversation ``cid`` out of the trash; Missing (saying where it is) otherwise."""
    conv, trashed = find(repo, cid)
    if trashed:
        raise Missing(
            f"Conversation {cid} is in the trash: `cometdesk history restore {cid}` brings it back."
        )
    return conv


def _folders(repo: Repository) -> dict[int, str]:
    return {folder.id: folder.name for folder in repo.list_folders()}


def _entry(
    repo: Repository, conv: Conversation, trashed: bool, folders: dict[int, str]
) -> dict[str, Any]:
    from app.storage.export import format_time

    return {
        "id": conv.id,
        "title": conv.title,
        "created_at": format_time(conv.created_at),
        "updated_at": format_time(conv.updated_at),
        "pinned": conv.pinned,
        "folder": None if conv.folder_id is None else folders.get(conv.folder_id),
        "trashed": trashed,
        "message_count": repo.count_messages(conv.id),
        "compare_group": conv.compare_group,
    }


def _list(db: Path, *, trash: bool, as_json: bool) -> int:
    def read(repo: Repository) -> list[tuple[Conversation, dict[str, Any]]]:
        folders = _folders(repo)
        if trash:
            # The most recently trashed first, as the repository lists the trash.
            found = repo.list_deleted_conversations()
        else:
            found = sorted(
                repo.list_conversations(), key=lambda c: (c.updated_at, c.id), reverse=True
            )
        return [(conv, _entry(repo, conv, trash, folders)) for conv in found]

    listed = _on(db, read, lambda: [])
    if as_json:
        _print_json([entry for _conv, entry in listed])
        return EXIT_OK
    if not listed:
        print("The trash is empty." if trash else "No conversations yet.")
        return EXIT_OK
    width = max(len(str(conv.id)) for conv, _entry in listed)
    for conv, entry in listed:
        mark = "*" if conv.pinned else " "
        line = f"{conv.id:>{width}}  {_local(conv.updated_at)}  {mark}  {_title(conv)}"
        if entry["folder"] is not None:
            line += f"  [{_one_line(entry['folder'])}]"
        print(line)
    return EXIT_OK


_Shown = tuple[Conversation, dict[str, Any], list[Message], dict[int, tuple[int, int]]]


def _show(db: Path, cid: int, *, as_json: bool) -> int:
    def read(repo: Repository) -> _Shown:
        conv, trashed = find(repo, cid)
        entry = _entry(repo, conv, trashed, _folders(repo))
        entry["model"] = conv.params.model
        return conv, entry, repo.list_messages(cid), repo.version_positions(cid)

    conv, entry, messages, versions = _on(db, read, _no_history(cid))
    if as_json:
        entry["messages"] = [_message_json(m, versions.get(m.id)) for m in messages]
        _print_json(entry)
        return EXIT_OK
    notes = [f"updated {_local(conv.updated_at)}"]
    if conv.pinned:
        notes.append("pinned")
    if entry["folder"] is not None:
        notes.append(f"folder {_one_line(entry['folder'])}")
    if entry["trashed"]:
        notes.append("in the trash")
    print(f"Conversation {cid}: {_title(conv)} ({', '.join(notes)})")
    if not messages:
        print("\n(no messages)")
    for message in messages:
        print(f"\n{_heading(message, versions.get(message.id))}")
        body = _body(message)
        if body:
            print(body)
    return EXIT_OK


def _no_history(cid: int) -> Callable[[], Any]:
    """For a data folder without a history: conversation ``cid`` is not there."""

    def missing() -> Any:
        raise Missing(f"No conversation {cid}.")

    return missing


def _heading(message: Message, version: tuple[int, int] | None) -> str:
    """``#12 assistant · gpt-4o-mini · version 2 of 3 · stopped``: who, and what is unusual."""
    said = [f"#{message.id} {message.role}"]
    if message.role == "assistant" and message.model:
        said.append(message.model)
    if version is not None:
        said.append(f"version {version[0]} of {version[1]}")
    if message.status is not MessageStatus.COMPLETE:
        said.append(message.status.value)
    elif message.finish_reason not in (None, "stop", "tool_calls", "completed"):
        said.append(f"finished: {message.finish_reason}")
    return " · ".join(said)


def _body(message: Message) -> str:
    lines = [_part_text(part) for part in message.parts]
    if message.error:
        lines.append(f"[error: {_one_line(message.error)}]")
    return "\n".join(line for line in lines if line)


def _part_text(part: Part) -> str:
    if isinstance(part, TextPart):
        return part.text
    if isinstance(part, ImagePart):
        size = f" {part.width}×{part.height}" if part.width and part.height else ""
        return f"[image {part.mime}{size}]"
    if isinstance(part, DocumentPart):
        return f"[document {part.name}]"
    if isinstance(part, AudioPart):
        return f"[audio {part.name or part.format}]"
    if isinstance(part, ToolCallPart):
        return f"[tool {part.name}: {part.status}]"
    return ""


def _message_json(message: Message, version: tuple[int, int] | None) -> dict[str, Any]:
    from app.storage.export import format_time

    return {
        "id": message.id,
        "parent_id": message.parent_id,
        "role": message.role,
        "model": message.model,
        "text": message.text,
        "status": message.status.value,
        "finish_reason": message.finish_reason,
        "error": message.error,
        "created_at": format_time(message.created_at),
        "version": None if version is None else list(version),
        "usage": None if message.usage is None else message.usage.to_json(),
        "attachments": [
            _part_text(part) for part in message.parts if not isinstance(part, TextPart)
        ],
    }


# ---- changing --------------------------------------------------------------------------


def _members(repo: Repository, cid: int) -> list[Conversation]:
    """The window's sidebar entry of a live conversation: itself, or its compare's columns."""
    from app.storage.queries import entry_members

    live(repo, cid)
    return entry_members(repo, cid)


def _named(conv: Conversation) -> str:
    return f"conversation {conv.id} ({_title(conv)})"


def _several(convs: Sequence[Conversation]) -> str:
    ids = ", ".join(str(c.id) for c in convs)
    return f"the {len(convs)} columns of a compare (conversations {ids})"


def _said(convs: Sequence[Conversation]) -> str:
    return _named(convs[0]) if len(convs) == 1 else _several(convs)


def _rename(repo: Repository, cid: int, title: str) -> str:
    from app.services.history import renamed_column

    convs = _members(repo, cid)
    for conv in convs:
        grouped = bool(conv.compare_group)
        repo.rename_conversation(conv.id, renamed_column(conv.title, title) if grouped else title)
    which = f"conversation {cid}" if len(convs) == 1 else _several(convs)
    return f"Renamed {which} to “{title}”."


def _pin(repo: Repository, cid: int, on: bool) -> str:
    convs = _members(repo, cid)
    for conv in convs:
        repo.set_pinned(conv.id, on)
    return f"{'Pinned' if on else 'Unpinned'} {_said(convs)}."


def _trash(repo: Repository, cid: int) -> str:
    convs = _members(repo, cid)
    for conv in convs:
        repo.delete_conversation(conv.id)
    return (
        f"Moved {_said(convs)} to the trash; `cometdesk history restore {cid}` brings "
        f"{'it' if len(convs) == 1 else 'them'} back."
    )


def _restore(repo: Repository, cid: int) -> str:
    conv, trashed = find(repo, cid)
    if not trashed:
        raise Missing(f"Conversation {cid} is not in the trash.")
    convs = [conv]
    if conv.compare_group:
        # The compare's other columns in the trash come back with it, as one entry.
        convs = [
            c for c in repo.list_deleted_conversations() if c.compare_group == conv.compare_group
        ]
        convs.sort(key=lambda c: c.id)
    for each in convs:
        repo.restore_conversation(each.id)
    return f"Restored {_said(convs)} from the trash."


def _purge_one(repo: Repository, cid: int) -> str:
    """Delete for good one conversation in the trash (a compare: its columns there)."""
    from app.storage.sync_writes import purge_conversation

    conv, trashed = find(repo, cid)
    if not trashed:
        raise Missing(
            f"Conversation {cid} is not in the trash: `cometdesk history delete {cid}` moves "
            "it there first."
        )
    convs = [conv]
    if conv.compare_group:
        convs = sorted(
            (c for c in repo.list_deleted_conversations() if c.compare_group == conv.compare_group),
            key=lambda c: c.id,
        )
    for each in convs:
        purge_conversation(repo, each.id)
    return f"Deleted {_said(convs)} for good."


def _purge(db: Path, days: float) -> int:
    count = _on(db, lambda repo: repo.purge_deleted(days * DAY_S), lambda: 0)
    longer = "" if days == 0 else f" (in the trash longer than {_days_text(days)})"
    print(f"Deleted {plural(count, 'conversation')} for good{longer}.")
    return EXIT_OK


def _days_text(days: float) -> str:
    shown = f"{days:g}"
    return f"{shown} day" if shown == "1" else f"{shown} days"


def _delete_message(repo: Repository, cid: int, mid: int) -> str:
    live(repo, cid)
    message = repo.get_message(mid)
    if message is None or message.conversation_id != cid:
        raise Missing(f"Conversation {cid} has no message {mid}.")
    versions = repo.versions(mid)
    repo.delete_message(mid)
    if len(versions) > 1:
        return (
            f"Deleted message {mid} of conversation {cid}, one of {len(versions)} versions, "
            "with what followed it."
        )
    return f"Deleted message {mid} of conversation {cid}."


# ---- output ----------------------------------------------------------------------------


def _print_json(value: Any) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    sys.stdout.flush()


def _local(at: float) -> str:
    """The local date and time, to the minute."""
    return datetime.fromtimestamp(at).strftime("%Y-%m-%d %H:%M")


def _title(conv: Conversation) -> str:
    return _one_line(conv.title) or "(untitled)"


def _one_line(text: str) -> str:
    return " ".join(text.split())
