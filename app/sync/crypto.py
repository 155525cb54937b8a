"""The vault: one key per sync storage, derived from the person's passphrase.

The key is derived with Argon2id (memory-hard, so guessing passphrases from a stolen header
is expensive) from a random salt kept in a small plain header object, so every machine
derives the same key. Objects are sealed with ChaCha20-Poly1305 under a random nonce, with
the object's remote name as associated data: an object moved to another name fails to open.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import os
import threading
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.argon2 import Argon2id
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from app.sync.errors import DamagedObject, WrongPassphrase

FORMAT = "cometdesk-sync"
VERSION = 1
_SEAL_VERSION = b"\x01"
_NONCE = 12
_TAG = 16
_KEY_CHECK = b"cometdesk-sync key check"
# A header is read from storage others can write to: refuse parameters that would make
# deriving the key take all memory or forever.
_MAX_MEMORY_KIB = 1024 * 1024
_MAX_ITERATIONS = 20
_MAX_LANES = 16


@dataclass(frozen=True)
class KdfParams:
    salt: bytes
    memory_kib: int = 64 * 1024
    iterations: int = 3
    lanes: int = 4

    def to_json(self) -> dict[str, Any]:
        return {
            "name": "argon2id",
            "salt": _b64(self.salt),
            "memory_kib": self.memory_kib,
            "iterations": self.iterations,
            "lanes": self.lanes,
        }

    @classmethod
    def from_json(cls, data: Any) -> KdfParams:
        if not isinstance(data, dict) or data.get("name") != "argon2id":
            raise ValueError("unknown key derivation")
        params = cls(
            salt=_unb64(data["salt"]),
            memory_kib=int(data["memory_kib"]),
            iterations=int(data["iterations"]),
            lanes=int(data["lanes"]),
        )
        if not (
            len(params.salt) >= 16
            and 8 * params.lanes <= params.memory_kib <= _MAX_MEMORY_KIB
            and 1 <= params.iterations <= _MAX_ITERATIONS
            and 1 <= params.lanes <= _MAX_LANES
        ):
            raise ValueError("key derivation parameters out of range")
        return params


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: Any) -> bytes:
    if not isinstance(text, str):
        raise ValueError("not base64 text")
    return base64.b64decode(text, validate=True)


# One derivation at a time: two threads deriving at once hang for good (cryptography 50
# over OpenSSL 4.0, reproduced with two plain threads), and each takes 64 MiB anyway.
_DERIVING = threading.Lock()


def _derive(passphrase: str, params: KdfParams) -> bytes:
    with _DERIVING:
        return _argon2id(passphrase, params)


def _argon2id(passphrase: str, params: KdfParams) -> bytes:
    kdf = Argon2id(
        salt=params.salt,
        length=32,
        iterations=params.iterations,
        lanes=params.lanes,
        memory_cost=params.memory_kib,
    )
    return kdf.derive(passphrase.encode("utf-8"))


def _subkey(master: bytes, purpose: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose).derive(master)


_DERIVED: dict[bytes, bytes] = {}  # hash of (passphrase, parameters) → derived key
_DERIVED_KEPT = 4


def _slot(passphrase: str, params: KdfParams) -> bytes:
    data = json.dumps(params.to_json(), sort_keys=True).encode() + b"\0" + passphrase.encode()
    return hashlib.sha256(data).digest()


def _remembered(passphrase: str, params: KdfParams) -> bytes | None:
    with _DERIVING:
        return _DERIVED.get(_slot(passphrase, params))


def _remember(passphrase: str, params: KdfParams, master: bytes) -> None:
    with _DERIVING:
        _DERIVED[_slot(passphrase, params)] = master
        while len(_DERIVED) > _DERIVED_KEPT:
            _DERIVED.pop(next(iter(_DERIVED)))


class Vault:
    """Seals and opens objects with the storage's key. Build one with create() or unlock()."""

    HEADER_NAME = "header.json"

    def __init__(self, master: bytes, params: KdfParams) -> None:
        self._master = master
        self._aead = ChaCha20Poly1305(_subkey(master, b"cometdesk-sync seal"))
        self._mac_key = _subkey(master, b"cometdesk-sync blob id")
        self.params = params

    @classmethod
    async def create(cls, passphrase: str, params: KdfParams | None = None) -> Vault:
        params = params or KdfParams(salt=os.urandom(16))
        # Slow by design (memory-hard): off the event loop.
        master = await asyncio.to_thread(_derive, passphrase, params)
        return cls(master, params)

    @classmethod
    async def unlock(cls, passphrase: str, header: bytes, header_path: str) -> Vault:
        """The vault for a header read from storage; WrongPassphrase if the key-check fails."""
        try:
            data = json.loads(header)
            if data.get("format") != FORMAT or data.get("version") != VERSION:
                raise ValueError("not a sync header of this version")
            params = KdfParams.from_json(data["kdf"])
            check = _unb64(data["key_check"])
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise DamagedObject(
                f"The sync header {header_path} is damaged or from another program."
            ) from exc
        # Deriving takes a fifth of a second and 64 MiB on purpose: a process that syncs
        # again (the window, every few minutes) keeps the keys it derived, in memory only.
        remembered = _remembered(passphrase, params)
        if remembered is not None:
            vault = cls(remembered, params)
        else:
            vault = await cls.create(passphrase, params)
        try:
            plain = vault.open(check, header_path)
        except DamagedObject:
            raise WrongPassphrase() from None
        if plain != _KEY_CHECK:
            raise WrongPassphrase()
        _remember(passphrase, params, vault._master)
        return vault

    def header(self, header_path: str, *, storage_format: int | None = None) -> bytes:
        """The plain header: KDF parameters, salt and a sealed known value (no user data);
        with ``storage_format``, the version of the storage's layout (app.sync.vaults)."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "kdf": self.params.to_json(),
            "key_check": _b64(self.seal(_KEY_CHECK, header_path)),
        }
        if storage_format is not None:
            data["storage_format"] = storage_format
        return json.dumps(data, indent=1).encode("utf-8")

    def seal(self, plain: bytes, path: str) -> bytes:
        nonce = os.urandom(_NONCE)
        return _SEAL_VERSION + nonce + self._aead.encrypt(nonce, plain, path.encode("utf-8"))

    def open(self, sealed: bytes, path: str) -> bytes:
        """The plain bytes; DamagedObject if the bytes or their name were tampered with."""
        if len(sealed) < 1 + _NONCE + _TAG or sealed[:1] != _SEAL_VERSION:
            raise DamagedObject(f"The sync object {path} is truncated or not sealed by us.")
        nonce, body = sealed[1 : 1 + _NONCE], sealed[1 + _NONCE :]
        try:
            return self._aead.decrypt(nonce, body, path.encode("utf-8"))
        except InvalidTag:
            raise DamagedObject(
                f"The sync object {path} does not open with the sync key (damaged or moved)."
            ) from None

    def blob_id(self, data: bytes) -> str:
        # Keyed, not a plain SHA-256: a plain hash as the name would let whoever reads the
        # storage confirm that it holds a file they already know.
        return hmac.new(self._mac_key, data, hashlib.sha256).hexdigest()


class ContentKey:
    """One conversation's own key: everything of that conversation on the storage (its
    changes, its attachments) is sealed with it, and the key itself is kept on the storage
    sealed with the vault's. Purging the conversation deletes the key, so what is left of
    it on the storage cannot be read by anyone from that moment on."""

    SIZE = 32

    def __init__(self, key: bytes) -> None:
        if len(key) != self.SIZE:
            raise ValueError("A content key is 32 bytes.")
        self.raw = key
        self._aead = ChaCha20Poly1305(_subkey(key, b"cometdesk-sync content"))
        self._mac_key = _subkey(key, b"cometdesk-sync content blob id")

    @classmethod
    def new(cls) -> ContentKey:
        return cls(os.urandom(cls.SIZE))

    def seal(self, plain: bytes, where: str) -> bytes:
        nonce = os.urandom(_NONCE)
        return _SEAL_VERSION + nonce + self._aead.encrypt(nonce, plain, where.encode("utf-8"))

    def open(self, sealed: bytes, where: str) -> bytes:
        if len(sealed) < 1 + _NONCE + _TAG or sealed[:1] != _SEAL_VERSION:
            raise DamagedObject(f"The sync object {where} is truncated or not sealed by us.")
        nonce, body = sealed[1 : 1 + _NONCE], sealed[1 + _NONCE :]
        try:
            return self._aead.decrypt(nonce, body, where.encode("utf-8"))
        except InvalidTag:
            raise DamagedObject(
                f"The sync object {where} does not open with its conversation's key."
            ) from None

    def blob_id(self, data: bytes) -> str:
        return hmac.new(self._mac_key, data, hashlib.sha256).hexdigest()

    def __repr__(self) -> str:
        return "ContentKey(…)"  # never the key
