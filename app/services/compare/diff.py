"""What sets each compare column apart: from every column's effective Params, the short
words its header shows ("T 0.2", "system: pirate") and the header itself.

Only fields whose value is not the same in every column are named, so two columns that
differ by temperature alone read "T 0.2 · gpt-4o-mini" and "T 1.0 · gpt-4o-mini". While
the arena is blind the model (and the endpoint, which can tell it) is never named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from app.domain import Params
from app.param_specs import SPECS
from app.translation import translate

SYSTEM_CHARS = 24  # of a system prompt, in the header (the tooltip has all of it)

# Fields that never set columns apart: how a reply is fetched, not what is asked.
_IGNORED = frozenset({"model", "stream", "extra"})
# Fields that can tell which model a column is while the arena is blind.
_REVEALING = frozenset({"model", "profile", "endpoint"})


@dataclass(frozen=True, slots=True)
class Header:
    text: str  # short: the column's header
    tooltip: str  # full: every difference, the system prompt whole


def _number(value: float) -> str:
    # One decimal at least, so T 1.0 reads as a temperature and not a count.
    text = f"{value:.2f}".rstrip("0")
    return text + "0" if text.endswith(".") else text


def _short(text: str, limit: int) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def describe(name: str, value: Any, *, full: bool = False) -> str:
    """One field's value as the header says it."""
    t = translate
    if name == "system_prompt":
        if not value:
            return t("CompareDiff", "no system prompt")
        shown = " ".join(str(value).split()) if full else _short(str(value), SYSTEM_CHARS)
        return t("CompareDiff", "system: {0}").format(shown)
    label = _label(name)
    if value is None or value == () or value == "":
        return f"{label} {t('CompareDiff', 'default')}"
    if name == "logprobs":
        return t("CompareDiff", "probabilities") if value else t("CompareDiff", "no probabilities")
    if name == "web_search":
        return t("CompareDiff", "web search") if value else t("CompareDiff", "no web search")
    if isinstance(value, bool):
        return f"{label} {'on' if value else 'off'}"
    spec = SPECS.get(name)
    if isinstance(value, float) or (spec is not None and spec.kind == "number"):
        return f"{label} {_number(value)}"
    if isinstance(value, tuple):
        return f"{label} {', '.join(map(str, value))}"
    if isinstance(value, dict):
        return f"{label} {value.get('type', '…')}"
    return f"{label} {value}"


# The fields that are not request parameters (those have theirs in app.param_specs).
_LABELS = {"endpoint": "via", "profile": "endpoint", "tool_servers": "tools"}


def _label(name: str) -> str:
    spec = SPECS.get(name)
    return spec.short if spec is not None else _LABELS.get(name, name)


def differing_fields(params: Sequence[Params]) -> list[str]:
    """The Params fields (in declaration order) whose value is not the same in every
    column; the model among them when the models differ."""
    if len(params) < 2:
        return []
    out = []
    for f in fields(Params):
        values = [getattr(p, f.name) for p in params]
        if any(v != values[0] for v in values[1:]):
            out.append(f.name)
    return out


def differences(params: Sequence[Params], *, blind: bool = False) -> list[list[str]]:
    """For each column, the short words for what sets it apart (the model excluded)."""
    names = [
        n for n in differing_fields(params) if n not in _IGNORED and not (blind and n in _REVEALING)
    ]
    return [[describe(n, getattr(p, n)) for n in names] for p in params]


def headers(params: Sequence[Params], *, blind: bool = False) -> list[Header]:
    """Each column's header. The model leads when the models differ; when every column has
    the same model the difference leads and the model follows; while blind the model is
    left out (the column's letter is its name)."""
    names = [
        n for n in differing_fields(params) if n not in _IGNORED and not (blind and n in _REVEALING)
    ]
    models_differ = any(p.model != params[0].model for p in params[1:]) if params else False
    out = []
    for p in params:
        words = [describe(n, getattr(p, n)) for n in names]
        full = [describe(n, getattr(p, n), full=True) for n in names]
        if blind:
            parts, tips = words, full
        elif models_differ or not words:
            parts, tips = [p.model, *words], [p.model, *full]
        else:
            parts, tips = [*words, p.model], [*full, p.model]
        parts = [x for x in parts if x]
        tips = [x for x in tips if x]
        out.append(Header(" · ".join(parts), "\n".join(tips)))
    return out


__all__ = ["Header", "describe", "differences", "differing_fields", "headers"]
