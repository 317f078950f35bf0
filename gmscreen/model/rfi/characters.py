"""RFI characters in the campaign: adding one with their fortune, changing their kind, injuries on
the sheet, and the campaign's attribute and skill names kept in step with every sheet."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any
from typing import TypeAlias

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import AddCharacterCommand
from gmscreen.model.character_commands import SetKindCommand
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import require
from gmscreen.model.rfi.pools import FORTUNE
from gmscreen.model.rfi.sheet import DEFAULT_ATTRIBUTES
from gmscreen.model.rfi.sheet import DEFAULT_SKILLS
from gmscreen.model.rfi.sheet import blank_sheet
from gmscreen.model.rfi.sheet import with_list
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Pool
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.injuries import Injury
from gmscreen.rules.rfi.injuries import InjuryKind

# (the name a sheet holds now, or None for a new one; the name it will have)
NameEdit: TypeAlias = tuple[str | None, str]
SECTION_DEFAULTS = {"attributes": 8, "skills": 1}  # what a sheet gets for a newly added name


def attribute_names(state: CampaignState) -> tuple[str, ...]:
    """The campaign's attribute names (the texts' four when the GM never set any)."""
    return tuple(state.campaign.settings.get("attributes", DEFAULT_ATTRIBUTES))


def skill_names(state: CampaignState) -> tuple[str, ...]:
    """The campaign's skill names (the texts' four when the GM never set any)."""
    return tuple(state.campaign.settings.get("skills", DEFAULT_SKILLS))


def read_injuries(sheet: JsonDict) -> list[Injury]:
    """The injuries a sheet records; a damaged entry reads as well as it can rather than vanish."""
    injuries: list[Injury] = []
    for entry in sheet.get("injuries", []):
        data: dict[str, Any] = entry if isinstance(entry, dict) else {"name": str(entry)}
        try:
            kind = InjuryKind(data.get("kind", InjuryKind.STUN))
        except ValueError:
            kind = InjuryKind.STUN
        injuries.append(
            Injury(
                name=str(data.get("name", "")),
                severity=max(1, int(data.get("severity", 1))),
                kind=kind,
                treated=bool(data.get("treated", False)),
            )
        )
    return injuries


def with_injuries(sheet: JsonDict, injuries: Sequence[Injury]) -> JsonDict:
    """The sheet with its injuries replaced."""
    entries = [
        {"name": i.name, "severity": i.severity, "kind": i.kind.value, "treated": i.treated}
        for i in injuries
    ]
    return with_list(sheet, "injuries", entries)


def _fortune_pools(state: CampaignState, character_id: int) -> list[Pool]:
    return [p for p in state.of(Pool) if p.name == FORTUNE and p.owner_id == character_id]


class AddCharacter(AddCharacterCommand):
    """Add a character; a player character starts with 3 fortune, in the same step.

    A character without a sheet gets a blank one over the campaign's attribute and skill names.
    `character_id` holds the new character's id once the command has been planned.
    """

    def blank_sheet(self, state: CampaignState) -> JsonDict:
        """A blank sheet over the campaign's attribute and skill names."""
        return blank_sheet(attribute_names(state), skill_names(state))

    def comes_with(self, state: CampaignState, character: Character) -> Sequence[RecordChange]:
        """A player character's fortune."""
        if character.kind != "pc":
            return ()
        fortune = Pool(state.next_id("pool"), FORTUNE, FORTUNE_START, owner_id=character.id)
        return (RecordChange.of(None, fortune),)


class RenameCharacter(Command):
    """Give a character a new name (their fortune follows: it is kept by id)."""

    def __init__(self, character_id: int, new_name: str) -> None:
        if not new_name.strip():
            raise CommandError("a character needs a name")
        self._id = character_id
        self._new = new_name.strip()
        self._old = ""  # known once planned; the name is read after planning

    @property
    def name(self) -> str:
        return f"rename {self._old or 'character'} to {self._new}"

    def plan(self, state: CampaignState) -> ChangeSet:
        before = require(state, "character", self._id)
        assert isinstance(before, Character)
        self._old = before.name
        after = dataclasses.replace(before, name=self._new)
        return ChangeSet(() if after == before else (RecordChange.of(before, after),))


class SetKind(SetKindCommand):
    """Make a character a player character or an NPC of a tier; fortune comes and goes with it.

    An NPC has no fortune: turning a player character into one removes their fortune pool, and
    turning an NPC into a player character gives them the starting 3.
    """

    def comes_with(self, state: CampaignState, after: Character) -> Sequence[RecordChange]:
        """An NPC's fortune pool goes; a new player character's comes with 3."""
        pools = _fortune_pools(state, after.id)
        if after.kind == "npc":
            return tuple(RecordChange.of(pool, None) for pool in pools)
        if pools:
            return ()
        fortune = Pool(state.next_id("pool"), FORTUNE, FORTUNE_START, owner_id=after.id)
        return (RecordChange.of(None, fortune),)


class ChangeSheetNames(Command):
    """Rename, add, remove and reorder the campaign's attribute and skill names in one step.

    Each list gives every name the campaign will have, in order, with the name it had before
    (None for a new one). Every sheet follows: a renamed rating keeps its value, a new one starts
    at 8 (attribute) or 1 (skill), and a name left out is removed from every sheet.
    """

    def __init__(
        self,
        *,
        attributes: Sequence[NameEdit],
        skills: Sequence[NameEdit],
        name: str = "edit attribute and skill names",
    ) -> None:
        self._edits = {
            "attributes": [(old, new.strip()) for old, new in attributes],
            "skills": [(old, new.strip()) for old, new in skills],
        }
        self._name = name
        for section, edits in self._edits.items():
            _check_names(section, edits)

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        current = {"attributes": attribute_names(state), "skills": skill_names(state)}
        for section, edits in self._edits.items():
            for old, _new in edits:
                if old is not None and old not in current[section]:
                    raise CommandError(f"the campaign has no {section[:-1]} named {old}")
        campaign = state.campaign
        settings = dict(campaign.settings)
        for section, edits in self._edits.items():
            settings[section] = [new for _old, new in edits]
        changes: list[RecordChange] = []
        if settings != campaign.settings:
            changes.append(
                RecordChange.of(campaign, dataclasses.replace(campaign, settings=settings))
            )
        for character in state.of(Character):
            sheet = dict(character.sheet)
            for section, edits in self._edits.items():
                sheet[section] = _renamed(
                    dict(character.sheet.get(section, {})),
                    edits,
                    current[section],
                    SECTION_DEFAULTS[section],
                )
            if sheet != character.sheet:
                after = dataclasses.replace(character, sheet=sheet)
                changes.append(RecordChange.of(character, after))
        return ChangeSet(tuple(changes))


class RenameAttribute(Command):
    """Rename one of the campaign's attributes, on every sheet too."""

    _section = "attributes"

    def __init__(self, old: str, new: str) -> None:
        self._old = old
        self._new = new.strip()

    @property
    def name(self) -> str:
        return f"rename {self._section[:-1]} {self._old} to {self._new}"

    def plan(self, state: CampaignState) -> ChangeSet:
        names = {"attributes": attribute_names(state), "skills": skill_names(state)}
        if self._old not in names[self._section]:
            raise CommandError(f"the campaign has no {self._section[:-1]} named {self._old}")
        edits: dict[str, list[NameEdit]] = {
            section: [
                (n, self._new if section == self._section and n == self._old else n) for n in ns
            ]
            for section, ns in names.items()
        }
        command = ChangeSheetNames(
            attributes=edits["attributes"], skills=edits["skills"], name=self.name
        )
        return command.plan(state)


class RenameSkill(RenameAttribute):
    """Rename one of the campaign's skills, on every sheet too."""

    _section = "skills"


def _check_names(section: str, edits: Sequence[NameEdit]) -> None:
    kind = section[:-1]
    article = "an" if kind.startswith("a") else "a"
    if not edits:
        raise CommandError(f"the campaign needs at least one {kind}")
    seen: set[str] = set()
    for _old, new in edits:
        if not new:
            raise CommandError(f"{article} {kind} needs a name")
        if new.casefold() in seen:
            raise CommandError(f"two {section} cannot both be named {new}")
        seen.add(new.casefold())
    olds = [old for old, _new in edits if old is not None]
    if len(olds) != len(set(olds)):
        raise CommandError(f"one {kind} cannot become two")


def _renamed(
    ratings: dict[str, Any], edits: Sequence[NameEdit], known: Sequence[str], default: int
) -> dict[str, Any]:
    # Ratings under names the campaign does not list are data we cannot read: kept, not lost.
    result = {new: ratings.get(old, default) if old is not None else default for old, new in edits}
    for key, value in ratings.items():
        if key not in known and key not in result:
            result[key] = value
    return result
