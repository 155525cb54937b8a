"""The sync storage setting as the command line will take it; it never holds the secret."""

from __future__ import annotations

import pytest

from app.sync import Remote, RemoteConfig


def test_the_three_storages_parse() -> None:
    assert RemoteConfig.parse(["folder", "/mnt/nas/sync"]) == RemoteConfig(
        "folder", "/mnt/nas/sync"
    )
    assert RemoteConfig.parse(
        ["webdav", "https://dav.example/remote.php/sync", "--user", "ann"]
    ) == (RemoteConfig("webdav", "https://dav.example/remote.php/sync", user="ann"))
    s3 = RemoteConfig.parse(
        [
            "s3",
            "s3://bucket/prefix",
            "--endpoint",
            "https://s3.example",
            "--region=eu-1",
            "--user",
            "AK",
        ]
    )
    assert s3 == RemoteConfig(
        "s3", "s3://bucket/prefix", user="AK", endpoint="https://s3.example", region="eu-1"
    )
    assert RemoteConfig.from_json(s3.to_json()) == s3


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["ftp", "x"],
        ["folder"],
        ["folder", "/a", "--user", "x"],
        ["webdav", "dav.example/sync"],
        ["s3", "s3://bucket/prefix"],
        ["s3", "bucket/prefix", "--endpoint", "https://s3.example"],
        ["s3", "s3://bucket/p", "--endpoint"],
    ],
)
def test_bad_settings_are_refused_with_a_sentence(args: list[str]) -> None:
    with pytest.raises(ValueError, match=r"\.$"):
        RemoteConfig.parse(args)


def test_the_serialised_setting_holds_no_secret() -> None:
    for args in (
        ["webdav", "https://dav.example/sync", "--user", "ann"],
        ["s3", "s3://bucket/prefix", "--endpoint", "https://s3.example", "--user", "AK"],
    ):
        config = RemoteConfig.parse(args)
        Remote(config, "hunter2-secret")
        assert "hunter2-secret" not in config.to_json()
        assert "hunter2-secret" not in repr(config)
