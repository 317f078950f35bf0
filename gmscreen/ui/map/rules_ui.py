"""What a rule system adds to the shared map's window: its token actions and its words.

The map is the same for every system; what a token can do besides moving (RFI: attack in a
fight) and how its moves are said in the GM's language are the system's. A workspace hands
its map a `MapRulesUi` beside its `MovementPolicy`, as the policy is handed: the map asks it and
imports nothing of any system. Systems with nothing to add use `PLAIN_MAP`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.model.map_movement import Quote
from gmscreen.ui.shell.undo import SessionBridge

Say = Callable[[str], None]  # puts a line on the map's banner: what an action did


@dataclass(frozen=True, slots=True)
class TokenAction:
    """One entry a rule system adds to a character token's right-click menu.

    `run(parent, say)` does it: a dialog opens over `parent`, and what it did goes to `say`.
    """

    text: str
    name: str  # the menu entry's object name (tests and the GM's scripts find it by it)
    tooltip: str
    run: Callable[[QWidget, Say], object]


class MapRulesUi(Protocol):
    """A rule system's part in the map's window."""

    def token_actions(self, bridge: SessionBridge, character_id: int) -> tuple[TokenAction, ...]:
        """What the GM may do with this character's token now, in menu order."""
        ...

    def move_done(self, quote: Quote, command: Command) -> str | None:
        """A finished move that cost something, in the GM's language (None: the policy's
        own `done_text`)."""
        ...

    def worded(self, text: str) -> str:
        """English its movement policy writes (a quote's summary, a refusal) in the GM's
        language; as written when it has no words for it."""
        ...


class PlainMap:
    """No token actions, no words of its own: the map as every system shares it."""

    def token_actions(self, bridge: SessionBridge, character_id: int) -> tuple[TokenAction, ...]:
        """None."""
        return ()

    def move_done(self, quote: Quote, command: Command) -> str | None:
        """The policy's own words."""
        return None

    def worded(self, text: str) -> str:
        """As written (a free move is quoted and refused by the map's own check)."""
        return text


PLAIN_MAP: MapRulesUi = PlainMap()
