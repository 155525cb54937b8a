"""Naming a chat after its first reply: only while it still has its first-words title, with
the configured model, the cheapest priced one, or the model that answered, tried in that
order (``auto_title.title_models``). When none of them gives a title, the chat keeps the
title it has."""

from __future__ import annotations

from dataclasses import replace

from app.api import ApiError
from app.domain import Conversation, Message
from app.services.auto_title import generate_title, title_models
from app.services.chat_session import title_from_prompt
from app.services.endpoints import Endpoints
from app.services.model_directory import ModelDirectory
from app.services.settings_store import SettingsStore
from app.storage import AsyncRepository


class Titler:
    def __init__(
        self,
        repo: AsyncRepository,
        endpoints: Endpoints,
        models: ModelDirectory,
        settings: SettingsStore,
    ) -> None:
        self._repo = repo
        self._endpoints = endpoints
        self._models = models
        self._settings = settings

    async def title_for(self, reply: Message) -> Conversation | None:
        """The conversation renamed after ``reply``, its first reply; None when it keeps
        its title (not the first reply, renamed by the user, no model, a failure)."""
        settings = self._settings.value
        profile = reply.params.profile if reply.params is not None else ""
        # The default endpoint needs a key; another profile (a local server) may need none.
        if not settings.auto_title or (not profile and not self._endpoints.has_key()):
            return None
        conv = await self._repo.get_conversation(reply.conversation_id)
        if conv is None or conv.compare_group:
            return None
        messages = await self._repo.list_messages(conv.id, limit=3)
        if len(messages) != 2 or messages[0].role != "user" or messages[1].id != reply.id:
            return None
        question = messages[0].text
        if not question or conv.title != title_from_prompt(question):
            return None  # renamed by the user, or a chat of images only
        try:
            client = self._endpoints.client(profile)
        except ApiError:
            return None
        title = None
        for model in title_models(settings.auto_title_model, self._models.all(), reply.model):
            info = self._models.info(model)
            reasoning = info is not None and info.reasoning
            title = await generate_title(client, model, question, reply.text, reasoning=reasoning)
            if title:
                break
        current = await self._repo.get_conversation(conv.id)
        if not title or current is None or current.title != conv.title:
            return None
        await self._repo.rename_conversation(conv.id, title)
        return replace(current, title=title)
