"""The main window: widgets and layout only. The presenters (app.ui.presenters) give it
behaviour.

Sidebar | header, conversation and composer | inspector. The sidebar and the inspector can
be hidden for a focused view (Ctrl+B, Ctrl+I); the inspector gives way in compare mode,
where each column has its own knobs.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QCloseEvent, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import IconTextButton
from app.ui.composer.frame import ComposerFrame
from app.ui.inspector.panel import ParameterPanel
from app.ui.shell.header import ChatHeader
from app.ui.shell.shortcut_sheet import ShortcutSheet
from app.ui.shell.window_actions import FileMenu, Shortcuts
from app.ui.sidebar.conversation_list import ConversationSidebar
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.compare.view import CompareView
    from app.ui.composer.attachment_tray import AttachmentTray

READABLE_WIDTH = 860  # the composer lines up with the transcript's readable column


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle("Comet Desk")
        self.resize(1280, 800)
        self.close_handler: object = None  # set by the controller: async-aware close

        self.sidebar = ConversationSidebar(self)
        self.header = ChatHeader(self)
        self.transcript = TranscriptView(self)
        self.composer_frame = ComposerFrame(self)
        self.parameter_panel = ParameterPanel(self)
        self.settings_button = IconTextButton("settings", self.tr("Settings"), self)
        self.settings_button.setObjectName("settingsButton")
        self.settings_button.setAccessibleName(self.tr("Settings"))
        self.settings_button.setToolTip(self.tr("Endpoints, keys and preferences (Ctrl+,)"))

        self._compare_view: CompareView | None = None
        self._compare_profiles: list[tuple[str, str]] = []
        self.centre_stack = QStackedWidget(self)
        self.centre_stack.setObjectName("centreStack")
        self.centre_stack.addWidget(self.transcript)

        left = QWidget(self)
        left.setObjectName("sidebarPane")
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 6)
        left_layout.addWidget(self.sidebar, 1)
        left_layout.addWidget(self.settings_button)

        centre = QWidget(self)
        centre.setObjectName("centrePane")
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 10)
        centre_layout.setSpacing(6)
        centre_layout.addWidget(self.header)
        centre_layout.addWidget(self.centre_stack, 1)
        row = QHBoxLayout()
        row.setContentsMargins(12, 0, 12, 0)
        row.addStretch(1)
        row.addWidget(self.composer_frame, 100)  # up to the readable width, centred
        row.addStretch(1)
        centre_layout.addLayout(row)
        self.composer_frame.setMaximumWidth(READABLE_WIDTH)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(centre)
        self.splitter.addWidget(self.parameter_panel)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setCollapsible(1, False)
        self.splitter.setSizes([260, 760, 300])
        self.setCentralWidget(self.splitter)
        status_bar = QStatusBar(self)  # made here: wrapping Qt's own costs PySide ~5 ms
        status_bar.setObjectName("statusBar")
        self.setStatusBar(status_bar)

        self.menu = FileMenu(self)
        self.shortcuts = Shortcuts(self)
        keys = self.shortcuts
        keys.search.activated.connect(self.sidebar.search_field.setFocus)
        keys.sheet.activated.connect(lambda: ShortcutSheet(self).open())
        keys.compare.activated.connect(self.header.compare_button.click)
        keys.sidebar.activated.connect(self.header.sidebar_button.toggle)
        keys.inspector.activated.connect(self.header.inspector_button.toggle)
        self.header.sidebarToggled.connect(lambda on: left.setVisible(on))
        self.header.inspectorToggled.connect(self._show_inspector)
        self._set_tab_order()
        self.composer.setFocus()

    def _set_tab_order(self) -> None:
        """Reading order: sidebar → header → transcript → composer and its buttons →
        inspector → settings → back to the sidebar."""
        panel, frame = self.parameter_panel, self.composer_frame
        chain: list[QWidget] = [
            self.sidebar.new_chat_button,
            self.sidebar.search_field,
            self.sidebar.list,
            self.header.compare_button,
            self.transcript,
            self.composer,
            frame.send_button,
            frame.stop_button,
            frame.attach_button,
            frame.model_chip,
            *panel.focus_chain(),
            self.settings_button,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ---- what presenters and tests reach by name ----------------------------------------

    composer = property(lambda self: self.composer_frame.composer)
    send_button = property(lambda self: self.composer_frame.send_button)
    stop_button = property(lambda self: self.composer_frame.stop_button)
    attach_button = property(lambda self: self.composer_frame.attach_button)
    edit_banner = property(lambda self: self.composer_frame.edit_banner)
    compare_button = property(lambda self: self.header.compare_button)
    conversation_title = property(lambda self: self.header.title)
    conversation_totals = property(lambda self: self.header.totals)
    import_action = property(lambda self: self.menu.import_action)
    export_json_action = property(lambda self: self.menu.export_json_action)
    export_markdown_action = property(lambda self: self.menu.export_markdown_action)
    tools_action = property(lambda self: self.menu.tools_action)

    def restore_layout(
        self, geometry: str, sizes: list[int], sidebar: bool, inspector: bool
    ) -> None:
        """The window as it was left (before it is shown, so nothing jumps)."""
        if geometry:
            self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        if len(sizes) == self.splitter.count() and all(n >= 0 for n in sizes):
            self.splitter.setSizes(sizes)
        self.header.sidebar_button.setChecked(sidebar)
        self.header.inspector_button.setChecked(inspector)

    def layout_state(self) -> tuple[str, list[int], bool, bool]:
        """What restore_layout takes back: geometry, pane widths, side panes shown."""
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        return (
            geometry,
            self.splitter.sizes(),
            self.header.sidebar_button.isChecked(),
            self.header.inspector_button.isChecked(),
        )

    def bring_to_front(self) -> None:
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.composer_frame.set_max_height(self.height())

    def _show_inspector(self, on: bool) -> None:
        self.parameter_panel.setVisible(on and not self.comparing)

    # The compare view and the attachment tray are built on first use (after the first paint):
    # they cost start-up time and many sessions never need them.

    @property
    def compare_view(self) -> CompareView:
        if self._compare_view is None:
            from app.ui.compare.view import CompareView

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
        self.header.model.setVisible(not on)  # each column names its own model
        # Each compare column has its own knobs: the inspector gives way.
        self._show_inspector(self.header.inspector_button.isChecked())

    @property
    def attachment_tray(self) -> AttachmentTray:
        return self.composer_frame.tray

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

    # ---- what the compare and the chat ask of the window (their host protocols) --------

    def set_title(self, title: str) -> None:
        self.header.set_title(title)

    def set_totals(self, text: str, tooltip: str = "") -> None:
        self.header.set_totals(text, tooltip)

    def set_context(self, used: int, limit: int) -> None:
        self.header.set_context(used, limit)

    def set_compare_checked(self, on: bool) -> None:
        """The header's Compare button shows the mode, without asking for it again."""
        button = self.header.compare_button
        if button.isChecked() != on:
            button.blockSignals(True)
            button.setChecked(on)
            button.blockSignals(False)

    def closeEvent(self, event: QCloseEvent) -> None:
        handler = self.close_handler
        if callable(handler) and not handler():
            event.ignore()  # the controller finishes saving first, then closes again
            return
        super().closeEvent(event)
