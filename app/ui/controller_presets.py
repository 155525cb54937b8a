"""Presets (ChatController): save the panel's settings under a name, apply one, choose the
one new chats start with."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from PySide6.QtWidgets import QInputDialog

from app.services.presets import Presets, load_presets, save_presets


class PresetActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, _spawn…)."""

    presets: Presets = Presets()
    _presets_saved = 0  # how many changes were made; only the latest one is written
    _presets_lock: asyncio.Lock | None = None

    def _connect_presets(self) -> None:
        panel = self.window.parameter_panel
        panel.presetApplyRequested.connect(self.apply_preset)
        panel.presetSaveRequested.connect(self._ask_preset_name)
        panel.presetDefaultRequested.connect(
            lambda name: self._change_presets(self.presets.with_default(name or None))
        )
        panel.presetDeleteRequested.connect(
            lambda name: self._change_presets(self.presets.remove(name))
        )

    async def _load_presets(self) -> None:
        self.presets = await asyncio.to_thread(load_presets, self.data_dir)
        self._show_presets()
        if self.conversation_id is None:
            self._apply_default_preset()

    def _show_presets(self) -> None:
        self.window.parameter_panel.set_presets(self.presets.names(), self.presets.default)

    def _change_presets(self, presets: Presets) -> None:
        self.presets = presets
        self._show_presets()
        self._presets_saved += 1
        self._spawn(self._save_presets(presets, self._presets_saved))

    async def _save_presets(self, presets: Presets, change: int) -> None:
        # One write at a time, in order, and none for a state a later change replaced:
        # two writes racing in threads could leave the older file behind.
        if self._presets_lock is None:
            self._presets_lock = asyncio.Lock()
        async with self._presets_lock:
            if change == self._presets_saved:
                await asyncio.to_thread(save_presets, self.data_dir, presets)

    def _ask_preset_name(self) -> None:
        name, ok = QInputDialog.getText(
            self.window, self.tr("Save preset"), self.tr("Preset name:")
        )
        if ok and name.strip():
            self.save_preset(name.strip())

    def save_preset(self, name: str) -> None:
        self._change_presets(self.presets.put(name, self.window.parameter_panel.params()))
        self.show_status(self.tr("Saved preset “{0}”.").format(name), 3000)

    def apply_preset(self, name: str) -> None:
        preset = self.presets.get(name)
        if preset is None:
            return
        panel = self.window.parameter_panel
        # A preset without a model keeps the model chosen now.
        model = preset.params.model or panel.params().model
        panel.set_params(replace(preset.params, model=model))
        self.show_status(self.tr("Applied preset “{0}”.").format(name), 3000)

    def _apply_default_preset(self) -> None:
        preset = self.presets.default_preset()
        if preset is not None:
            self.apply_preset(preset.name)
