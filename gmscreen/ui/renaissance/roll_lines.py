"""Renaissance's rolls in the roll log, in the GM's language: checks, contests, initiative.

Written from what each roll keeps (its TN, D%, grade and margins) when the log shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from gmscreen.model.renaissance.checks import CHECK_KIND
from gmscreen.model.renaissance.checks import CONTEST_KIND
from gmscreen.model.renaissance.turns import INITIATIVE_KIND
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import GradeShift
from gmscreen.ui.panels.roll_lines import Names
from gmscreen.ui.panels.roll_lines import RollLines
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.panels.roll_lines import named
from gmscreen.ui.panels.roll_lines import roller
from gmscreen.ui.panels.roll_lines import with_who
from gmscreen.ui.renaissance.check_labels import check_label
from gmscreen.ui.renaissance.terms import grade_name
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "RenaissanceRollLines"
CONTEST_KINDS = {
    ContestKind.OPPOSED.value: QT_TRANSLATE_NOOP("RenaissanceRollLines", "opposed check"),
    ContestKind.VARIABLE.value: QT_TRANSLATE_NOOP("RenaissanceRollLines", "variable check"),
}
# How one side of a contest came out (`side_result`), absent while the GM decides.
CONTEST_RESULTS = {
    "wins": QT_TRANSLATE_NOOP("RenaissanceRollLines", "wins"),
    "loses": QT_TRANSLATE_NOOP("RenaissanceRollLines", "loses"),
    "partial": QT_TRANSLATE_NOOP("RenaissanceRollLines", "partly succeeds"),
}


class RenaissanceRollCounts(QObject):
    """Counts in a contest's line, in the plural their number asks for (lupdate marks `tr()`
    texts with %n as plurals; `translate()` ones it does not)."""

    def after_rounds(self, count: int) -> str:
        """ "%1 after 2 rounds" (%1: how the contest ended)."""
        return self.tr("%1 after %n rounds", "", count)


COUNTS = RenaissanceRollCounts()


def _grade(outcome: JsonDict) -> str:
    """The grade, with the one it was shifted from: "exceptional success (upgraded from …)"."""
    grade = grade_name(outcome["grade"])
    if outcome.get("shift") is None:
        return grade
    return fill(translate("RenaissanceRollLines", "%1 (%2)"), grade, shifted_from(outcome))


def shifted_from(outcome: JsonDict) -> str:
    """How a shifted check got its grade: "upgraded with a Luck Point from basic success"."""
    luck = bool(outcome.get("luck_spent"))
    if GradeShift(outcome["shift"]) is GradeShift.UPGRADE:
        if luck:
            template = translate("RenaissanceRollLines", "upgraded with a Luck Point from %1")
        else:
            template = translate("RenaissanceRollLines", "upgraded from %1")
    elif luck:
        template = translate("RenaissanceRollLines", "downgraded with a Luck Point from %1")
    else:
        template = translate("RenaissanceRollLines", "downgraded from %1")
    return fill(template, grade_name(outcome["rolled_grade"]))


def margin(outcome: JsonDict) -> str:
    """ "MoS 26" or "MoF 14", in the GM's language."""
    if outcome["succeeded"]:
        return fill(translate("RenaissanceRollLines", "MoS %1"), int(outcome["margin_of_success"]))
    return fill(translate("RenaissanceRollLines", "MoF %1"), int(outcome["margin_of_failure"]))


def _contest_head(label: str, contest: JsonDict, names: Names) -> str:
    opponent_id = contest.get("opponent_id")
    opponent = named(names, opponent_id) if opponent_id is not None else contest["opponent"]
    kind = translate(CONTEXT, CONTEST_KINDS[contest["kind"]])
    return fill(translate("RenaissanceRollLines", "%1 vs %2 (%3)"), label, opponent, kind)


def _contest_end(contest: JsonDict, rounds: int) -> str:
    result = contest.get("result", "")
    if result in CONTEST_RESULTS:
        said = translate(CONTEXT, CONTEST_RESULTS[result])
    else:
        said = translate("RenaissanceRollLines", "undecided: the GM decides")
    if rounds > 1:
        said = fill(COUNTS.after_rounds(rounds), said)
    return said


def check_line(record: RollRecord, names: Names) -> str:
    """ "Lucia — Fencing vs Bruno (opposed check), TN 45: rolled 23, basic success, MoS 23 —
    wins"; a check alone ends at its margin."""
    inputs, outcome = record.inputs, record.outcome
    label = (
        check_label(str(inputs["label"]))
        if inputs.get("label")
        else translate("RenaissanceRollLines", "check")
    )
    contest = outcome.get("contest")
    if contest:
        label = _contest_head(label, contest, names)
    if inputs.get("method") == "entered":
        template = translate("RenaissanceRollLines", "%1, TN %2: rolled at the table %3, %4, %5")
    else:
        template = translate("RenaissanceRollLines", "%1, TN %2: rolled %3, %4, %5")
    roll = f"{int(outcome['roll']):02d}"
    text = fill(template, label, int(inputs["target"]), roll, _grade(outcome), margin(outcome))
    if contest:
        ending = _contest_end(contest, len(outcome.get("rounds", ())))
        text = fill(translate("RenaissanceRollLines", "%1 — %2"), text, ending)
    return with_who(roller(record, names), text)


def initiative_line(record: RollRecord, names: Names) -> str:
    """ "Initiative: Lucia 14 (9+5), Bruno 11 (8+3)", with any ties left for the GM."""
    order = [int(character_id) for character_id in record.outcome["order"]]
    modifiers = {int(roll["id"]): int(roll["modifier"]) for roll in record.inputs["rolls"]}
    faces = dict(
        zip((int(roll["id"]) for roll in record.inputs["rolls"]), record.faces, strict=True)
    )
    totals = record.outcome["totals"]
    parts = [
        f"{named(names, who)} {int(totals[str(who)])} ({faces[who]}{modifiers[who]:+d})"
        for who in order
    ]
    text = fill(translate("RenaissanceRollLines", "Initiative: %1"), ", ".join(parts))
    ties = [", ".join(named(names, who) for who in group) for group in record.outcome["ties"]]
    if ties:
        template = translate("RenaissanceRollLines", "%1 — tied, for the GM to order: %2")
        text = fill(template, text, "; ".join(ties))
    return text


LINES: RollLines = {
    CHECK_KIND: check_line,
    CONTEST_KIND: check_line,
    INITIATIVE_KIND: initiative_line,
}
