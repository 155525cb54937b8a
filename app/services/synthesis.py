"""The prompt of the compare's Synthesize: one question and the answers the columns gave,
for one model to write a single answer from. Pure functions.

The answers are numbered, not named: a model's name would invite the writer to trust one
over another for its reputation rather than its content. Each sits between tags, so an
answer holding headings or its own "Answer 2:" cannot be mistaken for the next one.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.services.chat_session import title_from_prompt

INSTRUCTIONS = (
    "Several assistants answered the same question. Write one answer to it that is better "
    "than each of theirs: keep what is correct and useful in each, settle where they "
    "disagree (and say so where it cannot be settled), and leave out what is wrong or "
    "repeated. Answer the question directly, in its language; do not mention the "
    "assistants or their answers."
)


def usable_answers(answers: Sequence[str]) -> list[str]:
    """The answers worth sending: a failed or empty column gives none."""
    return [a.strip() for a in answers if a.strip()]


def synthesis_prompt(question: str, answers: Sequence[str]) -> str:
    """The prompt asking for one answer to ``question`` from ``answers`` (in column order;
    blank ones left out)."""
    parts = [INSTRUCTIONS, ""]
    if question.strip():
        parts += ["<question>", question.strip(), "</question>", ""]
    for n, answer in enumerate(usable_answers(answers), start=1):
        parts += [f'<answer number="{n}">', answer, "</answer>", ""]
    return "\n".join(parts).rstrip() + "\n"


def synthesis_title(question: str) -> str:
    """The new chat's title: what was asked, not the prompt's first words (which are the
    same instructions every time)."""
    return f"Synthesis: {title_from_prompt(question)}" if question.strip() else "Synthesis"


__all__ = ["INSTRUCTIONS", "synthesis_prompt", "synthesis_title", "usable_answers"]
