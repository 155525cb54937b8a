"""What `cometdesk describe` asks about each image: the presets, and ``{filename}``."""

from __future__ import annotations

import json
import re
from pathlib import Path

DEFAULT_PRESET = "alt-text"
PRESETS: dict[str, str] = {
    "alt-text": (
        "Write alt text for this image ({filename}) for people who cannot see it: one or "
        "two plain sentences saying what it shows and what matters in it. Do not start with "
        '"Image of" or "Picture of". Reply with the alt text only.'
    ),
    "caption": (
        "Write a short caption for this image ({filename}), as for a photo in an article. "
        "Reply with the caption only."
    ),
    "text": (
        "Transcribe all the text visible in this image ({filename}), keeping its line "
        "breaks. Reply with the text only; reply with nothing if there is none."
    ),
    "tags": (
        "List 5 to 10 short lowercase keywords describing this image ({filename}). Reply "
        'with a JSON array of strings only, e.g. ["beach", "sunset"].'
    ),
}
TAGS_PRESET = "tags"

_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)


class NotTags(ValueError):
    """The reply to the tags preset is not a JSON array of strings."""


def prompt_for(template: str, file: Path) -> str:
    """The template with ``{filename}`` replaced; other braces are left as they are."""
    return template.replace("{filename}", file.name)


def tags_json(reply: str) -> str:
    """The tags reply as a compact JSON array (a ```json fence around it is taken off)."""
    text = reply.strip()
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
    try:
        tags = json.loads(text)
    except ValueError:
        tags = None
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise NotTags("The model did not reply with a JSON list of tags.")
    return json.dumps(tags, ensure_ascii=False)
