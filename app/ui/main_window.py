"""The main window: widgets and layout only. The presenters (app.ui.presenters) give it
behaviour."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.ui.composer import Composer
from app.ui.conversation_list import ConversationSidebar
from app.ui.parameter_panel import ParameterPanel
from app.ui.shortcut_sheet import ShortcutSheet
from app.ui.transcript import TranscriptView

if TYPE_CHECKING:
    from app.ui.attachment_tray import AttachmentTray
    from app.ui.compare_view import CompareView


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle("Comet Desk")
        self.resize(1280, 800)
        self.close_handler: object = None  # set by the controller: async-aware close

        self.sidebar = ConversationSidebar(self)
        self.transcript = TranscriptView(self)
        self.composer = Composer(self)
        self.parameter_panel = ParameterPanel(self)

        self.send_button = QPushButton(self.tr("Send"), self)
        self.send_button.setObjectName("sendButton")
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setToolTip(self.tr("Send (Enter)"))
        self.send_button.setDefault(True)
        self.attach_button = QPushButton(self.tr("Attach…"), self)
        self.attach_button.setObjectName("attachButton")
        self.attach_button.setAccessibleName(self.tr("Attach images"))
        self.attach_button.setToolTip(
            self.tr("Attach images (or paste a screenshot, or drop files on the message box)")
        )
        self._attachment_tray: AttachmentTray | None = None
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setAccessibleName(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the reply (Esc)"))
        self.stop_button.setEnabled(False)
        self.settings_button = QPushButton(self.tr("Settings…"), self)
        self.settings_button.setObjectName("settingsButton")
        self.settings_button.setAccessibleName(self.tr("Settings"))
        self.settings_button.setToolTip(self.tr("Endpoint and API key (Ctrl+,)"))

        self._compare_view: CompareView | None = None
        self._compare_profiles: list[tuple[str, str]] = []
        self.centre_stack = QStackedWidget(self)
        self.centre_stack.setObjectName("centreStack")
        self.centre_stack.addWidget(self.transcript)
        self.compare_button = QPushButton(self.tr("Compare"), self)
        self.compare_button.setObjectName("compareButton")
        self.compare_button.setAccessibleName(self.tr("Compare models side by side"))
        self.compare_button.setToolTip(self.tr("Send one prompt to several models (Ctrl+Shift+M)"))
        self.compare_button.setCheckable(True)

        self.conversation_title = QLabel(self.tr("New chat"), self)
        self.conversation_title.setObjectName("conversationTitle")
        self.conversation_title.setAccessibleName(self.tr("Conversation title"))
        self.conversation_title.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
        )
        font = self.conversation_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.conversation_title.setFont(font)

        # Running totals of the branch on screen: tokens, and cost when prices are known.
        self.conversation_totals = QLabel("", self)
        self.conversation_totals.setObjectName("conversationTotals")
        self.conversation_totals.setAccessibleName(self.tr("Conversation totals"))
        self.conversation_totals.setProperty("tone", "muted")
        # Shown while the composer holds an edited copy of an earlier message.
        self.edit_banner = QLabel(
            self.tr("Editing a message — Enter sends it as a new version, Esc cancels."), self
        )
        self.edit_banner.setObjectName("editBanner")
        self.edit_banner.setAccessibleName(self.tr("Editing a message"))
        self.edit_banner.hide()

        self.composer.setMaximumHeight(140)
        self.composer.setMinimumHeight(56)
        self.composer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.composer.setFixedHeight(84)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.attach_button)
        buttons.addStretch(1)
        composer_row = QHBoxLayout()
        composer_row.addWidget(self.composer, 1)
        composer_row.addLayout(buttons)

        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(4, 8, 4, 8)
        title_row = QHBoxLayout()
        title_row.addWidget(self.conversation_title, 1)
        title_row.addWidget(self.conversation_totals)
        title_row.addWidget(self.compare_button)
        centre_layout.addLayout(title_row)
        centre_layout.addWidget(self.centre_stack, 1)
        centre_layout.addWidget(self.edit_banner)
        centre_layout.addLayout(composer_row)
        self._centre_layout = centre_layout

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.parameter_panel, 1)
        right_layout.addWidget(self.settings_button)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("mainSplitter")
        splitter.addWidget(self.sidebar)
        splitter.addWidget(centre)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 0)
        splitter.setSizes([260, 760, 260])
        self.setCentralWidget(splitter)
        self.statusBar().setObjectName("statusBar")

        # Tab order follows reading order: sidebar → transcript → composer and its buttons →
        # the parameter panel → back to the sidebar.
        panel = self.parameter_panel
        chain: list[QWidget] = [
            self.sidebar.new_chat_button,
            self.sidebar.search_field,
            self.sidebar.list,
            self.transcript,
            self.composer,
            self.send_button,
            self.stop_button,
            self.attach_button,
            self.compare_button,
            panel.profile_picker,
            panel.model_picker,
            panel.favourite_button,
            panel.preset_button,
            panel.temperature_input,
            panel.max_tokens_input,
            panel.endpoint_picker,
            panel.stream_check,
            panel.system_prompt_edit,
            self.settings_button,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

        self._build_menus()
        self.new_chat_shortcut = QShortcut(QKeySequence.StandardKey.New, self)
        self.search_shortcut = QShortcut(QKeySequence("Ctrl+K"), self)
        self.search_shortcut.activated.connect(self.sidebar.search_field.setFocus)
        self.settings_shortcut = QShortcut(QKeySequence("Ctrl+,"), self)
        self.stop_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.next_conversation_shortcut = QShortcut(QKeySequence("Ctrl+Tab"), self)
        self.previous_conversation_shortcut = QShortcut(QKeySequence("Ctrl+Shift+Tab"), self)
        self.copy_reply_shortcut = QShortcut(QKeySequence("Ctrl+Shift+C"), self)
        self.shortcuts_shortcut = QShortcut(QKeySequence("Ctrl+/"), self)
        self.shortcuts_shortcut.activated.connect(lambda: ShortcutSheet(self).open())
        self.compare_shortcut = QShortcut(QKeySequence("Ctrl+Shift+M"), self)
        self.compare_shortcut.activated.connect(self.compare_button.click)
        self.composer.setFocus()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.import_action = QAction(self.tr("&Import…"), self)
        self.import_action.setObjectName("importAction")
        self.import_action.setStatusTip(
            self.tr("Import a Comet Desk export or a ChatGPT conversations.json")
        )
        self.export_json_action = QAction(self.tr("Export all as &JSON…"), self)
        self.export_json_action.setObjectName("exportJsonAction")
        self.export_markdown_action = QAction(self.tr("Export all as &Markdown…"), self)
        self.export_markdown_action.setObjectName("exportMarkdownAction")
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.import_action, self.export_json_action, self.export_markdown_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

    def bring_to_front(self) -> None:
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    # The compare view and the attachment tray are built on first use (after the first paint):
    # they cost start-up time and many sessions never need them.

    @property
    def compare_view(self) -> CompareView:
        if self._compare_view is None:
            from app.ui.compare_view import CompareView

            self._compare_view = CompareView(self)
            self._compare_view.set_profiles(self._compare_profiles)
            self.centre_stack.addWidget(self._compare_view)
        return self._compare_view

    def compare_view_profiles(self, profiles: list[tuple[str, str]]) -> None:
        """The endpoint profiles a compare column may use (kept until compare is built)."""
        self._compare_profiles = list(profiles)
        if self._compare_view is not None:
            self._compare_view.set_profiles(self._compare_profiles)

    def show_compare(self, on: bool) -> None:
        self.centre_stack.setCurrentWidget(self.compare_view if on else self.transcript)

    @property
    def attachment_tray(self) -> AttachmentTray:
        if self._attachment_tray is None:
            from app.ui.attachment_tray import AttachmentTray

            self._attachment_tray = AttachmentTray(self)
            # Just above the composer row.
            self._centre_layout.insertWidget(self._centre_layout.count() - 1, self._attachment_tray)
        return self._attachment_tray

    @property
    def comparing(self) -> bool:
        return (
            self._compare_view is not None
            and self.centre_stack.currentWidget() is self._compare_view
        )

    def set_text_size(self, points: int) -> None:
        """The size of the conversation's and the composer's text (0: the platform's)."""
        from PySide6.QtWidgets import QApplication

        for widget in (self.transcript, self.composer):
            font = QFont(widget.font())
            font.setPointSize(points if points > 0 else QApplication.font().pointSize())
            widget.setFont(font)
            if widget is self.transcript:
                self.transcript.document().setDefaultFont(font)

    def set_title(self, title: str) -> None:
        self.conversation_title.setText(title)

    def set_totals(self, text: str, tooltip: str = "") -> None:
        self.conversation_totals.setText(text)
        self.conversation_totals.setToolTip(tooltip)

    def show_edit_banner(self, on: bool) -> None:
        self.edit_banner.setVisible(on)

    def set_busy(self, busy: bool) -> None:
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)

    def closeEvent(self, event: QCloseEvent) -> None:
        handler = self.close_handler
        if callable(handler) and not handler():
            event.ignore()  # the controller finishes saving first, then closes again
            return
        super().closeEvent(event)
