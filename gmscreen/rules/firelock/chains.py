"""Firelock complex challenges: rolls chained in order, such as hitting and then wounding."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock.bidding import Bidding
from gmscreen.rules.firelock.challenge import Approach
from gmscreen.rules.firelock.challenge import ChallengeResult
from gmscreen.rules.firelock.challenge import Offer
from gmscreen.rules.firelock.challenge import Side
from gmscreen.rules.firelock.challenge import roll_challenge
from gmscreen.rules.firelock.defaults import FirelockDefaults
from gmscreen.rules.firelock.defaults import score_key
from gmscreen.rules.firelock.groups import Party


@dataclass(frozen=True, slots=True)
class ChainStep:
    """One roll of a complex challenge and the scores the GM offers each side for it."""

    name: str
    offer: Offer


@dataclass(frozen=True, slots=True)
class SettledStep:
    """A roll of the chain, the bidding after it (if any) and who won that step."""

    step: ChainStep
    result: ChallengeResult
    winner: Side
    bidding: Bidding | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Chain:
    """The complex challenge rule: several rolls in order, each score used once per character.

    The chain goes on to its next roll while `continues_while` (the attacker, the healer: by
    default the initiator) wins; once the other side wins a roll, the chain stops and that
    side wins. Each roll may have its own champions when a side is a `Party`.

    Attributes:
        steps: the rolls in order, e.g. hit (Finesse or Melee) then wound (Body).
        continues_while: the side that must win a roll for the next one to happen.
        initiators: the initiating party, if a group takes part (None: anyone may roll).
        responders: the responding party, if a group takes part.
        defaults: the GM's Firelock defaults.
        settled: the rolls made so far.
    """

    steps: tuple[ChainStep, ...]
    continues_while: Side = Side.INITIATOR
    initiators: Party | None = None
    responders: Party | None = None
    defaults: FirelockDefaults = field(default_factory=FirelockDefaults, repr=False)
    settled: tuple[SettledStep, ...] = ()

    def __post_init__(self) -> None:
        if not self.steps:
            raise RulesError(
                "a complex challenge needs at least one roll", rule="complex challenges"
            )

    @property
    def is_over(self) -> bool:
        """Whether every roll is made, or the side pressing on lost one."""
        if not self.settled:
            return False
        return (
            len(self.settled) == len(self.steps)
            or self.settled[-1].winner is not self.continues_while
        )

    @property
    def current_step(self) -> ChainStep | None:
        """The roll to make next; None once the chain is over."""
        return None if self.is_over else self.steps[len(self.settled)]

    @property
    def winner(self) -> Side | None:
        """The side that won the complex challenge, once it is over."""
        return self.settled[-1].winner if self.is_over else None

    def used_scores(self, side: Side) -> frozenset[tuple[str, str]]:
        """The (character, score) pairs `side` has spent so far, as compared names."""
        approaches = (settled.result.roll_of(side).approach for settled in self.settled)
        return frozenset(
            (score_key(approach.character.name), score_key(approach.score))
            for approach in approaches
            if approach.character is not None and approach.score is not None
        )

    def check_approach(self, side: Side, approach: Approach) -> None:
        """Refuse an approach the current roll does not allow: wrong champion, score reused."""
        step = self.current_step
        if step is None:
            raise RulesError("the complex challenge is over", rule="complex challenges")
        party = self.initiators if side is Side.INITIATOR else self.responders
        if party is not None:
            party.check_champion(approach)
        if approach.character is None or approach.score is None:
            return
        offered = step.offer.for_side(side)
        if not approach.substituted and score_key(approach.score) not in {
            score_key(score) for score in offered
        }:
            raise RulesError(
                f"{step.name} offers {', '.join(offered) or 'nothing'} to the {side.value}, "
                f"not {approach.score}",
                rule="offered scores",
            )
        used = (score_key(approach.character.name), score_key(approach.score))
        if self.defaults.scores_once_per_chain and used in self.used_scores(side):
            raise RulesError(
                f"{approach.character.name} already used {approach.score} in this challenge",
                rule="each score once per complex challenge",
            )

    def roll(self, *, initiator: Approach, responder: Approach, dice: Dice) -> ChallengeResult:
        """Roll the current step; the chain changes only when the result is settled."""
        self.check_approach(Side.INITIATOR, initiator)
        self.check_approach(Side.RESPONDER, responder)
        return roll_challenge(
            initiator=initiator, responder=responder, dice=dice, defaults=self.defaults
        )

    def settle(self, result: ChallengeResult, *, bidding: Bidding | None = None) -> Chain:
        """Record the current roll; its winner is the bidding's, or the roll's without bidding.

        Raises:
            RulesError: the result breaks the current roll's rules, or the bidding is not over
                or belongs to another roll.
        """
        step = self.current_step
        if step is None:
            raise RulesError("the complex challenge is over", rule="complex challenges")
        self.check_approach(Side.INITIATOR, result.initiator.approach)
        self.check_approach(Side.RESPONDER, result.responder.approach)
        winner = result.winner
        if bidding is not None:
            if bidding.challenge != result:
                raise RulesError("that bidding followed another roll", rule="complex challenges")
            if bidding.winner is None:
                raise RulesError("bidding on this roll is not over yet", rule="bidding")
            winner = bidding.winner
        return replace(self, settled=(*self.settled, SettledStep(step, result, winner, bidding)))
