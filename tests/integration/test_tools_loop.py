"""The whole tool loop: ChatSession + the loopback server + real MCP servers + an approver.

Checks what was stored and what the server received back (tool / function_call_output).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from app import translation
from app.domain import Message, MessageStatus, Params
from app.mcp.config import ServerConfig, ToolSettings
from app.render.tool_text import shown
from app.services.tool_loop import Approval, Decision
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.mcp_fake_replies import posted_bodies, tool_call
from tests.support.mcp_harness import ROOT, Rig, ScriptedApprover, failure_server, time_server

TOKYO = tool_call("time__get_current_time", {"timezone": "Asia/Tokyo"}, call_id="call_tokyo")
PARAMS = Params(model="gpt-4o-mini")


def _run(
    rig_args: tuple[Path, FakeOpenAIServer],
    servers: list[ServerConfig],
    approver: ScriptedApprover,
    prompt: str = "What time is it in Tokyo?",
    params: Params = PARAMS,
    settings: ToolSettings | None = None,
) -> tuple[Message, Rig]:
    db, server = rig_args

    async def go() -> tuple[Message, Rig]:
        rig = Rig(db, server.base_url, servers, approver, settings)
        try:
            reply = await rig.session.send(None, prompt, params)
            stored = await rig.repo.get_message(reply.id)
            assert stored is not None
            return stored, rig
        finally:
            await rig.close()

    return asyncio.run(go())


@pytest.fixture
def rig_args(tmp_path: Path, fake_server: FakeOpenAIServer) -> tuple[Path, FakeOpenAIServer]:
    return tmp_path / "db.sqlite3", fake_server


def test_time_in_tokyo_end_to_end_on_chat(rig_args: tuple[Path, FakeOpenAIServer]) -> None:
    _db, server = rig_args
    server.enqueue(Reply(text="", tool_calls=[TOKYO]), Reply(text="It is morning in Tokyo."))
    approver = ScriptedApprover(Approval(Decision.RUN))
    stored, rig = _run(rig_args, [time_server()], approver)

    assert stored.status is MessageStatus.COMPLETE and stored.text == "It is morning in Tokyo."
    (call,) = stored.tool_calls
    assert call.status == "done" and call.approval == "once" and call.server == "time"
    result = json.loads(call.result)
    assert result["timezone"] == "Asia/Tokyo" and "+09:00" in result["datetime"]
    (request,) = approver.requests
    assert request.server_name == "Time" and request.tool_name == "get_current_time"
    assert json.loads(request.arguments) == {"timezone": "Asia/Tokyo"}
    first, second = posted_bodies(server.requests, "/chat/completions")
    names = [t["function"]["name"] for t in first["tools"]]
    assert "time__get_current_time" in names and "time__convert_time" in names
    follow = second["messages"]
    assert follow[1]["tool_calls"][0]["id"] == "call_tokyo"
    assert follow[2]["role"] == "tool" and follow[2]["tool_call_id"] == "call_tokyo"
    assert json.loads(follow[2]["content"])["timezone"] == "Asia/Tokyo"
    kinds = rig.events.kinds()
    assert kinds.index("pending") < kinds.index("tool_started") < kinds.index("tool_finished")
    assert kinds[-1] == "finished"


def test_time_in_tokyo_on_responses_with_citations(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    _db, server = rig_args
    cite = {"url": "https://time.example/tokyo", "title": "Tokyo time"}
    server.enqueue(Reply(text="", tool_calls=[TOKYO]), Reply(text="Morning.", citations=[cite]))
    params = Params(model="gpt-4o-mini", endpoint="responses", web_search=True)
    stored, rig = _run(rig_args, [time_server()], ScriptedApprover(), params=params)

    assert stored.status is MessageStatus.COMPLETE and stored.text == "Morning."
    assert stored.citations == [("https://time.example/tokyo", "Tokyo time")]
    assert rig.events.of("citation") == [(1, "https://time.example/tokyo", "Tokyo time")]
    first, second = posted_bodies(server.requests, "/responses")
    assert {"type": "web_search_preview"} in first["tools"]
    items = second["input"]
    assert items[1] == {
        "type": "function_call",
        "call_id": "call_tokyo",
        "name": "time__get_current_time",
        "arguments": '{"timezone": "Asia/Tokyo"}',
    }
    assert items[2]["type"] == "function_call_output" and items[2]["call_id"] == "call_tokyo"
    assert "Asia/Tokyo" in items[2]["output"]


def test_denied_and_edited_calls_in_one_parallel_round(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    _db, server = rig_args
    london = tool_call("time__get_current_time", {"timezone": "Europe/London"}, call_id="c_lon")
    typo = tool_call("time__get_current_time", {"timezone": "Asia/Tokio"}, call_id="c_typo")
    server.enqueue(Reply(text="", tool_calls=[london, typo]), Reply(text="Done."))
    approver = ScriptedApprover(
        Approval(Decision.DENY), Approval(Decision.RUN, '{"timezone": "Asia/Tokyo"}')
    )
    stored, _rig = _run(rig_args, [time_server()], approver)

    denied, edited = stored.tool_calls
    assert denied.status == "denied" and denied.result == ""
    assert edited.status == "done" and edited.ran_arguments == '{"timezone": "Asia/Tokyo"}'
    assert "Asia/Tokyo" in edited.result
    follow = posted_bodies(server.requests)[-1]["messages"]
    assert follow[2] == {
        "role": "tool",
        "tool_call_id": "c_lon",
        "content": "The user denied this tool call.",
    }
    assert follow[1]["tool_calls"][1]["function"]["arguments"] == '{"timezone": "Asia/Tokyo"}'
    assert "Asia/Tokyo" in follow[3]["content"]


def test_unknown_tool_bad_json_and_schema_failure_go_back_as_errors(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    _db, server = rig_args
    calls = [
        tool_call("nope__missing", {}, call_id="c_unknown"),
        tool_call("test__add", '{"a": 1, "b":', call_id="c_json"),
        tool_call("test__add", {"a": "one", "b": 2}, call_id="c_schema"),
        tool_call("test__add", {"a": 1, "b": 2}, call_id="c_ok"),
    ]
    server.enqueue(Reply(text="", tool_calls=calls), Reply(text="Sorry."))
    approver = ScriptedApprover()
    stored, rig = _run(rig_args, [failure_server()], approver)

    unknown, bad_json, schema, ok = stored.tool_calls
    assert unknown.status == "failed" and "not offered here: “nope__missing”" in unknown.error
    assert bad_json.status == "failed" and "not valid JSON" in bad_json.error
    assert schema.status == "failed" and "do not match the tool's schema" in schema.error
    assert ok.status == "done" and ok.result == "3"
    assert [r.call.call_id for r in approver.requests] == ["c_ok"]  # invalid ones never ask
    follow = posted_bodies(server.requests)[-1]["messages"]
    tool_msgs = {m["tool_call_id"]: m["content"] for m in follow if m["role"] == "tool"}
    assert tool_msgs["c_unknown"].startswith("Error: The model asked for a tool")
    assert tool_msgs["c_json"].startswith("Error: The arguments for “add” are not valid JSON")
    assert "a: 'one' is not of type 'integer'" in tool_msgs["c_schema"]
    assert tool_msgs["c_ok"] == "3"
    finished = {c.call_id for c in rig.events.of("tool_finished")}
    assert finished == {"c_unknown", "c_json", "c_schema", "c_ok"}


def test_step_limit_stops_and_says_so(rig_args: tuple[Path, FakeOpenAIServer]) -> None:
    _db, server = rig_args
    server.enqueue(
        Reply(text="", tool_calls=[tool_call("test__add", {"a": 1, "b": 1})]),
        Reply(text="", tool_calls=[tool_call("test__add", {"a": 2, "b": 2})]),
        Reply(text="never asked"),
    )
    settings = ToolSettings(servers=(failure_server(),), step_limit=2)
    stored, rig = _run(rig_args, [failure_server()], ScriptedApprover(), settings=settings)

    assert len(posted_bodies(server.requests)) == 2 and server.pending() == 1
    first, second = stored.tool_calls
    assert first.status == "done" and second.status == "failed" and second.round == 1
    assert stored.status is MessageStatus.INCOMPLETE
    assert stored.error is not None and "after 2 rounds" in stored.error
    assert rig.events.of("loop_stopped") == [stored.error]


def test_repeated_call_stops_the_loop(rig_args: tuple[Path, FakeOpenAIServer]) -> None:
    _db, server = rig_args
    server.enqueue(
        Reply(text="", tool_calls=[tool_call("test__add", {"a": 1, "b": 2})]),
        Reply(text="", tool_calls=[tool_call("test__add", '{"b": 2, "a": 1}')]),
    )
    stored, _rig = _run(rig_args, [failure_server()], ScriptedApprover())

    first, again = stored.tool_calls
    assert first.status == "done"
    assert again.status == "failed" and "same arguments" in again.error
    assert stored.status is MessageStatus.INCOMPLETE and stored.error == again.error
    assert len(posted_bodies(server.requests)) == 2


def test_always_allow_and_conversation_allow_skip_the_prompt(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    _db, server = rig_args
    server.enqueue(
        Reply(text="", tool_calls=[tool_call("test__add", {"a": 1, "b": 2})]),
        Reply(text="", tool_calls=[tool_call("test__add", {"a": 5, "b": 5})]),
        Reply(text="10"),
    )
    approver = ScriptedApprover(Approval(Decision.ALWAYS_ALLOW))
    stored, rig = _run(rig_args, [failure_server()], approver)

    assert len(approver.requests) == 1
    assert [c.approval for c in stored.tool_calls] == ["always", "always"]
    assert rig.store.settings.always_allowed == ("test/add",)
    rig.store.revoke("test/add")
    assert rig.store.settings.always_allowed == ()


def test_esc_while_waiting_for_approval_keeps_everything(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    db, server = rig_args
    server.enqueue(Reply(text="Let me look.", tool_calls=[TOKYO]), Reply(text="unused"))
    asked = asyncio.Event

    async def go() -> tuple[Message, list[str]]:
        waiting = asked()

        async def approve(_request: object) -> Approval:
            waiting.set()
            await asyncio.sleep(3600)  # the user has not answered yet
            raise AssertionError

        rig = Rig(db, server.base_url, [time_server()], approve)
        try:
            task = asyncio.ensure_future(rig.session.send(None, "Time?", PARAMS))
            await asyncio.wait_for(waiting.wait(), 30)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            final = rig.events.of("finished")[-1]
            stored = await rig.repo.get_message(final.id)
            assert stored is not None
            return stored, rig.events.kinds()
        finally:
            await rig.close()

    stored, kinds = asyncio.run(go())
    assert stored.status is MessageStatus.STOPPED and stored.text == "Let me look."
    (call,) = stored.tool_calls
    assert call.status == "pending" and call.server == "time"
    assert kinds[-1] == "finished" and "tool_started" not in kinds
    assert len(posted_bodies(server.requests)) == 1


def test_server_that_does_not_start_is_left_out_with_its_reason(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    _db, server = rig_args
    server.enqueue(Reply(text="No tools today."))
    crash = failure_server("crash", "--crash")
    stored, rig = _run(rig_args, [crash, time_server()], ScriptedApprover())

    assert stored.text == "No tools today."
    (failed,) = [s for s in rig.statuses if s.state == "failed"]
    assert failed.reason.startswith("The server “Test server” exited with code 3.")
    assert "no configuration file found" in failed.reason
    names = [t["function"]["name"] for t in posted_bodies(server.requests)[0]["tools"]]
    assert names and all(n.startswith("time__") for n in names)


def test_parallel_calls_run_at_once_and_esc_during_a_run_keeps_it_stored(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    db, server = rig_args
    naps = [tool_call("test__hang", {"seconds": 1}, call_id=f"nap{i}") for i in range(2)]
    stuck = tool_call("test__hang", {"seconds": 3600}, call_id="stuck")
    server.enqueue(
        Reply(text="", tool_calls=naps), Reply(text="", tool_calls=[stuck]), Reply(text="x")
    )

    async def go() -> tuple[Message, list[tuple[str, str]], list[str]]:
        rig = Rig(db, server.base_url, [failure_server()], ScriptedApprover())
        try:
            task = asyncio.ensure_future(rig.session.send(None, "Nap twice", PARAMS))
            while not any(c.call_id == "stuck" for c in rig.events.of("tool_started")):
                await asyncio.sleep(0.02)
            order = [
                (kind, call.call_id)
                for kind, call in rig.events.log
                if kind in ("tool_started", "tool_finished")
            ]
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            stored = await rig.repo.get_message(rig.events.of("finished")[-1].id)
            assert stored is not None
            return stored, order, rig.events.kinds()
        finally:
            await rig.close()

    stored, order, kinds = asyncio.run(go())
    # Side by side, not one after the other: both naps started before either finished.
    first_finish = next(i for i, (kind, _id) in enumerate(order) if kind == "tool_finished")
    assert {("tool_started", "nap0"), ("tool_started", "nap1")} <= set(order[:first_finish])
    nap0, nap1, stuck_call = stored.tool_calls
    assert nap0.status == nap1.status == "done" and nap0.round == nap1.round == 0
    assert stuck_call.round == 1 and stuck_call.status == "pending"
    assert stuck_call.approval == "once"  # allowed, started, cut short by Esc
    assert stored.status is MessageStatus.STOPPED and kinds[-1] == "finished"


def test_a_stored_tool_conversation_continues_after_a_restart(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    db, server = rig_args
    server.enqueue(
        Reply(text="Checking.", tool_calls=[TOKYO]), Reply(text="10:00."), Reply(text="Sure.")
    )
    _run(rig_args, [time_server()], ScriptedApprover())

    async def later() -> None:  # a new session on the same database: the app restarted
        rig = Rig(db, server.base_url, [], ScriptedApprover())
        try:
            (conversation,) = await rig.repo.list_conversations()
            await rig.session.send(conversation.id, "And in Paris?", PARAMS)
        finally:
            await rig.close()

    asyncio.run(later())
    messages = posted_bodies(server.requests)[-1]["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "tool", "assistant", "user"]
    assert messages[1]["content"] == "Checking."
    assert messages[2]["tool_call_id"] == "call_tokyo" and "Asia/Tokyo" in messages[2]["content"]
    assert messages[3] == {"role": "assistant", "content": "10:00."}
    assert "tools" not in posted_bodies(server.requests)[-1]  # no servers configured now


@pytest.fixture
def japanese_ui() -> Iterator[None]:
    """The UI language is Japanese: the shipped catalogue behind app.translation's hook."""
    translator = QTranslator()
    assert translator.load(str(ROOT / "app" / "resources" / "translations" / "cometdesk_ja.qm"))
    translation.set_translator(
        lambda context, source: translator.translate(context, source) or source
    )
    yield
    translation.set_translator(None)


@pytest.mark.usefixtures("japanese_ui")
def test_in_a_japanese_ui_the_model_and_the_database_still_get_english(
    rig_args: tuple[Path, FakeOpenAIServer],
) -> None:
    """A denied call, the step limit and a server that cannot start, with the UI in
    Japanese: what is stored and what the model receives is the English sentence; the
    person reads it in Japanese (tool_text.shown)."""
    _db, server = rig_args
    server.enqueue(
        Reply(
            text="",
            tool_calls=[
                tool_call("test__add", {"a": 1, "b": 1}, call_id="ok"),
                tool_call("test__add", {"a": 2, "b": 2}, call_id="no"),
            ],
        ),
        Reply(text="", tool_calls=[tool_call("test__add", {"a": 3, "b": 3}, call_id="late")]),
        Reply(text="never asked"),
    )
    crash = failure_server("crash", "--crash")
    settings = ToolSettings(servers=(crash, failure_server()), step_limit=2)
    approver = ScriptedApprover(Approval(Decision.RUN), Approval(Decision.DENY))
    stored, rig = _run(rig_args, [crash, failure_server()], approver, settings=settings)

    ok, denied, late = stored.tool_calls
    assert ok.status == "done" and denied.status == "denied" and late.status == "failed"
    assert denied.error == "The user denied this tool call."
    assert late.error == "Not run: the tool loop stopped."
    reason = (
        "The tool loop stopped after 2 rounds (the step limit in Settings); "
        "the last calls were not run."
    )
    assert stored.status is MessageStatus.INCOMPLETE and stored.error == reason
    assert rig.events.of("loop_stopped") == [reason]
    follow = posted_bodies(server.requests)[-1]["messages"]
    tool_msgs = {m["tool_call_id"]: m["content"] for m in follow if m["role"] == "tool"}
    assert tool_msgs == {"ok": "2", "no": "The user denied this tool call."}
    (failed,) = [s for s in rig.statuses if s.state == "failed"]
    assert failed.reason.startswith("The server “Test server” exited with code 3. Its last output:")

    # What the person reads.
    assert shown(denied.error) == "ユーザーがこのツール呼び出しを拒否しました。"
    assert shown(stored.error).startswith("ツールループは 2 ラウンドで停止しました")
    in_japanese = shown(failed.reason)
    assert in_japanese.startswith("サーバー「Test server」がコード 3 で終了しました。 最後の出力: ")
    assert "no configuration file found" in in_japanese
