"""Battle-map budget: a map of 150 zones and 300 tokens opens fast and drags smoothly.

Budget (GM screen issue): opening the map (widget built, shown and painted) ≤ 300 ms; one drag
step of a token (the mouse move handled and the whole view repainted) ≤ 16 ms median.
Prints the figures and exits non-zero when over budget.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Record, Token, Zone, ZoneLink, ZoneMap
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.undo import SessionBridge

COLUMNS, ROWS = 15, 10  # 150 zones
TOKENS_PER_ZONE = 2  # 300 tokens
ZONE_WIDTH, ZONE_HEIGHT, GAP = 220.0, 170.0, 30.0
OPEN_RUNS = 5
DRAG_STEPS = 120
OPEN_BUDGET_MS = 300.0
STEP_BUDGET_MS = 16.0
WINDOW = (1280, 800)


def big_map_records() -> list[Record]:
    """The demo campaign with its map replaced by a grid of 150 zones holding 300 tokens."""
    kept = [r for r in demo_records() if not isinstance(r, ZoneMap | Zone | ZoneLink | Token)]
    records: list[Record] = [*kept, ZoneMap(1, "Hive city", scene_id=1)]
    zone_id = link_id = token_id = 0
    for row in range(ROWS):
        for column in range(COLUMNS):
            zone_id += 1
            x, y = column * (ZONE_WIDTH + GAP), row * (ZONE_HEIGHT + GAP)
            right, bottom = x + ZONE_WIDTH, y + ZONE_HEIGHT
            outline = ((x, y), (right, y), (right, bottom), (x, bottom))
            records.append(
                Zone(
                    zone_id,
                    1,
                    f"Sector {row + 1}-{column + 1}",
                    outline,
                    terrain=("", "thick-mud", "swamp", "steep-slope")[
                        (zone_id % 4 == 0) * (1 + zone_id % 3)
                    ],
                    cover="light" if zone_id % 5 == 0 else "",
                    hazard="fire" if zone_id % 7 == 0 else "",
                )
            )
            if column:
                link_id += 1
                records.append(
                    ZoneLink(
                        link_id,
                        1,
                        zone_id - 1,
                        zone_id,
                        ("waist-high-wall",) if zone_id % 3 == 0 else (),
                    )
                )
            if row:
                link_id += 1
                records.append(ZoneLink(link_id, 1, zone_id - COLUMNS, zone_id))
            for index in range(TOKENS_PER_ZONE):
                token_id += 1
                side = "players" if index == 0 else "npcs"
                records.append(Token(token_id, 1, zone_id, label=f"Ganger {token_id}", side=side))
    return records


class PaintCounter(QObject):
    """Counts the paint events a widget receives, to be sure a timing included painting."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def open_map(app: QApplication, bridge: SessionBridge) -> tuple[MapWidget, float]:
    """Milliseconds to build, show and paint the map widget once."""
    counter = PaintCounter()
    started = time.perf_counter()
    widget = MapWidget(bridge)
    widget.view.viewport().installEventFilter(counter)
    widget.resize(*WINDOW)
    widget.show()
    app.processEvents()  # lays out and paints the window once
    elapsed = (time.perf_counter() - started) * 1000
    widget.view.viewport().removeEventFilter(counter)
    if counter.paints == 0:
        raise RuntimeError("the map was not painted: the timing would mean nothing")
    return widget, elapsed


def mouse(widget: MapWidget, kind: QEvent.Type, at: QPointF) -> None:
    viewport = widget.view.viewport()
    local = QPointF(widget.view.mapFromScene(at))
    left = Qt.MouseButton.LeftButton
    event = QMouseEvent(
        kind,
        local,
        QPointF(viewport.mapToGlobal(local.toPoint())),
        Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else left,
        Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else left,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def drag_steps(app: QApplication, widget: MapWidget, token_id: int, zones: int) -> list[float]:
    """Milliseconds per drag step: a token carried across zones, the view repainted each step."""
    item = widget.scene.tokens[token_id]
    start = item.scenePos()
    end = start + QPointF(zones * (ZONE_WIDTH + GAP), zones / 2 * (ZONE_HEIGHT + GAP))
    widget.view.centerOn((start + end) / 2)
    app.processEvents()
    mouse(widget, QEvent.Type.MouseButtonPress, start)
    app.processEvents()
    times = []
    for step in range(1, DRAG_STEPS + 1):
        point = start + (end - start) * (step / DRAG_STEPS)
        began = time.perf_counter()
        mouse(widget, QEvent.Type.MouseMove, point)
        widget.view.viewport().repaint()
        times.append((time.perf_counter() - began) * 1000)
    carried = item.scenePos() - end
    pixel = 2 / widget.view.scale_factor  # the mouse moves in whole pixels
    if abs(carried.x()) > pixel or abs(carried.y()) > pixel:
        raise RuntimeError("the token did not follow the mouse: the timing would mean nothing")
    mouse(widget, QEvent.Type.MouseButtonRelease, end)
    app.processEvents()
    return times


def drop_once(app: QApplication, widget: MapWidget) -> float:
    """Milliseconds for one free move on release: rules check, command, scene brought up to date."""
    started = time.perf_counter()
    # A Sprint (an enemy shares the sector) into the next one: no terrain, no obstacle to pay.
    widget.gestures.drop_token(1, 2, MoveKind.SPRINT)
    app.processEvents()
    elapsed = (time.perf_counter() - started) * 1000
    if widget.scene.tokens[1].token.zone_id != 2:
        raise RuntimeError("the benchmark move did not happen")
    return elapsed


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    records = big_map_records()
    zones = sum(isinstance(r, Zone) for r in records)
    tokens = sum(isinstance(r, Token) for r in records)
    opens = []
    widget: MapWidget | None = None
    for _ in range(OPEN_RUNS):
        bridge = SessionBridge(Session(MemoryRepository(records)))
        if widget is not None:
            widget.close()
            widget.deleteLater()
            app.processEvents()
        widget, milliseconds = open_map(app, bridge)
        opens.append(milliseconds)
    assert widget is not None
    fitted = drag_steps(app, widget, 1, 6)
    drop = drop_once(app, widget)
    widget.view.zoom_by(1 / widget.view.scale_factor)
    close_up = drag_steps(app, widget, 3, 3)
    first, median_open = opens[0], statistics.median(opens)
    median_step = max(statistics.median(fitted), statistics.median(close_up))
    print(f"map of {zones} zones, {tokens} tokens, window {WINDOW[0]}×{WINDOW[1]}")
    print(
        f"open : first {first:.0f} ms, median {median_open:.0f} ms of {OPEN_RUNS} "
        f"(budget {OPEN_BUDGET_MS:.0f} ms)"
    )
    for name, steps in (("whole map", fitted), ("100 % zoom", close_up)):
        print(
            f"drag : {name}: median {statistics.median(steps):.1f} ms per step, 90th "
            f"percentile {statistics.quantiles(steps, n=10)[-1]:.1f} ms, max {max(steps):.1f} ms "
            f"of {DRAG_STEPS} (budget {STEP_BUDGET_MS:.0f} ms median)"
        )
    print(f"drop : {drop:.0f} ms for one move on release (rules, command, map update; no budget)")
    over = first > OPEN_BUDGET_MS or median_step > STEP_BUDGET_MS
    print(f"budget: {'OVER' if over else 'ok'}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
