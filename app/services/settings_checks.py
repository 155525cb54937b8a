"""Whether settings can work, checked before they are saved; Qt-free, so the settings dialog
asks here instead of reaching into the API layer, and the rules are tested without a display.

Which setting needs which check is its declaration's ``check`` (app/config/settings.py); the
checks themselves need the network layer, so they are here. Base URLs must be https, or
plain http only to this computer or the local network (with a warning); a proxy must name
its scheme and host; an extra CA bundle must load as PEM. The sentences come from the API
layer's NetworkSettingError, written for the person.
"""

from __future__ import annotations

from collections.abc import Callable

from app.api import NetworkSettingError, check_base_url, check_proxy
from app.api.network import ssl_context
from app.config import SCHEMA, Settings
from app.config.schema import LABEL_CONTEXT, Check
from app.translation import translate


def url_note(url: str) -> str:
    """What to say about a base URL as it is typed: "" when it is fine, a warning for plain
    http on this machine or the local network, or why it cannot be used."""
    try:
        return check_base_url(url) or ""
    except NetworkSettingError as err:
        return str(err)


def problems(settings: Settings, *, include_base_url: bool = True) -> list[str]:
    """Every reason these settings cannot be saved, one sentence each ([] when they can),
    in the order the settings are declared.

    A base URL's sentence starts with its setting's label (in the person's language) or
    its endpoint profile's name. ``include_base_url`` False when the default endpoint's
    URL came from the environment for this run and is not being saved."""
    found: list[str] = []
    for name, spec in SCHEMA.items():
        value = getattr(settings, name)
        if spec.check is Check.BASE_URL and include_base_url:
            found += _url_problems([(translate(LABEL_CONTEXT, spec.label), value)])
        elif spec.check is Check.PROFILE_URLS:
            found += _url_problems([(profile.name, profile.base_url) for profile in value])
        elif spec.check is Check.PROXY:
            found += _problem(check_proxy, value.strip())
        elif spec.check is Check.CA_FILE and value.strip():
            found += _problem(ssl_context, value.strip())
    return found


def _url_problems(urls: list[tuple[str, str]]) -> list[str]:
    return [f"{name}: {why}" for name, url in urls for why in _problem(check_base_url, url)]


def _problem(check: Callable[[str], object], value: str) -> list[str]:
    try:
        check(value)
    except NetworkSettingError as err:
        return [str(err)]
    return []
