"""Hot Circle character sheets as JSON inside a `Character` record ⇄ the rules' `Character`.

A sheet keeps beliefs and instincts as drafts (a player character always has three slots, some
perhaps still empty) so a character can be written down over several sittings; the rules see
only the complete ones, and a player character counts as one once all six are written.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from gmscreen.model.state import Character as CharacterRecord
from gmscreen.model.state import JsonDict
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Belief
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Instinct
from gmscreen.rules.hotcircle.character import InstinctForm
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.tables import BELIEFS_PER_CHARACTER
from gmscreen.rules.hotcircle.tables import INSTINCTS_PER_CHARACTER
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity

RULE = "character sheet"


def blank_sheet(*, player_character: bool = True) -> JsonDict:
    """An empty sheet: three empty belief and instinct slots for a player character."""
    beliefs = BELIEFS_PER_CHARACTER if player_character else 0
    instincts = INSTINCTS_PER_CHARACTER if player_character else 0
    return {
        "beliefs": [{"stance": "", "goal": ""} for _ in range(beliefs)],
        "instincts": [{"form": "always", "action": "", "trigger": ""} for _ in range(instincts)],
        "traits": [],
        "conditions": [],
        "lifepaths": [],
        "assets": [],
        "artha": {"fate_points": 0, "persona_points": 0},
    }


def _items(sheet: JsonDict, key: str) -> list[dict[str, Any]]:
    value = sheet.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise RulesError(f"the sheet's {key} cannot be read", rule=RULE)
    return value


def _text(item: dict[str, Any], key: str) -> str:
    return str(item.get(key, "") or "")


def belief_drafts(sheet: JsonDict) -> list[tuple[str, str]]:
    """The sheet's belief slots as (stance, goal), complete or not."""
    return [(_text(item, "stance"), _text(item, "goal")) for item in _items(sheet, "beliefs")]


def instinct_drafts(sheet: JsonDict) -> list[tuple[str, str, str]]:
    """The sheet's instinct slots as (form, action, trigger), complete or not."""
    return [
        (_text(item, "form") or "always", _text(item, "action"), _text(item, "trigger"))
        for item in _items(sheet, "instincts")
    ]


def _beliefs(sheet: JsonDict) -> tuple[Belief, ...]:
    return tuple(
        Belief(stance, goal)
        for stance, goal in belief_drafts(sheet)
        if stance.strip() and goal.strip()
    )


def _instincts(sheet: JsonDict) -> tuple[Instinct, ...]:
    found = []
    for form, action, trigger in instinct_drafts(sheet):
        if not action.strip():
            continue
        shape = InstinctForm(form)
        if shape is InstinctForm.WHEN and not trigger.strip():
            continue
        found.append(Instinct(shape, action, trigger if shape is InstinctForm.WHEN else ""))
    return tuple(found)


def character_from_sheet(name: str, sheet: JsonDict, *, player_character: bool) -> Character:
    """The rules' character for a sheet; a player character whose six beliefs and instincts
    are not all written yet is read as an unfinished one (held to no counts).

    Raises:
        RulesError: the sheet breaks a rule (a rating out of range, an asset on an unknown
            lifepath …) or cannot be read.
    """
    try:
        beliefs = _beliefs(sheet)
        instincts = _instincts(sheet)
        complete = (
            len(beliefs) == BELIEFS_PER_CHARACTER and len(instincts) == INSTINCTS_PER_CHARACTER
        )
        artha = sheet.get("artha", {})
        return Character(
            name=name,
            player_character=player_character and complete,
            beliefs=beliefs,
            instincts=instincts,
            traits=tuple(str(trait) for trait in sheet.get("traits", [])),
            conditions=tuple(
                Condition(
                    str(item["name"]),
                    Severity(item.get("severity", "minor")),
                    int(item.get("hindered", 0)),
                    bool(item.get("voluntary", False)),
                )
                for item in _items(sheet, "conditions")
            ),
            lifepaths=tuple(
                Lifepath(
                    str(item["name"]),
                    str(item["setting"]),
                    int(item.get("rating", 3)),
                    frozenset(Ability(value) for value in item.get("taxed", [])),
                    int(item.get("persona_spent", 0)),
                    int(item.get("fate_spent", 0)),
                    bool(item.get("bridge", False)),
                )
                for item in _items(sheet, "lifepaths")
            ),
            assets=tuple(
                Asset(AssetKind(item["kind"]), str(item["name"]), str(item["lifepath"]))
                for item in _items(sheet, "assets")
            ),
            artha=Artha(int(artha.get("fate_points", 0)), int(artha.get("persona_points", 0))),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        if isinstance(error, RulesError):
            raise
        raise RulesError(f"{name}'s sheet cannot be read ({error})", rule=RULE) from None


def read_character(record: CharacterRecord) -> Character:
    """The rules' character of a campaign character record."""
    return character_from_sheet(record.name, record.sheet, player_character=record.kind == "pc")


def _belief_json(belief: Belief) -> JsonDict:
    return {"stance": belief.stance, "goal": belief.goal}


def _instinct_json(instinct: Instinct) -> JsonDict:
    return {"form": instinct.form.value, "action": instinct.action, "trigger": instinct.trigger}


def update_sheet(sheet: JsonDict, character: Character) -> JsonDict:
    """The sheet holding `character`: every field the rules manage is rewritten; belief and
    instinct drafts are kept unless the character's beliefs or instincts changed."""
    updated = dict(sheet)
    if character.beliefs != _beliefs(sheet):
        updated["beliefs"] = [_belief_json(belief) for belief in character.beliefs]
    if character.instincts != _instincts(sheet):
        updated["instincts"] = [_instinct_json(instinct) for instinct in character.instincts]
    updated["traits"] = list(character.traits)
    updated["conditions"] = [
        {
            "name": condition.name,
            "severity": condition.severity.value,
            "hindered": condition.hindered,
            "voluntary": condition.voluntary,
        }
        for condition in character.conditions
    ]
    updated["lifepaths"] = [
        {
            "name": lifepath.name,
            "setting": lifepath.setting,
            "rating": lifepath.rating,
            "taxed": sorted(ability.value for ability in lifepath.taxed),
            "persona_spent": lifepath.persona_spent,
            "fate_spent": lifepath.fate_spent,
            "bridge": lifepath.bridge,
        }
        for lifepath in character.lifepaths
    ]
    updated["assets"] = [
        {"kind": asset.kind.value, "name": asset.name, "lifepath": asset.lifepath}
        for asset in character.assets
    ]
    updated["artha"] = {
        "fate_points": character.artha.fate_points,
        "persona_points": character.artha.persona_points,
    }
    return updated


def with_character(record: CharacterRecord, character: Character) -> CharacterRecord:
    """The record with its sheet holding `character` (the record keeps its own name)."""
    return dataclasses.replace(record, sheet=update_sheet(record.sheet, character))


def sheet_problems(record: CharacterRecord) -> tuple[str, ...]:
    """What a player character's sheet still lacks, as lines for the GM (none for an NPC)."""
    if record.kind != "pc":
        return ()
    problems = []
    for number, (stance, goal) in enumerate(belief_drafts(record.sheet), start=1):
        if not (stance.strip() and goal.strip()):
            problems.append(f"belief {number} needs a stance and a goal")
    beliefs = len(belief_drafts(record.sheet))
    if beliefs != BELIEFS_PER_CHARACTER:
        problems.append(f"a player character has {BELIEFS_PER_CHARACTER} beliefs, not {beliefs}")
    for number, (form, action, trigger) in enumerate(instinct_drafts(record.sheet), start=1):
        if not action.strip() or (form == InstinctForm.WHEN.value and not trigger.strip()):
            problems.append(f"instinct {number} is not written yet")
    instincts = len(instinct_drafts(record.sheet))
    if instincts != INSTINCTS_PER_CHARACTER:
        problems.append(
            f"a player character has {INSTINCTS_PER_CHARACTER} instincts, not {instincts}"
        )
    return tuple(problems)
