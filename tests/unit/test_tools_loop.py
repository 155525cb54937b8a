"""The ToolLoop's decisions with a local tool (no server, no network)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from app.domain import ToolCallPart
from app.mcp.config import ToolSettings, ToolSettingsStore
from app.mcp.connection import ToolOutput
from app.mcp.registry import OfferedTool, ToolRegistry, model_name
from app.services.tool_loop import Approval, ApprovalRequest, Decision, ToolLoop, check_arguments


class Shout:
    name = "shout"
    description = "Upper-case a word."
    input_schema: dict[str, Any] = {  # noqa: RUF012 - read only
        "type": "object",
        "properties": {"word": {"type": "string", "maxLength": 10}},
        "required": ["word"],
        "additionalProperties": False,
    }

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    async def run(self, arguments: dict[str, Any]) -> ToolOutput:
        self.calls.append(arguments)
        return ToolOutput(str(arguments["word"]).upper())


def test_model_names_are_valid_and_unique() -> None:
    assert model_name("time", "get_current_time") == "time__get_current_time"
    assert model_name("my server", "do.it") == "my_server__do_it"
    long = model_name("s" * 40, "t" * 40)
    assert len(long) == 64 and long != model_name("s" * 40, "t" * 39 + "u")


def test_check_arguments_sentences() -> None:
    tool = OfferedTool("local__shout", "local", "Comet Desk", "shout", "", Shout.input_schema)
    assert check_arguments('{"word": "hi"}', tool) == ("", {"word": "hi"})
    assert check_arguments("[1]", tool)[0] == (
        "The arguments for “shout” are not valid JSON (expected an object)."
    )
    error, _ = check_arguments('{"word": "a very long word"}', tool)
    assert error.startswith("The arguments for “shout” do not match the tool's schema: word: ")


def _round(
    loop: ToolLoop, calls: Sequence[ToolCallPart], conversation: int = 1
) -> tuple[list[ToolCallPart], list[Sequence[ToolCallPart]]]:
    saved: list[Sequence[ToolCallPart]] = []

    async def save(state: Sequence[ToolCallPart]) -> None:
        saved.append(state)

    async def go() -> list[ToolCallPart]:
        offered = await loop.registry.offered()
        return await loop.run_round(conversation, 7, calls, offered, object(), save)

    return asyncio.run(go()), saved


def test_allow_for_conversation_is_remembered_per_conversation() -> None:
    asked: list[ApprovalRequest] = []

    async def approve(request: ApprovalRequest) -> Approval:
        asked.append(request)
        return Approval(Decision.ALLOW_CONVERSATION)

    shout = Shout()
    loop = ToolLoop(ToolRegistry(None, [shout]), approve=approve, settings=ToolSettingsStore(None))
    call = ToolCallPart("c1", "local__shout", '{"word": "hi"}')
    (done,), saved = _round(loop, [call])
    assert done.status == "done" and done.result == "HI" and done.approval == "conversation"
    assert [c.status for c in saved[-1]] == ["done"] and len(saved) >= 2
    assert asked[0].arguments == '{\n  "word": "hi"\n}' and asked[0].key == "local/shout"
    _round(loop, [ToolCallPart("c2", "local__shout", '{"word": "yo"}')])
    assert len(asked) == 1  # same conversation: not asked again
    _round(loop, [ToolCallPart("c3", "local__shout", '{"word": "yo"}')], conversation=2)
    assert len(asked) == 2  # another conversation asks again
    assert loop.allowed_in_conversation(1) == {"local/shout"}


def test_edited_arguments_are_checked_and_run() -> None:
    answers = [Approval(Decision.RUN, '{"word": "edited"}'), Approval(Decision.RUN, "{oops")]

    async def approve(_request: ApprovalRequest) -> Approval:
        return answers.pop(0)

    shout = Shout()
    store = ToolSettingsStore(None, ToolSettings(always_allowed=()))
    loop = ToolLoop(ToolRegistry(None, [shout]), approve=approve, settings=store)
    (ran,), _ = _round(loop, [ToolCallPart("c", "local__shout", '{"word": "x"}')])
    assert ran.result == "EDITED" and ran.ran_arguments == '{"word": "edited"}'
    (bad,), _ = _round(loop, [ToolCallPart("d", "local__shout", '{"word": "x"}')])
    assert bad.status == "failed" and "not valid JSON" in bad.error
    assert shout.calls == [{"word": "edited"}]
