"""The API layer: request building, streaming client, typed events and errors. No Qt."""

from app.api.client import ChatClient, StreamOutcome, Timeouts
from app.api.errors import (
    ApiConnectionError,
    ApiError,
    ApiStatusError,
    ApiTimeoutError,
    AuthenticationError,
    BadRequestError,
    InsufficientBalanceError,
    NotFoundError,
    RateLimitError,
    ServerError,
    StreamError,
    redact,
)
from app.api.events import (
    Finished,
    ReasoningDelta,
    Retrying,
    StreamEvent,
    TextDelta,
    ToolCallDelta,
    UsageEvent,
)
from app.api.model_rules import ModelRules, rules_for
from app.api.request_builder import BuiltRequest, Endpoint, build_request
from app.api.retry import RetryPolicy, is_retryable
from app.api.retry_after import parse_retry_after

__all__ = [
    "ApiConnectionError",
    "ApiError",
    "ApiStatusError",
    "ApiTimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "BuiltRequest",
    "ChatClient",
    "Endpoint",
    "Finished",
    "InsufficientBalanceError",
    "ModelRules",
    "NotFoundError",
    "RateLimitError",
    "ReasoningDelta",
    "RetryPolicy",
    "Retrying",
    "ServerError",
    "StreamError",
    "StreamEvent",
    "StreamOutcome",
    "TextDelta",
    "Timeouts",
    "ToolCallDelta",
    "UsageEvent",
    "build_request",
    "is_retryable",
    "parse_retry_after",
    "redact",
    "rules_for",
]
