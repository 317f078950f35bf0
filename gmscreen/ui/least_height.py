"""A panel that asks a scroll area around it for its least height, not its preferred one."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


class LeastHeightPanel(QWidget):
    """A panel whose stretching part (a list, a table, a preview) gives up height to the rest.

    A scroll area (a dock's `PanelBody`) takes a widget's height for its width as the least it
    may have. Qt's answer for a box layout holding anything whose height depends on its width
    (a wrapped label, a `FlowLayout` of buttons) is the height its parts would like: a table's
    default 192 px, so the dock scrolls as soon as a label wraps or a button row breaks. This
    panel answers the least height instead: the stretching part shrinks first, and the dock
    scrolls only when even that does not fit.
    """

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return super().heightForWidth(width)
        return max(layout.minimumHeightForWidth(width), self.minimumHeight())
