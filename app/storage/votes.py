"""Blind-arena votes: which of the models shown gave the best answer."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

from app.domain import Vote
from app.storage.rows import Db


def add_vote(
    db: Db,
    prompt: str,
    models: Sequence[str],
    winner: str,
    *,
    compare_group: str = "",
    params: Sequence[dict[str, Any]] = (),
) -> Vote:
    if winner not in (*models, Vote.TIE, Vote.ALL_BAD):
        raise ValueError(f"winner {winner!r} is not one of the models shown")
    now = time.time()
    scrub = db.scrubber()
    with db.transaction() as conn:
        cur = conn.execute(
            "INSERT INTO votes (created_at, compare_group, prompt, models, winner, params) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                now,
                scrub.text(compare_group, "compare group"),
                scrub.text(prompt, "prompt"),
                scrub.json(list(models), "models"),
                scrub.text(winner, "winner"),
                scrub.json(list(params), "params"),
            ),
        )
    scrub.report("vote", cur.lastrowid)
    return Vote(int(cur.lastrowid or 0), now, prompt, tuple(models), winner, compare_group)


def vote_params(db: Db, vote_id: int) -> list[dict[str, Any]]:
    """The parameters each column used (in the order of Vote.models)."""
    row = db.conn.execute("SELECT params FROM votes WHERE id = ?", (vote_id,)).fetchone()
    return list(json.loads(row[0])) if row else []


def list_votes(db: Db, since: float | None = None) -> list[Vote]:
    rows = db.conn.execute(
        "SELECT id, created_at, prompt, models, winner, compare_group FROM votes "
        "WHERE created_at >= ? ORDER BY id",
        (since if since is not None else 0.0,),
    ).fetchall()
    return [
        Vote(int(r[0]), float(r[1]), str(r[2]), tuple(json.loads(r[3])), str(r[4]), str(r[5]))
        for r in rows
    ]
