"""The Qt-free half of compare mode: the group the columns share, each column's parameters
and title, the blind round (shuffle, letters, vote), and what a compare exports.

Each column is its own conversation (so each model sees only its own history); they share a
``compare_group`` id (``Conversation.compare_group``, given when the column's conversation
is created), which brings them back side by side.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app.domain import Params, Vote
from app.services.chat_session import title_from_prompt
from app.services.compare.export import compare_markdown
from app.storage import AsyncRepository

COMPARE_MARK = "⚖ "


@dataclass
class BlindRound:
    prompt: str
    models: tuple[str, ...]  # in column order, after the shuffle
    letters: tuple[str, ...]
    voted: bool = False
    # Which column each column's model (and the parameters set with it) came from.
    order: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ColumnRef:
    """What the session needs to know of a column."""

    label: str  # the model, or "Model A" while names are hidden
    conversation_id: int | None
    params: Params | None = None


def column_title(prompt: str, shown: str) -> str:
    return f"{COMPARE_MARK}{title_from_prompt(prompt)} · {shown}"


class CompareSession:
    def __init__(self, repo: AsyncRepository, rng: random.Random | None = None) -> None:
        self._repo = repo
        self._rng = rng or random.Random()
        self.group = ""
        self.round: BlindRound | None = None

    @property
    def data_dir(self) -> Path:
        """The data folder (the database's), where saved compare setups are kept."""
        return Path(self._repo.path).parent

    def reset(self, group: str = "") -> None:
        self.group = group
        self.round = None

    def begin_send(self) -> str:
        """A prompt is going out: the group id, made on the first one."""
        if not self.group:
            self.group = uuid.uuid4().hex
        self.round = None
        return self.group

    def column_params(self, base: Params, model: str, overrides: Mapping[str, Any]) -> Params:
        return replace(base, model=model or base.model, **overrides)

    # ---- blind arena --------------------------------------------------------------------

    def start_blind(self, prompt: str, models: Sequence[str]) -> BlindRound:
        """Shuffle which column gets which model; columns become Model A, B, C…"""
        order = list(range(len(models)))
        self._rng.shuffle(order)
        letters = tuple(chr(ord("A") + i) for i in range(len(order)))
        self.round = BlindRound(
            prompt, tuple(models[i] for i in order), letters, order=tuple(order)
        )
        return self.round

    @property
    def awaiting_vote(self) -> bool:
        return self.round is not None and not self.round.voted

    async def vote(self, choice: str, columns: Sequence[ColumnRef]) -> Vote | None:
        """Store the verdict (a letter, "tie" or "all_bad"); the columns' conversations are
        renamed after their real models. None if there is nothing to vote on."""
        blind = self.round
        if blind is None or blind.voted:
            return None
        if choice in blind.letters:
            winner = blind.models[blind.letters.index(choice)]
        elif choice in (Vote.TIE, Vote.ALL_BAD):
            winner = choice
        else:
            return None
        blind.voted = True
        params = [c.params.to_json() if c.params is not None else {} for c in columns]
        stored = await self._repo.add_vote(
            blind.prompt, blind.models, winner, compare_group=self.group, params=params
        )
        for column, model in zip(columns, blind.models, strict=False):
            if column.conversation_id is not None:
                await self._repo.rename_conversation(
                    column.conversation_id, column_title(blind.prompt, model)
                )
        return stored

    # ---- reading back -------------------------------------------------------------------

    async def answers(self, columns: Sequence[ColumnRef]) -> list[tuple[str, str]]:
        """(label, latest answer) per column."""
        out = []
        for column in columns:
            text = ""
            if column.conversation_id is not None:
                messages = await self._repo.list_messages(column.conversation_id, limit=20)
                replies = [m for m in messages if m.role == "assistant"]
                text = replies[-1].text if replies else ""
            out.append((column.label, text))
        return out

    async def export_markdown(self, columns: Sequence[ColumnRef]) -> str:
        conversation_ids = [c.conversation_id for c in columns]

        def read(repo: Any) -> list[tuple[str, Sequence[Any]]]:
            return [
                (c.label, repo.list_messages(cid) if cid is not None else [])
                for c, cid in zip(columns, conversation_ids, strict=True)
            ]

        return compare_markdown("Compare", await self._repo.run(read))
