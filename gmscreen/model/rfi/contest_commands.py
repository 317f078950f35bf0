"""Contest turns in a scene's RFI challenge: one side's task, and priority seized with it."""

from __future__ import annotations

from gmscreen.model.rfi.challenge_commands import ChallengeCommand
from gmscreen.model.rfi.challenge_commands import require_contest
from gmscreen.model.rfi.scene_challenge import Running
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import attempt_text
from gmscreen.model.rfi.scene_challenge import character_key
from gmscreen.model.state import CampaignState
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.contest import pay_for_priority
from gmscreen.rules.rfi.pools import Pools


class TakeContestTurn(ChallengeCommand):
    """A side's turn in a contest: one task, and perhaps priority seized for the next round.

    The players seize priority with 2 momentum (the roll's first when `pay_from_roll`), the
    opposition with 2 threat from the GM's pool.
    """

    def __init__(
        self,
        scene_id: int | None,
        side: Side,
        task_id: str | None,
        outcome: TaskOutcome,
        *,
        character_id: int | None = None,
        seize_priority: bool = False,
        pay_from_roll: bool = True,
        final: bool | None = None,
        label: str = "",
        roll_id: int | None = None,
    ) -> None:
        super().__init__(scene_id)
        self._side, self._task_id, self._outcome = side, task_id, outcome
        self._character_id, self._seize, self._from_roll = (
            character_id,
            seize_priority,
            pay_from_roll,
        )
        self._final, self._task_label = final, label
        self.key_task_id = task_id
        self.roll_id = roll_id
        self._label = "contest turn"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        contest = require_contest(running)
        side = self._side
        after = contest.take_turn(
            side,
            self._task_id,
            character=character_key(self._character_id, side=side),
            passed=self._outcome.passed,
            seize_priority=self._seize,
            final=self._final,
            label=self._task_label,
        )
        turn = after.turns[-1]
        attempt = turn.attempt
        name = (
            contest.side_state(side).challenge.task(attempt.task_id).label
            if attempt.task_id is not None
            else attempt.label or "another task"
        )
        self._label = f"{side.value}: attempt '{name}'"
        parts = [attempt_text(state, attempt, name)]
        paid = pools
        if turn.seized_priority:
            roll = self._outcome.momentum if self._from_roll and side is Side.PLAYERS else 0
            from_task = min(roll, turn.momentum_spent)
            payment = pay_for_priority(
                pools, side, from_task=from_task, available_task_momentum=roll
            )
            self.taken_from_roll = (0, from_task)
            paid = payment.pools
            parts.append(payment.change.summary)
        parts.append(f"contest {after.outcome.value}")
        self.summary = " — ".join(parts)
        return after, paid
