"""Where history syncs and with which passphrase: a folder another program already syncs,
a WebDAV server or an S3-compatible bucket. The secrets typed here go to the keyring only
after the storage was reached and the passphrase opened it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.sync.setup import Secrets
from app.sync import RemoteConfig
from app.sync.passphrase import personal_words, strength

RATE_AFTER_MS = 150  # the strength is estimated once typing pauses (zxcvbn takes a few ms)


class SyncDialog(QDialog):
    """Signals:
    saveRequested(object, object): check and keep this storage (RemoteConfig, Secrets).
    turnOffRequested(): stop syncing on this machine.
    """

    saveRequested = Signal(object, object)
    turnOffRequested = Signal()

    def __init__(self, current: RemoteConfig | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncDialog")
        self.setWindowTitle(self.tr("Sync and backups"))
        self.setMinimumWidth(520)
        intro = QLabel(
            self.tr(
                "Your history follows you to every machine that syncs through the same "
                "storage. Everything is encrypted on this machine with your passphrase "
                "before it leaves: the storage sees sizes and times, nothing else."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.kind = QComboBox(self)
        self.kind.setObjectName("syncKind")
        self.kind.setAccessibleName(self.tr("Storage"))
        self.kind.addItem(
            self.tr("A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)"), "folder"
        )
        self.kind.addItem(self.tr("WebDAV (Nextcloud, ownCloud…)"), "webdav")
        self.kind.addItem(self.tr("S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)"), "s3")
        self.location = self._field("syncLocation", self.tr("Location"))
        self.browse = QPushButton(self.tr("Choose…"), self)
        self.browse.setObjectName("syncBrowse")
        self.browse.setAccessibleName(self.tr("Choose the folder to sync through"))
        self.browse.clicked.connect(self._choose_folder)
        self.endpoint = self._field("syncEndpoint", self.tr("Endpoint"))
        self.endpoint.setPlaceholderText("https://s3.eu-central-1.amazonaws.com")
        self.region = self._field("syncRegion", self.tr("Region"))
        self.region.setPlaceholderText(self.tr("optional, e.g. us-east-1"))
        self.user = self._field("syncUser", self.tr("User"))
        self.secret = self._field("syncSecret", self.tr("Password"))
        self.secret.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase = self._field("syncPassphrase", self.tr("Passphrase"))
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(self.tr("the same on every machine"))
        # The passphrase's strength, rated as the person types: a meter of five steps and
        # the sentence that says why, which is also the meter's description for a screen
        # reader. Saving refuses a weak one only where it would create the storage's key.
        self.strength_meter = QProgressBar(self)
        self.strength_meter.setObjectName("syncPassphraseMeter")
        self.strength_meter.setAccessibleName(self.tr("Passphrase strength"))
        self.strength_meter.setRange(0, 5)
        self.strength_meter.setTextVisible(False)
        self.strength_meter.setMaximumHeight(8)
        self.strength_label = QLabel(self)
        self.strength_label.setObjectName("syncPassphraseStrength")
        self.strength_label.setWordWrap(True)
        self.strength_label.setBuddy(self.strength_meter)
        self.strength_box = QWidget(self)
        strength_layout = QVBoxLayout(self.strength_box)
        strength_layout.setContentsMargins(0, 0, 0, 0)
        strength_layout.addWidget(self.strength_meter)
        strength_layout.addWidget(self.strength_label)
        self._rate_soon = QTimer(self)
        self._rate_soon.setSingleShot(True)
        self._rate_soon.setInterval(RATE_AFTER_MS)
        self._rate_soon.timeout.connect(self._rate)
        passphrase_note = QLabel(
            self.tr(
                "Nobody can recover a lost passphrase: without it, what is on the storage "
                "cannot be read. It is kept in this machine's keyring."
            ),
            self,
        )
        passphrase_note.setWordWrap(True)
        passphrase_note.setProperty("tone", "muted")
        self.error = QLabel(self)
        self.error.setObjectName("syncSetupError")
        self.error.setWordWrap(True)
        self.error.setProperty("tone", "error")
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.hide()

        location_row = QHBoxLayout()
        location_row.addWidget(self.location, 1)
        location_row.addWidget(self.browse)
        self.form = QFormLayout()
        self.form.addRow(self.tr("Storage"), self.kind)
        self.form.addRow(self.tr("Location"), location_row)
        self.form.addRow(self.tr("Endpoint"), self.endpoint)
        self.form.addRow(self.tr("Region"), self.region)
        self.form.addRow(self.tr("User"), self.user)
        self.form.addRow(self.tr("Password"), self.secret)
        self.form.addRow(self.tr("Passphrase"), self.passphrase)
        self.form.addRow("", self.strength_box)
        self.form.addRow("", passphrase_note)

        buttons = QDialogButtonBox(self)
        self.save_button = buttons.addButton(
            self.tr("Save and sync"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.save_button.setObjectName("syncSaveButton")
        self.save_button.setDefault(True)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.turn_off_button = buttons.addButton(
            self.tr("Turn off sync"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.turn_off_button.setObjectName("syncTurnOffButton")
        self.turn_off_button.setVisible(current is not None)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        self.turn_off_button.clicked.connect(self.turnOffRequested)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        self.extra = QVBoxLayout()  # the backups section goes here
        layout.addLayout(self.extra)
        layout.addWidget(buttons)

        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed())
        # Where the storage is and the user name are words an attacker tries first.
        for field in (self.passphrase, self.location, self.user, self.endpoint):
            field.textChanged.connect(lambda _t: self._passphrase_edited())
        if current is not None:
            self.kind.setCurrentIndex(self.kind.findData(current.kind))
            self.location.setText(current.location)
            self.endpoint.setText(current.endpoint or "")
            self.region.setText(current.region or "")
            self.user.setText(current.user or "")
            self.passphrase.setPlaceholderText(self.tr("kept in the keyring: type to change"))
            self.secret.setPlaceholderText(self.tr("kept in the keyring: type to change"))
        self._kind_changed()
        self._passphrase_edited()

    def _field(self, name: str, label: str) -> QLineEdit:
        field = QLineEdit(self)
        field.setObjectName(name)
        field.setAccessibleName(label)
        return field

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        s3, folder = kind == "s3", kind == "folder"
        for widget in (self.endpoint, self.region):
            self.form.setRowVisible(widget, s3)
        for widget in (self.user, self.secret):
            self.form.setRowVisible(widget, not folder)
        self.browse.setVisible(folder)
        placeholders = {
            "folder": self.tr("a folder another program syncs"),
            "webdav": "https://cloud.example/remote.php/dav/files/me/cometdesk",
            "s3": "s3://bucket/cometdesk",
        }
        self.location.setPlaceholderText(placeholders[kind])
        self.user.setAccessibleName(self.tr("Access key ID") if s3 else self.tr("User"))
        self.secret.setAccessibleName(self.tr("Secret access key") if s3 else self.tr("Password"))
        label = self.form.labelForField(self.user)
        if isinstance(label, QLabel):
            label.setText(self.user.accessibleName())
        label = self.form.labelForField(self.secret)
        if isinstance(label, QLabel):
            label.setText(self.secret.accessibleName())

    def _passphrase_edited(self) -> None:
        if self.passphrase.text():
            self._rate_soon.start()  # restarted by every key
        else:
            self._rate_soon.stop()
            self.form.setRowVisible(self.strength_box, False)

    def _rate(self) -> None:
        """Show how strong the typed passphrase is (never the passphrase)."""
        typed = self.passphrase.text()
        if not typed:
            return
        where = RemoteConfig(  # as typed so far, unchecked: only its words are used
            kind=str(self.kind.currentData()),
            location=self.location.text().strip(),
            user=self.user.text().strip() or None,
            endpoint=self.endpoint.text().strip() or None,
        )
        found = strength(typed, personal_words(where))
        self.strength_meter.setValue(found.score + 1)
        if found.enough:
            text = self.tr("Strong: hard to guess, even with a copy of the storage.")
        else:
            text = self.tr("Too easy to guess: {0}. {1}").format(found.reason, found.feedback)
        self.strength_label.setText(text)
        self.strength_meter.setAccessibleDescription(text)
        self.strength_label.setProperty("tone", "" if found.enough else "warning")
        self.strength_label.style().unpolish(self.strength_label)
        self.strength_label.style().polish(self.strength_label)
        self.form.setRowVisible(self.strength_box, True)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Choose the folder to sync through"), str(Path.home())
        )
        if path:
            self.location.setText(path)

    def config(self) -> RemoteConfig:
        """What the form says (ValueError with a sentence when it says too little)."""
        kind = str(self.kind.currentData())
        args = [kind, self.location.text().strip()]
        for flag, field in (
            ("--user", self.user),
            ("--endpoint", self.endpoint),
            ("--region", self.region),
        ):
            if field.isVisibleTo(self) and field.text().strip():
                args += [flag, field.text().strip()]
        if not args[1]:
            raise ValueError(self.tr("Say where the storage is."))
        return RemoteConfig.parse(args)

    def _save(self) -> None:
        try:
            config = self.config()
        except ValueError as err:
            self.show_error(str(err))
            return
        self.show_error("")
        secret = self.secret.text() if self.secret.isVisibleTo(self) else ""
        self.saveRequested.emit(config, Secrets(secret or None, self.passphrase.text()))

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def set_busy(self, busy: bool) -> None:
        self.save_button.setEnabled(not busy)
        self.save_button.setText(self.tr("Checking…") if busy else self.tr("Save and sync"))
