"""The tool loop's and the MCP servers' sentences: the model and the database get English, the
person reads the UI language. Uses the shipped Japanese catalogue (the compiled .qm), loaded
into a real QTranslator behind app.translation's hook, as the app does at start-up."""

from __future__ import annotations

import asyncio
import string
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

from app import translation
from app.api.request_builder import DENIED_OUTPUT, build_request
from app.domain import Message, MessageStatus, Params, TextPart, ToolCallPart
from app.mcp.config import ToolSettings, ToolSettingsStore
from app.mcp.connection import ToolOutput
from app.mcp.registry import ToolRegistry
from app.render import tool_text
from app.render.messages import status_line, tool_error
from app.render.tool_text import shown
from app.services.tool_loop import Approval, ApprovalRequest, Decision, ToolLoop

CATALOGUES = Path(__file__).resolve().parents[2] / "app" / "resources" / "translations"
# Values as the tool code formats them: names with spaces and quotes, numbers as printed.
VALUES = {
    "name": "time__get_current_time",
    "detail": "Expecting value: line 1 column 9 (char 8)",
    "limit": "3",
    "server": "My “Time” server",
    "seconds": "0.5",
    "folder": "/no/such dir",
    "command": "npx",
    "reason": "No such file or directory",
    "code": "-9",
    "tool": "get_current_time",
    "output": "Error: boom | at line 2",
}


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def _values(template: str) -> dict[str, str]:
    return {field: VALUES[field] for field in _fields(template)}


@pytest.fixture
def japanese() -> Iterator[QTranslator]:
    translator = QTranslator()
    assert translator.load(str(CATALOGUES / "cometdesk_ja.qm"))
    translation.set_translator(
        lambda context, source: translator.translate(context, source) or source
    )
    yield translator
    translation.set_translator(None)


def test_without_a_translator_every_sentence_is_shown_as_it_is() -> None:
    for template in (*tool_text.TEMPLATES, tool_text.LAST_OUTPUT):
        sentence = template.format(**_values(template))
        assert shown(sentence) == sentence


@pytest.mark.parametrize("template", tool_text.TEMPLATES)
def test_each_sentence_is_shown_in_japanese_with_its_values(
    japanese: QTranslator, template: str
) -> None:
    values = _values(template)
    expected = japanese.translate("ToolText", template)
    assert expected and expected != template  # the catalogue has it
    assert _fields(expected) == _fields(template)  # and keeps every placeholder
    english = template.format(**values)
    assert shown(english) == expected.format(**values)
    assert all(value in shown(english) for value in values.values())


def test_the_sentences_in_japanese_read_as_expected(japanese: QTranslator) -> None:
    assert (
        shown("The user denied this tool call.") == "ユーザーがこのツール呼び出しを拒否しました。"
    )
    assert shown("The server “Time” exited with code 3.") == (
        "サーバー「Time」がコード 3 で終了しました。"
    )
    assert shown("The tool “hang” did not finish within 0.5 s and was stopped.") == (
        "ツール「hang」が 0.5 秒以内に終わらなかったため、停止しました。"
    )


def test_a_failure_with_the_servers_last_output_keeps_that_output(
    japanese: QTranslator,
) -> None:
    stderr = "Error: no configuration file found | Traceback (most recent call last):"
    for head in (
        tool_text.EXITED.format(server="Test server", code=3),
        tool_text.FAILED_STARTING.format(server="Test server", reason="unhandled errors"),
        tool_text.HANDSHAKE_TIMEOUT.format(server="Test server", seconds="30"),
        tool_text.EXITED_WHILE_RUNNING.format(server="Test server", code=1, tool="add"),
    ):
        english = head + tool_text.LAST_OUTPUT.format(output=stderr)
        assert shown(english) == shown(head) + " 最後の出力: " + stderr
        assert shown(head) != head and shown(head).startswith("サーバー「Test server」")


def test_look_alike_sentences_are_told_apart(japanese: QTranslator) -> None:
    """A sentence is read by its own template, not by a looser one that also fits."""
    exited = "The server “S” exited with code 1 while running “t”."
    assert shown(exited) == "サーバー「S」が「t」の実行中にコード 1 で終了しました。"
    missing = tool_text.NO_COMMAND.format(server="S", command="uvx")
    assert shown(missing).startswith(
        "サーバー「S」を起動できません: コマンド「uvx」が見つかりません。"
    )
    not_object = "The arguments for “add” are not valid JSON (expected an object)."
    assert (
        shown(not_object)
        == "「add」の引数が有効な JSON ではありません (オブジェクトである必要があります)。"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "",
        "The arguments are not valid JSON.",  # an older wording
        "Rate limited: try again in 20 s.",  # an API's sentence
        "The user denied this tool call. And more.",  # not the whole sentence
        "The server “S” exited with code three.",  # not a number
        "{name} {0} {}",  # braces of its own
        "ユーザーがこのツール呼び出しを拒否しました。",  # already translated
    ],
)
def test_other_sentences_pass_through_unchanged(japanese: QTranslator, sentence: str) -> None:
    assert shown(sentence) == sentence


def test_a_broken_translation_falls_back_to_the_english(japanese: QTranslator) -> None:
    translation.set_translator(lambda _context, _source: "サーバー「{nonsense}」")
    sentence = "The server “S” is not running."
    assert shown(sentence) == sentence


def test_the_incomplete_line_and_the_tool_block_read_japanese(japanese: QTranslator) -> None:
    reason = tool_text.STEP_LIMIT.format(limit=2)
    reply = Message(
        id=1,
        conversation_id=1,
        role="assistant",
        parts=(TextPart(""),),
        status=MessageStatus.INCOMPLETE,
        error=reason,
    )
    line, tone = status_line(reply) or ("", "")
    assert tone == "warning"
    assert line == (
        "未完了 — ツールループは 2 ラウンドで停止しました (設定の最大ステップ数)。"
        "最後の呼び出しは実行されていません。"
    )
    call = ToolCallPart("c", "x", "{}", status="failed", error=tool_text.NOT_RUN)
    assert tool_error(call) == "未実行: ツールループが停止しました。"


class Nap:
    name = "nap"
    description = "Sleeps."
    input_schema: dict[str, Any] = {"type": "object"}  # noqa: RUF012 - read only

    async def run(self, _arguments: dict[str, Any]) -> ToolOutput:
        await asyncio.sleep(10)
        return ToolOutput("rested")


def test_what_the_loop_stores_and_sends_stays_english_in_a_japanese_ui(
    japanese: QTranslator,
) -> None:
    """A Japanese window: the denied, unknown, malformed and timed-out calls are stored in
    English and go back to the model in English; only what the person reads is Japanese."""

    async def deny_the_first(request: ApprovalRequest) -> Approval:
        return Approval(Decision.DENY if request.call.call_id == "deny" else Decision.RUN)

    store = ToolSettingsStore(None, ToolSettings(tool_timeout_s=0.2))
    loop = ToolLoop(ToolRegistry(None, [Nap()]), approve=deny_the_first, settings=store)
    calls = [
        ToolCallPart("deny", "local__nap", "{}"),
        ToolCallPart("ghost", "nope__missing", "{}"),
        ToolCallPart("json", "local__nap", '{"a": '),
        ToolCallPart("slow", "local__nap", "{}"),
    ]

    async def go() -> list[ToolCallPart]:
        async def save(_state: Sequence[ToolCallPart]) -> None:
            pass

        offered = await loop.registry.offered()
        return await loop.run_round(1, 7, calls, offered, object(), save)

    denied, ghost, bad_json, slow = asyncio.run(go())
    assert denied.status == "denied" and denied.error == DENIED_OUTPUT == tool_text.DENIED
    assert ghost.error == "The model asked for a tool that is not offered here: “nope__missing”."
    assert bad_json.error.startswith("The arguments for “nap” are not valid JSON (")
    assert slow.error == "The tool “nap” did not finish within 0.2 s and was stopped."

    question = Message(id=1, conversation_id=1, role="user", parts=(TextPart("Nap?"),))
    reply = Message(
        id=2, conversation_id=1, role="assistant", parts=(denied, ghost, bad_json, slow)
    )
    body = build_request(Params(model="gpt-4o-mini"), [question, reply], image_url=str).body
    sent = {m["tool_call_id"]: m["content"] for m in body["messages"] if m["role"] == "tool"}
    assert sent == {
        "deny": "The user denied this tool call.",
        "ghost": "Error: " + ghost.error,
        "json": "Error: " + bad_json.error,
        "slow": "Error: The tool “nap” did not finish within 0.2 s and was stopped.",
    }
    # The person reads them in Japanese.
    assert tool_error(denied) == "ユーザーがこのツール呼び出しを拒否しました。"
    assert (
        tool_error(ghost)
        == "モデルが、ここでは提供されていないツールを要求しました: 「nope__missing」。"
    )
    assert tool_error(bad_json).startswith("「nap」の引数が有効な JSON ではありません (")
    assert tool_error(slow) == "ツール「nap」が 0.2 秒以内に終わらなかったため、停止しました。"
