"""CPU cost of consuming a long SSE reply: ChatClient.stream versus bare httpx + httpx-sse.

    python -m benchmarks.bench_sse [--words 13000] [--runs 3] [--logprobs]

The loopback server runs in its own process so only the client's CPU is measured. The
baseline parses each chunk's JSON and nothing more; ChatClient additionally builds typed
events, accumulates the text and checks for the end marker. Figures: median of the runs.
``--logprobs`` asks for token probabilities (top 5 alternatives) and the server sends them
with every token: both sides parse the larger chunks, ChatClient also decodes each token.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import httpx
from httpx_sse import aconnect_sse

from app.api import BuiltRequest, ChatClient, StreamEvent

ROOT = Path(__file__).resolve().parent.parent
BODY = {
    "model": "gpt-4o-mini",
    "messages": [{"role": "user", "content": "Write a long answer."}],
    "stream": True,
    "stream_options": {"include_usage": True},
}
LOGPROBS = {"logprobs": True, "top_logprobs": 5}


async def bare(base_url: str) -> int:
    chunks = 0
    async with (
        httpx.AsyncClient(timeout=60) as client,
        aconnect_sse(client, "POST", f"{base_url}/chat/completions", json=_body()) as source,
    ):
        async for sse in source.aiter_sse():
            if sse.data == "[DONE]":
                break
            json.loads(sse.data)
            chunks += 1
    return chunks


async def ours(base_url: str) -> int:
    count = 0

    def on_event(event: StreamEvent) -> None:
        nonlocal count
        count += 1

    async with ChatClient(base_url, "sk-bench") as client:
        outcome = await client.stream(BuiltRequest("chat", _body()), on_event)
    assert outcome.complete
    return count


_WITH_LOGPROBS = False


def _body() -> dict[str, Any]:
    return {**BODY, **LOGPROBS} if _WITH_LOGPROBS else dict(BODY)


Runner = Callable[[str], Coroutine[Any, Any, int]]


def measure(run: Runner, base_url: str) -> tuple[float, float, int]:
    cpu, wall = time.process_time(), time.perf_counter()
    count = asyncio.run(run(base_url))
    return time.process_time() - cpu, time.perf_counter() - wall, count


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--words", type=int, default=13000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--logprobs", action="store_true", help="with token probabilities")
    args = parser.parse_args(argv)
    global _WITH_LOGPROBS
    _WITH_LOGPROBS = args.logprobs
    extra = ["--logprobs"] if args.logprobs else []
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.support.fake_server", "--words", str(args.words), *extra],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        base_url = server.stdout.readline().strip()
        measure(bare, base_url)  # warm-up: imports, first connection, server caches
        results: dict[str, list[tuple[float, float, int]]] = {"bare": [], "ours": []}
        for _ in range(args.runs):
            results["bare"].append(measure(bare, base_url))
            results["ours"].append(measure(ours, base_url))
    finally:
        server.terminate()
        server.wait(timeout=10)

    def median(name: str, field: int) -> float:
        return statistics.median(r[field] for r in results[name])

    deltas = results["bare"][0][2]
    with_logprobs = ", with token probabilities" if args.logprobs else ""
    print(
        f"reply: {args.words} words{with_logprobs}, {deltas} SSE chunks, {args.runs} runs (median)"
    )
    print(f"{'':38} {'CPU s':>8} {'wall s':>8} {'µs CPU/chunk':>13}")
    for name, label in (
        ("bare", "(a) bare httpx + httpx-sse + json"),
        ("ours", "(b) ChatClient.stream"),
    ):
        cpu, wall = median(name, 0), median(name, 1)
        print(f"{label:38} {cpu:8.3f} {wall:8.3f} {cpu / deltas * 1e6:13.1f}")
    print(f"ratio (b)/(a) CPU: {median('ours', 0) / median('bare', 0):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
