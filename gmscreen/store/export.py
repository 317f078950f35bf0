"""Campaigns as readable JSON files: export, and import into a new campaign file.

The export holds every record (images as base64), the action log (so undo and redo survive
the trip) and the campaign's settings; snapshots and facts about the file's location stay
out. Output is deterministic (kinds in order, ids ascending, actions by seq, two-space
indent), so export → import → export gives the same bytes. Import checks everything before
it creates anything, and names the line and field of the first fault.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, insert, select
from sqlalchemy.exc import StatementError

from gmscreen.model.changes import ChangeSet
from gmscreen.model.serialize import change_set_to_list
from gmscreen.model.state import (
    CAMPAIGN_ID,
    DEPENDENTS,
    KINDS,
    CampaignState,
    JsonDict,
    Record,
    kind_of,
)
from gmscreen.store.errors import CampaignFileError, CorruptCampaignError
from gmscreen.store.file import (
    CLOUD_WARNED_KEY,
    DEFAULT_MIGRATIONS,
    CampaignFile,
    build_campaign_file,
    check_replaceable,
    open_campaign,
)
from gmscreen.store.json_lines import line_of
from gmscreen.store.legacy_terrain import UP, convert_changes, convert_grouped
from gmscreen.store.migrate import Migrations
from gmscreen.store.record_json import (
    JsonFieldError,
    JsonPath,
    change_set_from_json,
    expect_object,
    format_path,
    records_from_json,
    records_to_json,
)
from gmscreen.store.repository import (
    ACTION,
    META,
    Clock,
    read_state,
    stash_changes,
    unstash_changes,
    utc_now,
    write_records,
    write_setting,
)
from gmscreen.store.tables import ACTION_STATUSES

FORMAT = "gmscreen-campaign"
# 2: zones name their terrain and links list their obstacles (version 1 held prices).
FORMAT_VERSION = 2
NAMED_TERRAIN_VERSION = 2
# Settings about this copy of the file, not the campaign: never exported.
LOCAL_SETTINGS = frozenset({CLOUD_WARNED_KEY, "created_with"})
ACTION_FIELDS = ("seq", "time", "name", "status", "changes")


class ImportFormatError(CampaignFileError, ValueError):
    """A JSON file that is not a valid campaign export; nothing was created.

    Attributes:
        line: the line at fault (1-based), when known.
        field: the path of the value at fault (`records.trait[3].potency`), when known.
    """

    def __init__(
        self, path: Path, message: str, *, line: int | None = None, field: str | None = None
    ) -> None:
        super().__init__(path, message)
        self.line = line
        self.field = field


@dataclass(frozen=True, slots=True)
class LoggedAction:
    """One action of the action log as an export carries it."""

    seq: int
    time: str
    name: str
    status: str
    changes: ChangeSet


@dataclass(frozen=True, slots=True)
class CampaignDocument:
    """A checked campaign export: what a new campaign file is filled with."""

    records: list[Record]
    actions: list[LoggedAction] = field(default_factory=list)
    settings: JsonDict = field(default_factory=dict)


def export_document(source: CampaignFile | CampaignState) -> JsonDict:
    """The export of an open campaign (records, action log, settings) or of bare state."""
    if isinstance(source, CampaignState):
        return _document(source, [], {})
    with source.repository.reading() as connection:
        state = read_state(connection)
        actions = [
            {
                **dict(zip(ACTION_FIELDS, row, strict=True)),
                "changes": unstash_changes(connection, row[-1]),
            }
            for row in connection.execute(
                select(*(ACTION.c[name] for name in ACTION_FIELDS)).order_by(ACTION.c.seq)
            )
        ]
        settings = {
            str(key): value
            for key, value in connection.execute(select(META).order_by(META.c.key))
            if key not in LOCAL_SETTINGS
        }
    return _document(state, actions, settings)


def export_json(source: CampaignFile | CampaignState, path: Path | str) -> None:
    """Write the export as readable JSON, replacing `path` only once it is complete."""
    path = Path(path)
    text = json.dumps(export_document(source), ensure_ascii=False, indent=2) + "\n"
    partial = path.with_name(path.name + ".partial")
    try:
        with partial.open("w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)


def read_export(json_path: Path | str) -> CampaignDocument:
    """Read and check a JSON export.

    Raises:
        ImportFormatError: the first fault, with its line and field.
    """
    json_path = Path(json_path)
    try:
        text = json_path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ImportFormatError(json_path, f"“{json_path.name}” is not UTF-8 text.") from error
    except OSError as error:
        raise ImportFormatError(json_path, f"“{json_path.name}” cannot be read: {error}") from error
    try:
        data = strict_json(text)
    except json.JSONDecodeError as error:
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}”, line {error.lineno}, column {error.colno}: "
            f"not valid JSON ({error.msg}).",
            line=error.lineno,
        ) from error
    except RecursionError as error:
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” is not a campaign export: its values are nested too deeply. "
            "Nothing was imported.",
        ) from error
    except ValueError as error:
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” is not a campaign export: {error}. Nothing was imported.",
        ) from error
    try:
        return check_document(data)
    except JsonFieldError as error:
        try:
            line = line_of(text, error.path)
        except RecursionError:
            line = None
        where = f"line {line}, " if line is not None else ""
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}”, {where}{format_path(error.path) or 'top level'}: "
            f"{error.reason}. Nothing was imported.",
            line=line,
            field=format_path(error.path),
        ) from error
    except (TypeError, ValueError, KeyError, RecursionError, OverflowError) as error:
        # A value no check above expected (a kind that is an object, nesting past any sheet…)
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” is not a campaign export this version can read ({error}). "
            "Nothing was imported.",
        ) from error


def strict_json(text: str) -> Any:
    """JSON as a campaign can hold it: no NaN or Infinity, whole numbers that fit 64 bits,
    no lone surrogates (which cannot be stored as UTF-8), nesting at most `MOST_NESTED` deep
    (deeper than Python's parser allows is refused as RecursionError).

    Raises:
        json.JSONDecodeError: not JSON at all.
        ValueError: JSON, but holding a value a campaign cannot (the message says which).
    """
    data = json.loads(
        text, parse_constant=_refuse_constant, parse_int=_bounded_int, parse_float=_finite_float
    )
    _check_depth(data)
    if SURROGATE_ESCAPE.search(text):  # rare: check the decoded text only then
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as error:
            raise ValueError(
                "it holds text that is not valid Unicode (a lone surrogate)"
            ) from error
    return data


SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


LARGEST_INT = 2**63 - 1
# Far deeper than any export nests (about 8 levels); deeper values parse here but can overflow
# the stack of the app that later reads them back from the file.
MOST_NESTED = 64


def _check_depth(data: Any) -> None:
    """Refuse values nested deeper than `MOST_NESTED`, without recursing."""
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if depth > MOST_NESTED:
            raise ValueError(f"its values are nested more than {MOST_NESTED} levels deep")
        if not isinstance(value, dict | list):
            continue
        items = value.values() if isinstance(value, dict) else value
        pending.extend((item, depth + 1) for item in items if isinstance(item, dict | list))


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a campaign can hold")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:24]} is not a number a campaign can hold")
    return value


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > 19 or not -LARGEST_INT - 1 <= int(digits) <= LARGEST_INT:
        raise ValueError(f"the whole number {digits[:24]}… is too large")
    return int(digits)


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
    json_path, campaign_path = Path(json_path), Path(campaign_path)
    document = read_export(json_path)
    check_replaceable(campaign_path, overwrite=overwrite)

    def fill(connection: Connection) -> None:
        write_records(connection, document.records)
        for action in document.actions:
            connection.execute(
                insert(ACTION),
                {
                    "seq": action.seq,
                    "time": action.time,
                    "name": action.name,
                    "status": action.status,
                    "changes": stash_changes(connection, change_set_to_list(action.changes)),
                },
            )
        for key, value in document.settings.items():
            write_setting(connection, key, value)

    try:
        build_campaign_file(campaign_path, migrations, fill)
    except CorruptCampaignError as error:  # values the checks above let through
        problem = str(error).split(": ", 1)[-1].split(". The file", 1)[0]
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” would make a campaign that cannot be opened: {problem}. "
            "Nothing was imported.",
        ) from error
    except (StatementError, ValueError, OverflowError) as error:  # a value SQLite refuses
        raise ImportFormatError(
            json_path,
            f"“{json_path.name}” holds a value a campaign cannot store ({error}). "
            "Nothing was imported.",
        ) from error
    return open_campaign(campaign_path, migrations=migrations, clock=clock)


def check_document(data: Any) -> CampaignDocument:
    """Check an export's parsed JSON: format, records, references, action log, settings."""
    expect_object(data, ())
    unknown = sorted(set(data) - {"format", "version", "records", "actions", "settings"})
    if unknown:
        raise JsonFieldError((unknown[0],), "unknown entry")
    if data.get("format") != FORMAT:
        raise JsonFieldError(("format",), f"not a GM Screen campaign export (expected {FORMAT!r})")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise JsonFieldError(("version",), "expected a whole number from 1")
    if version > FORMAT_VERSION:
        raise JsonFieldError(("version",), "written by a newer GM Screen; update to import it")
    if version < NAMED_TERRAIN_VERSION:
        _named_terrain(data)
    records = records_from_json(data.get("records"), ("records",))
    _check_references(records)
    settings = data.get("settings", {})
    expect_object(settings, ("settings",))
    actions = _check_actions(data.get("actions", []))
    return CampaignDocument(records=records, actions=actions, settings=settings)


def _named_terrain(data: JsonDict) -> None:
    """A version-1 export's zone and link prices as named terrain and obstacles, in place."""
    convert_grouped(data.get("records"), UP)
    for action in data.get("actions", []) if isinstance(data.get("actions"), list) else ():
        if isinstance(action, dict):
            convert_changes(action.get("changes"), UP)


def _document(state: CampaignState, actions: list[JsonDict], settings: JsonDict) -> JsonDict:
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "settings": settings,
        "records": records_to_json(state.records()),
        "actions": actions,
    }


def _check_references(records: list[Record]) -> None:
    """Every reference a foreign key checks must lead to a record, and the campaign exists."""
    grouped: dict[str, list[Record]] = {kind: [] for kind in KINDS}
    for record in records:
        grouped[kind_of(record)].append(record)
    if CAMPAIGN_ID not in {record.id for record in grouped["campaign"]}:
        raise JsonFieldError(
            ("records", "campaign"), f"the campaign record (id {CAMPAIGN_ID}) is missing"
        )
    if len(grouped["campaign"]) > 1:
        raise JsonFieldError(("records", "campaign", 1), "a campaign file holds one campaign")
    for parent, dependents in DEPENDENTS.items():
        ids = {record.id for record in grouped[parent]}
        for kind, name in dependents:
            for index, record in enumerate(grouped[kind]):
                value = getattr(record, name)
                if value is not None and value not in ids:
                    raise JsonFieldError(
                        ("records", kind, index, name),
                        f"there is no {parent.replace('_', ' ')} {value}",
                    )


def _check_actions(items: Any) -> list[LoggedAction]:
    if not isinstance(items, list):
        raise JsonFieldError(("actions",), "expected a list of actions")
    actions: list[LoggedAction] = []
    undone_seen = False
    for index, item in enumerate(items):
        path: JsonPath = ("actions", index)
        expect_object(item, path)
        unknown = sorted(set(item) - set(ACTION_FIELDS))
        if unknown:
            raise JsonFieldError((*path, unknown[0]), "unknown entry")
        seq, time, name, status = (item.get(key) for key in ACTION_FIELDS[:4])
        if type(seq) is not int or seq < 1 or (actions and seq <= actions[-1].seq):
            raise JsonFieldError((*path, "seq"), "expected a whole number above the previous")
        for key, value in (("time", time), ("name", name)):
            if not isinstance(value, str):
                raise JsonFieldError((*path, key), "expected text")
        if status not in ACTION_STATUSES:
            raise JsonFieldError((*path, "status"), f"expected one of {', '.join(ACTION_STATUSES)}")
        if status == "done" and undone_seen:
            raise JsonFieldError((*path, "status"), "a done action after an undone one")
        undone_seen = undone_seen or status == "undone"
        changes = change_set_from_json(item.get("changes"), (*path, "changes"))
        actions.append(LoggedAction(seq, str(time), str(name), str(status), changes))
    return actions
