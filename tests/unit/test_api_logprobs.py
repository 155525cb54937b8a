"""Token probabilities: what the request builder asks for on each API (and where the model
does not offer them), and how the decoder reads them back per choice, streamed
(interleaved choices on chat completions, ``response.output_text.delta`` on /responses)
and whole; the packed form they are stored in."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from app.api import TokenLogprobsDelta, build_request
from app.api.param_names import without_param
from app.api.param_support import unsupported
from app.api.request_builder import RESPONSES_LOGPROBS, TOP_LOGPROBS
from app.api.stream_decoder import ChatDecoder, ResponsesDecoder
from app.domain import Message, ModelInfo, Params, TextPart, TokenLogprob, TokenLogprobs
from app.domain.logprobs import pack, unpack
from app.services.reply_figures import mean_probability

HISTORY = [Message(id=1, conversation_id=1, role="user", parts=(TextPart("Hi"),))]


def _entry(token: str, logprob: float, *alts: tuple[str, float]) -> dict[str, Any]:
    return {
        "token": token,
        "logprob": logprob,
        "bytes": list(token.encode()),
        "top_logprobs": [{"token": t, "logprob": lp, "bytes": []} for t, lp in alts],
    }


def _build(params: Params, endpoint: str = "chat") -> tuple[dict[str, Any], tuple[str, ...]]:
    built = build_request(params, HISTORY, endpoint=endpoint, image_url=lambda _p: "")  # type: ignore[arg-type]
    return built.body, built.adjustments


# ---- the request ----------------------------------------------------------------------------


def test_chat_request_asks_for_logprobs_with_five_alternatives() -> None:
    body, notes = _build(Params(model="gpt-4o-mini", logprobs=True))
    assert body["logprobs"] is True
    assert body["top_logprobs"] == TOP_LOGPROBS == 5
    assert "include" not in body
    assert notes == ()


def test_responses_request_includes_the_text_logprobs() -> None:
    body, notes = _build(Params(model="gpt-4o-mini", logprobs=True), "responses")
    assert body["include"] == [RESPONSES_LOGPROBS] == ["message.output_text.logprobs"]
    assert body["top_logprobs"] == 5
    assert "logprobs" not in body
    assert notes == ()


def test_off_asks_for_nothing() -> None:
    for endpoint in ("chat", "responses"):
        body, _notes = _build(Params(model="gpt-4o-mini"), endpoint)
        assert not {"logprobs", "top_logprobs", "include"} & set(body)


@pytest.mark.parametrize("model", ["o3-mini", "gpt-5", "gpt-5.1", "claude-3-5-sonnet"])
def test_models_without_logprobs_are_not_asked_and_the_note_says_so(model: str) -> None:
    body, notes = _build(Params(model=model, logprobs=True))
    assert "logprobs" not in body and "top_logprobs" not in body
    assert any("token probabilities not asked for" in n for n in notes)
    reason = unsupported(model, "chat")["logprobs"]
    assert "does not return token probabilities" in reason


def test_the_catalog_decides_for_a_reasoning_model_of_any_name() -> None:
    assert "logprobs" not in unsupported("gpt-4o-mini", "chat")
    assert "logprobs" not in unsupported("gpt-4o-mini", "responses")
    reasoning = ModelInfo(id="deepseek-r1", reasoning=True)
    assert "logprobs" in unsupported("deepseek-r1", "chat", reasoning)


def test_resend_without_logprobs_turns_them_off() -> None:
    params = Params(model="gpt-4o-mini", logprobs=True)
    for name in ("logprobs", "top_logprobs", "include"):
        assert without_param(params, name).logprobs is False


# ---- chat completions -----------------------------------------------------------------------


def _chunk(index: int, content: str, *entries: dict[str, Any]) -> str:
    choice: dict[str, Any] = {"index": index, "delta": {"content": content}}
    if entries:
        choice["logprobs"] = {"content": list(entries), "refusal": None}
    return json.dumps({"choices": [choice]})


def test_chat_stream_keeps_each_choices_tokens_interleaved() -> None:
    events: list[Any] = []
    decoder = ChatDecoder(events.append)
    decoder.feed_sse("", _chunk(0, "The", _entry("The", -0.01, ("The", -0.01), ("A", -4.6))))
    decoder.feed_sse("", _chunk(1, "A", _entry("A", -1.2, ("The", -0.4), ("A", -1.2))))
    decoder.feed_sse("", _chunk(0, " sky", _entry(" sky", -2.3, (" sea", -0.2))))
    decoder.feed_sse("", _chunk(1, " cat", _entry(" cat", -0.5)))
    decoder.feed_sse("", _chunk(0, "!"))  # a chunk without logprobs: nothing to add
    decoder.feed_sse("", "[DONE]")
    assert decoder.text == "The sky!"
    assert [t.token for t in decoder.token_logprobs(0)] == ["The", " sky"]
    assert [t.token for t in decoder.token_logprobs(1)] == ["A", " cat"]
    assert decoder.token_logprobs(0)[1] == TokenLogprob(" sky", -2.3, ((" sea", -0.2),))
    assert decoder.token_logprobs(2) == ()
    deltas = [e for e in events if isinstance(e, TokenLogprobsDelta)]
    assert [(d.index, d.tokens[0].token) for d in deltas] == [
        (0, "The"),
        (1, "A"),
        (0, " sky"),
        (1, " cat"),
    ]


def test_chat_stream_ignores_malformed_entries_and_a_null_content() -> None:
    decoder = ChatDecoder(lambda _e: None)
    bad = {"token": 5, "logprob": "x"}
    odd = _entry("a", -0.1, ("b", "x"), ("c", float("nan")))
    decoder.feed_sse("", _chunk(0, "a", bad, odd))
    decoder.feed_sse(
        "", json.dumps({"choices": [{"index": 0, "delta": {}, "logprobs": {"content": None}}]})
    )
    decoder.feed_sse("", json.dumps({"choices": [{"index": 0, "delta": {}, "logprobs": [1]}]}))
    (token,) = decoder.token_logprobs()
    assert token.token == "a" and token.logprob == -0.1 and token.top[0][0] == "c"
    # A probability that is not a number is not kept (checked when stored, not per token).
    assert unpack(pack([token])) == (TokenLogprob("a", -0.1, ()),)


def test_chat_whole_reply_logprobs_per_choice() -> None:
    payload = {
        "choices": [
            {
                "index": i,
                "message": {"role": "assistant", "content": text},
                "finish_reason": "stop",
                "logprobs": {"content": [_entry(text, -0.1 * (i + 1))]},
            }
            for i, text in enumerate(["Yes", "No"])
        ]
    }
    decoder = ChatDecoder(lambda _e: None)
    decoder.feed_json(payload)
    assert decoder.token_logprobs(0) == (TokenLogprob("Yes", -0.1),)
    assert decoder.token_logprobs(1) == (TokenLogprob("No", -0.2),)


# ---- responses ------------------------------------------------------------------------------


def _text_delta(delta: str, *entries: dict[str, Any]) -> str:
    return json.dumps(
        {
            "type": "response.output_text.delta",
            "delta": delta,
            "output_index": 0,
            "content_index": 0,
            "logprobs": list(entries),
        }
    )


def test_responses_stream_reads_the_delta_logprobs() -> None:
    decoder = ResponsesDecoder(lambda _e: None)
    decoder.feed_sse("", _text_delta("Hello", _entry("Hello", -0.05, ("Hi", -3.0))))
    decoder.feed_sse("", _text_delta(" world", _entry(" world", -1.5)))
    decoder.feed_sse("", _text_delta("!"))  # logprobs: [] as the API sends when not asked
    assert decoder.text == "Hello world!"
    assert [t.token for t in decoder.token_logprobs()] == ["Hello", " world"]
    assert decoder.token_logprobs()[0].top == (("Hi", -3.0),)


def test_responses_whole_reply_reads_the_output_text_logprobs() -> None:
    payload = {
        "status": "completed",
        "output": [
            {
                "type": "message",
                "content": [
                    {"type": "output_text", "text": "Yes", "logprobs": [_entry("Yes", -0.2)]}
                ],
            }
        ],
    }
    decoder = ResponsesDecoder(lambda _e: None)
    decoder.feed_json(payload)
    assert decoder.token_logprobs() == (TokenLogprob("Yes", -0.2),)


# ---- the stored form ------------------------------------------------------------------------


def test_packed_round_trip_and_laziness() -> None:
    tokens = [
        TokenLogprob("The", -0.01, (("The", -0.01), ("A", -4.6))),
        TokenLogprob(" “quote”", -2.5, ()),
        TokenLogprob("\n", -0.0, (("\n", 0.0),)),
    ]
    packed = pack(tokens)
    assert unpack(packed) == tuple(tokens)
    stored = TokenLogprobs.from_packed(packed)
    assert stored.packed() is packed  # not unpacked to be written again
    assert stored == TokenLogprobs(tokens)
    assert stored.least_likely(2) == [1, 0]
    assert TokenLogprobs.from_packed("not json").tokens == ()
    with pytest.raises(ValueError):
        unpack('{"v": 1, "t": ["a"], "p": [], "a": []}')
    mean = mean_probability(stored.logprobs())
    assert mean == pytest.approx((math.exp(-0.01) + math.exp(-2.5) + 1) / 3)


def test_ten_thousand_tokens_pack_small() -> None:
    tokens = [
        TokenLogprob(f" w{n}", -0.1234567, tuple((f" a{k}", -1.0 * k) for k in range(5)))
        for n in range(10_000)
    ]
    packed = pack(tokens)
    api_shape = json.dumps(TokenLogprobs(tokens).to_json())
    assert len(packed) < len(api_shape) * 0.6
    # Stored to 4 places: a probability off by less than 0.01 % of itself.
    back = unpack(packed)
    assert [t.token for t in back] == [t.token for t in tokens]
    assert back[0].logprob == -0.1235 and back[0].top == tokens[0].top
