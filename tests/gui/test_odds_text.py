"""Odds read the same way in every system, and never as a different-looking figure."""

from fractions import Fraction

import pytest

from gmscreen.ui.odds_text import percent


@pytest.mark.parametrize(
    ("chance", "shown"),
    [
        (Fraction(1, 400), "0.25%"),  # the reported "0.2%"
        (Fraction(289, 400), "72.25%"),
        (Fraction(1, 3), "33.3%"),
        (Fraction(1, 2), "50.0%"),
        (Fraction(1, 8000), "0.0125%"),
        (Fraction(1, 46656), "0.0021%"),  # six sixes: two significant digits, never "0%"
        (Fraction(9997, 10000), "99.97%"),  # never "100%" for what is not certain
        (Fraction(1, 10**7), "<0.0001%"),
        (Fraction(0), "0%"),
        (Fraction(1), "100%"),
    ],
)
def test_a_chance_is_shown_with_the_digits_it_needs(chance: Fraction, shown: str) -> None:
    assert percent(chance) == shown
