"""The "Remote (via the API)" kind of the Add server form: a server the Responses API calls
for the model. Its URL must be https (the API reaches it from the internet), its headers are
"Name: value" lines (kept in tools.json: put a credential in the Token field, which goes to
the system keyring)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.mcp import ServerConfig

# Headers that carry a credential (Authorization, Proxy-Authorization, X-Api-Key, X-Auth-Token,
# Cookie, a session or secret…): refused here, the Token field keeps one in the keyring.
_SECRET_HEADER = re.compile(r"auth|key|token|secret|cookie|session|password|credential", re.I)


def _tr(text: str) -> str:
    return QCoreApplication.translate("AddServerDialog", text)


def remote_server(form: Any, server_id: str, name: str) -> ServerConfig:
    """The form's remote server; ValueError with the sentence to show when it is not one."""
    url = form.url.text().strip()
    if not url.startswith("https://"):
        raise ValueError(_tr("A remote server's URL must start with https://."))
    headers: dict[str, str] = {}
    for line in form.headers.toPlainText().splitlines():
        if not line.strip():
            continue
        key, sep, value = line.partition(":")
        if not sep or not key.strip():
            raise ValueError(_tr("Header lines are Name: value: {0}").format(line))
        if _SECRET_HEADER.search(key):
            raise ValueError(_tr("Put the credential in the Token field: it is kept safe there."))
        headers[key.strip()] = value.strip()
    return ServerConfig(
        server_id,
        name,
        "remote",
        url=url,
        headers=headers,
        has_token=bool(form.token.text().strip()),
        require_approval=str(form.approval.currentData() or "always"),
    )
