"""How strong a sync passphrase is, and when a weak one is refused. Qt-free.

The passphrase is the only thing between the storage's contents and whoever holds a copy
of the storage: ``header.json`` (salt and key check) sits beside the data, so anyone who
can read the storage can guess passphrases offline, as fast as their hardware derives
Argon2id keys. The estimate is zxcvbn's (dictionaries, names, keyboard patterns, dates,
l33t): its score 4 is "very unguessable: strong protection from offline slow-hash
scenario" (about 10¹⁰ guesses and more), its score 3 only "moderate protection" (10⁸ to
10¹⁰: a day or two for one GPU at a thousand Argon2id guesses a second). So a passphrase
that would create the storage's key must reach score 4; three ordinary words usually do.

Only creating is refused: when the storage already has its key, the passphrase is the one
chosen there, and it is accepted if it unlocks (its strength is still shown).

Nothing here keeps, logs or repeats the passphrase; the sentences name what is wrong with
it in general words.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.sync.errors import SyncError
from app.sync.remote import Remote, RemoteConfig
from app.translation import QT_TRANSLATE_NOOP, translate

# The storage's top folder: every format version of the journal keeps all it writes in it.
STORAGE_ROOT = "cometdesk-sync/"
NEEDED = 4  # zxcvbn's score a passphrase needs to create a storage's key (see above)
RATED_CHARACTERS = 72  # zxcvbn's own limit: its matching grows fast with the length
_CONTEXT = "Passphrase"
# Words anyone guessing would try first: the app's own name.
_APP_WORDS = ("cometdesk", "comet", "desk")
_zxcvbn_lock = threading.Lock()  # zxcvbn keeps the user inputs in a module-wide dictionary


class WeakPassphrase(SyncError):
    """A passphrase too easy to guess would create the storage's key; str() says why."""


@dataclass(frozen=True)
class Strength:
    """zxcvbn's verdict on a passphrase (never the passphrase itself)."""

    score: int  # 0 (a top-10 password) to 4 (very hard to guess)
    reason: str  # why it is weak, as a clause ("it is a common password"); "" when strong
    feedback: str  # what to do about it, one sentence; "" when strong

    @property
    def enough(self) -> bool:
        """Strong enough to create a storage's key."""
        return self.score >= NEEDED

    @property
    def verdict(self) -> str:
        """One sentence: how strong it is and, when weak, why."""
        if self.enough:
            return translate("Passphrase", "This passphrase is strong.")
        return translate("Passphrase", "This passphrase is too easy to guess: {0}.").format(
            self.reason
        )

    @property
    def sentence(self) -> str:
        """The verdict and, when weak, what to do: one or two sentences."""
        return f"{self.verdict} {self.feedback}" if self.feedback else self.verdict


# zxcvbn's warnings (English, fixed in its feedback module) → a translatable clause of ours.
# A warning a later zxcvbn words differently falls back to the general reason.
_REASONS = {
    "This is a top-10 common password.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is one of the most common passwords"
    ),
    "This is a top-100 common password.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is one of the most common passwords"
    ),
    "This is a very common password.": QT_TRANSLATE_NOOP("Passphrase", "it is a common password"),
    "This is similar to a commonly used password.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is close to a common password"
    ),
    "A word by itself is easy to guess.": QT_TRANSLATE_NOOP("Passphrase", "it is a single word"),
    "Names and surnames by themselves are easy to guess.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is a name by itself"
    ),
    "Common names and surnames are easy to guess.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is built on a common name"
    ),
    "Straight rows of keys are easy to guess.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is a row of keys on the keyboard"
    ),
    "Short keyboard patterns are easy to guess.": QT_TRANSLATE_NOOP(
        "Passphrase", "it is a short keyboard pattern"
    ),
    'Repeats like "aaa" are easy to guess.': QT_TRANSLATE_NOOP(
        "Passphrase", "it repeats one character"
    ),
    'Repeats like "abcabcabc" are only slightly harder to guess than "abc".': QT_TRANSLATE_NOOP(
        "Passphrase", "it repeats the same few characters"
    ),
    'Sequences like "abc" or "6543" are easy to guess.': QT_TRANSLATE_NOOP(
        "Passphrase", "it is a sequence such as abc or 6543"
    ),
    "Recent years are easy to guess.": QT_TRANSLATE_NOOP("Passphrase", "it leans on a recent year"),
    "Dates are often easy to guess.": QT_TRANSLATE_NOOP("Passphrase", "it leans on a date"),
}
_PERSONAL = QT_TRANSLATE_NOOP("Passphrase", "it contains the storage's name or your user name")
_APP_NAME = QT_TRANSLATE_NOOP("Passphrase", "it contains this app's name")
_GENERAL = QT_TRANSLATE_NOOP(
    "Passphrase", "someone with a copy of the storage could find it by trying common words"
)
_EMPTY = QT_TRANSLATE_NOOP("Passphrase", "it is empty")
_ADD_WORDS = QT_TRANSLATE_NOOP(
    "Passphrase",
    "Add another word or two; a few uncommon words are easy to remember and hard to guess.",
)
# zxcvbn's suggestions that say a trick does not help, in the order they matter.
_CAVEATS = (
    (
        "Predictable substitutions like '@' instead of 'a' don't help very much.",
        QT_TRANSLATE_NOOP(
            "Passphrase",
            "Swapping letters for look-alike symbols (@ for a) hardly helps: "
            "add another word or two instead.",
        ),
    ),
    (
        "Capitalization doesn't help very much.",
        QT_TRANSLATE_NOOP(
            "Passphrase", "Capital letters hardly help: add another word or two instead."
        ),
    ),
    (
        "All-uppercase is almost as easy to guess as all-lowercase.",
        QT_TRANSLATE_NOOP(
            "Passphrase", "Capital letters hardly help: add another word or two instead."
        ),
    ),
    (
        "Reversed words aren't much harder to guess.",
        QT_TRANSLATE_NOOP(
            "Passphrase", "Spelling words backwards hardly helps: add another word or two instead."
        ),
    ),
)


def _estimate(passphrase: str, user_inputs: Sequence[str]) -> dict[str, Any]:
    from zxcvbn import zxcvbn  # type: ignore[import-untyped, unused-ignore]

    with _zxcvbn_lock:
        result: dict[str, Any] = zxcvbn(passphrase[:RATED_CHARACTERS], user_inputs=user_inputs)
    return result


def strength(passphrase: str, user_inputs: Iterable[str] = ()) -> Strength:
    """How hard ``passphrase`` is to guess. ``user_inputs``: words an attacker would try
    first (the storage's host and folder names, the user name; see personal_words)."""
    if not passphrase:
        return Strength(0, translate(_CONTEXT, _EMPTY), translate(_CONTEXT, _ADD_WORDS))
    result = _estimate(passphrase, [*user_inputs, *_APP_WORDS])
    score = int(result["score"])
    if score >= NEEDED:
        return Strength(score, "", "")
    warning = str(result["feedback"].get("warning") or "")
    suggestions = [str(s) for s in result["feedback"].get("suggestions") or ()]
    mine = {
        str(m.get("matched_word"))
        for m in result["sequence"]
        if m.get("dictionary_name") == "user_inputs"
    }
    if warning in _REASONS:
        reason = _REASONS[warning]
    elif mine - set(_APP_WORDS):
        reason = _PERSONAL
    elif mine:
        reason = _APP_NAME
    else:
        reason = _GENERAL
    advice = next((ours for theirs, ours in _CAVEATS if theirs in suggestions), _ADD_WORDS)
    return Strength(score, translate(_CONTEXT, reason), translate(_CONTEXT, advice))


def personal_words(config: RemoteConfig) -> list[str]:
    """The storage's host, bucket and folder names and the user name, as zxcvbn's user
    inputs: the first words someone who knows where the storage is would try."""
    words: list[str] = []
    for text in (config.location, config.user or "", config.endpoint or ""):
        for piece in (text, *re.split(r"[\W_]+", text)):
            piece = piece.strip().lower()
            if len(piece) >= 3 and piece not in words:
                words.append(piece)
    return words


def check_new_passphrase(passphrase: str, user_inputs: Iterable[str] = ()) -> None:
    """WeakPassphrase, with the sentence that says why, unless ``passphrase`` is strong
    enough to create a storage's key."""
    found = strength(passphrase, user_inputs)
    if not found.enough:
        raise WeakPassphrase(found.sentence)


async def storage_is_new(config: RemoteConfig, secret: str | None) -> bool:
    """Whether the storage holds nothing of Comet Desk's yet, so that the passphrase would
    create its key. Anything under the top folder (a key header of any format version,
    records, snapshots) means a key was made there, so the passphrase is the one chosen
    then. A SyncError when the storage cannot be asked."""
    if config.kind == "folder" and not Path(config.location).expanduser().is_dir():
        return True  # nothing there yet (and opening the folder would create it)
    return not await Remote(config, secret).list(STORAGE_ROOT)


async def check_for_storage(config: RemoteConfig, secret: str | None, passphrase: str) -> Strength:
    """The passphrase's strength for this storage; WeakPassphrase when it is weak and would
    create the storage's key. The storage is asked only about a weak passphrase."""
    found = strength(passphrase, personal_words(config))
    if not found.enough and await storage_is_new(config, secret):
        raise WeakPassphrase(found.sentence)
    return found


__all__ = [
    "NEEDED",
    "STORAGE_ROOT",
    "Strength",
    "WeakPassphrase",
    "check_for_storage",
    "check_new_passphrase",
    "personal_words",
    "storage_is_new",
    "strength",
]
