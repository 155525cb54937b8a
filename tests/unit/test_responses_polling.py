"""The wait between looks at a background response, and the polling loop's rules, with a
scripted stand-in for the server (no clock: the waits asked for are recorded)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.api import ServerError
from app.api.errors import NotFoundError
from app.api.model_rules import runs_in_background
from app.api.responses_polling import PollBackoff, ResponseState, poll_until_finished


def test_the_wait_grows_by_the_factor_up_to_the_cap() -> None:
    backoff = PollBackoff(first=1.0, factor=2.0, most=5.0)
    assert [backoff.next_delay() for _ in range(6)] == [1.0, 2.0, 4.0, 5.0, 5.0, 5.0]


def test_reset_starts_again_from_the_first_wait() -> None:
    backoff = PollBackoff(first=0.5, factor=3.0, most=10.0)
    backoff.next_delay()
    backoff.next_delay()
    backoff.reset()
    assert backoff.next_delay() == 0.5


def test_a_first_wait_above_the_cap_is_cut_to_it() -> None:
    assert PollBackoff(first=30.0, most=15.0).next_delay() == 15.0


class _Jobs:
    """Answers GET /responses/{id} from a script: a status, or an error to raise."""

    def __init__(self, *script: str | Exception) -> None:
        self.script = list(script)
        self.asked = 0

    async def retrieve(self, response_id: str) -> ResponseState:
        self.asked += 1
        step = self.script.pop(0)
        if isinstance(step, Exception):
            raise step
        return ResponseState(response_id, step, {"id": response_id, "status": step})


def _poll(jobs: _Jobs, backoff: PollBackoff) -> tuple[ResponseState, list[float], list[str]]:
    waits: list[float] = []
    seen: list[str] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    async def go() -> ResponseState:
        return await poll_until_finished(
            jobs,  # type: ignore[arg-type]
            "resp_1",
            lambda s: seen.append(s.status),
            backoff=backoff,
            sleep=sleep,
        )

    return asyncio.run(go()), waits, seen


def test_the_wait_grows_while_nothing_changes_and_resets_when_the_status_moves() -> None:
    jobs = _Jobs("queued", "queued", "queued", "in_progress", "in_progress", "completed")
    state, waits, seen = _poll(jobs, PollBackoff(first=1.0, factor=2.0, most=60.0))
    assert state.status == "completed"
    assert waits == [1.0, 2.0, 4.0, 1.0, 2.0]
    assert seen == ["queued", "queued", "queued", "in_progress", "in_progress", "completed"]


def test_a_server_hiccup_is_asked_again_after_the_next_wait() -> None:
    hiccup = ServerError("busy", status=503, excerpt="busy")
    jobs = _Jobs("queued", hiccup, "completed")
    state, waits, _seen = _poll(jobs, PollBackoff(first=1.0, factor=2.0, most=60.0))
    assert state.status == "completed" and jobs.asked == 3
    assert waits == [1.0, 2.0]


def test_a_response_the_server_no_longer_has_ends_the_polling() -> None:
    gone = NotFoundError("gone", status=404, excerpt="No response found", model=None)
    with pytest.raises(NotFoundError):
        _poll(_Jobs("in_progress", gone), PollBackoff(first=0.0))


@pytest.mark.parametrize("status", ["failed", "cancelled", "incomplete"])
def test_every_end_status_ends_the_polling(status: str) -> None:
    state, _waits, _seen = _poll(_Jobs("in_progress", status), PollBackoff(first=0.0))
    assert state.status == status


@pytest.mark.parametrize(
    ("model", "slow"),
    [
        ("o1-pro", True),
        ("o3-pro", True),
        ("o3-deep-research", True),
        ("o4-mini-deep-research-2025-06-26", True),
        ("openai/o3-deep-research", True),
        ("o1", False),
        ("o3-mini", False),
        ("gpt-4o", False),
    ],
)
def test_which_models_always_run_in_the_background(model: str, slow: Any) -> None:
    assert runs_in_background(model) is slow
