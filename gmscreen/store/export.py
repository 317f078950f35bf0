"""Campaigns as readable JSON files: export, and import into a new campaign file.

The export holds every record (images as base64), the action log (so undo and redo survive
the trip) and the campaign's settings; snapshots and facts about the file's location stay
out. Output is deterministic (kinds in order, ids ascending, actions by seq, one record or
action a line, two-space indent around them), so export → import → export gives the same
bytes. Import checks everything before it creates anything (`gmscreen.store.export_check`),
and names the line and field of the first fault.

Both run in steps (`export_in_steps`, `import_in_steps`) so a window can show their progress
and stop them: a stopped export leaves no file, a stopped import no campaign.
"""

from __future__ import annotations

import io
import json
import os
import sqlite3
from collections.abc import Generator
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from typing import TextIO

from sqlalchemy import Connection
from sqlalchemy import func
from sqlalchemy import select
from sqlalchemy.exc import StatementError

from gmscreen.model.serialize import KIND_KEY
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.state import KINDS
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.model.state import ZoneMap
from gmscreen.model.state import kind_of
from gmscreen.store.database import compact_json
from gmscreen.store.database import driver_connection
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.export_check import ACTION_FIELDS
from gmscreen.store.export_check import FORMAT
from gmscreen.store.export_check import FORMAT_VERSION
from gmscreen.store.export_check import CampaignDocument
from gmscreen.store.export_check import ImportFormatError
from gmscreen.store.export_check import read_export
from gmscreen.store.file import CLOUD_WARNED_KEY
from gmscreen.store.file import DEFAULT_MIGRATIONS
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import build_campaign_file_in_steps
from gmscreen.store.file import check_replaceable
from gmscreen.store.file import open_campaign
from gmscreen.store.mapping import record_to_row
from gmscreen.store.migrate import Migrations
from gmscreen.store.repository import ACTION
from gmscreen.store.repository import META
from gmscreen.store.repository import Clock
from gmscreen.store.repository import read_state
from gmscreen.store.repository import stash_changes
from gmscreen.store.repository import stored_row
from gmscreen.store.repository import unstash_changes
from gmscreen.store.repository import utc_now
from gmscreen.store.repository import write_setting
from gmscreen.store.steps import StepClock
from gmscreen.store.steps import collector_paused
from gmscreen.store.steps import finish

__all__ = [
    "ImportFormatError",
    "export_document",
    "export_in_steps",
    "export_json",
    "import_in_steps",
    "import_json",
    "read_export",
]

# Settings about this copy of the file, not the campaign: never exported.
LOCAL_SETTINGS = frozenset({CLOUD_WARNED_KEY, "created_with"})
ACTIONS_AT_ONCE = 500
# Each action's line, built by SQLite (the change set is already JSON in the file); the last
# column says whether it names an image, which only Python can put back inline.
ACTION_LINES = (
    "SELECT seq, json_object('seq', seq, 'time', time, 'name', name, 'status', status, "
    "'changes', json(changes)), instr(changes, '\"sha256\"') FROM action "
    "WHERE seq > ? ORDER BY seq LIMIT ?"
)
INDENT = "\n  "


def export_document(source: CampaignFile | CampaignState) -> JsonDict:
    """The export of an open campaign (records, action log, settings) or of bare state."""
    text = io.StringIO()
    finish(_write_export(source, text))
    document: JsonDict = json.loads(text.getvalue())
    return document


def export_json(source: CampaignFile | CampaignState, path: Path | str) -> None:
    """Write the export as readable JSON, replacing `path` only once it is complete."""
    finish(export_in_steps(source, path))


def export_in_steps(
    source: CampaignFile | CampaignState, path: Path | str
) -> Generator[float, None, None]:
    """`export_json` in steps of a few milliseconds, yielding the share done (0 to 1).

    The text goes to a temporary file beside `path`, which replaces `path` after the last step;
    a job stopped before (the generator closed) removes it and leaves `path` as it was.
    """
    path = Path(path)
    partial = path.with_name(path.name + ".partial")
    try:
        with partial.open("w", encoding="utf-8", newline="\n") as stream:
            yield from _write_export(source, stream)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)


def _write_export(
    source: CampaignFile | CampaignState, stream: TextIO
) -> Generator[float, None, None]:
    """Write the export text to `stream` a slice at a time, yielding the share done."""
    if isinstance(source, CampaignState):
        state, settings, action_count = source, {}, 0
    else:
        with source.repository.reading() as connection:
            state = read_state(connection)
            settings = {
                str(key): value
                for key, value in connection.execute(select(META).order_by(META.c.key))
                if key not in LOCAL_SETTINGS
            }
            action_count = connection.execute(select(func.count()).select_from(ACTION)).scalar_one()
    by_kind = {kind: state.all(kind) for kind in KINDS}
    share = 1.0 / max(1, sum(len(records) for records in by_kind.values()) + action_count)
    yield 0.0
    out = [
        "{",
        f'{INDENT}"format": {_line(FORMAT)},',
        f'{INDENT}"version": {FORMAT_VERSION},',
        f'{INDENT}"settings": {_line(settings)},',
        f'{INDENT}"records": {{',
    ]
    clock = StepClock()
    done = 0
    for number, kind in enumerate(KINDS):
        out.append(f'{"," if number else ""}{INDENT}  "{kind}": [')
        for index, record in enumerate(by_kind[kind]):
            data = record_to_dict(record)
            del data[KIND_KEY]
            out.append(f"{',' if index else ''}{INDENT}    {_line(data)}")
            if clock.due():
                stream.write("".join(out))
                out.clear()
                yield (done + index) * share
                clock.restart()
        done += len(by_kind[kind])
        out.append(f"{INDENT}  ]" if by_kind[kind] else "]")
    out.append(f'{INDENT}}},{INDENT}"actions": [')
    stream.write("".join(out))
    if isinstance(source, CampaignFile):
        for lines in _action_lines(source):
            stream.write(lines)
            done += lines.count(INDENT)
            yield done * share
    stream.write(f"{INDENT}]\n}}\n" if action_count else "]\n}\n")


def _action_lines(source: CampaignFile) -> Iterator[str]:
    """The action log's lines, a few hundred at a time (each read in its own transaction)."""
    last = 0
    first = True
    while True:
        lines: list[str] = []
        with source.repository.reading() as connection:
            for seq, line, names_image in connection.exec_driver_sql(
                ACTION_LINES, (last, ACTIONS_AT_ONCE)
            ):
                if names_image:
                    line = _action_with_images(connection, seq)
                lines.append(f"{'' if first else ','}{INDENT}  {line}")
                first = False
                last = seq
        if not lines:
            return
        yield "".join(lines)


def _action_with_images(connection: Connection, seq: int) -> str:
    """An action's line with its maps' images inline (base64), as an export carries them."""
    row = connection.execute(
        select(*(ACTION.c[name] for name in ACTION_FIELDS)).where(ACTION.c.seq == seq)
    ).one()
    action = dict(zip(ACTION_FIELDS, row, strict=True))
    action["changes"] = unstash_changes(connection, action["changes"])
    return compact_json(action)


def _line(value: Any) -> str:
    return _READABLE.encode(value)


# One encoder for every line (`json.dumps` with options builds one per call).
_READABLE = json.JSONEncoder(ensure_ascii=False)


def import_json(
    json_path: Path | str,
    campaign_path: Path | str,
    *,
    overwrite: bool = True,
    migrations: Migrations = DEFAULT_MIGRATIONS,
    clock: Clock = utc_now,
) -> CampaignFile:
    """Create a campaign file from a JSON export and open it; a faulty export creates nothing.

    An existing `campaign_path` is replaced (the save dialog has asked) unless `overwrite` is
    False, and only once the new file is complete; a campaign open elsewhere is never replaced.
    """
    document = read_export(json_path)
    return finish(
        import_in_steps(
            document,
            json_path,
            campaign_path,
            overwrite=overwrite,
            migrations=migrations,
            clock=clock,
        )
    )


def import_in_steps(
    document: CampaignDocument,
    json_path: Path | str,
    campaign_path: Path | str,
    *,
    overwrite: bool = True,
    migrations: Migrations = DEFAULT_MIGRATIONS,
    clock: Clock = utc_now,
) -> Generator[float, None, CampaignFile]:
    """Create and open the campaign file of a checked export (`read_export_in_steps`), in
    steps yielding the share done. Stopped before the end, it leaves no file behind."""
    return collector_paused(
        _import_steps(
            document,
            Path(json_path),
            Path(campaign_path),
            overwrite=overwrite,
            migrations=migrations,
            clock=clock,
        )
    )


def _import_steps(
    document: CampaignDocument,
    json_path: Path,
    campaign_path: Path,
    *,
    overwrite: bool,
    migrations: Migrations,
    clock: Clock,
) -> Generator[float, None, CampaignFile]:
    check_replaceable(campaign_path, overwrite=overwrite)
    total = max(1, len(document.records) + len(document.actions))
    try:
        for done in build_campaign_file_in_steps(
            campaign_path, migrations, lambda connection: _fill(connection, document)
        ):
            yield done / total
    except CorruptCampaignError as error:  # values the checks above let through
        problem = str(error).split(": ", 1)[-1].split(". The file", 1)[0]
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” would make a campaign that cannot be opened: {problem}. "
            "Nothing was imported.",
        ) from error
    except (StatementError, sqlite3.Error, ValueError, OverflowError) as error:  # SQLite refused
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” holds a value a campaign cannot store ({error}). "
            "Nothing was imported.",
        ) from error
    return open_campaign(campaign_path, migrations=migrations, clock=clock)


def _fill(connection: Connection, document: CampaignDocument) -> Iterator[float]:
    """Write a checked export into a new file's first transaction, yielding how many records
    and actions are written. Rows go to SQLite many at a time, past SQLAlchemy's per-row work
    (a new file's tables are exactly the current schema's)."""
    raw = driver_connection(connection)
    clock = StepClock()
    rows: dict[str, list[list[Any]]] = {kind: [] for kind in KINDS}
    columns: dict[str, list[str]] = {}
    as_json: dict[str, list[bool]] = {}  # which columns hold JSON text (a dict or a list)
    done = 0
    for done, record in enumerate(document.records, 1):
        row = (
            stored_row(connection, record) if isinstance(record, ZoneMap) else record_to_row(record)
        )
        kind = kind_of(record)
        if kind not in columns:
            columns[kind] = list(row)
            as_json[kind] = [isinstance(value, dict | list) for value in row.values()]
        rows[kind].append(
            [
                compact_json(value) if stored_as_json else value
                for value, stored_as_json in zip(row.values(), as_json[kind], strict=True)
            ]
        )
        if clock.due():
            yield done
            clock.restart()
    for kind, names in columns.items():
        quoted = ", ".join(f'"{name}"' for name in names)
        places = ", ".join("?" * len(names))
        raw.executemany(f'INSERT INTO "{kind}" ({quoted}) VALUES ({places})', rows[kind])
        yield done
        clock.restart()
    batch: list[tuple[Any, ...]] = []
    insert_action = f"INSERT INTO action ({', '.join(ACTION_FIELDS)}) VALUES (?, ?, ?, ?, ?)"
    for action in document.actions:
        # Images go to their table: on copies of the maps' changes (the document stays as it
        # was, for another import of it).
        changes = stash_changes(
            connection,
            [dict(change) if change["kind"] == "zone_map" else change for change in action.changes],
        )
        batch.append((action.seq, action.time, action.name, action.status, compact_json(changes)))
        if clock.due():
            raw.executemany(insert_action, batch)
            done += len(batch)
            batch.clear()
            yield done
            clock.restart()
    raw.executemany(insert_action, batch)
    for key, value in document.settings.items():
        write_setting(connection, key, value)
