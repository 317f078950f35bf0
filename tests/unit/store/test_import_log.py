"""Importing an export's action log: a log written by hand (fields left at their defaults out,
whole numbers for decimals, fields in another order) imports as the exported one, undo and all;
and reading or importing a long export leaves Python's cycle collector as it found it."""

import dataclasses
import gc
import json
from pathlib import Path
from typing import Any

import pytest

from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import KINDS
from gmscreen.model.state import Trait
from gmscreen.store.export import export_document
from gmscreen.store.export import export_json
from gmscreen.store.export import import_in_steps
from gmscreen.store.export import import_json
from gmscreen.store.export import read_export
from gmscreen.store.export_check import read_export_in_steps
from gmscreen.store.file import CampaignFile


@pytest.fixture
def played(campaign: CampaignFile) -> CampaignFile:
    """A campaign whose log changes a zone (decimals in its outline), a trait and a pool."""
    session = Session(campaign.repository)
    session.execute(
        EditRecord("zone", 1, label="widen", outline=((0.0, 0.0), (12.0, 0.0), (12.0, 8.5)))
    )
    session.execute(CreateRecord("trait", lambda i: Trait(id=i, name="Ash"), label="add Ash"))
    session.execute(EditRecord("pool", 1, label="spend", value=1))
    session.undo()
    return campaign


def _by_hand(kind: str, record: dict[str, Any]) -> dict[str, Any]:
    """`record` as a GM might write it: defaults left out, whole decimals as whole numbers,
    fields in reverse order."""
    fields = {field.name: field for field in dataclasses.fields(KINDS[kind])}
    written: dict[str, Any] = {}
    for name, value in reversed(record.items()):
        field = fields.get(name)
        default = (
            field.default_factory()
            if field is not None and field.default_factory is not dataclasses.MISSING
            else getattr(field, "default", dataclasses.MISSING)
        )
        if value == default and type(value) is type(default):
            continue
        written[name] = json.loads(json.dumps(value), parse_float=_whole_as_int)
    return written


def _whole_as_int(text: str) -> float | int:
    number = float(text)
    return int(number) if number.is_integer() else number


def test_a_log_written_by_hand_imports_as_the_exported_one(
    played: CampaignFile, tmp_path: Path
) -> None:
    document = export_document(played)
    for action in document["actions"]:
        for change in action["changes"]:
            for side in ("before", "after"):
                if change[side] is not None:
                    change[side] = _by_hand(change["kind"], change[side])
    assert document["actions"] != export_document(played)["actions"]  # the test changed them
    (tmp_path / "by hand.json").write_text(json.dumps(document), encoding="utf-8")
    with import_json(tmp_path / "by hand.json", tmp_path / "imported.gmscreen") as imported:
        assert export_document(imported)["actions"] == export_document(played)["actions"]
        session = Session(imported.repository)
        original = Session(played.repository)
        assert session.redo_name == original.redo_name == "spend"
        for undoing in (session, original):  # "add Ash", then "widen": back to the first zone
            undoing.undo()
            undoing.undo()
        assert session.state.records() == original.state.records()


def test_reading_and_importing_leave_the_cycle_collector_on(
    played: CampaignFile, tmp_path: Path
) -> None:
    export_json(played, tmp_path / "export.json")
    assert gc.isenabled()
    reading = read_export_in_steps(tmp_path / "export.json")
    next(reading)
    assert not gc.isenabled()  # paused while the job runs
    reading.close()  # stopped early
    assert gc.isenabled()
    document = read_export(tmp_path / "export.json")
    steps = import_in_steps(document, tmp_path / "export.json", tmp_path / "copy.gmscreen")
    next(steps)
    steps.close()
    assert gc.isenabled()
    import_json(tmp_path / "export.json", tmp_path / "copy.gmscreen").close()
    assert gc.isenabled()
