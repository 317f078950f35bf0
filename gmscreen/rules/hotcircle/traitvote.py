"""The trait vote: after a milestone the group removes a trait and adds one, by majority."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Character

RULE = "trait vote"


@dataclass(frozen=True, slots=True, kw_only=True)
class TraitVoteOptions:
    """How a trait vote is counted (GM-editable).

    Attributes:
        player_breaks_ties: the character's player has the deciding vote when the leading
            choices are tied.
        replacement_counts_once: a trait removed and another added in the same vote count as
            one changed trait for persona points (otherwise as two).
    """

    player_breaks_ties: bool = True
    replacement_counts_once: bool = True


@dataclass(frozen=True, slots=True)
class VoteCount:
    """One round of the vote: the tally, and the choice that carried it (None: no change)."""

    tally: tuple[tuple[str | None, int], ...]
    carried: str | None
    decided_by_player: bool = False


def count_votes(
    votes: Mapping[str, str | None], *, player: str, options: TraitVoteOptions
) -> VoteCount:
    """Majority: a choice carries with more than half the votes; failing that, the player's
    deciding vote carries a choice tied for the lead."""
    if player not in votes:
        raise RulesError(f"the character's player ({player}) votes too", rule=RULE)
    tally = Counter(votes.values())
    ordered = tuple(sorted(tally.items(), key=lambda item: (-item[1], str(item[0]))))
    top_choice, top_votes = ordered[0]
    if top_votes * 2 > len(votes):
        return VoteCount(ordered, top_choice)
    leaders = [choice for choice, count in ordered if count == top_votes]
    if options.player_breaks_ties and len(leaders) > 1 and votes[player] in leaders:
        return VoteCount(ordered, votes[player], decided_by_player=True)
    return VoteCount(ordered, None)


@dataclass(frozen=True, slots=True)
class TraitVoteResult:
    """A character after the trait vote, both rounds, and the traits changed for persona."""

    character: Character
    removal: VoteCount
    addition: VoteCount
    changed_traits: int


def hold_trait_vote(
    character: Character,
    *,
    removal_votes: Mapping[str, str | None],
    addition_votes: Mapping[str, str],
    player: str,
    options: TraitVoteOptions | None = None,
) -> TraitVoteResult:
    """Trait vote: each voter names an existing trait to remove (or none), then a new trait to
    add; a choice with a majority carries. There is no fixed number of traits."""
    options = options or TraitVoteOptions()
    for choice in removal_votes.values():
        if choice is not None and choice not in character.traits:
            raise RulesError(f"{character.name} has no trait {choice!r} to remove", rule=RULE)
    existing = {trait.casefold() for trait in character.traits}
    for choice in addition_votes.values():
        if not choice.strip() or choice.casefold() in existing:
            raise RulesError(f"{choice!r} is not a new trait to vote for", rule=RULE)
    removal = count_votes(removal_votes, player=player, options=options)
    addition = count_votes(dict(addition_votes), player=player, options=options)
    traits = tuple(trait for trait in character.traits if trait != removal.carried)
    added = addition.carried
    if added is not None:
        traits = (*traits, added)
    removed = int(removal.carried is not None)
    new = int(added is not None)
    changed = max(removed, new) if options.replacement_counts_once else removed + new
    return TraitVoteResult(replace(character, traits=traits), removal, addition, changed)
