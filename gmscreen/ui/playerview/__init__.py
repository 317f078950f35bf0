"""The player view: the window facing the table (a TV or a second monitor).

It shows only a `PlayerViewContent` (see `gmscreen.model.player_view`), never the GM window, so
nothing GM-only can reach it. Text scales with the window and with the GM's text size; the trait
cards shrink to fit, since nobody scrolls a TV; a blackout turns it solid black.
`PlayerView(bridge)` can be resized and grabbed offscreen like any widget.

It is drawn with Qt's own widgets and style sheets, with no Python paint or layout overrides
(Qt would call them on every repaint and layout pass, and the GM's live preview re-renders the
view on each change); sizes are fitted once per change of size, text size or content.

The package: `window` (the `PlayerView` window), `board` (trait cards by category), `cards`
(a trait's card, a pool's box), `strip` (a fight's turn order) and `style` (sizes and colours).
"""

from gmscreen.ui.playerview.window import PlayerView

__all__ = ["PlayerView"]
