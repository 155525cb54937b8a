"""Output items of the tools the Responses API runs itself, for the loopback server's
scripted replies: the code interpreter (its code, logs, an image and a file it made in its
container) and remote MCP servers (a call, an approval request, and the answer to one).

``Reply(hosted=[code_call(...)])`` streams each item as ``response.output_item.added`` /
``.done`` after the message; ``Reply(hosted=mcp_answer)`` (a function of the request body)
decides them per request: after an approval the server makes the call, after a denial it
does not. ``Reply(annotations=[file_citation(...)])`` cites a container file in the answer.
``GET /v1/containers/{id}/files/{id}/content`` serves ``CONTAINER_FILES``.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

CONTAINER = "cntr_fake0001"
CONTAINER_FILES = {("cntr_fake0001", "cfile_plot"): b"x,y\n1,2\n2,4\n"}
FILE_PATH_PREFIX = "/v1/containers/"


def code_call(code: str, logs: str = "", image: bytes | None = None) -> dict[str, Any]:
    outputs: list[dict[str, Any]] = []
    if logs:
        outputs.append({"type": "logs", "logs": logs})
    if image is not None:
        url = "data:image/png;base64," + base64.b64encode(image).decode("ascii")
        outputs.append({"type": "image", "url": url})
    return {
        "id": "ci_fake0001",
        "type": "code_interpreter_call",
        "status": "completed",
        "code": code,
        "container_id": CONTAINER,
        "outputs": outputs,
    }


def file_citation(file_id: str = "cfile_plot", filename: str = "data.csv") -> dict[str, Any]:
    return {
        "type": "container_file_citation",
        "container_id": CONTAINER,
        "file_id": file_id,
        "filename": filename,
        "start_index": 0,
        "end_index": 0,
    }


def approval_request(label: str, name: str, arguments: Any) -> dict[str, Any]:
    return {
        "id": "mcpr_fake0001",
        "type": "mcp_approval_request",
        "server_label": label,
        "name": name,
        "arguments": json.dumps(arguments),
    }


def mcp_call(label: str, name: str, arguments: Any, output: str) -> dict[str, Any]:
    return {
        "id": "mcp_fake0001",
        "type": "mcp_call",
        "server_label": label,
        "name": name,
        "arguments": json.dumps(arguments),
        "output": output,
        "error": None,
    }


def approval_answer(body: Mapping[str, Any]) -> bool | None:
    """The person's answer the request carries (the last one), None if none."""
    answers = [
        item
        for item in body.get("input") or ()
        if isinstance(item, dict) and item.get("type") == "mcp_approval_response"
    ]
    return bool(answers[-1].get("approve")) if answers else None


def mcp_answer(label: str, name: str, arguments: Any, output: str) -> Callable[..., Any]:
    """Items for the request after an approval: the call when approved, none when denied."""

    def items(body: Mapping[str, Any]) -> list[dict[str, Any]]:
        return [mcp_call(label, name, arguments, output)] if approval_answer(body) else []

    return items


def items_for(hosted: Any, body: Mapping[str, Any]) -> Sequence[Mapping[str, Any]]:
    return list(hosted(body)) if callable(hosted) else list(hosted)


def emit_items(
    hosted: Any,
    annotations: Sequence[Mapping[str, Any]],
    body: Mapping[str, Any],
    emit: Callable[..., None],
    msg_id: str,
    msg_index: int,
    first_index: int,
) -> list[dict[str, Any]]:
    """Emit the annotations and the hosted items; returns the items for the completed
    response's output."""
    for number, note in enumerate(annotations):
        emit(
            "response.output_text.annotation.added",
            item_id=msg_id,
            output_index=msg_index,
            content_index=0,
            annotation_index=number,
            annotation=dict(note),
        )
    out = []
    for offset, item in enumerate(items_for(hosted, body)):
        index = first_index + offset
        emit(
            "response.output_item.added", output_index=index, item={**item, "status": "in_progress"}
        )
        emit("response.output_item.done", output_index=index, item=dict(item))
        out.append(dict(item))
    return out


def serve_file(handler: Any, path: str) -> None:
    """``GET /v1/containers/{container}/files/{file}/content``."""
    from tests.support.fake_server import Reply

    parts = path.removeprefix(FILE_PATH_PREFIX).split("/")
    data = None
    if len(parts) == 4 and parts[1] == "files" and parts[3] == "content":
        data = CONTAINER_FILES.get((parts[0], parts[2]))
    if data is None:
        handler._send_reply(Reply.error(404, "Container file not found.", code="not_found"))
        return
    handler.send_response(200)
    handler.send_header("Content-Type", "application/octet-stream")
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    handler.wfile.write(data)
