"""Records to table rows and back: the one place that knows how a record's fields are stored.

Columns carry the record field names. Tuples (a zone's outline, a roll's faces) are stored as
JSON lists and come back as tuples; dicts are JSON columns; bytes a BLOB. Everything else is
stored as is. The converters are built once from the record classes' type hints.

Loading a whole table is the cost of opening a campaign (the roll log grows without end), so
tables without a BLOB are read straight from the SQLite driver, a chunk of rows at a time, and
converted a column at a time. A JSON column's text is parsed once per distinct text, and equal
strings are one object: equal values (a roll's inputs and outcome, its kind) are shared, not one
copy per row; the roll log of a long campaign is most of its memory. Records never change a
value they hold (a change replaces the record), so sharing is safe.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import types
import typing
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from typing import TYPE_CHECKING
from typing import Any
from typing import cast

from gmscreen.model.serialize import FIELD_TYPES
from gmscreen.model.state import KINDS
from gmscreen.model.state import Record
from gmscreen.store.database import driver_connection

if TYPE_CHECKING:
    from sqlalchemy import Connection

Reader = Callable[[Any], Any]
CHUNK = 5_000


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


def whole_table_query(kind: str) -> str | None:
    """`select_all` of a record table, or None for a table with a BLOB column (read through
    SQLAlchemy and `row_to_record`)."""
    return None if blob_columns(kind) else select_all(kind)


def select_all(kind: str) -> str:
    """SQL selecting every row of a record table, its columns in field order."""
    columns = ", ".join(f'"{name}"' for name in _FIELD_NAMES[KINDS[kind]])
    return f'SELECT {columns} FROM "{kind}"'


def blob_columns(kind: str) -> list[int]:
    """Which columns of a record table, by index, hold bytes (a map's image digest)."""
    hints = FIELD_TYPES[kind]
    return [
        index
        for index, name in enumerate(_FIELD_NAMES[KINDS[kind]])
        if bytes in (hints[name], *typing.get_args(hints[name]))
    ]


def table_rows(connection: Connection, query: str) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of `whole_table_query`, CHUNK at a time, from the driver in the caller's
    transaction (SQLAlchemy's result rows cost more than the rest of the load)."""
    return driver_rows(driver_connection(connection), query)


def driver_rows(connection: sqlite3.Connection, query: str) -> Iterator[list[tuple[Any, ...]]]:
    """The rows of `query`, CHUNK at a time, from a sqlite3 connection."""
    cursor = connection.execute(query)
    try:
        while rows := cursor.fetchmany(CHUNK):
            yield rows
    finally:
        cursor.close()


def records_from_rows(kind: str, chunks: Iterable[list[tuple[Any, ...]]]) -> Iterator[Record]:
    """The records of `table_rows`' chunks (equal values shared, see above)."""
    converted = _TABLE_READERS[kind]
    shared: list[dict[Any, Any]] = [{} for _ in converted]
    for rows in chunks:
        columns: list[Sequence[Any]] = list(zip(*rows, strict=True))
        # A column at a time through `map` (the loop in C): this is most of opening a file.
        for (index, read, share), seen in zip(converted, shared, strict=True):
            if not share:
                columns[index] = list(map(read, columns[index]))
            elif read is _identity:
                columns[index] = list(map(seen.setdefault, columns[index], columns[index]))
            else:
                columns[index] = _parsed_once(columns[index], read, seen)
        yield from map(_BUILDERS[kind], zip(*columns, strict=True))


def _parsed_once(texts: Sequence[Any], read: Reader, seen: dict[Any, Any]) -> list[Any]:
    """Each text read, each distinct text once."""
    for text in dict.fromkeys(texts):  # the distinct texts, in order
        if text not in seen:
            seen[text] = read(text)
    return list(map(seen.__getitem__, texts))


def _values(record: Record) -> tuple[Any, ...]:
    return tuple(getattr(record, name) for name in _FIELD_NAMES[type(record)])


def _lists(value: tuple[Any, ...]) -> list[Any]:
    return [_lists(item) if isinstance(item, tuple) else item for item in value]


def _identity(value: Any) -> Any:
    return value


def _parsed(read: Reader) -> Reader:
    """A JSON column's text to its field value."""
    return lambda text: read(json.loads(text))


def _table_readers(kind: str) -> tuple[tuple[int, Reader, bool], ...]:
    """How `records_from_table_json` converts each column (index, reader, whether equal values
    are shared): JSON text is parsed, strings are shared, floats converted."""
    hints = FIELD_TYPES[kind]
    readers = []
    for index, field in enumerate(dataclasses.fields(KINDS[kind])):
        hint = hints[field.name]
        read = _reader_for(hint)
        if typing.get_origin(hint) in (types.UnionType, typing.Union):  # X | None: stored as X
            (hint,) = (arg for arg in typing.get_args(hint) if arg is not type(None))
        if typing.get_origin(hint) in (dict, tuple) or hint is dict:
            readers.append((index, _parsed(read), True))
        elif hint is bool:  # stored as 0 or 1
            readers.append((index, bool, False))
        elif hint is str or typing.get_origin(hint) is typing.Literal:
            readers.append((index, read, True))
        elif read is not _identity:
            readers.append((index, read, False))
    return tuple(readers)


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
        (field.name, _reader_for(FIELD_TYPES[kind][field.name]))
        for field in dataclasses.fields(cls)
    )
    for kind, cls in KINDS.items()
}


def _record_builder(cls: type[Record]) -> Callable[[Sequence[Any]], Record]:
    """`lambda values: cls(*values)`, four times faster for a record class.

    A frozen dataclass's `__init__` sets each field through `object.__setattr__`: for the
    48,000 rolls of a long campaign, the largest part of opening it. The builder fills the same
    slots through a plain class with the record's slot layout, then makes the object a `cls`:
    the object `cls(*values)` makes, frozen like it. A class whose `__init__` does more (a
    `__post_init__`) or whose slots are not its fields is built by `cls` itself.
    """
    names = tuple(field.name for field in dataclasses.fields(cls))
    if hasattr(cls, "__post_init__") or getattr(cls, "__slots__", None) != names:
        return lambda values: cls(*values)
    layout = type(f"{cls.__name__}Slots", (), {"__slots__": names})
    targets = "".join(f"record.{name}, " for name in names)
    code = (
        "def build(values):\n"
        "    record = new(layout)\n"
        f"    {targets}= values\n"
        "    record.__class__ = cls\n"
        "    return record\n"
    )
    scope: dict[str, Any] = {"new": object.__new__, "layout": layout, "cls": cls}
    exec(code, scope)  # field names from the record class, as dataclasses does
    return cast(Callable[[Sequence[Any]], Record], scope["build"])


_BUILDERS = {kind: _record_builder(cls) for kind, cls in KINDS.items()}
_TABLE_READERS: dict[str, tuple[tuple[int, Reader, bool], ...]] = {
    kind: _table_readers(kind) for kind in KINDS
}
