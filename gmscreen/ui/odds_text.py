"""How every rule system's odds read on screen: one way to write a probability as a percentage."""

from __future__ import annotations

from fractions import Fraction
from math import floor
from math import log10

from PySide6.QtCore import QLocale

# Past this many decimals a chance is shown as "<…" (or ">…" near certainty).
MOST_DECIMALS = 4


def percent(value: Fraction) -> str:
    """A probability as the GM reads it, never rounded to a different-looking figure.

    One decimal as a rule ("72.3%"); a value that is exact with one more decimal keeps it
    ("0.25%", "12.25%", never "0.2%"); a chance under 1% (or over 99%) shows two significant
    digits of itself (or of its complement), so it never reads as 0% or 100%. "0%" and "100%"
    mean exactly that.
    """
    if value <= 0:
        return "0%"
    if value >= 1:
        return "100%"
    number = Fraction(value) * 100
    small = min(number, 100 - number)
    decimals = 1 if small >= 1 else 1 - floor(log10(small))
    if decimals > MOST_DECIMALS:
        limit = _fixed(Fraction(1, 10**MOST_DECIMALS), MOST_DECIMALS)
        edge = _fixed(100 - Fraction(1, 10**MOST_DECIMALS), MOST_DECIMALS)
        return f"<{limit}%" if number < 50 else f">{edge}%"
    if decimals < MOST_DECIMALS and (number * 10 ** (decimals + 1)).denominator == 1:
        decimals += 1
    return f"{_fixed(number, decimals)}%"


def _fixed(number: Fraction, decimals: int) -> str:
    """`number` rounded to `decimals` (half to even), trailing zeros past the first dropped,
    with the decimal point of the GM's language ("0.25" in English, "0,25" in German)."""
    whole, fraction = divmod(round(number * 10**decimals), 10**decimals)
    digits = f"{fraction:0{decimals}d}".rstrip("0") or "0"
    return f"{whole}{QLocale().decimalPoint()}{digits}"
