"""Why a campaign file cannot be opened or written, in words a GM understands."""

from __future__ import annotations

from pathlib import Path

from gmscreen.model.repository import RepositoryError


class CampaignFileError(RepositoryError):
    """A campaign file could not be opened, created or written; the message says why.

    Attributes:
        path: the file concerned.
    """

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.path = path


class NotACampaignError(CampaignFileError):
    """The file is not a GM Screen campaign (a text file, another program's database…)."""


class CorruptCampaignError(CampaignFileError):
    """The file was a campaign but is damaged or cut short."""


class NewerVersionError(CampaignFileError):
    """The file was written by a newer GM Screen whose format this version does not know."""


class CampaignLockedError(CampaignFileError):
    """Another program (usually another GM Screen window) has the campaign open."""


class MigrationFailedError(CampaignFileError):
    """Updating an older campaign to this version's format failed; the file is unchanged."""


class ReadOnlyCampaignError(CampaignFileError):
    """A write was asked of a campaign opened read-only, or the file cannot be written."""
