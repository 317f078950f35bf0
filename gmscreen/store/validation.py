"""Checks a campaign file must pass before it is opened: its tables, columns and values.

SQLite's own checks (header, `quick_check`) see a file that is broken as a database; these see
a database that is not a campaign any more: a record table dropped, a column renamed, text
where a number belongs, invalid JSON in a sheet, a dangling reference, a record whose values
the model would refuse. Each refusal names the table, the field and the record, so a GM (or
whoever helps them) knows what is wrong; nothing here writes.
"""

from __future__ import annotations

import dataclasses
import sqlite3
import types
import typing
from pathlib import Path
from typing import Any

from gmscreen.model.serialize import FIELD_TYPES
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import KINDS
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.identity import SCHEMA_REVISIONS

# File-wide settings whose type the app relies on.
META_TYPES: dict[str, tuple[type, ...]] = {
    "snapshot_keep": (int,),
    "created_with": (str,),
    "cloud_warned_for": (str,),
}
# The tables that hold no record, as `gmscreen.store.tables` declares them (a test compares the
# two): each column and what it stores. Written out so that checking a file (before the first
# paint) needs neither SQLAlchemy nor SQLModel; the record tables follow their record classes.
OTHER_COLUMNS: dict[str, tuple[tuple[str, str], ...]] = {
    "action": (
        ("seq", "integer"),
        ("time", "text"),
        ("name", "text"),
        ("status", "text"),
        ("changes", "json"),
    ),
    "image": (("hash", "blob"), ("data", "blob")),
    "meta": (("key", "text"), ("value", "json")),
    "snapshot": (
        ("id", "integer"),
        ("time", "text"),
        ("label", "text"),
        ("reason", "text"),
        ("action_seq", "integer"),
        ("data", "blob"),
    ),
}


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


def _stored_bad(table_name: str, name: str, stored: str) -> tuple[tuple[str, ...], str]:
    """Storage classes and SQL for a bad value of a column of a table that holds no record."""
    if stored == "integer":
        return ("integer",), ""
    if stored == "blob":
        return ("blob",), ""
    if stored == "json":
        if table_name == "action":  # the change sets: read and checked when undo needs one
            return ("text",), ""
        # A JSON column has NUMERIC affinity: a JSON number is stored as an SQL number.
        return ("text", "integer", "real"), f"NOT json_valid({name})"
    return ("text",), ""


def _value_check(table_name: str, column: str, stored: str | None = None) -> str:
    """SQL that is true for a row whose value in `column` is of the wrong type (a record
    table's column by its field's type, another table's by what it `stored`)."""
    name = f'"{column}"'
    nullable = False
    if stored is None:
        hint = FIELD_TYPES[table_name][column]
        args = typing.get_args(hint)
        if typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in args:
            nullable = True
            hint = next(arg for arg in args if arg is not type(None))
        allowed, extra = _field_bad(name, hint)
    else:
        allowed, extra = _stored_bad(table_name, name, stored)
    listed = ", ".join(f"'{kind}'" for kind in allowed)
    bad = f"typeof({name}) NOT IN ({listed})" + (f" OR ({extra})" if extra else "")
    if nullable:
        return f"({name} IS NOT NULL AND ({bad}))"
    return f"({bad})"


# Every table's columns, in order, and SQL true for a wrong value in each.
CHECKS: dict[str, tuple[tuple[str, str], ...]] = {
    kind: tuple(
        (field.name, _value_check(kind, field.name)) for field in dataclasses.fields(record)
    )
    for kind, record in KINDS.items()
} | {
    table: tuple((column, _value_check(table, column, stored)) for column, stored in columns)
    for table, columns in OTHER_COLUMNS.items()
}
# One scan per table: for each column, the first row holding a value of the wrong type.
VALUE_QUERIES = {
    table: "SELECT "
    + ", ".join(f"min(CASE WHEN {check} THEN rowid END)" for _column, check in checks)
    + f' FROM "{table}"'
    for table, checks in CHECKS.items()
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
    for table, checks in CHECKS.items():
        if table not in present:
            raise _damaged(path, f"its “{table}” table is missing")
        columns = {str(row[1]) for row in connection.execute(f'PRAGMA table_info("{table}")')}
        missing = [column for column, _check in checks if column not in columns]
        if missing:
            raise _damaged(path, f"the “{table}” table has no “{missing[0]}” column")
    for table, checks in CHECKS.items():
        try:
            rows = connection.execute(VALUE_QUERIES[table]).fetchone()
        except sqlite3.OperationalError as error:  # json_type() on text that is not JSON
            raise _damaged(path, f"the “{table}” table holds {error}") from error
        for (column, _check), rowid in zip(checks, rows, strict=True):
            if rowid is not None:
                raise _damaged(
                    path,
                    f"row {rowid} of the “{table}” table holds a value of the wrong type "
                    f"in “{column}”",
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
