"""The preview of an imported map: the image with the proposed zones and links drawn on it,
their count, and what could not be understood, before anything is created."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtGui import QPixmap
from PySide6.QtGui import QPolygonF
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGraphicsScene
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget

from gmscreen.model.uvtt.regions import ProposedMap
from gmscreen.ui import boxes
from gmscreen.ui.map import style
from gmscreen.ui.map.import_words import import_said

ZONE_PEN = QColor("#f0b54a")
ZONE_FILL = QColor(240, 181, 74, 60)
LINK_PEN = QColor("#6fd3ff")


class ImportPreview(QDialog):
    """Shows a proposed map; Import accepts it (the caller makes it one command), Cancel not."""

    def __init__(self, proposal: ProposedMap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapImportPreview")
        self.setWindowTitle(self.tr("Import map"))
        self.proposal = proposal
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumSize(420, 300)
        self._draw(proposal)
        self.name = QLineEdit(proposal.name)
        self.name.setObjectName("mapImportName")
        self.summary = QLabel(
            self.tr("%n zone(s)", "", len(proposal.zones))
            + ", "
            + self.tr("%n link(s)", "", len(proposal.links))
            + self.tr(" — zones are named Room 1… and can be renamed, split or joined later.")
        )
        self.summary.setObjectName("mapImportSummary")
        self.summary.setWordWrap(True)
        self.notes = QLabel("\n".join(f"• {import_said(note)}" for note in proposal.notes))
        self.notes.setObjectName("mapImportNotes")
        self.notes.setWordWrap(True)
        self.notes.setVisible(bool(proposal.notes))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.import_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(self.tr("Import"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Map name"), self.name)
        boxes.column(boxes.grow(self.view), form, self.summary, self.notes, buttons, parent=self)
        self.resize(760, 620)

    def _draw(self, proposal: ProposedMap) -> None:
        small = proposal.image.thumbnail
        image = QImage(
            small.rgb, small.width, small.height, 3 * small.width, QImage.Format.Format_RGB888
        )
        background = self.scene.addPixmap(QPixmap.fromImage(image))
        background.setScale(proposal.image.pixels[0] / max(1, small.width))
        background.setZValue(-1)
        pen = QPen(ZONE_PEN, 3)
        pen.setCosmetic(True)
        centres = []
        for name, outline in proposal.zones:
            polygon = QPolygonF([QPointF(x, y) for x, y in outline])
            self.scene.addPolygon(polygon, pen, QBrush(ZONE_FILL))
            centre = polygon.boundingRect().center()
            centres.append(centre)
            label = self.scene.addSimpleText(name, style.font(12, bold=True))
            label.setBrush(QColor("white"))
            label.setFlag(label.GraphicsItemFlag.ItemIgnoresTransformations)
            label.setPos(centre)
        link_pen = QPen(LINK_PEN, 3, Qt.PenStyle.DashLine)
        link_pen.setCosmetic(True)
        for a, b in proposal.links:
            self.scene.addLine(
                centres[a].x(), centres[a].y(), centres[b].x(), centres[b].y(), link_pen
            )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def map_name(self) -> str:
        """The name the GM gave the map (the file's name unless changed)."""
        return self.name.text().strip()

    def _accept(self) -> None:
        if not self.map_name():
            self.name.setFocus()
            self.name.setPlaceholderText(self.tr("The map needs a name"))
            return
        self.accept()
