"""Records to table rows and back: the one place that knows how a record's fields are stored.

Columns carry the record field names. Tuples (a zone's outline, a roll's faces) are stored as
JSON lists and come back as tuples; dicts are JSON columns; bytes a BLOB. Everything else is
stored as is. The converters are built once from the record classes' type hints.

Loading a whole table is the cost of opening a campaign (the roll log grows without end), so
tables without a BLOB are read as one JSON array that SQLite assembles and `json.loads` parses
in C: one parse per table instead of one per JSON column of every row.
"""

from __future__ import annotations

import dataclasses
import json
import typing
from collections.abc import Callable, Mapping
from typing import Any

from sqlalchemy import JSON, Boolean, LargeBinary, Table

from gmscreen.model.state import KINDS, Record

Reader = Callable[[Any], Any]


def record_to_row(record: Record) -> dict[str, Any]:
    """The column values of a record's row."""
    return {
        name: _lists(value) if isinstance(value, tuple) else value
        for name, value in zip(_FIELD_NAMES[type(record)], _values(record), strict=True)
    }


def row_to_record(kind: str, row: Mapping[Any, Any]) -> Record:
    """Rebuild a record of `kind` from its row's column values."""
    values = {name: read(row[name]) for name, read in _READERS[kind]}
    return KINDS[kind](**values)


def whole_table_query(kind: str, table: Table) -> str | None:
    """SQL returning every row of a record table as one JSON array of field-value arrays, or
    None for a table JSON cannot carry (a BLOB column)."""
    values = []
    for name in _FIELD_NAMES[KINDS[kind]]:
        column = table.columns[name]
        quoted = f'"{name}"'
        if isinstance(column.type, LargeBinary):
            return None
        if isinstance(column.type, JSON):
            values.append(f"json({quoted})")
        elif isinstance(column.type, Boolean):
            values.append(f"json(CASE WHEN {quoted} THEN 'true' ELSE 'false' END)")
        else:
            values.append(quoted)
    return f'SELECT json_group_array(json_array({", ".join(values)})) FROM "{table.name}"'


def records_from_table_json(kind: str, text: str) -> list[Record]:
    """The records of `whole_table_query`'s result."""
    cls = KINDS[kind]
    rows = json.loads(text)
    converted = [
        (index, read) for index, (_name, read) in enumerate(_READERS[kind]) if read is not _identity
    ]
    if not converted:
        return [cls(*row) for row in rows]
    for row in rows:
        for index, read in converted:
            row[index] = read(row[index])
    return [cls(*row) for row in rows]


def _values(record: Record) -> tuple[Any, ...]:
    return tuple(getattr(record, name) for name in _FIELD_NAMES[type(record)])


def _lists(value: tuple[Any, ...]) -> list[Any]:
    return [_lists(item) if isinstance(item, tuple) else item for item in value]


def _identity(value: Any) -> Any:
    return value


def _reader_for(hint: Any) -> Reader:
    """How to turn a stored column value back into a field value of type `hint`."""
    origin = typing.get_origin(hint)
    if origin is tuple:
        item = _reader_for(typing.get_args(hint)[0])
        if item is _identity:
            return tuple
        return lambda value: tuple([item(v) for v in value])
    if hint is float:
        return float
    return _identity


_FIELD_NAMES: dict[type, tuple[str, ...]] = {
    cls: tuple(field.name for field in dataclasses.fields(cls)) for cls in KINDS.values()
}
_READERS: dict[str, tuple[tuple[str, Reader], ...]] = {
    kind: tuple(
        (field.name, _reader_for(typing.get_type_hints(cls)[field.name]))
        for field in dataclasses.fields(cls)
    )
    for kind, cls in KINDS.items()
}
