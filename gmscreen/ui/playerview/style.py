"""How the player view looks: colours, text sizes by name, the style sheet, fitting layouts.

Sizes are in text units, proportional to the window (`text_unit`), so a TV and a laptop look
alike; colours live in `style_sheet`.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLayout

TEXT, MUTED, ACCENT = "#f1f4f9", "#8d99ad", "#f0b54a"
BACK_TOP, BACK_BOTTOM = "#17202c", "#0a0d13"
CARD, CARD_BORDER, BADGE = "#1b2431", "#2b3747", "#2f3d52"
POSITIVE, NEGATIVE, NEUTRAL = "#5cc98a", "#ef6a5a", "#4a5a70"
MOMENTUM_COLOURS = ("#58a6ff", "#2c4563")  # a held point, an empty place under the cap
THREAT_COLOURS = ("#ef6a5a", "#5a2d2a")
FIT_STEPS = (1.0, 0.9, 0.8, 0.7, 0.62, 0.55)  # how far trait cards may shrink to fit

# Text by object name, in text units (34 px on a 1080-line screen at 100 %):
# (size, weight, letter spacing in %, all capitals)
FONTS: dict[str, tuple[float, QFont.Weight, float, bool]] = {
    "episodeTitle": (0.75, QFont.Weight.DemiBold, 112, True),
    "sceneTitle": (2.3, QFont.Weight.Bold, 100, False),
    "categoryTitle": (0.66, QFont.Weight.Bold, 115, True),
    "traitName": (1.2, QFont.Weight.DemiBold, 100, False),
    "traitSign": (1.2, QFont.Weight.Bold, 100, False),
    "traitOwner": (0.72, QFont.Weight.Normal, 100, False),
    "traitPotency": (0.9, QFont.Weight.Bold, 100, False),
    "poolTitle": (0.6, QFont.Weight.Bold, 115, True),
    "poolPips": (0.95, QFont.Weight.Normal, 108, False),
    "poolValue": (1.7, QFont.Weight.Bold, 100, False),
    "poolCap": (0.8, QFont.Weight.Normal, 100, False),
    "emptyBoard": (0.9, QFont.Weight.Normal, 100, False),
    "moreTraits": (0.72, QFont.Weight.DemiBold, 100, False),
    "campaignName": (0.55, QFont.Weight.DemiBold, 112, True),
    "turnRound": (0.62, QFont.Weight.Bold, 115, True),
    "turnStatus": (0.8, QFont.Weight.DemiBold, 100, False),
    "turnSide": (0.55, QFont.Weight.Bold, 115, True),
    "turnName": (0.72, QFont.Weight.DemiBold, 100, False),
}


def text_unit(size: QSize, text_scale: float) -> int:
    """The text unit in pixels: proportional to the window, so a TV and a laptop look alike."""
    return max(8, round(min(size.height() / 32, size.width() / 50) * text_scale))


def size_label(label: QLabel, unit: float) -> None:
    """Give a named text its font for a text unit of `unit` pixels (see FONTS)."""
    spec = FONTS.get(label.objectName())
    if spec is not None:
        size, weight, spacing, capitals = spec
        font = QFont(label.font())
        font.setPixelSize(max(6, round(size * unit)))
        font.setWeight(weight)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
        font.setCapitalization(
            QFont.Capitalization.AllUppercase if capitals else QFont.Capitalization.MixedCase
        )
        label.setFont(font)


def invalidate_tree(layout: QLayout) -> None:
    """Drop the cached sizes of a layout and of everything in it.

    Qt does this by itself only for widgets on screen; the preview renders a hidden view.
    """
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        if (inner := item.layout()) is not None:
            invalidate_tree(inner)
        elif (widget := item.widget()) is not None:
            if (own := widget.layout()) is not None:
                invalidate_tree(own)
            widget.updateGeometry()
    layout.invalidate()


def style_sheet(unit: int) -> str:
    """The player view's look for a text unit of `unit` pixels (sizes in code, colours here)."""

    def px(factor: float) -> str:
        return f"{max(1, round(unit * factor))}px"

    return f"""
        QWidget#playerView, QWidget#blackout {{ background: black; }}
        QWidget#playerContent {{
            background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,
                                        stop: 0 {BACK_TOP}, stop: 1 {BACK_BOTTOM});
        }}
        QLabel {{ color: {TEXT}; background: transparent; }}
        QLabel#episodeTitle {{ color: {ACCENT}; }}
        QLabel#categoryTitle, QLabel#poolTitle, QLabel#campaignName, QLabel#traitOwner,
        QLabel#poolCap, QLabel#emptyBoard, QLabel#moreTraits {{ color: {MUTED}; }}
        QFrame#divider {{ background: {CARD_BORDER}; border: none; }}
        QScrollArea#traitBoard {{ background: transparent; }}
        QFrame#traitCard {{
            background: {CARD}; border: 1px solid {CARD_BORDER};
            border-left: {px(0.16)} solid {NEUTRAL}; border-radius: {px(0.3)};
        }}
        QFrame#traitCard[polarity="positive"] {{ border-left-color: {POSITIVE}; }}
        QFrame#traitCard[polarity="negative"] {{ border-left-color: {NEGATIVE}; }}
        QLabel#traitSign[polarity="positive"] {{ color: {POSITIVE}; }}
        QLabel#traitSign[polarity="negative"] {{ color: {NEGATIVE}; }}
        QLabel#traitPotency {{
            background: {BADGE}; border-radius: {px(0.3)}; padding: {px(0.1)} {px(0.3)};
        }}
        QFrame#poolBox {{
            background: rgba(255, 255, 255, 10); border: 1px solid {CARD_BORDER};
            border-radius: {px(0.35)}; padding: {px(0.2)} {px(0.5)};
        }}
        QFrame#mapArea {{ background: {CARD}; border-radius: {px(0.3)}; }}
        QFrame#turnStrip {{
            background: rgba(255, 255, 255, 8); border: 1px solid {CARD_BORDER};
            border-radius: {px(0.35)};
        }}
        QLabel#turnRound, QLabel#turnSide[toAct="true"] {{ color: {ACCENT}; }}
        QLabel#turnSide {{ color: {MUTED}; padding-left: {px(0.4)}; }}
        QLabel#turnName {{
            background: {CARD}; border: 1px solid {CARD_BORDER}; border-radius: {px(0.25)};
            padding: {px(0.08)} {px(0.35)};
        }}
        QLabel#turnName[turn="current"] {{
            background: {ACCENT}; color: {BACK_TOP}; border-color: {ACCENT};
        }}
        QLabel#turnName[turn="acted"] {{ color: {MUTED}; }}
    """
