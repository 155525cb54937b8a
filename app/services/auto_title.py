"""A short title for a new conversation, asked of a cheap model after the first reply.

Any failure (no model, an API error, an empty or odd answer) leaves the title made from the
first words of the question, which the conversation already has."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable

from app.api import ApiError, ChatClient, StreamEvent, TextDelta, build_request
from app.domain import ImagePart, Message, ModelInfo, Params, TextPart

log = logging.getLogger(__name__)

TITLE_MAX_CHARS = 60
EXCERPT_CHARS = 1500
INSTRUCTION = (
    "Write a title of 3 to 6 words for the conversation below, in the language of the "
    "question. Reply with the title only: no quotes, no final full stop."
)


def cheapest_chat_model(models: Iterable[ModelInfo]) -> str | None:
    """The chat model with the lowest known price (reasoning models are slow for this)."""
    priced = [
        m
        for m in models
        if m.input_price is not None
        and m.output_price is not None
        and not m.reasoning
        and (not m.endpoints or "chat" in m.endpoints)
    ]
    if not priced:
        return None
    best = min(priced, key=lambda m: ((m.input_price or 0) + (m.output_price or 0), m.id))
    return best.id


def clean_title(text: str) -> str | None:
    """The model's answer as a title: first line, without quotes, markup or a label."""
    line = next((ln for ln in text.strip().splitlines() if ln.strip()), "")
    line = re.sub(r"^\s*(title\s*:)\s*", "", line, flags=re.IGNORECASE)
    line = line.strip().strip("#*_`\"'“”‘’「」«» ").rstrip(".。").strip()
    line = " ".join(line.split())
    if not line:
        return None
    if len(line) > TITLE_MAX_CHARS:
        line = line[:TITLE_MAX_CHARS].rsplit(" ", 1)[0] + "…"
    return line


async def generate_title(client: ChatClient, model: str, question: str, answer: str) -> str | None:
    """Ask ``model`` for a title; None when it cannot give a usable one."""
    prompt = (
        f"{INSTRUCTION}\n\nQuestion:\n{question[:EXCERPT_CHARS]}\n\n"
        f"Answer:\n{answer[:EXCERPT_CHARS]}"
    )
    history = [Message(id=0, conversation_id=0, role="user", parts=(TextPart(prompt),))]
    params = Params(model=model, max_tokens=32, temperature=0.3)
    no_images: Callable[[ImagePart], str] = lambda _part: ""  # noqa: E731
    built = build_request(params, history, endpoint="chat", image_url=no_images)
    pieces: list[str] = []

    def on_event(event: StreamEvent) -> None:
        if isinstance(event, TextDelta) and event.index == 0:
            pieces.append(event.text)

    try:
        await client.stream(built, on_event)
    except ApiError as err:
        log.info("auto-title with %s failed: %s", model, type(err).__name__)
        return None
    return clean_title("".join(pieces))
