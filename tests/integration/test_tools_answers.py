"""A reply that uses tools carries one answer from round to round: with Answers (n) above
1, n is not sent (and the person is told), rather than paying for answers that would be
dropped."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.domain import Params
from app.services.tool_loop import Approval, Decision
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.mcp_fake_replies import posted_bodies, tool_call
from tests.support.mcp_harness import Rig, ScriptedApprover, time_server

TOKYO = tool_call("time__get_current_time", {"timezone": "Asia/Tokyo"}, call_id="call_tokyo")


def test_n_is_not_sent_when_the_reply_uses_tools(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="", tool_calls=[TOKYO]), Reply(text="Morning in Tokyo."))

    adjusted: list[tuple[str, ...]] = []

    async def go() -> list[int]:
        approver = ScriptedApprover(Approval(Decision.RUN))
        rig = Rig(tmp_path / "db.sqlite3", fake_server.base_url, [time_server()], approver, None)
        rig.events.reply_adjusted = lambda _id, notes: adjusted.append(notes)  # type: ignore[method-assign]
        try:
            reply = await rig.session.send(None, "Time?", Params(model="gpt-4o-mini", n=3))
            assert reply.text == "Morning in Tokyo."
            return await rig.repo.versions(reply.id)
        finally:
            await rig.close()

    versions = asyncio.run(go())
    assert len(versions) == 1
    bodies = posted_bodies(fake_server.requests, "/chat/completions")
    assert len(bodies) == 2 and all("n" not in body for body in bodies)
    assert adjusted == [("n not sent (a reply that uses tools gives one answer)",)]
