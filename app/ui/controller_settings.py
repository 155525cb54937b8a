"""The settings dialog, key verification and the key store (part of ChatController)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace

from app import config
from app.api import (
    ApiError,
    AuthenticationError,
    ChatClient,
    RetryPolicy,
    Timeouts,
)
from app.secrets import KeyStore, KeyStoreUnavailable, MemoryKeyStore, redact
from app.ui.settings_dialog import SettingsDialog

log = logging.getLogger(__name__)

KEYRING_TIMEOUT_S = 5.0  # a locked keyring can hang on an invisible unlock prompt


class SettingsActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, signals)."""

    def open_settings(self, first_run: bool = False, error: str = "") -> SettingsDialog:
        dialog = SettingsDialog(
            self.settings.effective_base_url(self.env),
            self._key_source or None,
            first_run=first_run,
            keyring_problem=self._keyring_problem,
            read_timeout_s=self.settings.read_timeout_s,
            base_url_from_env=bool(self.env.get("COMETDESK_BASE_URL")),
            image_policy=self.settings.image_policy,
            quick_prompts=self.settings.quick_prompts,
            parent=self.window,
        )
        dialog.set_error(error)
        dialog.accepted.connect(lambda: self._spawn(self._apply_settings(dialog, first_run)))
        dialog.open()
        self.settingsOpened.emit(dialog)
        return dialog

    async def _apply_settings(self, dialog: SettingsDialog, first_run: bool) -> None:
        # A base URL from COMETDESK_BASE_URL is for this run only: never saved as a setting.
        base_url = "" if self.env.get("COMETDESK_BASE_URL") else dialog.entered_base_url()
        timeout = float(dialog.timeout_input.value())
        changed = {}
        if base_url and base_url != self.settings.base_url:
            changed["base_url"] = base_url
        if timeout != self.settings.read_timeout_s:
            changed["read_timeout_s"] = timeout
        policy = dialog.image_policy_picker.currentData()
        prompts = dialog.entered_quick_prompts()
        if policy != self.settings.image_policy or prompts != self.settings.quick_prompts:
            self.settings = replace(self.settings, image_policy=policy, quick_prompts=prompts)
            await asyncio.to_thread(config.save_settings, self.data_dir, self.settings)
            self._apply_image_settings()
        if changed:
            self.settings = replace(self.settings, **changed)  # type: ignore[arg-type]
            await asyncio.to_thread(config.save_settings, self.data_dir, self.settings)
            self._set_key(self._key, self._key_source)  # a new client with the new settings
        if dialog.forget_key_check.isChecked():
            await self._store_key(None)
        key = dialog.entered_key()
        note = ""
        if key:
            verdict = await self._verify_key(key)
            if isinstance(verdict, AuthenticationError):
                self.open_settings(
                    first_run,
                    self.tr("That key was rejected by {0}. Check it and try again.").format(
                        self.settings.effective_base_url(self.env)
                    ),
                )
                return
            if verdict is not None:
                note = self.tr("Saved, but the key could not be verified: {0}").format(
                    redact(verdict.message, key)
                )
            await self._store_key(key)
        if note:
            self.show_status(note, 15_000)
        if self._key:
            await self.refresh_models()

    async def _verify_key(self, key: str) -> ApiError | None:
        """One cheap request (GET /models) with the new key: None if it was accepted."""
        client = ChatClient(
            self.settings.effective_base_url(self.env),
            key,
            timeouts=Timeouts(connect=5, read=10),
            retry=RetryPolicy(max_attempts=1),
        )
        try:
            await client.list_models()
        except ApiError as err:
            return err
        finally:
            await client.aclose()
        return None

    async def _store_key(self, key: str | None) -> None:
        store: KeyStore = self.keystore
        if self._keyring_problem is not None:
            store = MemoryKeyStore()
        try:
            if key is None:
                await asyncio.wait_for(asyncio.to_thread(store.delete), KEYRING_TIMEOUT_S)
            else:
                await asyncio.wait_for(asyncio.to_thread(store.set, key), KEYRING_TIMEOUT_S)
        except (KeyStoreUnavailable, TimeoutError) as err:
            # Never fall back to a file: use the key for this session only, and say so.
            self._keyring_problem = str(err) or self.tr("The system keyring did not answer.")
            store = MemoryKeyStore()
            if key is not None:
                store.set(key)
            self.show_status(
                self.tr("{0} The key is used for this session only.").format(self._keyring_problem)
            )
        self._set_key(key, store.description)
