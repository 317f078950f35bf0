"""How a campaign file identifies itself: SQLite header, application id and schema version.

Reads only the first 100 bytes of a file, so a file can be judged before SQLite opens it and
before anything could write to it.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.errors import NewerVersionError
from gmscreen.store.errors import NotACampaignError

SUFFIX = ".gmscreen"
SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100
# "GMSC" in ASCII: the PRAGMA application_id every campaign file carries.
APPLICATION_ID = 0x474D5343
# Alembic revisions this build knows, oldest first. `PRAGMA user_version` holds the position
# (1-based) of the file's revision here; every migration sets it.
SCHEMA_REVISIONS: tuple[str, ...] = ("0001", "0002", "0003", "0004")
SCHEMA_VERSION = len(SCHEMA_REVISIONS)


@dataclass(frozen=True, slots=True)
class Header:
    """The facts a campaign file's SQLite header states."""

    application_id: int
    schema_version: int
    page_size: int
    page_count: int | None  # None when the header's page count is not known to be valid


def parse_header(path: Path, data: bytes, *, file_size: int) -> Header:
    """Judge the first bytes of a file: SQLite, ours, not from a newer version, not cut short.

    Raises:
        NotACampaignError: empty, not SQLite, or SQLite without our application id.
        CorruptCampaignError: our header but cut short.
        NewerVersionError: a schema version this build does not know.
    """
    name = path.name
    if file_size == 0:
        raise NotACampaignError(path, f"“{name}” is empty: it holds no campaign.")
    prefix = data[: len(SQLITE_MAGIC)]
    if prefix != SQLITE_MAGIC[: len(prefix)]:
        raise NotACampaignError(path, f"“{name}” is not a GM Screen campaign file.")
    if len(data) < HEADER_SIZE:
        raise CorruptCampaignError(
            path, f"“{name}” is cut short ({file_size} bytes): the campaign file is incomplete."
        )
    (page_size_raw,) = struct.unpack_from(">H", data, 16)
    (change_counter, page_count, _, _, _, _, _, _, _, user_version, _, application_id) = (
        struct.unpack_from(">IIIIIIIIIIIi", data, 24)
    )
    (valid_for,) = struct.unpack_from(">I", data, 92)
    if application_id != APPLICATION_ID:
        raise NotACampaignError(
            path, f"“{name}” is a database of another program, not a GM Screen campaign."
        )
    if user_version > SCHEMA_VERSION:
        raise NewerVersionError(
            path,
            f"“{name}” was saved by a newer version of GM Screen. "
            "Update GM Screen to open it; the file was not changed.",
        )
    page_size = 65536 if page_size_raw == 1 else page_size_raw
    if page_size < 512 or page_size & (page_size - 1):
        raise CorruptCampaignError(path, f"“{name}” is damaged: its header is unreadable.")
    return Header(
        application_id=application_id,
        schema_version=user_version,
        page_size=page_size,
        page_count=page_count if valid_for == change_counter else None,
    )


def check_complete(path: Path, header: Header, *, file_size: int) -> None:
    """Refuse a file shorter than its header says (copied or downloaded only in part)."""
    expected = (header.page_count or 0) * header.page_size
    if file_size < expected or file_size % header.page_size:
        raise CorruptCampaignError(
            path,
            f"“{path.name}” is cut short ({file_size} of {expected} bytes): "
            "the campaign file is incomplete. Use a backup or a snapshot copy.",
        )


def read_header(path: Path) -> tuple[bytes, int]:
    """The first 100 bytes of a file and its size, read without any lock or write."""
    with path.open("rb") as stream:
        data = stream.read(HEADER_SIZE)
        stream.seek(0, 2)
        size = stream.tell()
    return data, size
