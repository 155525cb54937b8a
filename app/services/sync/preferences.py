"""What of the preferences syncs, as items another machine can merge one by one.

Each item is a key and a JSON value; two machines merge item by item, the later change
winning (app.services.sync.round stamps them), so a preset added on one machine and the
theme changed on the other both survive. A value of None is a deletion.

- ``settings/<field>``: the preferences a person expects everywhere (endpoints without
  their keys, default model and parameters, favourites, theme, language, text size…):
  each setting declared ``syncs=True`` in app/config/settings.py, and only those, so a new
  one stays on its machine until it says otherwise. What belongs to one machine stays:
  the proxy and CA file, the window's geometry and panes, the recently used models,
  whether the desktop binds shortcuts. A value the setting does not take (another
  version's) is refused by its declaration, and this machine's value stays.
- ``preset/<name>`` and ``presets/default``: parameter presets.
- ``prompt/<id>``: saved prompts of the prompt library (a title and a text); the
  built-ins have fixed ids, so untouched ones are the same item everywhere.
- ``assistant/<id>``: assistants (app.services.assistant_sync), as prompts: built-ins
  have fixed ids.
- ``mcp/<id>``: tool server definitions — without their environment variables and
  headers, which often hold keys, and never a token (tokens live in each machine's
  keyring). Which tools are always allowed stays on the machine that allowed them.

Folders sync as part of the history (app.services.sync.round). API keys never sync: no
item holds one.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, replace
from typing import Any, Protocol

from app.config import SCHEMA, Settings
from app.config.schema import Rejected
from app.domain import Params
from app.mcp.config import ServerConfig, ToolSettings
from app.services.assistants import Assistants
from app.services.presets import Presets
from app.services.prompts.library import Prompts, prompt_from_json

log = logging.getLogger(__name__)

SYNCED_FIELDS = tuple(name for name, spec in SCHEMA.items() if spec.syncs)
# Server fields that stay on their machine (they often hold keys, or say what it has).
_SERVER_LOCAL = ("env", "headers", "has_token")

Items = dict[str, Any]


class PreferencesPort(Protocol):
    """Where a round reads the preferences and applies other machines' changes: the files
    (the command line) or the running window's stores (which then save them). ``apply``
    gets the changed items only, to apply onto the values as they are then (``with_items``),
    so a change made meanwhile on this machine is kept."""

    def read(self) -> tuple[Settings, Presets, ToolSettings, Prompts]: ...

    def read_assistants(self) -> Assistants: ...

    def apply(self, changes: Items) -> None: ...


def items_of(settings: Settings, presets: Presets, tools: ToolSettings, prompts: Prompts) -> Items:
    data = asdict(settings)
    items: Items = {f"settings/{name}": data[name] for name in SYNCED_FIELDS}
    for preset in presets.items:
        items[f"preset/{preset.name}"] = preset.params.to_json()
    items["presets/default"] = presets.default
    for server in tools.servers:
        shared = server.to_json()
        for name in _SERVER_LOCAL:
            shared.pop(name, None)
        items[f"mcp/{server.id}"] = shared
    for prompt in prompts.items:
        items[f"prompt/{prompt.id}"] = prompt.to_json()
    return items


def with_items(
    settings: Settings, presets: Presets, tools: ToolSettings, prompts: Prompts, changes: Items
) -> tuple[Settings, Presets, ToolSettings, Prompts]:
    """The preferences with other machines' changed items applied. An item this version
    cannot read is left out (the rest applies); ValueError never escapes."""
    values: dict[str, Any] = {}
    for key, value in changes.items():
        kind, _, name = key.partition("/")
        try:
            if kind == "settings" and name in SYNCED_FIELDS:
                try:
                    values[name] = SCHEMA[name].read(value)
                except Rejected as why:  # another version's value: this machine's stays
                    log.warning("a synced setting was not applied: %s", why)
            elif kind == "preset":
                presets = (
                    presets.remove(name)
                    if value is None
                    else presets.put(name, Params.from_json(dict(value)))
                )
            elif kind == "mcp":
                tools = _with_server(tools, name, value)
            elif kind == "prompt":
                prompts = (
                    prompts.remove(name)
                    if value is None
                    else prompts.put(prompt_from_json(name, value))
                )
        except (TypeError, ValueError, KeyError, AttributeError):
            continue
    if "presets/default" in changes:
        default = changes["presets/default"]
        presets = presets.with_default(default if isinstance(default, str) else None)
    if values:
        settings = replace(settings, **values)
    return settings, presets, tools, prompts


def _with_server(tools: ToolSettings, server_id: str, value: Any) -> ToolSettings:
    if value is None:
        return tools.without_server(server_id)
    mine = tools.server(server_id)
    local: dict[str, Any] = (
        {"env": dict(mine.env), "headers": dict(mine.headers), "has_token": mine.has_token}
        if mine is not None
        else {}
    )
    data = {**dict(value), **local, "id": server_id}
    return tools.with_server(ServerConfig.from_json(data))


__all__ = [
    "SYNCED_FIELDS",
    "Items",
    "PreferencesPort",
    "items_of",
    "with_items",
]
