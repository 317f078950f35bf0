"""Traits typed the rulebook's way: a trailing number is the potency (core: Traits)."""

import pytest

from gmscreen.rules.rfi.traits import split_potency


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("Dense fog 2", ("Dense fog", 2)),
        ("  Dense fog   3 ", ("Dense fog", 3)),
        ("Dense fog", ("Dense fog", None)),
        ("Dense fog 0", ("Dense fog 0", None)),  # no trait has potency 0: part of the name
        ("7", ("7", None)),  # a bare number is a name, not a nameless trait
        ("Deck 7b", ("Deck 7b", None)),
    ],
)
def test_a_trailing_number_is_the_potency(typed: str, expected: tuple[str, int | None]) -> None:
    assert split_potency(typed) == expected
