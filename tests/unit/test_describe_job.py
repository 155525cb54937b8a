"""DescribeJob through the real ChatClient on an httpx mock transport: the first request
goes alone, then never more than ``concurrency`` at a time; a rejected key stops the job
after one request; usage comes from the server's answer."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx
from PIL import Image

from app.api import ChatClient
from app.services.describe.job import DescribeJob, DescribeOptions
from app.services.describe.rows import DescribeRow
from app.storage import BlobStore

KEY = "sk-unit-describe-key-42"


def images(folder: Path, count: int) -> list[Path]:
    files = []
    for n in range(count):
        path = folder / f"p{n}.png"
        Image.new("RGB", (8, 8), (n * 20, 0, 0)).save(path)
        files.append(path)
    return files


def completion(text: str) -> httpx.Response:
    body = {
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 11, "completion_tokens": 2},
    }
    return httpx.Response(200, json=body)


def run(
    tmp_path: Path, files: list[Path], handler: object, concurrency: int
) -> tuple[list[DescribeRow], str | None]:
    rows: list[DescribeRow] = []

    async def go() -> str | None:
        transport = httpx.MockTransport(handler)  # type: ignore[arg-type]
        async with ChatClient("http://x.test/v1", KEY, transport=transport) as client:
            options = DescribeOptions(model="gpt-4o-mini", prompt="Describe {filename}.")
            options = DescribeOptions(options.model, options.prompt, concurrency=concurrency)
            job = DescribeJob(
                client, BlobStore(tmp_path / "blobs"), options, api_key=KEY, on_row=rows.append
            )
            await job.run(files)
            return job.stopped

    return rows, asyncio.run(go())


def test_the_first_request_goes_alone_then_at_most_concurrency_at_once(tmp_path: Path) -> None:
    files = images(tmp_path, 9)
    in_flight: list[int] = []
    now = 0
    two = asyncio.Event()

    async def handler(request: httpx.Request) -> httpx.Response:
        nonlocal now
        now += 1
        in_flight.append(now)
        if now >= 2:
            two.set()
        if len(in_flight) > 1:
            # Answer only once two are in flight: shows they do overlap after the first.
            await asyncio.wait_for(two.wait(), timeout=30)
        await asyncio.sleep(0.01)  # room for more to start, if the job allowed more
        now -= 1
        prompt = json.loads(request.content)["messages"][0]["content"][0]["text"]
        return completion(f"seen: {prompt}")

    rows, stopped = run(tmp_path, files, handler, concurrency=3)
    assert stopped is None
    assert in_flight[:2] == [1, 1]  # the second waited for the first answer
    assert 2 <= max(in_flight) <= 3
    assert sorted(r.file for r in rows) == sorted(str(f) for f in files)
    assert all(r.ok and r.input_tokens == 11 and r.output_tokens == 2 for r in rows)
    assert {r.description for r in rows} == {f"seen: Describe {f.name}." for f in files}


def test_a_rejected_key_stops_the_job_after_one_request(tmp_path: Path) -> None:
    files = images(tmp_path, 5)
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(401, json={"error": {"message": f"bad key {KEY}"}})

    rows, stopped = run(tmp_path, files, handler, concurrency=4)
    assert len(seen) == 1 and rows == []
    assert stopped == "The API key was rejected."


def test_a_request_error_of_one_image_is_its_row_and_the_rest_go_on(tmp_path: Path) -> None:
    files = images(tmp_path, 3)

    def handler(request: httpx.Request) -> httpx.Response:
        if b"p1.png" in request.content:
            message = f"content policy, key {KEY}"
            return httpx.Response(400, json={"error": {"message": message}})
        return completion("fine")

    rows, stopped = run(tmp_path, files, handler, concurrency=2)
    assert stopped is None
    by_name = {Path(r.file).name: r for r in rows}
    assert [by_name[f"p{n}.png"].status for n in range(3)] == ["ok", "error", "ok"]
    error = by_name["p1.png"].error
    assert "content policy" in error and KEY not in error and error.endswith(".")
