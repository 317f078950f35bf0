"""Cloud-synced folders are recognised from the path, and the GM is warned once per folder."""

from pathlib import Path
from pathlib import PurePosixPath
from pathlib import PureWindowsPath

import pytest

from gmscreen.store.cloud import synced_folder_service
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from tests.unit.store.conftest import sample_records


@pytest.mark.parametrize(
    ("path", "service"),
    [
        (PurePosixPath("/home/ana/Dropbox/rpg/heist.gmscreen"), "Dropbox"),
        (PureWindowsPath(r"C:\Users\Ana\Dropbox (Personal)\heist.gmscreen"), "Dropbox"),
        (PurePosixPath("/Users/ana/Library/CloudStorage/Dropbox/heist.gmscreen"), "Dropbox"),
        (PureWindowsPath(r"C:\Users\Ana\OneDrive\Documents\heist.gmscreen"), "OneDrive"),
        (PureWindowsPath(r"C:\Users\Ana\OneDrive - Contoso Ltd\heist.gmscreen"), "OneDrive"),
        (
            PurePosixPath("/Users/ana/Library/CloudStorage/OneDrive-Personal/x.gmscreen"),
            "OneDrive",
        ),
        (
            PurePosixPath("/Users/ana/Library/Mobile Documents/com~apple~CloudDocs/x.gmscreen"),
            "iCloud Drive",
        ),
        (PureWindowsPath(r"C:\Users\Ana\iCloudDrive\rpg\heist.gmscreen"), "iCloud Drive"),
        (PureWindowsPath(r"G:\My Drive\rpg\heist.gmscreen"), "Google Drive"),
        (
            PurePosixPath("/Users/ana/Library/CloudStorage/GoogleDrive-ana@example.com/My Drive/x"),
            "Google Drive",
        ),
        (PurePosixPath("/home/ana/Google Drive/x.gmscreen"), "Google Drive"),
    ],
)
def test_sync_folders_of_each_service_are_recognised(path: Path, service: str) -> None:
    assert synced_folder_service(path) == service


@pytest.mark.parametrize(
    "path",
    [
        PurePosixPath("/home/ana/Documents/rpg/heist.gmscreen"),
        PurePosixPath("/home/ana/rpg/Dropbox.gmscreen"),  # the file's own name does not count
        PureWindowsPath(r"C:\Users\Ana\Documents\dropbox-notes\heist.gmscreen"),
    ],
)
def test_ordinary_folders_are_not_taken_for_sync_folders(path: Path) -> None:
    assert synced_folder_service(path) is None


def test_the_gm_is_warned_once_per_synced_folder(tmp_path: Path) -> None:
    folder = tmp_path / "Dropbox" / "rpg"
    folder.mkdir(parents=True)
    with create_campaign(folder / "heist.gmscreen", sample_records()) as campaign:
        assert campaign.cloud_warning_needed() == "Dropbox"
        campaign.mark_cloud_warned()
        assert campaign.cloud_warning_needed() is None
        elsewhere = tmp_path / "OneDrive" / "heist.gmscreen"
        elsewhere.parent.mkdir()
        campaign.save_as(elsewhere)
    with open_campaign(elsewhere) as copy:
        assert copy.cloud_warning_needed() == "OneDrive"


def test_a_campaign_outside_synced_folders_needs_no_warning(campaign: CampaignFile) -> None:
    assert campaign.cloud_warning_needed() is None
