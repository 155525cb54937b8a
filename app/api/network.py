"""How the HTTP client reaches an endpoint: proxy, extra CA certificates, and whether a base
URL may be used at all (plain http only inside this machine or the local network)."""

from __future__ import annotations

import ipaddress
import ssl
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

PROXY_SCHEMES = ("http", "https", "socks5", "socks5h")


class NetworkSettingError(ValueError):
    """A proxy, CA bundle or base URL that cannot be used; the message is for the user."""


@dataclass(frozen=True, slots=True)
class Network:
    proxy: str = ""  # "" = the system proxy (environment variables / platform settings)
    ca_bundle: str = ""  # a PEM file of extra CA certificates, trusted besides the usual ones


def is_local_host(host: str) -> bool:
    """Loopback or a private-network address (or a .local / single-label LAN name)."""
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith((".localhost", ".local", ".lan", ".home.arpa")):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return "." not in host and bool(host)  # "nas", "gpu-box": a name only a LAN resolves
    return address.is_loopback or address.is_private or address.is_link_local


def check_base_url(url: str) -> str | None:
    """None if ``url`` is fine; a warning to show for plain http on this machine or the LAN.
    Raises NetworkSettingError for anything else (plain http to the internet, no host…)."""
    try:
        parts = urlsplit(url.strip())
    except ValueError as err:
        raise NetworkSettingError(f"Not a valid URL: {url[:200]}") from err
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not host:
        raise NetworkSettingError("The base URL must start with https:// and name a host.")
    if parts.scheme == "https":
        return None
    if not is_local_host(host):
        raise NetworkSettingError(
            f"Plain http:// sends your key unencrypted; it is allowed only for this computer "
            f"or your local network, not {host}. Use https://."
        )
    return f"Plain http:// to {host}: traffic, including the key, is not encrypted."


def check_proxy(proxy: str) -> None:
    if not proxy:
        return
    try:
        parts = urlsplit(proxy.strip())
    except ValueError as err:
        raise NetworkSettingError(f"Not a valid proxy URL: {proxy[:200]}") from err
    if parts.scheme not in PROXY_SCHEMES or not parts.hostname:
        raise NetworkSettingError(
            "A proxy is written like http://proxy.example:3128 or socks5://127.0.0.1:1080."
        )


@lru_cache(maxsize=4)
def ssl_context(ca_bundle: str) -> ssl.SSLContext:
    """The usual trusted certificates plus those in ``ca_bundle``; verification stays on."""
    import certifi

    context = ssl.create_default_context(cafile=certifi.where())
    try:
        context.load_verify_locations(cafile=ca_bundle)
    except FileNotFoundError as err:
        raise NetworkSettingError(f"The CA bundle {ca_bundle} does not exist.") from err
    except (OSError, ssl.SSLError) as err:
        raise NetworkSettingError(
            f"The CA bundle {ca_bundle} could not be read as PEM certificates ({err})."
        ) from err
    return context


def http_options(network: Network) -> dict[str, Any]:
    """Keyword arguments for httpx.AsyncClient. TLS verification is always on."""
    check_proxy(network.proxy)
    options: dict[str, Any] = {"trust_env": not network.proxy}
    if network.proxy:
        options["proxy"] = network.proxy.strip()
    if network.ca_bundle:
        options["verify"] = ssl_context(network.ca_bundle)
    return options
