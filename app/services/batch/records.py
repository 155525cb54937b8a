"""One record of `cometdesk batch`: what became of one prompt sent to one model.

A record is one JSON object (one line of the output), its keys in this order: ``prompt``,
``id`` and ``fields`` (when the input had them), ``model``, ``params`` (the --param values
as given), ``answers`` (one per choice: ``index``, ``text``, ``finish_reason``, and
``reasoning`` / ``logprobs`` when the reply carried them), ``usage``, ``cost`` (USD, null
when a price is unknown), ``ttft_s``, ``seconds``, ``adjustments`` (what the request
builder changed or left out for this model), then ``status`` ("ok" / "error") and
``error`` (one sentence, null when ok).

Records read back for resuming stay the JSON objects they were (nothing is lost that a
later version added); ``record_key`` is what matches one to a prompt × model × params.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from app.domain import Usage
from app.services.batch.prompts import BatchPrompt

Status = Literal["ok", "error"]
# (prompt, id, model, params), the last three as canonical JSON text.
RecordKey = tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class Answer:
    """One choice of a reply. ``logprobs``: its tokens' log probabilities as the decoder
    gives them (each a JSON object: token, logprob, top alternatives), None when the reply
    carried none."""

    index: int
    text: str
    finish_reason: str | None
    reasoning: str = ""
    logprobs: list[dict[str, Any]] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "index": self.index,
            "text": self.text,
            "finish_reason": self.finish_reason,
        }
        if self.reasoning:
            data["reasoning"] = self.reasoning
        if self.logprobs is not None:
            data["logprobs"] = self.logprobs
        return data


@dataclass(frozen=True, slots=True)
class BatchRecord:
    prompt: BatchPrompt
    model: str
    params: Mapping[str, Any]
    status: Status
    error: str | None = None
    answers: tuple[Answer, ...] = ()
    usage: Usage | None = None
    cost: float | None = None
    ttft_s: float | None = None
    seconds: float | None = None
    adjustments: tuple[str, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"prompt": self.prompt.prompt}
        if self.prompt.id is not None:
            data["id"] = self.prompt.id
        if self.prompt.fields:
            data["fields"] = self.prompt.fields
        data |= {
            "model": self.model,
            "params": dict(self.params),
            "answers": [answer.to_json() for answer in self.answers],
            "usage": None if self.usage is None else self.usage.to_json(),
            "cost": None if self.cost is None else round(self.cost, 8),
            "ttft_s": _seconds(self.ttft_s),
            "seconds": _seconds(self.seconds),
            "adjustments": list(self.adjustments),
            "status": self.status,
            "error": self.error,
        }
        return data


def _seconds(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def key_of(prompt: BatchPrompt, model: str, params: Mapping[str, Any]) -> RecordKey:
    return (prompt.prompt, _canonical(prompt.id), _canonical(model), _canonical(dict(params)))


def record_key(data: Mapping[str, Any]) -> RecordKey | None:
    """The key of a record read back; None for anything that is not a whole record."""
    prompt, model, params = data.get("prompt"), data.get("model"), data.get("params")
    if not isinstance(prompt, str) or not isinstance(model, str) or not isinstance(params, dict):
        return None
    if data.get("status") not in ("ok", "error") or not isinstance(data.get("answers"), list):
        return None
    return (prompt, _canonical(data.get("id")), _canonical(model), _canonical(params))


def is_ok(data: Mapping[str, Any]) -> bool:
    return data.get("status") == "ok"
