"""A passphrase worth its name: zxcvbn rates it, a weak one is refused only where it would
create a storage's key (set-up in the window's service and `cometdesk sync setup`), the
sentence says why in plain words, and it never repeats the passphrase."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.secrets import MemoryKeyStore
from app.services.sync.setup import Secrets, check_and_save, passphrase_account
from app.sync import RemoteConfig, SyncError
from app.sync.local_state import LocalState
from app.sync.passphrase import (
    NEEDED,
    WeakPassphrase,
    check_for_storage,
    check_new_passphrase,
    personal_words,
    storage_is_new,
    strength,
)
from tests.support.sync_rounds import key_made_without_a_check, run_sync_round

ROOT = Path(__file__).resolve().parents[2]
STRONG = "granite lantern orbit meadow velvet"  # five uncommon words
DAV_URL = "https://nextcloud.example.com/remote.php/dav/files/alice/cometdesk"
DAV = RemoteConfig.parse(["webdav", DAV_URL, "--user", "alice"])


def files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


def test_a_dictionary_word_is_weak_and_the_sentence_says_why() -> None:
    found = strength("password")
    assert found.score == 0 and not found.enough
    assert found.verdict == (
        "This passphrase is too easy to guess: it is one of the most common passwords."
    )
    assert found.feedback == (
        "Add another word or two; a few uncommon words are easy to remember and hard to guess."
    )
    assert found.sentence == f"{found.verdict} {found.feedback}"


def test_a_keyboard_pattern_is_weak() -> None:
    found = strength("zxcvbnm,./")
    assert found.score <= 1
    assert found.reason == "it is a row of keys on the keyboard"
    assert strength("tgbnhy").reason == "it is a short keyboard pattern"


@pytest.mark.parametrize(
    ("passphrase", "reason"),
    [
        ("Sunshine", "it is one of the most common passwords"),
        ("abcdefgh", "it is a sequence such as abc or 6543"),
        ("2019-05-04", "it leans on a date"),
        ("aaaaaaaaaaaa", "it repeats one character"),
    ],
)
def test_each_kind_of_weakness_has_its_own_reason(passphrase: str, reason: str) -> None:
    found = strength(passphrase)
    assert not found.enough and found.reason == reason


def test_a_trick_that_does_not_help_is_named() -> None:
    assert strength("P@ssw0rd!").feedback.startswith("Swapping letters for look-alike symbols")


def test_a_long_phrase_of_uncommon_words_passes() -> None:
    found = strength(STRONG)
    assert found.score == 4 and found.enough
    assert found.verdict == "This passphrase is strong." and found.feedback == ""
    assert found.sentence == "This passphrase is strong."
    check_new_passphrase(STRONG)  # no refusal


def test_score_three_is_not_enough_to_create_a_key() -> None:
    """zxcvbn's 3 is "moderate protection" against offline guessing, which is what anyone
    holding a copy of the storage (and its header) can do: 4 is needed."""
    assert NEEDED == 4
    found = strength("kettle saxophone")
    assert found.score == 3 and not found.enough
    assert "could find it by trying common words" in found.verdict
    assert strength("kettle saxophone glacier").enough  # one more word does it


def test_the_storage_s_names_and_the_user_name_lower_the_score() -> None:
    words = personal_words(DAV)
    assert {"nextcloud", "example", "alice", "cometdesk"} <= set(words)
    assert strength("nextcloud alice").enough  # strangers' words to zxcvbn
    found = strength("nextcloud alice", words)
    assert found.score < NEEDED and found.score < strength("nextcloud alice").score
    assert found.reason == "it contains the storage's name or your user name"
    with pytest.raises(WeakPassphrase):
        check_new_passphrase("nextcloud alice", words)
    folder = personal_words(RemoteConfig.parse(["folder", "/home/mira/Dropbox/lighthouse"]))
    assert "lighthouse" in folder and "mira" in folder and "dropbox" in folder


def test_the_app_s_own_name_counts_as_a_guess() -> None:
    assert strength("cometdesk").score < strength("walruses").score
    assert strength("cometdesk wharf").reason == "it contains this app's name"
    assert strength("orbit wharf").reason != "it contains this app's name"


def test_the_refusal_is_a_sync_error_with_one_sentence_and_no_passphrase() -> None:
    with pytest.raises(WeakPassphrase) as caught:
        check_new_passphrase("hunter2")
    assert isinstance(caught.value, SyncError)
    text = str(caught.value)
    assert text.startswith("This passphrase is too easy to guess: ")
    assert "hunter2" not in text and "\n" not in text
    assert "hunter2" not in repr(strength("hunter2"))


def test_empty_and_very_long_passphrases_are_rated_without_failing() -> None:
    assert strength("").reason == "it is empty" and not strength("").enough
    assert strength(STRONG * 4).enough  # past zxcvbn's 72 characters: the first 72 are rated
    assert not strength("a" * 200).enough


def test_two_threads_rating_at_once_keep_their_own_user_inputs() -> None:
    """zxcvbn keeps the user inputs in a module-wide dictionary: the window rates as the
    person types while a worker thread checks the same passphrase for the storage."""
    results: list[bool] = []

    def rate(words: list[str]) -> None:
        for _ in range(30):
            results.append(strength("nextcloud alice", words).enough == (not words))

    threads = [threading.Thread(target=rate, args=(w,)) for w in ([], ["nextcloud", "alice"])]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(results) and len(results) == 60


# ---- where it is refused: a storage without a key ----------------------------------------


def _create(folder: Path, passphrase: str) -> None:
    """A storage whose key another machine made (an older version, with no strength check):
    its first sync round, straight through the engine."""
    config = RemoteConfig.parse(["folder", str(folder)])
    key_made_without_a_check(config, passphrase)
    run_sync_round(folder.parent / "elsewhere", config, None, passphrase)


def test_a_weak_passphrase_is_refused_for_a_new_storage_only(tmp_path: Path) -> None:
    new = RemoteConfig.parse(["folder", str(tmp_path / "not-there-yet")])
    assert asyncio.run(storage_is_new(new, None))
    with pytest.raises(WeakPassphrase):
        asyncio.run(check_for_storage(new, None, "qwerty"))
    assert not (tmp_path / "not-there-yet").exists()  # not even the folder is made
    assert asyncio.run(check_for_storage(new, None, STRONG)).enough

    existing = tmp_path / "existing"
    _create(existing, "qwerty")
    old = RemoteConfig.parse(["folder", str(existing)])
    assert not asyncio.run(storage_is_new(old, None))
    found = asyncio.run(check_for_storage(old, None, "qwerty"))  # the storage's own: kept
    assert not found.enough and found.score == 0


def test_set_up_refuses_a_weak_passphrase_that_would_create_the_key(tmp_path: Path) -> None:
    folder, data_dir = tmp_path / "synced", tmp_path / "data"
    folder.mkdir()
    config = RemoteConfig.parse(["folder", str(folder)])
    keys = MemoryKeyStore()
    with pytest.raises(WeakPassphrase, match="too easy to guess"):
        check_and_save(data_dir, config, Secrets(None, "letmein123"), keys)
    assert files(folder) == []  # no key made on the storage
    assert keys.get(passphrase_account(config)) is None
    state = LocalState.open(data_dir)
    try:
        assert state.remote_config() is None  # sync is not set up
    finally:
        state.close()

    check_and_save(data_dir, config, Secrets(None, STRONG), keys)
    assert keys.get(passphrase_account(config)) == STRONG
    assert not asyncio.run(storage_is_new(config, None))  # its key is made


def test_set_up_joins_a_storage_whose_passphrase_is_weak(tmp_path: Path) -> None:
    folder, data_dir = tmp_path / "synced", tmp_path / "data"
    _create(folder, "letmein123")
    config = RemoteConfig.parse(["folder", str(folder)])
    keys = MemoryKeyStore()
    check_and_save(data_dir, config, Secrets(None, "letmein123"), keys)  # it unlocks
    assert keys.get(passphrase_account(config)) == "letmein123"
    with pytest.raises(SyncError, match="passphrase is wrong"):
        check_and_save(tmp_path / "other", config, Secrets(None, "letmein124"), keys)


@pytest.mark.parametrize("kind", ["webdav", "s3"])
def test_a_server_storage_is_new_until_a_key_is_made_there(kind: str, tmp_path: Path) -> None:
    from tests.integration.sync.servers import DavServer, S3Server

    server: DavServer | S3Server
    if kind == "webdav":
        server = DavServer(tmp_path / "dav", "mira", "dav-password-5c1e")
        (tmp_path / "dav" / "sync").mkdir()
        config = RemoteConfig.parse(["webdav", f"{server.url}/sync/", "--user", "mira"])
        secret = "dav-password-5c1e"
    else:
        server = S3Server()
        bucket = f"s3://{server.bucket()}/team/chat"
        config = RemoteConfig.parse(["s3", bucket, "--endpoint", server.url, "--user", "AKIAX"])
        secret = "s3-secret-Zr4$Lp9&mN"
    keys = MemoryKeyStore()
    try:
        assert asyncio.run(storage_is_new(config, secret))
        with pytest.raises(WeakPassphrase):
            check_and_save(tmp_path / "data", config, Secrets(secret, "qwerty123"), keys)
        assert asyncio.run(storage_is_new(config, secret))  # still nothing there
        key_made_without_a_check(config, "qwerty123", secret)  # by an earlier version
        run_sync_round(tmp_path / "elsewhere", config, secret, "qwerty123")
        assert not asyncio.run(storage_is_new(config, secret))
        check_and_save(tmp_path / "data", config, Secrets(secret, "qwerty123"), keys)
        assert keys.get(passphrase_account(config)) == "qwerty123"
    finally:
        server.stop()


# ---- the command line ------------------------------------------------------------------


def cli(args: list[str], data_dir: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_SYNC_")}
    full |= {"COMETDESK_DATA_DIR": str(data_dir), **env}
    return subprocess.run(
        [sys.executable, "-m", "app", "sync", *args],
        cwd=ROOT,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_cli_refuses_a_weak_passphrase_for_a_new_storage(tmp_path: Path) -> None:
    folder, data_dir = tmp_path / "synced", tmp_path / "data"
    folder.mkdir()
    done = cli(["setup", "folder", str(folder)], data_dir, COMETDESK_SYNC_PASSPHRASE="qwerty123")
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert lines == [
        "cometdesk: error: This passphrase is too easy to guess: it is a common password. "
        "Add another word or two; a few uncommon words are easy to remember and hard to guess."
    ]
    assert "qwerty123" not in done.stderr
    assert files(folder) == []
    status = cli(["status"], data_dir)
    assert "not set up" in (status.stdout + status.stderr).lower()

    strong = cli(["setup", "folder", str(folder)], data_dir, COMETDESK_SYNC_PASSPHRASE=STRONG)
    assert strong.returncode == 0, strong.stderr
    assert strong.stdout.strip() == f"Sync storage set to {folder}."
    assert strong.stderr == ""


def test_the_cli_warns_about_a_weak_passphrase_the_storage_already_has(tmp_path: Path) -> None:
    folder, data_dir = tmp_path / "synced", tmp_path / "data"
    _create(folder, "qwerty123")
    done = cli(["setup", "folder", str(folder)], data_dir, COMETDESK_SYNC_PASSPHRASE="qwerty123")
    assert done.returncode == 0, done.stderr
    assert done.stderr.startswith("cometdesk: warning: This passphrase is too easy to guess")
    assert len(done.stderr.splitlines()) == 1
    assert done.stdout.strip() == f"Sync storage set to {folder}."
