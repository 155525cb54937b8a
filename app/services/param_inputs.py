"""What the inspector's fields mean, checked before anything is sent. Its free-form fields
(stop sequences, a response format with a JSON schema, extra body JSON) are turned into
values here; ``checked_params`` then checks every value the one way the domain does
(``app.domain.param_errors``). Pure functions that raise ``InputError`` with a sentence for
the person and the field to point at (a Params field, or "schema" / "extra")."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from app.translation import translate

if TYPE_CHECKING:
    # The domain's classes load after the window's first paint; the inspector imports this.
    from app.domain import Params


class InputError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def checked_params(params: Params, *, strict: bool = True) -> Params:
    """``params`` when every request parameter holds a value the API takes. Otherwise
    ``strict`` raises InputError for the first field that does not; not ``strict`` unsets
    those fields instead (regenerate, presets: a half-typed field must not stop them)."""
    from app.domain import param_errors

    errors = param_errors(params)
    if not errors:
        return params
    if strict:
        raise InputError(errors[0].field, errors[0].message)
    return params.unset(*(err.field for err in errors))


def parse_stop(text: str) -> tuple[str, ...]:
    """One stop sequence per line (escapes such as \\n are written as they are sent); how
    many there may be is checked with the other values (``checked_params``)."""
    return tuple(line for line in text.splitlines() if line)


def _json(field: str, text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except ValueError as err:
        raise InputError(
            field,
            translate("ParamInputs", "{0} is not valid JSON: {1}").format(what, err),
        ) from err


def parse_extra(text: str) -> dict[str, Any]:
    """Extra body fields: a JSON object merged into the request ("" for none)."""
    if not text.strip():
        return {}
    what = translate("ParamInputs", "The extra body")
    value = _json("extra", text, what)
    if not isinstance(value, dict):
        raise InputError(
            "extra", translate("ParamInputs", "The extra body must be a JSON object { … }.")
        )
    return value


def response_format(kind: str, schema_text: str) -> dict[str, Any] | None:
    """The response_format for "text" (None: not sent), "json_object" or "json_schema"."""
    if kind == "json_object":
        return {"type": "json_object"}
    if kind != "json_schema":
        return None
    what = translate("ParamInputs", "The JSON schema")
    schema = _json("schema", schema_text, what)
    if not isinstance(schema, dict):
        raise InputError(
            "schema", translate("ParamInputs", "The JSON schema must be a JSON object { … }.")
        )
    from jsonschema import exceptions, validators

    try:
        validators.validator_for(schema).check_schema(schema)
    except exceptions.SchemaError as err:
        raise InputError(
            "schema",
            translate("ParamInputs", "The JSON schema is not a valid schema: {0}").format(
                err.message
            ),
        ) from err
    name = str(schema.get("title") or "response").replace(" ", "_")[:64]
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}}


def schema_text_of(fmt: object) -> tuple[str, str]:
    """(kind, schema text) of a stored response_format, for the inspector to show."""
    if not isinstance(fmt, dict):
        return "text", ""
    if fmt.get("type") == "json_object":
        return "json_object", ""
    if fmt.get("type") == "json_schema":
        inner = fmt.get("json_schema")
        schema = inner.get("schema") if isinstance(inner, dict) else None
        return "json_schema", json.dumps(schema or {}, indent=2, ensure_ascii=False)
    return "text", ""
