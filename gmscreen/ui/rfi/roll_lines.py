"""RFI's rolls in the roll log, in the GM's language: task rolls and attacks.

Written from what each roll keeps (its inputs, faces and outcome) when the log shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from gmscreen.model.rfi.rolls import ATTACK_ROLL_KIND
from gmscreen.model.rfi.rolls import UNNAMED_WEAPON
from gmscreen.model.rfi.scene_challenge import TASK_ROLL_KIND
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.rfi.resolution import TaskOutcome
from gmscreen.ui.panels.roll_lines import Names
from gmscreen.ui.panels.roll_lines import RollLines
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.panels.roll_lines import named
from gmscreen.ui.panels.roll_lines import roller
from gmscreen.ui.panels.roll_lines import with_who
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "RfiRollLines"
# How a task ended, as the log has always said it (lower case, inside a line).
OUTCOMES = {  # by the outcome's value, as the roll keeps it
    TaskOutcome.PASSED.value: QT_TRANSLATE_NOOP("RfiRollLines", "passed"),
    TaskOutcome.FAILED.value: QT_TRANSLATE_NOOP("RfiRollLines", "failed"),
    TaskOutcome.SUCCEEDED_AT_COST.value: QT_TRANSLATE_NOOP("RfiRollLines", "succeeded at cost"),
    TaskOutcome.AUTOMATIC_SUCCESS.value: QT_TRANSLATE_NOOP("RfiRollLines", "automatic success"),
    TaskOutcome.VOLUNTARY_FAILURE.value: QT_TRANSLATE_NOOP("RfiRollLines", "voluntary failure"),
}
INJURY_KINDS = {
    "stun": QT_TRANSLATE_NOOP("RfiRollLines", "stun"),
    "deadly": QT_TRANSLATE_NOOP("RfiRollLines", "deadly"),
}


class RfiRollCounts(QObject):
    """Counts in a task's line, in the plural their number asks for (lupdate marks `tr()`
    texts with %n as plurals; `translate()` ones it does not)."""

    def successes(self, count: int) -> str:
        """ "1 success", "2 successes"."""
        return self.tr("%n success(es)", "", count)

    def momentum(self, count: int) -> str:
        """ "2 momentum"."""
        return self.tr("%n momentum", "", count)

    def complications(self, count: int) -> str:
        """ "1 complication", "2 complications"."""
        return self.tr("%n complication(s)", "", count)


COUNTS = RfiRollCounts()


def _results(outcome: JsonDict, *, rolled: bool) -> str:
    """ "passed, 3 successes, 1 momentum, 1 complication"."""
    parts = [translate(CONTEXT, OUTCOMES[outcome["outcome"]])]
    if rolled:
        parts.append(COUNTS.successes(int(outcome["successes"])))
    if int(outcome["momentum"]):
        parts.append(COUNTS.momentum(int(outcome["momentum"])))
    if int(outcome["complications"]):
        parts.append(COUNTS.complications(int(outcome["complications"])))
    return ", ".join(parts)


def task_line(record: RollRecord, names: Names) -> str:
    """ "Vex — Cunning + Piloting, difficulty 2: passed, 3 successes, 1 momentum"."""
    inputs = record.inputs
    rest = fill(
        translate("RfiRollLines", "%1, difficulty %2: %3"),
        inputs["label"],
        int(inputs["difficulty"]),
        _results(record.outcome, rolled=bool(record.faces)),
    )
    return with_who(roller(record, names), rest)


def _what_happened(target: str, outcome: JsonDict, kind: str) -> str:
    avoided = outcome["avoided"]
    if avoided == "stress":
        template = translate("RfiRollLines", "%1 avoids it with %2 stress")
        return fill(template, target, int(outcome["stress_taken"]))
    if avoided == "threat":
        template = translate("RfiRollLines", "%1 avoids it: the GM spends %2 threat")
        return fill(template, target, int(outcome["threat_spent"]))
    if outcome["injury"] is None:  # a minor NPC: no injury, just out of the fight
        if outcome["killed"]:
            return fill(translate("RfiRollLines", "%1 is killed"), target)
        return fill(translate("RfiRollLines", "%1 is knocked out"), target)
    if outcome["dying"]:
        template = translate("RfiRollLines", "%1 suffers %2 %3 (%4), defeated and dying")
    else:
        template = translate("RfiRollLines", "%1 suffers %2 %3 (%4), defeated")
    kind_name = translate(CONTEXT, INJURY_KINDS[kind])
    return fill(template, target, outcome["injury"], int(outcome["severity"]), kind_name)


def _attack_notes(notes: JsonDict) -> list[str]:
    """What the attack cost or saved besides the injury, as the attack was made."""
    said = []
    if int(notes["threat_added"]):
        template = translate("RfiRollLines", "+%1 threat for a deadly attack")
        said.append(fill(template, int(notes["threat_added"])))
    cost = int(notes["severity_cost"])
    if cost:
        paid = []
        if int(notes["from_roll"]):
            paid.append(fill(translate("RfiRollLines", "%1 from the roll"), notes["from_roll"]))
        if int(notes["rest"]):
            if notes["npc"]:
                rest = translate("RfiRollLines", "%1 threat")
            else:
                rest = translate("RfiRollLines", "%1 from the pool")
            paid.append(fill(rest, int(notes["rest"])))
        template = translate("RfiRollLines", "+%1 severity for %2 momentum (%3)")
        said.append(fill(template, int(notes["added_severity"]), cost, ", ".join(paid)))
    if int(notes["saved"]) or int(notes["lost"]):
        said.append(momentum_saved(int(notes["saved"]), int(notes["lost"]), int(notes["cap"])))
    return said


def momentum_saved(saved: int, lost: int, cap: int) -> str:
    """ "2 momentum saved to the group pool; 1 lost over the cap of 6" (the loss only if any)."""
    text = fill(translate("RfiRollLines", "%1 momentum saved to the group pool"), saved)
    return over_cap(text, lost, cap)


def over_cap(text: str, lost: int, cap: int) -> str:
    """`text`, then what was lost over a pool's cap, if anything was."""
    if not lost:
        return text
    return fill(translate("RfiRollLines", "%1; %2 lost over the cap of %3"), text, lost, cap)


def _weapon(stored: str) -> str:
    """The weapon as the GM named it, or (none named) the model's "Attack" in their language."""
    return translate("AttackDialog", stored) if stored == UNNAMED_WEAPON else stored


def attack_line(record: RollRecord, names: Names) -> str:
    """ "Vex attacks Kor (deadly, Rifle): hit — Kor suffers Rifle 3 (deadly), defeated"."""
    inputs, outcome = record.inputs, record.outcome
    kind = str(inputs["kind"])
    target = named(names, inputs["target_id"])
    head = fill(
        translate("RfiRollLines", "%1 attacks %2 (%3, %4)"),
        roller(record, names),
        target,
        translate(CONTEXT, INJURY_KINDS[kind]),
        _weapon(str(inputs["weapon"])),
    )
    if outcome["hit"]:
        happened = _what_happened(target, outcome, kind)
        text = fill(translate("RfiRollLines", "%1: hit — %2"), head, happened)
    else:
        text = fill(translate("RfiRollLines", "%1: miss"), head)
    notes = _attack_notes(outcome["notes"])  # rolls logged before notes were kept: the summary
    return "; ".join([text, *notes])


LINES: RollLines = {TASK_ROLL_KIND: task_line, ATTACK_ROLL_KIND: attack_line}
