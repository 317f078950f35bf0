"""Records grouped by kind as JSON: the shared form of JSON exports and snapshots.

`{"campaign": [{...}], "season": [...], ...}`: every kind present (possibly empty), in the
model's kind order, each list in id order, each record a dict of its fields (bytes as base64).
Reading checks every field's type and names the place of the first fault as a path
(`records.trait[3].potency`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Generator
from collections.abc import Iterable
from typing import Any
from typing import TypeVar

from gmscreen.model.serialize import KIND_KEY
from gmscreen.model.serialize import RecordFormatError
from gmscreen.model.serialize import checked_record_dict
from gmscreen.model.serialize import record_from_dict
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.state import KINDS
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import kind_of
from gmscreen.store.steps import StepClock
from gmscreen.store.steps import finish

JsonPath = tuple[str | int, ...]
T = TypeVar("T")


class JsonFieldError(ValueError):
    """A JSON value that does not describe what it should; `path` leads to it."""

    def __init__(self, path: JsonPath, reason: str) -> None:
        super().__init__(f"{format_path(path)}: {reason}")
        self.path = path
        self.reason = reason


def format_path(path: JsonPath) -> str:
    """`("records", "trait", 3, "potency")` as `records.trait[3].potency`."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


def records_to_json(records: Iterable[Record]) -> dict[str, list[JsonDict]]:
    """Records grouped by kind, kinds in the model's order, ids ascending."""
    grouped: dict[str, list[JsonDict]] = {kind: [] for kind in KINDS}
    for record in sorted(records, key=lambda r: r.id):
        data = record_to_dict(record)
        del data[KIND_KEY]
        grouped[kind_of(record)].append(data)
    return grouped


def records_from_json(data: Any, path: JsonPath) -> list[Record]:
    """Rebuild records from `records_to_json` output, refusing duplicates and bad fields."""
    records: list[Record] = []
    finish(records_from_json_in_steps(data, path, records))
    return records


def records_from_json_in_steps(
    data: Any, path: JsonPath, records: list[Record]
) -> Generator[int, None, None]:
    """`records_from_json` into `records` in steps, yielding how many are read so far."""
    expect_object(data, path)
    unknown = sorted(set(data) - set(KINDS))
    if unknown:
        raise JsonFieldError((*path, unknown[0]), f"unknown kind of record {unknown[0]!r}")
    clock = StepClock()
    for kind in KINDS:
        items = data.get(kind, [])
        if not isinstance(items, list):
            raise JsonFieldError((*path, kind), "expected a list of records")
        seen: set[int] = set()
        for index, item in enumerate(items):
            record = record_from_json(kind, item, (*path, kind, index))
            if record.id in seen:
                raise JsonFieldError((*path, kind, index, "id"), f"a second {kind} {record.id}")
            seen.add(record.id)
            records.append(record)
            if clock.due():
                yield len(records)
                clock.restart()


def record_from_json(kind: str, item: Any, path: JsonPath) -> Record:
    """One record of `kind` from its JSON dict, with the path of a faulty field."""
    return _checked(
        lambda _kind, data: record_from_dict({**data, KIND_KEY: kind}), kind, item, path
    )


def _checked(read: Callable[[str, JsonDict], T], kind: str, item: Any, path: JsonPath) -> T:
    """`read` (a record, or its checked dict) of a record of `kind` given as JSON, with the
    path of a faulty field."""
    expect_object(item, path)
    if KIND_KEY in item and item[KIND_KEY] != kind:
        raise JsonFieldError((*path, KIND_KEY), f"expected {kind!r}")
    try:
        return read(kind, item)
    except RecordFormatError as error:
        raise JsonFieldError(_field_path(path, item, str(error)), str(error)) from error
    except TypeError as error:  # a field rejected by the record class itself
        raise JsonFieldError(path, str(error)) from error


def change_list_from_json(items: Any, path: JsonPath) -> list[JsonDict]:
    """A change set given as `gmscreen.model.serialize.change_set_to_list` output, checked as
    `ChangeSet`'s records would be, as the list `change_set_to_list` makes of it (every field
    of a record, in order): what the action log stores. No record is built: an import of a
    long action log checks hundreds of thousands of them only to store them as JSON again."""
    if not isinstance(items, list):
        raise JsonFieldError(path, "expected a list of changes")
    changes: list[JsonDict] = []
    for index, item in enumerate(items):
        where = (*path, index)
        expect_object(item, where)
        kind = item.get("kind")
        if kind not in KINDS:
            raise JsonFieldError((*where, "kind"), f"unknown kind of record {kind!r}")
        record_id = item.get("id")
        if type(record_id) is not int:
            raise JsonFieldError((*where, "id"), "expected a whole number")
        sides: list[JsonDict | None] = []
        for side in ("before", "after"):
            value = item.get(side)
            record = (
                None
                if value is None
                else _checked(checked_record_dict, kind, value, (*where, side))
            )
            if record is not None and record["id"] != record_id:
                raise JsonFieldError((*where, side, "id"), f"expected {record_id}")
            sides.append(record)
        if sides[0] is None and sides[1] is None:
            raise JsonFieldError(where, "a change needs a record before or after")
        changes.append({"kind": kind, "id": record_id, "before": sides[0], "after": sides[1]})
    return changes


def expect_object(value: Any, path: JsonPath) -> None:
    """Refuse anything but a JSON object at `path`."""
    if not isinstance(value, dict):
        raise JsonFieldError(path, f"expected an object, got {type(value).__name__}")


def _field_path(path: JsonPath, item: JsonDict, message: str) -> JsonPath:
    """The path of the field a `RecordFormatError` message names ("trait.potency: …")."""
    match = re.match(r"\w+\.(\w+)", message) or re.search(r"field\(?s?\)? '?(\w+)", message)
    if match and match.group(1) in item:
        return (*path, match.group(1))
    return path
