"""Async flows that tie the API client to storage. No Qt: tested under plain asyncio."""

from app.services.chat_session import ChatEvents, ChatSession, title_from_prompt

__all__ = ["ChatEvents", "ChatSession", "title_from_prompt"]
