"""What a challenge command just did, in the GM's language, for the challenge panel's message.

The challenge commands keep an English summary (the model has no translations); the panel says
what happened from the challenge as it was before the command and as it is after: the attempt
it logged, the time and momentum it took, the key task a ruling reopened or closed, the outcome.
A command these states cannot word (a contest turn that seized priority, say) shows its summary.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.challenge_commands import AttemptKeyTask
from gmscreen.model.rfi.challenge_commands import CloseKeyTask
from gmscreen.model.rfi.challenge_commands import CreateChallenge
from gmscreen.model.rfi.challenge_commands import EditChallenge
from gmscreen.model.rfi.challenge_commands import EndChallenge
from gmscreen.model.rfi.challenge_commands import ReopenKeyTask
from gmscreen.model.rfi.challenge_commands import TurnIntoConflict
from gmscreen.model.rfi.contest_commands import TakeContestTurn
from gmscreen.model.rfi.key_task_rolls import RollOnKeyTask
from gmscreen.model.rfi.scene_challenge import Running
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.rfi.scene_challenge import who
from gmscreen.model.state import CampaignState
from gmscreen.rules.rfi.challenges import Attempt
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.constants import CONTEST_GM_PRIORITY_THREAT
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.rfi.challenges.status import OUTCOME_TITLES


def _outcome(value: str) -> str:
    """An outcome in the words the panel's chip uses ("won", "out of time")."""
    return QCoreApplication.translate("ChallengeStatus", OUTCOME_TITLES.get(value, value))


class ChallengeNews(QObject):
    """The challenge panel's words for what a command did (a QObject for its plurals)."""

    def said(
        self, command: Command, before: Running | None, after: Running | None, state: CampaignState
    ) -> str | None:
        """What `command` did, or None when these states cannot say it."""
        if isinstance(command, CreateChallenge) and after is not None:
            return self._set_up(after)
        if isinstance(command, EditChallenge):
            return self.tr("Challenge changed")
        if isinstance(command, TurnIntoConflict):
            return self.tr("The challenge became a conflict: start combat")
        if isinstance(command, EndChallenge) and before is not None:
            return fill(self.tr("Challenge ended (%1)"), _outcome(before.outcome.value))
        if isinstance(command, (ReopenKeyTask, CloseKeyTask)) and before and after:
            label = _ruled_task(before, after)
            if label is None:
                return None
            if isinstance(command, ReopenKeyTask):
                return fill(self.tr("'%1' reopened"), label)
            return fill(self.tr("'%1' closed off"), label)
        if isinstance(command, AttemptKeyTask) and isinstance(after, ChallengeState):
            return self._attempted(command, after, state)
        if isinstance(command, TakeContestTurn) and isinstance(after, ContestState):
            return self._contest_turn(command, after, state)
        return None

    def _attempted(
        self, command: AttemptKeyTask, after: ChallengeState, state: CampaignState
    ) -> str:
        """An attempt with the time it took, what saved time, and the outcome once decided."""
        attempt = after.attempts[-1]
        parts = [self._attempt(attempt, after, state)]
        time = attempt.time
        if time is not None:
            parts.append(self.tr("%n interval(s)", "", time.intervals))
            if time.momentum_spent:
                paid = self._momentum(time.momentum_spent, command.taken_from_roll[1])
                parts.append(fill(self.tr("time saved: %1"), paid))
            if time.threat_added:
                parts.append(fill(self.tr("time saved: %1 threat added"), time.threat_added))
        if after.outcome.value != "in progress":
            parts.append(fill(self.tr("challenge %1"), _outcome(after.outcome.value)))
        return " — ".join(parts)

    def running(self, state: CampaignState) -> Running | None:
        """The challenge of the scene being played, to compare with after a command (None:
        none, or one that cannot be read)."""
        try:
            return read_challenge(state, state.campaign.current_scene_id)
        except CommandError:
            return None

    def said_of_roll(
        self, command: RollOnKeyTask, before: Running | None, state: CampaignState
    ) -> str:
        """What a key task's roll did to its challenge (the task panel's words for it)."""
        step = command.step
        said = None if step is None else self.said(step, before, self.running(state), state)
        return said if said is not None else command.summary

    def _set_up(self, after: Running) -> str:
        """A new challenge: its key tasks, and the GM's threat if the opposition opens a contest."""
        shown = after.side_state(Side.PLAYERS) if isinstance(after, ContestState) else after
        text = self.tr("Challenge set up: %n key task(s)", "", len(shown.challenge.key_tasks))
        if isinstance(after, ContestState) and after.opening_threat:
            template = self.tr("%1; %2 threat spent by the GM: the opposition acts first")
            text = fill(template, text, after.opening_threat)
        return text

    def _contest_turn(
        self, command: TakeContestTurn, after: ContestState, state: CampaignState
    ) -> str:
        """A contest turn: the attempt, the priority it seized and what that cost, the outcome."""
        turn = after.turns[-1]
        parts = [self._attempt(turn.attempt, after.side_state(turn.side), state)]
        if turn.seized_priority and turn.side is Side.OPPOSITION:
            template = self.tr("priority: %1 threat spent by the GM")
            parts.append(fill(template, CONTEST_GM_PRIORITY_THREAT))
        elif turn.seized_priority:
            paid = self._momentum(turn.momentum_spent, command.taken_from_roll[1])
            parts.append(fill(self.tr("priority seized: %1"), paid))
        parts.append(fill(self.tr("contest %1"), _outcome(after.outcome.value)))
        return " — ".join(parts)

    def _momentum(self, spent: int, from_roll: int) -> str:
        """ "2 momentum from the roll and 1 momentum from the group pool": momentum paid from
        the roll's own first (as much as the command took from it), the group pool the rest."""
        from_roll = min(from_roll, spent)
        paid = [
            fill(template, amount)
            for template, amount in (
                (self.tr("%1 momentum from the roll"), from_roll),
                (self.tr("%1 momentum from the group pool"), spent - from_roll),
            )
            if amount
        ]
        return self.tr(" and ").join(paid)

    def _attempt(self, attempt: Attempt, side: ChallengeState, state: CampaignState) -> str:
        """ "Vex Marlo: 'Scan the derelict' passed"."""
        if attempt.task_id is not None:
            name = side.challenge.task(attempt.task_id).label
        else:
            name = attempt.label or self.tr("another task")
        if attempt.passed:
            template = self.tr("%1: '%2' passed")
        elif attempt.final:
            template = self.tr("%1: '%2' failed for good")
        else:
            template = self.tr("%1: '%2' failed")
        return fill(template, who(state, attempt.character), name)


def _ruled_task(before: Running, after: Running) -> str | None:
    """The key task a GM ruling reopened or closed: the one whose standing changed."""
    pairs = (
        [(before.side_state(side), after.side_state(side)) for side in Side]
        if isinstance(before, ContestState) and isinstance(after, ContestState)
        else [(before, after)]
    )
    for old, new in pairs:
        if not isinstance(old, ChallengeState) or not isinstance(new, ChallengeState):
            return None
        changed = (old.failed | old.closed) ^ (new.failed | new.closed)
        if len(changed) == 1:
            return old.challenge.task(next(iter(changed))).label
    return None
