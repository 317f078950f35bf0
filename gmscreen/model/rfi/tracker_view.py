"""What the tracker panel and the player view read of a scene's RFI fight, and the actions on offer.

Read-only: nothing here changes the campaign. `TurnOrderView.for_players` keeps what players may
see; `action_choices` says what each action would cost a combatant now, or why it is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace

from gmscreen.model.commands import CommandError
from gmscreen.model.player_turn_order import PlayerCombatant
from gmscreen.model.player_turn_order import PlayerTurnOrder
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import condition_of
from gmscreen.model.rfi.tracker import counted_majors
from gmscreen.model.rfi.tracker import existing_character
from gmscreen.model.rfi.tracker import read_fight
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MAJOR_ACTIONS
from gmscreen.rules.rfi.actions import MINOR_ACTIONS
from gmscreen.rules.rfi.actions import CombatAction


@dataclass(frozen=True, slots=True)
class CombatantView:
    """One line of the tracker.

    Safe for players: `name`, `side`, `current`, `acted`. Everything else is for the GM
    (actions, turns granted, defeat and dying, tier); `TurnOrderView.for_players` drops it.
    """

    character_id: int
    name: str
    side: str
    current: bool
    acted: bool
    can_act: bool
    turns_taken: int
    turns_per_round: int
    kind: str
    tier: str | None
    minor_actions: tuple[str, ...]
    major_actions: tuple[str, ...]
    defeated: bool
    dying: bool
    dead: bool


@dataclass(frozen=True, slots=True)
class TurnOrderView:
    """The scene's fight as the tracker shows it; `round` 0 means no fight.

    `sides` lists the players, then the NPCs, then any other side, each with its combatants in
    the order they joined. `problem` explains a tracker that could not be read.
    """

    scene_id: int | None
    round: int = 0
    sides: tuple[tuple[str, tuple[CombatantView, ...]], ...] = ()
    side_to_act: str | None = None
    kept_by: tuple[str, ...] = ()
    can_keep_initiative: bool = False
    problem: str = ""

    @property
    def in_combat(self) -> bool:
        """Whether a fight is under way in the scene."""
        return self.round > 0

    @property
    def combatants(self) -> tuple[CombatantView, ...]:
        """Every combatant, side after side."""
        return tuple(c for _side, members in self.sides for c in members)

    def find(self, character_id: int) -> CombatantView | None:
        """The combatant for this character, if they are in the fight."""
        return next((c for c in self.combatants if c.character_id == character_id), None)

    def for_players(self) -> PlayerTurnOrder:
        """The player-safe part: names, sides, order, whose turn, who has acted."""
        return PlayerTurnOrder(
            round=self.round,
            side_to_act=self.side_to_act,
            sides=tuple(
                (
                    side,
                    tuple(
                        PlayerCombatant(c.name, c.current, c.acted, c.defeated or c.dead)
                        for c in members
                    ),
                )
                for side, members in self.sides
            ),
        )


def turn_order_view(state: CampaignState, scene_id: int | None) -> TurnOrderView:
    """The tracker of a scene as the panel and the player view show it."""
    try:
        fight = read_fight(state, scene_id)
    except CommandError as error:
        return TurnOrderView(scene_id, problem=str(error))
    if fight is None:
        return TurnOrderView(scene_id)
    order = fight.order
    try:
        order.keep_initiative()
        can_keep = True
    except RulesError:
        can_keep = False
    can_act = set(order.can_act)
    lines: dict[str, list[CombatantView]] = {}
    for key, side in order.sides.items():
        character = existing_character(state, int(key))
        condition = condition_of(character)
        turn = fight.turn_of(key)
        allowed = order.turns_per_round.get(key, 1)
        taken = order.turns_taken.get(key, 0)
        lines.setdefault(side, []).append(
            CombatantView(
                character_id=character.id,
                name=character.name,
                side=side,
                current=order.acting == key,
                acted=taken >= allowed,
                can_act=key in can_act,
                turns_taken=taken,
                turns_per_round=allowed,
                kind=character.kind,
                tier=character.tier,
                minor_actions=tuple(a.name for a in turn.minor_taken),
                major_actions=tuple(a.name for a in turn.major_taken),
                defeated=condition.defeated,
                dying=condition.dying,
                dead=condition.dead,
            )
        )
    shown = (PLAYERS, NPCS, *(s for s in order.side_order if s not in (PLAYERS, NPCS)))
    return TurnOrderView(
        scene_id=scene_id,
        round=order.round,
        sides=tuple((side, tuple(lines.get(side, ()))) for side in shown),
        side_to_act=order.side_to_act,
        kept_by=tuple(sorted(order.kept_by)),
        can_keep_initiative=can_keep,
    )


@dataclass(frozen=True, slots=True)
class ActionChoice:
    """A combat action as the tracker offers it to a combatant now.

    `cost` is what taking it would charge (extras, Direct); `refusal` says why it is not
    allowed now ("" when it is).
    """

    action: CombatAction
    cost: int = 0
    difficulty_increase: int = 0
    refusal: str = ""


def action_choices(
    state: CampaignState, scene_id: int | None, character_id: int
) -> tuple[ActionChoice, ...]:
    """Every minor and major action, with what it would cost this combatant now or why not."""
    fight = read_fight(state, scene_id)
    key = str(character_id)
    character = state.find(Character, character_id)
    refusal = ""
    if fight is None or character is None or key not in fight.order.sides:
        refusal = "not in the fight"
    elif condition_of(character).defeated:
        refusal = "defeated: cannot act this scene"
    elif fight.order.acting != key:
        refusal = "not their turn"
    choices = []
    for action in (*MINOR_ACTIONS, *MAJOR_ACTIONS):
        choice = ActionChoice(action)
        if refusal or fight is None:
            choices.append(replace(choice, refusal=refusal))
            continue
        try:
            taken = counted_majors(state, fight, key).take(action)
        except RulesError as error:
            choices.append(replace(choice, refusal=str(error.args[0])))
            continue
        choices.append(
            replace(choice, cost=taken.momentum, difficulty_increase=taken.difficulty_increase)
        )
    return tuple(choices)
