"""A remote MCP server's headers are kept in tools.json, so a header that carries a
credential is refused and the person is sent to the Token field (kept in the keyring)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from app.ui.tools.remote_server import remote_server


def _form(headers: str) -> SimpleNamespace:
    def text(value: str) -> SimpleNamespace:
        return SimpleNamespace(text=lambda: value, toPlainText=lambda: value)

    return SimpleNamespace(
        url=text("https://mcp.example.com/sse"),
        headers=text(headers),
        token=text(""),
        approval=SimpleNamespace(currentData=lambda: "always"),
    )


@pytest.mark.parametrize(
    "line",
    [
        "Authorization: Bearer abc",
        "Proxy-Authorization: Basic abc",
        "X-Api-Key: abc",
        "X-Auth-Token: abc",
        "Cookie: session=abc",
        "X-Client-Secret: abc",
    ],
)
def test_a_credential_header_is_refused(line: str) -> None:
    with pytest.raises(ValueError, match="Token field"):
        remote_server(_form(f"X-Region: eu\n{line}"), "s1", "Docs")


def test_plain_headers_are_kept() -> None:
    server = remote_server(_form("X-Region: eu\nAccept-Language: ja"), "s1", "Docs")
    assert server.headers == {"X-Region": "eu", "Accept-Language": "ja"}
