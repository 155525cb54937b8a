"""Before sending to a model priced far above the person's usual (app.services.price_check):
its price in words, and Send, Cancel (nothing is sent: the message stays in the box) or,
ticked before Send, "Don't ask again for this model". Asked once per model while the app
runs; "don't ask again" is kept in the settings, and Settings → Models turns the question
off. The main chat asks through its PriceGuard; ``confirm_prices`` lets another send path
(the compare) ask through the same one."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.services.model_directory import ModelDirectory
from app.services.price_check import PriceWarning, allow_always, price_warning
from app.services.settings_store import SettingsStore
from app.translation import number


def dollars(usd: float) -> str:
    """A price as people write it: "$480", "$1.60", "$0.48", "$0.0048"."""
    if usd >= 1 and usd == int(usd):
        return "$" + number(usd)
    return "$" + number(usd, 2 if usd >= 0.1 else 4)


class PriceDialog(QDialog):
    """Signals:
    answered(bool, bool): send or not, and whether not to ask again for this model.
    """

    answered = Signal(bool, bool)

    def __init__(self, warning: PriceWarning, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("priceDialog")
        self.setWindowTitle(self.tr("An expensive model"))
        model = warning.model
        if warning.input_price is not None:
            price = self.tr(
                "{0} costs {1} per million output tokens and {2} per million input tokens: "
                "a reply of 1,000 tokens costs about {3}."
            ).format(
                model,
                dollars(warning.output_price),
                dollars(warning.input_price),
                dollars(warning.sample_cost),
            )
        else:
            price = self.tr(
                "{0} costs {1} per million output tokens: a reply of 1,000 tokens costs about {2}."
            ).format(model, dollars(warning.output_price), dollars(warning.sample_cost))
        if math.isinf(warning.times):
            usual = self.tr("The models you usually use are free.")
        elif warning.from_history:
            usual = self.tr(
                "That is about {0} times the models you usually use ({1} per million output "
                "tokens)."
            ).format(number(warning.times), dollars(warning.usual))
        else:
            usual = self.tr(
                "That is about {0} times a typical model ({1} per million output tokens)."
            ).format(number(warning.times), dollars(warning.usual))
        self.text = QLabel(f"{price} {usual}\n\n" + self.tr("Send to {0}?").format(model), self)
        self.text.setObjectName("priceWarning")
        self.text.setWordWrap(True)
        self.always_check = QCheckBox(self.tr("Don't ask again for this model"), self)
        self.always_check.setObjectName("priceDontAskCheck")
        self.always_check.setAccessibleDescription(
            self.tr("Send to {0} from now on without asking (Settings → Models)").format(model)
        )
        buttons = QDialogButtonBox(self)
        self.send_button = buttons.addButton(
            self.tr("Send"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.send_button.setObjectName("priceSendButton")
        self.send_button.setAccessibleName(self.tr("Send to {0}").format(model))
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("priceCancelButton")
        self.cancel_button.setAccessibleName(self.tr("Cancel: nothing is sent"))
        for button in (self.send_button, self.cancel_button):
            button.setAutoDefault(False)  # Enter presses the default, never the focused one
        # The person pressed Enter to send: a second Enter by habit must not spend money.
        self.cancel_button.setDefault(True)
        self.send_button.clicked.connect(self.accept)
        self.cancel_button.clicked.connect(self.reject)
        self.finished.connect(
            lambda result: self.answered.emit(
                result == QDialog.DialogCode.Accepted, self.always_check.isChecked()
            )
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.always_check)
        layout.addWidget(buttons)
        self.setAccessibleName(self.windowTitle())
        self.setAccessibleDescription(self.text.text())
        self.cancel_button.setFocus()


class PriceGuard(QObject):
    """Asks before a send to a model far above the usual price, once per model while the
    app runs (and never for one the person said not to ask about again)."""

    def __init__(
        self, models: ModelDirectory, settings: SettingsStore, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._models = models
        self._settings = settings
        self._confirmed: set[str] = set()  # asked and sent this run

    def warning(self, model: str) -> PriceWarning | None:
        if model.strip() in self._confirmed:
            return None
        return price_warning(model, self._settings.value, self._models.info)

    async def allows(self, models: Iterable[str], near: QWidget) -> bool:
        """True when the message may go to every one of ``models``: none is far above the
        usual price, or the person said Send for each that is. Asks with ``near``'s window
        as the dialog's parent."""
        for model in dict.fromkeys(m.strip() for m in models):
            warning = self.warning(model)
            if warning is None:
                continue
            send, always = await self._ask(warning, near)
            if not send:
                return False
            self._confirmed.add(model)
            if always:
                self._settings.update(lambda s, m=model: allow_always(s, m))
        return True

    async def _ask(self, warning: PriceWarning, near: QWidget) -> tuple[bool, bool]:
        dialog = PriceDialog(warning, near.window())
        answer: asyncio.Future[tuple[bool, bool]] = asyncio.get_running_loop().create_future()

        def settle(send: bool, always: bool) -> None:
            if not answer.done():
                answer.set_result((send, always))

        dialog.answered.connect(settle)
        dialog.open()
        try:
            return await answer
        finally:
            dialog.answered.disconnect(settle)
            dialog.close()  # still open when the send was stopped while asking
            dialog.deleteLater()


async def confirm_prices(near: QWidget, models: Iterable[str]) -> bool:
    """Ask through the PriceGuard of ``near``'s window (the main chat's): True when there
    is none, or every model may be sent to."""
    guard = near.window().findChild(PriceGuard)
    return True if guard is None else await guard.allows(models, near)
