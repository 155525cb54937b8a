"""Hybrid logical clocks (Kulkarni et al., 2014): stamps that order changes across machines.

A stamp is wall time in milliseconds, a counter and the machine's id. A machine's clock
never goes back, and every stamp it makes is later than every stamp it has seen, so a
change made after seeing another always wins over it, whatever the wall clocks say. Two
concurrent changes are ordered by their stamps too: the same winner on every machine.

A stamp is written as text that sorts like the tuple it stands for::

    0001733112345678-00000-4f0c…   (wall ms, 16 digits; counter, 5 digits; machine id)

A machine whose clock runs far ahead would drag every other clock along for good, so a
stamp more than MAX_AHEAD_MS ahead of this machine's wall clock is still ordered by as it
is (every machine must agree), but moves this clock only up to that bound: said in the log,
never a runaway.
"""

from __future__ import annotations

import logging
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

log = logging.getLogger(__name__)

MAX_AHEAD_MS = 24 * 3600 * 1000
_COUNTER_LIMIT = 100_000
_WALL_LIMIT = 10**16 - 1  # what 16 digits hold
_STAMP = re.compile(r"^(\d{16})-(\d{5})-([A-Za-z0-9_~-]{1,64})\Z")
# The smallest stamp: what "never changed" compares as.
ZERO = "0000000000000000-00000-0"


@dataclass(frozen=True, order=True)
class Stamp:
    wall_ms: int
    counter: int
    node: str

    def text(self) -> str:
        return f"{self.wall_ms:016d}-{self.counter:05d}-{self.node}"

    @classmethod
    def parse(cls, text: str) -> Stamp:
        match = _STAMP.match(text)
        if match is None:
            raise ValueError(f"not a stamp: {text[:80]!r}")
        return cls(int(match.group(1)), int(match.group(2)), match.group(3))


def is_stamp(value: object) -> bool:
    return isinstance(value, str) and _STAMP.match(value) is not None


def legacy_stamp(changed_at: float, changed_by: str) -> str:
    """The stamp of a change an earlier version stamped with (seconds, machine)."""
    node = changed_by if re.fullmatch(r"[A-Za-z0-9_~-]{1,64}", changed_by) else "0"
    ms = round(changed_at * 1000) if math.isfinite(changed_at) else 0
    return Stamp(min(max(0, ms), _WALL_LIMIT), 0, node).text()


class HybridClock:
    """One machine's clock. ``last`` is the greatest stamp it made or saw (kept by the
    caller between runs); ``wall`` reads the wall clock in seconds (tests move it)."""

    def __init__(self, node: str, last: str = ZERO, wall: Callable[[], float] = time.time) -> None:
        if not re.fullmatch(r"[A-Za-z0-9_~-]{1,64}", node):
            raise ValueError("A machine id is 1 to 64 letters, digits, - _ or ~.")
        self.node = node
        self._wall = wall
        seen = Stamp.parse(last)
        self._ms, self._counter = seen.wall_ms, seen.counter

    @property
    def last(self) -> str:
        return Stamp(self._ms, self._counter, self.node).text()

    def now(self) -> str:
        """A new stamp, later than anything made or seen here."""
        wall = int(self._wall() * 1000)
        if wall > self._ms:
            self._ms, self._counter = wall, 0
        else:
            self._tick()
        return Stamp(self._ms, self._counter, self.node).text()

    def see(self, stamp: str) -> None:
        """Take in another machine's stamp: later stamps made here will order after it."""
        seen = Stamp.parse(stamp)
        limit = int(self._wall() * 1000) + MAX_AHEAD_MS
        ms, counter = seen.wall_ms, seen.counter
        if ms > limit:
            log.warning(
                "a change from machine %s is stamped %.1f hours ahead of this machine's "
                "clock; this clock follows it only %d hours ahead",
                seen.node[:8],
                (ms - limit + MAX_AHEAD_MS) / 3_600_000,
                MAX_AHEAD_MS // 3_600_000,
            )
            ms, counter = limit, 0
        if (ms, counter) > (self._ms, self._counter):
            self._ms, self._counter = ms, counter

    def _tick(self) -> None:
        self._counter += 1
        if self._counter >= _COUNTER_LIMIT:  # a burst of stamps in one millisecond
            self._ms, self._counter = self._ms + 1, 0


__all__ = ["MAX_AHEAD_MS", "ZERO", "HybridClock", "Stamp", "is_stamp", "legacy_stamp"]
