"""Token counts: the bundled OpenAI encodings work offline and match tiktoken's ids; the
estimate for other families is calibrated against them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from app.api.tokens import (
    TokenCount,
    count_text,
    encoding_for_model,
    estimate_text_tokens,
    exact_tokens,
)


@pytest.mark.parametrize(
    ("model", "encoding"),
    [
        ("gpt-4o-mini", "o200k_base"),
        ("openai/gpt-4.1", "o200k_base"),
        ("gpt-5.1", "o200k_base"),
        ("o3-mini", "o200k_base"),
        ("o1-pro", "o200k_base"),
        ("chatgpt-4o-latest", "o200k_base"),
        ("gpt-4-turbo", "cl100k_base"),
        ("gpt-3.5-turbo", "cl100k_base"),
        ("claude-sonnet-4-5", None),
        ("gemini-2.5-flash", None),
        ("llama-3.1-70b", None),
    ],
)
def test_encoding_for_model(model: str, encoding: str | None) -> None:
    assert encoding_for_model(model) == encoding


def test_known_token_ids() -> None:
    from app.api.tokens import _encoding

    # Published ids: "hello world" in o200k_base and cl100k_base.
    assert _encoding("o200k_base").encode_ordinary("hello world") == [24912, 2375]
    assert _encoding("cl100k_base").encode_ordinary("hello world") == [15339, 1917]


@pytest.mark.parametrize(
    ("text", "o200k", "cl100k"),
    [
        ("hello world", 2, 2),
        ("You are terse.", 4, 4),
        ("What is in this report?", 6, 6),
        ("word " * 1000, 1001, 1001),
        ("<|endoftext|>", 7, 7),  # special-token text in a message is plain text
        ("", 0, 0),
    ],
)
def test_exact_counts(text: str, o200k: int, cl100k: int) -> None:
    assert exact_tokens(text, "o200k_base") == o200k
    assert exact_tokens(text, "cl100k_base") == cl100k


def test_count_text_is_exact_for_openai_and_estimated_otherwise() -> None:
    assert count_text("hello world", "gpt-4o") == TokenCount(2, exact=True)
    assert count_text("hello world", "claude-sonnet-4-5") == TokenCount(3, exact=False)
    assert TokenCount(2, True) + TokenCount(3, False) == TokenCount(5, False)


ENGLISH = (
    "Comet Desk is a native desktop chat client for CometAPI and any other OpenAI-compatible "
    "endpoint. People use it for chatting, comparing models side by side and describing "
    "images; it keeps every conversation in SQLite and streams replies as rendered Markdown. "
) * 20
CODE = (
    "def build(params: Params, history: Sequence[Message]) -> dict[str, Any]:\n"
    "    body = {'model': params.model, 'messages': [m.to_json() for m in history]}\n"
    "    if params.temperature is not None:\n        body['temperature'] = params.temperature\n"
) * 20
CHINESE = (
    "人工智能是计算机科学的一个分支，它企图了解智能的实质，并生产出一种新的能以人类智能相似的方式做出反应的智能机器。"
    * 10
)
JAPANESE = (
    "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で泣いていた。"
    * 10
)


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [(ENGLISH, 1.0, 1.4), (CODE, 0.95, 1.2), (CHINESE, 1.0, 1.5), (JAPANESE, 1.0, 1.3)],
)
def test_estimate_is_close_to_o200k_and_errs_high_for_cjk(
    text: str, low: float, high: float
) -> None:
    ratio = estimate_text_tokens(text) / exact_tokens(text, "o200k_base")
    assert low <= ratio <= high


def test_estimate_numbers() -> None:
    assert estimate_text_tokens("") == 0
    assert estimate_text_tokens("abcd" * 100) == 100
    assert estimate_text_tokens("日本語") == 3
    assert estimate_text_tokens("ab日本") == 3  # 2/4 rounds up with the two CJK characters


def test_works_with_no_network_and_no_tiktoken_cache(tmp_path: object) -> None:
    """tiktoken would download its files; ours must not try. Any socket use fails here."""
    code = (
        "import socket\n"
        "def refuse(*a, **k): raise OSError('network used')\n"
        "socket.socket.connect = refuse\nsocket.create_connection = refuse\n"
        "from app.api.tokens import exact_tokens\n"
        "print(exact_tokens('hello world', 'o200k_base'),"
        " exact_tokens('hello world', 'cl100k_base'))\n"
    )
    env = {"TIKTOKEN_CACHE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.split() == ["2", "2"]


def test_damaged_rank_file_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    import gzip
    from pathlib import Path

    from app.api import tokens

    folder = Path(str(tmp_path))
    (folder / "o200k_base.tiktoken.gz").write_bytes(gzip.compress(b"aGk= 0\n"))
    monkeypatch.setattr(tokens, "_DATA", folder)
    tokens._load.cache_clear()
    try:
        with pytest.raises(RuntimeError, match="damaged"):
            tokens.exact_tokens("x", "o200k_base")
    finally:
        tokens._load.cache_clear()


@pytest.mark.parametrize("encoding", ["o200k_base", "cl100k_base"])
def test_a_long_text_counted_in_pieces_gives_the_whole_texts_count(encoding: str) -> None:
    """Past CHUNK_CHARS the count is made a piece at a time (the UI thread is not stalled
    while the token list is built); the pieces must not change the count, whatever the
    text does at their edges: runs of newlines, punctuation then newline then "/", CJK."""
    import random

    from app.api.tokens import CHUNK_CHARS, _encoding

    rng = random.Random(7)
    alphabet = "ab  \n\n\t.,:;!?/日本語\r\n1234ÄÖ()[]{}²'s"
    text = "".join(rng.choice(alphabet) for _ in range(3 * CHUNK_CHARS + 123))
    text += "word.\n/path\n\n\n  x\nend" * 5000
    whole = len(_encoding(encoding).encode_ordinary(text))  # type: ignore[arg-type]
    assert exact_tokens(text, encoding) == whole  # type: ignore[arg-type]
