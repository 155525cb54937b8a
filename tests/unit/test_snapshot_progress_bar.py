"""The terminal progress bar of `cometdesk sync now|snapshot|restore` (app.cli.progress):
drawn in place on a terminal and cleared at the end; nothing at all on anything else."""

from __future__ import annotations

import io

import pytest

from app.cli.progress import ProgressBar


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        if self.closed:  # as a real terminal's stream does
            raise ValueError("I/O operation on closed file")
        return True


def screen(written: str) -> str:
    """What a terminal shows after ``written``: each \\r goes back to the line's start."""
    line = ""
    for piece in written.split("\r"):
        line = piece + line[len(piece) :]
    return line


def test_the_bar_redraws_one_line_and_clears_it() -> None:
    out = FakeTerminal()
    with ProgressBar(out, width=10) as bar:
        bar("upload", 0, 4)
        assert screen(out.getvalue()) == "Uploading [----------]   0% (0/4)"
        bar("upload", 2, 4)
        assert screen(out.getvalue()) == "Uploading [#####-----]  50% (2/4)"
        bar("verify", 4, 4)
        assert screen(out.getvalue()) == "Verifying [##########] 100% (4/4)"
    assert "\n" not in out.getvalue()
    assert screen(out.getvalue()).strip() == ""
    assert out.getvalue().endswith("\r")


def test_a_shorter_line_covers_the_longer_one_before_it() -> None:
    out = FakeTerminal()
    bar = ProgressBar(out, width=4)
    bar("receive", 10, 1000)
    bar("unpack", 3, 0)  # total unknown: a count
    assert screen(out.getvalue()).rstrip() == "Unpacking … 3"
    assert len(screen(out.getvalue())) == len("Receiving [----]   1% (10/1000)")


def test_the_same_picture_is_not_drawn_twice() -> None:
    out = FakeTerminal()
    bar = ProgressBar(out, width=10)
    bar("send", 1, 1000)
    drawn = out.getvalue()
    bar("send", 2, 1000)  # still 0%, same bar... but the count changed
    assert out.getvalue() != drawn
    drawn = out.getvalue()
    bar("send", 2, 1000)
    assert out.getvalue() == drawn


def test_out_of_range_counts_are_clamped() -> None:
    out = FakeTerminal()
    bar = ProgressBar(out, width=4)
    bar("merge", 7, 5)
    assert screen(out.getvalue()) == "Merging [####] 100% (5/5)"


@pytest.mark.parametrize("stream", [io.StringIO(), io.BytesIO()])
def test_nothing_is_written_when_not_a_terminal(stream: io.IOBase) -> None:
    with ProgressBar(stream, width=10) as bar:  # type: ignore[arg-type]
        bar("upload", 1, 2)
    assert stream.getvalue() in ("", b"")  # type: ignore[attr-defined]


def test_a_closed_stream_counts_as_no_terminal() -> None:
    closed = FakeTerminal()
    closed.close()
    bar = ProgressBar(closed)
    bar("upload", 1, 2)  # would raise if it wrote
    bar.clear()
