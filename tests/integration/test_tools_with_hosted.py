"""A reply that offers local MCP tools and the tools the API runs itself, in one tool loop:
ChatSession + the loopback server + a real local MCP server (time) + a remote MCP server
the API calls + the code interpreter. The remote server's approval request is asked like a
local call and answered in the next round; the code interpreter's image lands in the blob
store."""

from __future__ import annotations

import asyncio
import hashlib
import json
from pathlib import Path

from app.domain import Message, MessageStatus, Params
from app.mcp.config import ServerConfig
from app.secrets import MemoryKeyStore
from app.services.remote_mcp import RemoteMcp
from app.services.tool_loop import Approval, Decision
from tests.support import fake_hosted
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.mcp_fake_replies import posted_bodies, tool_call
from tests.support.mcp_harness import Rig, ScriptedApprover, time_server

TOKYO = tool_call("time__get_current_time", {"timezone": "Asia/Tokyo"}, call_id="call_tokyo")
REMOTE = ServerConfig(
    id="git-hub", name="Git Hub", transport="remote", url="https://mcp.example.com/sse"
)
ARGS = {"repo": "octo/hello"}
PARAMS = Params(model="gpt-4.1", endpoint="responses")
PNG = b"\x89PNG\r\n\x1a\nfake-plot"


def _run(
    db: Path, server: FakeOpenAIServer, approver: ScriptedApprover, params: Params = PARAMS
) -> tuple[Message, Rig]:
    async def go() -> tuple[Message, Rig]:
        rig = Rig(db, server.base_url, [time_server(), REMOTE], approver)
        rig.loop.remote = RemoteMcp(rig.store, MemoryKeyStore(), approver)
        try:
            reply = await rig.session.send(None, "Time in Tokyo, and my issues?", params)
            stored = await rig.repo.get_message(reply.id)
            assert stored is not None
            return stored, rig
        finally:
            await rig.close()

    return asyncio.run(go())


def test_local_call_and_remote_approval_in_the_same_round(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    asking = fake_hosted.approval_request("git_hub", "list_issues", ARGS)
    answer = fake_hosted.mcp_answer("git_hub", "list_issues", ARGS, '[{"title": "Bug"}]')
    fake_server.enqueue(
        Reply(text="", tool_calls=[TOKYO], hosted=[asking]),
        Reply(text="Morning in Tokyo; one issue: Bug.", hosted=answer),
    )
    approver = ScriptedApprover(Approval(Decision.RUN))
    stored, _rig = _run(tmp_path / "db.sqlite3", fake_server, approver)

    assert stored.status is MessageStatus.COMPLETE
    assert stored.text == "Morning in Tokyo; one issue: Bug."
    servers = sorted(r.server_id for r in approver.requests)
    assert servers == ["remote:git_hub", "time"]
    by_name = {c.name: c for c in stored.tool_calls}
    assert by_name["time__get_current_time"].status == "done"
    assert by_name["mcp_approval_request"].status == "done"
    assert "Bug" in by_name["mcp_call"].result

    first, second = posted_bodies(fake_server.requests, "/responses")
    kinds = [t["type"] for t in first["tools"]]
    assert kinds.count("function") >= 1 and "mcp" in kinds
    assert "mcp" in [t["type"] for t in second["tools"]]  # the remote server stays offered
    items = second["input"]
    outputs = [i for i in items if i.get("type") == "function_call_output"]
    assert outputs and "Asia/Tokyo" in outputs[0]["output"]
    answers = [i for i in items if i.get("type") == "mcp_approval_response"]
    assert answers == [
        {"type": "mcp_approval_response", "approval_request_id": "mcpr_fake0001", "approve": True}
    ]
    requests = [i for i in items if i.get("type") == "mcp_approval_request"]
    assert requests[0]["server_label"] == "git_hub" and json.loads(requests[0]["arguments"]) == ARGS


def test_a_denied_remote_call_goes_back_and_the_local_loop_goes_on(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    asking = fake_hosted.approval_request("git_hub", "list_issues", ARGS)
    answer = fake_hosted.mcp_answer("git_hub", "list_issues", ARGS, "never made")
    fake_server.enqueue(
        Reply(text="Let me look.", hosted=[asking]),
        Reply(text="", tool_calls=[TOKYO], hosted=answer),
        Reply(text="Morning in Tokyo; the issues stay private."),
    )
    # The remote request is asked first (round 0), the local call in round 1.
    approver = ScriptedApprover(Approval(Decision.DENY), Approval(Decision.RUN))
    stored, _rig = _run(tmp_path / "db.sqlite3", fake_server, approver)

    assert stored.status is MessageStatus.COMPLETE
    assert stored.text.endswith("Morning in Tokyo; the issues stay private.")
    by_name = {c.name: c for c in stored.tool_calls}
    assert by_name["mcp_approval_request"].status == "denied"
    assert "mcp_call" not in by_name  # denied: the server never called it
    assert by_name["time__get_current_time"].status == "done"
    bodies = posted_bodies(fake_server.requests, "/responses")
    assert len(bodies) == 3
    for body in bodies[1:]:  # the denial travels with every later round
        answers = [i for i in body["input"] if i.get("type") == "mcp_approval_response"]
        assert [a["approve"] for a in answers] == [False]


def test_code_interpreter_images_are_stored_in_a_tool_loop_reply(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    plot = fake_hosted.code_call("plot(x)", logs="ok", image=PNG)
    fake_server.enqueue(
        Reply(text="", tool_calls=[TOKYO], hosted=[plot]),
        Reply(text="Here is the plot, made in Tokyo's morning."),
    )
    params = Params(model="gpt-4.1", endpoint="responses", code_interpreter=True)
    stored, rig = _run(tmp_path / "db.sqlite3", fake_server, ScriptedApprover(), params)

    assert stored.status is MessageStatus.COMPLETE
    (code,) = [c for c in stored.tool_calls if c.name == "code_interpreter"]
    assert [(i.blob, i.mime) for i in code.images] == [
        (hashlib.sha256(PNG).hexdigest(), "image/png")
    ]
    assert "data:image" not in code.result  # stored, not kept as a data: address
    assert (PNG, "image/png") in rig.images
    first = posted_bodies(fake_server.requests, "/responses")[0]
    assert {"type": "code_interpreter", "container": {"type": "auto"}} in first["tools"]
