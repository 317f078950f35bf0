"""Records to and from JSON-ready dicts: for the action log, export/import and snapshots."""

from __future__ import annotations

import base64
import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.state import KINDS
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import kind_of

# The key naming a record's kind: not a possible field name ("kind" is a field of characters
# and rolls).
KIND_KEY = "$kind"
# Field types of every record kind, resolved once: resolving them is slow, and reading a
# snapshot or an import (or building the store's converters and checks, before the first
# paint) would resolve them for tens of thousands of records or fields.
FIELD_TYPES: dict[str, dict[str, Any]] = {
    kind: typing.get_type_hints(cls) for kind, cls in KINDS.items()
}


class RecordFormatError(ValueError):
    """A dict that does not describe a record; the message names the field at fault."""


def record_to_dict(record: Record) -> JsonDict:
    """A record as a JSON-ready dict with its kind; bytes become base64 text."""
    data: JsonDict = {KIND_KEY: kind_of(record)}
    for name, as_json in _NAMES[type(record)]:
        value = getattr(record, name)
        data[name] = _json_ready(value) if as_json else value
    return data


def record_from_dict(data: JsonDict) -> Record:
    """Rebuild a record from `record_to_dict` output, checking every field's type."""
    kind = data.get(KIND_KEY)
    if kind not in KINDS:
        raise RecordFormatError(f"unknown record kind {kind!r}")
    return KINDS[kind](**_checked_fields(kind, data, as_dict=False))


def checked_record_dict(kind: str, data: JsonDict) -> JsonDict:
    """`record_to_dict(record_from_dict(data))` for a record of `kind`, without building the
    record: the same checks and refusals, and the same dict (every field in order, defaults
    filled in). An import checks each record of a long action log only to store it as JSON."""
    if kind not in KINDS or data.get(KIND_KEY, kind) != kind:
        raise RecordFormatError(f"unknown record kind {data.get(KIND_KEY, kind)!r}")
    return _checked_fields(kind, data, as_dict=True)


def _checked_fields(kind: str, data: JsonDict, *, as_dict: bool) -> JsonDict:
    """The checked field values of a `record_to_dict` dict: those it holds, as the record's
    fields; or `as_dict`, every field as `record_to_dict` writes it (after its kind)."""
    if not data.keys() <= _ALLOWED[kind]:
        unknown = set(data) - _ALLOWED[kind]
        raise RecordFormatError(f"{kind}: unknown field(s) {', '.join(sorted(unknown))}")
    values: JsonDict = {KIND_KEY: kind} if as_dict else {}
    for name, required, check, hint, default, as_json in _FIELDS[kind]:
        if name in data:
            value = data[name]
            checked = check(value)
            # The quick check answers for the values records hold; anything else gets the
            # full conversion, which also words the refusal.
            if checked is _SLOW:
                checked = _convert(value, hint, f"{kind}.{name}")
        elif required:
            raise RecordFormatError(f"{kind}: missing field {name!r}")
        elif as_dict:
            checked = default()
        else:
            continue
        values[name] = _json_ready(checked) if as_dict and as_json else checked
    return values


def change_set_to_list(change_set: ChangeSet) -> list[JsonDict]:
    """A change set as a JSON-ready list."""
    return [
        {
            "kind": change.kind,
            "id": change.id,
            "before": None if change.before is None else record_to_dict(change.before),
            "after": None if change.after is None else record_to_dict(change.after),
        }
        for change in change_set.changes
    ]


def change_set_from_list(items: list[JsonDict]) -> ChangeSet:
    """Rebuild a change set from `change_set_to_list` output."""
    return ChangeSet(
        tuple(
            RecordChange(
                kind=item["kind"],
                id=item["id"],
                before=None if item["before"] is None else record_from_dict(item["before"]),
                after=None if item["after"] is None else record_from_dict(item["after"]),
            )
            for item in items
        )
    )


_SLOW = object()  # a quick check's answer: ask `_convert`
QuickCheck = Callable[[Any], Any]


def _quick_check(hint: Any) -> QuickCheck:
    """A fast check of the values a field of type `hint` usually holds: the value as `_convert`
    would return it, or `_SLOW` when only `_convert` can tell (or explain a refusal)."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint in (int, str, bool):
        return lambda value: value if type(value) is hint else _SLOW
    if hint is float:
        return lambda value: (
            value if type(value) is float else float(value) if type(value) is int else _SLOW
        )
    if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
        inner = _quick_check(next(arg for arg in args if arg is not type(None)))
        return lambda value: None if value is None else inner(value)
    if origin is typing.Literal:
        allowed = frozenset(arg for arg in args if isinstance(arg, str))
        return lambda value: value if type(value) is str and value in allowed else _SLOW
    if origin is dict:
        return lambda value: value if type(value) is dict else _SLOW
    if origin is tuple and args[0] in (int, str, float):
        plain = args[0]

        def check_plain_items(value: Any) -> Any:
            if type(value) is not list:
                return _SLOW
            kinds = {type(v) for v in value}
            if kinds <= {plain}:
                return tuple(value)
            if plain is float and kinds <= {float, int}:
                return tuple(float(v) for v in value)
            return _SLOW

        return check_plain_items
    if origin is tuple:
        item = _quick_check(args[0])

        def check_items(value: Any) -> Any:
            if type(value) is not list:
                return _SLOW
            items = tuple(item(v) for v in value)
            return _SLOW if _SLOW in items else items

        return check_items
    return lambda value: _SLOW


FieldCheck = tuple[str, bool, QuickCheck, Any, Callable[[], Any], bool]


def _field_checks(kind: str) -> tuple[FieldCheck, ...]:
    """(name, required, quick check, type, default, whether JSON holds it otherwise) of each
    field of a kind's records."""
    hints = FIELD_TYPES[kind]
    return tuple(
        (
            field.name,
            field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING,
            _quick_check(hints[field.name]),
            hints[field.name],
            _default(field),
            _held_otherwise(hints[field.name]),
        )
        for field in dataclasses.fields(KINDS[kind])
    )


def _default(field: dataclasses.Field[Any]) -> Callable[[], Any]:
    """What a record's field holds when its dict leaves it out (as the record class would)."""
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory
    default = field.default
    return lambda: default


def _held_otherwise(hint: Any) -> bool:
    """Whether a field of type `hint` can hold a value that JSON holds otherwise (bytes, a
    tuple: `_json_ready`)."""
    return any(
        arg is bytes or typing.get_origin(arg) is tuple for arg in (hint, *typing.get_args(hint))
    )


_FIELDS = {kind: _field_checks(kind) for kind in KINDS}
_NAMES = {
    cls: tuple((check[0], check[5]) for check in _FIELDS[kind]) for kind, cls in KINDS.items()
}
_ALLOWED = {
    kind: frozenset({KIND_KEY, *(f[0] for f in fields)}) for kind, fields in _FIELDS.items()
}


def _json_ready(value: Any) -> Any:
    """A field's value as JSON holds it: bytes as base64 text, tuples as lists."""
    if isinstance(value, bytes):
        return {"base64": base64.b64encode(value).decode("ascii")}
    if isinstance(value, tuple):
        return _tuple_to_list(value)
    return value


def _tuple_to_list(value: tuple[Any, ...]) -> list[Any]:
    return [_tuple_to_list(item) if isinstance(item, tuple) else item for item in value]


def _convert(value: Any, hint: Any, where: str) -> Any:
    """Check `value` against the type hint and convert JSON lists back to tuples."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _convert(value, arg, where)
            except RecordFormatError as error:
                errors.append(str(error))
        raise RecordFormatError(errors[0] if errors else f"{where}: unexpected {value!r}")
    if origin is typing.Literal:
        if value not in args:
            choices = ", ".join(repr(arg) for arg in args)
            raise RecordFormatError(f"{where}: {value!r} is not one of {choices}")
        return value
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise RecordFormatError(f"{where}: expected a list, got {type(value).__name__}")
        item_hint = args[0]
        return tuple(_convert(item, item_hint, f"{where}[{i}]") for i, item in enumerate(value))
    if origin is dict:
        if not isinstance(value, dict):
            raise RecordFormatError(f"{where}: expected an object, got {type(value).__name__}")
        return value
    if hint is bytes:
        if isinstance(value, dict) and isinstance(value.get("base64"), str):
            try:
                return base64.b64decode(value["base64"], validate=True)
            except ValueError as error:
                raise RecordFormatError(f"{where}: invalid base64 data") from error
        raise RecordFormatError(f"{where}: expected {{'base64': ...}}")
    if hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        raise RecordFormatError(f"{where}: expected a number, got {value!r}")
    if hint in (int, str, bool):
        if type(value) is not hint:
            raise RecordFormatError(f"{where}: expected {hint.__name__}, got {value!r}")
        return value
    raise RecordFormatError(f"{where}: cannot read type {hint!r}")
