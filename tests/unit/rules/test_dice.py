"""Injectable dice: given faces replay exactly, seeds repeat, bad faces are refused."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import DiceError


def test_fixed_dice_return_given_faces_in_order() -> None:
    dice = FixedDice([3, 20, 1])
    assert dice.roll(2, 20) == (3, 20)
    assert dice.roll(1, 20) == (1,)
    assert dice.remaining == 0


def test_fixed_dice_refuse_to_invent_faces() -> None:
    dice = FixedDice([5])
    with pytest.raises(DiceError, match="only 1 faces given"):
        dice.roll(2, 20)
    assert dice.remaining == 1


def test_fixed_dice_refuse_a_face_the_die_cannot_show() -> None:
    with pytest.raises(DiceError, match="a d20 cannot show 21"):
        FixedDice([21]).roll(1, 20)


def test_the_same_seed_rolls_the_same_faces() -> None:
    assert SeededDice(42).roll(10, 20) == SeededDice(42).roll(10, 20)
    assert all(1 <= face <= 20 for face in SeededDice(7).roll(200, 20))
