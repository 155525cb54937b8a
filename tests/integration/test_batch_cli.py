"""`cometdesk batch` as a real process against the loopback OpenAI-compatible server: CSV
and JSONL prompts across two models in a stable order, every answer of n, parameters in the
request body, token probabilities, a 429 waited out, a wrong key stopping the run at the
first answer, a failing and an unknown model, resuming after a killed run without paying
twice, Ctrl+C, and the key never written or printed."""

from __future__ import annotations

import json
import signal
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.integration.test_describe_cli import WITH_CTRL_C, environment, one_line, wait_until
from tests.support.fake_server import FakeOpenAIServer, RecordedRequest, Reply
from tests.support.hostile import hostile_sse

ROOT = Path(__file__).resolve().parents[2]
KEY = "sk-describe-test-key-0123456789"  # environment()'s key
CHAT = "/v1/chat/completions"
A, B = "gpt-4o-mini", "gpt-4.1"
PROMPTS = ("Name a colour.", "Count to three, please.", "Say goodbye.")


def cli(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "batch", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def start(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, *WITH_CTRL_C, "batch", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def csv_prompts(path: Path, prompts: tuple[str, ...] = PROMPTS) -> Path:
    rows = ["id,prompt,topic", *(f'p{n},"{text}",t{n}' for n, text in enumerate(prompts, 1))]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def jsonl_prompts(path: Path, prompts: tuple[str, ...] = PROMPTS) -> Path:
    lines = [
        json.dumps({"prompt": text, "id": n, "level": n * 10}) for n, text in enumerate(prompts)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def records(text: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def read(path: Path) -> list[dict[str, Any]]:
    return records(path.read_text(encoding="utf-8"))


def chats(server: FakeOpenAIServer) -> list[RecordedRequest]:
    return [r for r in server.requests if r.path == CHAT]


def asked(request: RecordedRequest) -> str:
    return str(request.body["messages"][-1]["content"])


def test_csv_prompts_across_two_models_come_back_in_a_stable_order(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        # B answers slowly, so records finish out of order; the file is in order anyway.
        server.enqueue(*(Reply(delay_per_chunk=0.02),) * 3, key=B)
        done = cli(
            [str(prompts), "--model", A, "--model", B, "-o", str(out)],
            environment(server, tmp_path / "data"),
        )
        sent = chats(server)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith(f"Answered 6 of 6 (3 prompts × 2 models) → {out}; ")
    rows = read(out)
    assert [(r["prompt"], r["model"]) for r in rows] == [(p, m) for p in PROMPTS for m in (A, B)]
    assert [r["id"] for r in rows] == ["p1", "p1", "p2", "p2", "p3", "p3"]
    assert rows[2]["fields"] == {"topic": "t2"}
    for row in rows:
        assert row["status"] == "ok" and row["error"] is None
        assert row["params"] == {} and row["adjustments"] == []
        [answer] = row["answers"]
        assert f"> {row['prompt']}" in answer["text"]  # the loopback echoes what was sent
        assert answer["finish_reason"] == "stop" and "logprobs" not in answer
        assert row["usage"]["prompt_tokens"] > 0 and row["usage"]["completion_tokens"] > 0
        assert row["ttft_s"] is not None and 0 <= row["ttft_s"] <= row["seconds"]
        # The catalog's prices (USD per million tokens), fetched once the key proved good.
        price_in, price_out = (0.12, 0.48) if row["model"] == A else (1.6, 6.4)
        usage = row["usage"]
        expected = (
            usage["prompt_tokens"] * price_in + usage["completion_tokens"] * price_out
        ) / 1e6
        assert row["cost"] == pytest.approx(expected)
    assert sorted((r.body["model"], asked(r)) for r in sent) == sorted(
        (m, p) for p in PROMPTS for m in (A, B)
    )
    # As the app sends a first question: one user message, streamed, usage asked for.
    assert sent[0].body["messages"] == [
        {"role": "user", "content": sent[0].body["messages"][0]["content"]}
    ]
    assert sent[0].body["stream"] is True and sent[0].headers["authorization"] == f"Bearer {KEY}"
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    assert KEY not in out.read_text(encoding="utf-8") + done.stdout + done.stderr


def test_jsonl_prompts_without_o_print_only_the_records_on_stdout(tmp_path: Path) -> None:
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl")
    with FakeOpenAIServer() as server:
        done = cli(
            [str(prompts), "--model", B, "--model", A, "--concurrency", "1"],
            environment(server, tmp_path / "data"),
        )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # not a terminal: no progress bar, no summary
    rows = records(done.stdout)
    assert [(r["prompt"], r["model"]) for r in rows] == [(p, m) for p in PROMPTS for m in (B, A)]
    assert [r["id"] for r in rows] == [0, 0, 1, 1, 2, 2]  # JSON values stay JSON values
    assert rows[4]["fields"] == {"level": 20}


def test_n_3_gives_three_answers_and_params_reach_the_request_body(tmp_path: Path) -> None:
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl", PROMPTS[:1])
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        server.enqueue(
            Reply(
                choices=["Red.", "A deep blue.", "Green"], choice_finish=["stop", "stop", "length"]
            )
        )
        done = cli(
            [
                str(prompts),
                "--model",
                A,
                "--param",
                "n=3",
                "--param",
                "temperature=0.2",
                "--param",
                "seed=7",
                "--param",
                "user=batch-test",  # not a field of the app's: goes in the extra body
                "-o",
                str(out),
            ],
            environment(server, tmp_path / "data"),
        )
        [request] = chats(server)
    assert done.returncode == 0, done.stderr
    body = request.body
    assert body["n"] == 3 and body["temperature"] == 0.2 and body["seed"] == 7
    assert body["user"] == "batch-test"
    [row] = read(out)
    assert row["params"] == {"n": 3, "temperature": 0.2, "seed": 7, "user": "batch-test"}
    assert [(a["index"], a["text"], a["finish_reason"]) for a in row["answers"]] == [
        (0, "Red.", "stop"),
        (1, "A deep blue.", "stop"),
        (2, "Green", "length"),
    ]
    assert row["usage"]["completion_tokens"] > 0  # the request's, once


def test_a_model_that_does_not_take_a_parameter_is_sent_without_it(tmp_path: Path) -> None:
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl", PROMPTS[:1])
    with FakeOpenAIServer() as server:
        done = cli(
            [str(prompts), "--model", "claude-sonnet-4-5", "--param", "n=2"],
            environment(server, tmp_path / "data"),
        )
        [request] = chats(server)
    assert done.returncode == 0, done.stderr
    assert "n" not in request.body
    [row] = records(done.stdout)
    assert row["adjustments"] == ["n not sent: Claude returns one answer per request."]


def test_token_probabilities_come_with_each_answer_when_asked_for(tmp_path: Path) -> None:
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl", PROMPTS[:1])
    with FakeOpenAIServer() as server:
        server.enqueue(Reply(choices=["Red", "Blue"], logprobs=[-0.25]))
        done = cli(
            [str(prompts), "--model", A, "--param", "logprobs=true", "--param", "n=2"],
            environment(server, tmp_path / "data"),
        )
        [request] = chats(server)
    assert done.returncode == 0, done.stderr
    assert request.body["logprobs"] is True and request.body["top_logprobs"] == 5
    [row] = records(done.stdout)
    for answer in row["answers"]:
        [token] = answer["logprobs"]
        assert token["token"] == answer["text"] and token["logprob"] == -0.25
        assert token["top_logprobs"][0]["token"] == answer["text"]
        assert len(token["top_logprobs"]) == 5


def test_a_429_is_waited_out_as_retry_after_says(tmp_path: Path) -> None:
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl", PROMPTS[:1])
    with FakeOpenAIServer() as server:
        server.enqueue(Reply.error(429, "slow down", retry_after=1), Reply(text="Red."))
        done = cli([str(prompts), "--model", A], environment(server, tmp_path / "data"))
        sent = chats(server)
    assert done.returncode == 0, done.stderr
    assert len(sent) == 2
    [row] = records(done.stdout)
    assert row["status"] == "ok" and row["answers"][0]["text"] == "Red."


def test_a_wrong_key_stops_after_one_request_with_one_sentence(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    out = tmp_path / "out.jsonl"
    wrong = "sk-wrong-key-abcdef123456"
    with FakeOpenAIServer(api_key=KEY) as server:
        done = cli(
            [str(prompts), "--model", A, "--model", B, "--concurrency", "4", "-o", str(out)],
            environment(server, tmp_path / "data", key=wrong),
        )
        assert len(chats(server)) == 1  # not one per prompt × model
        assert len(server.requests) == 1  # nor a model list
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert "API key was rejected" in line and "6 requests not sent" in line
    assert wrong not in line and done.stdout == ""
    assert read(out) == []
    assert wrong not in out.read_text(encoding="utf-8")


def test_a_failing_model_gives_error_records_and_exit_1(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        server.enqueue(*(Reply.error(400, "this model cannot do that"),) * 3, key=B)
        done = cli(
            [str(prompts), "--model", A, "--model", B, "-o", str(out)],
            environment(server, tmp_path / "data"),
        )
    assert done.returncode == 1
    assert "3 requests of 6 failed; their records say why" in one_line(done.stderr)
    assert done.stdout.startswith("Answered 3 of 6 (3 prompts × 2 models) (3 failed) → ")
    rows = read(out)
    assert [r["status"] for r in rows] == ["ok", "error"] * 3
    for row in rows[1::2]:
        assert row["error"] == "The request was rejected: this model cannot do that."
        assert row["answers"] == [] and row["usage"] is None and row["cost"] is None


def test_an_unknown_model_costs_one_request_and_the_other_model_goes_on(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        unknown = Reply.error(404, "The model `nonesuch` does not exist", code="model_not_found")
        server.enqueue(unknown, unknown, key="nonesuch")
        env = environment(server, tmp_path / "data")
        done = cli([str(prompts), "--model", "nonesuch", "--model", A, "-o", str(out)], env)
        assert [r.body["model"] for r in chats(server)].count("nonesuch") == 1
        alone = cli([str(prompts), "--model", "nonesuch", "-o", str(tmp_path / "alone.jsonl")], env)
    assert done.returncode == 1
    rows = read(out)
    assert [r["status"] for r in rows] == ["error", "ok"] * 3
    assert {r["error"] for r in rows[::2]} == {"Model not available: nonesuch."}
    # The only model unknown: nothing could start.
    assert alone.returncode == 2
    assert one_line(alone.stderr).endswith("Model not available: nonesuch. Nothing was answered.")


def test_a_killed_run_resumes_sending_only_what_is_missing(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    out = tmp_path / "out.jsonl"
    args = [str(prompts), "--model", A, "--model", B, "--concurrency", "1", "-o", str(out)]
    args += ["--param", "temperature=0.5"]
    with FakeOpenAIServer() as server:
        env = environment(server, tmp_path / "data")
        # Two answers, then one that stalls: the run is killed in the middle of it.
        server.enqueue(Reply(text="one"), Reply(text="two"), Reply(text="never", stall_after=0))
        run = start(args, env)
        try:
            # Three chat requests: the catalog's refresh after the first answer is not one.
            wait_until(lambda: len(chats(server)) == 3, timeout=60)
            wait_until(lambda: out.is_file() and len(read(out)) == 2)
        finally:
            run.kill()
            run.communicate(timeout=30)
        first = [(r.body["model"], asked(r)) for r in chats(server)]
        assert len(first) == 3

        again = cli(args, env)
        resent = [(r.body["model"], asked(r)) for r in chats(server)][3:]
        rows = read(out)
        # Other parameters are another batch: everything is sent, the old records stay.
        other = cli([*args[:-1], "temperature=0.9"], env)
        sent_other = len(chats(server)) - 3 - len(resent)
    assert again.returncode == 0, again.stderr
    answered = {tuple(pair) for pair in first[:2]}
    assert len(resent) == 4 and not answered & set(resent)  # only what was missing
    assert "(2 from an earlier run)" in again.stdout
    assert [(r["prompt"], r["model"]) for r in rows] == [(p, m) for p in PROMPTS for m in (A, B)]
    assert [r["answers"][0]["text"] for r in rows[:2]] == ["one", "two"]
    assert all(r["status"] == "ok" for r in rows)
    assert other.returncode == 0, other.stderr
    assert sent_other == 6
    everything = read(out)
    assert len(everything) == 12
    assert [r["params"]["temperature"] for r in everything] == [0.9] * 6 + [0.5] * 6


def test_ctrl_c_stops_with_one_sentence_and_keeps_the_finished_records(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        server.enqueue(Reply(text="Red."), Reply(text="never", stall_after=0))
        run = start(
            [str(prompts), "--model", A, "--concurrency", "1", "-o", str(out)],
            environment(server, tmp_path / "data"),
        )
        try:
            wait_until(lambda: len(chats(server)) == 2, timeout=60)
            wait_until(lambda: out.is_file() and len(read(out)) == 1)
            run.send_signal(signal.SIGINT)
            _, stderr = run.communicate(timeout=60)
        finally:
            run.kill()
    assert run.returncode == 130
    assert "stopped (Ctrl+C); run the command again to go on." in one_line(stderr)
    assert [r["answers"][0]["text"] for r in read(out)] == ["Red."]


@pytest.mark.parametrize(
    ("files", "args", "message"),
    [
        (
            {"p.csv": "id,question\n1,Hi\n"},
            [],
            'p.csv has no "prompt" column (its columns: id, question).',
        ),
        ({"p.csv": ""}, [], "p.csv has no prompts."),
        ({"p.jsonl": '{"prompt": "a"}\n{"prompt": "b"\n'}, [], "p.jsonl, line 2: not JSON"),
        (
            {"p.jsonl": '{"prompt": "a"}\n{"text": "b"}\n'},
            [],
            'p.jsonl, line 2: no "prompt" field.',
        ),
        ({"p.txt": "hello\n"}, [], "must be a .csv or .jsonl file"),
        ({}, [], "no such file"),
        (
            {"p.csv": "prompt\nHi\n"},
            ["--param", "temperature=9"],
            "temperature must be a number from 0 to 2.",
        ),
        ({"p.csv": "prompt\nHi\n"}, ["--param", "model=x"], "give models with --model"),
        ({"p.csv": "prompt\nHi\n"}, ["--param", "n"], "expected NAME=VALUE"),
        ({"p.csv": "prompt\nHi\n"}, ["-o", "{dir}/out.csv"], "the output must end in .jsonl"),
        (
            {"p.csv": "prompt\nHi\n", "o.jsonl": '{"name": "Ada"}\n'},
            ["-o", "{dir}/o.jsonl"],
            "is not a batch output",
        ),
    ],
)
def test_what_cannot_start_exits_2_with_one_sentence_and_sends_nothing(
    tmp_path: Path, files: dict[str, str], args: list[str], message: str
) -> None:
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    source = next(iter(files), "p.csv")
    with FakeOpenAIServer() as server:
        done = cli(
            [str(tmp_path / source), "--model", A, *(a.format(dir=tmp_path) for a in args)],
            environment(server, tmp_path / "data"),
        )
        assert server.requests == []
    assert done.returncode == 2
    assert message in one_line(done.stderr)
    assert done.stdout == ""
    if "o.jsonl" in files:
        assert (tmp_path / "o.jsonl").read_text(encoding="utf-8") == '{"name": "Ada"}\n'


def test_the_prompts_file_is_never_the_output(tmp_path: Path) -> None:
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl")
    before = prompts.read_text(encoding="utf-8")
    with FakeOpenAIServer() as server:
        done = cli(
            [str(prompts), "--model", A, "-o", str(prompts)], environment(server, tmp_path / "d")
        )
    assert done.returncode == 2
    assert "must not be the prompts file" in one_line(done.stderr)
    assert prompts.read_text(encoding="utf-8") == before


def test_no_key_and_no_keyring_exits_2_with_one_sentence(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    with FakeOpenAIServer() as server:
        env = environment(server, tmp_path / "data", key=None)
        env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        done = cli([str(prompts), "--model", A], env)
        assert server.requests == []
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert "No API key" in line and "COMETDESK_API_KEY" in line


def test_bad_arguments_exit_2_with_argparse_usage_and_no_traceback(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    with FakeOpenAIServer() as server:
        done = cli(
            [str(prompts), "--model", A, "--concurrency", "0"],
            environment(server, tmp_path / "data"),
        )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].endswith("argument --concurrency: choose 1 to 16")


def test_ctrl_c_without_o_prints_the_records_that_had_finished(tmp_path: Path) -> None:
    prompts = csv_prompts(tmp_path / "prompts.csv")
    with FakeOpenAIServer() as server:
        server.enqueue(Reply(text="Red."), Reply(text="never", stall_after=0))
        run = start(
            [str(prompts), "--model", A, "--concurrency", "1"],
            environment(server, tmp_path / "data"),
        )
        try:
            # One at a time: the second request goes only once the first one's record is
            # made, and it stalls.
            wait_until(lambda: len(chats(server)) == 2)
            run.send_signal(signal.SIGINT)
            stdout, stderr = run.communicate(timeout=60)
        finally:
            run.kill()
    assert run.returncode == 130
    assert "the records printed are those that had finished" in one_line(stderr)
    assert [r["answers"][0]["text"] for r in records(stdout)] == ["Red."]


def test_an_answer_with_a_lone_surrogate_and_nul_is_kept_in_the_file_and_on_stdout(
    tmp_path: Path,
) -> None:
    """A model's reply can carry a lone surrogate (a \\ud800 escape in the SSE JSON) and
    NUL: the record is written with U+FFFD for the surrogate, never failing the run."""
    prompts = jsonl_prompts(tmp_path / "prompts.jsonl", ("Say something odd.",))
    out = tmp_path / "out.jsonl"
    with FakeOpenAIServer() as server:
        env = environment(server, tmp_path / "data")
        for _ in range(2):
            server.enqueue(Reply(body=hostile_sse(), content_type="text/event-stream"))
        to_file = cli([str(prompts), "--model", A, "-o", str(out)], env)
        to_stdout = cli([str(prompts), "--model", A], env)
    assert to_file.returncode == 0, to_file.stderr
    assert to_stdout.returncode == 0, to_stdout.stderr
    for (record,) in (read(out), records(to_stdout.stdout)):
        text = record["answers"][0]["text"]
        assert record["status"] == "ok" and "\ufffd" in text and "\ud800" not in text
        assert "alpha" in text and "bravo\x00charlie" in text and "echo" in text
