"""The model picker and what goes with it: the endpoint profiles offered, the model list of
the chosen profile (cached, then refreshed), favourites, the balance, and presets. Once the
endpoint's list has loaded, a chosen model it does not serve is said under the picker, with
a served one offered in one click; nothing is changed without that click."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QInputDialog, QWidget

from app.api import ApiError, fetch_balance, redact
from app.api.param_support import unsupported
from app.domain import ModelInfo
from app.services.endpoints import Endpoints
from app.services.model_directory import ModelDirectory
from app.services.presets import Presets, load_presets, save_presets
from app.ui.common.model_search import ModelSearchPopup
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.inspector.panel import ParameterPanel

# The words of the line under the model picker, where the status bar says the same.
translate = QCoreApplication.translate

# How long the model may stay unchanged before it is checked against the list: not on every
# key typed into the picker.
CHECK_AFTER_MS = 400
# The status bar's offer of a served model, when the inspector is hidden (where the status
# area has a button for it).
SUGGESTION = "use-served-model"


class ModelsPresenter(QObject):
    """Signals:
    modelsLoaded(list): the picker was filled (model ids, in order).
    modelChanged(str): the model in the picker changed.
    profilesChanged(list): the endpoint profiles offered ((id, name) pairs).
    """

    modelsLoaded = Signal(list)
    modelChanged = Signal(str)
    profilesChanged = Signal(list)

    def __init__(
        self,
        panel: ParameterPanel,
        *,
        models: ModelDirectory,
        endpoints: Endpoints,
        data_dir: Path,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(panel)
        self.panel = panel
        self._models = models
        self._endpoints = endpoints
        self._data_dir = data_dir
        self._tasks = tasks
        self._status = status
        self.presets = Presets()
        self._popup: ModelSearchPopup | None = None  # made on first use
        self._presets_saved = 0  # how many changes were made; only the latest is written
        self._presets_lock = asyncio.Lock()
        self._listed = False  # the chosen profile's list was loaded from the endpoint
        self._told = ""  # the model the status bar said is not served
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_AFTER_MS)
        self._check_timer.timeout.connect(self.check_served)
        models.subscribe(self._show_models)
        panel.favouriteToggled.connect(lambda on: models.set_favourite(panel.model(), on))
        panel.profileChanged.connect(self._on_profile_changed)
        panel.servedModelChosen.connect(self.use_model)
        panel.modelChanged.connect(self._on_model_changed)
        panel.endpointChanged.connect(lambda _e: self._apply_rules())
        panel.presetApplyRequested.connect(self.apply_preset)
        panel.presetSaveRequested.connect(self._ask_preset_name)
        panel.presetDefaultRequested.connect(
            lambda name: self.change_presets(self.presets.with_default(name or None))
        )
        panel.presetDeleteRequested.connect(
            lambda name: self.change_presets(self.presets.remove(name))
        )

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def _on_model_changed(self, model: str) -> None:
        self.panel.set_favourite(self._models.is_favourite(model))
        self.panel.show_model_info(self._models.info(model))
        self._apply_rules()
        if self._listed and self._models.serves(model):
            self._say_not_served("", None)
        elif self._listed:
            self._check_timer.start()
        self.modelChanged.emit(model)

    def _on_profile_changed(self, _profile: str) -> None:
        self._listed = False  # the other profile's list is not known yet
        self._say_not_served("", None)
        self._spawn(self.refresh())

    # ---- a model the endpoint does not serve --------------------------------------------

    def check_served(self) -> None:
        """Once the endpoint's list is known: say so when the chosen model is not on it,
        offering the closest served one."""
        self._check_timer.stop()
        model = self.panel.model()
        if not self._listed or not model or self._models.serves(model):
            self._say_not_served("", None)
            return
        self._say_not_served(model, self._models.suggest_instead(model))

    def _say_not_served(self, model: str, suggestion: str | None) -> None:
        self.panel.show_not_served(model, suggestion)
        if not model:
            self._told = ""
            self._status.withdraw(SUGGESTION)
            return
        if self.panel.isVisible() or self._told == model:
            return
        # The inspector is hidden: the status bar says it instead, once for this model (in
        # the words of the line under the picker).
        self._told = model
        sentence = translate(
            "ParameterPanel",
            "“{0}” is not served by this endpoint: a message sent with it would fail.",
        ).format(model)
        use = translate("ParameterPanel", "Use {0} instead").format(suggestion)
        if suggestion:
            self._status.show(sentence)
            self._status.offer(SUGGESTION, use, lambda: self.use_model(suggestion))
        else:
            self._status.show(sentence)

    def use_model(self, model: str) -> None:
        """The served model offered in place of one the endpoint does not serve."""
        self.panel.set_model(model)
        self._status.withdraw(SUGGESTION)

    def _apply_rules(self) -> None:
        """Controls of parameters the model does not take are disabled, saying why."""
        model = self.panel.model()
        endpoint = self.panel.params(strict=False).endpoint
        if endpoint == "auto":
            endpoint = self._models.endpoint_for(model)
        self.panel.set_unsupported(unsupported(model, endpoint, self._models.info(model)))

    def open_popup(self, anchor: QWidget) -> None:
        """The model chip (``anchor``): a searchable list of the models with their badges,
        under it."""
        if self._popup is None:
            self._popup = ModelSearchPopup(anchor.window())
            self._popup.chosen.connect(self._choose)
        models = self._models.ordered() or [ModelInfo(m) for m in self.panel.model_ids()]
        choices = [(i.id, i.id, " · ".join(self.panel.badges(i))) for i in models]
        self._popup.open_at(anchor, choices, self.panel.model(), above=True)

    def _choose(self, model: str) -> None:
        if model:  # "" is a choice of no model in particular (automatic): nothing to set
            self.panel.set_model(model)

    def _show_models(self, ordered: list[ModelInfo]) -> None:
        self.panel.set_models(ordered)
        self._on_model_changed(self.panel.model())
        self.modelsLoaded.emit([m.id for m in ordered])

    def show_profiles(self) -> None:
        pairs = [(p.id, p.name) for p in self._endpoints.profiles()]
        self.panel.set_profiles(pairs)
        self.profilesChanged.emit(pairs)

    async def refresh(self) -> None:
        """The model list of the profile chosen in the panel, and its balance."""
        profile = self.panel.params(strict=False).profile
        self._status.busy(True)
        try:
            client = self._endpoints.client(profile)
            models = await self._models.fetch(client)
        except ApiError as err:
            self._status.show(
                self.tr("Could not load the model list: {0}").format(
                    redact(err.message, *self._endpoints.known_secrets)
                ),
                8000,
            )
            return
        finally:
            self._status.busy(False)
        if profile != self.panel.params(strict=False).profile:
            return  # the user switched profiles meanwhile: that list is on its way
        self._listed = bool(models)
        self._models.set_models(models)
        self.check_served()
        balance = await fetch_balance(client)
        if balance is None:
            self._status.set_balance("")  # not every endpoint reports one: say nothing
        elif balance.remaining_usd is None:
            self._status.set_balance(self.tr("Balance: unlimited"))
        else:
            self._status.set_balance(self.tr("Balance: ${0:,.2f}").format(balance.remaining_usd))

    # ---- presets ------------------------------------------------------------------------

    async def load_presets(self, *, apply_default: bool) -> None:
        self.presets = await asyncio.to_thread(load_presets, self._data_dir)
        self.panel.set_presets(self.presets.names(), self.presets.default)
        if apply_default:
            self.apply_default_preset()

    def change_presets(self, presets: Presets) -> None:
        self.presets = presets
        self.panel.set_presets(presets.names(), presets.default)
        self._presets_saved += 1
        self._spawn(self._save_presets(presets, self._presets_saved))

    async def _save_presets(self, presets: Presets, change: int) -> None:
        # One write at a time, in order, and none for a state a later change replaced:
        # two writes racing in threads could leave the older file behind.
        async with self._presets_lock:
            if change == self._presets_saved:
                await asyncio.to_thread(save_presets, self._data_dir, presets)

    def _ask_preset_name(self) -> None:
        name, ok = QInputDialog.getText(
            self.panel.window(), self.tr("Save preset"), self.tr("Preset name:")
        )
        if ok and name.strip():
            self.save_preset(name.strip())

    def save_preset(self, name: str) -> None:
        self.change_presets(self.presets.put(name, self.panel.params(strict=False)))
        self._status.show(self.tr("Saved preset “{0}”.").format(name), 3000)

    def apply_preset(self, name: str) -> None:
        preset = self.presets.get(name)
        if preset is None:
            return
        # A preset without a model keeps the model chosen now.
        model = preset.params.model or self.panel.model()
        self.panel.set_params(replace(preset.params, model=model))
        self._status.show(self.tr("Applied preset “{0}”.").format(name), 3000)

    def apply_default_preset(self) -> None:
        preset = self.presets.default_preset()
        if preset is not None:
            self.apply_preset(preset.name)
