"""Opening campaign files: what is refused (and left byte-for-byte untouched), locking against a
second program, crash recovery, Save As and creation."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Pool
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.errors import CampaignLockedError
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.errors import NewerVersionError
from gmscreen.store.errors import NotACampaignError
from gmscreen.store.errors import ReadOnlyCampaignError
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from tests.unit.store.conftest import sample_records


def folder_bytes(folder: Path) -> dict[str, bytes]:
    """Every file in a folder with its bytes: refusals must change none and add none."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def refused(path: Path, error: type[CampaignFileError], match: str) -> None:
    before = folder_bytes(path.parent)
    with pytest.raises(error, match=match):
        open_campaign(path)
    assert folder_bytes(path.parent) == before


@pytest.fixture
def closed_campaign(campaign_path: Path) -> Path:
    create_campaign(campaign_path, sample_records()).close()
    return campaign_path


def test_a_second_opener_in_this_program_is_refused_and_the_first_keeps_working(
    campaign: CampaignFile, campaign_path: Path
) -> None:
    refused(campaign_path, CampaignLockedError, "open in another program")
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=0))
    assert campaign.repository.load_state().find(Pool, 1) == Pool(id=1, name="momentum")


HOLDER = textwrap.dedent(
    """
    import sys
    from gmscreen.store.file import open_campaign
    campaign = open_campaign(sys.argv[1])
    print("open", flush=True)
    sys.stdin.readline()
    """
)


def test_a_second_program_is_refused_and_a_killed_holder_never_locks_the_gm_out(
    closed_campaign: Path,
) -> None:
    with subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(closed_campaign)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as holder:
        try:
            assert holder.stdout is not None
            assert holder.stdout.readline() == "open\n"
            refused(closed_campaign, CampaignLockedError, "another GM Screen window")
            with pytest.raises(CampaignLockedError):
                open_campaign(closed_campaign, read_only=True)
        finally:
            holder.send_signal(signal.SIGKILL)
            holder.wait()
    with open_campaign(closed_campaign) as reopened:
        assert reopened.repository.load_state().campaign.name == "Salvage — “Rights”"


def test_a_sqlite_file_of_another_program_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.gmscreen"
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE notes (text TEXT)")
    other.close()
    refused(path, NotACampaignError, "another program, not a GM Screen campaign")


def test_a_text_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.gmscreen"
    path.write_text("Session notes: the derelict is not empty.\n" * 20)
    refused(path, NotACampaignError, "not a GM Screen campaign file")


def test_an_empty_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "empty.gmscreen"
    path.write_bytes(b"")
    refused(path, NotACampaignError, "is empty")


@pytest.mark.parametrize("keep", [0.5, 0.9, 60])
def test_a_truncated_campaign_is_refused_untouched(closed_campaign: Path, keep: float) -> None:
    data = closed_campaign.read_bytes()
    closed_campaign.write_bytes(data[: int(len(data) * keep) if keep < 1 else int(keep)])
    refused(closed_campaign, CorruptCampaignError, "cut short")


def test_a_corrupted_campaign_is_refused_untouched(closed_campaign: Path) -> None:
    data = bytearray(closed_campaign.read_bytes())
    page = 4096
    for start in range(2 * page, len(data) - page, 3 * page):
        data[start : start + page] = bytes((start + i) * 7 % 251 for i in range(page))
    closed_campaign.write_bytes(bytes(data))
    refused(closed_campaign, CorruptCampaignError, "damaged")


def test_a_file_from_a_newer_version_is_refused_untouched(closed_campaign: Path) -> None:
    with sqlite3.connect(closed_campaign) as newer:
        newer.execute("PRAGMA user_version = 7")
    newer.close()
    refused(closed_campaign, NewerVersionError, "newer version of GM Screen")


def test_a_schema_revision_unknown_to_this_build_is_refused_untouched(
    closed_campaign: Path,
) -> None:
    with sqlite3.connect(closed_campaign) as newer:
        newer.execute("UPDATE alembic_version SET version_num = '0002a'")
    newer.close()
    refused(closed_campaign, NewerVersionError, "format 0002a")


def test_a_missing_file_or_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CampaignFileError, match="does not exist"):
        open_campaign(tmp_path / "nowhere.gmscreen")
    with pytest.raises(CampaignFileError, match="is a folder"):
        open_campaign(tmp_path)


CRASHER = textwrap.dedent(
    """
    import os, sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("PRAGMA cache_size = 1")  # spill changed pages into the file early
    connection.execute("BEGIN")
    connection.execute("UPDATE pool SET value = 99")
    connection.execute(
        "INSERT INTO meta (key, value) SELECT 'junk' || value, json_quote(hex(randomblob(3000)))"
        " FROM json_each('[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]')"
    )
    os._exit(0)  # dies mid-transaction, as a killed program would
    """
)


def test_a_transaction_cut_by_a_crash_is_rolled_back_on_the_next_open(
    closed_campaign: Path,
) -> None:
    subprocess.run([sys.executable, "-c", CRASHER, str(closed_campaign)], check=True)
    journal = closed_campaign.with_name(closed_campaign.name + "-journal")
    assert journal.stat().st_size > 0
    data = closed_campaign.read_bytes()
    with pytest.raises(ReadOnlyCampaignError, match="not closed properly"):
        open_campaign(closed_campaign, read_only=True)
    assert closed_campaign.read_bytes() == data
    with open_campaign(closed_campaign) as recovered:
        assert (
            recovered.repository.load_state().records() == CampaignState(sample_records()).records()
        )
        assert "junk1" not in recovered.repository.settings()
    assert not journal.exists()


def test_a_file_that_cannot_be_written_is_refused_with_a_hint_to_open_it_read_only(
    closed_campaign: Path,
) -> None:
    if os.geteuid() == 0:
        pytest.skip("root may write a read-only file")
    closed_campaign.chmod(0o444)
    refused(closed_campaign, ReadOnlyCampaignError, "open it read-only")
    with open_campaign(closed_campaign, read_only=True) as viewer:
        assert viewer.read_only


def test_creating_never_replaces_an_existing_file_unless_asked(campaign_path: Path) -> None:
    create_campaign(campaign_path, sample_records()).close()
    data = campaign_path.read_bytes()
    with pytest.raises(CampaignFileError, match="already exists"):
        create_campaign(campaign_path, [Campaign(id=1, name="Other")])
    assert campaign_path.read_bytes() == data
    with create_campaign(campaign_path, [Campaign(id=1, name="Other")], overwrite=True) as new:
        assert new.repository.load_state().campaign.name == "Other"


def test_a_campaign_whose_records_do_not_fit_together_is_not_created(tmp_path: Path) -> None:
    path = tmp_path / "broken.gmscreen"
    with pytest.raises(CampaignFileError, match="campaign record"):
        create_campaign(path, [Pool(id=1, name="momentum")])
    with pytest.raises(CampaignFileError, match=r"do not fit together.*FOREIGN KEY"):
        create_campaign(path, [Campaign(id=1, name="C"), Pool(id=1, name="fortune", owner_id=5)])
    assert list(tmp_path.iterdir()) == []


def test_save_as_writes_a_complete_copy_and_the_original_stays_open(
    campaign: CampaignFile, tmp_path: Path
) -> None:
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=1))
    copy = tmp_path / "copy.gmscreen"
    campaign.save_as(copy)
    session.execute(EditRecord("pool", 1, label="spend more", value=0))
    with open_campaign(copy) as saved:
        copied = Session(saved.repository)
        assert copied.state.find(Pool, 1) == Pool(id=1, name="momentum", value=1)
        assert copied.undo_name == "spend"
    assert campaign.repository.load_state().find(Pool, 1) == Pool(id=1, name="momentum")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "campaign.gmscreen",
        "campaign.gmscreen-journal",  # exclusive mode keeps an empty journal while open
        "copy.gmscreen",
    ]


def test_save_as_never_replaces_the_open_file_or_a_campaign_open_elsewhere(
    campaign: CampaignFile, campaign_path: Path, tmp_path: Path
) -> None:
    with pytest.raises(CampaignFileError, match="this campaign itself"):
        campaign.save_as(campaign_path)
    other_path = tmp_path / "other.gmscreen"
    with create_campaign(other_path, [Campaign(id=1, name="Other")]):
        data = other_path.read_bytes()
        with pytest.raises(CampaignLockedError):
            campaign.save_as(other_path)
        assert other_path.read_bytes() == data
    with pytest.raises(CampaignFileError, match="already exists"):
        campaign.save_as(other_path, overwrite=False)
    campaign.save_as(other_path)
    with open_campaign(other_path) as replaced:
        assert replaced.repository.load_state().campaign.name == "Salvage — “Rights”"


def test_closing_releases_the_lock_and_removes_the_journal(
    campaign: CampaignFile, campaign_path: Path
) -> None:
    campaign.close()
    campaign.close()
    assert campaign.closed
    assert [p.name for p in campaign_path.parent.iterdir()] == ["campaign.gmscreen"]
    with open_campaign(campaign_path):
        pass
