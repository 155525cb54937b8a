"""Assistants as sync items: ``assistant/<id>`` holds an assistant's JSON, None a deletion.

They travel with the preferences (app.services.sync.items), merged item by item, the later
change winning: an assistant added on one machine and another edited on the other both
survive. The built-ins have fixed ids and their untouched values count as no choice, so a
machine that never touched them overrides neither an edit nor a deletion made elsewhere.
"""

from __future__ import annotations

from app.services.assistants import BUILT_INS, Assistants, assistant_from_json
from app.services.sync.preferences import Items

PREFIX = "assistant/"

# What a machine holds without anyone having chosen it: the built-ins as shipped.
BUILT_IN_ITEMS: Items = {f"{PREFIX}{a.id}": a.to_json() for a in BUILT_INS.items}


def assistant_items(assistants: Assistants) -> Items:
    return {f"{PREFIX}{a.id}": a.to_json() for a in assistants.items}


def touches_assistants(changes: Items) -> bool:
    return any(key.startswith(PREFIX) for key in changes)


def with_assistant_items(assistants: Assistants, changes: Items) -> Assistants:
    """The library with other machines' changed assistants applied; an item this version
    cannot read is left out (the rest applies)."""
    for key, value in changes.items():
        if not key.startswith(PREFIX):
            continue
        assistant_id = key.removeprefix(PREFIX)
        if value is None:
            assistants = assistants.remove(assistant_id)
            continue
        try:
            assistants = assistants.put(assistant_from_json(assistant_id, value))
        except ValueError:
            continue
    return assistants


__all__ = [
    "BUILT_IN_ITEMS",
    "PREFIX",
    "assistant_items",
    "touches_assistants",
    "with_assistant_items",
]
