"""Hot Circle's rolls in the roll log, in the GM's language: obstacle and ability tests, and
the end-of-session checklist.

Written from what each roll keeps when the log shows it; a test is replayed from its logged
faces (as the test panel does) for its pools' sizes and what it was about.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.model.hotcircle.replay import ABILITY_KIND
from gmscreen.model.hotcircle.replay import OBSTACLE_KIND
from gmscreen.model.hotcircle.replay import replay_ability_test
from gmscreen.model.hotcircle.replay import replay_obstacle_test
from gmscreen.model.hotcircle.rolls import OPEN
from gmscreen.model.hotcircle.session_end import END_OF_SESSION_KIND
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.obstacle import Outcome
from gmscreen.ui.hotcircle.ability_words import ability_words
from gmscreen.ui.hotcircle.terms import term
from gmscreen.ui.panels.roll_lines import Names
from gmscreen.ui.panels.roll_lines import RollLines
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.panels.roll_lines import roller
from gmscreen.ui.panels.roll_lines import with_who
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "HotCircleRollLines"
OUTCOMES = {
    Outcome.INTENT.value: QT_TRANSLATE_NOOP("HotCircleRollLines", "intent"),
    Outcome.CONSEQUENCE.value: QT_TRANSLATE_NOOP("HotCircleRollLines", "consequence"),
    Outcome.OPPONENT_COMPROMISE.value: QT_TRANSLATE_NOOP(
        "HotCircleRollLines", "opponent's compromise"
    ),
    Outcome.PLAYER_COMPROMISE.value: QT_TRANSLATE_NOOP("HotCircleRollLines", "player's compromise"),
}


def outcome_name(outcome: Outcome | str) -> str:
    """How an obstacle test came out ("Intent", "Opponent's compromise"), capitalised, in the
    GM's language."""
    text = translate(CONTEXT, OUTCOMES[Outcome(outcome).value])
    return text[:1].upper() + text[1:]


def _rolls(contest: Contest, outcome: JsonDict, ending: str) -> str:
    """ "3D → 5 against 2D → 4, rerolls open"."""
    template = translate("HotCircleRollLines", "%1D → %2 against %3D → %4, %5")
    task, obstacle = contest.task, contest.obstacle
    # A settled test says the results that decided it: after a dead heat, the tie-break's.
    settled = "final_task" in outcome
    task_result = int(outcome["final_task" if settled else "task"])
    obstacle_result = int(outcome["final_obstacle" if settled else "obstacle"])
    return fill(template, task.dice, task_result, obstacle.dice, obstacle_result, ending)


def _who(record: RollRecord, names: Names, logged: str) -> str:
    """The player's current name; the name the test was set up with for one nobody plays."""
    return roller(record, names) or logged


def obstacle_line(record: RollRecord, names: Names) -> str:
    """ "Ash — climb the wall versus Dusk: 3D → 5 against 2D → 4, intent — over the wall"."""
    roll, _dice = replay_obstacle_test(record)
    test, outcome = roll.test, record.outcome
    label = str(record.inputs["label"])
    if test.opponent is not None and test.opponent.name:
        label = fill(translate("HotCircleRollLines", "%1 versus %2"), label, test.opponent.name)
    if outcome["status"] == OPEN:
        ending = translate("HotCircleRollLines", "rerolls open")
    else:
        said = translate(CONTEXT, OUTCOMES[outcome["outcome"]])
        ending = fill(translate("HotCircleRollLines", "%1 — %2"), said, outcome["narration"])
    rolls = _rolls(roll.contest, outcome, ending)
    head = with_who(_who(record, names, test.player.name), label)
    return fill(translate("HotCircleRollLines", "%1: %2"), head, rolls)


def ability_line(record: RollRecord, names: Names) -> str:
    """ "Ash — circles test for a smuggler: 3D → 5 against 2D → 4, passed: contact … noted"."""
    roll, _dice = replay_ability_test(record)
    test, outcome = roll.test, record.outcome
    if outcome["status"] == OPEN:
        ending = translate("HotCircleRollLines", "rerolls open")
    elif outcome["passed"]:
        template = translate("HotCircleRollLines", "passed: %1 %2 noted")
        ending = fill(template, term(test.asset_kind), outcome["asset"])
    elif outcome["taxes"] is not None:
        template = translate("HotCircleRollLines", "failed: %1's %2 is taxed")
        ending = fill(template, test.lifepath, term(outcome["taxes"]))
    else:
        alternative = ability_words(str(outcome["alternative"]))
        ending = fill(translate("HotCircleRollLines", "failed: %1"), alternative)
    what = fill(
        translate("HotCircleRollLines", "%1 test for %2"), term(test.ability), test.asset_name
    )
    head = with_who(roller(record, names), what)
    return fill(
        translate("HotCircleRollLines", "%1: %2"), head, _rolls(roll.contest, outcome, ending)
    )


def _character_end(summary: JsonDict) -> str:
    """ "Ash +2 persona, +1 fate, −Brash, +Patient, now hopeful"."""
    parts = [fill(translate("HotCircleRollLines", "+%1 persona"), int(summary["persona"]))]
    if summary.get("fate"):
        parts.append(fill(translate("HotCircleRollLines", "+%1 fate"), int(summary["fate"])))
    if summary.get("trait_removed"):
        parts.append(f"−{summary['trait_removed']}")
    if summary.get("trait_added"):
        parts.append(f"+{summary['trait_added']}")
    if summary.get("voluntary_condition"):
        parts.append(
            fill(translate("HotCircleRollLines", "now %1"), summary["voluntary_condition"])
        )
    return f"{summary['name']} {', '.join(parts)}"


def end_of_session_line(record: RollRecord, names: Names) -> str:
    """ "End of session: Ash +2 persona; Dusk +1 persona, +1 fate"."""
    characters = "; ".join(_character_end(summary) for summary in record.outcome["characters"])
    return fill(translate("HotCircleRollLines", "End of session: %1"), characters)


LINES: RollLines = {
    OBSTACLE_KIND: obstacle_line,
    ABILITY_KIND: ability_line,
    END_OF_SESSION_KIND: end_of_session_line,
}
