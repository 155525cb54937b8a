"""What the sidebar lists, as plain rows: date groups (Pinned, Today, Yesterday, Previous 7
days, Previous 30 days, then by month), folders, conversations, and compares.

A compare is stored as one conversation per column sharing ``compare_group``; it is
listed as one entry titled with its prompt, followed by one indented row per column naming
the model it asked, so the models compared can be read (and reached by keyboard) without
opening it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta
from datetime import time as dtime
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QDate, QLocale

if TYPE_CHECKING:
    from app.domain import Conversation, Folder


# How app.services.compare.session titles a column: "⚖ <prompt> · <model>".
COMPARE_MARK = "⚖ "
LABEL_SEPARATOR = " · "
ENTRY_KINDS = ("conversation", "compare")  # rows that stand for a conversation entry
PICKABLE_KINDS = (*ENTRY_KINDS, "column")  # rows that open something: not the group headers


def date_group(day: date, today: date, locale: QLocale | None = None) -> str:
    """The sidebar group a conversation last active on ``day`` belongs to."""
    age = (today - day).days
    if age <= 0:
        return QCoreApplication.translate("ConversationSidebar", "Today")
    if age == 1:
        return QCoreApplication.translate("ConversationSidebar", "Yesterday")
    if age < 7:
        return QCoreApplication.translate("ConversationSidebar", "Previous 7 days")
    if age < 30:
        return QCoreApplication.translate("ConversationSidebar", "Previous 30 days")
    qdate = QDate(day.year, day.month, 1)
    return (locale or QLocale()).toString(qdate, "MMMM yyyy")


def _group_start(day: date, today: date) -> float:
    """The timestamp at which the date group of ``day`` begins (local midnight)."""
    age = (today - day).days
    if age <= 0:
        first = today
    elif age == 1:
        first = today - timedelta(days=1)
    elif age < 7:
        first = today - timedelta(days=6)
    elif age < 30:
        first = today - timedelta(days=29)
    else:
        first = day.replace(day=1)
    return datetime.combine(first, dtime()).timestamp()


class Row(NamedTuple):  # a tuple: 10,000 of them are built in a few milliseconds
    # "header" (a date group), "folder" (a folder's header), "conversation", "compare" (a
    # compare's entry) or "column" (one column of the compare above it)
    kind: str
    text: str
    conversation_id: int | None = None  # a compare's entry: its first column
    folder_id: int | None = None  # the folder a header names, or an entry sits in
    pinned: bool = False
    snippet: str = ""  # highlighted HTML, while searching
    tooltip: str = ""  # the full title (rows elide); a compare's also names its models
    members: tuple[int, ...] = ()  # a compare's entry: its columns' conversations
    accessible: str = ""  # what a screen reader says, when the text alone is not enough

    @property
    def is_entry(self) -> bool:
        return self.kind in ENTRY_KINDS


def next_pickable(rows: Sequence[Row], start: int, step: int) -> int:
    """The row one Down (``step`` 1) or Up (-1) from ``start`` lands on, skipping group
    headers and folders: from no row (``start`` -1) Down lands on the first, Up on the last;
    at either end it stays. -1 when no row can be picked."""
    if not 0 <= start < len(rows):
        start = -1 if step > 0 else len(rows)
    n = start + step
    while 0 <= n < len(rows):
        if rows[n].kind in PICKABLE_KINDS:
            return n
        n += step
    return start if 0 <= start < len(rows) else -1


def split_column_title(title: str) -> tuple[str, str]:
    """(the compare's title, the column's label) of a column's stored title."""
    body = title.removeprefix(COMPARE_MARK)
    head, sep, label = body.rpartition(LABEL_SEPARATOR)
    return (head, label) if sep and head else (body, "")


def _conversation_row(conv: Conversation, folder: int | None, snippet: str = "") -> Row:
    title = conv.title or QCoreApplication.translate("ConversationSidebar", "Untitled")
    return Row("conversation", title, conv.id, folder, conv.pinned, snippet, conv.title)


def compare_rows(
    columns: Sequence[Conversation],
    folder: int | None,
    pinned: bool,
    snippet: str = "",
    *,
    searching: bool = False,
) -> list[Row]:
    """A compare's entry, then (unless searching) one row per column, in column order."""
    ordered = sorted(columns, key=lambda c: c.id)  # columns are created left to right
    untitled = QCoreApplication.translate("ConversationSidebar", "Untitled")
    column_n = QCoreApplication.translate("ConversationSidebar", "Column {0}")
    title = split_column_title(ordered[0].title)[0] or untitled
    labels = [
        split_column_title(c.title)[1] or column_n.format(n) for n, c in enumerate(ordered, 1)
    ]
    models = ", ".join(labels)
    members = tuple(c.id for c in ordered)
    said = QCoreApplication.translate("ConversationSidebar", "Compare: {0}. Models: {1}").format(
        title, models
    )
    rows = [Row("compare", title, members[0], folder, pinned, snippet, said, members, said)]
    if searching:
        return rows
    column_of = QCoreApplication.translate(
        "ConversationSidebar", "{0}, a column of the compare {1}"
    )
    for conv, label in zip(ordered, labels, strict=True):
        said = column_of.format(label, title)
        rows.append(Row("column", label, conv.id, folder, pinned, "", said, members, said))
    return rows


def _groups(conversations: Sequence[Conversation]) -> dict[str, list[Conversation]]:
    groups: dict[str, list[Conversation]] = {}
    for conv in conversations:
        group = conv.compare_group
        if group:
            groups.setdefault(group, []).append(conv)
    return groups


def build_rows(
    conversations: Sequence[Conversation],
    folders: Sequence[Folder],
    today: date,
    locale: QLocale | None = None,
) -> list[Row]:
    """Pinned first, then each folder with its conversations, then the rest by date.
    ``conversations`` come newest first, as the repository lists them; a compare is listed
    where its newest column would be."""
    groups = _groups(conversations)
    pinned: list[Row] = []
    filed: dict[int, list[Row]] = {f.id: [] for f in folders}
    dated: list[Row] = []
    last_group = ""
    group_start = float("inf")  # the newest groups first: a group ends where the next starts
    for conv in conversations:
        group = conv.compare_group
        if group and group not in groups:
            continue  # a compare already listed with its newest column
        # A row's folder_id is the folder group it is shown in (drops there file into it).
        group_folder = None if conv.pinned or conv.folder_id not in filed else conv.folder_id
        if group:
            rows = compare_rows(groups.pop(group), group_folder, conv.pinned)
        else:
            rows = [_conversation_row(conv, group_folder)]
        if conv.pinned:
            pinned.extend(rows)
        elif group_folder is not None:
            filed[group_folder].extend(rows)
        else:
            if conv.updated_at < group_start:  # only at a group boundary: cheap for 10,000
                day = datetime.fromtimestamp(conv.updated_at).date()
                label = date_group(day, today, locale)
                group_start = _group_start(day, today)
                if label != last_group:
                    dated.append(Row("header", label))
                    last_group = label
            dated.extend(rows)
    out: list[Row] = []
    if pinned:
        out.append(Row("header", QCoreApplication.translate("ConversationSidebar", "Pinned")))
        out.extend(pinned)
    for folder in folders:
        out.append(Row("folder", folder.name, folder_id=folder.id, tooltip=folder.name))
        out.extend(filed[folder.id])
    out.extend(dated)
    return out


def result_rows(results: Sequence[tuple[Conversation, int | None, str]]) -> list[Row]:
    """Search results in rank order; a compare found in any of its columns is listed once,
    where its best hit ranks."""
    found = [conv for conv, _m, _s in results]
    groups = _groups(found)
    rows: list[Row] = []
    for conv, _message, snippet in results:
        group = conv.compare_group
        if not group:
            rows.append(_conversation_row(conv, conv.folder_id, snippet))
        elif group in groups:
            rows += compare_rows(
                groups.pop(group), conv.folder_id, conv.pinned, snippet, searching=True
            )
    return rows
