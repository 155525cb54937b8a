"""The API layer: request building, streaming client, typed events and errors. No Qt."""

from app.api.billing import Balance, fetch_balance
from app.api.catalog import (
    NO_CATALOG,
    ModelCatalog,
    cache_saving,
    catalog_url_for,
    endpoint_for,
    filter_models,
    merge_models,
    order_models,
    parse_catalog,
    price_for,
)
from app.api.client import ChatClient, StreamOutcome
from app.api.document_content import DocumentSource
from app.api.endpoint_session import Timeouts
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
)
from app.api.events import (
    Finished,
    ReasoningDelta,
    ResponseId,
    Retrying,
    StreamEvent,
    TextDelta,
    TokenLogprobsDelta,
    ToolCallDelta,
    UrlCitation,
    UsageEvent,
)
from app.api.model_rules import ModelRules, rules_for
from app.api.network import Network, NetworkSettingError, check_base_url, check_proxy
from app.api.request_builder import BuiltRequest, Endpoint, RequestContext, build_request
from app.api.retry import RetryPolicy, is_retryable
from app.api.retry_after import parse_retry_after
from app.secrets import redact

__all__ = [
    "NO_CATALOG",
    "ApiConnectionError",
    "ApiError",
    "ApiStatusError",
    "ApiTimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "Balance",
    "BuiltRequest",
    "ChatClient",
    "DocumentSource",
    "Endpoint",
    "Finished",
    "InsufficientBalanceError",
    "ModelCatalog",
    "ModelRules",
    "Network",
    "NetworkSettingError",
    "NotFoundError",
    "RateLimitError",
    "ReasoningDelta",
    "RequestContext",
    "ResponseId",
    "RetryPolicy",
    "Retrying",
    "ServerError",
    "StreamError",
    "StreamEvent",
    "StreamOutcome",
    "TextDelta",
    "Timeouts",
    "TokenLogprobsDelta",
    "ToolCallDelta",
    "UrlCitation",
    "UsageEvent",
    "build_request",
    "cache_saving",
    "catalog_url_for",
    "check_base_url",
    "check_proxy",
    "endpoint_for",
    "fetch_balance",
    "filter_models",
    "is_retryable",
    "merge_models",
    "order_models",
    "parse_catalog",
    "parse_retry_after",
    "price_for",
    "redact",
    "rules_for",
]
