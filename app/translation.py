"""User-visible text outside app/ui: a translation hook with no Qt in it.

Non-UI layers (render, services, api) must not import PySide6, yet what they show must be
translatable. They call ``translate("Context", "text")``: pyside6-lupdate extracts those
calls like Qt's own, and at start-up the UI installs Qt's translator behind this hook.
Without it (tests, the CLI) the English text comes back unchanged."""

from __future__ import annotations

from collections.abc import Callable

_hook: Callable[[str, str], str] | None = None
_number: Callable[[float, int], str] | None = None


def translate(context: str, text: str) -> str:
    return text if _hook is None else _hook(context, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks a string for the catalogues where it is declared; translated where shown."""
    return text


def number(value: float, decimals: int = 0) -> str:
    """A number for people, in the chosen locale (1,234.5 / 1.234,5 / 1 234,5)."""
    if _number is not None:
        return _number(value, decimals)
    return f"{value:,.{decimals}f}"


def money(usd: float) -> str:
    """A cost in US dollars, with the precision small amounts need."""
    if 0 < usd < 0.0001:
        return "<$" + number(0.0001, 4)
    return "$" + number(usd, 4 if usd < 1 else 2)


def set_translator(
    hook: Callable[[str, str], str] | None,
    number_format: Callable[[float, int], str] | None = None,
) -> None:
    global _hook, _number
    _hook, _number = hook, number_format
