"""The Markdown export reads like a transcript and tells which replies did not finish."""

from __future__ import annotations

import io
from pathlib import Path

from app.domain import ImagePart, MessageStatus, Params, TextPart
from app.storage import Repository, open_database, write_markdown_export


def test_markdown_transcript(tmp_path: Path) -> None:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    try:
        conv = repo.create_conversation("Bread", Params(model="gpt-4o", system_prompt="Bake."))
        repo.add_message(
            conv.id, "user", (TextPart("How?"), ImagePart("ab" * 32, "image/jpeg", 640, 480))
        )
        repo.add_message(
            conv.id,
            "assistant",
            (TextPart("Knead **well**."),),
            model="gpt-4o",
            finish_reason="stop",
        )
        repo.add_message(
            conv.id,
            "assistant",
            (TextPart("Then wa"),),
            model="gpt-4o",
            status=MessageStatus.STREAMING,
        )
        repo.mark_interrupted()
        failed = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
        repo.update_message(failed.id, status=MessageStatus.ERROR, error="HTTP 500")
        repo.create_conversation("Second", Params())
        out = io.StringIO()
        assert write_markdown_export(repo, out, now=0) == 2
    finally:
        repo.close()
    text = out.getvalue()
    assert text.startswith(
        "# Comet Desk export\n\nExported 1970-01-01T00:00:00.000000Z; 2 conversation(s)."
    )
    assert text.index("## Bread") < text.index("## Second")
    assert "*Started " in text and "model gpt-4o" in text and "**System prompt:**\n\nBake." in text
    assert "### User\n\nHow?\n\n*[image: image/jpeg, 640×480]*" in text
    assert "### Assistant · gpt-4o\n\nKnead **well**." in text
    assert "(interrupted).\n\nThen wa" in text
    assert "> **Note:** failed. Error: HTTP 500" in text
    assert text.count("> **Note:**") == 2  # the finished reply carries no note
