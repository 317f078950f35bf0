"""The RFI turn tracker of a scene: reading its fight, and the GM's commands that change it.

The fight is kept in the scene's Tracker record as `gmscreen.model.rfi.fight_json` describes;
what the panel and the player view show of it is in `gmscreen.model.rfi.tracker_view`.
"""

from __future__ import annotations

import dataclasses
from abc import abstractmethod
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import replace
from enum import StrEnum

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.characters import read_injuries
from gmscreen.model.rfi.fight_json import FIGHT_KEYS
from gmscreen.model.rfi.fight_json import Fight
from gmscreen.model.rfi.fight_json import fight_from_json
from gmscreen.model.rfi.fight_json import fight_to_json
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.scene_commands import SceneCommand
from gmscreen.model.scene_record import tracker_of
from gmscreen.model.scene_record import with_scene_state
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Scene
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.constants import MAX_MAJOR_ACTIONS_PER_ROUND
from gmscreen.rules.rfi.injuries import Combatant
from gmscreen.rules.rfi.injuries import Tier
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import add_threat
from gmscreen.rules.rfi.pools import spend_momentum
from gmscreen.rules.rfi.pools import spend_threat
from gmscreen.rules.rfi.turn_actions import ActionTaken
from gmscreen.rules.rfi.turn_actions import TurnActions
from gmscreen.rules.rfi.turns import TurnOrder

PLAYERS, NPCS = "players", "npcs"
SIDE_NAMES = {PLAYERS: "the players", NPCS: "the NPCs"}
# Campaign setting (GM-editable): see `counted_majors`.
MAJOR_LIMIT_PER_TURN_SETTING = "major_action_limit_per_granted_turn"
TIERS = {"minor": Tier.MINOR_NPC, "notable": Tier.NOTABLE_NPC, "major": Tier.MAJOR_NPC}


class Payment(StrEnum):
    """How a player character pays an Immediate cost: the group pool, or by adding threat."""

    MOMENTUM = "momentum"
    THREAT = "threat"


def side_label(side: str) -> str:
    """ "the players", "the NPCs", or the side's own name."""
    return SIDE_NAMES.get(side, side)


def default_side(character: Character) -> str:
    """The side a character fights on unless the GM says otherwise."""
    return PLAYERS if character.kind == "pc" else NPCS


def condition_of(character: Character) -> Combatant:
    """Defeat and dying as the sheet records them.

    The sheet's "defeated" flag wins when present (first aid revives a character who keeps the
    injury); without it, an untreated injury counts as defeat. "dead" marks a killed character.
    """
    sheet = character.sheet
    try:
        injuries = tuple(read_injuries(sheet))
    except (TypeError, ValueError):  # a damaged sheet must not take the tracker down with it
        injuries = ()
    flag = sheet.get("defeated")
    defeated = flag if isinstance(flag, bool) else any(not i.treated for i in injuries)
    dead = sheet.get("dead") is True
    tier = Tier.MAIN if character.kind == "pc" else TIERS.get(character.tier or "", Tier.MINOR_NPC)
    return Combatant(tier=tier, injuries=injuries, defeated=defeated or dead, dead=dead)


def counted_majors(state: CampaignState, fight: Fight, key: str) -> TurnActions:
    """The turn as the two-majors-a-round rule counts it.

    The text is silent on combatants the GM gives several turns a round; by default (campaign
    setting `major_action_limit_per_granted_turn`, true) each granted turn brings its own
    allowance of two, so a second turn is never empty-handed.
    """
    turn = fight.turn_of(key)
    per_turn = state.campaign.settings.get(MAJOR_LIMIT_PER_TURN_SETTING, True) is not False
    taken = fight.order.turns_taken.get(key, 0)
    if not per_turn or taken <= 1:
        return turn
    earlier = max(0, turn.majors_earlier_this_round - MAX_MAJOR_ACTIONS_PER_ROUND * (taken - 1))
    return replace(turn, majors_earlier_this_round=earlier)


def read_fight(state: CampaignState, scene_id: int | None) -> Fight | None:
    """The scene's fight as it stands, or None.

    Characters deleted since drop out. A defeated combatant cannot act for the rest of the
    scene, so its turns this round count as used; revived, it acts again from the next round.
    """
    tracker = tracker_of(state, scene_id)
    fight = fight_from_json(tracker.state) if tracker is not None else None
    if fight is None:
        return None
    order = fight.order
    for key in list(order.sides):
        character = state.find(Character, int(key))
        if character is None:
            order = order.without(key)
        elif condition_of(character).defeated:
            allowed = order.turns_per_round.get(key, 1)
            if order.turns_taken.get(key, 0) < allowed:
                order = replace(order, turns_taken={**order.turns_taken, key: allowed})
    return Fight(order, {k: t for k, t in fight.turns.items() if k in order.sides})


def charge(
    pools: Pools, costs: Iterable[MomentumCost], *, npc: bool, payment: Payment, reason: str
) -> PoolChange | None:
    """Paying a rule's costs: an NPC spends threat; a player character spends group momentum,
    or adds threat one for one for an Immediate cost when `payment` says so. None if free."""
    current, steps = pools, []
    for cost in costs:
        if not cost.amount:
            continue
        if npc:
            step = spend_threat(current, cost.amount, reason=reason)
        elif payment is Payment.THREAT and cost.immediate:
            step = add_threat(current, cost.amount, reason=reason)
        else:
            step = spend_momentum(current, cost.amount, reason=reason)
        current = step.pools
        steps.append(step.summary)
    return PoolChange(current, pools, reason, "; ".join(steps), reason=reason) if steps else None


@contextmanager
def _named(state: CampaignState) -> Iterator[None]:
    """Rules messages name combatants by id and sides by key; the GM reads names."""
    try:
        yield
    except RulesError as error:
        message = str(error.args[0])
        for character in state.of(Character):
            message = message.replace(repr(str(character.id)), character.name)
        for side, label in SIDE_NAMES.items():
            message = message.replace(repr(side), label)
        raise RulesError(message, rule=error.rule) from None


def existing_character(state: CampaignState, character_id: int) -> Character:
    """The character with this id; `CommandError` when they have been deleted."""
    character = state.find(Character, character_id)
    if character is None:
        raise CommandError(f"there is no character {character_id} any more")
    return character


def _check_turns(character: Character, turns: int) -> None:
    if turns != 1 and not (character.kind == "npc" and character.tier == "major"):
        raise CommandError(
            f"only a major NPC may have more than one turn a round ({character.name} is not one)"
        )
    if turns < 1:
        raise CommandError(f"{character.name} needs at least 1 turn a round, not {turns}")


def _tracker_changes(
    state: CampaignState, scene_id: int, fight: Fight | None
) -> list[RecordChange]:
    # Keep whatever else the scene's record holds (a challenge); replace only the fight's part.
    updates = fight_to_json(fight) if fight is not None else {}
    return with_scene_state(state, scene_id, updates, remove=FIGHT_KEYS)


def _scene(state: CampaignState, scene_id: int | None) -> int:
    if scene_id is None or state.find(Scene, scene_id) is None:
        raise CommandError("no scene is being played: start a scene first")
    return scene_id


def _changes(
    state: CampaignState, scene_id: int, fight: Fight | None, paid: PoolChange | None
) -> ChangeSet:
    changes = _tracker_changes(state, scene_id, fight)
    if paid is not None:
        changes.extend(pool_changes(state, paid.pools))
    return ChangeSet(tuple(changes))


class FightCommand(SceneCommand):
    """A change to a scene's fight, with the pools it charges, as one undo step.

    `summary` says what happened, for the panel, once the command has been planned; `paid` what
    it charged the pools (None: nothing), so the panel can word that in the GM's language too.
    """

    paid: PoolChange | None = None

    def plan(self, state: CampaignState) -> ChangeSet:
        scene_id = _scene(state, self._scene_id)
        fight = read_fight(state, scene_id)
        if fight is None:
            raise CommandError("no fight is under way in this scene")
        with _named(state):
            after, paid = self.change(state, fight)
        return _changes(state, scene_id, after, paid)

    @abstractmethod
    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        """The fight after this command (None: over), and what it charged the pools."""

    def fighter(self, state: CampaignState, fight: Fight, character_id: int) -> Character:
        """A character in this fight; `CommandError` otherwise."""
        character = existing_character(state, character_id)
        if str(character_id) not in fight.order.sides:
            raise CommandError(f"{character.name} is not in the fight")
        return character

    def able(self, state: CampaignState, fight: Fight, character_id: int) -> Character:
        """A character in this fight who may act (not defeated)."""
        character = self.fighter(state, fight, character_id)
        if condition_of(character).defeated:
            raise CommandError(f"{character.name} is defeated and cannot act this scene")
        return character


class StartCombat(Command):
    """Start a fight in a scene: the combatants (in order) and the side that acts first.

    Players fight for `PLAYERS`, NPCs for `NPCS` unless `sides` says otherwise; `turns_per_round`
    gives major NPCs more than one turn a round.
    """

    def __init__(
        self,
        scene_id: int | None,
        character_ids: Sequence[int],
        *,
        first_side: str = PLAYERS,
        sides: Mapping[int, str] | None = None,
        turns_per_round: Mapping[int, int] | None = None,
    ) -> None:
        self._scene_id = scene_id
        self._ids = tuple(dict.fromkeys(character_ids))
        self._first = first_side
        self._sides = dict(sides or {})
        self._turns = dict(turns_per_round or {})
        self.summary = ""

    @property
    def name(self) -> str:
        return "start combat"

    def plan(self, state: CampaignState) -> ChangeSet:
        scene_id = _scene(state, self._scene_id)
        if read_fight(state, scene_id) is not None:
            raise CommandError("a fight is already under way in this scene: end it first")
        if not self._ids:
            raise CommandError("choose at least one combatant")
        characters = [existing_character(state, character_id) for character_id in self._ids]
        sides = {str(c.id): self._sides.get(c.id, default_side(c)) for c in characters}
        if self._first not in sides.values():
            raise CommandError(f"nobody fights for {side_label(self._first)}: they cannot go first")
        for character in characters:
            _check_turns(character, self._turns.get(character.id, 1))
        with _named(state):
            order = TurnOrder.start(
                sides,
                first_side=self._first,
                turns_per_round={str(k): n for k, n in self._turns.items() if n != 1},
            )
        self.summary = f"round 1: {side_label(self._first)} act first"
        return _changes(state, scene_id, Fight(order), None)


class AddCombatant(FightCommand):
    """A character joins the fight under way; they act from this round on."""

    def __init__(
        self,
        scene_id: int | None,
        character_id: int,
        *,
        side: str | None = None,
        turns_per_round: int = 1,
    ) -> None:
        super().__init__(scene_id)
        self._id, self._side, self._turns = character_id, side, turns_per_round

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        character = existing_character(state, self._id)
        self._label = f"add {character.name} to the fight"
        if str(self._id) in fight.order.sides:
            raise CommandError(f"{character.name} is already in the fight")
        _check_turns(character, self._turns)
        side = self._side or default_side(character)
        order = fight.order.with_combatant(str(self._id), side, turns_per_round=self._turns)
        self.summary = f"{character.name} joins {side_label(side)}"
        return replace(fight, order=order), None


class RemoveCombatant(FightCommand):
    """A character leaves the fight (fled, or out of it for the scene)."""

    def __init__(self, scene_id: int | None, character_id: int) -> None:
        super().__init__(scene_id)
        self._id = character_id

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        character = self.fighter(state, fight, self._id)
        self._label = f"remove {character.name} from the fight"
        key = str(self._id)
        turns = {k: t for k, t in fight.turns.items() if k != key}
        self.summary = f"{character.name} leaves the fight"
        return Fight(fight.order.without(key), turns), None


class NextTurn(FightCommand):
    """The side due picks who acts: that combatant's turn starts, and the next one passes over."""

    def __init__(self, scene_id: int | None, character_id: int) -> None:
        super().__init__(scene_id)
        self._id = character_id

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        character = self.able(state, fight, self._id)
        self._label = f"next turn: {character.name}"
        key = str(self._id)
        order = fight.order.next_turn(key)
        fresh = TurnActions(majors_earlier_this_round=fight.turn_of(key).majors_this_round)
        self.summary = f"{character.name}'s turn"
        return Fight(order, {**fight.turns, key: fresh}), None


class KeepInitiative(FightCommand):
    """Keep the initiative: the side that just acted pays 2 and takes the next turn too.

    Players pay from the group pool (or, with `Payment.THREAT`, by adding threat); NPCs pay threat.
    """

    def __init__(self, scene_id: int | None, *, payment: Payment = Payment.MOMENTUM) -> None:
        super().__init__(scene_id)
        self._payment = payment
        self._label = "keep the initiative"

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        order, cost = fight.order.keep_initiative()
        acting = existing_character(state, int(order.acting or 0))
        side = side_label(order.sides[str(acting.id)])
        self._label = f"{side} keep the initiative"
        paid = charge(
            read_pools(state),
            (cost,),
            npc=acting.kind == "npc",
            payment=self._payment,
            reason="keep the initiative",
        )
        self.paid = paid
        self.summary = f"{side} keep the initiative" + (f": {paid.summary}" if paid else "")
        return replace(fight, order=order), paid


class Assist(FightCommand):
    """Assist out of turn: the assistant helps now and gives up their own turn this round."""

    def __init__(self, scene_id: int | None, assistant_id: int) -> None:
        super().__init__(scene_id)
        self._id = assistant_id

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        character = self.able(state, fight, self._id)
        self._label = f"{character.name} assists"
        key = str(self._id)
        order = fight.order.assist(key)
        turn = TurnActions(
            major_taken=(ACTIONS["assist"],),
            majors_earlier_this_round=fight.turn_of(key).majors_this_round,
        )
        self.summary = f"{character.name} assists, using up their turn this round"
        return Fight(order, {**fight.turns, key: turn}), None


class TakeAction(FightCommand):
    """The combatant whose turn it is takes a minor or major action; extras are paid for.

    `report` holds the rules' `ActionTaken` (costs, difficulty increase) once planned.
    """

    def __init__(
        self,
        scene_id: int | None,
        character_id: int,
        action_id: str,
        *,
        payment: Payment = Payment.MOMENTUM,
    ) -> None:
        super().__init__(scene_id)
        self._id, self._action, self._payment = character_id, action_id, payment
        self.report: ActionTaken | None = None

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        character = self.able(state, fight, self._id)
        key = str(self._id)
        acting = fight.order.acting
        if acting != key:
            who = existing_character(state, int(acting)).name if acting is not None else "nobody"
            raise CommandError(f"it is not {character.name}'s turn ({who} is acting)")
        taken = counted_majors(state, fight, key).take(self._action)
        self.report = taken
        self._label = f"{character.name}: {taken.action.name}"
        turn = replace(
            taken.state, majors_earlier_this_round=fight.turn_of(key).majors_earlier_this_round
        )
        paid = charge(
            read_pools(state),
            taken.costs,
            npc=character.kind == "npc",
            payment=self._payment,
            reason=taken.action.name,
        )
        self.paid = paid
        parts = [f"{character.name}: {taken.action.name}"]
        if paid is not None:
            parts.append(paid.summary)
        if taken.difficulty_increase:
            parts.append(f"its task is {taken.difficulty_increase} harder")
        self.summary = " — ".join(parts)
        return Fight(fight.order, {**fight.turns, key: turn}), paid


class EndRound(FightCommand):
    """Rounds: once everyone has acted, the next round begins (`early` skips unused turns).

    The side due next opens the new round unless `first_side` says otherwise.
    """

    def __init__(
        self, scene_id: int | None, *, first_side: str | None = None, early: bool = False
    ) -> None:
        super().__init__(scene_id)
        self._first, self._early = first_side, early

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        order = fight.order
        self._label = f"end round {order.round}"
        if not self._early and order.side_to_act is not None:
            names = ", ".join(existing_character(state, int(key)).name for key in order.can_act)
            raise RulesError(f"{names} still to act this round", rule="rounds")
        after = order.end_round(first_side=self._first, early=True)
        self.summary = f"round {after.round}: {side_label(after.side_due)} act first"
        return Fight(after), None


class SetTurnsPerRound(FightCommand):
    """The GM gives a major NPC more than one turn a round (or takes extra turns back)."""

    def __init__(self, scene_id: int | None, character_id: int, turns: int) -> None:
        super().__init__(scene_id)
        self._id, self._turns = character_id, turns

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        character = self.fighter(state, fight, self._id)
        self._label = f"give {character.name} {self._turns} turn(s) a round"
        _check_turns(character, self._turns)
        key = str(self._id)
        order = fight.order.with_combatant(key, fight.order.sides[key], turns_per_round=self._turns)
        self.summary = f"{character.name} has {self._turns} turn(s) a round"
        return replace(fight, order=order), None


class EndCombat(FightCommand):
    """The fight in this scene is over; the tracker is cleared (undo brings it back)."""

    def __init__(self, scene_id: int | None) -> None:
        super().__init__(scene_id)
        self._label = "end combat"

    def change(self, state: CampaignState, fight: Fight) -> tuple[Fight | None, PoolChange | None]:
        self.summary = f"combat over after {fight.order.round} round(s)"
        return None, None


class SetDefeated(Command):
    """Mark a character defeated (a minor NPC hit, say) or revived (first aid), on their sheet."""

    def __init__(self, character_id: int, defeated: bool) -> None:
        self._id, self._defeated = character_id, defeated
        self._label = ""

    @property
    def name(self) -> str:
        return self._label

    def plan(self, state: CampaignState) -> ChangeSet:
        character = existing_character(state, self._id)
        verb = "mark {} defeated" if self._defeated else "revive {}"
        self._label = verb.format(character.name)
        if condition_of(character).defeated == self._defeated and "defeated" in character.sheet:
            return ChangeSet()
        sheet = {**character.sheet, "defeated": self._defeated}
        after = dataclasses.replace(character, sheet=sheet)
        return ChangeSet((RecordChange.of(character, after),))
