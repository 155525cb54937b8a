"""When and how long to wait before trying a failed request again.

Only failures that happened before any output reached the caller are retried (see
``ChatClient.stream``): a retry after tokens were shown would duplicate them.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from app.api.errors import ApiConnectionError, ApiError, RateLimitError, ServerError


def _full_jitter(upper: float) -> float:
    return random.uniform(0.0, upper)


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with full jitter, honouring the server's ``Retry-After``.

    ``sleep`` and ``jitter`` are injectable so tests need not really wait or roll dice.
    ``Retry-After`` is honoured on 429 and on every 5xx. One longer than ``max_retry_after``
    is not waited out: the error is raised so the user sees it (and the wait) instead of a
    long silent pause.
    """

    max_attempts: int = 4
    base_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 60.0
    sleep: Callable[[float], Awaitable[None]] = field(default=asyncio.sleep, compare=False)
    jitter: Callable[[float], float] = field(default=_full_jitter, compare=False)

    def delay_before(self, attempt: int, error: ApiError) -> float | None:
        """Seconds to wait before ``attempt`` (2 = first retry), or None: do not retry."""
        if attempt > self.max_attempts or not is_retryable(error):
            return None
        wait = server_wait(error)
        if wait is not None:
            # Never retry sooner than asked (RFC 9110 section 10.2.3, for 429 and 5xx alike).
            return None if wait > self.max_retry_after else wait
        ceiling = min(self.max_delay, self.base_delay * 2 ** (attempt - 2))
        return self.jitter(ceiling)


def server_wait(error: ApiError) -> float | None:
    """The ``Retry-After`` the server sent with a retryable status, if any."""
    if isinstance(error, RateLimitError | ServerError):
        return error.retry_after
    return None


def is_retryable(error: ApiError) -> bool:
    """429, 5xx and connection failures (including timeouts). Never 400/401/403/404/422."""
    return isinstance(error, RateLimitError | ServerError | ApiConnectionError)
