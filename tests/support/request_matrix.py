"""A matrix of request parameters × models × endpoints, and the request each builds: the
bodies (as the JSON bytes sent) and the adjustments said to the person.

``request_bodies.json`` next to this file holds what the builders produced before the
request parameters were declared in one place (app/domain/param_specs.py); the test
tests/unit/test_request_bodies_unchanged.py checks the builders still produce exactly that.
Regenerate it (``python -m tests.support.request_matrix``) only for an intended change of
what is sent, and say so.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.api import RequestContext, build_request
from app.api.request_builder import Endpoint
from app.domain import ImagePart, Message, Params, TextPart, ToolSpec

FIXTURE = Path(__file__).with_name("request_bodies.json")

# One model per family row of app.api.model_rules, and one with a provider prefix.
MODELS = (
    "claude-opus-4",
    "gemini-2.5-pro",
    "o3-mini",
    "openai/o4-mini",
    "gpt-5.1",
    "gpt-5",
    "gpt-4.1",
    "gpt-4o",
    "some-new-model",
)
ENDPOINTS: tuple[Endpoint, ...] = ("chat", "responses")
SCHEMA = {"name": "answer", "schema": {"type": "object"}, "strict": True}
EVERY = {
    "temperature": 0.7,
    "top_p": 0.9,
    "max_tokens": 300,
    "presence_penalty": 0.5,
    "frequency_penalty": -0.5,
    "stop": ("END", "STOP"),
    "seed": 42,
    "reasoning_effort": "high",
    "n": 3,
    "verbosity": "low",
    "response_format": {"type": "json_schema", "json_schema": SCHEMA},
    "service_tier": "flex",
    "system_prompt": "Be brief.",
    "logprobs": True,
}

# Each case: the Params fields (besides the model), and whether tools and context go with it.
CASES: dict[str, dict[str, Any]] = {
    "nothing": {},
    "no stream": {"stream": False},
    "temperature": {"temperature": 0.7},
    "temperature 1.5": {"temperature": 1.5},
    "temperature 2.5": {"temperature": 2.5},
    "temperature 0": {"temperature": 0.0},
    "top_p": {"top_p": 0.95},
    "max_tokens": {"max_tokens": 256},
    "presence_penalty": {"presence_penalty": -1.5},
    "frequency_penalty": {"frequency_penalty": 1.2},
    "stop": {"stop": ("END",)},
    "seven stops": {"stop": tuple(f"s{i}" for i in range(7))},
    "seed": {"seed": 7},
    "seed 0": {"seed": 0},
    "effort low": {"reasoning_effort": "low"},
    "effort high, summary refused": {"reasoning_effort": "high", "omit": ("reasoning.summary",)},
    "n": {"n": 3},
    "n 1": {"n": 1},
    "verbosity": {"verbosity": "high"},
    "json object": {"response_format": {"type": "json_object"}},
    "json schema": {"response_format": {"type": "json_schema", "json_schema": SCHEMA}},
    "service tier": {"service_tier": "priority"},
    "logprobs": {"logprobs": True},
    "system prompt": {"system_prompt": "You are a pirate."},
    "web search": {"web_search": True},
    "every parameter": dict(EVERY),
    "every parameter, no stream": {**EVERY, "stream": False},
    "chat-only ones": {
        "stop": ("x",),
        "presence_penalty": 0.1,
        "frequency_penalty": 0.2,
        "seed": 3,
        "reasoning_effort": "low",
    },
    "extra wins": {
        "n": 2,
        "service_tier": "flex",
        "top_p": 0.5,
        "extra": {"n": 4, "service_tier": "auto", "top_p": 0.8, "logprobs": True},
    },
    "extra text object": {
        "verbosity": "low",
        "response_format": {"type": "json_object"},
        "extra": {"text": {"note": "kept"}},
    },
    "extra only": {
        "extra": {
            "n": 5,
            "verbosity": "medium",
            "response_format": {"type": "json_schema", "json_schema": SCHEMA},
            "service_tier": "flex",
            "temperature": 3,
            "stop": ["a", "b", "c", "d", "e", "f"],
            "user": "me",
        }
    },
    "extra null": {"n": 2, "verbosity": "low", "extra": {"n": None, "verbosity": None}},
    "tools and context": {"temperature": 0.3, "n": 2, "verbosity": "low", "tools": True},
    "tools, context, ids refused": {
        "service_tier": "auto",
        "tools": True,
        "omit": ("prompt_cache_key", "max_tool_calls"),
    },
}


def _image_url(part: ImagePart) -> str:
    return f"data:{part.mime};base64,{part.blob}"


HISTORY = (Message(id=1, conversation_id=1, role="user", parts=(TextPart("hi"),)),)
TOOL = ToolSpec(name="lookup", description="Finds things", parameters={"type": "object"})
CONTEXT = RequestContext(
    cache_key="conv-1",
    safety_identifier="hash",
    max_tool_calls=8,
    truncation=True,
    store=True,
    previous_response_id=None,
)


def build_all() -> dict[str, dict[str, Any]]:
    """Every case on every model and endpoint: {"case | model | endpoint": {"body": the JSON
    text as sent, "adjustments": [...]}}."""
    out: dict[str, dict[str, Any]] = {}
    for name, fields in CASES.items():
        fields = dict(fields)
        with_tools = fields.pop("tools", False)
        for model in MODELS:
            params = Params(model=model, **fields)
            for endpoint in ENDPOINTS:
                built = build_request(
                    params,
                    HISTORY,
                    endpoint=endpoint,
                    image_url=_image_url,
                    tools=(TOOL,) if with_tools else (),
                    tool_choice="auto" if with_tools else None,
                    context=CONTEXT if with_tools else None,
                )
                out[f"{name} | {model} | {endpoint}"] = {
                    # As httpx sends it (json.dumps of the body, keys in insertion order).
                    "body": json.dumps(built.body, ensure_ascii=False, separators=(",", ":")),
                    "adjustments": list(built.adjustments),
                }
    return out


if __name__ == "__main__":
    FIXTURE.write_text(
        json.dumps(build_all(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"wrote {FIXTURE}")
