"""Will it fit: counts per message, the gauge, and the options when it does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.documents import BlobDocuments, extract_document, store_document
from app.domain import ImagePart, Message, MessageStatus, Role, TextPart
from app.services.context import (
    DEFAULT_REPLY_RESERVE,
    drop_oldest_turns,
    estimate_context,
    fit_options,
    warning_sentence,
)
from app.storage.blobs import BlobStore
from tests.support.documents import make

WORDS_50K = ("word " * 50_000).strip()  # exactly 50,000 tokens in o200k_base


def msg(role: Role, *parts: TextPart | ImagePart, mid: int) -> Message:
    return Message(
        id=mid,
        conversation_id=1,
        role=role,
        parts=parts,
        status=MessageStatus.COMPLETE,
    )


def test_small_conversation_exact_numbers() -> None:
    history = [
        msg("user", TextPart("hello world"), mid=1),
        msg("assistant", TextPart("What is in this report?"), mid=2),
    ]
    estimate = estimate_context(
        history,
        model="gpt-4o-mini",
        context_length=128_000,
        max_reply_tokens=100,
        system_prompt="You are terse.",
    )
    assert estimate.exact
    assert [m.tokens for m in estimate.messages] == [3 + 2, 3 + 6]
    assert estimate.system_tokens == 3 + (4 + 3)  # reply priming + the system message
    assert estimate.prompt_tokens == 24
    assert estimate.total_tokens == 124
    assert estimate.fits
    assert estimate.fraction == pytest.approx(124 / 128_000)
    assert warning_sentence(estimate, fit_options(estimate)) is None


def test_images_count_by_openai_tiling() -> None:
    history = [
        msg(
            "user",
            TextPart("hello world"),
            ImagePart("a" * 64, "image/png", 2048, 1536, "high"),  # 768×1024 → 4 tiles
            ImagePart("b" * 64, "image/png", 4000, 3000, "low"),
            ImagePart("c" * 64, "image/png", 0, 0, "auto"),  # size unknown
            mid=1,
        )
    ]
    estimate = estimate_context(history, model="gpt-4o", context_length=None)
    assert estimate.messages[0].tokens == 3 + 2 + (85 + 170 * 4) + 85 + 765
    assert estimate.reply_tokens == DEFAULT_REPLY_RESERVE
    assert estimate.fits and estimate.fraction is None


def three_big_turns() -> list[Message]:
    return [
        msg("user", TextPart(WORDS_50K), mid=1),
        msg("assistant", TextPart("hello world"), mid=2),
        msg("user", TextPart(WORDS_50K), mid=3),
        msg("assistant", TextPart("hello world"), mid=4),
        msg("user", TextPart(WORDS_50K), mid=5),
    ]


def test_too_long_offers_dropping_the_oldest_turn() -> None:
    estimate = estimate_context(
        three_big_turns(), model="gpt-4o-mini", context_length=128_000, max_reply_tokens=4096
    )
    # 3 × (50,000 + 3) + 2 × (2 + 3) + 3 priming + 4,096 for the reply
    assert estimate.total_tokens == 150_009 + 10 + 3 + 4096 == 154_118
    assert not estimate.fits
    options = fit_options(estimate)
    assert options.drop_oldest_turns == 1
    assert options.first_fitting_index == 1  # the reply after the first question
    assert options.total_from == (154_118, 104_115, 104_110, 54_107, 54_102)
    assert warning_sentence(estimate, options) == (
        "This request needs 154,118 tokens (4,096 of them for the reply); gpt-4o-mini takes "
        "128,000. Leaving out the oldest 1 turn would make it fit."
    )
    kept = drop_oldest_turns(three_big_turns(), options.drop_oldest_turns or 0)
    assert [m.id for m in kept] == [3, 4, 5]
    refit = estimate_context(
        kept, model="gpt-4o-mini", context_length=128_000, max_reply_tokens=4096
    )
    assert refit.fits and refit.total_tokens == options.total_from[2] == 104_110


def test_when_even_the_last_turn_is_too_long() -> None:
    estimate = estimate_context(
        three_big_turns(), model="gpt-4o-mini", context_length=40_000, max_reply_tokens=0
    )
    options = fit_options(estimate)
    assert options.drop_oldest_turns is None and options.first_fitting_index is None
    sentence = warning_sentence(estimate, options)
    assert sentence is not None
    assert sentence.endswith("Even the last message alone is too long: shorten it or attach less.")


def test_other_families_are_estimated_and_say_about() -> None:
    estimate = estimate_context(
        three_big_turns(), model="claude-sonnet-4-5", context_length=200_000, max_reply_tokens=0
    )
    assert not estimate.exact
    # 249,999 characters / 4 → 62,500 tokens per big message.
    assert estimate.messages[0].tokens == 62_500 + 3
    assert estimate.total_tokens == 3 * 62_503 + 2 * (3 + 3) + 3
    assert estimate.fits is True
    small = estimate_context(
        three_big_turns(), model="claude-sonnet-4-5", context_length=150_000, max_reply_tokens=0
    )
    sentence = warning_sentence(small, fit_options(small))
    assert sentence is not None and sentence.startswith("This request needs about 187,524 tokens")


def test_drop_oldest_turns_keeps_the_last_turn() -> None:
    history = three_big_turns()
    assert [m.id for m in drop_oldest_turns(history, 0)] == [1, 2, 3, 4, 5]
    assert [m.id for m in drop_oldest_turns(history, 2)] == [5]
    assert [m.id for m in drop_oldest_turns(history, 9)] == [5]


def test_documents_count_as_they_are_sent(tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path)
    docs = BlobDocuments(blobs)
    part = store_document(blobs, extract_document(make.long_pdf(10), "long.pdf"))
    history = [Message(id=1, conversation_id=1, role="user", parts=(TextPart("Summarise"), part))]
    whole = estimate_context(history, model="gpt-4o", context_length=128_000, documents=docs)
    from dataclasses import replace

    from app.api.tokens import exact_tokens
    from app.documents import document_block

    block = document_block("long.pdf", docs.text(part))
    assert whole.messages[0].tokens == 3 + exact_tokens("Summarise", "o200k_base") + exact_tokens(
        block, "o200k_base"
    )
    trimmed = replace(part, page_range=(1, 2))
    history2 = [
        Message(id=1, conversation_id=1, role="user", parts=(TextPart("Summarise"), trimmed))
    ]
    two_pages = estimate_context(history2, model="gpt-4o", context_length=128_000, documents=docs)
    assert two_pages.messages[0].tokens < whole.messages[0].tokens / 4
    as_file = replace(part, send="file")
    history3 = [Message(id=1, conversation_id=1, role="user", parts=(as_file,))]
    file_estimate = estimate_context(history3, model="gpt-4o", context_length=None, documents=docs)
    assert file_estimate.messages[0].tokens == 3 + exact_tokens(block, "o200k_base") + 10 * 765


def test_exact_counts_only_where_they_could_change_the_answer() -> None:
    """The gauge and the fit check count exactly only a request near or over the model's
    context: far under it, the estimate is enough and no tokenizer (~66 MB) is needed."""
    from app.services.context_fit import counted

    small = [msg("user", TextPart("hello world"), mid=1)]
    rough = counted(small, model="gpt-4o", context_length=128_000)
    assert not rough.exact and rough.fits

    history = [msg("user", TextPart(WORDS_50K), mid=1)]  # 50,000 tokens: over a third
    near = counted(history, model="gpt-4o", context_length=128_000)
    assert near.exact
    assert (
        near.total_tokens
        == estimate_context(history, model="gpt-4o", context_length=128_000).total_tokens
    )
    assert not counted(history, model="gpt-4o", context_length=40_000).fits

    huge = [*history, msg("user", TextPart("x " * 1_000_000), mid=2)]  # far over on its own
    over = counted(huge, model="gpt-4o", context_length=128_000)
    assert not over.exact and not over.fits
    # A conversation with no messages, on a model whose context is smaller than the reply
    # reserve: counted (exactly), not an error.
    empty = counted([], model="gpt-4o", context_length=2_048)
    assert empty.exact and empty.messages == ()
