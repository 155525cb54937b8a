"""How a setting is declared and checked. Each field of ``Settings`` (app.config.settings) is
declared with ``setting(...)``: next to its type and default, its range or choices, whether
it syncs to the person's other machines, and where the settings dialog shows it (its section
and label). ``collect`` reads the declarations into the schema, which loading, sync, the
checks before saving and the dialog's plain rows all follow; nothing else lists settings.

Qt-free. Labels, hints and the labels of choices are English, marked for the catalogues
with ``QT_TRANSLATE_NOOP("SettingsDialog", ...)`` (``LABEL_CONTEXT``) and translated where
they are shown. A refused value is said in English: it goes to the log, not to the person.
"""

from __future__ import annotations

import json
import math
import types
import typing
from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields, replace
from enum import StrEnum
from typing import Any

LABEL_CONTEXT = "SettingsDialog"  # the translation context of every label declared here
_METADATA_KEY = "setting"


class Section(StrEnum):
    """Where a setting is changed: a tab of the settings dialog, or (the last three) no tab."""

    ACCOUNT = "account"
    ENDPOINTS = "endpoints"
    GENERAL = "general"
    MODELS = "models"
    NETWORK = "network"
    VOICE = "voice"
    WINDOW = "window"  # how the window was left: its geometry and panes
    RECORDED = "recorded"  # what using the app records: recent, favourite, allowed models
    FILE = "file"  # only in settings.json

    @property
    def in_dialog(self) -> bool:
        return self in DIALOG_TABS


# The settings dialog's tabs, in their order.
DIALOG_TABS = (
    Section.ACCOUNT,
    Section.ENDPOINTS,
    Section.GENERAL,
    Section.MODELS,
    Section.NETWORK,
    Section.VOICE,
)


class Check(StrEnum):
    """Whether a value can work beyond its type and range, asked before the dialog saves
    (app.services.settings_checks: these need the network layer, which this one is below)."""

    NONE = ""
    BASE_URL = "base_url"  # https, or plain http to this computer or the local network
    PROFILE_URLS = "profile_urls"  # each endpoint profile's base URL, the same way
    PROXY = "proxy"  # a scheme and a host
    CA_FILE = "ca_file"  # a PEM file that loads


@dataclass(frozen=True, slots=True)
class Choice:
    value: str
    label: str  # English, translated where shown (LABEL_CONTEXT)


class Rejected(ValueError):
    """A value a setting does not take; its text is the sentence saying why."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One setting as declared. ``name`` and ``type`` come from its field (``collect``).

    ``bounds``: the smallest and largest number it takes (None: no upper bound);
    ``choices``: the only values it takes; ``suggestions``: values offered, any text taken;
    ``hint``: a sentence shown as the control's tooltip and accessible description;
    ``unit``: after a number (" pt"); ``minimum_label``: what the smallest number shows as
    when it means "none" or "the default"; ``reader``: turns the JSON value into the
    field's value where the type alone cannot (endpoint profiles), raising TypeError,
    ValueError or KeyError when it cannot."""

    section: Section
    label: str
    syncs: bool = False
    bounds: tuple[float, float | None] | None = None
    choices: tuple[Choice, ...] = ()
    suggestions: tuple[str, ...] = ()
    hint: str = ""
    unit: str = ""
    minimum_label: str = ""
    check: Check = Check.NONE
    reader: Callable[[Any], Any] | None = None
    factory: Callable[[], Any] = lambda: None
    name: str = ""
    type: Any = None

    def default(self) -> Any:
        """The default value (a new list each time for a list)."""
        return self.factory()

    def read(self, value: Any) -> Any:
        """``value`` (as JSON gives it) as this setting holds it; raises ``Rejected`` with a
        sentence when the setting does not take it."""
        try:
            if self.reader is not None:
                return self.reader(value)
            out = _typed(self.type, value)
        except (TypeError, ValueError, KeyError):
            raise Rejected(self._refusal(value)) from None
        if out is None:
            return out
        if self.bounds is not None:
            low, high = self.bounds
            if out < low or (high is not None and out > high):
                raise Rejected(self._refusal(value))
        if self.choices and out not in {c.value for c in self.choices}:
            raise Rejected(self._refusal(value))
        return out

    def expected(self) -> str:
        """What the setting takes, in words ("a whole number from 0 to 32")."""
        if self.reader is not None:
            return "a value in the form this version reads"
        hint = self.type
        optional = typing.get_origin(hint) in (typing.Union, types.UnionType)
        if optional:
            hint = next(a for a in typing.get_args(hint) if a is not type(None))
        words = _KIND_WORDS.get(hint, "") or _LIST_WORDS.get(typing.get_args(hint), "a value")
        if self.bounds is not None:
            low, high = self.bounds
            words += f" of at least {low:g}" if high is None else f" from {low:g} to {high:g}"
        if self.choices:
            words = "one of " + ", ".join(json.dumps(c.value) for c in self.choices)
        return words + (", or null" if optional else "")

    def _refusal(self, value: Any) -> str:
        try:
            shown = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError):
            shown = repr(value)
        if len(shown) > 60:
            shown = shown[:57] + "…"
        return f"{self.name} is {shown}, not {self.expected()}"


_KIND_WORDS = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}
_LIST_WORDS = {(str,): "a list of texts", (int,): "a list of whole numbers"}


def _typed(hint: Any, value: Any) -> Any:
    """``value`` if it is of type ``hint`` (an int taken as a float), else TypeError. Booleans
    are no numbers here, and NaN or infinity no float: JSON does not hold them as settings."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        if value is None and type(None) in args:
            return None
        (inner,) = (a for a in args if a is not type(None))
        return _typed(inner, value)
    if origin is list:
        if not isinstance(value, list):
            raise TypeError(hint)
        (item,) = typing.get_args(hint)
        return [_typed(item, v) for v in value]
    if hint is bool and isinstance(value, bool):
        return value
    if hint is str and isinstance(value, str):
        return value
    if not isinstance(value, bool):
        if hint is int and isinstance(value, int):
            return value
        if hint is float and isinstance(value, int | float) and math.isfinite(value):
            return float(value)
    raise TypeError(hint)


def setting(
    default: Any = MISSING,
    *,
    factory: Callable[[], Any] | None = None,
    section: Section,
    label: str,
    syncs: bool = False,
    bounds: tuple[float, float | None] | None = None,
    choices: tuple[Choice, ...] = (),
    suggestions: tuple[str, ...] = (),
    hint: str = "",
    unit: str = "",
    minimum_label: str = "",
    check: Check = Check.NONE,
    reader: Callable[[Any], Any] | None = None,
) -> Any:
    """Declare a field of ``Settings``: ``default``, or ``factory`` for a list. A setting
    stays on its machine unless it says ``syncs=True``."""
    declared = Setting(
        section=section,
        label=label,
        syncs=syncs,
        bounds=bounds,
        choices=choices,
        suggestions=suggestions,
        hint=hint,
        unit=unit,
        minimum_label=minimum_label,
        check=check,
        reader=reader,
    )
    if factory is not None:
        declared = replace(declared, factory=factory)
        return field(default_factory=factory, metadata={_METADATA_KEY: declared})
    declared = replace(declared, factory=lambda: default)
    return field(default=default, metadata={_METADATA_KEY: declared})


def collect(settings_class: type) -> dict[str, Setting]:
    """Every field's declaration, by name, in the order declared. A field declared without
    ``setting()``, or whose default its own declaration refuses, is a mistake in the code:
    TypeError, at import."""
    hints = typing.get_type_hints(settings_class)
    found: dict[str, Setting] = {}
    for f in fields(settings_class):
        declared = f.metadata.get(_METADATA_KEY)
        if not isinstance(declared, Setting):
            raise TypeError(f"{settings_class.__name__}.{f.name} is not declared with setting()")
        spec = replace(declared, name=f.name, type=hints[f.name])
        try:
            spec.read(spec.default())
        except Rejected as why:
            raise TypeError(f"the default of {settings_class.__name__}.{why}") from None
        found[f.name] = spec
    return found
