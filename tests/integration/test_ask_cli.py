"""`cometdesk ask` as a real process against the loopback OpenAI-compatible server: the reply
streamed to stdout as it arrives and both messages stored as the window stores them (read
back with `cometdesk history show --json`), a follow-up on an existing chat with its
parameters, and the failures: a wrong key, a 429 after the retries, a dropped connection
(the question stays stored, one sentence, exit 1), Ctrl+C (the partial reply kept, marked
stopped), an unknown conversation and bad arguments."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, own_history
from tests.integration.test_history_cli import (
    KEY,
    ROOT,
    cometdesk,
    environment,
    failed,
    listed,
    ok,
    one_line,
    shown,
)
from tests.support.fake_server import FakeOpenAIServer, RecordedRequest, Reply

CHAT = "/v1/chat/completions"
# As from a terminal, where Ctrl+C reaches the command: a suite started in the background
# runs with SIGINT ignored, and every child inherits that (see test_describe_cli.py).
WITH_CTRL_C = [
    "-c",
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.argv[0] = 'cometdesk'; runpy.run_module('app', run_name='__main__', alter_sys=True)",
]


def ask(
    data_dir: Path,
    server: FakeOpenAIServer,
    *args: str,
    key: str | None = KEY,
    stdin: str | None = None,
) -> subprocess.CompletedProcess[str]:
    return cometdesk(["ask", *args], environment(data_dir, server.base_url, key), stdin)


def start(data_dir: Path, server: FakeOpenAIServer, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, *WITH_CTRL_C, "ask", *args],
        cwd=ROOT,
        env=environment(data_dir, server.base_url),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def read_until(run: subprocess.Popen[str], wanted: str, timeout: float = 30.0) -> str:
    """What the command wrote on stdout until ``wanted`` showed up in it."""
    assert run.stdout is not None
    fd = run.stdout.fileno()
    got = b""
    deadline = time.monotonic() + timeout
    while wanted.encode() not in got:
        if time.monotonic() > deadline:
            raise TimeoutError(f"{wanted!r} not on stdout; got {got!r}")
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            chunk = os.read(fd, 4096)
            if not chunk:
                raise AssertionError(f"stdout ended before {wanted!r}; got {got!r}")
            got += chunk
    return got.decode()


def chats(server: FakeOpenAIServer) -> list[RecordedRequest]:
    return [r for r in server.requests if r.path == CHAT]


def messages(data_dir: Path, cid: int) -> list[dict[str, Any]]:
    found = shown(data_dir, cid)["messages"]
    assert isinstance(found, list)
    return found


def the_only_conversation(data_dir: Path) -> int:
    entries = listed(data_dir)
    assert len(entries) == 1, entries
    return int(entries[0]["id"])


def test_a_new_chat_streams_the_reply_and_stores_both_messages(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Paris is the capital of France.", chunk_size=4))
    done = ask(data_dir, fake_server, "What is the capital of France?")
    assert ok(done) == "Paris is the capital of France.\n"
    (request,) = chats(fake_server)
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert request.body["model"] == "gpt-4o-mini"  # the settings' default model
    assert request.body["stream"] is True
    assert request.body["messages"] == [
        {"role": "user", "content": "What is the capital of France?"}
    ]
    cid = the_only_conversation(data_dir)
    found = shown(data_dir, cid)
    assert found["title"] == "What is the capital of France?"
    assert found["model"] == "gpt-4o-mini"
    question, answer = found["messages"]
    assert (question["role"], question["text"]) == ("user", "What is the capital of France?")
    assert question["status"] == "complete"
    assert (answer["role"], answer["model"]) == ("assistant", "gpt-4o-mini")
    assert answer["text"] == "Paris is the capital of France."
    assert answer["status"] == "complete" and answer["finish_reason"] == "stop"
    assert answer["parent_id"] == question["id"]
    assert answer["usage"]["completion_tokens"] > 0


def test_the_reply_reaches_stdout_as_it_arrives(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(
        Reply(deltas=["First words", " and more", " at the end."], delay_per_chunk=0.7)
    )
    run = start(data_dir, fake_server, "Tell me slowly.")
    try:
        early = read_until(run, "First words")
        assert run.poll() is None  # still streaming: the rest takes another second or so
    finally:
        rest, stderr = run.communicate(timeout=60)
    assert run.returncode == 0, stderr
    assert early + rest == "First words and more at the end.\n"
    cid = the_only_conversation(data_dir)
    assert messages(data_dir, cid)[1]["text"] == "First words and more at the end."


def test_a_prompt_from_stdin(data_dir: Path, fake_server: FakeOpenAIServer) -> None:
    fake_server.enqueue(Reply(text="Read it."))
    done = ask(data_dir, fake_server, "-", stdin="A question\nover two lines\n")
    assert ok(done) == "Read it.\n"
    assert chats(fake_server)[0].body["messages"][-1]["content"] == "A question\nover two lines"


def test_conversation_goes_on_with_its_branch_and_its_parameters(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    params = Params(model="gpt-4.1", temperature=0.3, system_prompt="Be brief.")

    def write(repo: Repository) -> tuple[int, int]:
        conv = repo.create_conversation("Trip", params)
        repo.add_message(conv.id, "user", (TextPart("Where to?"),), params=params)
        old = repo.add_message(conv.id, "assistant", (TextPart("Rome."),), model="gpt-4.1")
        repo.add_message(
            conv.id, "assistant", (TextPart("Lisbon."),), model="gpt-4.1", version_of=old.id
        )
        return conv.id, repo.create_conversation("Other", Params()).id

    with own_history(data_dir / DB_FILENAME) as history:
        cid, other = history.run(write)
    fake_server.enqueue(Reply(text="Take the tram."), Reply(text="By boat."))

    assert ok(ask(data_dir, fake_server, "How do I get around?", "--conversation", str(cid)))
    first = chats(fake_server)[0].body
    assert first["model"] == "gpt-4.1" and first["temperature"] == 0.3
    assert first["messages"] == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Where to?"},
        {"role": "assistant", "content": "Lisbon."},  # the version on screen
        {"role": "user", "content": "How do I get around?"},
    ]
    done = ask(data_dir, fake_server, "And back?", "--conversation", str(cid), "--model", "gpt-5")
    assert ok(done) == "By boat.\n"
    assert chats(fake_server)[1].body["model"] == "gpt-5"
    stored = messages(data_dir, cid)
    assert [m["text"] for m in stored] == [
        "Where to?",
        "Lisbon.",
        "How do I get around?",
        "Take the tram.",
        "And back?",
        "By boat.",
    ]
    assert [m["model"] for m in stored if m["role"] == "assistant"] == [
        "gpt-4.1",
        "gpt-4.1",
        "gpt-5",
    ]
    assert all(m["status"] == "complete" for m in stored)
    # Appended where it was asked: no new conversation, the other one untouched.
    assert {e["id"] for e in listed(data_dir)} == {cid, other}
    assert messages(data_dir, other) == []


def test_a_wrong_key_is_one_sentence_exit_1_and_the_question_stays(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.api_key = KEY
    wrong = "sk-wrong-key-abcdef123456"
    done = ask(data_dir, fake_server, "Hello?", key=wrong)
    line = failed(done, 1)
    assert line.startswith("cometdesk: error: The API key was rejected")
    assert line.endswith("; the question is kept in conversation 1.")
    assert wrong not in line
    assert len(chats(fake_server)) == 1  # a rejected key is not tried again
    question, reply = messages(data_dir, the_only_conversation(data_dir))
    assert (question["role"], question["text"]) == ("user", "Hello?")
    assert reply["status"] == "error" and reply["text"] == ""
    assert "rejected" in reply["error"]


def test_a_429_after_the_retries_fails_with_one_sentence(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(*[Reply.error(429, "slow down", retry_after=0)] * 4)
    line = failed(ask(data_dir, fake_server, "Busy?"), 1)
    assert line.startswith("cometdesk: error: Rate limited by the server")
    assert len(chats(fake_server)) == 4
    question, reply = messages(data_dir, the_only_conversation(data_dir))
    assert question["text"] == "Busy?" and reply["status"] == "error"


def test_a_dropped_connection_keeps_what_arrived(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(deltas=["The answer", " goes on", " and on."], drop_after=1))
    done = ask(data_dir, fake_server, "Go on?")
    assert done.returncode == 1, done.stderr
    assert done.stdout == "The answer\n"
    line = one_line(done.stderr)
    assert line == (
        "cometdesk: error: The reply ended early (the connection closed before it finished); "
        "what arrived is kept in conversation 1."
    )
    question, reply = messages(data_dir, 1)
    assert question["text"] == "Go on?"
    assert reply["text"] == "The answer" and reply["status"] == "incomplete"


def test_ctrl_c_keeps_the_partial_reply_marked_stopped(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Once upon a time, far away", chunk_size=5, stall_after=2))
    run = start(data_dir, fake_server, "A story, please.")
    try:
        early = read_until(run, "Once upon ")
        run.send_signal(signal.SIGINT)
    finally:
        rest, stderr = run.communicate(timeout=60)
    assert run.returncode == 130, stderr
    assert early + rest == "Once upon \n"
    assert one_line(stderr) == (
        "cometdesk: error: stopped (Ctrl+C); the reply so far is kept in conversation 1, "
        "marked stopped."
    )
    question, reply = messages(data_dir, 1)
    assert question["text"] == "A story, please."
    assert reply["text"] == "Once upon " and reply["status"] == "stopped"


def test_an_unknown_or_trashed_conversation_is_exit_1_and_nothing_is_sent(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    line = failed(ask(data_dir, fake_server, "Hi", "--conversation", "7"), 1)
    assert line == "cometdesk: error: No conversation 7."
    with own_history(data_dir / DB_FILENAME) as history:
        cid = history.run(lambda repo: repo.create_conversation("Old", Params()).id)
        history.run(lambda repo: repo.delete_conversation(cid))
    line = failed(ask(data_dir, fake_server, "Hi", "--conversation", str(cid)), 1)
    assert line.startswith(f"cometdesk: error: Conversation {cid} is in the trash")
    assert chats(fake_server) == []
    assert messages(data_dir, cid) == []


def test_a_compare_column_is_left_to_the_window(
    data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    with own_history(data_dir / DB_FILENAME) as history:
        column = history.run(
            lambda repo: repo.create_conversation("⚖ Q · gpt-4o", Params(), compare_group="g").id
        )
    line = failed(ask(data_dir, fake_server, "Hi", "--conversation", str(column)), 2)
    assert line.startswith(f"cometdesk: error: Conversation {column} is a column of a compare")
    assert chats(fake_server) == [] and messages(data_dir, column) == []


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["Hi", "--conversation", "abc"], "expected a conversation ID (a whole number)"),
        (["Hi", "--model"], "argument --model: expected one argument"),
        ([], "the following arguments are required: PROMPT"),
        (["  "], "cometdesk: error: The question is empty: give the prompt to ask."),
        (["Hi", "--model", " "], "cometdesk: error: The model is empty"),
    ],
)
def test_bad_arguments_exit_2_and_nothing_is_stored(
    data_dir: Path, fake_server: FakeOpenAIServer, args: list[str], said: str
) -> None:
    done = ask(data_dir, fake_server, *args)
    assert done.returncode == 2, done.stderr
    assert said in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == "" and chats(fake_server) == []
    assert not (data_dir / DB_FILENAME).exists()


def test_no_key_exits_2_with_one_sentence(data_dir: Path, fake_server: FakeOpenAIServer) -> None:
    env = environment(data_dir, fake_server.base_url, key=None)
    env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
    done = cometdesk(["ask", "Hi"], env)
    assert failed(done, 2).startswith("cometdesk: error: No API key: ")
    assert chats(fake_server) == []
