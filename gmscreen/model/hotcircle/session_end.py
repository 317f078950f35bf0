"""The end-of-session checklist's results, applied as one undo step and kept in the roll log.

For each player character: persona points for beliefs furthered and resolved and for changes,
the beliefs and instincts for next session, the trait vote's outcome, and one voluntary
condition with its epilogue. Optionally the next session starts at once.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from dataclasses import field
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.hotcircle.flow import current_episode_id
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.hotcircle.sheet import with_character
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.rules.hotcircle.artha import award_artha
from gmscreen.rules.hotcircle.artha import set_voluntary_condition
from gmscreen.rules.hotcircle.character import Belief
from gmscreen.rules.hotcircle.character import Character as RulesCharacter
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Instinct
from gmscreen.rules.hotcircle.session import SessionReview
from gmscreen.rules.hotcircle.session import session_awards
from gmscreen.rules.hotcircle.tables import BELIEFS_PER_CHARACTER
from gmscreen.rules.hotcircle.tables import INSTINCTS_PER_CHARACTER
from gmscreen.rules.hotcircle.traitvote import TraitVoteOptions
from gmscreen.rules.hotcircle.traitvote import count_votes
from gmscreen.rules.hotcircle.traitvote import hold_trait_vote

END_OF_SESSION_KIND = "hotcircle-end-of-session"


@dataclass(frozen=True, slots=True)
class TraitVote:
    """One character's trait vote: each voter's trait to remove (None: none) and new trait."""

    removal_votes: tuple[tuple[str, str | None], ...]
    addition_votes: tuple[tuple[str, str], ...]
    player: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CharacterEnd:
    """The checklist's results for one player character.

    Attributes:
        review: the reasons for persona points; traits changed by the vote are added to it.
        beliefs, instincts: for next session (None keeps the current ones).
        trait_vote: held after a significant milestone, else None.
        voluntary_condition: the one the player sets, or None.
        epilogue: the short scene that shows it.
    """

    character_id: int
    review: SessionReview = field(default_factory=SessionReview)
    beliefs: tuple[Belief, ...] | None = None
    instincts: tuple[Instinct, ...] | None = None
    trait_vote: TraitVote | None = None
    voluntary_condition: Condition | None = None
    epilogue: str = ""


def _apply(record: Character, result: CharacterEnd) -> tuple[Character, JsonDict]:
    character = read_character(record)
    review = result.review
    summary: JsonDict = {"character_id": record.id, "name": record.name}
    if result.beliefs is not None or result.instincts is not None:
        beliefs = result.beliefs if result.beliefs is not None else character.beliefs
        instincts = result.instincts if result.instincts is not None else character.instincts
        if record.kind == "pc" and (
            len(beliefs) != BELIEFS_PER_CHARACTER or len(instincts) != INSTINCTS_PER_CHARACTER
        ):
            raise CommandError(f"{record.name} needs three beliefs and three instincts")
        character = dataclasses.replace(character, beliefs=beliefs, instincts=instincts)
        summary["beliefs"] = [str(belief) for belief in beliefs]
        summary["instincts"] = [str(instinct) for instinct in instincts]
    if result.trait_vote is not None:
        character, changed, removed, added = vote_on_traits(character, result.trait_vote)
        review = dataclasses.replace(review, changed_traits=review.changed_traits + changed)
        summary["trait_removed"] = removed
        summary["trait_added"] = added
    if result.voluntary_condition is not None:
        character = set_voluntary_condition(character, result.voluntary_condition).character
        summary["voluntary_condition"] = result.voluntary_condition.name
    summary["epilogue"] = result.epilogue
    award = session_awards(review)
    character = award_artha(
        character, fate=award.fate_points, persona=award.persona_points
    ).character
    summary["persona"] = award.persona_points
    summary["fate"] = award.fate_points
    summary["review"] = {kind.value: count for kind, count in review.counts() if count}
    return with_character(record, character), summary


def vote_on_traits(
    character: RulesCharacter, vote: TraitVote
) -> tuple[RulesCharacter, int, str | None, str | None]:
    """Trait vote: the character after it, the traits changed (for persona points), and the
    traits removed and added. With no new trait proposed only the removal round is held."""
    if vote.addition_votes:
        held = hold_trait_vote(
            character,
            removal_votes=dict(vote.removal_votes),
            addition_votes=dict(vote.addition_votes),
            player=vote.player,
        )
        return held.character, held.changed_traits, held.removal.carried, held.addition.carried
    # Nobody proposed a new trait: only the removal round is held.
    for _voter, choice in vote.removal_votes:
        if choice is not None and choice not in character.traits:
            raise CommandError(f"{character.name} has no trait {choice!r} to remove")
    removal = count_votes(dict(vote.removal_votes), player=vote.player, options=TraitVoteOptions())
    if removal.carried is None:
        return character, 0, None, None
    traits = tuple(trait for trait in character.traits if trait != removal.carried)
    return dataclasses.replace(character, traits=traits), 1, removal.carried, None


def _line(summary: JsonDict) -> str:
    parts = [f"+{summary['persona']} persona"]
    if summary.get("fate"):
        parts.append(f"+{summary['fate']} fate")
    if summary.get("trait_removed"):
        parts.append(f"−{summary['trait_removed']}")
    if summary.get("trait_added"):
        parts.append(f"+{summary['trait_added']}")
    if summary.get("voluntary_condition"):
        parts.append(f"now {summary['voluntary_condition']}")
    return f"{summary['name']} {', '.join(parts)}"


class EndOfSession(Command):
    """Apply the end-of-session checklist to every character at once, log it, and optionally
    start the next session with an opening scene."""

    def __init__(
        self,
        results: tuple[CharacterEnd, ...],
        *,
        next_session: str | None = None,
        clock: Clock = datetime.now,
    ) -> None:
        self._results = results
        self._next = next_session.strip() if next_session else None
        self._clock = clock
        self.record: RollRecord | None = None

    @property
    def name(self) -> str:
        return "end of session"

    def plan(self, state: CampaignState) -> ChangeSet:
        ids = [result.character_id for result in self._results]
        if len(set(ids)) != len(ids):
            raise CommandError("a character appears twice in the checklist")
        changes: list[RecordChange] = []
        summaries: list[JsonDict] = []
        for result in self._results:
            record = state.find(Character, result.character_id)
            if record is None:
                raise CommandError(f"there is no character {result.character_id} any more")
            updated, summary = _apply(record, result)
            summaries.append(summary)
            if updated != record:
                changes.append(RecordChange.of(record, updated))
        episode = state.find(Episode, current_episode_id(state))
        self.record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=END_OF_SESSION_KIND,
            summary="End of session: " + "; ".join(_line(s) for s in summaries),
            inputs={"session": episode.title if episode else ""},
            outcome={"characters": summaries},
        )
        changes.append(logged_roll(self.record))
        if self._next:
            changes.extend(_next_session(state, episode, self._next))
        return ChangeSet(tuple(changes))


def _next_session(state: CampaignState, episode: Episode | None, title: str) -> list[RecordChange]:
    if episode is None:
        raise CommandError("there is no current session to follow")
    siblings = [e for e in state.of(Episode) if e.season_id == episode.season_id]
    new_episode = Episode(
        state.next_id("episode"),
        episode.season_id,
        title,
        order=max(e.order for e in siblings) + 1,
    )
    scene = Scene(state.next_id("scene"), new_episode.id, "Opening scene")
    campaign = state.campaign
    created: list[Record] = [new_episode, scene]
    return [
        *(RecordChange.of(None, record) for record in created),
        RecordChange.of(campaign, dataclasses.replace(campaign, current_scene_id=scene.id)),
    ]


def session_ends(state: CampaignState) -> list[RollRecord]:
    """Every end-of-session entry of the log that is not undone, oldest first."""
    return [
        record
        for record in state.of(RollRecord)
        if record.kind == END_OF_SESSION_KIND and not record.undone
    ]
