"""What each model family accepts. One row per family; the first row that matches wins.

To support a new family, add a row above the catch-all. ``label`` appears in the plain-words
adjustments shown to the user ("temperature 1.5 → 1.0 (Claude accepts 0–1)"). A request
parameter only some families take (``only_some`` in app.param_specs) is taken by the rows
that name it in ``takes``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from app.param_specs import SPECS


@dataclass(frozen=True, slots=True)
class ModelRules:
    label: str
    pattern: re.Pattern[str]
    max_tokens_field: Literal["max_tokens", "max_completion_tokens"] = "max_tokens"
    system_role: Literal["system", "developer"] = "system"
    # The parameters only some families take (ParamSpec.only_some) that this one does.
    takes: frozenset[str] = frozenset()
    temperature_range: tuple[float, float] = (0.0, 2.0)
    max_choices: int | None = None  # None: no limit on n
    max_stop: int = 4
    logprobs: bool = True  # returns token log probabilities (reasoning models do not)
    # Takes prompt_cache_key and safety_identifier (OpenAI's models; other providers behind
    # the same endpoint may refuse unknown fields).
    request_ids: bool = False
    reasoning_summary: bool = False  # /responses: reasoning.summary with the effort

    def accepts(self, name: str) -> bool:
        """Whether this family takes the request parameter ``name``."""
        spec = SPECS.get(name)
        return spec is None or not spec.only_some or name in self.takes

    def chat_field(self, name: str) -> str:
        """The /chat/completions field the parameter ``name`` goes in for this family."""
        return self.max_tokens_field if name == "max_tokens" else name


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


# Matched against the lower-cased model id without any "provider/" prefix.
RULES: tuple[ModelRules, ...] = (
    ModelRules(
        label="Claude",
        pattern=_rx(r"claude"),
        temperature_range=(0.0, 1.0),
        max_choices=1,
        logprobs=False,
    ),
    ModelRules(label="Gemini", pattern=_rx(r"gemini"), max_stop=5),
    ModelRules(
        label="o-series",
        pattern=_rx(r"^o\d"),
        max_tokens_field="max_completion_tokens",
        system_role="developer",
        takes=frozenset({"reasoning_effort"}),
        logprobs=False,
        request_ids=True,
        reasoning_summary=True,
    ),
    ModelRules(
        label="GPT-5.1+",
        pattern=_rx(r"^gpt-5\.[1-9]"),
        max_tokens_field="max_completion_tokens",
        takes=frozenset({"reasoning_effort", "verbosity"}),
        logprobs=False,
        request_ids=True,
        reasoning_summary=True,
    ),
    ModelRules(
        label="GPT-5",
        pattern=_rx(r"^gpt-5"),
        max_tokens_field="max_completion_tokens",
        takes=frozenset({"verbosity"}),
        logprobs=False,
        request_ids=True,
    ),
    ModelRules(
        label="GPT-4.1+",
        pattern=_rx(r"^gpt-4\.[1-9]"),
        max_tokens_field="max_completion_tokens",
        request_ids=True,
    ),
    # Older OpenAI chat models: the catch-all's limits (and words), with OpenAI's fields.
    ModelRules(label="this model", pattern=_rx(r"^(gpt-|chatgpt-)"), request_ids=True),
    ModelRules(label="this model", pattern=_rx(r"")),
)


def rules_for(model: str) -> ModelRules:
    name = model.lower().rsplit("/", 1)[-1]
    for rules in RULES:
        if rules.pattern.search(name):
            return rules
    return RULES[-1]


# Models whose answers take minutes to hours (deep research, the "pro" reasoning models):
# on /responses they run in the background (background: true), polled until done, so a
# dropped connection or a closed app loses nothing.
_SLOW = _rx(r"^(o1-pro|o3-pro)\b|-deep-research\b")


def runs_in_background(model: str) -> bool:
    """Whether ``model`` is one whose replies always run in the background on /responses."""
    return bool(_SLOW.search(model.lower().rsplit("/", 1)[-1]))
