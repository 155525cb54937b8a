"""What the reply shows of the tools the API ran: the code the code interpreter ran (as
highlighted code), its output and its images; the files it made, each with a Save button;
remote MCP calls and their approval requests, like the calls of local tools. Each is folded
to one line like a local tool call (``FoldSection``)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from app.domain import ToolCallPart
from app.domain.hosted import (
    CODE_INTERPRETER,
    CONTAINER_FILE,
    MCP_APPROVAL,
    part_result,
)
from app.ui.transcript.container_files import container_files
from app.ui.transcript.message_parts import FoldSection, ThumbnailStrip
from app.ui.transcript.rich_text import RichText

OUTPUT_CHARS = 4_000  # of the code's output shown (all of it is stored)


def hosted_section(widget: Any, call: ToolCallPart) -> FoldSection:
    """The section of a hosted part; ``widget``: the reply's MessageWidget (not imported:
    it imports this module)."""
    content = QWidget(widget)
    column = QVBoxLayout(content)
    column.setContentsMargins(18, 0, 0, 0)
    result = part_result(call)
    if call.name == CODE_INTERPRETER:
        title, markdown = _code(widget, call, result)
    elif call.name == CONTAINER_FILE:
        title, markdown = _file(widget, call, result, column)
    else:
        title, markdown = _mcp(widget, call, result)
    if markdown:
        text = RichText(content)
        text.set_html(widget._render(markdown))
        column.insertWidget(0, text)
    if call.images:
        strip = ThumbnailStrip(call.images, content)
        strip.imageRequested.connect(widget.imageRequested)
        strip.thumbnailNeeded.connect(widget.thumbnailNeeded)
        column.addWidget(strip)
        widget._strips.append(strip)
        QTimer.singleShot(0, strip.request_pictures)
    section = FoldSection(title, content, widget)
    section.setObjectName("toolCallSection")
    section.setProperty("call_id", call.call_id)
    section.setProperty("hosted", call.name)
    section.button.setProperty("tone", "error" if call.status == "failed" else "muted")
    return section


def _code(widget: Any, call: ToolCallPart, result: dict[str, Any]) -> tuple[str, str]:
    tr = widget.tr
    state = tr("failed") if call.status == "failed" else tr("ran")
    title = tr("Code interpreter · {0}").format(state)
    markdown = tr("Code:") + f"\n\n```python\n{call.arguments}\n```"
    logs = str(result.get("logs") or "")
    if logs:
        markdown += "\n\n" + tr("Output:") + f"\n\n```text\n{logs[:OUTPUT_CHARS]}\n```"
    for address in result.get("images") or ():
        markdown += f"\n\n[{tr('Image')}]({address})"  # not stored: an address to open
    return title, markdown


def _file(
    widget: Any, call: ToolCallPart, result: dict[str, Any], column: QVBoxLayout
) -> tuple[str, str]:
    tr = widget.tr
    name = str(result.get("filename") or result.get("file_id") or "file")
    button = QPushButton(tr("Save “{0}”…").format(name), column.parentWidget())
    button.setObjectName("saveContainerFileButton")
    button.setAccessibleName(tr("Save the file {0}").format(name))
    params = getattr(widget.message, "params", None)
    profile = params.profile if params is not None else ""
    container, file_id = str(result.get("container_id") or ""), str(result.get("file_id") or "")
    button.clicked.connect(
        lambda: container_files.saveRequested.emit(profile, container, file_id, name)
    )
    button.setEnabled(bool(container and file_id))
    column.addWidget(button)
    return tr("File {0}").format(name), ""


def _mcp(widget: Any, call: ToolCallPart, result: dict[str, Any]) -> tuple[str, str]:
    tr = widget.tr
    label = str(result.get("server_label") or "")
    try:
        pretty = json.dumps(json.loads(call.arguments or "{}"), indent=2, ensure_ascii=False)
    except ValueError:
        pretty = call.arguments
    markdown = tr("Arguments:") + f"\n\n```json\n{pretty}\n```"
    output = str(result.get("output") or "")
    if output:
        markdown += "\n\n" + tr("Result:") + f"\n\n```\n{output[:OUTPUT_CHARS]}\n```"
    if call.error:
        markdown += "\n\n" + call.error
    if call.name == MCP_APPROVAL:
        state = {
            "done": tr("approved"),
            "denied": tr("denied"),
        }.get(call.status, tr("waiting for approval"))
        return tr("Approval for {0} on {1} · {2}").format(call.tool, label, state), markdown
    state = tr("failed") if call.status == "failed" else tr("done")
    return tr("Tool {0} on {1} · {2}").format(call.tool, label, state), markdown
