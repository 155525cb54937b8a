"""Async flows that tie the API client to storage. No Qt: tested under plain asyncio.

Import the module you need (app.services.chat_session, …): this package imports nothing,
so a widget that needs one small helper does not load the HTTP client and the document
readers before the window is painted."""
