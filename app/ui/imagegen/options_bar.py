"""The composer's image mode: shown above the send row while an image model is chosen, it
says so and offers the model's sizes, qualities and how many images to ask for."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from app.services.image_turn import ImageOptions


class ImageOptionsBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("imageOptionsBar")
        self.setAccessibleName(self.tr("Image options"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.title = QLabel(self.tr("Image mode"), self)
        self.title.setObjectName("imageModeLabel")
        self.title.setProperty("tone", "muted")
        self.size_picker = self._picker("imageSizePicker", self.tr("Image size"))
        self.quality_picker = self._picker("imageQualityPicker", self.tr("Image quality"))
        self.count_input = QSpinBox(self)
        self.count_input.setObjectName("imageCountInput")
        self.count_input.setAccessibleName(self.tr("Number of images"))
        self.count_input.setToolTip(self.tr("Number of images"))
        self.count_input.setRange(1, 1)
        self.count_input.setPrefix("× ")
        size_label = QLabel(self.tr("&Size"), self)
        size_label.setBuddy(self.size_picker)
        quality_label = QLabel(self.tr("&Quality"), self)
        quality_label.setBuddy(self.quality_picker)
        count_label = QLabel(self.tr("Ima&ges"), self)
        count_label.setBuddy(self.count_input)
        row.addWidget(self.title)
        row.addSpacing(6)
        for label, control in (
            (size_label, self.size_picker),
            (quality_label, self.quality_picker),
            (count_label, self.count_input),
        ):
            row.addWidget(label)
            row.addWidget(control)
        row.addStretch(1)

    def _picker(self, name: str, accessible: str) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        box.setToolTip(accessible)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return box

    def set_choices(self, sizes: tuple[str, ...], qualities: tuple[str, ...], most: int) -> None:
        """The model's choices; a choice that the new model also has is kept."""
        self._fill(self.size_picker, sizes)
        self._fill(self.quality_picker, qualities)
        self.count_input.setRange(1, most)
        self.count_input.setEnabled(most > 1)

    def _fill(self, box: QComboBox, values: tuple[str, ...]) -> None:
        kept = box.currentData()
        box.clear()
        for value in values:
            box.addItem(self.tr("Auto") if value == "auto" else self._shown(value), value)
        box.setCurrentIndex(max(0, box.findData(kept)))
        box.setEnabled(len(values) > 1)

    @staticmethod
    def _shown(value: str) -> str:
        return value.replace("x", " × ") if value[:1].isdigit() else value

    def options(self) -> ImageOptions:
        return ImageOptions(
            size=str(self.size_picker.currentData() or ""),
            quality=str(self.quality_picker.currentData() or ""),
            count=self.count_input.value(),
        )
