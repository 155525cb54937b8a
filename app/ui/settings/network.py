"""The Network tab: a proxy and extra CA certificates (for corporate proxies).
Certificates are always verified; the file only adds to the trusted ones. Both are built
here (a file needs Browse…) and labelled from their declarations; a plain setting declared
in this section gets its row from ``SettingRows``."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.config import SCHEMA, Section, Settings
from app.ui.settings.rows import SettingRows, translated

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate


class NetworkTab(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        proxy = SCHEMA["proxy"]
        self.proxy_input = QLineEdit(settings.proxy, self)
        self.proxy_input.setObjectName("proxyInput")
        self.proxy_input.setAccessibleName(translated(proxy.label))
        self.proxy_input.setPlaceholderText(translate("SettingsDialog", "empty: the system proxy"))
        self.proxy_input.setToolTip(translated(proxy.hint))
        self.ca_bundle_input = QLineEdit(settings.ca_bundle, self)
        self.ca_bundle_input.setObjectName("caBundleInput")
        self.ca_bundle_input.setAccessibleName(translate("SettingsDialog", "Extra CA certificates"))
        self.ca_bundle_input.setPlaceholderText(
            translate("SettingsDialog", "a PEM file, for corporate proxies")
        )
        browse = QPushButton(translate("SettingsDialog", "Browse…"), self)
        browse.setObjectName("caBundleBrowseButton")
        browse.setAccessibleName(translate("SettingsDialog", "Choose a CA certificate file"))
        browse.clicked.connect(self._choose_ca_bundle)
        note = QLabel(
            translate(
                "SettingsDialog",
                "Certificates are always verified; this file adds to the trusted ones.",
            ),
            self,
        )
        note.setWordWrap(True)
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_bundle_input, 1)
        ca_row.addWidget(browse)
        form = QFormLayout(self)
        self.rows = SettingRows(
            form,
            Section.NETWORK,
            settings,
            self,
            custom={"proxy": self.proxy_input, "ca_bundle": ca_row},
        )
        form.addRow("", note)

    def _choose_ca_bundle(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translated(SCHEMA["ca_bundle"].label),
            "",
            translate("SettingsDialog", "Certificates (*.pem *.crt *.cer);;All files (*)"),
        )
        if path:
            self.ca_bundle_input.setText(path)

    def apply(self, s: Settings) -> Settings:
        return replace(
            self.rows.apply(s),
            proxy=self.proxy_input.text().strip(),
            ca_bundle=self.ca_bundle_input.text().strip(),
        )
