"""The model layer's Renaissance part: sheets, checks in the roll log, Luck Points, turn order."""

from gmscreen.model.renaissance.records import AddRenaissanceCharacter
from gmscreen.model.renaissance.records import demo_renaissance_records
from gmscreen.model.renaissance.records import new_renaissance_records

__all__ = ["AddRenaissanceCharacter", "demo_renaissance_records", "new_renaissance_records"]
