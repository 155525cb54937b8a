"""One row of a `cometdesk describe` result: what became of one image file."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

# The columns, in file order. ``status`` and ``error`` come last: a line cut short by a
# killed run then lacks its status and is not taken for a finished one (see from_mapping).
COLUMNS = ("file", "description", "model", "input_tokens", "output_tokens", "status", "error")

Status = Literal["ok", "error"]


@dataclass(frozen=True, slots=True)
class DescribeRow:
    """``error`` is one sentence, empty when ``status`` is "ok"; token counts are the
    server's usage, None when it sent none."""

    file: str
    description: str
    model: str
    input_tokens: int | None
    output_tokens: int | None
    status: Status
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in COLUMNS}

    def to_csv(self) -> dict[str, str]:
        return {k: "" if v is None else str(v) for k, v in self.to_json().items()}

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> DescribeRow | None:
        """A row read back from a result file (JSON values or CSV strings); None for
        anything that is not a whole row."""
        if not all(isinstance(data.get(name), str | int | type(None)) for name in COLUMNS):
            return None
        status = data.get("status")
        file = data.get("file")
        if status not in ("ok", "error") or not isinstance(file, str) or not file:
            return None
        return cls(
            file=file,
            description=str(data.get("description") or ""),
            model=str(data.get("model") or ""),
            input_tokens=_count(data.get("input_tokens")),
            output_tokens=_count(data.get("output_tokens")),
            status="ok" if status == "ok" else "error",
            error=str(data.get("error") or ""),
        )


def _count(value: object) -> int | None:
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return None
