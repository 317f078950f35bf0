"""The numbers and names of Firelock challenges that the GM may edit, with the text's values."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.errors import RulesError

TEXT_ABILITIES = ("Body", "Finesse", "Mind", "Sense", "Social")
# Skills are free-named; these are the ones the challenges text happens to mention.
TEXT_SKILLS = ("Charm", "Medicine", "Melee", "Negotiation", "Paranoia", "Reputation", "Sneak")


@dataclass(frozen=True, slots=True, kw_only=True)
class FirelockDefaults:
    """The editable defaults of Firelock challenges, bidding and chains.

    Attributes:
        abilities: the abilities every character sheet rates.
        suggested_skills: skill names to offer when filling a sheet; any other name is allowed.
        die_sides: the die each side rolls (a d10).
        rating_min: the lowest rating a sheet may hold (the text gives no range).
        rating_max: the highest rating a sheet may hold (the text gives no range).
        mostly_sensible_penalty: modifier for a substitution that mostly makes sense.
        dubious_penalty: modifier for a dubious substitution.
        borderline_penalty: modifier for a substitution that is only borderline believable.
        max_substitution_bonus: the largest bonus a clever substitution may earn.
        max_undershoot: how far a bid may fall below the opponent's last bid and still count.
        claims_new_across_sides: a claim either side already made is not new (False: only
            the bidder's own earlier claims count).
        untrue_bid_ends_bidding: a bid found untrue loses the bidding for its side, the risk
            the text describes; False lets the side replace it like any other refused bid.
        scores_once_per_chain: in a complex challenge a character uses each score once.
    """

    abilities: tuple[str, ...] = TEXT_ABILITIES
    suggested_skills: tuple[str, ...] = TEXT_SKILLS
    die_sides: int = 10
    rating_min: int = 0
    rating_max: int = 10
    mostly_sensible_penalty: int = -3
    dubious_penalty: int = -5
    borderline_penalty: int = -8
    max_substitution_bonus: int = 3
    max_undershoot: int = 3
    claims_new_across_sides: bool = True
    untrue_bid_ends_bidding: bool = True
    scores_once_per_chain: bool = True

    def __post_init__(self) -> None:
        keys = [score_key(name) for name in self.abilities]
        if not keys or "" in keys or len(set(keys)) != len(keys):
            raise RulesError(
                "abilities must be named, at least one, each once", rule="Firelock defaults"
            )
        if self.die_sides < 2:
            raise RulesError(f"a die needs at least 2 faces, not {self.die_sides}", rule="dice")
        if self.rating_min > self.rating_max:
            raise RulesError(
                f"lowest rating {self.rating_min} is above highest {self.rating_max}",
                rule="Firelock defaults",
            )
        penalties = (self.mostly_sensible_penalty, self.dubious_penalty, self.borderline_penalty)
        if any(penalty > 0 for penalty in penalties):
            raise RulesError("substitution penalties cannot be positive", rule="substitutions")
        if self.max_substitution_bonus < 0 or self.max_undershoot < 0:
            raise RulesError(
                "the bonus cap and the undershoot allowance cannot be negative",
                rule="Firelock defaults",
            )


def score_key(name: str) -> str:
    """Compare score names the way a GM reads them: case and spacing do not matter."""
    return " ".join(name.split()).casefold()
