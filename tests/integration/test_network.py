"""Network settings against real loopback servers: a manual proxy carries the requests
(streaming included), extra CA certificates load or fail clearly, and plain http is only
accepted inside this machine or the local network."""

from __future__ import annotations

import asyncio
from pathlib import Path

import certifi
import pytest

from app.api import ChatClient, Network, NetworkSettingError, build_request, check_base_url
from app.api.network import check_proxy, http_options, ssl_context
from app.domain import Message, Params, TextPart
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.forward_proxy import ForwardProxy


def test_a_manual_proxy_carries_model_lists_and_streamed_replies() -> None:
    proxy = ForwardProxy()
    try:
        with FakeOpenAIServer() as server:
            server.enqueue(Reply(text="through the proxy", chunk_size=4))

            async def run() -> tuple[int, str]:
                client = ChatClient(server.base_url, "sk-proxy", network=Network(proxy=proxy.url))
                try:
                    models = await client.list_models()
                    history = [Message(0, 0, "user", (TextPart("hi"),))]
                    built = build_request(
                        Params(model="gpt-4o-mini"), history, image_url=lambda _p: ""
                    )
                    outcome = await client.stream(built, lambda _e: None)
                    return len(models), outcome.text
                finally:
                    await client.aclose()

            count, text = asyncio.run(run())
            assert count > 0 and text == "through the proxy"
            assert [url.rsplit("/", 1)[-1] for url in proxy.seen] == ["models", "completions"]
            assert all(url.startswith(server.base_url) for url in proxy.seen)
    finally:
        proxy.stop()


def test_without_a_manual_proxy_the_system_proxy_is_used() -> None:
    assert http_options(Network()) == {"trust_env": True}
    options = http_options(Network(proxy="socks5://127.0.0.1:1080"))
    assert options == {"trust_env": False, "proxy": "socks5://127.0.0.1:1080"}
    ChatClient("https://api.example", None, network=Network(proxy="socks5://127.0.0.1:1080"))


@pytest.mark.parametrize(
    "proxy", ["proxy.example:3128", "ftp://proxy.example", "http://", "socks4://x:1"]
)
def test_bad_proxies_are_refused_with_an_example(proxy: str) -> None:
    with pytest.raises(NetworkSettingError, match="socks5://"):
        check_proxy(proxy)


def test_ca_bundle_adds_certificates_or_says_what_is_wrong(tmp_path: Path) -> None:
    context = ssl_context(certifi.where())
    assert context.verify_mode.name == "CERT_REQUIRED" and context.check_hostname
    with pytest.raises(NetworkSettingError, match="does not exist"):
        ssl_context(str(tmp_path / "missing.pem"))
    junk = tmp_path / "junk.pem"
    junk.write_text("not a certificate", encoding="utf-8")
    with pytest.raises(NetworkSettingError, match="PEM"):
        ssl_context(str(junk))


@pytest.mark.parametrize(
    ("url", "warns"),
    [
        ("https://api.cometapi.com/v1", False),
        ("http://127.0.0.1:8080/v1", True),
        ("http://localhost:11434/v1", True),
        ("http://192.168.1.20:8000/v1", True),
        ("http://[::1]:8000/v1", True),
        ("http://gpu-box:8000/v1", True),
        ("http://nas.local/v1", True),
    ],
)
def test_base_urls_allowed(url: str, warns: bool) -> None:
    warning = check_base_url(url)
    assert (warning is not None) == warns
    if warning:
        assert "not encrypted" in warning


@pytest.mark.parametrize(
    "url", ["http://api.example.com/v1", "http://8.8.8.8/v1", "ftp://x/v1", "api.example.com"]
)
def test_plain_http_to_the_internet_is_refused(url: str) -> None:
    with pytest.raises(NetworkSettingError):
        check_base_url(url)
