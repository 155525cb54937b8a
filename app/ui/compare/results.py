"""What a compare gives besides its columns: the diff of the answers, the export to Markdown,
the leaderboard of the blind votes, and Synthesize (one answer built from all of them, in a
new chat). Their dialogs load when first asked for."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QWidget

from app.domain import MessageStatus, Params
from app.ui.common.status_bus import StatusBus
from app.ui.compare.columns import Columns

if TYPE_CHECKING:
    from app.ui.compare.arena_dialogs import LeaderboardDialog
    from app.ui.compare.synthesize_dialog import SynthesizeDialog

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]


class CompareResults(QObject):
    """``busy()``: a column is answering, or a round is being drawn;
    ``synthesize(prompt, params, title)``: Synthesize was confirmed (a new chat should ask
    it)."""

    def __init__(
        self,
        columns: Columns,
        *,
        dialogs: QWidget,
        spawn: Spawn,
        status: StatusBus,
        list_votes: Callable[..., Any],
        busy: Callable[[], bool],
        synthesize: Callable[[str, Params, str], None],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._dialogs = dialogs
        self._spawn = spawn
        self._status = status
        self._list_votes = list_votes
        self._busy = busy
        self._synthesize = synthesize

    def connect_view(self) -> None:
        view = self._columns.view
        view.leaderboardRequested.connect(self.open_leaderboard)
        view.diffRequested.connect(lambda: self._spawn(self._open_diff()))
        view.exportRequested.connect(self._choose_export)
        view.synthesizeRequested.connect(self.open_synthesize)

    # ---- Synthesize -----------------------------------------------------------------------

    def _synthesis_refusal(self) -> str | None:
        if self._busy():
            return self.tr("Wait for the replies to finish (or stop them) before synthesizing.")
        if self._columns.session.awaiting_vote:
            return self.tr("Vote first: synthesizing leaves the compare before the names show.")
        return None

    def open_synthesize(self) -> SynthesizeDialog | None:
        """Synthesize…: the prompt built from the question and the columns' latest answers
        (as shown), editable, and a model to send it to; OK asks for a new chat with it."""
        from app.domain import ModelInfo
        from app.services.reply_figures import latest_reply
        from app.services.synthesis import synthesis_prompt, synthesis_title, usable_answers
        from app.ui.common.model_search import model_badges
        from app.ui.compare.synthesize_dialog import SynthesizeDialog  # loads when first asked

        why = self._synthesis_refusal()
        question, answers = "", []
        for column in self._columns.items:
            shown = column.widget.transcript.shown_messages
            asked = [m for m in shown if m.role == "user"]
            question = question or (asked[-1].text if asked else "")
            reply = latest_reply(shown)
            failed = reply is None or reply.status is MessageStatus.ERROR
            answers.append("" if failed or reply is None else reply.text)
        if why is None and not usable_answers(answers):
            why = self.tr("There is nothing to synthesize yet: send a prompt first.")
        if why is not None:
            self._status.show(why, 6000)
            return None
        panel = self._columns.panel
        models = panel.model_ids() or self._columns.models
        choices = [
            (m, m, " · ".join(model_badges(panel.model_info(m) or ModelInfo(m)))) for m in models
        ]
        dialog = SynthesizeDialog(
            synthesis_prompt(question, answers), choices, panel.model(), self._dialogs
        )
        title = synthesis_title(question)
        dialog.accepted.connect(lambda: self._confirmed(dialog.prompt(), dialog.model(), title))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()
        return dialog

    def _confirmed(self, prompt: str, model: str, title: str) -> None:
        params = replace(self._columns.panel.params(strict=False), model=model)
        self._synthesize(prompt, params, title)

    # ---- diff, leaderboard, export --------------------------------------------------------

    async def answers(self) -> list[tuple[str, str]]:
        return await self._columns.session.answers(self._columns.refs())

    async def _open_diff(self) -> None:
        from app.ui.compare.arena_dialogs import DiffDialog  # loads when first asked for

        DiffDialog(await self.answers(), self._dialogs).open()

    def open_leaderboard(self) -> LeaderboardDialog:
        from app.ui.compare.arena_dialogs import LeaderboardDialog  # loads when first asked for

        dialog = LeaderboardDialog(self._list_votes, self._spawn, self._dialogs)
        dialog.open()
        dialog.refresh()
        return dialog

    def _choose_export(self) -> None:
        path, _f = QFileDialog.getSaveFileName(
            self._dialogs,
            self.tr("Export this compare"),
            str(Path.home() / "compare.md"),
            self.tr("Markdown (*.md)"),
        )
        if path:
            self._spawn(self.export_to(Path(path)))

    async def export_to(self, path: Path) -> None:
        text = await self._columns.session.export_markdown(self._columns.refs())
        await asyncio.to_thread(path.write_text, text, "utf-8")
        self._status.show(self.tr("Exported the compare to {0}").format(path), 6000)
