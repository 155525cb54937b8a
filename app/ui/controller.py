"""The one seam between asyncio and Qt (STYLE.md #3).

Widgets emit Qt signals; this controller turns them into coroutines on the qasync loop,
owns the tasks (so Stop can cancel them), and feeds results back to the widgets. Services
and storage are handed in by the composition root (app.main), never fetched globally.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
)

from app import config
from app.api import (
    ApiError,
    AuthenticationError,
    BadRequestError,
    ChatClient,
    Endpoint,
    ModelCatalog,
    RateLimitError,
    endpoint_for,
    fetch_balance,
    order_models,
)
from app.domain import Conversation, ImagePart, Message, MessageStatus, ModelInfo, Params
from app.render.markup import warm_up
from app.secrets import KeyStore, KeyStoreUnavailable, env_key, redact
from app.services import ChatSession
from app.services.drafts import DraftStore
from app.storage import (
    AsyncRepository,
    BlobStore,
    DatabaseTooNewError,
    MigrationError,
)
from app.ui.attachment_tray import PendingImage
from app.ui.compare_controller import CompareController
from app.ui.controller_attachments import AttachmentActions
from app.ui.controller_compare import CompareActions
from app.ui.controller_history import HistoryActions
from app.ui.controller_presets import PresetActions
from app.ui.controller_profiles import ProfileActions
from app.ui.controller_settings import SettingsActions
from app.ui.controller_versions import VersionActions
from app.ui.main_window import MainWindow

log = logging.getLogger(__name__)

KEYRING_TIMEOUT_S = 5.0  # a locked keyring can hang on an invisible unlock prompt
TRASH_DAYS = 30
SHUTDOWN_GRACE_S = 1.5
RETIRE_AFTER_MS = 60_000
FIRST_LIST_PAGE = 200  # conversations shown before the rest of a long history has loaded
BUSY_AFTER_MS = 300  # waits shorter than this show no busy bar (it would only flicker)


class ChatController(
    ProfileActions,
    VersionActions,
    PresetActions,
    AttachmentActions,
    HistoryActions,
    CompareActions,
    SettingsActions,
    QObject,
):
    """Signals:
    ready(): start-up finished (conversations listed, key looked up).
    conversationsLoaded(): the sidebar was refilled.
    titleGenerated(int, str): a conversation got its title from the auto-title model.
    conversationOpened(int): a conversation's messages are on screen.
    replyFinished(object): a reply reached its final state (the stored Message).
    modelsLoaded(list): model ids from the endpoint.
    settingsOpened(object): the settings dialog was shown (first run, key rejected, button).
    databaseFailed(str): the history could not be opened (too new, failed migration).
    """

    ready = Signal()
    conversationsLoaded = Signal()
    titleGenerated = Signal(int, str)
    conversationOpened = Signal(int)
    replyFinished = Signal(object)
    modelsLoaded = Signal(list)
    settingsOpened = Signal(object)
    themeChanged = Signal(str)  # "system", "light" or "dark", chosen in the settings
    databaseFailed = Signal(str)

    def __init__(
        self,
        window: MainWindow,
        *,
        repo: AsyncRepository,
        blobs: BlobStore,
        keystore: KeyStore,
        data_dir: Path,
        settings: config.Settings,
        env: dict[str, str],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.repo = repo
        self.blobs = blobs
        self.keystore = keystore
        self.data_dir = data_dir
        self.settings = settings
        self.env = env
        self.conversation_id: int | None = None
        self._key: str | None = None
        self._key_source = ""
        self._keyring_problem: str | None = None
        self._client: ChatClient | None = None
        self._profile_keys = {}
        self._profile_clients = {}
        self._retired: list[ChatClient] = []
        self._reply_task: asyncio.Task[Message] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closing = False
        self._shutting_down = False
        self.known_secrets: list[str] = []  # the log redactor's list: keys in use this run
        self.catalog = ModelCatalog(data_dir / "cache")
        self.drafts = DraftStore(data_dir)
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(800)
        self._draft_timer.timeout.connect(self._save_draft)
        self._models: dict[str, ModelInfo] = {}
        self._retry_deadline = 0.0
        self._retry_reason = ""
        self._retry_timer = QTimer(self)
        self._retry_timer.setInterval(250)
        self._retry_timer.timeout.connect(self._tick_retry)
        self._last_failed: tuple[int, Params, str] | None = None
        self.balance_label = QLabel(window)
        self.balance_label.setObjectName("balanceLabel")
        self.balance_label.hide()
        window.statusBar().addPermanentWidget(self.balance_label)
        self._last_deleted: int | None = None
        self.undo_button = QPushButton(window)
        self.undo_button.setObjectName("undoDeleteButton")
        self.undo_button.hide()
        self.undo_button.clicked.connect(lambda: self._spawn(self.undo_delete()))
        window.statusBar().addPermanentWidget(self.undo_button)
        self.resend_button = QPushButton(window)
        self.resend_button.setObjectName("resendWithoutParamButton")
        self.resend_button.hide()
        self.resend_button.clicked.connect(self.resend_without_unsupported)
        window.statusBar().addPermanentWidget(self.resend_button)
        # Long waits (model list, export, import) show a busy bar once they pass ~300 ms.
        self.busy_bar = QProgressBar(window)
        self.busy_bar.setObjectName("busyIndicator")
        self.busy_bar.setAccessibleName(self.tr("Working"))
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.hide()
        window.statusBar().addPermanentWidget(self.busy_bar)
        self._busy_count = 0
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(BUSY_AFTER_MS)
        self._busy_timer.timeout.connect(lambda: self.busy_bar.setVisible(self._busy_count > 0))
        self.session = ChatSession(
            repo, self._require_client, self, self._image_url, endpoint_for=self._endpoint_for
        )
        self.compare = CompareController(
            window.compare_view,
            repo=repo,
            client_provider=self._require_client,
            image_url=self._image_url,
            endpoint_for=self._endpoint_for,
            spawn=self._spawn,
        )
        self.compare.blob_loader = self._read_blob
        self.compare.cost_of = self._cost_of
        self.compare.conversationCreated.connect(self.window.sidebar.add_or_raise)
        self.compare.allFinished.connect(lambda: self.window.set_busy(False))
        self.compare.continueRequested.connect(lambda cid: self._spawn(self._continue_alone(cid)))
        self.compare.voteRecorded.connect(self._on_vote)
        view = window.compare_view
        view.leaderboardRequested.connect(self.open_leaderboard)
        view.diffRequested.connect(lambda: self._spawn(self._open_diff()))
        view.exportRequested.connect(self._choose_compare_export)
        self._connect()

    # ---- wiring -------------------------------------------------------------------------

    def _connect(self) -> None:
        w = self.window
        w.composer.submitted.connect(self.send_from_composer)
        w.send_button.clicked.connect(self.send_from_composer)
        w.stop_button.clicked.connect(self.stop)
        w.composer.stopRequested.connect(self.stop)
        w.composer.editLastRequested.connect(self.edit_last)
        w.stop_shortcut.activated.connect(self.stop)
        w.sidebar.newChatRequested.connect(self.new_chat)
        w.new_chat_shortcut.activated.connect(self.new_chat)
        w.sidebar.conversationSelected.connect(self.open_conversation)
        w.sidebar.matchSelected.connect(self.open_match)
        self._connect_folders()
        self._connect_presets()
        w.sidebar.searchChanged.connect(self._on_search_changed)
        w.sidebar.renameRequested.connect(lambda cid, title: self._spawn(self._rename(cid, title)))
        w.sidebar.pinRequested.connect(lambda cid, on: self._spawn(self._pin(cid, on)))
        w.sidebar.deleteRequested.connect(lambda cid: self._spawn(self.delete_conversation(cid)))
        w.settings_button.clicked.connect(self.open_settings)
        w.settings_shortcut.activated.connect(self.open_settings)
        w.close_handler = self._on_close_requested
        w.transcript.actionRequested.connect(self._on_message_action)
        w.transcript.blob_loader = self._read_blob
        w.transcript.cost_of = self._cost_of
        w.transcript.imageRequested.connect(lambda digest: self._spawn(self._view_image(digest)))
        w.transcript.codeCopied.connect(lambda: self.show_status(self.tr("Code copied."), 2000))
        w.transcript.olderRequested.connect(lambda: self._spawn(self._load_older()))
        w.import_action.triggered.connect(self._choose_import)
        w.compare_button.toggled.connect(self.set_compare_mode)
        w.copy_reply_shortcut.activated.connect(lambda: self._spawn(self._copy_last_reply()))
        w.next_conversation_shortcut.activated.connect(lambda: self._step_conversation(1))
        w.previous_conversation_shortcut.activated.connect(lambda: self._step_conversation(-1))
        panel = w.parameter_panel
        panel.favourite_button.clicked.connect(self._toggle_favourite)
        panel.profile_picker.currentIndexChanged.connect(
            lambda _index: self._spawn(self.refresh_models())
        )
        panel.model_picker.currentTextChanged.connect(self._sync_favourite_button)
        panel.model_picker.currentTextChanged.connect(self._update_model_hints)
        w.attach_button.clicked.connect(self._choose_images)
        w.composer.mediaReceived.connect(self._on_media)
        w.attachment_tray.problem.connect(lambda text: self.show_status(text, 10_000))
        w.attachment_tray.quickPrompt.connect(self._on_quick_prompt)
        w.attachment_tray.notice.connect(lambda text: self.show_status(text, 10_000))
        w.attachment_tray.previewRequested.connect(self._preview_attachment)
        w.attachment_tray.changed.connect(self._on_tray_changed)
        w.transcript.setAcceptDrops(True)
        w.transcript.mediaDropped.connect(self._on_media)
        w.export_json_action.triggered.connect(lambda: self._choose_export("json"))
        w.export_markdown_action.triggered.connect(lambda: self._choose_export("markdown"))
        w.composer.textChanged.connect(self._draft_timer.start)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(lambda: self._spawn(self._refresh_list()))

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        if self._shutting_down:
            task.cancel()  # nothing new starts once the app is closing
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        err = task.exception()
        if err is not None:
            log.error("background task failed", exc_info=err)
            self.show_status(
                self.tr("Something went wrong: {0}").format(redact(str(err), self._key))
            )

    def show_status(self, text: str, timeout_ms: int = 0) -> None:
        self.window.statusBar().showMessage(text, timeout_ms)

    # ---- start-up -----------------------------------------------------------------------

    def start(self) -> asyncio.Task[Any]:
        return self._spawn(self._startup())

    async def _startup(self) -> None:
        try:
            await self._startup_steps()
        except (DatabaseTooNewError, MigrationError) as err:
            # Nothing is touched; say so plainly and keep the window usable for reading this.
            self.window.composer.setEnabled(False)
            self.window.send_button.setEnabled(False)
            box = QMessageBox(
                QMessageBox.Icon.Critical,
                self.tr("Cannot open the history"),
                str(err),
                QMessageBox.StandardButton.Close,
                self.window,
            )
            box.setObjectName("databaseErrorBox")
            box.open()
            self.show_status(str(err))
            self.databaseFailed.emit(str(err))

    async def _startup_steps(self) -> None:
        self.window.transcript.set_messages([])  # the empty state, with hints
        self.window.composer.set_send_shortcut(self.settings.send_shortcut)
        if self.settings.font_size:
            self.window.set_text_size(self.settings.font_size)
        self._apply_image_settings()
        self.window.parameter_panel.set_params(
            replace(
                self.window.parameter_panel.params(),
                model=self.settings.default_model,
                temperature=self.settings.temperature,
                max_tokens=self.settings.max_tokens,
                system_prompt=self.settings.system_prompt,
            )
        )
        self.window.parameter_panel.set_models(self.settings.recent_models)
        await self._report_database()
        await asyncio.to_thread(self.drafts.load)
        self._restore_draft()
        await self._restore_image_draft(self.conversation_id)
        await self._load_presets()
        await self.repo.purge_deleted(TRASH_DAYS * 86400)
        # Images no stored message uses any more (their conversations were purged) go too.
        keep = await self.repo.referenced_blobs() | self.drafts.blob_hashes()
        await asyncio.to_thread(self.blobs.gc, keep)
        base_url = self.settings.effective_base_url(self.env)
        cached = await asyncio.to_thread(self.catalog.load_cached, base_url)
        if cached:
            self._show_models(cached)
        interrupted = await self.repo.mark_interrupted()
        if interrupted:
            self.show_status(
                self.tr("{0} reply(s) were interrupted when the app last closed.").format(
                    interrupted
                ),
                8000,
            )
        await self._refresh_list(first_page=True)
        await self._resolve_key()
        await self._load_profile_keys()
        self._show_profiles()
        self.ready.emit()
        self._spawn(asyncio.to_thread(warm_up))
        if self._key is None:
            self.open_settings(first_run=True)
        else:
            self._spawn(self.refresh_models())

    async def _report_database(self) -> None:
        report = await self.repo.open_report()
        if report.moved_aside is not None:
            self.show_status(
                self.tr(
                    "The history database could not be read. It was moved aside to {0} "
                    "and a new one was started."
                ).format(report.moved_aside)
            )
        elif report.migrated_from is not None and report.backup is not None:
            log.info("database upgraded from v%s; backup %s", report.migrated_from, report.backup)

    async def _resolve_key(self) -> None:
        key = env_key(self.env)
        if key:
            self._set_key(key, self.tr("COMETDESK_API_KEY (this run only)"))
            return
        try:
            stored = await asyncio.wait_for(
                asyncio.to_thread(self.keystore.get), timeout=KEYRING_TIMEOUT_S
            )
        except (KeyStoreUnavailable, TimeoutError) as err:
            self._keyring_problem = (
                str(err)
                if isinstance(err, KeyStoreUnavailable)
                else self.tr("The system keyring did not answer.")
            )
            self.show_status(self._keyring_problem)
            return
        if stored:
            self._set_key(stored, self.keystore.description)

    def _set_key(self, key: str | None, source: str) -> None:
        if key and key not in self.known_secrets:
            self.known_secrets.append(key)
        self._key = key
        self._key_source = source if key else ""
        old, self._client = self._client, None
        if old is not None:
            # Requests may still be using it (a model list, a reply): close it later.
            self._retired.append(old)
            QTimer.singleShot(RETIRE_AFTER_MS, lambda: self._close_retired(old))

    def _close_retired(self, client: ChatClient) -> None:
        if client in self._retired and not self._shutting_down:
            self._retired.remove(client)
            self._spawn(client.aclose())

    def _endpoint_for(self, model_id: str) -> Endpoint:
        return endpoint_for(self._models.get(model_id), model_id)

    # ---- conversations ------------------------------------------------------------------

    def _on_search_changed(self, _text: str) -> None:
        self._search_timer.start()

    async def _refresh_list(self, *, first_page: bool = False) -> None:
        """Fill the sidebar. ``first_page``: the newest conversations first (under a
        millisecond to read), then the whole history, so a big history paints at once."""
        query = self.window.sidebar.search_field.text().strip()
        if first_page and not query:
            first = await self.repo.list_conversations(FIRST_LIST_PAGE, brief=True)
            self.window.sidebar.set_conversations(first, await self.repo.list_folders())
            if len(first) < FIRST_LIST_PAGE:
                self.conversationsLoaded.emit()
                return
        if query:
            hits = await self.repo.search(query, limit=200)
            results: dict[int, tuple[Conversation, int | None, str]] = {}
            for hit in hits:
                if hit.conversation_id not in results:
                    conv = await self.repo.get_conversation(hit.conversation_id)
                    if conv is not None:
                        results[conv.id] = (conv, hit.message_id, hit.snippet_html())
            if query == self.window.sidebar.search_field.text().strip():
                self.window.sidebar.set_results(list(results.values()))
        else:
            conversations = await self.repo.list_conversations(brief=True)
            folders = await self.repo.list_folders()
            self.window.sidebar.set_conversations(conversations, folders)
        self.conversationsLoaded.emit()

    # ---- drafts -------------------------------------------------------------------------

    def _save_draft(self) -> None:
        self._draft_timer.stop()
        if self.drafts.set(self.conversation_id, self.window.composer.toPlainText()):
            self._spawn(asyncio.to_thread(self.drafts.write, self.drafts.snapshot()))

    def _restore_draft(self) -> None:
        composer = self.window.composer
        composer.blockSignals(True)
        try:
            composer.setPlainText(self.drafts.get(self.conversation_id))
            composer.moveCursor(composer.textCursor().MoveOperation.End)
        finally:
            composer.blockSignals(False)

    def _switch_to(self, conversation_id: int | None) -> None:
        """Keep the unsent text and images of the conversation we leave, restore the ones of
        the conversation we enter."""
        self.cancel_edit()  # an edit belongs to the conversation it started in
        self.window.conversation_totals.setText("")
        if self._draft_timer.isActive() or self.window.composer.toPlainText():
            self._save_draft()
        self._leave_image_draft()
        self.conversation_id = conversation_id
        self._restore_draft()
        self._spawn(self._restore_image_draft(conversation_id))

    def new_chat(self) -> None:
        if self.window.comparing:
            self.set_compare_mode(False)
        self._switch_to(None)
        self.window.sidebar.select(None)
        self.window.transcript.set_messages([])
        self.window.conversation_title.setText(self.tr("New chat"))
        self._apply_default_preset()
        self.window.composer.setFocus()

    def open_conversation(self, conversation_id: int) -> None:
        self._spawn(self._open(conversation_id))

    def open_match(self, conversation_id: int, message_id: int) -> None:
        """A search result: open the conversation at the matching message, highlighted."""
        self._spawn(self._open(conversation_id, focus=message_id))

    async def _open(self, conversation_id: int, focus: int | None = None) -> None:
        conv = await self.repo.get_conversation(conversation_id)
        if conv is None:
            return
        if conv.params.compare_group:
            await self._open_compare_group(conv)
            return
        if self.window.comparing:
            self.set_compare_mode(False)
        self._switch_to(conversation_id)
        self.window.conversation_title.setText(conv.title)
        if conv.params.model:
            self.window.parameter_panel.set_params(conv.params)
        if focus is not None:
            await self._reveal(focus)
        await self._show_branch(conversation_id, focus=focus)
        if focus is not None:
            self.window.transcript.highlight(self.window.sidebar.search_field.text())
        if conversation_id == self.conversation_id:
            self.conversationOpened.emit(conversation_id)

    # ---- sending ------------------------------------------------------------------------

    # ---- compare ------------------------------------------------------------------------

    def send_from_composer(self) -> None:
        if self.window.comparing:
            self._send_compare()
            return
        if self._reply_task is not None and not self._reply_task.done():
            self.show_status(self.tr("A reply is still streaming; press Esc to stop it."), 4000)
            return
        text = self.window.composer.toPlainText().strip()
        tray = self.window.attachment_tray
        if tray.is_busy():
            self.show_status(self.tr("Still preparing the images…"), 3000)
            return
        pending = tray.attachments()
        if not text and not pending:
            return
        if self._editing is not None:
            self.window.composer.clear()
            tray.clear()
            self._send_edit(text, self.window.parameter_panel.params(), pending)
            return
        params = self.window.parameter_panel.params()
        if not params.model:
            self.show_status(self.tr("Choose a model first."), 4000)
            self.window.parameter_panel.model_picker.setFocus()
            return
        if self._key is None and params.profile in ("", config.DEFAULT_PROFILE):
            self.show_status(self.tr("Add your API key in Settings first."), 6000)
            self.open_settings(first_run=True)
            return
        self.window.composer.clear()
        tray.clear()
        self.window.set_busy(True)
        self.settings = self.settings.with_recent_model(params.model)
        self._spawn(asyncio.to_thread(config.save_settings, self.data_dir, self.settings))
        self._reply_task = self._spawn(self._send_with_images(text, params, pending))

    async def _send_with_images(
        self, text: str, params: Params, pending: list[PendingImage]
    ) -> Message:
        try:
            images = await self._store_images(pending)
        except OSError as err:
            self.window.set_busy(False)
            self.show_status(self.tr("Could not store the image: {0}").format(err), 10_000)
            raise
        return await self.session.send(self.conversation_id, text, params, images)

    # ---- attachments --------------------------------------------------------------------

    def stop(self) -> None:
        if not self._reply_running() and self.cancel_edit():
            return
        self.compare.stop_all()
        if self._reply_task is not None and not self._reply_task.done():
            self._reply_task.cancel()

    # ChatEvents, called by ChatSession on the loop thread --------------------------------

    def conversation_created(self, conversation: Conversation) -> None:
        self.conversation_id = conversation.id
        self.window.conversation_title.setText(conversation.title)
        self.window.transcript.set_messages([])
        self.window.sidebar.add_or_raise(conversation)

    def message_added(self, message: Message) -> None:
        if message.conversation_id == self.conversation_id:
            self.window.transcript.append_message(message)

    def reply_started(self, message: Message) -> None:
        self.window.parameter_panel.show_adjustments(())
        if message.conversation_id == self.conversation_id:
            self.window.transcript.begin_reply(message.id, message.model)

    def reply_delta(self, message_id: int, text: str) -> None:
        self.window.transcript.append_delta(text)

    def reply_reasoning(self, message_id: int, text: str) -> None:
        self.window.transcript.append_reasoning(text)

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        loop = asyncio.get_event_loop()
        self._retry_deadline = loop.time() + delay
        self._retry_reason = self.tr("{reason} Attempt {attempt}").format(
            reason=reason, attempt=attempt
        )
        self._tick_retry()
        self._retry_timer.start()

    def _tick_retry(self) -> None:
        left = self._retry_deadline - asyncio.get_event_loop().time()
        if left <= 0:
            self._retry_timer.stop()
            self.show_status(self.tr("{0}: retrying now…").format(self._retry_reason))
            return
        self.show_status(
            self.tr("{0} in {1:.0f} s — press Esc to cancel.").format(
                self._retry_reason, left + 0.5
            )
        )

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        self.window.parameter_panel.show_adjustments(adjustments)

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self._retry_timer.stop()
        self.resend_button.hide()
        if message.conversation_id == self.conversation_id:
            self.window.transcript.end_reply(message)
        self.window.set_busy(False)
        if error is not None:
            self.show_status(redact(error.message, self._key))
            if isinstance(error, AuthenticationError):
                dialog = self.open_settings()
                if message.params is not None and message.params.profile:
                    dialog.tabs.setCurrentIndex(1)  # that profile's key, not CometAPI's
            if isinstance(error, BadRequestError) and error.unsupported_param:
                self._offer_resend(message, error.unsupported_param)
        elif message.status is MessageStatus.STOPPED:
            self.show_status(self.tr("Stopped. The partial reply was kept."), 5000)
        elif message.status is MessageStatus.INCOMPLETE:
            self.show_status(
                self.tr("The reply ended early (the connection closed before it finished)."),
                8000,
            )
        else:
            self.show_status("", 1)
        if isinstance(error, RateLimitError):
            self.window.composer.setFocus()
        self._after_reply(message)
        self.replyFinished.emit(message)

    def _offer_resend(self, message: Message, param: str) -> None:
        params = message.params or self.window.parameter_panel.params()
        self._last_failed = (message.conversation_id, params, param)
        self.resend_button.setText(self.tr("Resend without “{0}”").format(param))
        self.resend_button.show()

    def resend_without_unsupported(self) -> None:
        if self._last_failed is None or (
            self._reply_task is not None and not self._reply_task.done()
        ):
            return
        conversation_id, params, param = self._last_failed
        self._last_failed = None
        self.resend_button.hide()
        params = without_param(params, param)
        self.window.parameter_panel.set_params(params)
        self.window.set_busy(True)
        self._reply_task = self._spawn(self.session.regenerate(conversation_id, params))

    # ---- models, settings ---------------------------------------------------------------

    def _sync_favourite_button(self, model: str) -> None:
        button = self.window.parameter_panel.favourite_button
        button.blockSignals(True)
        button.setChecked(model.strip() in self.settings.favourite_models)
        button.setText("★" if button.isChecked() else "☆")
        button.blockSignals(False)

    def _toggle_favourite(self, on: bool) -> None:
        model = self.window.parameter_panel.model_picker.currentText().strip()
        if not model:
            return
        favourites = [m for m in self.settings.favourite_models if m != model]
        if on:
            favourites.insert(0, model)
        self.settings = replace(self.settings, favourite_models=favourites)
        self._spawn(asyncio.to_thread(config.save_settings, self.data_dir, self.settings))
        if self._models:
            self._show_models(list(self._models.values()))

    def _show_models(self, models: list[ModelInfo]) -> None:
        self._models = {m.id: m for m in models}
        ordered = order_models(
            models, favourites=self.settings.favourite_models, recent=self.settings.recent_models
        )
        self.window.parameter_panel.set_models(ordered)
        self._update_model_hints(self.window.parameter_panel.model_picker.currentText())
        self.modelsLoaded.emit([m.id for m in ordered])

    def busy(self, on: bool) -> None:
        """Count a long wait in or out; the busy bar shows while any lasts over ~300 ms."""
        self._busy_count = max(0, self._busy_count + (1 if on else -1))
        if self._busy_count == 0:
            self._busy_timer.stop()
            self.busy_bar.hide()
        elif not self._busy_timer.isActive() and not self.busy_bar.isVisible():
            self._busy_timer.start()

    async def refresh_models(self) -> None:
        """The model list of the profile chosen in the panel."""
        profile = self._current_profile()
        self.busy(True)
        try:
            client = self._require_client(profile)
            models = await self.catalog.refresh(client)
        except ApiError as err:
            self.show_status(
                self.tr("Could not load the model list: {0}").format(
                    redact(err.message, *self.known_secrets)
                ),
                8000,
            )
            return
        finally:
            self.busy(False)
        if profile != self._current_profile():
            return  # the user switched profiles meanwhile: that list is on its way
        self._show_models(models)
        balance = await fetch_balance(client)
        if balance is None:
            self.balance_label.hide()  # not every endpoint reports one: say nothing
        else:
            remaining = balance.remaining_usd
            self.balance_label.setText(
                self.tr("Balance: unlimited")
                if remaining is None
                else self.tr("Balance: ${0:,.2f}").format(remaining)
            )
            self.balance_label.show()

    # ---- message actions ----------------------------------------------------------------

    def _on_message_action(self, action: str, message_id: int) -> None:
        if action == "copy":
            self._spawn(self._copy_message(message_id))
        elif action == "copy-text":
            self._spawn(self._copy_message(message_id, plain=True))
        elif action == "continue":
            self.continue_reply()
        elif action == "regenerate":
            self.regenerate(message_id)
        else:
            self._on_version_action(action, message_id)

    # ---- export and import ------------------------------------------------------------

    # ---- images, shutdown ---------------------------------------------------------------

    def _image_url(self, part: ImagePart) -> str:
        return self.blobs.data_url(part.blob, part.mime)

    def _on_close_requested(self) -> bool:
        """Let the window close only after a running reply is saved and storage is closed."""
        if self._closing:
            return True
        self._closing = True
        self._draft_timer.stop()
        self.drafts.set(self.conversation_id, self.window.composer.toPlainText())
        self.drafts.save()  # tiny file, and the app is closing: write it now, in full
        self._spawn(self._shutdown())
        return False

    async def shutdown(self) -> None:
        """Stop the reply (it is saved as stopped), end background work, close the client and
        the database, in that order."""
        if self._reply_task is not None and not self._reply_task.done():
            self._reply_task.cancel()
            await asyncio.gather(self._reply_task, return_exceptions=True)
        self._shutting_down = True
        await self.compare.shutdown()
        current = asyncio.current_task()
        pending = [t for t in self._tasks if t is not current and not t.done()]
        if pending:
            # Let short background requests (model list, balance) finish: cancelling one in
            # the middle of a connect leaves its socket to the garbage collector.
            await asyncio.wait(pending, timeout=SHUTDOWN_GRACE_S)
        while others := [t for t in self._tasks if t is not current and not t.done()]:
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)
        self._retry_timer.stop()
        for client in [self._client, *self._profile_clients.values(), *self._retired]:
            if client is not None:
                await client.aclose()
        self._client = None
        self._profile_clients = {}
        self._retired.clear()
        await self.repo.close()

    async def _shutdown(self) -> None:
        try:
            await self.shutdown()
        finally:
            self.window.close()


# Request field names a server may reject -> the Params field that produces them.
_PARAM_FIELDS = {
    "temperature": "temperature",
    "top_p": "top_p",
    "max_tokens": "max_tokens",
    "max_completion_tokens": "max_tokens",
    "max_output_tokens": "max_tokens",
    "presence_penalty": "presence_penalty",
    "frequency_penalty": "frequency_penalty",
    "seed": "seed",
    "reasoning_effort": "reasoning_effort",
    "reasoning": "reasoning_effort",
}


def without_param(params: Params, name: str) -> Params:
    """The same parameters without the one a server rejected (by its request field name)."""
    if name == "stop":
        return replace(params, stop=())
    field = _PARAM_FIELDS.get(name.split(".")[0])
    if field is not None:
        return replace(params, **{field: None})
    extra = {k: v for k, v in params.extra.items() if k != name}
    return replace(params, extra=extra)
