"""The running window's preferences as a sync round sees them.

A round runs on a worker thread. It reads the settings, presets, tool servers and prompts
from the stores that own them (their values are immutable, so reading from another thread
is safe) and hands other machines' changes back to the UI thread, where the same stores
apply them as if the person had: they save, and the window follows (the theme, the
preset list, the tool servers, the prompt library). Writing the files behind the stores'
backs would let their next save undo the change.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from app.config import Settings
from app.mcp.config import ToolSettings
from app.services.assistant_sync import touches_assistants, with_assistant_items
from app.services.assistants import Assistants
from app.services.presets import Presets
from app.services.prompts.library import Prompts
from app.services.settings_store import SettingsStore
from app.services.sync.preferences import Items, with_items

APPLY_TIMEOUT_S = 30.0  # the window is closing if the UI thread cannot take them by then


class WindowPreferences:
    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        settings: SettingsStore,
        presets: Callable[[], Presets],
        set_presets: Callable[[Presets], None],
        tools: Callable[[], ToolSettings],
        set_tools: Callable[[ToolSettings], None],
        prompts: Callable[[], Prompts],
        set_prompts: Callable[[Prompts], None],
        assistants: Callable[[], Assistants],
        set_assistants: Callable[[Assistants], None],
    ) -> None:
        self._loop = loop
        self._settings = settings
        self._presets, self._set_presets = presets, set_presets
        self._tools, self._set_tools = tools, set_tools
        self._prompts, self._set_prompts = prompts, set_prompts
        self._assistants, self._set_assistants = assistants, set_assistants

    def read(self) -> tuple[Settings, Presets, ToolSettings, Prompts]:
        return self._settings.value, self._presets(), self._tools(), self._prompts()

    def read_assistants(self) -> Assistants:
        return self._assistants()

    def apply(self, changes: Items) -> None:
        """On the round's thread: waits until the UI thread has applied them."""

        async def on_ui_thread() -> None:
            settings, presets, tools, prompts = with_items(*self.read(), changes)
            if settings != self._settings.value:
                self._settings.update(lambda _old: settings)
            if presets != self._presets():
                self._set_presets(presets)
            if tools != self._tools():
                self._set_tools(tools)
            if prompts != self._prompts():
                self._set_prompts(prompts)
            if touches_assistants(changes):
                assistants = with_assistant_items(self._assistants(), changes)
                if assistants != self._assistants():
                    self._set_assistants(assistants)

        future = asyncio.run_coroutine_threadsafe(on_ui_thread(), self._loop)
        future.result(timeout=APPLY_TIMEOUT_S)


__all__ = ["WindowPreferences"]
