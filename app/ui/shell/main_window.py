"""The main window: widgets and layout only. The rooms give it behaviour (each room's
room.py installs its presenters and its actions: app.ui.shell.controller); what they meet of
the window beyond its parts' own is declared here (its signals, and the methods under
"what the window's actions do" and "what the rooms show in the inspector's sections"). The
menu bar's titles are made here, for the first paint; the entries come from the action table.

Sidebar | header, conversation and composer | inspector. The sidebar and the inspector can
be hidden for a focused view (Ctrl+B, Ctrl+I); the inspector gives way in compare mode,
where each column has its own knobs.

Tab goes through the window in reading order, worked out at each press (``tab_chain``): the
sidebar's column, the header, the conversation message by message (each one's text, its
error card's buttons, its actions), the composer and its buttons, the inspector, the status
bar. Shift+Esc comes back to the composer from anywhere.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QByteArray, QCoreApplication, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.focus import needs_overlay, reveal, tab_stops, takes_tab
from app.ui.common.icons import IconTextButton
from app.ui.composer.frame import ComposerFrame
from app.ui.inspector.panel import ParameterPanel
from app.ui.shell.header import ChatHeader
from app.ui.sidebar.conversation_list import ConversationSidebar
from app.ui.transcript.view import READABLE_WIDTH, TranscriptView

if TYPE_CHECKING:
    from app.ui.common.focus_ring import FocusRing
    from app.ui.compare.view import CompareView
    from app.ui.composer.attachment_tray import AttachmentTray
    from app.ui.sync.status_view import SyncStatusView


class MainWindow(QMainWindow):
    """Signals (what the rooms meet of the window beyond its parts' own):
    compareToggled(bool): the header's Compare was pressed: compare mode on or off.
    basesChosen(list): the inspector's knowledge bases ticked for this chat (their names).
    basesManageRequested(): the inspector's Manage… of knowledge bases.
    toolsManageRequested(): the inspector's Manage… of tool servers.
    assistantChatRequested(object): the sidebar's assistant button (the widget, to anchor
        the picker at).
    settingsRequested(): the sidebar's Settings button.
    """

    compareToggled = Signal(bool)
    basesChosen = Signal(list)
    basesManageRequested = Signal()
    toolsManageRequested = Signal()
    assistantChatRequested = Signal(object)
    settingsRequested = Signal()

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

        self._compare_view: CompareView | None = None
        self._compare_profiles: list[tuple[str, str]] = []
        self.centre_stack = QStackedWidget(self)
        self.centre_stack.setObjectName("centreStack")
        self.centre_stack.addWidget(self.transcript)

        left = self.sidebar_pane = QWidget(self)
        left.setObjectName("sidebarPane")
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 6)
        left_layout.addWidget(self.sidebar, 1)
        left_layout.addWidget(self.settings_button)
        self._sync_status: SyncStatusView | None = None

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
        self.composer_frame.setMaximumWidth(READABLE_WIDTH)  # lined up with the messages

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

        # The menus' titles, for the first paint; their entries come from the action table
        # (app.ui.common.actions) as each room installs itself.
        translate = QCoreApplication.translate
        bar = self.menuBar()
        self.menus: dict[str, QMenu] = {
            "file": bar.addMenu(translate("FileMenu", "&File")),
            "view": bar.addMenu(translate("FileMenu", "&View")),
            "tools": bar.addMenu(translate("FileMenu", "&Tools")),
        }
        self.header.sidebarToggled.connect(lambda on: left.setVisible(on))
        self.header.compare_button.toggled.connect(self.compareToggled)
        panel = self.parameter_panel
        panel.knowledge.chosenChanged.connect(self.basesChosen)
        panel.knowledge.manage_button.clicked.connect(self.basesManageRequested)
        panel.tools.manage_button.clicked.connect(self.toolsManageRequested)
        assistant = self.sidebar.assistant_chat_button
        assistant.clicked.connect(lambda: self.assistantChatRequested.emit(assistant))
        self.settings_button.clicked.connect(self.settingsRequested)
        self.header.inspectorToggled.connect(self._show_inspector)
        self._ring: FocusRing | None = None
        self._set_tab_order()
        self.composer.setFocus()

    def _set_tab_order(self) -> None:
        """Qt's own chain for the fixed controls, in the reading order ``tab_chain`` follows
        (what Qt falls back on, and what it moves the focus to when a focused control
        hides)."""
        panel, frame, header = self.parameter_panel, self.composer_frame, self.header
        chain: list[QWidget] = [
            self.sidebar.new_chat_button,
            self.sidebar.assistant_chat_button,
            self.sidebar.search_field,
            self.sidebar.list,
            self.settings_button,
            header.sidebar_button,
            header.compare_button,
            header.inspector_button,
            self.transcript,
            self.composer,
            frame.send_button,
            frame.stop_button,
            frame.attach_button,
            frame.capture_button,
            frame.model_chip,
            *panel.focus_chain(),
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def tab_chain(self) -> list[QWidget]:
        """The Tab stops of the window in reading order, as they are now: messages come and
        go as replies stream in, footers are rebuilt, panes hide."""
        stops = [
            *tab_stops(self.sidebar_pane),
            *tab_stops(self.header),
            *tab_stops(self.centre_stack),
        ]
        jump = self.transcript.jump_button  # floats over the conversation: in no layout
        if not self.comparing and takes_tab(jump):
            stops.append(jump)
        frame = self.composer_frame
        composer = tab_stops(frame)
        # From the message, Send (or Stop) comes first: what is written is sent.
        send = [w for w in composer if w in (frame.send_button, frame.stop_button)]
        at = composer.index(self.composer) + 1 if self.composer in composer else 0
        rest = [w for w in composer if w not in send]
        stops += rest[:at] + send + rest[at:]
        stops += tab_stops(self.parameter_panel)
        stops += tab_stops(self.statusBar())
        return stops

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab follow ``tab_chain``. Qt also asks this when the control with
        the focus hides (a message's footer rebuilt): that is left to Qt's own chain, as is a
        control the chain does not know."""
        current = self.focusWidget()
        if current is not None and not current.isVisible():
            return super().focusNextPrevChild(next)
        chain = self.tab_chain()
        if not chain:
            return super().focusNextPrevChild(next)
        if current is None:  # its control was deleted: from one end
            target = chain[0] if next else chain[-1]
        else:
            at = _position(chain, current)
            if at is None:
                return super().focusNextPrevChild(next)
            target = chain[(at + (1 if next else -1)) % len(chain)]
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        reveal(target)
        if needs_overlay(target):
            self._focus_ring().follow(target)
        return True

    def _focus_ring(self) -> FocusRing:
        # Made on first use (not before the first paint); it lives in the content it rings,
        # which may go (a compare column).
        if self._ring is None or not shiboken6.isValid(self._ring):
            from app.ui.common.focus_ring import FocusRing

            self._ring = FocusRing(self)
        return self._ring

    def focus_composer(self) -> None:
        """Shift+Esc: back to writing, from wherever the focus is."""
        self.composer_frame.focus_text()

    # ---- what the window's actions do (app.ui.shell.window_actions) ---------------------

    def toggle_sidebar(self) -> None:
        self.header.sidebar_button.toggle()

    def toggle_inspector(self) -> None:
        self.header.inspector_button.toggle()

    def toggle_compare(self) -> None:
        """As a click on the header's Compare: the mode changes and the button shows it."""
        self.header.compare_button.click()

    def focus_search(self) -> None:
        self.sidebar.search_field.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def back_to_composer(self) -> None:
        """After a prompt of the app's own (a tool's approval): writing goes on here."""
        self.activateWindow()
        self.composer_frame.focus_text()

    # ---- what the rooms show in the inspector's sections --------------------------------

    def set_tool_servers(self, servers: list[tuple[str, str]]) -> None:
        """The MCP servers a chat may offer the model ((id, name) pairs)."""
        self.parameter_panel.tools.set_servers(servers)

    def set_bases(self, names: list[str]) -> None:
        """The knowledge bases there are (the inspector's check boxes)."""
        self.parameter_panel.knowledge.set_bases(names)

    def choose_bases(self, names: list[str]) -> None:
        """The bases ticked for the chat on screen (basesChosen is not emitted)."""
        self.parameter_panel.knowledge.set_chosen(names)

    def chosen_bases(self) -> list[str]:
        return self.parameter_panel.knowledge.chosen()

    def action_buttons(self) -> dict[str, QWidget]:
        """The buttons that do what an action does (its id): their tooltips name its key."""
        frame, header = self.composer_frame, self.header
        return {
            "view.sidebar": header.sidebar_button,
            "view.inspector": header.inspector_button,
            "compare.toggle": header.compare_button,
            "settings.open": self.settings_button,
            "chat.new": self.sidebar.new_chat_button,
            "assistants.new-chat": self.sidebar.assistant_chat_button,
            "capture.region": frame.capture_button,
            "voice.dictate": frame.dictate_button,
        }

    # ---- what presenters and tests reach by name ----------------------------------------

    composer = property(lambda self: self.composer_frame.composer)
    send_button = property(lambda self: self.composer_frame.send_button)
    stop_button = property(lambda self: self.composer_frame.stop_button)
    attach_button = property(lambda self: self.composer_frame.attach_button)
    edit_banner = property(lambda self: self.composer_frame.edit_banner)
    compare_button = property(lambda self: self.header.compare_button)
    conversation_title = property(lambda self: self.header.title)
    conversation_totals = property(lambda self: self.header.totals)

    @property
    def sync_status(self) -> SyncStatusView:
        """The sync line at the foot of the sidebar, made when first asked for (sync set
        up): a window that never syncs does not load it."""
        if self._sync_status is None:
            from app.ui.sync.status_view import SyncStatusView

            view = SyncStatusView(self.sidebar_pane)
            view.hide()
            layout = self.sidebar_pane.layout()
            layout.insertWidget(layout.indexOf(self.settings_button), view)
            self._sync_status = view
        return self._sync_status

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


def _position(chain: list[QWidget], widget: QWidget | None) -> int | None:
    """Where ``widget`` (or the stop it is part of: a combo box's text field) is in
    ``chain``."""
    while widget is not None:
        for n, stop in enumerate(chain):
            if stop is widget:
                return n
        widget = widget.parentWidget()
    return None
