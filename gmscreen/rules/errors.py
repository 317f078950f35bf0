"""Typed errors the rules engine raises when an input breaks a rule."""


class RulesError(ValueError):
    """An input the rules do not allow; `rule` names the rule that refused it.

    Raising never changes anything: every engine function validates before it computes.
    """

    def __init__(self, message: str, *, rule: str) -> None:
        super().__init__(message)
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.args[0]} ({self.rule})"


class DiceError(RulesError):
    """Dice faces that cannot be used: out of range, or not enough of them."""


def check_between(value: int, low: int, high: int, *, what: str, rule: str) -> None:
    """Refuse a rating outside its range, naming what it is and the range (both ends included).

    Raises:
        RulesError: `value` is below `low` or above `high`.
    """
    if not low <= value <= high:
        raise RulesError(f"{what} must be {low}–{high}, not {value}", rule=rule)
