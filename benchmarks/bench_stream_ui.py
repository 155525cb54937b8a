"""A long markdown reply streamed into the real transcript widget.

    python -m benchmarks.bench_stream_ui [--words 10000] [--runs 5] [--logprobs] [--platform xcb]

Offscreen by default; ``--platform xcb`` draws on a real X11 window (benchmarks.qt_platform).

Prints, for the same reply from the loopback server (its own process, so only the client's
CPU counts):
- CPU seconds of bare httpx + httpx-sse consuming the stream (the baseline) and of the app's
  path (ChatClient → TranscriptView with coalesced incremental rendering), at full speed
  (``--runs`` pairs, the median ratio and its range) and paced at ~1,000 tokens/s (one
  pair), each after a warm-up run; the ratio (target ≤ 3× at full speed);
- UI heartbeat lag (a 10 ms QTimer measuring its own lateness): p50 / p99 / max
  (targets p99 ≤ 16 ms, max ≤ 50 ms);
- per-token CPU for the first vs last 1,000 tokens of a 20,000-token reply fed at 33 tokens
  per frame (1,000 tok/s at 30 Hz); target ratio ≤ 1.3.

``--logprobs``: the same with token probabilities asked for (top 5 alternatives) and sent
with every token; the app's path keeps each token's probabilities as the reply stream does
and packs them once at the end, as the final save stores them. Compare its heartbeat with
a run without: the same frame budget is the target.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.qt_platform import add_argument, qpa_platform

os.environ["QT_QPA_PLATFORM"] = qpa_platform(sys.argv[1:])

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from app.api import BuiltRequest, ChatClient, StreamEvent, TextDelta, TokenLogprobsDelta
from app.domain import Message, MessageStatus, TextPart, TokenLogprob, TokenLogprobs
from app.ui.transcript.view import TranscriptView
from benchmarks.bench_sse import BODY, LOGPROBS
from tests.support.fake_server import long_markdown

ROOT = Path(__file__).resolve().parent.parent
WITH_LOGPROBS = "--logprobs" in sys.argv[1:]


def _body() -> dict[str, object]:
    return {**BODY, **LOGPROBS} if WITH_LOGPROBS else dict(BODY)


class Heartbeat:
    """A 10 ms timer that records how late each tick fires: the UI's responsiveness."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self._expected = 0.0
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.lags.clear()
        self._expected = time.perf_counter() + 0.010
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lags.append(max(0.0, now - self._expected) * 1000)
        self._expected = now + 0.010


async def bare(base_url: str) -> int:
    """The baseline: bare httpx + httpx-sse parsing each chunk's JSON, nothing else. The
    event iterator is closed explicitly (qasync runs no async-generator finaliser)."""
    import contextlib
    import json

    import httpx
    from httpx_sse import aconnect_sse

    chunks = 0
    async with (
        httpx.AsyncClient(timeout=60) as client,
        aconnect_sse(client, "POST", f"{base_url}/chat/completions", json=_body()) as source,
        contextlib.aclosing(source.aiter_sse()) as events,
    ):
        async for sse in events:
            if sse.data == "[DONE]":
                break
            json.loads(sse.data)
            chunks += 1
    return chunks


def _start_server(words: int, delay: float) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.support.fake_server",
            "--words",
            str(words),
            "--delay",
            str(delay),
            *(["--logprobs"] if WITH_LOGPROBS else []),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    return proc, proc.stdout.readline().strip()


async def stream_into(
    base_url: str, view: TranscriptView, shared: ChatClient | None = None
) -> tuple[int, str]:
    """One reply into ``view`` through the app's client: (deltas, the reply's text). With
    ``shared``, over that client, as the app's compare columns share their profile's
    client (built once: its TLS set-up costs ~20 ms)."""
    deltas = 0
    tokens: list[TokenLogprob] = []

    def on_event(event: StreamEvent) -> None:
        nonlocal deltas
        if isinstance(event, TextDelta):
            deltas += 1
            view.append_delta(event.text)
        elif isinstance(event, TokenLogprobsDelta):
            tokens.extend(event.tokens)  # as ReplyStream keeps them

    view.begin_reply(1, "bench")
    if shared is not None:
        outcome = await shared.stream(BuiltRequest("chat", _body()), on_event)
    else:
        async with ChatClient(base_url, "sk-bench") as client:
            outcome = await client.stream(BuiltRequest("chat", _body()), on_event)
    if WITH_LOGPROBS:
        assert len(tokens) == deltas, "every token came with its probabilities"
        TokenLogprobs(tokens).packed()  # what the final save stores
    view.end_reply(
        Message(
            id=1,
            conversation_id=1,
            role="assistant",
            parts=(TextPart(outcome.text),),
            model="bench",
            status=MessageStatus.COMPLETE,
            finish_reason=outcome.finish_reason,
        )
    )
    return deltas, outcome.text


def _run_app(
    loop: asyncio.AbstractEventLoop, base_url: str, shared: ChatClient | None = None
) -> tuple[float, float, list[float]]:
    view = TranscriptView()
    view.resize(1000, 800)
    view.show()
    QApplication.processEvents()  # the window's first paint is start-up cost, not streaming
    beat = Heartbeat()
    beat.start()
    cpu, wall = time.process_time(), time.perf_counter()
    loop.run_until_complete(stream_into(base_url, view, shared))
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    beat.stop()
    loop.run_until_complete(asyncio.sleep(0.2))  # let httpcore's generator finalisers run
    view.close()
    view.deleteLater()
    return cpu, wall, beat.lags


def _run_compare(
    loop: asyncio.AbstractEventLoop, base_url: str, columns: int = 4
) -> tuple[float, float, list[float], int]:
    """Compare mode's load: several replies streaming at once into side-by-side views."""
    views = []
    for _ in range(columns):
        view = TranscriptView()
        view.resize(480, 800)
        view.show()
        views.append(view)
    QApplication.processEvents()
    client = ChatClient(base_url, "sk-bench")  # the app builds it once, before any compare
    beat = Heartbeat()
    beat.start()
    cpu, wall = time.process_time(), time.perf_counter()
    counts = loop.run_until_complete(
        asyncio.gather(*(stream_into(base_url, v, client) for v in views))
    )
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    beat.stop()
    loop.run_until_complete(client.aclose())
    loop.run_until_complete(asyncio.sleep(0.2))
    for view in views:
        view.close()
        view.deleteLater()
    return cpu, wall, beat.lags, sum(deltas for deltas, _text in counts)


def _spread(values: list[float]) -> str:
    if len(values) == 1:
        return f"{values[0]:6.2f}"
    return f"{statistics.median(values):6.2f} (median; {min(values):.2f}-{max(values):.2f})"


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def _growth(app: QApplication, tokens: int = 20_000, per_frame: int = 33) -> tuple[float, float]:
    """CPU per token for the first and last 1,000 tokens, frames driven directly."""
    text = long_markdown(tokens)
    import re

    pieces = re.findall(r"\s*\S+\s*|\s+", text)[:tokens]
    view = TranscriptView()
    view.resize(1000, 800)
    view.show()
    view.begin_reply(1, "bench")
    per_token: list[float] = []
    for start in range(0, len(pieces), per_frame):
        batch = pieces[start : start + per_frame]
        t0 = time.process_time()
        for piece in batch:
            view.append_delta(piece)
        assert view._stream is not None
        view._stream._paint()  # one frame's update, as the timer would do it
        app.processEvents()  # layout and paint
        spent = time.process_time() - t0
        per_token.extend([spent / len(batch)] * len(batch))
    view.close()
    first = statistics.fmean(per_token[:1000]) * 1e6
    last = statistics.fmean(per_token[-1000:]) * 1e6
    return first, last


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--words", type=int, default=10_000)
    parser.add_argument(
        "--runs", type=int, default=5, help="full-speed pairs (bare, app) to take the median of"
    )
    parser.add_argument("--logprobs", action="store_true", help="with token probabilities")
    add_argument(parser)
    args = parser.parse_args(argv)
    from app.main import _make_loop  # qasync plus asyncio's async-generator hooks

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    loop = _make_loop(app)
    asyncio.set_event_loop(loop)

    from app.render.markup import warm_up

    warm_up()  # the app does this off the UI thread right after start-up
    print(
        f"machine: {platform.platform()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}; reply: {args.words} words of mixed markdown"
        f"{' with token probabilities' if args.logprobs else ''}; "
        f"Qt platform {app.platformName()}"
    )
    for label, delay, runs in (("full speed", 0.0, args.runs), ("~1,000 tok/s", 0.001, 1)):
        server, base_url = _start_server(args.words, delay)
        pairs: list[tuple[float, float]] = []
        lags: list[float] = []
        try:
            loop.run_until_complete(bare(base_url))  # warm-up
            if delay == 0.0:  # the app warmed up too: message widgets load with the first
                _run_app(loop, base_url)
            for _ in range(runs):
                cpu0 = time.process_time()
                chunks = loop.run_until_complete(bare(base_url))
                bare_cpu = time.process_time() - cpu0
                # Paced, the heartbeat is the figure: the app's client is made beforehand, as
                # the app keeps one per profile (its TLS set-up, ~30 ms on the UI thread, was
                # the first tick's lag). At full speed both sides make theirs inside the
                # measured window, as in earlier sessions, so the CPU ratio stays comparable.
                shared = ChatClient(base_url, "sk-bench") if delay else None
                app_cpu, wall, run_lags = _run_app(loop, base_url, shared)
                if shared is not None:
                    loop.run_until_complete(shared.aclose())
                pairs.append((bare_cpu, app_cpu))
                lags.extend(run_lags)
        finally:
            server.terminate()
            server.wait(timeout=10)
        bare_cpus = [b for b, _a in pairs]
        app_cpus = [a for _b, a in pairs]
        ratios = sorted(a / b for b, a in pairs)
        print(f"\n[{label}] {chunks} deltas, app wall {wall:.2f} s ({chunks / wall:,.0f} tok/s)")
        print(f"  CPU bare httpx+httpx-sse : {_spread(bare_cpus)} s")
        print(f"  CPU app (client + UI)    : {_spread(app_cpus)} s")
        print(
            f"  ratio                    : {statistics.median(ratios):5.2f}x"
            f" ({ratios[0]:.2f}-{ratios[-1]:.2f} over {runs} pair(s), each its own baseline)"
        )
        print(
            f"  heartbeat lag ms         : p50 {_pct(lags, 50):5.1f}  p99 {_pct(lags, 99):5.1f}"
            f"  max {max(lags):5.1f}  ({len(lags)} ticks)"
        )
    server, base_url = _start_server(args.words // 4, 0.002)  # ~500 tok/s per stream
    try:
        cpu, wall, lags, total = _run_compare(loop, base_url)
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(
        f"\n[compare] 4 columns at ~500 tok/s each: {total} deltas in {wall:.2f} s "
        f"({total / wall:,.0f} tok/s in all), CPU {cpu:.2f} s"
    )
    print(
        f"  heartbeat lag ms         : p50 {_pct(lags, 50):5.1f}  p99 {_pct(lags, 99):5.1f}"
        f"  max {max(lags):5.1f}  ({len(lags)} ticks)"
    )
    first, last = _growth(app)
    print("\n[growth] 20,000-token reply, 33 tokens per frame")
    print(
        f"  CPU per token: first 1,000 {first:6.1f} µs, last 1,000 {last:6.1f} µs, "
        f"ratio {last / first:4.2f} (target <= 1.3)"
    )
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
