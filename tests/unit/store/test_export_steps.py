"""Export and import in steps: each step reports the share done, and a job stopped before its
end leaves nothing behind (no file, no temporary file, no campaign)."""

from pathlib import Path

import pytest

from gmscreen.model.state import RollRecord
from gmscreen.store.export import export_in_steps
from gmscreen.store.export import export_json
from gmscreen.store.export import import_in_steps
from gmscreen.store.export import read_export
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import create_campaign
from tests.unit.store.conftest import sample_records


@pytest.fixture
def many_rolls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CampaignFile:
    monkeypatch.setattr("gmscreen.store.steps.STEP_SECONDS", 0.0)  # a step per record
    rolls = [RollRecord(id, "2026-03-01T20:00:00", "task", f"roll {id}") for id in range(10, 200)]
    return create_campaign(tmp_path / "rolls.gmscreen", [*sample_records(), *rolls])


def test_an_export_reports_its_progress_and_is_in_place_after_its_last_step(
    many_rolls: CampaignFile, tmp_path: Path
) -> None:
    target = tmp_path / "export.json"
    shares = list(export_in_steps(many_rolls, target))
    assert len(shares) > 100
    assert shares == sorted(shares)
    assert shares[0] >= 0.0
    assert shares[-1] <= 1.0
    export_json(many_rolls, tmp_path / "at once.json")
    assert target.read_bytes() == (tmp_path / "at once.json").read_bytes()


def test_an_export_stopped_early_leaves_the_old_file_and_no_temporary_one(
    many_rolls: CampaignFile, tmp_path: Path
) -> None:
    target = tmp_path / "export.json"
    target.write_text("last week's export", encoding="utf-8")
    steps = export_in_steps(many_rolls, target)
    for _ in range(50):
        next(steps)
    steps.close()
    assert target.read_text(encoding="utf-8") == "last week's export"
    assert [p.name for p in tmp_path.iterdir() if "export" in p.name] == ["export.json"]


def test_an_import_stopped_early_creates_no_campaign(
    many_rolls: CampaignFile, tmp_path: Path
) -> None:
    export_json(many_rolls, tmp_path / "export.json")
    document = read_export(tmp_path / "export.json")
    steps = import_in_steps(document, tmp_path / "export.json", tmp_path / "copy.gmscreen")
    for _ in range(50):
        next(steps)
    steps.close()
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith("copy")]
