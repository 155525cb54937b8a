"""A short title for a new conversation, asked of a small, cheap model after the first reply.

Which model: the one chosen in Settings, else the cheapest chat model the endpoint lists with
a price, else the model that just answered (it is served and works: an endpoint that lists
no prices, such as a local server, still gets titles). Each is tried in turn until one gives
a usable title; when none does, the conversation keeps the title made from the first words
of the question."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence

from app.api import ApiError, ChatClient, StreamEvent, TextDelta, build_request
from app.domain import ImagePart, Message, ModelInfo, Params, TextPart
from app.services.model_directory import cheapest_chat_model

__all__ = ["cheapest_chat_model", "clean_title", "generate_title", "title_models"]

log = logging.getLogger(__name__)

TITLE_MAX_CHARS = 60
EXCERPT_CHARS = 1500
INSTRUCTION = (
    "Write a title of 3 to 6 words for the conversation below, in the language of the "
    "question. Reply with the title only: no quotes, no final full stop."
)


# Models that think before answering: a title needs room for that, and no temperature.
_THINKING = re.compile(r"^(o\d|gpt-5)")
_THOUGHTS = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)


def title_models(configured: str, served: Sequence[ModelInfo], answered_with: str) -> list[str]:
    """The models to ask for a title, in the order to try them: the one chosen in Settings,
    the cheapest priced chat model the endpoint lists, the model that just answered. Each
    once."""
    found: list[str] = []
    for model in (configured.strip(), cheapest_chat_model(served) or "", answered_with.strip()):
        if model and model not in found:
            found.append(model)
    return found


def clean_title(text: str) -> str | None:
    """The model's answer as a title: first line, without quotes, markup or a label."""
    text = _THOUGHTS.sub("", text)
    line = next((ln for ln in text.strip().splitlines() if ln.strip()), "")
    line = re.sub(r"^\s*(title\s*:)\s*", "", line, flags=re.IGNORECASE)
    line = line.strip().strip("#*_`\"'“”‘’「」«» ").rstrip(".。").strip()
    line = " ".join(line.split())
    if not line:
        return None
    if len(line) > TITLE_MAX_CHARS:
        line = line[:TITLE_MAX_CHARS].rsplit(" ", 1)[0] + "…"
    return line


async def generate_title(
    client: ChatClient, model: str, question: str, answer: str, *, reasoning: bool = False
) -> str | None:
    """Ask ``model`` for a title; None when it cannot give a usable one. A ``reasoning``
    model (or one whose name says it thinks) gets room to think first."""
    prompt = (
        f"{INSTRUCTION}\n\nQuestion:\n{question[:EXCERPT_CHARS]}\n\n"
        f"Answer:\n{answer[:EXCERPT_CHARS]}"
    )
    history = [Message(id=0, conversation_id=0, role="user", parts=(TextPart(prompt),))]
    thinking = reasoning or bool(_THINKING.match(model.strip().lower().rsplit("/", 1)[-1]))
    params = (
        Params(model=model, max_tokens=1024)
        if thinking
        else Params(model=model, max_tokens=48, temperature=0.3)
    )
    no_images: Callable[[ImagePart], str] = lambda _part: ""  # noqa: E731
    built = build_request(params, history, endpoint="chat", image_url=no_images)
    pieces: list[str] = []

    def on_event(event: StreamEvent) -> None:
        if isinstance(event, TextDelta) and event.index == 0:
            pieces.append(event.text)

    try:
        outcome = await client.stream(built, on_event)
    except ApiError as err:
        log.warning("auto-title with %s failed: %s", model, type(err).__name__)
        return None
    title = clean_title("".join(pieces) or outcome.text)
    if title is None:
        log.warning("auto-title with %s gave no usable title", model)
    return title
