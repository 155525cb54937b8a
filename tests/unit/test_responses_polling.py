"""The wait between looks at a background response, and the polling loop's rules, with a
scripted stand-in for the server (no clock: the waits asked for are recorded); which
failed creates may be sent again, through a mock transport that fails in each way."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from app.api import (
    ApiConnectionError,
    ApiError,
    ApiStatusError,
    AuthenticationError,
    BadRequestError,
    BuiltRequest,
    ChatClient,
    RateLimitError,
    RetryPolicy,
    ServerError,
    StreamError,
)
from app.api.errors import NotFoundError, error_from_status, error_from_transport
from app.api.model_rules import runs_in_background
from app.api.responses_polling import (
    IDEMPOTENCY_HEADER,
    MOST_SERVER_WAIT_S,
    PollBackoff,
    ResponseForgotten,
    ResponsesJobs,
    ResponseState,
    UnknownOutcome,
    may_have_run,
    poll_until_finished,
)
from app.domain import ErrorKind


def test_the_wait_grows_by_the_factor_up_to_the_cap() -> None:
    backoff = PollBackoff(first=1.0, factor=2.0, most=5.0)
    assert [backoff.next_delay() for _ in range(6)] == [1.0, 2.0, 4.0, 5.0, 5.0, 5.0]


def test_reset_starts_again_from_the_first_wait() -> None:
    backoff = PollBackoff(first=0.5, factor=3.0, most=10.0)
    backoff.next_delay()
    backoff.next_delay()
    backoff.reset()
    assert backoff.next_delay() == 0.5


def test_a_first_wait_above_the_cap_is_cut_to_it() -> None:
    assert PollBackoff(first=30.0, most=15.0).next_delay() == 15.0


class _Jobs:
    """Answers GET /responses/{id} from a script: a status, or an error to raise."""

    def __init__(self, *script: str | Exception) -> None:
        self.script = list(script)
        self.asked = 0

    async def retrieve(self, response_id: str) -> ResponseState:
        self.asked += 1
        step = self.script.pop(0)
        if isinstance(step, Exception):
            raise step
        return ResponseState(response_id, step, {"id": response_id, "status": step})


def _poll(
    jobs: _Jobs, backoff: PollBackoff, **hooks: Any
) -> tuple[ResponseState, list[float], list[str]]:
    waits: list[float] = []
    seen: list[str] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    async def go() -> ResponseState:
        return await poll_until_finished(
            jobs,  # type: ignore[arg-type]
            "resp_1",
            lambda s: seen.append(s.status),
            backoff=backoff,
            sleep=sleep,
            **hooks,
        )

    return asyncio.run(go()), waits, seen


def _status(status: int, message: str = "no", headers: dict[str, str] | None = None) -> ApiError:
    body = json.dumps({"error": {"message": message}}).encode()
    return error_from_status(status, body, headers or {})


def test_the_wait_grows_while_nothing_changes_and_resets_when_the_status_moves() -> None:
    jobs = _Jobs("queued", "queued", "queued", "in_progress", "in_progress", "completed")
    state, waits, seen = _poll(jobs, PollBackoff(first=1.0, factor=2.0, most=60.0))
    assert state.status == "completed"
    assert waits == [1.0, 2.0, 4.0, 1.0, 2.0]
    assert seen == ["queued", "queued", "queued", "in_progress", "in_progress", "completed"]


def test_a_server_hiccup_is_asked_again_after_the_next_wait() -> None:
    hiccup = ServerError("busy", status=503, excerpt="busy")
    jobs = _Jobs("queued", hiccup, "completed")
    state, waits, _seen = _poll(jobs, PollBackoff(first=1.0, factor=2.0, most=60.0))
    assert state.status == "completed" and jobs.asked == 3
    assert waits == [1.0, 2.0]


@pytest.mark.parametrize("status", [404, 410])
def test_a_response_the_server_no_longer_has_ends_the_polling_saying_so(status: int) -> None:
    gone = _status(status, "No response found with id 'resp_1'.")
    with pytest.raises(ResponseForgotten) as raised:
        _poll(_Jobs("in_progress", gone), PollBackoff(first=0.0))
    assert "no longer has this reply" in raised.value.message
    assert raised.value.kind is ErrorKind.OTHER and raised.value.cause is gone


@pytest.mark.parametrize(
    "error",
    [
        _status(408, "Request timeout"),
        _status(429, "Slow down"),
        _status(500, "Oops"),
        _status(503, "Overloaded"),
        ApiConnectionError("The connection broke"),
        StreamError("The server's reply is not JSON: <html>"),
    ],
    ids=["408", "429", "500", "503", "network", "not-json"],
)
def test_passing_failures_are_asked_again_and_told(error: ApiError) -> None:
    told: list[ApiError] = []
    jobs = _Jobs("in_progress", error, "completed")
    state, waits, _seen = _poll(
        jobs, PollBackoff(first=1.0, factor=2.0, most=60.0), on_trouble=told.append
    )
    assert state.status == "completed" and jobs.asked == 3
    assert told == [error] and waits == [1.0, 2.0]


def test_the_servers_retry_after_is_waited_when_longer_than_the_backoff() -> None:
    later = _status(429, "Slow down", {"Retry-After": "7"})
    sooner = _status(503, "Busy", {"Retry-After": "0.5"})
    _state, waits, _seen = _poll(
        _Jobs("in_progress", later, sooner, "completed"), PollBackoff(first=1.0, factor=2.0)
    )
    assert waits == [1.0, 7.0, 4.0]  # the server's 7 s, then the backoff's longer 4 s


def test_an_absurd_retry_after_is_cut_to_ten_minutes() -> None:
    outage = _status(503, "Down", {"Retry-After": "86400"})
    _state, waits, _seen = _poll(_Jobs("in_progress", outage, "completed"), PollBackoff())
    assert waits[1] == MOST_SERVER_WAIT_S


@pytest.mark.parametrize("status", [401, 403])
def test_a_refused_key_waits_for_a_fix_then_asks_through_the_new_client(status: int) -> None:
    refusal = _status(status, "Incorrect API key provided.")
    old, new = _Jobs("in_progress", refusal), _Jobs("in_progress", "completed")
    waited: list[ApiError] = []

    async def refused(err: ApiError) -> Any:
        waited.append(err)
        return new

    state, waits, seen = _poll(old, PollBackoff(first=1.0, factor=2.0), refused=refused)
    assert state.status == "completed" and waited == [refusal]
    assert old.asked == 2 and new.asked == 2
    assert waits == [1.0, 2.0]  # none between the fix and the next ask
    assert seen == ["in_progress", "in_progress", "completed"]


def test_without_a_way_to_wait_a_refused_key_ends_the_polling() -> None:
    with pytest.raises(AuthenticationError):
        _poll(_Jobs(_status(401, "Incorrect API key")), PollBackoff(first=0.0))


@pytest.mark.parametrize("status", [400, 402, 409, 422])
def test_any_other_4xx_ends_the_polling_with_the_servers_sentence(status: int) -> None:
    refusal = _status(status, "This response cannot be read with these settings.")
    with pytest.raises(ApiStatusError) as raised:
        _poll(_Jobs("in_progress", refusal), PollBackoff(first=0.0))
    assert raised.value is refusal
    assert status == 402 or "cannot be read" in raised.value.message


def test_an_interruption_returns_the_last_state_unfinished() -> None:
    jobs = _Jobs("queued", "in_progress", "completed")
    asks = iter([False, False, True])
    state, _waits, _seen = _poll(jobs, PollBackoff(first=1.0), interrupted=lambda: next(asks))
    assert state.status == "in_progress" and not state.finished and jobs.asked == 2


@pytest.mark.parametrize("status", ["failed", "cancelled", "incomplete"])
def test_every_end_status_ends_the_polling(status: str) -> None:
    state, _waits, _seen = _poll(_Jobs("in_progress", status), PollBackoff(first=0.0))
    assert state.status == status


# ---- which failed creates may be sent again ----------------------------------------------


def _transport_error(kind: type[httpx.TransportError]) -> ApiError:
    request = httpx.Request("POST", "http://127.0.0.1:9/v1/responses")
    try:
        raise kind("failed", request=request)
    except httpx.TransportError as err:
        try:
            raise error_from_transport(err) from err
        except ApiError as converted:
            return converted


@pytest.mark.parametrize(
    ("error", "unknown"),
    [
        (_transport_error(httpx.ConnectError), False),
        (_transport_error(httpx.ConnectTimeout), False),
        (_transport_error(httpx.PoolTimeout), False),
        (_transport_error(httpx.ReadTimeout), True),
        (_transport_error(httpx.RemoteProtocolError), True),
        (_transport_error(httpx.ReadError), True),
        (_transport_error(httpx.WriteError), True),
        (_status(500), True),
        (_status(502), True),
        (StreamError("not JSON"), True),
        (_status(429), False),
        (_status(400), False),
        (_status(401), False),
        (_status(404), False),
    ],
    ids=[
        "refused",
        "connect-timeout",
        "pool-timeout",
        "read-timeout",
        "hung-up",
        "read-error",
        "write-error",
        "500",
        "502",
        "not-json",
        "429",
        "400",
        "401",
        "404",
    ],
)
def test_which_failures_may_have_left_a_job_running(error: ApiError, unknown: bool) -> None:
    assert may_have_run(error) is unknown


Step = Callable[[httpx.Request], httpx.Response]


def _create_through(*steps: Step) -> tuple[ResponseState | ApiError, list[httpx.Request]]:
    """One create through a transport that answers with ``steps`` in turn (each a function
    of the request: a response, or it raises); what it gave and the requests sent."""
    sent: list[httpx.Request] = []
    script = list(steps)

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return script.pop(0)(request)

    async def no_wait(_seconds: float) -> None:
        pass

    async def go() -> ResponseState | ApiError:
        client = ChatClient(
            "http://127.0.0.1:9/v1",
            "sk-unit-0123456789",
            transport=httpx.MockTransport(handler),
            retry=RetryPolicy(sleep=no_wait, jitter=lambda _upper: 0.0),
        )
        built = BuiltRequest("responses", {"model": "o3-deep-research", "input": "hi"})
        try:
            return await ResponsesJobs(client).create(built, idempotency_key="cometdesk-k1")
        except ApiError as err:
            return err
        finally:
            await client.aclose()

    return asyncio.run(go()), sent


def _queued(_request: httpx.Request) -> httpx.Response:
    return httpx.Response(200, json={"id": "resp_1", "status": "queued"})


def _raises(kind: type[httpx.TransportError]) -> Step:
    def step(request: httpx.Request) -> httpx.Response:
        raise kind("failed", request=request)

    return step


def _answers(status: int, message: str = "no") -> Step:
    return lambda _request: httpx.Response(status, json={"error": {"message": message}})


@pytest.mark.parametrize(
    "first",
    [_raises(httpx.ConnectError), _answers(429, "Rate limit reached")],
    ids=["not-connected", "429"],
)
def test_a_create_that_ran_nothing_is_sent_again_with_the_same_key(first: Step) -> None:
    got, sent = _create_through(first, _queued)
    assert isinstance(got, ResponseState) and got.id == "resp_1"
    assert len(sent) == 2
    assert {r.headers[IDEMPOTENCY_HEADER] for r in sent} == {"cometdesk-k1"}
    body = json.loads(sent[0].content)
    assert body["background"] is True and body["store"] is True and "stream" not in body


@pytest.mark.parametrize(
    ("first", "kind"),
    [
        (_raises(httpx.ReadTimeout), ErrorKind.TIMEOUT),
        (_raises(httpx.RemoteProtocolError), ErrorKind.CONNECTION),
        (_answers(502, "Bad gateway"), ErrorKind.SERVER),
        (_answers(503, "Overloaded"), ErrorKind.SERVER),
        (lambda _r: httpx.Response(200, text="<html>proxy</html>"), ErrorKind.STREAM),
    ],
    ids=["read-timeout", "hung-up", "502", "503", "not-json"],
)
def test_a_create_that_may_have_started_a_job_is_not_sent_again(
    first: Step, kind: ErrorKind
) -> None:
    got, sent = _create_through(first, _queued)
    assert isinstance(got, UnknownOutcome) and got.kind is kind
    assert "state is unknown" in got.message and len(sent) == 1


def test_a_refused_create_raises_the_servers_error() -> None:
    got, sent = _create_through(_answers(400, "Unsupported parameter: 'background'"), _queued)
    assert isinstance(got, BadRequestError) and len(sent) == 1


def test_server_errors_are_still_sorted_as_before() -> None:
    assert isinstance(_status(503), ServerError) and isinstance(_status(429), RateLimitError)
    assert isinstance(_status(404), NotFoundError)


@pytest.mark.parametrize(
    ("model", "slow"),
    [
        ("o1-pro", True),
        ("o3-pro", True),
        ("o3-deep-research", True),
        ("o4-mini-deep-research-2025-06-26", True),
        ("openai/o3-deep-research", True),
        ("o1", False),
        ("o3-mini", False),
        ("gpt-4o", False),
    ],
)
def test_which_models_always_run_in_the_background(model: str, slow: Any) -> None:
    assert runs_in_background(model) is slow
