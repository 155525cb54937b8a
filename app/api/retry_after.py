"""Reading how long a server asks us to wait (``Retry-After`` and OpenAI's ``retry-after-ms``)."""

from __future__ import annotations

import datetime
import email.utils
import time
from collections.abc import Callable, Mapping


def parse_retry_after(
    headers: Mapping[str, str], *, now: Callable[[], float] = time.time
) -> float | None:
    """Seconds to wait, or None when the server did not say (or said something unreadable).

    ``retry-after-ms`` wins (more precise); ``Retry-After`` is delta-seconds or an HTTP-date.
    """
    lowered = {k.lower(): v for k, v in headers.items()}
    millis = lowered.get("retry-after-ms")
    if millis is not None:
        try:
            return max(0.0, float(millis) / 1000.0)
        except ValueError:
            pass
    value = lowered.get("retry-after")
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:  # "-0000" dates parse as naive; HTTP-dates are always GMT
        when = when.replace(tzinfo=datetime.UTC)
    return max(0.0, when.timestamp() - now())
