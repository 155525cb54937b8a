"""The application controller: builds the presenters, wires them to each other and to the
window, runs the start-up steps in order and shuts everything down. It holds no behaviour
of its own beyond that wiring."""

from __future__ import annotations

import asyncio
import enum
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.config import Settings
from app.domain import Conversation, Params
from app.services.app_services import AppServices
from app.services.compare_session import CompareSession
from app.services.image_turn import ImageMaker, ImageOptions
from app.services.knowledge_chat import Retriever, embeddings_for, endpoint_spec
from app.services.remote_mcp import RemoteMcp
from app.services.titler import Titler
from app.services.tool_loop import ToolLoop
from app.ui.capture.presenter import CapturePresenter
from app.ui.chat.presenter import ChatPresenter
from app.ui.common.status_bus import StatusArea, StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.compare.presenter import ComparePresenter
from app.ui.composer.attachments import AttachmentsPresenter
from app.ui.composer.documents import DocumentsPresenter
from app.ui.composer.presenter import ComposerPresenter
from app.ui.inspector.models import ModelsPresenter
from app.ui.settings.presenter import SettingsPresenter
from app.ui.shell.history_watch import HistoryWatch
from app.ui.shell.lifecycle import save_layout, shut_down, start_up
from app.ui.shell.main_window import MainWindow
from app.ui.shell.resume_offers import offer_resume
from app.ui.sidebar.presenter import SidebarPresenter
from app.ui.sidebar.transfer import TransferPresenter
from app.ui.sync.presenter import SyncPresenter
from app.ui.tools.presenter import ToolsPresenter
from app.ui.transcript.container_files import container_files
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.thread_state import ThreadDeps
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.assistants.presenter import AssistantsPresenter
    from app.ui.describe.presenter import DescribePresenter
    from app.ui.imagegen.presenter import ImageModePresenter
    from app.ui.knowledge.presenter import KnowledgePresenter
    from app.ui.prompts.presenter import PromptsPresenter
    from app.ui.promptsets.presenter import PromptSetsPresenter
    from app.ui.quick.presenter import QuickPresenter
    from app.ui.voice.presenter import VoicePresenter

log = logging.getLogger(__name__)

OPENING = "open-conversation"  # opening a conversation: only the last one asked for counts
DESCRIBE_RESUME = "describe-resume"  # the status bar's offer to go on with a describe job
PROMPT_SETS_RESUME = "prompt-sets-resume"  # and with a prompt set the app was closed on
HIDE_BEFORE_GRAB_MS = 250  # a window takes a few frames to leave the screen (compositors)


class CaptureFor(enum.Enum):
    """Where the next captured region goes."""

    COMPOSER = "composer"
    QUICK = "quick window"
    OUTSIDE = "composer, the window brought forward"  # ``cometdesk capture``


class AppController(QObject):
    """Signals:
    ready(): start-up finished (conversations listed, keys looked up).
    conversationsLoaded(): the sidebar was refilled.
    titleGenerated(int, str): a conversation got its title from the auto-title model.
    conversationOpened(int): a conversation's messages are on screen.
    replyFinished(object): a reply of the main chat reached its final state (the Message).
    modelsLoaded(list): the model picker was filled (model ids).
    settingsOpened(object): the settings dialog was shown.
    themeChanged(str): "system", "light" or "dark", chosen in the settings.
    databaseFailed(str): the history could not be opened (too new, failed migration).
    """

    ready = Signal()
    conversationsLoaded = Signal()
    titleGenerated = Signal(int, str)
    conversationOpened = Signal(int)
    replyFinished = Signal(object)
    modelsLoaded = Signal(list)
    settingsOpened = Signal(object)
    themeChanged = Signal(str)
    databaseFailed = Signal(str)

    def __init__(self, window: MainWindow, services: AppServices) -> None:
        super().__init__(window)
        self.window = window
        self.services = services
        self.tasks = TaskRunner(self)
        self.status = StatusBus(self)
        self.status_area = StatusArea(self.status, window.statusBar())
        s, tasks, status, frame = services, self.tasks, self.status, window.composer_frame
        self.attachments = AttachmentsPresenter(
            frame,
            blobs=s.blobs,
            drafts=s.drafts,
            settings=s.settings,
            models=s.models,
            conversation_id=lambda: self.chat.conversation_id,
            tasks=tasks,
            status=status,
        )
        self.capture = CapturePresenter(window, tasks=tasks, status=status)
        self.documents = DocumentsPresenter(
            frame, blobs=s.blobs, texts=s.documents, models=s.models, tasks=tasks, status=status
        )
        self.composer = ComposerPresenter(
            frame,
            attachments=self.attachments,
            documents=self.documents,
            params=window.parameter_panel,
            drafts=s.drafts,
            draft_key=lambda: self.chat.conversation_id,
            tasks=tasks,
            status=status,
        )
        self.tools = ToolsPresenter(
            window, tools=s.tools, keystore=s.endpoints.keystore, tasks=tasks, status=status
        )
        self.tool_loop = ToolLoop(
            s.tools.registry,
            approve=self.tools.approve,
            settings=s.tools.settings,
            store_image=lambda data, mime: asyncio.to_thread(s.blobs.put, data, mime),
        )
        # Remote MCP servers: the API calls them; their approvals use the same prompt.
        self.tool_loop.remote = RemoteMcp(
            s.tools.settings, s.endpoints.keystore, self.tools.approve
        )
        self._image_mode: ImageModePresenter | None = None  # built when an image model is chosen
        self.image_maker = ImageMaker(
            store_image=lambda data, mime: asyncio.to_thread(s.blobs.put, data, mime),
            load_image=lambda blob: asyncio.to_thread(s.blobs.get, blob),
            options=lambda: self._image_mode.options() if self._image_mode else ImageOptions(),
            info=s.models.info,
        )
        self.chat = ChatPresenter(
            self.make_thread(
                window.transcript, lambda: window.parameter_panel.params(strict=False)
            ),
            header=window.header,
            panel=window.parameter_panel,
            drafts=self.composer,
            parent=window,
            repo=s.repo,
            settings=s.settings,
            endpoints=s.endpoints,
            titler=Titler(s.repo, s.endpoints, s.models, s.settings),
            planner=s.context,
            tasks=tasks,
            status=status,
            models=s.models,
        )
        self.sidebar = SidebarPresenter(
            window.sidebar, history=s.history, tasks=tasks, status=status
        )
        self.pickers = ModelsPresenter(
            window.parameter_panel,
            models=s.models,
            endpoints=s.endpoints,
            data_dir=s.data_dir,
            tasks=tasks,
            status=status,
        )
        self.settings_ui = SettingsPresenter(
            window, settings=s.settings, endpoints=s.endpoints, tasks=tasks, status=status
        )
        self.transfer = TransferPresenter(
            window, repo=s.repo, blobs=s.blobs, tasks=tasks, status=status
        )
        self.compare = ComparePresenter(
            window,
            panel=window.parameter_panel,
            parent=window,
            session=CompareSession(s.repo),
            history=s.history,
            make_thread=self.make_thread,
            list_votes=s.repo.list_votes,
            tasks=tasks,
            status=status,
        )
        self.composer.set_target(self.chat)
        self.sync = SyncPresenter(
            lambda: window.sync_status,
            window=window,
            data_dir=s.data_dir,
            # The round, backups and merges reach the history through its one owner here.
            history=s.repo.blocking(),
            keys=s.endpoints.keystore,
            tasks=tasks,
            status=status,
            preferences=self._sync_preferences,
        )
        # Another process's changes to the history (a command, cron) show up here too.
        self.history_watch = HistoryWatch(s.repo, tasks, lambda: self.chat.conversation_id, self)
        self._wire()

    def make_thread(self, view: TranscriptView, params: Callable[[], Params]) -> ThreadPresenter:
        """A presenter for a transcript: the main chat's, or a compare column's."""
        s = self.services
        view.show_usage = s.settings.value.show_token_counts
        deps = ThreadDeps(
            repo=s.repo,
            models=s.models,
            client_for=s.endpoints.client,
            image_url=self.attachments.image_url,
            open_image=self.attachments.view_image,
            open_document=lambda part: self.tasks.spawn(self.documents.open_sent(part)),
            thumbnail=self.attachments.thumbnail,
            fork=s.history.fork,
            meter=s.context,
            documents=s.documents,
            tool_loop=self.tool_loop,
            tasks=self.tasks,
            status=self.status,
            images=self.image_maker,
            retriever=Retriever(
                s.repo,
                s.data_dir,
                embeddings_for(s.endpoints, s.settings),
                for_new=self.window.parameter_panel.knowledge.chosen,
            ),
        )
        thread = ThreadPresenter(view, deps, params)
        thread.toolLoopStopped.connect(lambda reason: self.status.show(reason, 15_000))
        thread.runningChanged.connect(lambda _on: self.composer.refresh_busy())
        thread.settingsRequested.connect(lambda profile: self.open_settings(profile=profile))
        thread.actions.savePromptRequested.connect(lambda m: self.prompts.save_message(m))
        thread.actions.readAloudRequested.connect(
            lambda message_id, on, where=view: self.voice.read(message_id, on, where)
        )
        return thread

    # ---- wiring -------------------------------------------------------------------------

    def _wire(self) -> None:
        w, chat, bar, compare = self.window, self.chat, self.sidebar, self.compare
        frame, composer = w.composer_frame, self.composer
        spawn = self.tasks.spawn
        self.tasks.failed.connect(lambda text: self.status.show(text))
        # Told on the database thread (the history's journal removed and rescued): shown here.
        loop = asyncio.get_event_loop()

        def tell(text: str) -> None:
            loop.call_soon_threadsafe(self.status.show, text, 30_000)

        self.services.repo.set_notice_listener(tell)
        frame.stopRequested.connect(self.stop)
        frame.editLastRequested.connect(self._edit_last)
        frame.modelRequested.connect(lambda: self.pickers.open_popup(frame.model_chip))
        keys = w.shortcuts
        keys.stop.activated.connect(self.stop)
        w.sidebar.newChatRequested.connect(self.new_chat)
        keys.new_chat.activated.connect(self.new_chat)
        w.settings_button.clicked.connect(lambda: self.open_settings())
        keys.settings.activated.connect(lambda: self.open_settings())
        keys.copy_reply.activated.connect(lambda: spawn(chat.copy_last_reply()))
        keys.next_conversation.activated.connect(lambda: w.sidebar.step(1))
        keys.previous_conversation.activated.connect(lambda: w.sidebar.step(-1))
        # A region of the screen arrives as a pasted screenshot would.
        frame.captureRequested.connect(lambda: self.start_capture())
        w.capture_action.triggered.connect(lambda: self.start_capture())
        self.capture.imageCaptured.connect(self._captured)
        self.capture.closed.connect(self._capture_closed)
        self._wire_quick()
        self._wire_voice()
        self._wire_shortcuts()
        w.import_action.triggered.connect(self.transfer.choose_import)
        w.export_json_action.triggered.connect(lambda: self.transfer.choose_export("json"))
        w.export_markdown_action.triggered.connect(lambda: self.transfer.choose_export("markdown"))
        w.close_handler = self._on_close_requested
        # Images dropped on the conversation go into the composer.
        w.transcript.setAcceptDrops(True)
        w.transcript.mediaDropped.connect(self.attachments.add)
        w.transcript.examplePicked.connect(self._example_prompt)
        bar.openRequested.connect(lambda cid, mid, query: self.open_conversation(cid, mid, query))
        bar.trashed.connect(self._on_trashed)
        bar.renamed.connect(
            lambda cid, title: w.set_title(title) if cid == chat.conversation_id else None
        )
        bar.listed.connect(self.conversationsLoaded)
        chat.conversationChanged.connect(bar.show)
        chat.compareOpened.connect(
            lambda conv: self.tasks.spawn(self._open_compare(conv), latest=OPENING)
        )
        chat.conversationOpened.connect(self.conversationOpened)
        chat.replyFinished.connect(self.replyFinished)
        chat.titleGenerated.connect(self.titleGenerated)
        chat.settingsNeeded.connect(lambda profile: self.open_settings(profile=profile))
        chat.focusComposer.connect(frame.focus_text)
        chat.chat_thread.forked.connect(self._open_fork)
        chat.chat_thread.contextChanged.connect(w.header.set_context)
        chat.chat_thread.editRequested.connect(lambda m: composer.begin_edit(m))
        w.header.compare_button.toggled.connect(self.set_compare)
        compare.entered.connect(lambda: bar.select(None))
        compare.entered.connect(frame.focus_text)
        compare.editRequested.connect(composer.begin_edit)
        # The question being edited is marked in the transcript it came from.
        composer.editStarted.connect(
            lambda m, where: self._thread_of(where).mark_editing(m.id, True)
        )
        composer.editEnded.connect(
            lambda m, where: self._thread_of(where).mark_editing(m.id, False)
        )
        compare.allFinished.connect(composer.refresh_busy)
        compare.forked.connect(self._open_fork)
        compare.synthesizeRequested.connect(self._synthesize)
        compare.totalsChanged.connect(
            lambda text, tip: w.set_totals(text, tip) if w.comparing else None
        )
        self.pickers.modelChanged.connect(lambda _m: spawn(chat.chat_thread.update_context()))
        compare.conversationChanged.connect(bar.show)
        compare.continueRequested.connect(lambda cid: spawn(self._continue_alone(cid)))
        compare.voteRecorded.connect(lambda _v: spawn(bar.refresh()))
        self.transfer.imported.connect(lambda _s: spawn(bar.refresh()))
        self._wire_sync()
        self._wire_describe()
        self._wire_prompts()
        self._wire_prompt_sets()
        self._wire_assistants()
        self._wire_knowledge()
        self.ready.connect(lambda: self.tasks.spawn(self._resume_background()))
        self.pickers.modelsLoaded.connect(self.modelsLoaded)
        self.pickers.modelChanged.connect(self.attachments.set_model)
        self.pickers.modelChanged.connect(self.documents.set_model)
        self.attachments.documentsChosen.connect(self.documents.add_files)
        self.pickers.modelChanged.connect(w.header.set_model)
        self.pickers.modelChanged.connect(frame.set_model)
        self.pickers.modelChanged.connect(self._set_image_mode)
        self.compare.modelsChanged.connect(
            lambda: self._set_image_mode(self.window.parameter_panel.model())
        )
        container_files.saveRequested.connect(self._save_container_file)
        self.attachments.quickPrompt.connect(self._quick_prompt)
        self.pickers.profilesChanged.connect(lambda pairs: w.compare_view_profiles(pairs))
        self.settings_ui.settingsOpened.connect(self.settingsOpened)
        panel = w.parameter_panel
        panel.tools.set_servers(self.tools.servers())
        self.tools.serversChanged.connect(panel.tools.set_servers)
        panel.tools.manage_button.clicked.connect(self.tools.open_dialog)
        w.tools_action.triggered.connect(self.tools.open_dialog)
        self.tools.approvalClosed.connect(self._back_to_composer)
        self.settings_ui.applied.connect(self._after_settings)
        settings = self.services.settings
        settings.subscribe(
            lambda _o, new: w.composer.set_send_shortcut(new.send_shortcut),
            fields=("send_shortcut",),
            now=True,
        )
        settings.subscribe(self._apply_text_size, fields=("font_size",), now=True)
        settings.subscribe(
            lambda _o, new: self._each_transcript(
                lambda t: t.set_show_usage(new.show_token_counts)
            ),
            fields=("show_token_counts",),
            now=True,
        )
        settings.subscribe(lambda _o, new: self.themeChanged.emit(new.theme), fields=("theme",))

    # ---- voice: dictation, audio clips, read aloud (built on first use) ------------------

    def _wire_voice(self) -> None:
        self._voice: VoicePresenter | None = None
        frame = self.window.composer_frame
        frame.dictateRequested.connect(lambda: self.voice.toggle_dictation())
        self.window.shortcuts.dictate.activated.connect(lambda: self.voice.toggle_dictation())
        self.attachments.audioChosen.connect(lambda paths: self.voice.add_clips(paths))
        # A draft holding clips builds the voice room when its conversation comes back.
        self.composer.make_audio = lambda: self.voice.clips

    @property
    def voice(self) -> VoicePresenter:
        if self._voice is None:
            from app.ui.voice.presenter import VoicePresenter

            s = self.services
            self._voice = VoicePresenter(
                self.window.composer_frame,
                endpoints=s.endpoints,
                settings=s.settings,
                repo=s.repo,
                blobs=s.blobs,
                drafts=s.drafts,
                draft_key=lambda: self.chat.conversation_id,
                profile=lambda: self.window.parameter_panel.params(strict=False).profile,
                tasks=self.tasks,
                status=self.status,
            )
            self.composer.audio = self._voice.clips
        return self._voice

    # ---- capture and the quick window ---------------------------------------------------

    def _wire_quick(self) -> None:
        self._quick: QuickPresenter | None = None
        self._capture_for = CaptureFor.COMPOSER
        self.window.quick_action.triggered.connect(self.open_quick)

    @property
    def quick(self) -> QuickPresenter:
        """The quick window's presenter, made when first asked for (its window too)."""
        if self._quick is None:
            from app.ui.quick.presenter import QuickPresenter

            s = self.services
            quick = QuickPresenter(
                make_thread=self.make_thread,
                params=lambda: self.window.parameter_panel.params(strict=False),
                store_images=self.attachments.store,
                endpoints=s.endpoints,
                models=s.models,
                titler=Titler(s.repo, s.endpoints, s.models, s.settings),
                tasks=self.tasks,
                make_dictation=lambda w, say: self.voice.line_dictation(
                    w.dictate_button, w.field, w.strips, parent=w, say=say
                ),
                parent=self,
            )
            quick.conversationChanged.connect(self.sidebar.show)
            quick.replyFinished.connect(lambda _m: self.sync.poke())
            quick.openRequested.connect(self._open_from_quick)
            quick.captureRequested.connect(lambda: self.start_capture(CaptureFor.QUICK))
            quick.settingsNeeded.connect(lambda profile: self.open_settings(profile=profile))
            self._quick = quick
        return self._quick

    def open_quick(self) -> None:
        """The quick window, near the pointer (File ▸ Quick ask, ``cometdesk quick``)."""
        self.quick.open()

    def _open_from_quick(self, conversation_id: int) -> None:
        self.window.bring_to_front()
        self.open_conversation(conversation_id)
        self.sidebar.select(conversation_id)

    def start_capture(self, target: CaptureFor = CaptureFor.COMPOSER) -> None:
        """Capture a region for the composer, the quick window, or a start from outside
        (the main window comes forward with it attached)."""
        self._capture_for = target
        if target is CaptureFor.QUICK:
            # Its window must be gone from the screen before the screen is grabbed.
            QTimer.singleShot(HIDE_BEFORE_GRAB_MS, self.capture.start)
        else:
            self.capture.start()

    def _captured(self, found: Any) -> None:
        if self._capture_for is CaptureFor.QUICK:
            self.quick.add_capture(found)
        else:
            self.attachments.add(found)

    def _capture_closed(self) -> None:
        if self._capture_for is CaptureFor.QUICK:
            self.quick.come_back()
            return
        if self._capture_for is CaptureFor.OUTSIDE:
            self.window.bring_to_front()
        self.window.composer_frame.focus_text()

    def perform(self, action: str) -> None:
        """What another start asked for (``cometdesk new|quick|capture``, a desktop action,
        a second start): see app.ui.shell.single_instance.COMMANDS."""
        log.info("asked for: %s", action)
        if action == "quick":
            self.open_quick()
        elif action == "capture":
            self.start_capture(CaptureFor.OUTSIDE)
        elif action == "new":
            self.window.bring_to_front()
            self.new_chat()
        else:
            self.window.bring_to_front()

    def _wire_shortcuts(self) -> None:
        """Desktop-wide shortcuts (turned on in the settings) do what their commands do,
        ``cometdesk quick`` and ``cometdesk capture``. They are bound once start-up is done:
        talking to the desktop stays out of the first paint's way."""
        actions = {"quick-ask": "quick", "capture-region": "capture"}
        self.settings_ui.shortcutActivated.connect(
            lambda shortcut: self.perform(actions[shortcut]) if shortcut in actions else None
        )
        self.ready.connect(self.settings_ui.apply_global_shortcuts)

    def _sync_preferences(self) -> Any:
        """The window's preferences as a sync round reads and changes them (made for the
        first round: a window that never syncs does not load sync's modules)."""
        from app.ui.shell.sync_preferences import WindowPreferences

        s = self.services
        return WindowPreferences(
            asyncio.get_event_loop(),
            s.settings,
            presets=lambda: self.pickers.presets,
            set_presets=self.pickers.change_presets,
            tools=lambda: s.tools.settings.settings,
            set_tools=self.tools.change_settings,
            prompts=self.prompts.current,
            set_prompts=self.prompts.change,
            assistants=self.assistants.current,
            set_assistants=self.assistants.change,
        )

    def _wire_sync(self) -> None:
        """Changes made here go out once things are quiet; changes from other machines
        refresh the list and the conversation on screen."""
        sync, bar = self.sync, self.sidebar
        self.window.sync_action.triggered.connect(sync.open_setup)
        for changed in (
            self.chat.replyFinished,
            self.compare.allFinished,
            bar.changed,
            self.transfer.imported,
        ):
            changed.connect(sync.poke)
        sync.merged.connect(lambda summary: self.tasks.spawn(self._after_sync(summary)))
        self.history_watch.changedElsewhere.connect(
            lambda shown_changed: self.tasks.spawn(self._after_outside_change(shown_changed))
        )
        sync.backupsMerged.connect(lambda: self.tasks.spawn(bar.refresh()))

    def _wire_describe(self) -> None:
        """File ▸ Describe images… opens its window, loaded then (not at start-up); a job
        the app was closed on is offered in the status bar once the window is ready."""
        self._describe: DescribePresenter | None = None
        self.window.describe_action.triggered.connect(lambda: self.open_describe())
        self.ready.connect(self._offer_describe_resume)

    def _wire_prompt_sets(self) -> None:
        """Tools ▸ Prompt sets… opens its window, loaded then (not at start-up)."""
        self._prompt_sets: PromptSetsPresenter | None = None
        self.window.menu.prompt_sets_action.triggered.connect(lambda: self.open_prompt_sets())
        self.ready.connect(self._offer_prompt_sets_resume)

    def open_prompt_sets(self, *, resume: bool = False) -> PromptSetsPresenter:
        """The Prompt sets window (its presenter), with the last set in it; ``resume``: and
        go on with it if the app was closed while it ran."""
        if self._prompt_sets is None:
            from app.ui.promptsets.presenter import build_prompt_sets

            panel = self.window.parameter_panel
            self._prompt_sets = build_prompt_sets(
                self.window,
                self.services,
                current_model=panel.model,
                profile=lambda: panel.params(strict=False).profile,
                tasks=self.tasks,
                status=self.status,
            )
        self.status.withdraw(PROMPT_SETS_RESUME)
        self._prompt_sets.open(resume=resume)
        return self._prompt_sets

    def _offer_prompt_sets_resume(self) -> None:
        offer_resume(
            self.tasks,
            self.status,
            PROMPT_SETS_RESUME,
            data_dir=self.services.data_dir,
            dirname="prompt-sets",  # prompt_sets_store.SETS_DIRNAME: start-up imports nothing
            store="app.services.prompt_sets_store",
            label=self.tr("Resume the prompt set ({0} of {1} answered)"),
            still_wanted=lambda: self._prompt_sets is None,
            resume=self._resume_prompt_sets,
        )

    def _resume_prompt_sets(self) -> None:
        self.open_prompt_sets(resume=True)

    def _wire_prompts(self) -> None:
        """A / at the start of the message box and Tools ▸ Prompts… open the prompt
        library, loaded then (not at start-up)."""
        self._prompts: PromptsPresenter | None = None
        self.window.composer.slashTyped.connect(lambda: self.prompts.slash_typed())
        self.window.menu.prompts_action.triggered.connect(lambda: self.prompts.open_manager())

    def _wire_assistants(self) -> None:
        """The sidebar's assistant button, File ▸ New chat with an assistant… and Tools ▸
        Assistants… open the assistants, loaded then (not at start-up); the header shows the
        assistant of the chat on screen, looked up only for a chat that has one."""
        self._assistants: AssistantsPresenter | None = None
        w = self.window
        w.sidebar.assistant_chat_button.clicked.connect(
            lambda: self.assistants.open_picker(w.sidebar.assistant_chat_button)
        )
        w.menu.assistant_chat_action.triggered.connect(lambda: self.assistants.open_picker(w))
        w.menu.assistants_action.triggered.connect(lambda: self.assistants.open_manager())
        w.header.assistant_chip.clicked.connect(lambda: self.assistants.edit_shown())
        self.chat.assistantShown.connect(self._show_assistant)
        self.compare.entered.connect(lambda: self._show_assistant(""))  # its own header

    def _show_assistant(self, assistant_id: str) -> None:
        if assistant_id or self._assistants is not None:
            self.assistants.show(assistant_id)
        else:
            self.window.header.set_assistant("")

    @property
    def assistants(self) -> AssistantsPresenter:
        """The assistants' presenter, made when first asked for."""
        if self._assistants is None:
            from app.ui.assistants.presenter import AssistantsPresenter

            w = self.window
            self._assistants = AssistantsPresenter(
                data_dir=self.services.data_dir,
                header=w.header,
                panel=w.parameter_panel,
                conversation_created=self.chat.chat_thread.conversationCreated,
                repo=self.services.repo,
                new_chat=self.new_chat,
                focus_composer=w.composer_frame.focus_text,
                tool_servers=self.tools.servers,
                choose_bases=w.parameter_panel.knowledge.set_chosen,
                tasks=self.tasks,
                status=self.status,
                parent=w,
            )
            self._assistants.chatStarted.connect(lambda _id: self.sidebar.select(None))
        return self._assistants

    @property
    def prompts(self) -> PromptsPresenter:
        """The prompt library's presenter, made when first asked for."""
        if self._prompts is None:
            from app.ui.prompts.presenter import PromptsPresenter

            w = self.window
            self._prompts = PromptsPresenter(
                editor=w.composer,
                anchor=w.composer_frame,
                data_dir=self.services.data_dir,
                tasks=self.tasks,
                status=self.status,
                parent=w,
            )
        return self._prompts

    def _wire_knowledge(self) -> None:
        """Tools ▸ Knowledge bases… and the inspector's Manage… open the window (loaded
        then); the inspector's check boxes are the open conversation's bases; a reply's
        [n] citation opens its passage. Once the app is ready, bases there are get their
        folders watched (the room loads then, only if a base exists)."""
        self._knowledge: KnowledgePresenter | None = None
        w, section = self.window, self.window.parameter_panel.knowledge
        w.menu.knowledge_action.triggered.connect(lambda: self.knowledge.open_window())
        section.manage_button.clicked.connect(lambda: self.knowledge.open_window())
        section.chosenChanged.connect(lambda names: self.tasks.spawn(self._choose_bases(names)))
        self.chat.conversationOpened.connect(lambda cid: self.tasks.spawn(self._chosen_bases(cid)))
        w.transcript.passageRequested.connect(lambda source: self.knowledge.open_passage(source))
        self.ready.connect(self._watch_bases)

    @property
    def knowledge(self) -> KnowledgePresenter:
        """The knowledge bases' presenter, made when first asked for."""
        if self._knowledge is None:
            from app.ui.knowledge.presenter import KnowledgePresenter

            s, panel = self.services, self.window.parameter_panel
            self._knowledge = KnowledgePresenter(
                data_dir=s.data_dir,
                endpoint=endpoint_spec(s.endpoints, s.settings),
                profile=lambda: panel.params(strict=False).profile,
                tasks=self.tasks,
                status=self.status,
                parent=self.window,
            )
            self._knowledge.basesChanged.connect(panel.knowledge.set_bases)
        return self._knowledge

    async def _resume_background(self) -> None:
        """Replies still running on the server when the app last closed are polled again
        (app.ui.chat.background_resume, loaded only when there is one)."""
        s = self.services
        if await s.repo.background_replies():
            from app.ui.chat.background_resume import ResumedReplies, resume_background_replies

            events = ResumedReplies(self.chat.chat_thread, self.tasks, self.status, self.sync.poke)
            await resume_background_replies(s.repo, s.endpoints.client, events)

    def _save_container_file(self, profile: str, container: str, file_id: str, name: str) -> None:
        """A file the code interpreter made, saved (its module loads with the first one)."""
        from app.ui.transcript.file_saver import save_container_file

        s = self.services
        self.tasks.spawn(
            save_container_file(
                self.window, s.endpoints.client, self.status, profile, container, file_id, name
            )
        )

    def _watch_bases(self) -> None:
        # app.kb.store.KNOWLEDGE_DIRNAME, spelled here so that start-up imports nothing
        if os.path.isdir(self.services.data_dir / "knowledge"):
            self.tasks.spawn(self.knowledge.refresh())

    async def _choose_bases(self, names: list[str]) -> None:
        cid = self.chat.conversation_id
        if cid is not None:  # a new chat keeps the choice until its first question
            await self.services.repo.set_knowledge_bases(cid, names)

    async def _chosen_bases(self, conversation_id: int) -> None:
        names = await self.services.repo.knowledge_bases(conversation_id)
        if self.chat.conversation_id == conversation_id:
            self.window.parameter_panel.knowledge.set_chosen(names)

    def open_describe(self, *, resume: bool = False) -> DescribePresenter:
        """The Describe images window (its DescribePresenter); ``resume``: go on with the
        job that did not finish."""
        if self._describe is None:
            from app.ui.describe.presenter import build_describe

            panel = self.window.parameter_panel
            self._describe = build_describe(
                self.window,
                self.services,
                current_model=panel.model,
                profile=lambda: panel.params(strict=False).profile,
                tasks=self.tasks,
                status=self.status,
            )
        self.status.withdraw(DESCRIBE_RESUME)
        self._describe.open(resume=resume)
        return self._describe

    def _offer_describe_resume(self) -> None:
        offer_resume(
            self.tasks,
            self.status,
            DESCRIBE_RESUME,
            data_dir=self.services.data_dir,
            dirname="describe-jobs",  # describe_jobs_store.JOBS_DIRNAME: start-up imports nothing
            store="app.services.describe_jobs_store",
            label=self.tr("Resume describing images ({0} of {1} done)"),
            still_wanted=lambda: self._describe is None,
            resume=self._resume_describe,
        )

    def _resume_describe(self) -> None:
        self.open_describe(resume=True)

    async def _after_sync(self, summary: Any) -> None:
        await self.sidebar.refresh()
        shown = self.chat.conversation_id
        if (
            shown is not None
            and not self.window.comparing
            and shown in summary.changed
            and not self.chat.chat_thread.running
        ):
            await self.chat.open(shown)

    async def _after_outside_change(self, shown_changed: bool) -> None:
        await self.sidebar.refresh()
        shown = self.chat.conversation_id
        if shown is None or self.window.comparing or self.chat.chat_thread.running:
            return
        if await self.services.repo.get_conversation(shown) is None:
            # Moved to the trash or purged by another process: nothing to send to any more.
            self.new_chat(keep_search=True)
            self.status.show(self.tr("The open conversation was deleted elsewhere."), 8000)
        elif shown_changed:
            await self.chat.open(shown)

    def _thread_of(self, where: object) -> ThreadPresenter:
        """The transcript an edit belongs to: a compare column's (its token), or the chat's."""
        thread = getattr(where, "thread", None)
        return thread if isinstance(thread, ThreadPresenter) else self.chat.chat_thread

    def _each_transcript(self, change: Callable[[TranscriptView], None]) -> None:
        change(self.window.transcript)
        for column in self.compare.columns:
            change(column.widget.transcript)

    def _set_image_mode(self, model: str) -> None:
        """The composer's image mode while an image model is chosen (built on first use);
        in compare mode, while any column's model makes images."""
        comparing = self.window.comparing
        models = self.compare.column_models() if comparing else [model]
        if self._image_mode is None:
            if all(self.image_maker.rules(m) is None for m in models):
                return
            from app.ui.imagegen.presenter import ImageModePresenter

            frame = self.window.composer_frame
            self._image_mode = ImageModePresenter(frame, self.image_maker.rules)
        if comparing:
            self._image_mode.set_models(models)
        else:
            self._image_mode.set_model(model)

    def _back_to_composer(self) -> None:
        self.window.activateWindow()
        self.window.composer_frame.focus_text()

    def _apply_text_size(self, old: Settings, new: Settings) -> None:
        if new.font_size or old.font_size:
            self.window.set_text_size(new.font_size)

    # ---- intents that span presenters ---------------------------------------------------

    def set_compare(self, on: bool) -> None:
        """Compare mode on or off: the compare view or the chat, and where Send goes."""
        self.compare.set_mode(on)
        self.composer.set_target(self.compare if on else self.chat)

    def send_from_composer(self) -> None:
        self.composer.send()

    def _quick_prompt(self, text: str) -> None:
        """A quick prompt next to the images is the message, unless one was typed."""
        self.composer.prefill(text)
        self.composer.send()

    def _example_prompt(self, text: str) -> None:
        """An example of the empty chat goes into the composer to be sent or changed (not
        over what was typed)."""
        self.composer.prefill(text)
        self.window.composer_frame.focus_text()

    def _edit_last(self) -> None:
        if not self.window.comparing:
            self.chat.edit_last()

    def stop(self) -> None:
        """Esc: cancel an edit, or stop the replies (a compare left streaming too)."""
        if self._voice is not None and self._voice.stop():
            return  # dictation cancelled, or reading aloud stopped: one thing per Esc
        if not self.composer.stop():
            self.compare.stop_all()

    def new_chat(self, *, keep_search: bool = False) -> None:
        """New chat (the button, Ctrl+N): the sidebar lists the whole history again, where
        the new conversation will show. ``keep_search``: the open one went to the trash, and
        the results searched for stay."""
        # A conversation still loading (a click just before Ctrl+N) does not come up after.
        self.tasks.cancel_latest(OPENING)
        if self.window.comparing:
            self.set_compare(False)
        self.chat.new_chat()
        # A new chat searches no knowledge base until the person ticks one (or an assistant
        # started with it chooses its own, after this); the last chat's ticks stay with it.
        self.window.parameter_panel.knowledge.set_chosen([])
        if not keep_search:
            self.sidebar.clear_search()
        self.sidebar.select(None)
        self.pickers.apply_default_preset()

    def open_conversation(
        self, conversation_id: int, focus: int | None = None, query: str = ""
    ) -> asyncio.Task[Any]:
        if self.window.comparing:
            self.set_compare(False)
        # The last conversation asked for is the one that opens: one still loading (a double
        # click, a quick arrow key) is cancelled so it cannot show up after it.
        return self.tasks.spawn(self.chat.open(conversation_id, focus, query), latest=OPENING)

    async def _open_compare(self, conv: Conversation) -> None:
        await self.compare.open_group(conv)
        self.composer.set_target(self.compare)
        self.conversationOpened.emit(conv.id)

    def _on_trashed(self, conversation_id: int) -> None:
        """The open conversation (or a column of the open compare) went to the trash."""
        shown = {c.thread.conversation_id for c in self.compare.columns}
        if self.window.comparing and conversation_id in shown:
            self.new_chat(keep_search=True)  # leaves compare mode
        elif not self.window.comparing and conversation_id == self.chat.conversation_id:
            self.new_chat(keep_search=True)

    def _synthesize(self, prompt: str, params: Params, title: str) -> None:
        """The compare's Synthesize: a new chat with the chosen model holds the prompt as its
        question, and the reply streams there (Esc stops it, as any reply)."""
        self.new_chat()
        self.window.parameter_panel.set_model(params.model)
        thread = self.chat.chat_thread
        thread.start(thread.send_message(prompt, params, [], title=title))

    def _open_fork(self, conv: Conversation) -> None:
        self.sidebar.show(conv)
        self.open_conversation(conv.id)

    async def _continue_alone(self, conversation_id: int) -> None:
        """'Continue with this one': the column leaves its compare and opens as a chat."""
        repo = self.services.repo
        conv = await repo.get_conversation(conversation_id)
        if conv is None:
            return
        await repo.set_compare_group(conversation_id, "")
        await repo.rename_conversation(conversation_id, conv.title.removeprefix("⚖ "))
        await self.sidebar.refresh()
        self.set_compare(False)
        await self.chat.open(conversation_id)
        self.sidebar.select(conversation_id)

    def open_settings(self, first_run: bool = False, error: str = "", profile: str = "") -> Any:
        return self.settings_ui.open(first_run, error, profile)

    def _after_settings(self) -> None:
        self.pickers.show_profiles()
        endpoints = self.services.endpoints
        if endpoints.has_key() or self.window.parameter_panel.params(strict=False).profile:
            self.tasks.spawn(self.pickers.refresh())

    # ---- start-up and shutdown (app.ui.shell.lifecycle) ---------------------------------

    def start(self) -> asyncio.Task[Any]:
        return self.tasks.spawn(start_up(self))

    def _on_close_requested(self) -> bool:
        """Let the window close only after a running reply is saved and storage is closed."""
        if self.tasks.closing:
            return True
        self.composer.flush_draft()
        save_layout(self)
        self.tasks.spawn(self._shutdown())
        self.tasks.closing = True
        return False

    async def shutdown(self) -> None:
        if self._voice is not None:
            self._voice.close()  # the microphone and the speakers close with the window
        if self._quick is not None:
            self._quick.stop()  # its reply is saved as stopped, as the main chat's
            self._quick.dispose()
        if self._describe is not None:
            self._describe.view.hide()  # its job stays in the data folder, offered next time
        if self._prompt_sets is not None:
            self._prompt_sets.view.hide()  # its set stays in the data folder, resumable
        await shut_down(self)

    async def _shutdown(self) -> None:
        try:
            await self.shutdown()
        finally:
            self.window.close()

    # ---- what tests and tools read ------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self.services.settings.value

    @property
    def repo(self) -> Any:
        return self.services.repo

    @property
    def drafts(self) -> Any:
        return self.services.drafts

    @property
    def known_secrets(self) -> list[str]:
        return self.services.endpoints.known_secrets

    @property
    def conversation_id(self) -> int | None:
        return self.chat.conversation_id

    async def export_to(self, path: Path, fmt: str, ids: list[int] | None = None) -> int:
        return await self.transfer.export_to(path, fmt, ids)

    async def import_from(self, path: Path) -> Any:
        return await self.transfer.import_from(path)
