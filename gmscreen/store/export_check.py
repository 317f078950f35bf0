"""Reading a campaign's JSON export and checking every part of it before anything is created.

The checks name the line and field of the first fault. They run in steps (`read_export_in_steps`)
so a window can show their progress and stop them; `read_export` runs them at once.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Generator
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any

from gmscreen.model.repository import HistoryEntry
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import DEPENDENTS
from gmscreen.model.state import KINDS
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import kind_of
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.json_lines import line_of
from gmscreen.store.legacy_terrain import UP
from gmscreen.store.legacy_terrain import convert_changes
from gmscreen.store.legacy_terrain import convert_grouped
from gmscreen.store.record_json import JsonFieldError
from gmscreen.store.record_json import JsonPath
from gmscreen.store.record_json import change_list_from_json
from gmscreen.store.record_json import expect_object
from gmscreen.store.record_json import format_path
from gmscreen.store.record_json import records_from_json_in_steps
from gmscreen.store.steps import StepClock
from gmscreen.store.steps import collector_paused
from gmscreen.store.steps import finish
from gmscreen.store.tables import ACTION_STATUSES

FORMAT = "gmscreen-campaign"
# 2: zones name their terrain and links list their obstacles (version 1 held prices).
FORMAT_VERSION = 2
NAMED_TERRAIN_VERSION = 2
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
class LoggedAction(HistoryEntry):
    """One action of the action log as an export carries it: the history's entry (its sequence
    number and name), when it was made, whether it is done or undone, and what it changed (its
    change set, checked, as `gmscreen.model.serialize.change_set_to_list` writes it)."""

    time: str
    status: str
    changes: list[JsonDict]


@dataclass(frozen=True, slots=True)
class CampaignDocument:
    """A checked campaign export: what a new campaign file is filled with."""

    records: list[Record]
    actions: list[LoggedAction] = field(default_factory=list)
    settings: JsonDict = field(default_factory=dict)


def read_export(json_path: Path | str) -> CampaignDocument:
    """Read and check a JSON export.

    Raises:
        ImportFormatError: the first fault, with its line and field.
    """
    return finish(read_export_in_steps(json_path))


def read_export_in_steps(json_path: Path | str) -> Generator[float, None, CampaignDocument]:
    """`read_export` in steps, yielding the share done. The first does nothing (a window can
    show its progress dialog before the next, reading and parsing the text, which is one
    piece); checking the records and the action log are the others."""
    return collector_paused(_read_export_steps(Path(json_path)))


def _read_export_steps(json_path: Path) -> Generator[float, None, CampaignDocument]:
    yield 0.0
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
    yield 0.3
    try:
        return (yield from check_document_in_steps(data, start=0.3))
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
    data = json.loads(text, parse_constant=_refuse_constant)
    _check_values(data)
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


def _check_values(value: Any, depth: int = 1) -> None:
    """Refuse numbers a campaign cannot hold and values nested deeper than `MOST_NESTED`, in
    one walk (recursing at most that deep: a call per container is many times faster than
    a hand-kept stack, or than the parser calling back for every number)."""
    kind = type(value)
    if kind is not dict and kind is not list:
        return
    if depth > MOST_NESTED:
        raise ValueError(f"its values are nested more than {MOST_NESTED} levels deep")
    for item in value.values() if kind is dict else value:
        item_kind = type(item)
        if item_kind is dict or item_kind is list:
            _check_values(item, depth + 1)
        elif item_kind is int:
            if not -LARGEST_INT - 1 <= item <= LARGEST_INT:
                raise ValueError(f"the whole number {str(item)[:24]}… is too large")
        elif item_kind is float and not math.isfinite(item):
            raise ValueError(f"{item} is not a number a campaign can hold")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a campaign can hold")


def check_document(data: Any) -> CampaignDocument:
    """Check an export's parsed JSON: format, records, references, action log, settings."""
    return finish(check_document_in_steps(data))


def check_document_in_steps(
    data: Any, *, start: float = 0.0
) -> Generator[float, None, CampaignDocument]:
    """`check_document` in steps, yielding the share done from `start` to 1."""
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
    items = data.get("actions", [])
    total = _count_records(data.get("records")) + (len(items) if isinstance(items, list) else 0)
    share = (1.0 - start) / max(1, total)
    records: list[Record] = []
    for done in records_from_json_in_steps(data.get("records"), ("records",), records):
        yield start + done * share
    _check_references(records)
    settings = data.get("settings", {})
    expect_object(settings, ("settings",))
    actions: list[LoggedAction] = []
    for done in _check_actions(items, actions):
        yield start + (len(records) + done) * share
    return CampaignDocument(records=records, actions=actions, settings=settings)


def _count_records(grouped: Any) -> int:
    if not isinstance(grouped, dict):
        return 0
    return sum(len(items) for items in grouped.values() if isinstance(items, list))


def _named_terrain(data: JsonDict) -> None:
    """A version-1 export's zone and link prices as named terrain and obstacles, in place."""
    convert_grouped(data.get("records"), UP)
    for action in data.get("actions", []) if isinstance(data.get("actions"), list) else ():
        if isinstance(action, dict):
            convert_changes(action.get("changes"), UP)


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


def _check_actions(items: Any, actions: list[LoggedAction]) -> Generator[int, None, None]:
    """Check the action log into `actions`, yielding how many are checked now and then."""
    if not isinstance(items, list):
        raise JsonFieldError(("actions",), "expected a list of actions")
    undone_seen = False
    clock = StepClock()
    for index, item in enumerate(items):
        if clock.due():
            yield index
            clock.restart()
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
        changes = change_list_from_json(item.get("changes"), (*path, "changes"))
        actions.append(LoggedAction(seq, str(name), str(time), str(status), changes))
