"""The Network tab: a proxy and extra CA certificates (for corporate proxies).
Certificates are always verified; the file only adds to the trusted ones."""

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

from app.config import Settings

# The strings keep the translation context they were first translated in.
translate = QCoreApplication.translate


class NetworkTab(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.proxy_input = QLineEdit(settings.proxy, self)
        self.proxy_input.setObjectName("proxyInput")
        self.proxy_input.setAccessibleName(translate("SettingsDialog", "Proxy"))
        self.proxy_input.setPlaceholderText(translate("SettingsDialog", "empty: the system proxy"))
        self.proxy_input.setToolTip(
            translate("SettingsDialog", "http://host:port, https://host:port or socks5://host:port")
        )
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
        form.addRow(translate("SettingsDialog", "Proxy"), self.proxy_input)
        form.addRow(translate("SettingsDialog", "CA certificates"), ca_row)
        form.addRow("", note)

    def _choose_ca_bundle(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("SettingsDialog", "CA certificates"),
            "",
            translate("SettingsDialog", "Certificates (*.pem *.crt *.cer);;All files (*)"),
        )
        if path:
            self.ca_bundle_input.setText(path)

    def apply(self, s: Settings) -> Settings:
        return replace(
            s, proxy=self.proxy_input.text().strip(), ca_bundle=self.ca_bundle_input.text().strip()
        )
