"""Opening reads each record table in chunks and shares equal values between records: every
record still comes back exactly as saved, whatever the chunk boundaries and id gaps; a roll
whose faces are not integers is still refused."""

import dataclasses
import json
import sqlite3
from pathlib import Path

import pytest

from gmscreen.model.state import Campaign
from gmscreen.model.state import CampaignState
from gmscreen.model.state import RollRecord
from gmscreen.model.state import kind_of
from gmscreen.store import mapping
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from tests.unit.store.conftest import sample_records


def rolls() -> list[RollRecord]:
    """Rolls with ids that leave gaps, equal and nearly equal values (1 and true, 1 and 1.0)."""
    made = []
    for number, record_id in enumerate([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]):
        made.append(
            RollRecord(
                id=record_id,
                time=f"2026-03-01T20:{number:02d}:00",
                kind="rfi-task" if number % 3 else "renaissance-check",
                summary=f"Vex — Agility + Pilot: {'passed' if number % 2 else 'failed'}",
                character_id=None if number % 4 == 0 else 1,
                inputs={"difficulty": 1} if number % 2 else {"difficulty": True},
                faces=(number % 20 + 1, 7),
                outcome={"momentum": 1, "notes": ["a", {"b": None}]}
                if number % 5
                else {"momentum": 1.0, "notes": ["a", {"b": None}]},
                undone=number % 6 == 0,
            )
        )
    return made


def test_every_roll_comes_back_exactly_across_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mapping, "CHUNK", 4)
    path = tmp_path / "rolls.gmscreen"
    saved = [Campaign(id=1, name="Rolls"), *rolls()]
    create_campaign(path, saved).close()
    with open_campaign(path) as campaign:
        loaded = campaign.repository.load_state()
    assert loaded.records() == CampaignState(saved).records()
    by_id = {roll.id: roll for roll in loaded.of(RollRecord)}
    assert by_id[2].inputs == {"difficulty": 1}
    assert by_id[1].inputs["difficulty"] is True  # never merged with an equal-looking 1
    assert isinstance(by_id[1].outcome["momentum"], float)
    assert isinstance(by_id[2].outcome["momentum"], int)


def test_equal_values_are_one_object_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "rolls.gmscreen"
    create_campaign(path, [Campaign(id=1, name="Rolls"), *rolls()]).close()
    with open_campaign(path) as campaign:
        loaded = campaign.repository.load_state()
    by_id = {roll.id: roll for roll in loaded.of(RollRecord)}
    first, other = by_id[2], by_id[5]  # equal inputs, outcome, kind and summary
    assert first.inputs is other.inputs
    assert first.outcome is other.outcome
    assert first.summary is other.summary
    assert first.inputs is not by_id[3].inputs  # {"difficulty": true}, not 1


@pytest.mark.parametrize(
    ("faces", "refused"),
    [
        ("[1.5, 2]", True),
        ('[1, "6"]', True),
        ("[[1], 2]", True),
        ("[1, true]", True),
        ("[1, null]", True),
        ("[1e3]", True),
        ("[\n  4,\n  -2\n]", False),  # written by another tool: the same integers
        ("[ ]", False),
    ],
)
def test_faces_that_are_not_integers_are_refused_at_open(
    tmp_path: Path, faces: str, refused: bool
) -> None:
    path = tmp_path / "rolls.gmscreen"
    create_campaign(path, [Campaign(id=1, name="Rolls"), *rolls()]).close()
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE roll SET faces = ? WHERE id = 8", (faces,))
    connection.close()
    if refused:
        with pytest.raises(CorruptCampaignError, match=r"row 8 of the “roll” table .* “faces”"):
            open_campaign(path).close()
    else:
        with open_campaign(path) as campaign:
            loaded = campaign.repository.load_state().find(RollRecord, 8)
        assert loaded is not None
        assert loaded.faces == tuple(json.loads(faces))


def test_records_built_by_the_loader_are_the_records_their_class_makes() -> None:
    for record in sample_records():
        cls = type(record)
        values = [getattr(record, field.name) for field in dataclasses.fields(cls)]
        built = mapping._BUILDERS[kind_of(record)](values)
        assert type(built) is cls
        assert built == record
        assert repr(built) == repr(record)
        with pytest.raises(dataclasses.FrozenInstanceError):
            built.id = 99  # type: ignore[misc]
