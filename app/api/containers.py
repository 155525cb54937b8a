"""``GET /containers/{container_id}/files/{file_id}/content``: a file the code interpreter
made in its container, as bytes (the key goes with it, like every request to the
endpoint). Containers expire after a while of disuse; the error then says so."""

from __future__ import annotations

from urllib.parse import quote

import httpx

from app.api.endpoint_session import ERROR_BODY_LIMIT, EndpointSession
from app.api.errors import StreamError, error_from_transport

FILE_LIMIT = 256 * 1024 * 1024


async def container_file(session: EndpointSession, container_id: str, file_id: str) -> bytes:
    """The file's bytes; raises the app's ApiError classes."""
    url = (
        f"{session.base_url}/containers/{quote(container_id, safe='')}"
        f"/files/{quote(file_id, safe='')}/content"
    )
    try:
        response = await session.http.get(url)
    except httpx.TransportError as err:
        raise error_from_transport(err) from err
    if response.status_code >= 300:
        raise session.status_error(response, response.content[:ERROR_BODY_LIMIT], None)
    if len(response.content) > FILE_LIMIT:
        raise StreamError("The file is too large to save.")
    return response.content
