"""JSON export and import: the round trip is exact, history and images survive, and a faulty
file is refused with its line and field, creating nothing."""

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Trait
from gmscreen.model.state import ZoneMap
from gmscreen.store.errors import CampaignLockedError
from gmscreen.store.export import ImportFormatError
from gmscreen.store.export import export_document
from gmscreen.store.export import export_json
from gmscreen.store.export import import_json
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import open_campaign
from tests.unit.store.conftest import IMAGE
from tests.unit.store.conftest import sample_records


@pytest.fixture
def played(campaign: CampaignFile) -> CampaignFile:
    """A campaign with done, undone and dropped actions and a snapshot setting."""
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=1))
    session.execute(DeleteRecord("character", 2, label="delete Drone"))
    session.undo()
    session.execute(CreateRecord("trait", lambda i: Trait(id=i, name="Ash"), label="add Ash"))
    session.execute(EditRecord("zone", 1, label="fire", hazard="fire"))
    session.undo()
    campaign.snapshots.keep = 7
    return campaign


def test_export_import_export_gives_the_same_bytes(played: CampaignFile, tmp_path: Path) -> None:
    first = tmp_path / "first.json"
    second = tmp_path / "second.json"
    export_json(played, first)
    with import_json(first, tmp_path / "imported.gmscreen") as imported:
        export_json(imported, second)
    assert second.read_bytes() == first.read_bytes()


def test_an_import_brings_the_records_images_history_and_settings(
    played: CampaignFile, tmp_path: Path
) -> None:
    export_json(played, tmp_path / "export.json")
    expected = played.repository.load_state().records()
    with import_json(tmp_path / "export.json", tmp_path / "imported.gmscreen") as imported:
        session = Session(imported.repository)
        assert session.state.records() == expected
        assert session.state.find(ZoneMap, 1) is not None
        assert session.state.find(ZoneMap, 1).background == IMAGE  # type: ignore[union-attr]
        assert session.undo_name == "add Ash"
        assert session.redo_name == "fire"
        assert imported.snapshots.keep == 7
        session.undo()
        session.undo()
        assert session.undo_name is None


def test_the_export_is_readable_json_with_every_kind_in_order(played: CampaignFile) -> None:
    document = export_document(played)
    assert list(document) == ["format", "version", "settings", "records", "actions"]
    assert document["records"]["zone"][0]["outline"] == [[0.0, 0.0], [10.5, 0.0], [10.5, 7.25]]
    assert document["records"]["zone_map"][0]["background"]["base64"].startswith("iVBORw0KGgo")
    assert [a["status"] for a in document["actions"]] == ["done", "dropped", "done", "undone"]


def test_bare_state_exports_without_history(tmp_path: Path) -> None:
    export_json(CampaignState(sample_records()), tmp_path / "state.json")
    with import_json(tmp_path / "state.json", tmp_path / "state.gmscreen") as imported:
        assert (
            imported.repository.load_state().records() == CampaignState(sample_records()).records()
        )
        assert imported.repository.load_history().done == []


Edit = Callable[[dict[str, Any]], None]


def set_potency_text(document: dict[str, Any]) -> None:
    document["records"]["trait"][0]["potency"] = "2"


def dangling_zone(document: dict[str, Any]) -> None:
    document["records"]["token"][1]["zone_id"] = 42


def bad_status(document: dict[str, Any]) -> None:
    document["actions"][0]["status"] = "maybe"


def done_after_undone(document: dict[str, Any]) -> None:
    document["actions"][0]["status"] = "undone"  # actions[2] is done: it could never be redone


def unknown_kind(document: dict[str, Any]) -> None:
    document["records"]["dragon"] = []


def no_campaign(document: dict[str, Any]) -> None:
    document["records"]["campaign"] = []


def bad_image(document: dict[str, Any]) -> None:
    document["records"]["zone_map"][0]["background"] = {"base64": "not base64!"}


def bad_change(document: dict[str, Any]) -> None:
    document["actions"][1]["changes"][0]["before"]["tier"] = "boss"


def newer_export(document: dict[str, Any]) -> None:
    document["version"] = 99


def not_an_export(document: dict[str, Any]) -> None:
    document["format"] = "something-else"


@pytest.mark.parametrize(
    ("edit", "field", "marker", "reason"),
    [
        (set_potency_text, "records.trait[0].potency", '"potency": "2"', "expected int"),
        (dangling_zone, "records.token[1].zone_id", '"zone_id": 42', "no zone 42"),
        (bad_status, "actions[0].status", '"status": "maybe"', "expected one of"),
        (done_after_undone, "actions[2].status", None, "done action after an undone"),
        (unknown_kind, "records.dragon", '"dragon"', "unknown kind"),
        (no_campaign, "records.campaign", '"campaign": []', "campaign record"),
        (bad_image, "records.zone_map[0].background", '"background": {', "base64"),
        (bad_change, "actions[1].changes[0].before.tier", '"tier": "boss"', "'boss'"),
        (newer_export, "version", '"version": 99', "newer GM Screen"),
        (not_an_export, "format", '"something-else"', "not a GM Screen campaign export"),
    ],
)
def test_a_faulty_export_names_its_line_and_field_and_creates_nothing(
    played: CampaignFile,
    tmp_path: Path,
    edit: Edit,
    field: str,
    marker: str | None,
    reason: str,
) -> None:
    document = export_document(played)
    edit(document)
    text = json.dumps(document, ensure_ascii=False, indent=2)
    source = tmp_path / "faulty.json"
    source.write_text(text, encoding="utf-8")
    before = sorted(tmp_path.iterdir())
    with pytest.raises(ImportFormatError, match=reason) as refused:
        import_json(source, tmp_path / "imported.gmscreen")
    assert refused.value.field == field
    assert f"line {refused.value.line}, {field}" in str(refused.value)
    if marker is not None:
        lines = text.splitlines()
        assert marker in lines[refused.value.line - 1]  # type: ignore[operator]
    assert sorted(tmp_path.iterdir()) == before


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('{\n  "format": "gmscreen-campaign",\n  "version": 1,\n  oops\n}', 4, "line 4, column 3"),
        ("[1, 2]", 1, "top level: expected an object"),
        ("", 1, "not valid JSON"),
    ],
)
def test_text_that_is_not_an_export_is_refused_with_its_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    source = tmp_path / "bad.json"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(ImportFormatError, match=message) as refused:
        import_json(source, tmp_path / "imported.gmscreen")
    assert refused.value.line == line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]


def test_an_import_never_replaces_a_campaign_that_is_open(
    played: CampaignFile, campaign_path: Path, tmp_path: Path
) -> None:
    export_json(played, tmp_path / "export.json")
    data = campaign_path.read_bytes()
    with pytest.raises(CampaignLockedError):
        import_json(tmp_path / "export.json", campaign_path)
    assert campaign_path.read_bytes() == data
    played.close()
    with open_campaign(campaign_path) as reopened:
        assert reopened.repository.load_history().done


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("NaN", "NaN is not a number"),
        ("1e999", "is not a number"),
        (str(2**63), "too large"),
        ("9" * 4300, "too large"),
        ('"\\udc00"', "lone surrogate"),
        ("[" * 1500 + "]" * 1500, "nested too deeply"),
        ("[" * 100 + "]" * 100, "nested more than 64 levels"),
    ],
)
def test_an_export_holding_what_json_allows_but_a_campaign_cannot_is_refused(
    played: CampaignFile, tmp_path: Path, raw: str, reason: str
) -> None:
    export_json(played, tmp_path / "export.json")
    text = (tmp_path / "export.json").read_text(encoding="utf-8")
    marker = '"name": "Salvage'
    assert marker in text
    (tmp_path / "bad.json").write_text(
        text.replace(marker, f'"nested": {raw}, {marker}', 1), encoding="utf-8"
    )
    with pytest.raises(ImportFormatError, match=reason):
        import_json(tmp_path / "bad.json", tmp_path / "bad.gmscreen")
    assert not (tmp_path / "bad.gmscreen").exists()


def test_an_export_whose_values_the_file_checks_refuse_creates_nothing(
    played: CampaignFile, tmp_path: Path
) -> None:
    export_json(played, tmp_path / "export.json")
    data = json.loads((tmp_path / "export.json").read_text(encoding="utf-8"))
    data["settings"]["snapshot_keep"] = "many"
    (tmp_path / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ImportFormatError, match="would make a campaign that cannot be opened"):
        import_json(tmp_path / "bad.json", tmp_path / "bad.gmscreen")
    assert not (tmp_path / "bad.gmscreen").exists()
    assert not list(tmp_path.glob("bad.gmscreen*"))  # no partial file or journal either
