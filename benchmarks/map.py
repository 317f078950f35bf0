"""Battle-map budgets: the zone map opens fast, drags smoothly and takes a drop in a frame or two.

Budgets: opening a map of 150 zones / 300 tokens (the map widget built as the RFI workspace builds
it, shown and painted) ≤ 2× the floor, a bare QGraphicsView with the same items (polygons, names,
lines, chips) measured in the same run; 500 zones / 1,000 tokens ≤ 400 ms; one drag step (mouse
move and the whole view repainted) ≤ 16 ms median; a token drop (rules, command, the GM's map and
the players' mirror of it brought up to date and repainted) ≤ 30 ms median. An attack's set-up
from the map (`attacks.attack_setup`: range, reach, cover) between neighbouring sectors at 500
zones ≤ 1.5× its time at 150, printed beside the set-up read from every token of the map (as it
was read before the state's indexes): it costs the two zones it reads, not the map.
Prints the figures beside the floor, with the processor time beside the wall-clock time (on a
busy machine the first is the steadier), and exits non-zero when over budget.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QMouseEvent
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QGraphicsScene
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QWidget

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.attacks import attack_setup
from gmscreen.model.rfi.map_moves import rules_positions
from gmscreen.model.rfi.map_moves import rules_zone_map
from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Record
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.rules.rfi.combat import Weapon
from gmscreen.rules.rfi.combat import prepare_attack
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.undo import SessionBridge

SIZES = ((15, 10), (25, 20))  # 150 zones / 300 tokens, 500 zones / 1,000 tokens
TOKENS_PER_ZONE = 2
ZONE_WIDTH, ZONE_HEIGHT, GAP = 220.0, 170.0, 30.0
OPEN_RUNS = 5
DRAG_STEPS = 120
OPEN_RATIO_BUDGET = 2.0  # × the bare view, at 150 zones
LARGE_OPEN_BUDGET_MS = 400.0  # at 500 zones
STEP_BUDGET_MS = 16.0
DROP_BUDGET_MS = 30.0
DROPS = 21
SETUPS = 300  # attack set-ups timed, each way
SETUP_GROWTH = 1.5  # at 500 zones, × the time at 150
WINDOW = (1280, 800)


def big_map_records(columns: int = 15, rows: int = 10) -> list[Record]:
    """The demo campaign with its map replaced by a grid of zones, two tokens in each."""
    kept = [r for r in demo_records() if not isinstance(r, ZoneMap | Zone | ZoneLink | Token)]
    records: list[Record] = [*kept, ZoneMap(1, "Hive city", scene_id=1)]
    zone_id = link_id = token_id = 0
    for row in range(rows):
        for column in range(columns):
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
                records.append(ZoneLink(link_id, 1, zone_id - columns, zone_id))
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


class Timing:
    """Wall-clock and processor milliseconds since it was made."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def stop(self) -> tuple[float, float]:
        return (time.perf_counter() - self.wall) * 1000, (time.process_time() - self.cpu) * 1000


def open_map(app: QApplication, bridge: SessionBridge) -> tuple[MapWidget, tuple[float, float]]:
    """Milliseconds (wall, processor) to build, show and paint the map widget once."""
    counter = PaintCounter()
    timing = Timing()
    widget = MapWidget(bridge, movement=RFI_MOVEMENT)
    widget.view.viewport().installEventFilter(counter)
    widget.resize(*WINDOW)
    widget.show()
    app.processEvents()  # lays out and paints the window once
    elapsed = timing.stop()
    painted = counter.paints
    if painted == 0:
        raise RuntimeError("the map was not painted: the timing would mean nothing")
    app.processEvents()
    widget.view.viewport().removeEventFilter(counter)
    if counter.paints > painted:
        raise RuntimeError("the map painted again after the timing: it was not finished")
    return widget, elapsed


def bare_view(app: QApplication, records: list[Record]) -> tuple[QWidget, tuple[float, float]]:
    """The floor: milliseconds to build, show and paint a plain QGraphicsView holding the same
    number of polygons with names, connecting lines and token chips with names."""
    counter = PaintCounter()
    timing = Timing()
    scene = QGraphicsScene()
    centres = {}
    pen, fill = QPen(QColor("#8aa0b8"), 2), QBrush(QColor(40, 60, 80, 120))
    for record in records:
        if isinstance(record, Zone):
            polygon = QPolygonF([QPointF(x, y) for x, y in record.outline])
            scene.addPolygon(polygon, pen, fill)
            scene.addSimpleText(record.name).setPos(polygon.boundingRect().topLeft())
            centres[record.id] = polygon.boundingRect().center()
    chips: dict[int, int] = {}
    for record in records:
        if isinstance(record, ZoneLink):
            a, b = centres[record.zone_a], centres[record.zone_b]
            scene.addLine(a.x(), a.y(), b.x(), b.y(), pen)
        elif isinstance(record, Token):
            index = chips[record.zone_id] = chips.get(record.zone_id, 0) + 1
            centre = centres[record.zone_id] + QPointF(60.0 * index - 90.0, 10.0)
            scene.addEllipse(centre.x() - 20, centre.y() - 20, 40, 40, pen, fill)
            scene.addSimpleText(record.label).setPos(centre + QPointF(-30, 22))
    view = QGraphicsView(scene)
    view.viewport().installEventFilter(counter)
    view.resize(*WINDOW)
    view.fitInView(scene.itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)
    view.show()
    app.processEvents()
    elapsed = timing.stop()
    if counter.paints == 0:
        raise RuntimeError("the bare view was not painted: the timing would mean nothing")
    scene.setParent(view)
    return view, elapsed


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


def drops(app: QApplication, widget: MapWidget, mirror: MapWidget) -> list[tuple[float, float]]:
    """Milliseconds per token drop: rules check, command, both maps brought up to date and
    repainted (the GM's and the players' mirror of it, as the player view embeds it).

    A Sprint (an enemy shares the sector) back and forth between two sectors with nothing to pay.
    """
    times = []
    for index in range(DROPS):
        target = 2 if index % 2 == 0 else 1
        timing = Timing()
        widget.gestures.drop_token(1, target, MoveKind.SPRINT)
        app.processEvents()
        times.append(timing.stop())
        if {widget.scene.tokens[1].token.zone_id, mirror.scene.tokens[1].token.zone_id} != {target}:
            raise RuntimeError("the benchmark move did not happen on both maps")
    return times


def attack_setups(records: list[Record], columns: int) -> dict[str, float]:
    """Microseconds (median) per attack set-up from the map: a player's ganger in the first
    sector at an enemy in the sector below ("near") and in the far corner ("far", where the
    range needs the whole map's distances), and the near one read from every token of the map."""
    attacker, target = 1, 4  # the demo's Vex Marlo and its Raider
    far = len([r for r in records if isinstance(r, Token)])
    near = TOKENS_PER_ZONE * (columns + 1)  # the enemy in the sector below the first
    state = CampaignState(records)

    def placed(token_id: int, character_id: int | None) -> Token:
        token = state.find(Token, token_id)
        assert token is not None
        return Token(token.id, 1, token.zone_id, character_id, token.label, token.side)

    def whole_map() -> object:  # tokens_of, positions of every token: the reading before
        tokens = {t.character_id: t for t in state.of(Token) if t.map_id == 1}
        positions, sides = rules_positions(state, 1)
        shooter, shot = str(tokens[attacker].id), str(tokens[target].id)
        weapon = Weapon("weapon", 1)
        return prepare_attack(rules_zone_map(state, 1), positions, sides, shooter, shot, weapon)

    figures = {}
    state.put(placed(1, attacker))
    for name, target_token in (("near", near), ("far", far)):
        state.put(placed(target_token, target))
        readings: dict[str, Callable[[], object]] = {
            name: lambda: attack_setup(state, attacker, target, melee=False)
        }
        if name == "near":
            readings["near, every token"] = whole_map
        for reading, read in readings.items():
            if read() is None:
                raise RuntimeError("the attack has no set-up: the timing would mean nothing")
            times = []
            for _ in range(SETUPS):
                began = time.perf_counter()
                read()
                times.append((time.perf_counter() - began) * 1_000_000)
            figures[reading] = statistics.median(times)
        state.put(placed(target_token, None))
    return figures


def discard(app: QApplication, widget: QWidget) -> None:
    """Close and really delete a widget, so the next timing starts from a clean slate."""
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()


def medians(times: list[tuple[float, float]]) -> tuple[float, float]:
    """The median wall-clock and processor milliseconds."""
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def median_open(
    app: QApplication, records: list[Record]
) -> tuple[MapWidget, SessionBridge, tuple[float, float], tuple[float, float]]:
    """The map opened OPEN_RUNS times: the last widget and its bridge, the medians (wall,
    processor) of the opening and of the floor."""
    opens, floors = [], []
    widget: MapWidget | None = None
    for _ in range(OPEN_RUNS):
        view, floor = bare_view(app, records)
        discard(app, view)
        floors.append(floor)
        if widget is not None:
            discard(app, widget)
        bridge = SessionBridge(Session(MemoryRepository(records)))
        widget, milliseconds = open_map(app, bridge)
        opens.append(milliseconds)
    assert widget is not None
    return widget, bridge, medians(opens), medians(floors)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    over = False
    print(f"window {WINDOW[0]}×{WINDOW[1]}")
    setups: list[dict[str, float]] = []
    for columns, rows in SIZES:
        records = big_map_records(columns, rows)
        setups.append(attack_setups(records, columns))
        print(
            f"{columns * rows} zones: attack set-up near {setups[-1]['near']:.0f} µs, far "
            f"{setups[-1]['far']:.0f} µs (median of {SETUPS}); read from every token "
            f"{setups[-1]['near, every token']:.0f} µs (load {os.getloadavg()[0]:.1f})"
        )
        zones, tokens = columns * rows, columns * rows * TOKENS_PER_ZONE
        widget, bridge, (opened, opened_cpu), (floor, floor_cpu) = median_open(app, records)
        ratio = opened / floor
        small = (columns, rows) == SIZES[0]
        budget = (
            f"budget ≤ {OPEN_RATIO_BUDGET:.0f}× the floor"
            if small
            else f"budget ≤ {LARGE_OPEN_BUDGET_MS:.0f} ms"
        )
        over |= ratio > OPEN_RATIO_BUDGET if small else opened > LARGE_OPEN_BUDGET_MS
        print(
            f"{zones} zones, {tokens} tokens (load {os.getloadavg()[0]:.1f}): open median "
            f"{opened:.0f} ms of {OPEN_RUNS}, bare QGraphicsView floor {floor:.0f} ms, "
            f"{ratio:.2f}× ({budget}); processor time {opened_cpu:.0f} ms against "
            f"{floor_cpu:.0f} ms, {opened_cpu / floor_cpu:.2f}×"
        )
        fitted = drag_steps(app, widget, 1, 6)
        mirror = MapWidget(bridge, player_safe=True)
        mirror.resize(WINDOW[0] // 2, WINDOW[1] // 2)
        mirror.show()
        app.processEvents()
        dropped = drops(app, widget, mirror)
        discard(app, mirror)
        widget.view.zoom_by(1 / widget.view.scale_factor)
        close_up = drag_steps(app, widget, 3, 3)
        for name, steps in (("whole map", fitted), ("100 % zoom", close_up)):
            print(
                f"  drag, {name}: median {statistics.median(steps):.1f} ms per step, 90th "
                f"percentile {statistics.quantiles(steps, n=10)[-1]:.1f} ms "
                f"(budget {STEP_BUDGET_MS:.0f} ms median)"
            )
        drop, drop_cpu = medians(dropped)
        print(
            f"  drop: median {drop:.1f} ms, max {max(t[0] for t in dropped):.1f} ms of {DROPS} "
            f"(budget {DROP_BUDGET_MS:.0f} ms median); processor time {drop_cpu:.1f} ms "
            f"(load {os.getloadavg()[0]:.1f})"
        )
        over |= drop > DROP_BUDGET_MS
        over |= max(statistics.median(fitted), statistics.median(close_up)) > STEP_BUDGET_MS
        discard(app, widget)
    growth = setups[-1]["near"] / setups[0]["near"]
    print(
        f"attack set-up near, {SIZES[-1][0] * SIZES[-1][1]} zones against "
        f"{SIZES[0][0] * SIZES[0][1]}: {growth:.2f}× (budget ≤ {SETUP_GROWTH}×)"
    )
    over |= growth > SETUP_GROWTH
    print(f"budget: {'OVER' if over else 'ok'}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
