"""What the window needs from the campaign files, as an interface the composition root fills."""

from __future__ import annotations

from collections.abc import Generator
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from gmscreen.model.repository import SnapshotInfo
from gmscreen.model.session import Session
from gmscreen.model.state import Record


class CampaignOpenError(Exception):
    """A campaign that could not be opened or written; the message is for the GM, `detail`
    (a bug's traceback, say) for a bug report: shown on request, never instead of the message."""

    def __init__(self, message: str, *, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail


@dataclass(frozen=True, slots=True)
class NewCampaign:
    """What the New Campaign dialog asks for."""

    path: Path
    name: str
    system: str
    player_characters: tuple[tuple[str, str], ...]  # (character name, player name)


class Campaigns(Protocol):
    """Opening, creating and copying campaign files; each returns a live session or raises
    `CampaignOpenError` with the reason, leaving the file untouched. A session from `open`,
    `create`, `create_from_records` or `import_json` is pending until `keep` or `discard`."""

    @property
    def path(self) -> Path | None:
        """The open campaign's file."""
        ...

    @property
    def read_only(self) -> bool:
        """Whether the open campaign was opened read-only (nothing can be saved)."""
        ...

    def open(self, path: Path, *, read_only: bool = False) -> Session:
        """Open a campaign file, pending until `keep` (the current one stays open till then)."""
        ...

    def keep(self, session: Session) -> None:
        """The window shows this pending session: it becomes the open campaign, the previous
        one is closed. (The first campaign of the app is kept at once.)"""
        ...

    def discard(self, session: Session) -> None:
        """The window could not show this session: close it (a file made for it is removed)."""
        ...

    def session_snapshot_steps(self) -> Iterator[object]:
        """The snapshot of a session's start (none if nothing changed since the newest), as
        steps of a few milliseconds each: the window runs them when idle (see `IdleSteps`).
        Nothing is written before the last step; a step may raise `CampaignOpenError`."""
        ...

    def create(self, request: NewCampaign) -> Session:
        """Create a new campaign file and open it."""
        ...

    def create_from_records(self, path: Path, records: list[Record]) -> Session:
        """Create a campaign file holding these records (e.g. from a session-zero wizard)."""
        ...

    def save_as(self, path: Path) -> None:
        """Write a consistent copy of the open campaign to `path`."""
        ...

    def export_json(self, path: Path) -> Generator[float, None, None]:
        """Export the open campaign as readable JSON, in steps yielding the share done; the file
        is in place after the last, and a job closed before leaves `path` as it was. A step may
        raise `CampaignOpenError`."""
        ...

    def check_json(self, json_path: Path) -> Generator[float, None, None]:
        """Read and check an exported JSON file (creating nothing), in steps yielding the share
        done; a step raises `CampaignOpenError` with the first fault. The checked file is kept
        for `import_json`."""
        ...

    def import_json(self, json_path: Path, campaign_path: Path) -> Generator[float, None, Session]:
        """Create a campaign file from an exported JSON file and open it, in steps yielding the
        share done and returning the session; a job closed before its end creates nothing."""
        ...

    def snapshots(self) -> list[SnapshotInfo]:
        """The open campaign's snapshots, newest first."""
        ...

    def snapshot_steps(self, label: str) -> Iterator[None]:
        """Snapshot the open campaign as it is now, in steps (see `session_snapshot_steps`)."""
        ...

    def revert_to_snapshot(self, snapshot_id: int) -> Generator[float, None, None]:
        """Revert the open campaign to a snapshot (after snapshotting the current state), in
        steps yielding the share done; closed before its end, it changes nothing."""
        ...

    def cloud_warning(self) -> str | None:
        """A one-time warning if the campaign lives in a cloud-synced folder, else None."""
        ...

    def close(self) -> None:
        """Close the open campaign file."""
        ...
