"""The tool loop's and the MCP servers' sentences: English for the model, translated for people.

A tool call's error (and a server's failure) has two readers. The model gets the sentence in
English, and so do the database and every export: the tool code formats the English templates
below. The person reads it in the UI language: ``shown`` recognises a stored English sentence
by its template and gives the translation with the same values. A sentence no template matches
(an older wording, an API's own text) comes back unchanged. No Qt.

A server failure may end with the last lines the server wrote to stderr (``LAST_OUTPUT``):
the sentence before them is translated, the lines themselves are kept as they are."""

from __future__ import annotations

import re
from functools import cache

from app.translation import QT_TRANSLATE_NOOP, translate

# The tool loop (app/services/tool_loop.py, tool_turn.py).
UNKNOWN_TOOL = QT_TRANSLATE_NOOP(
    "ToolText", "The model asked for a tool that is not offered here: “{name}”."
)
NOT_AN_OBJECT = QT_TRANSLATE_NOOP(
    "ToolText", "The arguments for “{name}” are not valid JSON (expected an object)."
)
BAD_JSON = QT_TRANSLATE_NOOP(
    "ToolText", "The arguments for “{name}” are not valid JSON ({detail})."
)
BAD_SCHEMA = QT_TRANSLATE_NOOP(
    "ToolText", "The arguments for “{name}” do not match the tool's schema: {detail}"
)
DENIED = QT_TRANSLATE_NOOP("ToolText", "The user denied this tool call.")
STEP_LIMIT = QT_TRANSLATE_NOOP(
    "ToolText",
    "The tool loop stopped after {limit} rounds (the step limit in Settings); "
    "the last calls were not run.",
)
REPEATED = QT_TRANSLATE_NOOP(
    "ToolText",
    "The tool loop stopped: the model asked again for “{name}” with the same arguments; "
    "the repeated call was not run.",
)
NOT_RUN = QT_TRANSLATE_NOOP("ToolText", "Not run: the tool loop stopped.")
TOOL_REPORTED_ERROR = QT_TRANSLATE_NOOP("ToolText", "The tool reported an error.")

# MCP servers (app/mcp/connection.py, manager.py, registry.py).
HANDSHAKE_TIMEOUT = QT_TRANSLATE_NOOP(
    "ToolText",
    "The server “{server}” did not finish starting within {seconds} s (handshake timeout).",
)
NO_URL = QT_TRANSLATE_NOOP(
    "ToolText", "The server “{server}” has no valid URL (http:// or https://)."
)
NO_FOLDER = QT_TRANSLATE_NOOP(
    "ToolText", "The server “{server}”: the working folder {folder} does not exist."
)
NO_COMMAND = QT_TRANSLATE_NOOP(
    "ToolText",
    "The server “{server}” could not start: the command “{command}” was not found. "
    "Install it or give its full path (npx comes with Node.js, uvx with uv; "
    "either must be installed to run servers that use it).",
)
CANNOT_START = QT_TRANSLATE_NOOP(
    "ToolText", "The server “{server}” could not start: {reason} ({command})."
)
EXITED = QT_TRANSLATE_NOOP("ToolText", "The server “{server}” exited with code {code}.")
FAILED_STARTING = QT_TRANSLATE_NOOP(
    "ToolText", "The server “{server}” failed while starting: {reason}"
)
EXITED_WHILE_RUNNING = QT_TRANSLATE_NOOP(
    "ToolText", "The server “{server}” exited with code {code} while running “{tool}”."
)
NOT_RUNNING = QT_TRANSLATE_NOOP("ToolText", "The server “{server}” is not running.")
NO_SERVER = QT_TRANSLATE_NOOP("ToolText", "There is no MCP server “{server}” any more.")
TOOL_TIMEOUT = QT_TRANSLATE_NOOP(
    "ToolText", "The tool “{tool}” did not finish within {seconds} s and was stopped."
)
TOOL_FAILED = QT_TRANSLATE_NOOP("ToolText", "The tool “{tool}” failed: {reason}")
NOT_AVAILABLE = QT_TRANSLATE_NOOP("ToolText", "The tool “{tool}” is not available.")
# Appended to a server failure: the last lines it wrote to stderr (kept as they are).
LAST_OUTPUT = QT_TRANSLATE_NOOP("ToolText", " Its last output: {output}")

# The most specific first: a template whose free text could swallow another's literal words
# (CANNOT_START's "{reason} ({command})" could read NO_COMMAND's long sentence) comes later.
TEMPLATES = (
    UNKNOWN_TOOL,
    NOT_AN_OBJECT,
    BAD_JSON,
    BAD_SCHEMA,
    DENIED,
    STEP_LIMIT,
    REPEATED,
    NOT_RUN,
    TOOL_REPORTED_ERROR,
    HANDSHAKE_TIMEOUT,
    NO_URL,
    NO_FOLDER,
    NO_COMMAND,
    CANNOT_START,
    EXITED_WHILE_RUNNING,
    EXITED,
    FAILED_STARTING,
    NOT_RUNNING,
    NO_SERVER,
    TOOL_TIMEOUT,
    NOT_AVAILABLE,
    TOOL_FAILED,
)
# What a placeholder can hold where its value is a number; anything else is any text.
_VALUES = {"code": r"-?\d+", "limit": r"\d+", "seconds": r"[\d.e+-]+"}
_LAST_OUTPUT_MARK = LAST_OUTPUT.split("{", 1)[0]


def pattern(template: str) -> re.Pattern[str]:
    """The regular expression a sentence formatted from ``template`` matches in full."""
    pieces = re.split(r"\{(\w+)\}", template)  # literal, field, literal, …, literal
    regex, seen = re.escape(pieces[0]), set()
    for field, literal in zip(pieces[1::2], pieces[2::2], strict=True):
        regex += f"(?P={field})" if field in seen else f"(?P<{field}>{_VALUES.get(field, '.+?')})"
        regex += re.escape(literal)
        seen.add(field)
    return re.compile(regex, re.DOTALL)


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((template, pattern(template)) for template in TEMPLATES)


def _in_ui_language(template: str, values: dict[str, str], english: str) -> str:
    try:
        return translate("ToolText", template).format(**values)
    except (KeyError, IndexError, ValueError):  # a broken translation: the English
        return english


def _translated(sentence: str) -> str | None:
    for template, regex in _patterns():
        match = regex.fullmatch(sentence)
        if match is not None:
            return _in_ui_language(template, match.groupdict(), sentence)
    return None


def shown(sentence: str) -> str:
    """``sentence`` (stored and sent in English) as the person reads it: in the UI language
    when it is one of the sentences above, else unchanged."""
    head, mark, output = sentence.partition(_LAST_OUTPUT_MARK)
    if mark:
        found = _translated(head)
        if found is not None:
            return found + _in_ui_language(LAST_OUTPUT, {"output": output}, mark + output)
    found = _translated(sentence)
    return sentence if found is None else found
