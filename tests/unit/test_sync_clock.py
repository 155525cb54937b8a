"""The hybrid logical clock (app.sync.clock): stamps sort as the tuples they stand for, a
machine's clock never goes back whatever its wall clock does, every stamp it makes is later
than every stamp it saw, and a stamp far in the future drags it only up to MAX_AHEAD_MS.

The property tests draw random sequences from a seed printed with each test (pytest shows
it with a failure); COMETDESK_TEST_SEED=<n> replays one."""

from __future__ import annotations

import itertools
import logging
import os
import random
import secrets
import string

import pytest

from app.sync.clock import MAX_AHEAD_MS, ZERO, HybridClock, Stamp, is_stamp, legacy_stamp

NODE_CHARS = string.ascii_letters + string.digits + "-_~"
NOW_MS = 1_733_112_345_678  # 2024-12-02, a wall clock to start from
HOUR_MS = 3_600_000


@pytest.fixture
def rng() -> random.Random:
    seed = int(os.environ.get("COMETDESK_TEST_SEED") or secrets.randbelow(2**32))
    print(f"random seed: {seed} (replay with COMETDESK_TEST_SEED={seed})")
    return random.Random(seed)


class Wall:
    """A wall clock the test moves (seconds, as time.time gives them)."""

    def __init__(self, ms: int = NOW_MS) -> None:
        self.ms = ms

    def __call__(self) -> float:
        return self.ms / 1000


def random_node(rng: random.Random) -> str:
    return "".join(rng.choices(NODE_CHARS, k=rng.randint(1, 64)))


def random_stamp(rng: random.Random) -> Stamp:
    """Drawn from small pools as often as not, so that ties on the wall time and on the
    counter (where the later parts decide) come up often."""
    wall = rng.choice([rng.randrange(10**16), rng.choice([0, 1, NOW_MS, NOW_MS + 1, 10**16 - 1])])
    counter = rng.choice([rng.randrange(100_000), rng.choice([0, 1, 99_999])])
    node = rng.choice([random_node(rng), rng.choice(["a", "b", "ab", "A", "~", "-", "_", "0"])])
    return Stamp(wall, counter, node)


# ---- stamps as text ----------------------------------------------------------------------


def test_stamps_sort_as_their_tuples(rng: random.Random) -> None:
    stamps = [random_stamp(rng) for _ in range(3000)]
    by_tuple = sorted(stamps, key=lambda s: (s.wall_ms, s.counter, s.node))
    assert sorted(stamps) == by_tuple
    assert sorted(s.text() for s in stamps) == [s.text() for s in by_tuple]
    for _ in range(3000):
        a, b = random_stamp(rng), random_stamp(rng)
        assert (a.text() < b.text()) == (a < b), (a, b)
        assert (a.text() == b.text()) == (a == b), (a, b)


def test_a_stamp_survives_its_text_and_nothing_else_is_a_stamp(rng: random.Random) -> None:
    for _ in range(3000):
        stamp = random_stamp(rng)
        text = stamp.text()
        assert is_stamp(text)
        assert Stamp.parse(text) == stamp
        assert len(text) == 16 + 1 + 5 + 1 + len(stamp.node)
    assert Stamp.parse(ZERO) == Stamp(0, 0, "0")
    assert (
        Stamp.parse("0001733112345678-00042-laptop~1").text() == "0001733112345678-00042-laptop~1"
    )
    for bad in (
        "",
        "1733112345678-00000-a",  # wall time not 16 digits
        "0001733112345678-0000-a",  # counter not 5 digits
        "0001733112345678-00000-",  # no machine
        "0001733112345678-00000-a/b",
        "0001733112345678-00000-" + "a" * 65,
        " 0001733112345678-00000-a",
        "0001733112345678-00000-a b",
    ):
        assert not is_stamp(bad), bad
        with pytest.raises(ValueError, match="not a stamp"):
            Stamp.parse(bad)
    for other in (None, 12, b"0001733112345678-00000-a", ["0001733112345678-00000-a"]):
        assert not is_stamp(other)


def test_a_stamp_with_a_trailing_newline_is_not_a_stamp() -> None:
    text = "0001733112345678-00000-a\n"
    assert not is_stamp(text)
    with pytest.raises(ValueError, match="not a stamp"):
        Stamp.parse(text)


def test_zero_is_below_every_stamp_a_clock_makes(rng: random.Random) -> None:
    for _ in range(200):
        clock = HybridClock(random_node(rng), wall=Wall(rng.randrange(0, 10**13)))
        assert clock.now() > ZERO
    assert HybridClock("a", wall=Wall(0)).now() > ZERO  # even at the epoch


def test_a_machine_id_is_checked() -> None:
    for bad in ("", "a/b", "a b", "é", "a" * 65):
        with pytest.raises(ValueError, match="A machine id is 1 to 64"):
            HybridClock(bad)
    HybridClock("a" * 64)
    HybridClock("Az09-_~")


# ---- now() -------------------------------------------------------------------------------


def test_now_strictly_increases_whatever_the_wall_clock_does(rng: random.Random) -> None:
    for _ in range(40):
        wall = Wall(rng.randrange(0, 10**13))
        clock = HybridClock(random_node(rng), wall=wall)
        previous = clock.now()
        for _ in range(500):
            move = rng.random()
            if move < 0.3:
                pass  # the wall clock stands still
            elif move < 0.5:
                wall.ms = max(0, wall.ms - rng.choice([1, 999, HOUR_MS, 48 * HOUR_MS]))
            elif move < 0.95:
                wall.ms += rng.randint(1, 3)
            else:
                wall.ms += rng.choice([HOUR_MS, 48 * HOUR_MS])
            stamp = clock.now()
            assert stamp > previous, (previous, stamp)
            assert Stamp.parse(stamp) > Stamp.parse(previous)
            assert clock.last == stamp
            assert Stamp.parse(stamp).node == clock.node
            # Never behind the wall clock (only ahead, after it went back); 1 ms of slack for
            # the float seconds the wall clock is read in (int(x * 1000) truncates).
            assert Stamp.parse(stamp).wall_ms >= wall.ms - 1
            previous = stamp


def test_a_burst_of_200k_stamps_in_one_millisecond() -> None:
    wall = Wall()
    clock = HybridClock("burst", wall=wall)
    stamps = [clock.now() for _ in range(200_000)]
    assert all(a < b for a, b in itertools.pairwise(stamps))
    assert all(is_stamp(s) for s in (stamps[0], stamps[99_999], stamps[100_000], stamps[-1]))
    # 100 000 stamps fit in a millisecond; the next ones borrow the following millisecond.
    assert Stamp.parse(stamps[0]) == Stamp(NOW_MS, 0, "burst")
    assert Stamp.parse(stamps[99_999]) == Stamp(NOW_MS, 99_999, "burst")
    assert Stamp.parse(stamps[100_000]) == Stamp(NOW_MS + 1, 0, "burst")
    assert Stamp.parse(stamps[-1]) == Stamp(NOW_MS + 1, 99_999, "burst")
    # The wall clock catching up to the borrowed millisecond does not repeat a stamp...
    wall.ms = NOW_MS + 1
    assert clock.now() == Stamp(NOW_MS + 2, 0, "burst").text()
    # ...and once it passes the clock, stamps are the wall time again.
    wall.ms = NOW_MS + 10
    assert clock.now() == Stamp(NOW_MS + 10, 0, "burst").text()


def test_a_clock_carries_on_after_its_last_stamp(rng: random.Random) -> None:
    """``last`` (kept between runs) orders the next stamps after it, even when the wall
    clock was set back meanwhile."""
    for _ in range(500):
        last = Stamp(rng.randrange(NOW_MS - HOUR_MS, NOW_MS + HOUR_MS), rng.randrange(100_000), "m")
        wall = Wall(rng.randrange(NOW_MS - 2 * HOUR_MS, NOW_MS + 2 * HOUR_MS))
        clock = HybridClock("m", last.text(), wall=wall)
        assert clock.last == last.text()
        assert clock.now() > last.text()


# ---- see() -------------------------------------------------------------------------------


def test_after_seeing_a_stamp_every_later_stamp_is_later(rng: random.Random) -> None:
    for _ in range(40):
        wall = Wall(NOW_MS + rng.randrange(-HOUR_MS, HOUR_MS))
        clock = HybridClock(random_node(rng), wall=wall)
        latest = clock.now()  # the greatest stamp made or seen (within the bound)
        for _ in range(300):
            if rng.random() < 0.2:
                wall.ms += rng.choice([-HOUR_MS, -1, 0, 1, 5])
            if rng.random() < 0.5:
                offset = rng.choice(
                    [0, 0, 1, -1, rng.randrange(-MAX_AHEAD_MS, MAX_AHEAD_MS), MAX_AHEAD_MS]
                )
                seen = Stamp(
                    max(0, wall.ms + offset),
                    rng.choice([0, 99_999, rng.randrange(100_000)]),
                    random_node(rng),
                ).text()
                clock.see(seen)
                latest = max(latest, seen)
                mine, theirs = Stamp.parse(clock.last), Stamp.parse(latest)
                assert (mine.wall_ms, mine.counter) >= (theirs.wall_ms, theirs.counter)
            stamp = clock.now()
            assert stamp > latest, (latest, stamp)
            latest = stamp


def test_seeing_an_older_stamp_moves_nothing(rng: random.Random) -> None:
    wall = Wall()
    clock = HybridClock("here", wall=wall)
    clock.see(Stamp(NOW_MS + HOUR_MS, 7, "there").text())
    before = clock.last
    for _ in range(200):
        clock.see(Stamp(rng.randrange(0, NOW_MS + HOUR_MS), rng.randrange(100_000), "x").text())
        assert clock.last == before
    assert clock.now() == Stamp(NOW_MS + HOUR_MS, 8, "here").text()


def test_a_stamp_far_ahead_moves_the_clock_only_up_to_the_bound(
    caplog: pytest.LogCaptureFixture,
) -> None:
    wall = Wall()
    clock = HybridClock("here", wall=wall)
    far = Stamp(NOW_MS + MAX_AHEAD_MS + 6 * HOUR_MS, 123, "runaway-machine").text()
    with caplog.at_level(logging.WARNING, logger="app.sync.clock"):
        clock.see(far)
    assert Stamp.parse(clock.last) == Stamp(NOW_MS + MAX_AHEAD_MS, 0, "here")
    stamp = clock.now()
    assert Stamp.parse(stamp) == Stamp(NOW_MS + MAX_AHEAD_MS, 1, "here")
    # Still ordered by as it is: the far stamp wins over what this clock makes now.
    assert stamp < far
    assert [(r.name, r.levelname) for r in caplog.records] == [("app.sync.clock", "WARNING")]
    assert caplog.records[0].getMessage() == (
        "a change from machine runaway- is stamped 30.0 hours ahead of this machine's clock; "
        "this clock follows it only 24 hours ahead"
    )


def test_a_stamp_right_at_the_bound_is_followed_in_full(
    caplog: pytest.LogCaptureFixture,
) -> None:
    wall = Wall()
    clock = HybridClock("here", wall=wall)
    at_bound = Stamp(NOW_MS + MAX_AHEAD_MS, 42, "there").text()
    with caplog.at_level(logging.WARNING, logger="app.sync.clock"):
        clock.see(at_bound)
        assert clock.now() > at_bound
    assert caplog.records == []


def test_the_bound_follows_the_wall_clock(caplog: pytest.LogCaptureFixture) -> None:
    """A runaway stamp keeps dragging the clock as far as the bound allows, as the wall
    clock moves on; never further, and never back."""
    wall = Wall()
    clock = HybridClock("here", wall=wall)
    far = Stamp(NOW_MS + 10 * MAX_AHEAD_MS, 0, "runaway").text()
    with caplog.at_level(logging.WARNING, logger="app.sync.clock"):
        for step in range(5):
            wall.ms = NOW_MS + step * HOUR_MS
            clock.see(far)
            assert Stamp.parse(clock.last) == Stamp(wall.ms + MAX_AHEAD_MS, 0, "here")
        wall.ms = NOW_MS  # the wall clock goes back: the clock does not
        clock.see(far)
        assert Stamp.parse(clock.last) == Stamp(NOW_MS + 4 * HOUR_MS + MAX_AHEAD_MS, 0, "here")
    assert len(caplog.records) == 6
    assert all(r.levelname == "WARNING" for r in caplog.records)


def test_a_stamp_that_is_not_one_is_refused_by_see() -> None:
    clock = HybridClock("here", wall=Wall())
    before = clock.last
    with pytest.raises(ValueError, match="not a stamp"):
        clock.see("yesterday")
    assert clock.last == before


# ---- stamps of the earlier format --------------------------------------------------------


def test_legacy_stamps() -> None:
    assert legacy_stamp(1733112345.678, "laptop-1") == "0001733112345678-00000-laptop-1"
    assert legacy_stamp(1733112345.0, "abc_DEF~9") == "0001733112345000-00000-abc_DEF~9"
    assert legacy_stamp(0.0, "m") == "0000000000000000-00000-m"
    assert legacy_stamp(-5.0, "m") == "0000000000000000-00000-m"  # never before the epoch
    # A machine id that cannot be a stamp's node becomes "0" (what every machine derives).
    for odd in ("", "machine/1", "a b", "é", "x" * 65):
        assert legacy_stamp(1733112345.678, odd) == "0001733112345678-00000-0"
    assert legacy_stamp(1733112345.678, "None") == "0001733112345678-00000-None"


def test_legacy_stamps_order_like_the_earlier_format(rng: random.Random) -> None:
    """(changed_at, changed_by) pairs order the same as their stamps, and a machine that has
    seen a legacy stamp stamps later than it."""
    for _ in range(3000):
        a = (round(rng.uniform(1e9, 2e9), 3), rng.choice(["a", "b", "laptop", "desktop"]))
        b = (round(rng.uniform(1e9, 2e9), 3), rng.choice(["a", "b", "laptop", "desktop"]))
        if rng.random() < 0.3:
            b = (a[0], b[1])
        sa, sb = legacy_stamp(*a), legacy_stamp(*b)
        assert is_stamp(sa) and is_stamp(sb)
        if round(a[0] * 1000) != round(b[0] * 1000) or a[1] != b[1]:
            assert (sa < sb) == ((round(a[0] * 1000), a[1]) < (round(b[0] * 1000), b[1]))
        clock = HybridClock("here", wall=Wall(round(a[0] * 1000) - rng.randrange(HOUR_MS)))
        clock.see(sa)
        assert clock.now() > sa
