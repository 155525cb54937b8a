"""The window's keyboard shortcuts and File menu, declared in one place (the shortcut sheet
lists the same keys)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QWidget

CAPTURE_KEY = "Ctrl+Shift+S"  # File ▸ Capture a region of the screen
DESCRIBE_KEY = "Ctrl+Shift+D"  # File ▸ Describe images
DICTATE_KEY = "Ctrl+Shift+V"  # dictation: start, or stop and transcribe (docs/voice.md)
QUICK_KEY = "Ctrl+Shift+Space"  # File ▸ Quick ask (inside the window; the desktop binds its own)
ASSISTANT_CHAT_KEY = "Ctrl+Shift+N"  # File ▸ New chat with an assistant


class Shortcuts(QObject):
    """Window-wide keys. Each is a QShortcut the presenters connect to."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)

        def key(sequence: QKeySequence | str | QKeySequence.StandardKey) -> QShortcut:
            shortcut = QShortcut(QKeySequence(sequence), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            return shortcut

        self.new_chat = key(QKeySequence.StandardKey.New)
        self.search = key("Ctrl+K")
        self.settings = key("Ctrl+,")
        self.stop = key(QKeySequence(Qt.Key.Key_Escape))
        self.next_conversation = key("Ctrl+Tab")
        self.previous_conversation = key("Ctrl+Shift+Tab")
        self.copy_reply = key("Ctrl+Shift+C")
        self.sheet = key("Ctrl+/")
        self.compare = key("Ctrl+Shift+M")
        self.sidebar = key("Ctrl+B")
        self.inspector = key("Ctrl+I")
        self.composer = key("Shift+Esc")  # back to the message box, from anywhere
        self.dictate = key(DICTATE_KEY)


class FileMenu(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        menu = window.menuBar().addMenu(self.tr("&File"))
        # Its key is the action's own (shown in the menu), not one of Shortcuts': a key held
        # by both would be ambiguous and do nothing.
        self.assistant_chat_action = QAction(self.tr("&New chat with an assistant…"), window)
        self.assistant_chat_action.setObjectName("assistantChatAction")
        self.assistant_chat_action.setShortcut(QKeySequence(ASSISTANT_CHAT_KEY))
        self.assistant_chat_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.assistant_chat_action.setStatusTip(
            self.tr("Start a chat with an assistant's instructions, model and tools")
        )
        menu.addAction(self.assistant_chat_action)
        menu.addSeparator()
        self.capture_action = QAction(self.tr("Capture a &region of the screen"), window)
        self.capture_action.setObjectName("captureAction")
        self.capture_action.setShortcut(QKeySequence(CAPTURE_KEY))
        self.capture_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.capture_action.setStatusTip(
            self.tr("Freeze the screen, drag a rectangle, and attach it to the message")
        )
        menu.addAction(self.capture_action)
        self.quick_action = QAction(self.tr("Quick &ask…"), window)
        self.quick_action.setObjectName("quickAction")
        self.quick_action.setShortcut(QKeySequence(QUICK_KEY))
        self.quick_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.quick_action.setStatusTip(
            self.tr("A small window that stays on top: ask one thing, with an image if you like")
        )
        menu.addAction(self.quick_action)
        self.describe_action = QAction(self.tr("&Describe images…"), window)
        self.describe_action.setObjectName("describeAction")
        self.describe_action.setShortcut(QKeySequence(DESCRIBE_KEY))
        self.describe_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.describe_action.setStatusTip(
            self.tr("Describe a folder of images: alt text, captions, text or tags, to a file")
        )
        menu.addAction(self.describe_action)
        menu.addSeparator()
        self.import_action = QAction(self.tr("&Import…"), window)
        self.import_action.setObjectName("importAction")
        self.import_action.setStatusTip(
            self.tr("Import a Comet Desk export or a ChatGPT conversations.json")
        )
        self.export_json_action = QAction(self.tr("Export all as &JSON…"), window)
        self.export_json_action.setObjectName("exportJsonAction")
        self.export_markdown_action = QAction(self.tr("Export all as &Markdown…"), window)
        self.export_markdown_action.setObjectName("exportMarkdownAction")
        self.quit_action = QAction(self.tr("&Quit"), window)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(window.close)
        for action in (self.import_action, self.export_json_action, self.export_markdown_action):
            menu.addAction(action)
        menu.addSeparator()
        self.sync_action = QAction(self.tr("&Sync and backups…"), window)
        self.sync_action.setObjectName("syncAction")
        self.sync_action.setStatusTip(
            self.tr("Keep this history in step with your other machines, end-to-end encrypted")
        )
        menu.addAction(self.sync_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        tools = window.menuBar().addMenu(self.tr("&Tools"))
        self.tools_action = QAction(self.tr("MCP servers and tools…"), window)
        self.tools_action.setObjectName("toolsAction")
        tools.addAction(self.tools_action)
        self.prompts_action = QAction(self.tr("&Prompts…"), window)
        self.prompts_action.setObjectName("promptsAction")
        self.prompts_action.setStatusTip(
            self.tr("Saved prompts: type / at the start of the message box to use one")
        )
        tools.addAction(self.prompts_action)
        self.prompt_sets_action = QAction(self.tr("Prompt &sets…"), window)
        self.prompt_sets_action.setObjectName("promptSetsAction")
        self.prompt_sets_action.setStatusTip(
            self.tr("Send many prompts to several models and compare the answers in a grid")
        )
        tools.addAction(self.prompt_sets_action)
        self.knowledge_action = QAction(self.tr("&Knowledge bases…"), window)
        self.knowledge_action.setObjectName("knowledgeAction")
        self.knowledge_action.setStatusTip(
            self.tr("Folders of documents a chat can search and cite")
        )
        tools.addAction(self.knowledge_action)
        self.assistants_action = QAction(self.tr("&Assistants…"), window)
        self.assistants_action.setObjectName("assistantsAction")
        self.assistants_action.setStatusTip(
            self.tr("Assistants: instructions, a model, tools and knowledge to start chats with")
        )
        tools.addAction(self.assistants_action)
