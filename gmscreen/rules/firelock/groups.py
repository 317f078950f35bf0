"""Firelock group challenges: each side puts forward one champion per roll."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock.challenge import Approach
from gmscreen.rules.firelock.challenge import ChallengeResult
from gmscreen.rules.firelock.challenge import choose_score
from gmscreen.rules.firelock.challenge import roll_challenge
from gmscreen.rules.firelock.defaults import FirelockDefaults
from gmscreen.rules.firelock.defaults import score_key
from gmscreen.rules.firelock.sheet import CharacterSheet

# (character, score) pairs already used, both as score_key(...) of the names.
UsedScores = Collection[tuple[str, str]]


@dataclass(frozen=True, slots=True)
class Party:
    """The characters on one side of a group challenge; one of them rolls for all."""

    name: str
    members: tuple[CharacterSheet, ...]

    def __post_init__(self) -> None:
        keys = [score_key(member.name) for member in self.members]
        if not keys:
            raise RulesError(f"{self.name} has nobody to roll for it", rule="group challenges")
        if len(set(keys)) != len(keys):
            raise RulesError(f"{self.name} lists a character twice", rule="group challenges")

    def member(self, name: str) -> CharacterSheet:
        """The member called `name`; anyone else is refused as a champion."""
        for member in self.members:
            if score_key(member.name) == score_key(name):
                return member
        raise RulesError(f"{name} is not one of {self.name}", rule="group challenges")

    def check_champion(self, approach: Approach) -> None:
        """The champion rule: the roll for this side is made by one of its members."""
        if approach.character is None:
            raise RulesError(f"{self.name} must roll with a champion", rule="group challenges")
        self.member(approach.character.name)

    def best_champion(
        self,
        offered: tuple[str, ...],
        *,
        used: UsedScores = (),
        defaults: FirelockDefaults | None = None,
    ) -> Approach:
        """Suggest the member and offered score with the highest rating (first listed on ties).

        Args:
            offered: the scores the GM named for this side.
            used: (character, score) pairs already spent in a complex challenge.
            defaults: the GM's Firelock defaults.

        Raises:
            RulesError: no member has an unused offered score.
        """
        best: Approach | None = None
        spent = {(score_key(character), score_key(score)) for character, score in used}
        for member in self.members:
            for score in offered:
                if not member.has(score) or (score_key(member.name), score_key(score)) in spent:
                    continue
                approach = choose_score(member, score, offered=offered, defaults=defaults)
                if best is None or approach.bonus > best.bonus:
                    best = approach
        if best is None:
            raise RulesError(
                f"nobody in {self.name} has an unused score among {', '.join(offered)}",
                rule="group challenges",
            )
        return best


def roll_champions(
    *,
    initiators: Party,
    responders: Party,
    initiator: Approach,
    responder: Approach,
    dice: Dice,
    defaults: FirelockDefaults | None = None,
) -> ChallengeResult:
    """The group challenge rule: one pair of rolls, one champion from each side."""
    initiators.check_champion(initiator)
    responders.check_champion(responder)
    return roll_challenge(initiator=initiator, responder=responder, dice=dice, defaults=defaults)
