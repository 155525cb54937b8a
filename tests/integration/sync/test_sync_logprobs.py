"""A reply's token probabilities travel with it through a sync round (to a folder): they
arrive on the other machine as they were, in the record's packed form, and a reply that
gains them later (stored at the end of its stream) is sent again."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart, TokenLogprob, TokenLogprobs
from tests.integration.sync.conftest import Storage
from tests.integration.sync.test_sync_round import repo_of

TOKENS = (
    TokenLogprob("Forty", -0.2, (("Forty", -0.2), ("Twelve", -2.1))),
    TokenLogprob("-two", -0.0003, ()),
)


@pytest.mark.parametrize("storage", ["folder"], indirect=True)
def test_token_probabilities_arrive_on_the_other_machine(storage: Storage, tmp_path: Path) -> None:
    a, b = tmp_path / "machine-a", tmp_path / "machine-b"
    repo = repo_of(a)
    try:
        conv, _ = repo.start_conversation(
            "Flamingos", Params(model="gpt-4o-mini", logprobs=True), [TextPart("How many?")]
        )
        reply = repo.add_message(
            conv.id, "assistant", [], model="gpt-4o-mini", status=MessageStatus.STREAMING
        )
    finally:
        repo.close()
    storage.round(a)
    storage.round(b)
    repo = repo_of(a)
    try:
        repo.update_message(
            reply.id,
            parts=(TextPart("Forty-two"),),
            status=MessageStatus.COMPLETE,
            finish_reason="stop",
            logprobs=TokenLogprobs(TOKENS),
        )
    finally:
        repo.close()
    assert storage.round(a).sent == 1
    storage.round(b)
    repo = repo_of(b)
    try:
        (conv_b,) = repo.list_conversations()
        assert conv_b.params.logprobs is True
        question, answer = repo.list_messages(conv_b.id)
        assert answer.text == "Forty-two"
        assert answer.logprobs is not None and answer.logprobs.tokens == TOKENS
        assert question.logprobs is None
    finally:
        repo.close()
