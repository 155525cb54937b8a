"""`cometdesk describe` as a real process against the loopback OpenAI-compatible server:
the three output formats, a broken file's row, a 429 waited out, a wrong key stopping the
job at the first answer, resuming after a failed or killed run without paying twice, and
the key never written or printed."""

from __future__ import annotations

import base64
import csv
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tests.support.fake_server import FakeOpenAIServer, RecordedRequest, Reply
from tests.support.media_images import exif_with

ROOT = Path(__file__).resolve().parents[2]
KEY = "sk-describe-test-key-0123456789"
CHAT = "/v1/chat/completions"
ENTRY = ["-m", "app"]  # the installed `cometdesk` command runs the same


def environment(server: FakeOpenAIServer, data_dir: Path, key: str | None = KEY) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env |= {"COMETDESK_BASE_URL": server.base_url, "COMETDESK_DATA_DIR": str(data_dir)}
    if key is not None:
        env["COMETDESK_API_KEY"] = key
    return env


def cli(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *ENTRY, "describe", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


# As from a terminal, where Ctrl+C reaches the command. A suite started in the background
# (`.ci/run &`) runs with SIGINT ignored, and every child inherits that: Python then never
# sees the Ctrl+C this test sends, so the child gets Python's own handler back first.
WITH_CTRL_C = [
    "-c",
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.argv[0] = 'cometdesk'; runpy.run_module('app', run_name='__main__', alter_sys=True)",
]


def start(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, *WITH_CTRL_C, "describe", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


def wait_until(condition: Any, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the condition did not come true")
        time.sleep(0.01)


def png(path: Path, colour: str = "red") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (64, 48), colour).save(path, "PNG")
    return path


def jpeg_with_gps(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (64, 48), "blue").save(path, "JPEG", exif=exif_with(gps=True).tobytes())
    with Image.open(path) as written:
        assert written.getexif().get_ifd(0x8825)  # the source does carry a location
    return path


def album(root: Path) -> Path:
    """a.png, bad.jpg (text), nested/b.jpg (with GPS), nested/deeper/c.png, notes.txt."""
    png(root / "a.png")
    (root / "bad.jpg").write_text("not an image at all", encoding="utf-8")
    jpeg_with_gps(root / "nested" / "b.jpg")
    png(root / "nested" / "deeper" / "c.png", "green")
    (root / "notes.txt").write_text("skipped: not an image name", encoding="utf-8")
    return root


def read_rows(path: Path) -> list[dict[str, Any]]:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".csv":
        return list(csv.DictReader(io.StringIO(text, newline="")))
    if path.suffix == ".json":
        rows = json.loads(text)
        assert isinstance(rows, list)
        return rows
    return [json.loads(line) for line in text.splitlines()]


def chats(server: FakeOpenAIServer) -> list[RecordedRequest]:
    return [r for r in server.requests if r.path == CHAT]


def prompt_of(request: RecordedRequest) -> str:
    content = request.body["messages"][-1]["content"]
    return str(next(p["text"] for p in content if p["type"] == "text"))


def sent_image(request: RecordedRequest) -> Image.Image:
    content = request.body["messages"][-1]["content"]
    url = next(p["image_url"]["url"] for p in content if p["type"] == "image_url")
    head, _, data = url.partition(",")
    assert head.startswith("data:image/") and head.endswith(";base64")
    return Image.open(io.BytesIO(base64.b64decode(data)))


@pytest.mark.parametrize("suffix", [".csv", ".json", ".jsonl"])
def test_a_folder_is_described_into_each_format(tmp_path: Path, suffix: str) -> None:
    photos = album(tmp_path / "photos")
    out = tmp_path / f"out{suffix}"
    with FakeOpenAIServer() as server:
        server.enqueue(*(Reply(usage={"prompt_tokens": 100, "completion_tokens": 7}),) * 3)
        done = cli(
            [str(photos), "-o", str(out), "--detail", "low", "--concurrency", "2"],
            environment(server, tmp_path / "data"),
        )
        requests = chats(server)
    assert done.returncode == 1, done.stderr
    assert "1 image could not be described" in one_line(done.stderr)
    assert done.stdout.strip() == (
        f"Described 3 of 4 images (1 failed) → {out}; 300 tokens in, 21 out."
    )
    rows = read_rows(out)
    assert [Path(r["file"]).relative_to(photos).as_posix() for r in rows] == [
        "a.png",
        "bad.jpg",
        "nested/b.jpg",
        "nested/deeper/c.png",
    ]
    assert [r["status"] for r in rows] == ["ok", "error", "ok", "ok"]
    bad = rows[1]
    assert bad["error"].startswith("bad.jpg: This file is not an image.")
    assert bad["description"] == "" and str(bad["input_tokens"]) in ("", "None")
    for row in (rows[0], rows[2], rows[3]):
        name = Path(row["file"]).name
        assert f"({name})" in row["description"]  # the echo of the prompt sent for that file
        assert row["model"] == "gpt-4o-mini" and row["error"] == ""
        assert int(row["input_tokens"]) == 100 and int(row["output_tokens"]) == 7
    # Each request is what the app sends for an attached image: text, then the image.
    assert len(requests) == 3
    for request in requests:
        assert request.headers["authorization"] == f"Bearer {KEY}"
        content = request.body["messages"][-1]["content"]
        assert [p["type"] for p in content] == ["text", "image_url"]
        assert content[1]["image_url"]["detail"] == "low"
        assert request.body["stream"] is True
    gps_photo = next(r for r in requests if "(b.jpg)" in prompt_of(r))
    image = sent_image(gps_photo)
    assert image.size == (64, 48)
    assert not image.getexif().get_ifd(0x8825) and b"TestCam" not in gps_photo.raw_body
    assert KEY not in out.read_text(encoding="utf-8") and KEY not in done.stderr + done.stdout
    assert not out.with_name(out.name + ".partial").exists()


def test_a_429_is_waited_out_as_retry_after_says_then_the_image_is_described(
    tmp_path: Path,
) -> None:
    photo = png(tmp_path / "one.png")
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        server.enqueue(Reply.error(429, "slow down", retry_after=1), Reply(text="A red square."))
        done = cli([str(photo), "-o", str(out)], environment(server, tmp_path / "data"))
        assert len(chats(server)) == 2
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    [row] = read_rows(out)
    assert row["status"] == "ok" and row["description"] == "A red square."


def test_a_wrong_key_stops_at_the_first_answer_with_one_sentence(tmp_path: Path) -> None:
    photos = tmp_path / "photos"
    for n in range(6):
        png(photos / f"p{n}.png")
    out = tmp_path / "out.csv"
    wrong = "sk-wrong-key-abcdef123456"
    with FakeOpenAIServer(api_key=KEY) as server:
        done = cli(
            [str(photos), "-o", str(out), "--concurrency", "4"],
            environment(server, tmp_path / "data", key=wrong),
        )
        assert len(chats(server)) == 1  # not one per image
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert "API key was rejected" in line and "6 images not sent" in line
    assert wrong not in line and done.stdout == ""
    assert read_rows(out) == []  # nothing was described; no row blames the images
    assert wrong not in out.read_text(encoding="utf-8")


def test_failed_rows_are_retried_and_ok_rows_are_not_sent_again(tmp_path: Path) -> None:
    photos = tmp_path / "photos"
    for name in ("a", "b", "c", "d"):
        png(photos / f"{name}.png")
    out = tmp_path / "out.csv"
    with FakeOpenAIServer() as server:
        env = environment(server, tmp_path / "data")
        server.enqueue(
            Reply(text="first A"),
            Reply.error(400, "this image upset the model"),
            Reply(text="first C"),
            Reply(text="first D"),
        )
        first = cli([str(photos), "-o", str(out), "--concurrency", "1"], env)
        assert first.returncode == 1, first.stderr
        assert [r["status"] for r in read_rows(out)] == ["ok", "error", "ok", "ok"]
        assert "this image upset the model" in read_rows(out)[1]["error"]
        assert len(chats(server)) == 4

        server.enqueue(Reply(text="second B"))
        again = cli([str(photos), "-o", str(out), "--concurrency", "1"], env)
        requests = chats(server)
    assert again.returncode == 0, again.stderr
    assert len(requests) == 5  # only b.png was sent again
    assert "(b.png)" in prompt_of(requests[-1])
    assert [r["description"] for r in read_rows(out)] == [
        "first A",
        "second B",
        "first C",
        "first D",
    ]
    assert again.stdout.startswith("Described 4 of 4 images (3 from an earlier run) → ")


def test_a_killed_json_run_resumes_from_its_partial_file(tmp_path: Path) -> None:
    photos = tmp_path / "photos"
    for name in ("a", "b", "c"):
        png(photos / f"{name}.png")
    out = tmp_path / "out.json"
    partial = tmp_path / "out.json.partial"
    with FakeOpenAIServer() as server:
        env = environment(server, tmp_path / "data")
        # a.png is answered; b.png's reply stalls, so the run is killed in the middle.
        server.enqueue(Reply(text="Described A."), Reply(text="never", stall_after=0))
        run = start([str(photos), "-o", str(out), "--concurrency", "1"], env)
        try:
            server.wait_for_requests(2, timeout=60)
            wait_until(lambda: partial.is_file() and "Described A." in partial.read_text("utf-8"))
        finally:
            run.kill()
            run.communicate(timeout=30)
        assert not out.exists()

        again = cli([str(photos), "-o", str(out), "--concurrency", "1"], env)
        requests = chats(server)
    assert again.returncode == 0, again.stderr
    assert [prompt_of(r).split("(")[1].split(")")[0] for r in requests] == [
        "a.png",
        "b.png",
        "b.png",
        "c.png",
    ]
    rows = read_rows(out)
    assert [r["status"] for r in rows] == ["ok"] * 3
    assert rows[0]["description"] == "Described A."
    assert not partial.exists()


def test_ctrl_c_stops_with_one_sentence_and_keeps_the_finished_rows(tmp_path: Path) -> None:
    photos = tmp_path / "photos"
    for name in ("a", "b"):
        png(photos / f"{name}.png")
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        server.enqueue(Reply(text="Described A."), Reply(text="never", stall_after=0))
        run = start(
            [str(photos), "-o", str(out), "--concurrency", "1"],
            environment(server, tmp_path / "data"),
        )
        try:
            server.wait_for_requests(2, timeout=60)
            wait_until(lambda: "Described A." in out.read_text("utf-8"))
            run.send_signal(signal.SIGINT)
            _, stderr = run.communicate(timeout=60)
        finally:
            run.kill()
    assert run.returncode == 130
    assert "stopped (Ctrl+C)" in one_line(stderr)
    assert [r["file"] for r in read_rows(out)] == [str(photos / "a.png")]


def test_the_tags_preset_stores_a_json_list(tmp_path: Path) -> None:
    photo = png(tmp_path / "one.png")
    out = tmp_path / "tags.csv"
    with FakeOpenAIServer() as server:
        server.enqueue(Reply(text='```json\n["red", "square"]\n```'), Reply(text="no list"))
        env = environment(server, tmp_path / "data")
        done = cli([str(photo), "-o", str(out), "--preset", "tags"], env)
        assert "JSON array" in prompt_of(chats(server)[0])
        other = cli([str(photo), "-o", str(tmp_path / "t2.csv"), "--preset", "tags"], env)
    assert done.returncode == 0, done.stderr
    assert json.loads(read_rows(out)[0]["description"]) == ["red", "square"]
    assert other.returncode == 1
    assert read_rows(tmp_path / "t2.csv")[0]["error"] == (
        "The model did not reply with a JSON list of tags."
    )


def test_a_custom_prompt_and_model_are_sent(tmp_path: Path) -> None:
    photo = png(tmp_path / "cat.png")
    out = tmp_path / "out.csv"
    with FakeOpenAIServer() as server:
        done = cli(
            [str(photo), "-o", str(out), "--prompt", "Name {filename}.", "--model", "gpt-4.1"],
            environment(server, tmp_path / "data"),
        )
        [request] = chats(server)
    assert done.returncode == 0, done.stderr
    assert prompt_of(request) == "Name cat.png." and request.body["model"] == "gpt-4.1"
    assert read_rows(out)[0]["model"] == "gpt-4.1"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["{dir}/empty", "-o", "{dir}/out.csv"], "No images found"),
        (["{dir}/missing.png", "-o", "{dir}/out.csv"], "no such file or folder"),
        (["{dir}/one.png", "-o", "{dir}/out.txt"], "must end in .csv, .json or .jsonl"),
        (["{dir}/one.png", "-o", "{dir}/no/such/dir/out.csv"], "cannot be written"),
        (["{dir}/one.png", "-o", "{dir}/other.csv"], "is not a describe result"),
    ],
)
def test_what_cannot_start_exits_2_with_one_sentence_and_sends_nothing(
    tmp_path: Path, args: list[str], message: str
) -> None:
    (tmp_path / "empty" / "sub").mkdir(parents=True)
    (tmp_path / "empty" / "sub" / "notes.txt").write_text("no images here", encoding="utf-8")
    png(tmp_path / "one.png")
    (tmp_path / "other.csv").write_text("name,age\nAda,36\n", encoding="utf-8")
    with FakeOpenAIServer() as server:
        done = cli([a.format(dir=tmp_path) for a in args], environment(server, tmp_path / "data"))
        assert chats(server) == []
    assert done.returncode == 2
    assert message in one_line(done.stderr)
    assert (tmp_path / "other.csv").read_text(encoding="utf-8") == "name,age\nAda,36\n"


def test_no_key_and_no_keyring_exits_2_with_one_sentence(tmp_path: Path) -> None:
    photo = png(tmp_path / "one.png")
    with FakeOpenAIServer() as server:
        env = environment(server, tmp_path / "data", key=None)
        env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        done = cli([str(photo), "-o", str(tmp_path / "out.csv")], env)
        assert chats(server) == []
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert "No API key" in line and "COMETDESK_API_KEY" in line


def test_bad_arguments_exit_2_with_argparse_usage_and_no_traceback(tmp_path: Path) -> None:
    photo = png(tmp_path / "one.png")
    with FakeOpenAIServer() as server:
        done = cli(
            [str(photo), "-o", str(tmp_path / "o.csv"), "--concurrency", "0"],
            environment(server, tmp_path / "data"),
        )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].endswith("argument --concurrency: choose 1 to 16")
