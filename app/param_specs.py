"""Every request parameter, declared once: its kind, range or choices, its words in the
inspector and in a compare column's difference line, and where each API takes it.

Read by the domain's check of values (app.domain.params), the inspector's controls
(app.ui.inspector), a compare column's ⋯ Options (app.ui.compare.column_options), the
difference line (app.services.compare.diff), the model-family rules (app.api.model_rules,
app.api.param_support) and the request builder (app.api.request_params). Its field of
``Params`` (app.domain.params) holds the value's type and default (None: not set, not sent).

A module of its own, not part of app.domain: the inspector builds its controls from it
before the window's first paint, when the domain's classes are not loaded yet.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from app.translation import QT_TRANSLATE_NOOP, translate

# "number": a float in [low, high]; "whole": an int from low (None: any) up to high (None:
# no limit); "choice": one of ``choices``; "stop": up to ``high`` texts; "format": a
# response format ({"type": "json_object"} or a JSON schema).
Kind = Literal["number", "whole", "choice", "stop", "format"]
Section = Literal["sampling", "output", "advanced"]

LEVELS = ("low", "medium", "high")
SERVICE_TIERS = ("auto", "flex", "priority")
MAX_STOP = 4  # stop sequences (the API's limit; the request builder trims per family)
MAX_CHOICES = 128  # n: answers per request

# The note when /responses does not take a parameter ({0}: its name).
NOT_ACCEPTED = QT_TRANSLATE_NOOP(
    "ParamSupport", "{0} not sent (the Responses API does not accept it)"
)
_LEVEL_WORDS = (
    QT_TRANSLATE_NOOP("Params", "low"),
    QT_TRANSLATE_NOOP("Params", "medium"),
    QT_TRANSLATE_NOOP("Params", "high"),
)


@dataclass(frozen=True, slots=True)
class Wire:
    """Where a parameter goes in a request body. On /chat/completions: under its own name
    (for an early one, a model family may want another: ``ModelRules.chat_field``).

    ``responses``: where /responses takes it: a name, or a path ("text.verbosity":
    "verbosity" inside the "text" object); None when it does not, and it is then left out
    with ``dropped`` as the note. ``reshape``: the value as /responses wants it.
    ``early``: written with the model's own fields, before the tools and the request
    context, from the typed value only (a key of the extra body with its name is sent as
    given). Otherwise (what a new parameter wants) it is written after them, a key of the
    extra body with its name wins over it, and on /responses that key is moved or left
    out as the typed value would be."""

    responses: str | None
    reshape: Callable[[Any], Any] | None = None
    dropped: str = NOT_ACCEPTED
    early: bool = False


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One request parameter. Texts are English, marked for translation where declared and
    translated where shown (context "Params", or "ParamSupport" for the reasons)."""

    name: str  # the Params field, and its name on /chat/completions
    kind: Kind
    section: Section  # the inspector's section; its rows keep the order of SPECS
    label: str  # the inspector's row, and the compare column's ⋯ Options
    short: str  # in a compare column's difference line: "T 0.2", "max 100"
    wire: Wire
    tooltip: str = ""  # what it does, on its control
    low: float | None = None  # number, whole: the least value sent (whole: None = any)
    high: float | None = None  # number, whole: the most (whole: None = no limit); stop: how many
    step: float = 1  # what an arrow key adds in its control
    most: int = 0  # whole: the control's highest value (at most ``high``)
    choices: tuple[str, ...] = ()  # choice, format: the values
    words: tuple[str, ...] = ()  # how each choice reads (default: the value itself)
    placeholder: str = ""  # stop: what the empty field says
    control: str = ""  # the inspector control's object name (tests and styles find it by it)
    # Only the model families that name it in ModelRules.takes take it: the inspector
    # disables its control for the others, saying ``refused``; with ``withheld`` set the
    # request builder leaves it out for them too, with that note (otherwise it sends it).
    only_some: bool = False
    refused: str = ""
    withheld: str = ""
    # A disabled control still gives its value (kept with the conversation, the request
    # builder says it was not sent); otherwise a disabled control gives "not set".
    kept_when_off: bool = False
    column: bool = False  # a compare column may set its own, in its ⋯ Options

    def problem(self, value: Any) -> str:
        """What is wrong with ``value`` as this parameter ("" when it can be sent; None,
        not set, always can). A sentence for the person, translated."""
        if value is None:
            return ""
        return _CHECKS[self.kind](self, value)

    def word(self, choice: str) -> str:
        """How ``choice`` reads (untranslated)."""
        if choice in self.choices and self.words:
            return self.words[self.choices.index(choice)]
        return choice


# -- the checks: each returns "" when the value can be sent, else what is wrong -------------


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(spec: ParamSpec, value: Any) -> str:
    low, high = spec.low or 0.0, spec.high or 0.0
    if _is_number(value) and low <= value <= high:
        return ""
    text = translate("ParamInputs", "{0} must be a number from {1} to {2}.")
    return text.format(spec.name, f"{low:g}", f"{high:g}")


def _whole(spec: ParamSpec, value: Any) -> str:
    low, high = spec.low, spec.high
    if _is_whole(value) and (low is None or low <= value) and (high is None or value <= high):
        return ""
    if low is None:
        return translate("ParamInputs", "{0} must be a whole number.").format(spec.name)
    if high is None:
        text = translate("ParamInputs", "{0} must be a whole number of at least {1}.")
        return text.format(spec.name, int(low))
    text = translate("ParamInputs", "{0} must be a whole number from {1} to {2}.")
    return text.format(spec.name, int(low), int(high))


def _one_of(spec: ParamSpec, value: Any) -> str:
    if value in spec.choices:
        return ""
    text = translate("ParamInputs", "{0} must be one of: {1}.")
    return text.format(spec.name, ", ".join(spec.choices))


def _stop(spec: ParamSpec, value: Any) -> str:
    if not isinstance(value, tuple | list) or not all(isinstance(s, str) for s in value):
        return translate("ParamInputs", "Stop sequences must be text.")
    most = int(spec.high or 0)
    if len(value) > most:
        return translate("ParamInputs", "At most {0} stop sequences; there are {1}.").format(
            most, len(value)
        )
    return ""


def _response_format(_spec: ParamSpec, value: Any) -> str:
    if isinstance(value, dict):
        kind, inner = value.get("type"), value.get("json_schema")
        if kind == "json_object":
            return ""
        if (
            kind == "json_schema"
            and isinstance(inner, dict)
            and isinstance(inner.get("name"), str)
            and isinstance(inner.get("schema", {}), dict)
        ):
            return ""
    return translate(
        "ParamInputs",
        'The response format must be {"type": "json_object"} or '
        '{"type": "json_schema", "json_schema": {"name": …, "schema": {…}}}.',
    )


_CHECKS: dict[str, Callable[[ParamSpec, Any], str]] = {
    "number": _number,
    "whole": _whole,
    "choice": _one_of,
    "stop": _stop,
    "format": _response_format,
}


def _format_for_responses(fmt: Any) -> Any:
    """/responses takes a JSON schema's name, schema and strict beside its type."""
    if not isinstance(fmt, dict):
        return None
    if fmt.get("type") == "json_schema" and isinstance(fmt.get("json_schema"), dict):
        return {"type": "json_schema", **fmt["json_schema"]}
    return fmt


# -- the parameters -------------------------------------------------------------------------
# In the inspector's order, which is also the order the request builder writes them in:
# moving a row reorders the keys of the bodies sent (tests/unit/test_request_bodies_unchanged.py).

SPECS_IN_ORDER: tuple[ParamSpec, ...] = (
    ParamSpec(
        "temperature",
        "number",
        "sampling",
        QT_TRANSLATE_NOOP("Params", "Temperature"),
        "T",
        Wire("temperature", early=True),
        QT_TRANSLATE_NOOP("Params", "Higher gives more varied replies, lower more focused ones"),
        low=0.0,
        high=2.0,
        step=0.1,
        control="temperatureInput",
    ),
    ParamSpec(
        "top_p",
        "number",
        "sampling",
        QT_TRANSLATE_NOOP("Params", "Top P"),
        "top_p",
        Wire("top_p", early=True),
        QT_TRANSLATE_NOOP(
            "Params", "Pick only among the likeliest tokens that together make up this share"
        ),
        low=0.0,
        high=1.0,
        step=0.05,
        control="topPInput",
        column=True,
    ),
    ParamSpec(
        "presence_penalty",
        "number",
        "sampling",
        QT_TRANSLATE_NOOP("Params", "Presence penalty"),
        "presence",
        Wire(None, early=True),
        QT_TRANSLATE_NOOP("Params", "Above zero, the model moves on to new topics more readily"),
        low=-2.0,
        high=2.0,
        step=0.1,
        control="presencePenaltyInput",
        kept_when_off=True,
        column=True,
    ),
    ParamSpec(
        "frequency_penalty",
        "number",
        "sampling",
        QT_TRANSLATE_NOOP("Params", "Frequency penalty"),
        "frequency",
        Wire(None, early=True),
        QT_TRANSLATE_NOOP("Params", "Above zero, the model repeats the same words less"),
        low=-2.0,
        high=2.0,
        step=0.1,
        control="frequencyPenaltyInput",
        kept_when_off=True,
        column=True,
    ),
    ParamSpec(
        "seed",
        "whole",
        "sampling",
        QT_TRANSLATE_NOOP("Params", "Seed"),
        "seed",
        Wire(None, early=True),
        QT_TRANSLATE_NOOP(
            "Params", "The same seed with the same parameters tends to give the same reply"
        ),
        most=2_147_483_647,
        control="seedInput",
        kept_when_off=True,
        column=True,
    ),
    ParamSpec(
        "stop",
        "stop",
        "sampling",
        QT_TRANSLATE_NOOP("Params", "Stop sequences"),
        "stop",
        Wire(None, early=True),
        QT_TRANSLATE_NOOP("Params", "The reply ends where the model would write one of these"),
        high=MAX_STOP,
        placeholder=QT_TRANSLATE_NOOP("Params", "One per line, up to 4"),
        control="stopInput",
        kept_when_off=True,
    ),
    ParamSpec(
        "max_tokens",
        "whole",
        "output",
        QT_TRANSLATE_NOOP("Params", "Max tokens"),
        "max",
        Wire("max_output_tokens", early=True),
        QT_TRANSLATE_NOOP("Params", "The longest the reply may be, in tokens"),
        low=1,
        step=256,
        most=1_000_000,
        control="maxTokensInput",
    ),
    ParamSpec(
        "n",
        "whole",
        "output",
        QT_TRANSLATE_NOOP("Params", "Answers (n)"),
        "n",
        Wire(
            None,
            dropped=QT_TRANSLATE_NOOP(
                "ParamSupport", "n not sent (the Responses API gives one answer)"
            ),
        ),
        QT_TRANSLATE_NOOP("Params", "How many answers one request asks for"),
        low=1,
        high=MAX_CHOICES,
        most=8,
        control="choicesInput",
    ),
    ParamSpec(
        "reasoning_effort",
        "choice",
        "output",
        QT_TRANSLATE_NOOP("Params", "Reasoning effort"),
        "effort",
        Wire("reasoning.effort", early=True),
        QT_TRANSLATE_NOOP("Params", "How long a reasoning model thinks before it answers"),
        choices=LEVELS,
        words=_LEVEL_WORDS,
        control="reasoningEffortPicker",
        only_some=True,
        refused=QT_TRANSLATE_NOOP(
            "ParamSupport", "Only o-series and GPT-5.1+ models take a reasoning effort."
        ),
        withheld="reasoning effort not sent (only o-series and GPT-5.1+ models accept it)",
    ),
    ParamSpec(
        "verbosity",
        "choice",
        "output",
        QT_TRANSLATE_NOOP("Params", "Verbosity"),
        "verbosity",
        Wire("text.verbosity"),
        QT_TRANSLATE_NOOP("Params", "How long and detailed the answer is"),
        choices=LEVELS,
        words=_LEVEL_WORDS,
        control="verbosityPicker",
        only_some=True,
        refused=QT_TRANSLATE_NOOP("ParamSupport", "Only GPT-5 models take a verbosity."),
        column=True,
    ),
    ParamSpec(
        "response_format",
        "format",
        "output",
        QT_TRANSLATE_NOOP("Params", "Response format"),
        "format",
        Wire("text.format", reshape=_format_for_responses),
        QT_TRANSLATE_NOOP("Params", "Plain text, any JSON object, or JSON that fits a schema"),
        choices=("text", "json_object", "json_schema"),
        words=(
            QT_TRANSLATE_NOOP("Params", "Text"),
            QT_TRANSLATE_NOOP("Params", "JSON object"),
            QT_TRANSLATE_NOOP("Params", "JSON schema"),
        ),
        control="responseFormatPicker",
    ),
    ParamSpec(
        "service_tier",
        "choice",
        "advanced",
        QT_TRANSLATE_NOOP("Params", "Service tier"),
        "tier",
        Wire("service_tier"),
        QT_TRANSLATE_NOOP(
            "Params", "Flex costs less and may take longer; priority answers sooner for more"
        ),
        choices=SERVICE_TIERS,
        control="serviceTierPicker",
    ),
)

SPECS: dict[str, ParamSpec] = {spec.name: spec for spec in SPECS_IN_ORDER}


def in_section(section: Section) -> list[ParamSpec]:
    """The parameters of one inspector section, in their order."""
    return [spec for spec in SPECS_IN_ORDER if spec.section == section]


def is_set(value: Any) -> bool:
    """Whether a parameter's value is sent: None and () mean "not set"."""
    return value is not None and value != ()
