"""What a sync round did, for the person: counts, problems, the conversations it changed."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class RoundSummary:
    sent: int = 0
    received: int = 0
    new_conversations: int = 0
    new_messages: int = 0
    preferences: int = 0  # settings, presets, tool servers and folders changed here
    problems: list[str] = field(default_factory=list)
    # Local ids of the conversations the round changed here (new, new messages, metadata):
    # the window reloads them.
    changed: set[int] = field(default_factory=set)

    def line(self) -> str:
        """One sentence for the person, e.g. "Sent 3 conversations, received 2 (1 new
        message merged)."."""
        text = f"Sent {_count(self.sent, 'conversation')}, received {self.received}"
        news = []
        if self.new_conversations:
            news.append(f"{_count(self.new_conversations, 'new conversation')}")
        news.append(f"{_count(self.new_messages, 'new message')} merged")
        text += f" ({', '.join(news)})."
        if self.problems:
            text += f" {_count(len(self.problems), 'problem')}: {self.problems[0]}"
        return text


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
