"""Renaissance turn-order play: initiative rolls and the order of turns, ties and all."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError

INITIATIVE_DIE = 10


@dataclass(frozen=True, slots=True)
class InitiativeRoll:
    """One character's initiative: the d10 face plus their initiative modifier."""

    name: str
    modifier: int
    face: int

    def __post_init__(self) -> None:
        if not 1 <= self.face <= INITIATIVE_DIE:
            raise RulesError(f"a d10 shows 1–10, not {self.face}", rule="initiative")

    @property
    def total(self) -> int:
        """The initiative: d10 + modifier."""
        return self.face + self.modifier


@dataclass(frozen=True, slots=True)
class InitiativeOptions:
    """How ties are broken: the GM's call, by custom higher modifier first.

    Attributes:
        higher_modifier_first: put a tied character with the higher initiative modifier first
            (the text calls this common); the GM's explicit order breaks the ties left.
    """

    higher_modifier_first: bool = True


@dataclass(frozen=True, slots=True)
class InitiativeOrder:
    """Turn order, highest initiative first.

    Attributes:
        turns: every roll in the order the characters act.
        unbroken_ties: groups still tied after every tie-break given, in turn order; they are
            placed in the order the characters were listed until the GM says otherwise.
    """

    turns: tuple[InitiativeRoll, ...]
    unbroken_ties: tuple[tuple[str, ...], ...]

    @property
    def names(self) -> tuple[str, ...]:
        """The characters in turn order."""
        return tuple(roll.name for roll in self.turns)


def order_initiative(
    rolls: Sequence[InitiativeRoll],
    *,
    gm_order: Sequence[str] = (),
    options: InitiativeOptions | None = None,
) -> InitiativeOrder:
    """Initiative order: highest total first; ties by higher modifier, then by the GM's order.

    Args:
        rolls: each character's initiative roll; names must differ.
        gm_order: names in the order the GM puts them when tied (names not given come after).
        options: whether the higher modifier breaks ties first.
    """
    options = options or InitiativeOptions()
    names = [roll.name for roll in rolls]
    if len(set(names)) != len(names):
        raise RulesError("each character rolls initiative once", rule="initiative")
    unknown = [name for name in gm_order if name not in names]
    if unknown or len(set(gm_order)) != len(gm_order):
        raise RulesError(
            f"the GM's tie order must name rolled characters once each, "
            f"not {', '.join(unknown) or 'twice'}",
            rule="initiative",
        )
    listed = {name: place for place, name in enumerate(gm_order)}
    listed_in = {name: place for place, name in enumerate(names)}

    def tie_key(roll: InitiativeRoll) -> tuple[int, int]:
        return (-roll.total, -roll.modifier if options.higher_modifier_first else 0)

    turns = sorted(
        rolls,
        key=lambda roll: (*tie_key(roll), listed.get(roll.name, len(listed)), listed_in[roll.name]),
    )
    unbroken = []
    for _, group in groupby(turns, key=tie_key):
        tied = [roll.name for roll in group]
        if sum(name not in listed for name in tied) > 1:
            unbroken.append(tuple(tied))
    return InitiativeOrder(turns=tuple(turns), unbroken_ties=tuple(unbroken))


def roll_initiative(
    dice: Dice,
    modifiers: Sequence[tuple[str, int]],
    *,
    gm_order: Sequence[str] = (),
    options: InitiativeOptions | None = None,
) -> InitiativeOrder:
    """Rolling initiative: each character rolls 1d10 + initiative modifier, in the order given.

    Args:
        dice: the injected dice.
        modifiers: (name, initiative modifier) for each character.
        gm_order: the GM's order for ties (see `order_initiative`).
        options: tie-break options.
    """
    faces = dice.roll(len(modifiers), INITIATIVE_DIE)
    rolls = [
        InitiativeRoll(name=name, modifier=modifier, face=face)
        for (name, modifier), face in zip(modifiers, faces, strict=True)
    ]
    return order_initiative(rolls, gm_order=gm_order, options=options)
