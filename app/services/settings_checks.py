"""Whether settings can work, checked before they are saved; Qt-free, so the settings dialog
asks here instead of reaching into the API layer, and the rules are tested without a display.

Base URLs must be https, or plain http only to this computer or the local network (with a
warning); a proxy must name its scheme and host; an extra CA bundle must load as PEM. The
sentences come from the API layer's NetworkSettingError, written for the person.
"""

from __future__ import annotations

from app.api import NetworkSettingError, check_base_url, check_proxy
from app.api.network import ssl_context
from app.config import Settings


def url_note(url: str) -> str:
    """What to say about a base URL as it is typed: "" when it is fine, a warning for plain
    http on this machine or the local network, or why it cannot be used."""
    try:
        return check_base_url(url) or ""
    except NetworkSettingError as err:
        return str(err)


def problems(
    settings: Settings, *, base_url_label: str = "Base URL", include_base_url: bool = True
) -> list[str]:
    """Every reason these settings cannot be saved, one sentence each ([] when they can).

    ``base_url_label`` names the default endpoint's URL in the sentence (the caller's
    language); ``include_base_url`` False when that URL came from the environment for this
    run and is not being saved. Endpoint profiles are named by their own names."""
    urls = [(base_url_label, settings.base_url)] if include_base_url else []
    urls += [(profile.name, profile.base_url) for profile in settings.profiles]
    found: list[str] = []
    for name, url in urls:
        try:
            check_base_url(url)
        except NetworkSettingError as err:
            found.append(f"{name}: {err}")
    try:
        check_proxy(settings.proxy.strip())
    except NetworkSettingError as err:
        found.append(str(err))
    if settings.ca_bundle.strip():
        try:
            ssl_context(settings.ca_bundle.strip())
        except NetworkSettingError as err:
            found.append(str(err))
    return found
