"""Finding the line of a value in JSON text, to name the place of an import error.

Parsing with positions is slower than `json.loads`, so it runs only once an error is found:
the text is parsed again by the pure-Python scanner with hooks that note where each object
and array starts, then the path is followed; a member holding a plain value is found by
scanning its object for the key.
"""

from __future__ import annotations

import json
import json.decoder
import json.scanner
import re
from typing import Any

from gmscreen.store.record_json import JsonPath

_PARSE_OBJECT: Any = getattr(json.decoder, "JSONObject")  # noqa: B009
_PARSE_ARRAY: Any = getattr(json.decoder, "JSONArray")  # noqa: B009
_MAKE_SCANNER: Any = getattr(json.scanner, "py_make_scanner")  # noqa: B009
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:]')


def line_of(text: str, path: JsonPath) -> int | None:
    """The 1-based line where the value at `path` (or the deepest part of it found) starts."""
    starts: dict[int, int] = {}
    keep: list[Any] = []  # keeps parsed containers alive so their ids stay unique

    decoder = json.JSONDecoder()

    def parse_object(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
        value, end = _PARSE_OBJECT(s_and_end, *args)
        starts[id(value)] = s_and_end[1] - 1
        keep.append(value)
        return value, end

    def parse_array(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
        value, end = _PARSE_ARRAY(s_and_end, *args)
        starts[id(value)] = s_and_end[1] - 1
        keep.append(value)
        return value, end

    # The pure-Python scanner calls these hooks for every nested object and array.
    setattr(decoder, "parse_object", parse_object)  # noqa: B010
    setattr(decoder, "parse_array", parse_array)  # noqa: B010
    setattr(decoder, "scan_once", _MAKE_SCANNER(decoder))  # noqa: B010
    try:
        node: Any = decoder.decode(text)
    except ValueError:
        return None
    position = starts.get(id(node), 0)
    for part in path:
        try:
            child = node[part]
        except (KeyError, IndexError, TypeError):
            break
        if id(child) in starts:
            position = starts[id(child)]
        elif isinstance(node, dict) and isinstance(part, str):
            position = _key_position(text, position, part)
        node = child
    return text.count("\n", 0, position) + 1


def _key_position(text: str, start: int, key: str) -> int:
    """Where `key` is a member name of the object starting at `start` (or `start`)."""
    depth = 0
    name: tuple[str, int] | None = None  # the last string token and where it starts
    for match in _TOKEN.finditer(text, start):
        token = match.group()
        if token in ("{", "["):
            depth += 1
        elif token in ("}", "]"):
            depth -= 1
            if depth == 0:
                break
        elif token == ":" and depth == 1 and name is not None and json.loads(name[0]) == key:
            return name[1]
        name = (token, match.start()) if token.startswith('"') else None
    return start
