"""Token counts: exact for OpenAI model families, a documented estimate for the rest.

Exact counts use tiktoken (OpenAI's tokenizer, MIT) with the o200k_base / cl100k_base rank
files that ship inside the app (``app/resources/tokenizers``, checked against tiktoken's own
hashes), so nothing is downloaded at run time. Loading an encoding takes ~0.3 s the first
time (call ``warm_up`` in a worker thread after start-up); encoding runs at several MB/s.
Both are blocking: call from a worker thread, never the UI thread.

Other families (Claude, Gemini, Llama, Qwen, …) use tokenizers that do not ship in a
package we can use, so their counts are the estimate in ``estimate_text_tokens``:
one token per 4 characters of ordinary text and one per CJK character (Chinese, Japanese
kana, Korean Hangul). Measured against o200k in ``tests/unit/test_context_tokens.py`` it
counts 0–40 % more (English prose 1.32×, code 1.05×, Chinese 1.35×, Japanese 1.06×): o200k
is among the most frugal tokenizers (Claude's uses ~3.5 characters a token), and erring high
is the safe side for a "will it fit" check. The API's usage report remains the truth.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import math
import re
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

Encoding = Literal["o200k_base", "cl100k_base"]

# OpenAI's chat format adds a few tokens around each message and primes the reply
# (the figures OpenAI's cookbook uses for gpt-4o and later).
MESSAGE_OVERHEAD = 3
REPLY_PRIMING = 3

_DATA = Path(__file__).resolve().parent.parent / "resources" / "tokenizers"
_HASHES: dict[Encoding, str] = {
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
}
# The split patterns, as in tiktoken_ext/openai_public.py (tiktoken 0.8+).
_PATTERNS: dict[Encoding, str] = {
    "o200k_base": "|".join(
        [
            r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
            r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
            r"""\p{N}{1,3}""",
            r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
            r"""\s*[\r\n]+""",
            r"""\s+(?!\S)""",
            r"""\s+""",
        ]
    ),
    "cl100k_base": r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s""",  # noqa: E501
}
_SPECIAL: dict[Encoding, dict[str, int]] = {
    "o200k_base": {"<|endoftext|>": 199999, "<|endofprompt|>": 200018},
    "cl100k_base": {
        "<|endoftext|>": 100257,
        "<|fim_prefix|>": 100258,
        "<|fim_middle|>": 100259,
        "<|fim_suffix|>": 100260,
        "<|endofprompt|>": 100276,
    },
}

_O200K = re.compile(r"^(gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o\d|gpt-oss|codex)")
_CL100K = re.compile(r"^(gpt-4|gpt-3\.5|text-embedding-3|text-embedding-ada-002)")
_CJK = re.compile(
    "[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002fa1f]"
)
_LOCK = threading.Lock()


@dataclass(frozen=True, slots=True)
class TokenCount:
    """``exact``: counted with the model's own tokenizer; otherwise an estimate."""

    tokens: int
    exact: bool

    def __add__(self, other: TokenCount) -> TokenCount:
        return TokenCount(self.tokens + other.tokens, self.exact and other.exact)


def encoding_for_model(model: str) -> Encoding | None:
    """The tokenizer an OpenAI model uses, or None for other families (estimate them)."""
    name = model.strip().lower().rsplit("/", 1)[-1]
    if _O200K.match(name):
        return "o200k_base"
    if _CL100K.match(name):
        return "cl100k_base"
    return None


def estimate_text_tokens(text: str) -> int:
    """The estimate for families without a shipped tokenizer (see the module docstring)."""
    if not text:
        return 0
    cjk = len(_CJK.findall(text))
    return math.ceil((len(text) - cjk) / 4 + cjk)


def count_text(text: str, model: str) -> TokenCount:
    """Tokens in ``text`` for ``model``: exact for OpenAI families, else the estimate."""
    encoding = encoding_for_model(model)
    if encoding is None:
        return TokenCount(estimate_text_tokens(text), exact=False)
    return TokenCount(exact_tokens(text, encoding), exact=True)


CHUNK_CHARS = 65_536  # counted a piece at a time past this (see exact_tokens)


def exact_tokens(text: str, encoding: Encoding) -> int:
    """Tokens in ``text`` with an OpenAI encoding; special-token text counts as plain text.

    A long text is counted a piece at a time: tiktoken releases the GIL while it encodes
    but holds it while it makes the Python list of token ids, and for a 10 MB paste (3 M
    tokens) that stalled the UI thread for ~55 ms from a worker. The pieces end just after a
    newline followed by a letter or digit, where no pre-token of these encodings can
    continue, so the sum is exactly the whole text's count."""
    if not text:
        return 0
    bpe = _encoding(encoding)
    total = start = 0
    while start < len(text):
        end = _piece_end(text, start + CHUNK_CHARS)
        total += len(bpe.encode_ordinary(text[start:end]))
        start = end
    return total


def _piece_end(text: str, at: int) -> int:
    while at < len(text):
        newline = text.find("\n", at)
        if newline < 0 or newline + 1 >= len(text):
            break
        if text[newline + 1].isalnum():
            return newline + 1
        at = newline + 1
    return len(text)


def warm_up(model: str = "gpt-4o") -> None:
    """Load the model's encoding now (~0.3 s) so the first count is quick. Blocking."""
    encoding = encoding_for_model(model)
    if encoding is not None:
        _encoding(encoding)


def _encoding(name: Encoding) -> Any:
    with _LOCK:  # one load, even when several workers ask at once
        return _load(name)


@cache
def _load(name: Encoding) -> Any:
    import tiktoken

    raw = gzip.decompress((_DATA / f"{name}.tiktoken.gz").read_bytes())
    if hashlib.sha256(raw).hexdigest() != _HASHES[name]:
        raise RuntimeError(f"the bundled {name} tokenizer file is damaged")
    ranks = {
        base64.b64decode(token): int(rank)
        for token, rank in (line.split() for line in raw.splitlines() if line)
    }
    encoding = tiktoken.Encoding(
        name=name,
        pat_str=_PATTERNS[name],
        mergeable_ranks=ranks,
        special_tokens=_SPECIAL[name],
    )
    # tiktoken keeps the ranks as a Python dict too (~28 MB for o200k) only to pickle the
    # encoding or list token bytes; encode_ordinary uses its own copy in Rust.
    encoding._mergeable_ranks = {}
    return encoding
