"""Attacks in the campaign: the roll, the threat and momentum it moves, and the injury it deals
(or the stress or threat that avoids it) as one undo step; and the end of a scene for the wounded.

Injuries, stress, defeat and death live on the target's sheet ("stress", "injuries",
"defeated", "dead"); a notable NPC's threat-paid avoidance is counted per scene under
"threat_avoidances" ({"scene_id": …, "count": …}).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Sequence
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.rfi.characters import with_injuries
from gmscreen.model.rfi.map_commands import map_for_scene
from gmscreen.model.rfi.map_moves import rules_zone_map
from gmscreen.model.rfi.map_moves import zone_positions
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.rolls import ATTACK_ROLL_KIND
from gmscreen.model.rfi.rolls import UNNAMED_WEAPON
from gmscreen.model.rfi.rolls import roll_outcome
from gmscreen.model.rfi.rolls import task_inputs
from gmscreen.model.rfi.sheet import DEFAULT_MAX_STRESS
from gmscreen.model.rfi.tracker import condition_of
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Token
from gmscreen.rules.rfi import pools as pool_rules
from gmscreen.rules.rfi.combat import AttackSetup
from gmscreen.rules.rfi.combat import Weapon
from gmscreen.rules.rfi.combat import declare_attack
from gmscreen.rules.rfi.combat import prepare_attack
from gmscreen.rules.rfi.combat import resolve_attack
from gmscreen.rules.rfi.injuries import Avoidance
from gmscreen.rules.rfi.injuries import Combatant
from gmscreen.rules.rfi.injuries import InjuryKind
from gmscreen.rules.rfi.injuries import InjuryOptions
from gmscreen.rules.rfi.injuries import InjuryOutcome
from gmscreen.rules.rfi.injuries import Rounding
from gmscreen.rules.rfi.injuries import SceneEndOptions
from gmscreen.rules.rfi.injuries import end_scene
from gmscreen.rules.rfi.injuries import stress_track
from gmscreen.rules.rfi.injuries import suffer_injury
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.zones import RangeBand

THREAT_AVOIDANCES = "threat_avoidances"
# Campaign settings (GM-editable readings where the text is silent).
NOTABLE_ROUNDING_SETTING = "notable_stress_rounding"  # "down" (default) or "up"
CLEAR_STRESS_SETTING = "clear_stress_at_scene_end"  # false by default


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Attack:
    """An attack as the GM sets it up around its roll.

    `added_severity` is bought on a hit, 2 momentum each (at most +2): from the roll's own
    momentum first, then the group pool (an NPC attacker spends threat). `avoid` is how the
    target avoids the injury, or None to take it. `save_momentum` saves a player character's
    unspent momentum from the roll to the group pool.
    """

    attacker_id: int
    target_id: int
    kind: InjuryKind = InjuryKind.STUN
    weapon: str = UNNAMED_WEAPON
    severity: int = 1
    added_severity: int = 0
    protection: int = 0
    avoid: Avoidance | None = None
    save_momentum: bool = False


@dataclasses.dataclass(frozen=True, slots=True)
class AttackReport:
    """What an attack did, for the dialog and the roll log."""

    hit: bool
    summary: str
    severity: int = 0  # after protection; 0 on a miss
    momentum_from_roll: int = 0
    outcome: InjuryOutcome | None = None


def injury_options(state: CampaignState) -> InjuryOptions:
    """The GM's readings for notable NPCs (the rules' defaults unless edited)."""
    rounding = state.campaign.settings.get(NOTABLE_ROUNDING_SETTING, Rounding.DOWN.value)
    try:
        return InjuryOptions(notable_stress_rounding=Rounding(rounding))
    except ValueError:
        return InjuryOptions()


def protection_of(character: Character) -> int:
    """The protection a sheet records ("protection"), 0 when none or unreadable."""
    try:
        return max(0, int(character.sheet.get("protection", 0)))
    except (TypeError, ValueError):
        return 0


def threat_avoidances(sheet: JsonDict, scene_id: int | None) -> int:
    """How often a character avoided injury with threat in this scene."""
    entry = sheet.get(THREAT_AVOIDANCES)
    if not isinstance(entry, dict) or entry.get("scene_id") != scene_id:
        return 0
    try:
        return max(0, int(entry.get("count", 0)))
    except (TypeError, ValueError):
        return 0


def combatant_of(state: CampaignState, character: Character, *, protection: int = 0) -> Combatant:
    """A character's condition as the injury rules read it: tier, stress track by tier, stress,
    injuries, defeat, death and this scene's threat-paid avoidances."""
    condition = condition_of(character)
    sheet = character.sheet
    try:
        initial = max(0, int(sheet.get("max_stress", DEFAULT_MAX_STRESS)))
        taken = max(0, int(sheet.get("stress", 0)))
    except (TypeError, ValueError):
        initial, taken = DEFAULT_MAX_STRESS, 0
    track = stress_track(condition.tier, initial, options=injury_options(state))
    return dataclasses.replace(
        condition,
        max_stress=track,
        stress=min(taken, track),  # a sheet over its track (notable: half of it) reads as full
        protection=protection,
        threat_avoidances_this_scene=threat_avoidances(sheet, state.campaign.current_scene_id),
    )


def sheet_after(
    sheet: JsonDict, before: Combatant, after: Combatant, *, scene_id: int | None
) -> JsonDict:
    """The sheet with what changed between two conditions written into it (nothing else)."""
    new = copy.deepcopy(sheet)
    if after.stress != before.stress:
        new["stress"] = after.stress
    if after.injuries != before.injuries:
        new = with_injuries(new, after.injuries)
    if after.defeated != before.defeated or "defeated" in sheet:
        new["defeated"] = after.defeated
    if after.dead != before.dead:
        new["dead"] = after.dead
    if after.threat_avoidances_this_scene != before.threat_avoidances_this_scene:
        count = after.threat_avoidances_this_scene
        if count:
            new[THREAT_AVOIDANCES] = {"scene_id": scene_id, "count": count}
        else:
            new.pop(THREAT_AVOIDANCES, None)
    return new


def attack_setup(
    state: CampaignState, attacker_id: int, target_id: int, *, melee: bool
) -> AttackSetup | None:
    """Range, extra difficulty and cover from the current scene's map; None when either
    character has no token there. `RulesError` for a melee attack out of reach.

    Read from the state's indexes: the two characters' tokens, and the tokens of the two
    zones they stand in (reach, the enemies near the attacker and the cover near the target
    never leave a zone), so a large map costs no more than a small one."""
    zone_map = map_for_scene(state, state.campaign.current_scene_id)
    if zone_map is None:
        return None
    attacker = _token_on(state, zone_map.id, attacker_id)
    target = _token_on(state, zone_map.id, target_id)
    if attacker is None or target is None:
        return None
    positions, sides = zone_positions(state, (attacker.zone_id, target.zone_id))
    weapon = Weapon("weapon", 1, melee=melee)
    return prepare_attack(
        rules_zone_map(state, zone_map.id),
        positions,
        sides,
        str(attacker.id),
        str(target.id),
        weapon,
    )


def nearest_target(state: CampaignState, attacker_id: int, candidates: Sequence[int]) -> int | None:
    """The candidate an attack most likely aims at: the nearest on the scene's map by range
    band (Close before Medium …, Unreachable last), ties and characters off the map in the
    order given; None when there is no candidate."""
    bands = list(RangeBand)

    def distance(target_id: int) -> int:
        setup = attack_setup(state, attacker_id, target_id, melee=False)
        return bands.index(setup.band) if setup is not None else len(bands)

    return min(candidates, key=distance, default=None)


def _token_on(state: CampaignState, map_id: int, character_id: int) -> Token | None:
    """A character's token on a map (the newest, should it have several), or None."""
    tokens = [t for t in state.tokens_of_character(character_id) if t.map_id == map_id]
    return tokens[-1] if tokens else None


def _character(state: CampaignState, character_id: int) -> Character:
    character = state.find(Character, character_id)
    if character is None:
        raise CommandError(f"there is no character {character_id} any more")
    return character


def _what_happened(target: str, outcome: InjuryOutcome, kind: InjuryKind) -> str:
    if outcome.avoided is Avoidance.STRESS:
        return f"{target} avoids it with {outcome.stress_taken} stress"
    if outcome.avoided is Avoidance.THREAT:
        return f"{target} avoids it: the GM spends {outcome.threat_spent} threat"
    if outcome.injury is None:  # a minor NPC: no injury, just out of the fight
        return f"{target} is killed" if outcome.killed else f"{target} is knocked out"
    injury = outcome.injury
    dying = " and dying" if outcome.target.dying else ""
    return f"{target} suffers {injury.name} {injury.severity} ({kind.value}), defeated{dying}"


class MakeAttack(Command):
    """An attack and all it does, as one undo step: the roll logged ("rfi-attack"), 1 threat for
    a deadly attack, added severity paid, and the injury dealt or avoided on the target's sheet.

    Undo refunds the pools and heals the sheet; the roll stays in the log, marked undone.
    `report` says what happened once planned.
    """

    def __init__(self, attack: Attack, roll: TaskResult, *, clock: Clock = datetime.now) -> None:
        self.attack = attack
        self.roll = roll
        self._clock = clock
        self._label = "attack"
        self.report: AttackReport | None = None

    @property
    def name(self) -> str:
        return self._label

    def plan(self, state: CampaignState) -> ChangeSet:
        attack, roll = self.attack, self.roll
        attacker = _character(state, attack.attacker_id)
        target = _character(state, attack.target_id)
        self._label = f"{attacker.name} attacks {target.name}"
        if attacker.id == target.id:
            raise CommandError(f"{attacker.name} cannot attack themselves")
        if condition_of(attacker).defeated:
            raise CommandError(f"{attacker.name} is defeated and cannot attack this scene")
        weapon = Weapon(attack.weapon.strip() or UNNAMED_WEAPON, attack.severity)
        declaration = declare_attack(weapon, attack.kind)
        pools = read_pools(state)
        notes: list[str] = []
        if declaration.threat_added:
            pools = pool_rules.deadly_attack(pools, threat=declaration.threat_added).pools
            notes.append(f"+{declaration.threat_added} threat for a deadly attack")
        hit = roll.succeeded
        result = resolve_attack(declaration, passed=hit, added_severity=attack.added_severity)
        cost = result.cost.amount
        from_roll = min(cost, roll.momentum)
        rest = cost - from_roll
        npc = attacker.kind == "npc"
        if rest:
            reason = "added severity"
            step = (
                pool_rules.spend_threat(pools, rest, reason=reason)
                if npc
                else pool_rules.spend_momentum(pools, rest, reason=reason)
            )
            pools = step.pools
        if cost:
            paid = [f"{from_roll} from the roll"] if from_roll else []
            paid += [f"{rest} {'threat' if npc else 'from the pool'}"] if rest else []
            notes.append(
                f"+{attack.added_severity} severity for {cost} momentum ({', '.join(paid)})"
            )
        leftover = roll.momentum - from_roll
        # The notes as data too: the roll log writes them in the GM's language.
        noted: JsonDict = {
            "threat_added": declaration.threat_added,
            "added_severity": attack.added_severity,
            "severity_cost": cost,
            "from_roll": from_roll,
            "rest": rest,
            "npc": npc,
            "saved": 0,
            "lost": 0,
            "cap": pools.limits.momentum_cap,
        }
        if attack.save_momentum and not npc and leftover:
            saved = pool_rules.add_momentum(pools, leftover)
            noted.update(saved=leftover - saved.momentum_lost, lost=saved.momentum_lost)
            pools = saved.pools
            notes.append(saved.summary)
        head = f"{attacker.name} attacks {target.name} ({attack.kind.value}, {weapon.name})"
        changes: list[RecordChange] = []
        outcome: InjuryOutcome | None = None
        if result.injury is not None:
            before = combatant_of(state, target, protection=attack.protection)
            outcome = suffer_injury(
                before, result.injury, avoid=attack.avoid, options=injury_options(state)
            )
            if outcome.threat_spent:
                reason = f"{target.name} avoids injury"
                pools = pool_rules.spend_threat(pools, outcome.threat_spent, reason=reason).pools
            sheet = sheet_after(
                target.sheet,
                before,
                outcome.target,
                scene_id=state.campaign.current_scene_id,
            )
            if sheet != target.sheet:
                after = dataclasses.replace(target, sheet=sheet)
                changes.append(RecordChange.of(target, after))
            summary = f"{head}: hit — {_what_happened(target.name, outcome, attack.kind)}"
        else:
            summary = f"{head}: miss"
        if notes:
            summary += f"; {'; '.join(notes)}"
        self.report = AttackReport(
            hit=hit,
            summary=summary,
            severity=outcome.severity if outcome is not None else 0,
            momentum_from_roll=from_roll,
            outcome=outcome,
        )
        record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=ATTACK_ROLL_KIND,
            summary=summary,
            character_id=attacker.id,
            inputs=self._inputs(roll, weapon.name),
            faces=roll.faces,
            outcome={**self._outcome(roll, outcome), "notes": noted},
        )
        return ChangeSet((logged_roll(record), *changes, *pool_changes(state, pools)))

    def _inputs(self, roll: TaskResult, weapon: str) -> JsonDict:
        attack = self.attack
        return {
            "attacker_id": attack.attacker_id,
            "target_id": attack.target_id,
            "kind": attack.kind.value,
            "weapon": weapon,
            "severity": attack.severity,
            "added_severity": attack.added_severity,
            "protection": attack.protection,
            "avoid": attack.avoid.value if attack.avoid is not None else None,
            "save_momentum": attack.save_momentum,
            "task": task_inputs(roll, "attack"),
        }

    @staticmethod
    def _outcome(roll: TaskResult, outcome: InjuryOutcome | None) -> JsonDict:
        data = {**roll_outcome(roll), "hit": outcome is not None}
        if outcome is not None:
            data |= {
                "severity": outcome.severity,
                "avoided": outcome.avoided.value if outcome.avoided is not None else None,
                "stress_taken": outcome.stress_taken,
                "threat_spent": outcome.threat_spent,
                "injury": outcome.injury.name if outcome.injury is not None else None,
                "defeated": outcome.target.defeated,
                "dying": outcome.target.dying,
                "killed": outcome.target.dead,
            }
        return data


def _scene_end(state: CampaignState) -> tuple[list[RecordChange], list[str]]:
    settings = state.campaign.settings
    options = SceneEndOptions(clear_stress=settings.get(CLEAR_STRESS_SETTING, False) is True)
    changes: list[RecordChange] = []
    died: list[str] = []
    for character in state.of(Character):
        before = combatant_of(state, character)
        if before.dead:
            continue
        ended = end_scene(before, options=options)
        sheet = sheet_after(
            character.sheet, before, ended.combatant, scene_id=state.campaign.current_scene_id
        )
        sheet.pop(THREAT_AVOIDANCES, None)  # counted per scene: nothing to carry over
        if sheet != character.sheet:
            changes.append(RecordChange.of(character, dataclasses.replace(character, sheet=sheet)))
        if ended.died:
            died.append(character.name)
    return changes, died


def scene_end_changes(state: CampaignState) -> list[RecordChange]:
    """End of a scene for every character: the dying die, defeat ends, stun injuries go,
    threat-paid avoidances reset (and stress clears if the GM's setting says so)."""
    return _scene_end(state)[0]


class EndSceneCasualties(Command):
    """The end of the current scene for the wounded (see `scene_end_changes`), as one step.

    `summary` names who died, once planned.
    """

    def __init__(self) -> None:
        self.summary = ""

    @property
    def name(self) -> str:
        return "end of scene: injuries"

    def plan(self, state: CampaignState) -> ChangeSet:
        changes, died = _scene_end(state)
        self.summary = f"{', '.join(died)} died of their injuries" if died else ""
        return ChangeSet(tuple(changes))
