"""A roll log line in the GM's language, written when it is shown from what the roll keeps.

The model keeps an English `summary` with every roll (the campaign file, exports and older
versions read it); the log shows each roll through its system's line for that kind of roll,
so switching the language changes old rolls too. A roll whose data a line cannot read (logged
by an older version, or of a kind no system writes a line for) shows its stored summary.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord

_PLACE = re.compile(r"%([1-9])")
_FORMS: dict[str, str] = {}  # each template as a str.format form ("{0} — {1}"), by template


# A character's current name by id (as a roll's JSON holds it); "" for none or one gone.
Names = Callable[[object], str]
RollLine = Callable[[RollRecord, Names], str]
RollLines = Mapping[str, RollLine]

# What reading a roll's JSON throws when a field is missing or of another shape.
UNREADABLE = (KeyError, TypeError, ValueError, IndexError, AttributeError)


def names_of(characters: Iterable[Character]) -> Names:
    """Names by id from a list of characters (a panel that holds them already)."""
    names = {character.id: character.name for character in characters}
    return lambda character_id: names.get(character_id, "") if isinstance(character_id, int) else ""


def roll_line(record: RollRecord, lines: RollLines, names: Names) -> str:
    """The line the log shows for `record`: its system's line, else the stored summary."""
    line = lines.get(record.kind)
    if line is None:
        return record.summary
    try:
        return line(record, names)
    except UNREADABLE:
        return record.summary


def named(names: Names, character_id: object) -> str:
    """The current name of a character a roll names; unreadable when that character is gone
    (the stored summary still names them)."""
    name = names(character_id)
    if not name:
        raise KeyError(character_id)
    return name


def roller(record: RollRecord, names: Names) -> str:
    """Who made the roll ("" for a roll nobody made); unreadable when they are gone."""
    return "" if record.character_id is None else named(names, record.character_id)


def fill(template: str, *values: object) -> str:
    """`template` (translated) with %1, %2, … replaced by `values`, in one pass: a name that
    holds "%2" stays as it is written."""
    form = _FORMS.get(template)
    if form is None:  # made once per template: a long log writes thousands of lines with it
        escaped = template.replace("{", "{{").replace("}", "}}")
        form = _FORMS[template] = _PLACE.sub(lambda place: f"{{{int(place[1]) - 1}}}", escaped)
    return form.format(*values)


def with_who(who: str, rest: str) -> str:
    """ "Vex — rest", or the rest alone when nobody is named."""
    if not who:
        return rest
    return fill(QCoreApplication.translate("RollLines", "%1 — %2"), who, rest)
