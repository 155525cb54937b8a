"""The account balance, where the endpoint reports one (CometAPI does; most others do not).

CometAPI (like one-api/new-api gateways) answers OpenAI's old dashboard routes:
``GET {base}/dashboard/billing/subscription`` gives ``hard_limit_usd`` (the key's quota:
remaining plus used) and ``GET {base}/dashboard/billing/usage`` gives ``total_usage`` in
US cents. Anything else (a 404, an HTML page, no connection) means "no balance to show":
``fetch_balance`` returns None and never raises an ApiError. Plain Python, no Qt.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.api.client import ChatClient
from app.api.errors import ApiError

log = logging.getLogger(__name__)

SUBSCRIPTION_PATH = "/dashboard/billing/subscription"
USAGE_PATH = "/dashboard/billing/usage"
# one-api style gateways report an unlimited key as a limit of 100,000,000 USD.
UNLIMITED_USD = 100_000_000.0


@dataclass(frozen=True, slots=True)
class Balance:
    """``limit_usd`` None means unlimited. ``used_usd`` is what was spent against it."""

    limit_usd: float | None
    used_usd: float

    @property
    def unlimited(self) -> bool:
        return self.limit_usd is None

    @property
    def remaining_usd(self) -> float | None:
        """None when unlimited. May dip below zero: gateways settle a reply after it ends."""
        return None if self.limit_usd is None else self.limit_usd - self.used_usd


async def fetch_balance(client: ChatClient) -> Balance | None:
    """The balance, or None when the endpoint does not report one or cannot be reached."""
    results = await asyncio.gather(
        client.get_json(SUBSCRIPTION_PATH), client.get_json(USAGE_PATH), return_exceptions=True
    )
    for result in results:
        if isinstance(result, ApiError):
            log.debug("no balance from %s: %s", client.base_url, result)
            return None
        if isinstance(result, BaseException):
            raise result  # a bug or a cancellation, not "no balance"
    subscription, usage = results
    return balance_from_json(subscription, usage)


def balance_from_json(subscription: Any, usage: Any) -> Balance | None:
    """The Balance from the two replies, or None if either lacks its number."""
    if not isinstance(subscription, Mapping) or not isinstance(usage, Mapping):
        return None
    limit = _amount(subscription.get("hard_limit_usd"))
    used_cents = _amount(usage.get("total_usage"))
    if limit is None or used_cents is None:
        return None
    return Balance(
        limit_usd=None if limit >= UNLIMITED_USD else limit,
        used_usd=used_cents / 100.0,
    )


def _amount(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    number = float(value)
    return number if math.isfinite(number) and number >= 0 else None
