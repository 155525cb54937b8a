"""HistoryService on a real database, without Qt: the brief listing carries each
conversation's compare group (and nothing else of its parameters), and rename, pin, move,
trash and undo given one column of a compare apply to every column of it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from app.domain import Params, TextPart
from app.services.history import HistoryService, renamed_column
from app.storage import AsyncRepository, Repository

T = TypeVar("T")


def _run(tmp_path: Path, scenario: Callable[[AsyncRepository, HistoryService], Awaitable[T]]) -> T:
    async def main() -> T:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        try:
            return await scenario(repo, HistoryService(repo))
        finally:
            await repo.close()

    return asyncio.run(main())


def _seed(repo: Repository) -> dict[str, int]:
    """A chat, then a three-model compare (its columns share a group), then another chat."""
    ids = {"chat": repo.create_conversation("Plain chat", Params(model="gpt-4o")).id}
    for model in ("gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-flash"):
        params = Params(model=model, temperature=0.2)
        conv = repo.create_conversation(f"⚖ Write a haiku · {model}", params, compare_group="g1")
        repo.add_message(conv.id, "user", (TextPart("Write a haiku"),))
        ids[model] = conv.id
    ids["later"] = repo.create_conversation("Later chat", Params(model="gpt-4o")).id
    return ids


def test_listing_carries_the_compare_group_only(tmp_path: Path) -> None:
    async def scenario(repo: AsyncRepository, history: HistoryService) -> None:
        ids = await repo.run(_seed)
        listing = await history.listing()
        by_id = {c.id: c for c in listing.conversations}
        assert set(by_id) == set(ids.values()) and listing.complete
        column = by_id[ids["claude-sonnet-4-5"]]
        assert column.compare_group == "g1"
        assert column.params == Params()  # no model, no temperature
        assert column.title == "⚖ Write a haiku · claude-sonnet-4-5"
        assert by_id[ids["chat"]].params == Params() and by_id[ids["chat"]].compare_group == ""
        first = await history.listing(first_page=True)
        assert [c.id for c in first.conversations] == [c.id for c in listing.conversations]

    _run(tmp_path, scenario)


def test_a_compare_is_renamed_pinned_moved_and_trashed_as_one(tmp_path: Path) -> None:
    async def scenario(repo: AsyncRepository, history: HistoryService) -> None:
        ids = await repo.run(_seed)
        columns = [ids["gpt-4o-mini"], ids["claude-sonnet-4-5"], ids["gemini-2.5-flash"]]

        async def titles() -> list[str]:
            return [(await repo.get_conversation(cid)).title for cid in columns]  # type: ignore[union-attr]

        assert [c.id for c in await history.members(ids["gemini-2.5-flash"])] == columns
        assert [c.id for c in await history.members(ids["chat"])] == [ids["chat"]]

        await history.rename(ids["claude-sonnet-4-5"], "Haiku contest")
        assert await titles() == [
            "⚖ Haiku contest · gpt-4o-mini",
            "⚖ Haiku contest · claude-sonnet-4-5",
            "⚖ Haiku contest · gemini-2.5-flash",
        ]
        await history.rename(ids["chat"], "Only this one")
        assert (await repo.get_conversation(ids["later"])).title == "Later chat"  # type: ignore[union-attr]

        await history.pin(ids["gpt-4o-mini"], True)
        listed = (await history.listing()).conversations
        assert {c.id for c in listed if c.pinned} == set(columns)

        folder = await history.new_folder("Poems", then_move=ids["gemini-2.5-flash"])
        listed = (await history.listing()).conversations
        assert {c.id for c in listed if c.folder_id == folder.id} == set(columns)
        await history.move(ids["gpt-4o-mini"], None)
        assert all(c.folder_id is None for c in (await history.listing()).conversations)

        assert sorted(await history.trash(ids["gemini-2.5-flash"])) == sorted(columns)
        live = {c.id for c in (await history.listing()).conversations}
        assert live == {ids["chat"], ids["later"]}
        assert await history.undo_trash()
        live = {c.id for c in (await history.listing()).conversations}
        assert live == set(ids.values())
        assert not await history.undo_trash()  # only once

        # A plain chat goes alone.
        assert await history.trash(ids["chat"]) == [ids["chat"]]
        assert len((await history.listing()).conversations) == 4

    _run(tmp_path, scenario)


def test_renamed_column_keeps_the_mark_and_the_label() -> None:
    assert renamed_column("⚖ Old · Model A", "New") == "⚖ New · Model A"
    assert renamed_column("⚖ a · b · gpt-4o", "c") == "⚖ c · gpt-4o"
    assert renamed_column("no label", "New") == "⚖ New"
