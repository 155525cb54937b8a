"""The checks the settings dialog runs before saving, without Qt: base URLs (https, or plain
http only on this machine or the local network), the proxy, the extra CA bundle."""

from __future__ import annotations

from pathlib import Path

import certifi

from app import translation
from app.config import Profile, Settings
from app.services.settings_checks import problems, url_note


def test_url_note_warns_for_local_http_and_refuses_internet_http() -> None:
    assert url_note("https://api.cometapi.com/v1") == ""
    local = url_note("http://127.0.0.1:8080/v1")
    assert "not encrypted" in local and "127.0.0.1" in local
    remote = url_note("http://api.example.com/v1")
    assert "only for this computer" in remote and "api.example.com" in remote
    assert "must start with https://" in url_note("api.example.com/v1")


def test_good_settings_have_no_problems() -> None:
    settings = Settings(
        profiles=[Profile("p-1", "Lab", "http://192.168.1.20:8000/v1")],  # LAN http: allowed
        proxy="socks5://127.0.0.1:1080",
        ca_bundle=certifi.where(),
    )
    assert problems(settings) == []


def test_every_problem_is_named(tmp_path: Path) -> None:
    not_pem = tmp_path / "notes.pem"
    not_pem.write_text("not a certificate", encoding="utf-8")
    settings = Settings(
        base_url="http://api.example.com/v1",
        profiles=[
            Profile("p-1", "Fine", "https://gateway.example/v1"),
            Profile("p-2", "Remote box", "http://llm.example.org/v1"),
        ],
        proxy="proxy.example:3128",
        ca_bundle=str(not_pem),
    )
    # The base URL is named by its setting's label, in the person's language.
    translation.set_translator(lambda _context, text: {"Base URL": "URL de base"}.get(text, text))
    try:
        found = problems(settings)
    finally:
        translation.set_translator(None)
    assert len(found) == 4, found
    assert found[0].startswith("URL de base: ") and "api.example.com" in found[0]
    assert found[1].startswith("Remote box: ") and "llm.example.org" in found[1]
    assert "socks5://" in found[2]
    assert str(not_pem) in found[3] and "PEM" in found[3]


def test_a_base_url_from_the_environment_is_not_checked(tmp_path: Path) -> None:
    settings = Settings(base_url="http://api.example.com/v1", ca_bundle=str(tmp_path / "gone"))
    found = problems(settings, include_base_url=False)
    assert found == [f"The CA bundle {tmp_path / 'gone'} does not exist."]
