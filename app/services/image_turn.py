"""One turn with an image model: the question's text is the prompt (an attached image is
edited where the model can), the pictures come back as the reply's image parts, stored in
the blob store like attached images, with the usage the endpoint reports (so the reply's
cost shows where the catalog knows the model's price).

ChatSession hands a turn here when the chosen model makes images (``ImageMaker.handles``);
the events are the usual ones (reply_started, reply_finished), so the transcript, the
sidebar and the exports need nothing of their own."""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from app.api import ApiError, ChatClient
from app.api.image_models import ImageModelRules, image_rules
from app.domain import ImagePart, Message, MessageStatus, ModelInfo, Params, Part, TextPart
from app.services.chat_events import ChatEvents
from app.storage import AsyncRepository
from app.translation import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

NO_EDITS = QT_TRANSLATE_NOOP(
    "ImageTurn", "{0} does not edit images: the attached image was not sent."
)
EDITED = QT_TRANSLATE_NOOP("ImageTurn", "The attached image was sent to be edited.")
NO_PROMPT = QT_TRANSLATE_NOOP("ImageTurn", "Describe the image to make: the prompt is empty.")


@dataclass(frozen=True, slots=True)
class ImageOptions:
    """What the composer's image controls say: "" is the model's default."""

    size: str = ""
    quality: str = ""
    count: int = 1


StoreImage = Callable[[bytes, str], Awaitable[str]]
LoadImage = Callable[[str], Awaitable[bytes]]


class ImageMaker:
    """Makes image replies; one per app, shared by every transcript's session."""

    def __init__(
        self,
        *,
        store_image: StoreImage,
        load_image: LoadImage,
        options: Callable[[], ImageOptions],
        info: Callable[[str], ModelInfo | None] = lambda _model: None,
    ) -> None:
        self.store_image = store_image  # also the code interpreter's images (ChatSession)
        self._load_image = load_image
        self._options = options
        self._info = info

    def rules(self, model: str) -> ImageModelRules | None:
        return image_rules(model, self._info(model))

    def handles(self, params: Params) -> bool:
        return self.rules(params.model) is not None

    async def reply(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        client: Callable[[str], ChatClient],
        conversation_id: int,
        params: Params,
        history: Sequence[Message],
        *,
        version_of: int | None = None,
        retry: bool = False,
    ) -> Message:
        rules = self.rules(params.model)
        assert rules is not None  # handles() said so
        question = next((m for m in reversed(history) if m.role == "user"), None)
        reply = await repo.add_message(
            conversation_id,
            "assistant",
            (),
            model=params.model,
            params=params,
            status=MessageStatus.STREAMING,
            version_of=version_of,
            retry=retry,
        )
        events.reply_started(reply)
        started = time.monotonic()
        try:
            return await self._make(repo, events, client, reply, params, rules, question, started)
        except asyncio.CancelledError:
            final = await asyncio.shield(
                repo.update_message(reply.id, status=MessageStatus.STOPPED)
            )
            events.reply_finished(final, None)
            raise

    async def _make(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        client: Callable[[str], ChatClient],
        reply: Message,
        params: Params,
        rules: ImageModelRules,
        question: Message | None,
        started: float,
    ) -> Message:
        prompt = question.text.strip() if question is not None else ""
        if not prompt:
            final = await repo.update_message(
                reply.id, status=MessageStatus.ERROR, error=translate("ImageTurn", NO_PROMPT)
            )
            events.reply_finished(final, None)
            return final
        source: tuple[bytes, str] | None = None
        attached = question.images if question is not None else ()
        if attached:
            if rules.edits:
                source = (await self._load_image(attached[0].blob), attached[0].mime)
                events.reply_adjusted(reply.id, (translate("ImageTurn", EDITED),))
            else:
                note = translate("ImageTurn", NO_EDITS).format(params.model)
                events.reply_adjusted(reply.id, (note,))
        # The endpoint's client is loaded with the first image asked for, not at start-up.
        from app.api.images import ImageRequest, create_images

        options = self._options()
        request = ImageRequest(
            model=params.model,
            prompt=prompt,
            rules=rules,
            size=options.size if options.size in rules.sizes else "",
            quality=options.quality if options.quality in rules.qualities else "",
            count=max(1, min(options.count, rules.max_count)),
            source=source,
        )
        try:
            result = await create_images(client(params.profile), request)
        except ApiError as err:
            log.info("image reply %s failed: %s", reply.id, type(err).__name__)
            final = await repo.update_message(
                reply.id,
                status=MessageStatus.ERROR,
                error=err.message,
                error_kind=err.kind.value,
                duration_s=time.monotonic() - started,
            )
            events.reply_finished(final, err)
            return final
        parts: list[Part] = []
        revised = {image.revised_prompt for image in result.images if image.revised_prompt}
        if len(revised) == 1:
            parts.append(TextPart(revised.pop()))
        for image in result.images:
            width, height = await asyncio.to_thread(_dimensions, image.data)
            blob = await self.store_image(image.data, image.mime)
            parts.append(ImagePart(blob=blob, mime=image.mime, width=width, height=height))
        elapsed = time.monotonic() - started
        final = await repo.update_message(
            reply.id,
            parts=parts,
            status=MessageStatus.COMPLETE,
            finish_reason="stop",
            usage=result.usage,
            first_token_s=elapsed,
            duration_s=elapsed,
        )
        events.reply_finished(final, None)
        return final


def _dimensions(data: bytes) -> tuple[int, int]:
    from PIL import Image, UnidentifiedImageError  # here: only when an image arrives

    try:
        with Image.open(io.BytesIO(data)) as picture:
            return picture.size
    except (UnidentifiedImageError, OSError):
        return 0, 0
