"""Word that a profile's client was replaced: its key was changed (or forgotten), or how
the endpoint is reached changed (base URL, proxy, CA bundle, timeouts). ``Endpoints``
says so (``announce``); whoever waits for a fix hears it (``listen``): a background reply
whose key the server refused polls again at once with the new client.

Process-wide and on the event loop's thread, like the ``Endpoints`` that announces."""

from __future__ import annotations

from collections.abc import Callable

Listener = Callable[[str], None]

_LISTENERS: list[Listener] = []


def listen(listener: Listener) -> Callable[[], None]:
    """Call ``listener(profile_id)`` after each change, until the returned function is
    called. ``profile_id`` is the changed profile's id ("default" for the default one)."""
    _LISTENERS.append(listener)

    def stop() -> None:
        if listener in _LISTENERS:
            _LISTENERS.remove(listener)

    return stop


def announce(profile_id: str) -> None:
    for listener in list(_LISTENERS):
        listener(profile_id)
