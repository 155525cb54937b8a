"""`cometdesk batch`'s prompts: a CSV's prompt column or a JSONL's prompt field, the other
columns kept with each prompt, and one sentence (naming the line) for what cannot be used."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.batch.prompts import BatchPrompt, PromptsError, read_prompts


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_text(text, encoding=encoding)
    return path


def test_a_csv_gives_its_prompt_column_with_the_id_and_other_columns(tmp_path: Path) -> None:
    source = write(
        tmp_path / "p.csv",
        '\ufeffid,prompt,topic\n1,"Hello, world",greet\n\n2,"Two\nlines",\n,No id,misc\n,,\n',
    )
    assert read_prompts(source) == [
        BatchPrompt("Hello, world", "1", {"topic": "greet"}, 2),
        BatchPrompt("Two\nlines", "2", {"topic": ""}, 5),
        BatchPrompt("No id", None, {"topic": "misc"}, 6),
    ]


def test_a_jsonl_gives_its_prompt_field_and_keeps_json_values(tmp_path: Path) -> None:
    source = write(
        tmp_path / "p.JSONL",
        '{"prompt": "a", "id": 7, "tags": ["x"]}\n\n{"prompt": "b", "level": null}\n',
    )
    assert read_prompts(source) == [
        BatchPrompt("a", 7, {"tags": ["x"]}, 1),
        BatchPrompt("b", None, {"level": None}, 3),
    ]


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        (
            "p.csv",
            "id,question\n1,Hi\n",
            'p.csv has no "prompt" column (its columns: id, question).',
        ),
        ("p.csv", "", "p.csv has no prompts."),
        ("p.csv", "prompt\n", "p.csv has no prompts."),
        ("p.jsonl", "\n\n", "p.jsonl has no prompts."),
        ("p.csv", "prompt,topic\nHi,a\n ,b\n", "p.csv, line 3: the prompt is empty."),
        ("p.csv", "prompt\nHi,extra\n", "p.csv, line 2: more cells than the header has."),
        (
            "p.jsonl",
            '{"prompt": "a"}\n{"prompt": \n',
            "p.jsonl, line 2: not JSON (Expecting value).",
        ),
        ("p.jsonl", '["prompt"]\n', "p.jsonl, line 1: not a JSON object {…}."),
        ("p.jsonl", '{"text": "a"}\n', 'p.jsonl, line 1: no "prompt" field.'),
        ("p.jsonl", '{"prompt": 3}\n', 'p.jsonl, line 1: "prompt" is not text.'),
        ("p.jsonl", '{"prompt": "  "}\n', "p.jsonl, line 1: the prompt is empty."),
        ("p.jsonl", '{"prompt": "a", "id": {"n": 1}}\n', '"id" must be text or a number.'),
        ("p.txt", "Hi\n", "p.txt: the prompts must be a .csv or .jsonl file."),
    ],
)
def test_what_is_not_a_prompt_list_is_one_sentence(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    with pytest.raises(PromptsError) as caught:
        read_prompts(write(tmp_path / name, text))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_missing_or_unreadable_file_is_one_sentence(tmp_path: Path) -> None:
    with pytest.raises(PromptsError, match="no such file"):
        read_prompts(tmp_path / "missing.csv")
    with pytest.raises(PromptsError, match="not UTF-8 text"):
        read_prompts(write(tmp_path / "latin.csv", "prompt\nCafé\n", encoding="latin-1"))
    (tmp_path / "folder.csv").mkdir()
    with pytest.raises(PromptsError, match="is a folder"):
        read_prompts(tmp_path / "folder.csv")
