"""The settings dialog, key verification and the key store (part of ChatController)."""

from __future__ import annotations

import asyncio
import logging

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
            self.settings,
            self._key_source or None,
            first_run=first_run,
            keyring_problem=self._keyring_problem,
            base_url=self.settings.effective_base_url(self.env),
            base_url_from_env=bool(self.env.get("COMETDESK_BASE_URL")),
            data_dir=self.data_dir,
            profiles_with_keys=frozenset(self._profile_keys),
            parent=self.window,
        )
        dialog.set_error(error)
        dialog.accepted.connect(lambda: self._spawn(self._apply_settings(dialog, first_run)))
        dialog.open()
        self.settingsOpened.emit(dialog)
        return dialog

    async def _apply_settings(self, dialog: SettingsDialog, first_run: bool) -> None:
        old, new = self.settings, dialog.result_settings()
        if new != old:
            self.settings = new
            await asyncio.to_thread(config.save_settings, self.data_dir, new)
        reach = ("base_url", "profiles", "proxy", "ca_bundle", "read_timeout_s")
        if any(getattr(old, f) != getattr(new, f) for f in reach):
            self._set_key(self._key, self._key_source)  # new clients with the new settings
            self._drop_profile_clients()
        if (old.image_policy, old.quick_prompts) != (new.image_policy, new.quick_prompts):
            self._apply_image_settings()
        self._apply_appearance(old)
        await self._apply_profile_keys(dialog)
        self._show_profiles()
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
        elif new.language != old.language:
            self.show_status(self.tr("The new language applies when Comet Desk restarts."), 8000)
        if self._key or self._current_profile():
            await self.refresh_models()

    def _apply_appearance(self, old: config.Settings) -> None:
        new = self.settings
        self.window.composer.set_send_shortcut(new.send_shortcut)
        if new.font_size != old.font_size:
            self.window.set_text_size(new.font_size)
        if new.theme != old.theme:
            self.themeChanged.emit(new.theme)

    async def _apply_profile_keys(self, dialog: SettingsDialog) -> None:
        """Keys typed for endpoint profiles go to the keyring (account = profile id); a
        removed profile's key is deleted from it."""
        store: KeyStore = self.keystore if self._keyring_problem is None else MemoryKeyStore()
        changes: list[tuple[str, str | None]] = [(pid, None) for pid in dialog.removed_profiles()]
        changes += list(dialog.entered_profile_keys().items())
        for profile_id, key in changes:
            try:
                if key is None:
                    call = asyncio.to_thread(store.delete, profile_id)
                else:
                    call = asyncio.to_thread(store.set, key, profile_id)
                await asyncio.wait_for(call, KEYRING_TIMEOUT_S)
            except (KeyStoreUnavailable, TimeoutError) as err:
                self.show_status(
                    self.tr("{0} The key is used for this session only.").format(
                        str(err) or self.tr("The system keyring did not answer.")
                    )
                )
            if key is None:
                self._profile_keys.pop(profile_id, None)
            else:
                self._profile_keys[profile_id] = key
                if key not in self.known_secrets:
                    self.known_secrets.append(key)
        if changes:
            self._drop_profile_clients()

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
