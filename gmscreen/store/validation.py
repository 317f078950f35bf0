"""Checks a campaign file must pass before it is opened: its tables, columns and values.

SQLite's own checks (header, `quick_check`) see a file that is broken as a database; these see
a database that is not a campaign any more: a record table dropped, a column renamed, text
where a number belongs, invalid JSON in a sheet, a dangling reference, a record whose values
the model would refuse. Each refusal names the table, the field and the record, so a GM (or
whoever helps them) knows what is wrong; nothing here writes.
"""

from __future__ import annotations

import sqlite3
import types
import typing
from pathlib import Path
from typing import Any

from sqlalchemy import JSON, Boolean, Column, Float, Integer, LargeBinary, Table

from gmscreen.model.state import CAMPAIGN_ID, KINDS
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.tables import RECORD_TABLES, ActionRow, ImageRow, MetaRow, SnapshotRow

# File-wide settings whose type the app relies on.
META_TYPES: dict[str, tuple[type, ...]] = {
    "snapshot_keep": (int,),
    "created_with": (str,),
    "cloud_warned_for": (str,),
}


def _tables() -> list[Table]:
    models: list[Any] = [ActionRow, ImageRow, MetaRow, SnapshotRow]
    return [*RECORD_TABLES.values(), *(typing.cast(Table, model.__table__) for model in models)]


def _json_items_bad(value: str, hint: Any) -> str | None:
    """SQL true when the JSON array `value` holds an item that is not of type `hint`."""
    item = _json_type_bad("value", hint)
    if item is None:
        return None
    each = f"EXISTS (SELECT 1 FROM json_each({value}) WHERE {item})"
    if hint is not int:
        return each
    # Taking every roll's faces apart made this check most of the time of opening a long
    # campaign. In an array whose text is nothing but digits, signs, commas and spaces, every
    # item is an integer as `json_each` types it: only other texts are taken apart.
    inside = f"substr({value}, 2, length({value}) - 2)"
    return f"({inside} GLOB '*[^0-9, -]*' AND {each})"


def _json_type_bad(value: str, hint: Any) -> str | None:
    """SQL true when the JSON value `value` (in a `json_each` row) is not of type `hint`."""
    origin = typing.get_origin(hint)
    if hint is int:
        return "type != 'integer'"
    if hint is float:
        return "type NOT IN ('integer', 'real')"
    if hint is str:
        return "type != 'text'"
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            items = _json_items_bad(value, args[0])
            return "type != 'array'" + (f" OR {items}" if items else "")
        sizes = f"type != 'array' OR json_array_length({value}) != {len(args)}"
        kinds = {_json_type_bad(value, arg) for arg in args}
        if len(kinds) == 1 and None not in kinds:
            return f"{sizes} OR EXISTS (SELECT 1 FROM json_each({value}) WHERE {kinds.pop()})"
        return sizes
    return None


def _field_bad(name: str, hint: Any) -> tuple[tuple[str, ...], str]:
    """The storage classes a record field's column may hold, and SQL true for a bad value."""
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        listed = ", ".join("'" + str(arg).replace("'", "''") + "'" for arg in typing.get_args(hint))
        return ("text",), f"{name} NOT IN ({listed})"
    if hint is bool:
        return ("integer",), f"{name} NOT IN (0, 1)"
    if hint is int:
        return ("integer",), ""
    if hint is float:
        return ("real", "integer"), ""
    if hint is str:
        return ("text",), ""
    if hint is bytes:
        return ("blob",), ""
    if origin is dict:
        return ("text",), f"json_type({name}) != 'object'"
    if origin is tuple:
        args = typing.get_args(hint)
        items = _json_items_bad(name, args[0]) if len(args) == 2 and args[1] is Ellipsis else None
        shape = f"json_type({name}) != 'array'"
        return ("text",), shape + (f" OR {items}" if items else "")
    return ("text", "integer", "real", "blob"), ""


def _column_bad(table_name: str, column: Column[Any]) -> tuple[tuple[str, ...], str]:
    """Storage classes and SQL for a bad value of a column of a non-record table."""
    if isinstance(column.type, Integer | Boolean):
        return ("integer",), ""
    if isinstance(column.type, Float):
        return ("real", "integer"), ""
    if isinstance(column.type, LargeBinary):
        return ("blob",), ""
    if isinstance(column.type, JSON):
        if table_name == "action":  # the change sets: read and checked when undo needs one
            return ("text",), ""
        # A JSON column has NUMERIC affinity: a JSON number is stored as an SQL number.
        return ("text", "integer", "real"), f'NOT json_valid("{column.name}")'
    return ("text",), ""


def _value_check(table_name: str, column: Column[Any]) -> str:
    """SQL that is true for a row whose value in `column` is of the wrong type."""
    name = f'"{column.name}"'
    hints = typing.get_type_hints(KINDS[table_name]) if table_name in KINDS else {}
    hint = hints.get(column.name)
    nullable = column.nullable
    if hint is not None:
        args = typing.get_args(hint)
        if typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in args:
            nullable = True
            hint = next(arg for arg in args if arg is not type(None))
        allowed, extra = _field_bad(name, hint)
    else:
        allowed, extra = _column_bad(table_name, column)
    listed = ", ".join(f"'{kind}'" for kind in allowed)
    bad = f"typeof({name}) NOT IN ({listed})" + (f" OR ({extra})" if extra else "")
    if nullable:
        return f"({name} IS NOT NULL AND ({bad}))"
    return f"({bad})"


TABLES = _tables()
# One scan per table: for each column, the first row holding a value of the wrong type.
VALUE_QUERIES = {
    table.name: "SELECT "
    + ", ".join(
        f"min(CASE WHEN {_value_check(table.name, column)} THEN rowid END)"
        for column in table.columns
    )
    + f' FROM "{table.name}"'
    for table in TABLES
}


def check_current_schema(path: Path, connection: sqlite3.Connection, revision: str) -> None:
    """`check_schema` for a file at this build's newest revision (an older one is checked once
    it has been migrated; these tables describe only the newest)."""
    if revision == SCHEMA_REVISIONS[-1]:
        check_schema(path, connection)


def check_schema(path: Path, connection: sqlite3.Connection) -> None:
    """Every table and column this version reads is there, and every value has its type.

    Raises:
        CorruptCampaignError: naming the missing table or column, or the first wrong value.
    """
    present = {
        str(name)
        for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    for table in TABLES:
        if table.name not in present:
            raise _damaged(path, f"its “{table.name}” table is missing")
        columns = {str(row[1]) for row in connection.execute(f'PRAGMA table_info("{table.name}")')}
        missing = [column.name for column in table.columns if column.name not in columns]
        if missing:
            raise _damaged(path, f"the “{table.name}” table has no “{missing[0]}” column")
    for table in TABLES:
        try:
            rows = connection.execute(VALUE_QUERIES[table.name]).fetchone()
        except sqlite3.OperationalError as error:  # json_type() on text that is not JSON
            raise _damaged(path, f"the “{table.name}” table holds {error}") from error
        for column, rowid in zip(table.columns, rows, strict=True):
            if rowid is not None:
                raise _damaged(
                    path,
                    f"row {rowid} of the “{table.name}” table holds a value of the wrong type "
                    f"in “{column.name}”",
                )
    dangling = connection.execute("PRAGMA foreign_key_check").fetchone()
    if dangling is not None:
        raise _damaged(
            path, f"row {dangling[1]} of the “{dangling[0]}” table refers to a missing record"
        )
    if connection.execute(f"SELECT 1 FROM campaign WHERE id = {CAMPAIGN_ID}").fetchone() is None:
        raise _damaged(path, "it has no campaign record")
    for key, value in connection.execute("SELECT key, json(value) FROM meta"):
        _check_meta(path, str(key), value)


def _check_meta(path: Path, key: str, text: str | None) -> None:
    import json

    types = META_TYPES.get(key)
    if types is None or text is None:
        return
    value = json.loads(text)
    if not isinstance(value, types) or isinstance(value, bool):
        raise _damaged(path, f"its setting “{key}” holds {value!r}")


def _damaged(path: Path, problem: str) -> CorruptCampaignError:
    return CorruptCampaignError(
        path,
        f"“{path.name}” is damaged and was not opened: {problem}. The file was left as it was; "
        "use a backup or a snapshot copy.",
    )
