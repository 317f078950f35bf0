"""From gestures on the map to commands: token moves (checked, then paid), drops, drawing.

A dropped token is first quoted by the rule system's movement policy: a refusal comes back with
its reason and the token returns to its zone; a free move is made at once; a move that costs
momentum waits for the GM to choose how it is paid, and is quoted again when the campaign changes
meanwhile (its price offered anew, or its refusal said), so the command made from it never quotes
a second time. Each finished gesture is one command, so one undo step.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.map_movement import FREE_MOVES
from gmscreen.model.map_movement import FreeQuote
from gmscreen.model.map_movement import MovementPolicy
from gmscreen.model.map_movement import Quote
from gmscreen.model.rfi.map_commands import AddZone
from gmscreen.model.rfi.map_commands import ConnectZones
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.map_commands import SetBackground
from gmscreen.model.rfi.map_commands import next_zone_name
from gmscreen.model.rfi.map_tokens import PlaceToken
from gmscreen.model.state import Character
from gmscreen.model.state import Zone
from gmscreen.rules.errors import RulesError
from gmscreen.ui.map.background_image import background_problem
from gmscreen.ui.map.rules_ui import PLAIN_MAP
from gmscreen.ui.map.rules_ui import MapRulesUi
from gmscreen.ui.map.scene import MapScene
from gmscreen.ui.map.tools import ConnectTool
from gmscreen.ui.map.tools import MapTool
from gmscreen.ui.map.tools import Outline
from gmscreen.ui.map.tools import PolygonTool
from gmscreen.ui.map.tools import RectangleTool
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.shell.undo import SessionBridge


class Tool(Enum):
    """What the mouse does on the map."""

    SELECT = "select"
    RECTANGLE = "rectangle"
    POLYGON = "polygon"
    CONNECT = "connect"


class MapGestures(QObject):
    """Turns what the GM does on the map into commands, and says what came of it.

    Signals:
        payment_needed(Quote): a legal move costs something; call `pay` or `cancel`. Sent
            again with the new price when a change to the campaign alters the waiting move's.
        refused(str, bool): a gesture was refused, with the reason and whether the policy's
            `retry_kind` (RFI: a Sprint) would do.
        done(str): a gesture became a command; what it did, in a line.
        moved(Quote): a token moved (after `done`).
    """

    payment_needed = Signal(object)
    moved = Signal(object)
    refused = Signal(str, bool)
    done = Signal(str)

    def __init__(
        self,
        bridge: SessionBridge,
        scene: MapScene,
        parent: QObject | None = None,
        *,
        movement: MovementPolicy = FREE_MOVES,
        rules_ui: MapRulesUi = PLAIN_MAP,
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._scene = scene
        self.movement = movement
        self.rules_ui = rules_ui
        self.move_kind: object = movement.kinds[0][1] if movement.kinds else None
        self.pending: Quote | None = None
        self.last_refused: tuple[int, int] | None = None  # (token, zone) a Sprint might reach
        self.tool = Tool.SELECT
        scene.token_dropped.connect(self.drop_token)
        scene.character_dropped.connect(self.place_character)
        scene.image_dropped.connect(self.set_background)
        scene.zone_reshaped.connect(self.reshape_zone)
        bridge.changed.connect(self._requote_pending)

    # tools
    def use_tool(self, tool: Tool) -> str:
        """Switch what the mouse does; returns the hint to show the GM."""
        self.tool = tool
        made: MapTool | None = None
        if tool is Tool.RECTANGLE:
            made = RectangleTool(self._scene, self.add_zone)
        elif tool is Tool.POLYGON:
            made = PolygonTool(self._scene, self.add_zone)
        elif tool is Tool.CONNECT:
            made = ConnectTool(self._scene, self._scene.zone_at, self.connect_zones)
        self._scene.set_tool(made)
        # The tool's hint in the GM's language (its English is marked in tools.py).
        return QCoreApplication.translate("MapTools", made.hint) if made is not None else ""

    # moves
    def drop_token(self, token_id: int, zone_id: int, kind: object | None = None) -> None:
        """A token let go over another zone: refuse, move, or ask how to pay."""
        self.cancel()
        kind = kind or self.move_kind
        state = self._bridge.state
        try:
            quote = self.movement.quote(state, token_id, zone_id, kind)
        except (CommandError, RulesError) as error:
            self._refuse_move(token_id, zone_id, error)
            return
        self.last_refused = None
        if quote.cost == 0:
            self._move(quote, None)
            return
        self.pending = quote
        self._scene.hold(token_id, quote.destination)
        self.payment_needed.emit(quote)

    def _refuse_move(self, token_id: int, zone_id: int, error: Exception) -> None:
        self._scene.snap_back(token_id)
        sprint = bool(getattr(error, "sprint_would_do", False))
        self.last_refused = (token_id, zone_id) if sprint else None
        self.refused.emit(self.rules_ui.worded(str(error)), sprint)

    def sprint_instead(self) -> None:
        """Try the move refused last again as the policy's other kind (RFI: a Sprint)."""
        if self.last_refused is not None and self.movement.retry_kind is not None:
            token_id, zone_id = self.last_refused
            self.drop_token(token_id, zone_id, self.movement.retry_kind)

    def pay(self, payment: object) -> bool:
        """Make the waiting move, paid as the GM chose."""
        quote, self.pending = self.pending, None
        if quote is None:
            return False
        return self._move(quote, payment)

    def cancel(self) -> None:
        """Drop the move waiting for payment; its token goes back."""
        quote, self.pending = self.pending, None
        if quote is not None:
            self._scene.snap_back(quote.token_id)

    def _requote_pending(self, changes: ChangeSet) -> None:
        # The campaign changed while a move waited (an edit, an undo, another move): the price
        # shown must be the one paid, and a move the rules now refuse must not stay on offer.
        quote = self.pending
        if quote is None:
            return
        state = self._bridge.state
        try:
            fresh = self.movement.quote(state, quote.token_id, quote.destination, quote.kind)
        except (CommandError, RulesError) as error:
            self.pending = None
            self._refuse_move(quote.token_id, quote.destination, error)
            return
        self.pending = fresh  # quoted on today's state: paying it quotes nothing again
        if fresh != quote:
            self.payment_needed.emit(fresh)

    def _move(self, quote: Quote, payment: object | None) -> bool:
        command = self.movement.command(quote, payment)
        if not self._run(command):
            self._scene.snap_back(quote.token_id)
            return False
        if isinstance(quote, FreeQuote):  # a free move's line, in the GM's language
            said = fill(self.tr("%1 moved to %2"), quote.mover, quote.route_names[-1])
        else:  # the system's words for what its move cost, else its policy's (English)
            said = self.rules_ui.move_done(quote, command) or self.movement.done_text(
                quote, command
            )
        self.done.emit(said)
        self.moved.emit(quote)
        return True

    # other drops and drawings
    def place_character(self, character_id: int, zone_id: int) -> None:
        """A character dropped on a zone gets a token there."""
        command = PlaceToken(zone_id, character_id=character_id)
        if self._run(command):
            state = self._bridge.state
            character, zone = state.find(Character, character_id), state.find(Zone, zone_id)
            if character is not None and zone is not None:
                self.done.emit(fill(self.tr("%1 placed in %2"), character.name, zone.name))

    def set_background(self, image: bytes, image_type: str) -> None:
        """An image dropped on the map becomes its background."""
        if self._scene.map_id is None:
            return
        checked_type, problem = background_problem(image)
        if problem is not None:
            self.refused.emit(problem, False)
            return
        if self._run(SetBackground(self._scene.map_id, image, checked_type or image_type)):
            self.done.emit(self.tr("Background set"))

    def add_zone(self, outline: Outline) -> None:
        """A drawn outline becomes a new zone, selected so the GM can name and mark it."""
        map_id = self._scene.map_id
        if map_id is None:
            return
        command = AddZone(map_id, next_zone_name(self._bridge.state, map_id), outline)
        if self._run(command) and command.zone_id in self._scene.zones:
            self._scene.clearSelection()
            self._scene.zones[command.zone_id].setSelected(True)
            self.done.emit(fill(self.tr("Added %1"), command.name.removeprefix("add zone ")))

    def connect_zones(self, zone_a: int, zone_b: int) -> None:
        """Two zones picked with the connect tool become adjacent."""
        if self._run(ConnectZones(zone_a, zone_b)):
            state = self._bridge.state
            first, second = state.find(Zone, zone_a), state.find(Zone, zone_b)
            if first is not None and second is not None:
                self.done.emit(fill(self.tr("%1 and %2 connected"), first.name, second.name))

    def reshape_zone(self, zone_id: int, outline: Outline) -> None:
        """A zone's corners were dragged."""
        zone = self._bridge.state.find(Zone, zone_id)
        label = f"reshape {zone.name}" if zone is not None else "reshape zone"
        if not self._run(EditZone(zone_id, label=label, outline=outline)):
            self._scene.sync()

    def run(self, command: Command) -> bool:
        """Run a command for the map; a refusal comes out of `refused`."""
        return self._run(command)

    def _run(self, command: Command) -> bool:
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self.refused.emit(refusal, False)
        return refusal is None
