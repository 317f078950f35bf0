"""RFI's movement on the zone map: the Movement minor action or a Sprint, paid in Momentum.

The rules and the costs are `gmscreen.model.rfi.map_moves`; this is how the map asks for them.
"""

from __future__ import annotations

from gmscreen.model.commands import Command
from gmscreen.model.map_movement import MovementPolicy
from gmscreen.model.map_movement import Quote
from gmscreen.model.rfi.map_moves import MoveQuote
from gmscreen.model.rfi.map_moves import MoveToken
from gmscreen.model.rfi.map_moves import Payment
from gmscreen.model.rfi.map_moves import quote_move
from gmscreen.model.state import CampaignState
from gmscreen.rules.rfi.movement import MoveKind


class RfiMovement:
    """Moves checked by RFI's movement rules; a move that costs Momentum waits for payment."""

    kinds: tuple[tuple[str, object], ...] = (
        ("Move: Movement (minor)", MoveKind.MINOR),
        ("Move: Sprint (major)", MoveKind.SPRINT),
    )
    retry_kind: object | None = MoveKind.SPRINT
    hindrances = True  # terrain and obstacles cost Momentum to cross
    ranges = True  # Close, Medium, Long, Extreme: attacks and moves read them

    def quote(self, state: CampaignState, token_id: int, zone_id: int, kind: object) -> Quote:
        """The rules' route and cost, or `MoveRefusedError` saying why not."""
        move_kind = kind if isinstance(kind, MoveKind) else MoveKind.MINOR
        return quote_move(state, token_id, zone_id, kind=move_kind)

    def command(self, quote: Quote, payment: object | None) -> Command:
        """`MoveToken` paying the quoted cost as chosen, on the quote itself (no second look)."""
        assert isinstance(quote, MoveQuote)
        paid = payment if isinstance(payment, Payment) else None
        return MoveToken.from_quote(quote, payment=paid)

    def done_text(self, quote: Quote, command: Command) -> str:
        """ "Vex moved to Catwalk: 2 momentum spent (Sprint: the major action)"."""
        message = f"{quote.mover} moved to {quote.route_names[-1]}"
        paid = command.paid if isinstance(command, MoveToken) else None
        if paid is not None:
            message += f": {paid.summary}"
        elif quote.cost:
            message += f": {quote.cost} momentum paid from the task"
        if quote.kind is MoveKind.SPRINT:
            message += " (Sprint: the major action)"
        return message


RFI_MOVEMENT: MovementPolicy = RfiMovement()
