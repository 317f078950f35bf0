"""Renaissance's rules terms as the GM reads them: aptitudes, action types, the common checks
and the grades are named in English by the rules; the UI shows them through here, translated
(lupdate reads the literals below)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.renaissance.actions import ActionType
from gmscreen.rules.renaissance.checks_table import Aptitude
from gmscreen.rules.renaissance.checks_table import AptitudeFormula
from gmscreen.rules.renaissance.checks_table import CommonCheck
from gmscreen.rules.renaissance.grades import Grade
from gmscreen.rules.renaissance.modifiers import Modifier
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "RenaissanceTerms"
TERMS: dict[str, str] = {
    Aptitude.COG.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "COG"),
    Aptitude.COO.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "COO"),
    Aptitude.DUR.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "DUR"),
    Aptitude.INT.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "INT"),
    Aptitude.SAV.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "SAV"),
    Aptitude.SOM.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "SOM"),
    Aptitude.STR.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "STR"),
    Aptitude.WIL.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "WIL"),
    Aptitude.LUCK.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "Luck"),
    ActionType.STANDARD.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "Standard action"),
    ActionType.QUICK.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "Quick action"),
    ActionType.TASK.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "Task action"),
    ActionType.SUSTAINED.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "Sustained action"),
    ActionType.JOB.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "Job"),
}
# The common checks by their stable id (the rules' names are English).
CHECK_NAMES: dict[str, str] = {
    "skill-check": QT_TRANSLATE_NOOP("RenaissanceTerms", "Skill check"),
    "resist-intimidation": QT_TRANSLATE_NOOP("RenaissanceTerms", "Resist intimidation"),
    "overcome-fear": QT_TRANSLATE_NOOP("RenaissanceTerms", "Overcome fear"),
    "resist-social-manipulation": QT_TRANSLATE_NOOP(
        "RenaissanceTerms", "Resist social manipulation"
    ),
    "difficult-recall": QT_TRANSLATE_NOOP("RenaissanceTerms", "Difficult recall"),
    "take-a-chance": QT_TRANSLATE_NOOP("RenaissanceTerms", "Take a chance / stroke of luck"),
    "make-a-guess": QT_TRANSLATE_NOOP("RenaissanceTerms", "Make a guess"),
    "get-a-hint": QT_TRANSLATE_NOOP("RenaissanceTerms", "Get a hint"),
    "solve-a-puzzle": QT_TRANSLATE_NOOP("RenaissanceTerms", "Solve a puzzle"),
    "feat-of-strength": QT_TRANSLATE_NOOP("RenaissanceTerms", "Feat of strength"),
    "feat-of-endurance": QT_TRANSLATE_NOOP("RenaissanceTerms", "Feat of endurance"),
    "react-quickly": QT_TRANSLATE_NOOP("RenaissanceTerms", "React quickly"),
    "catch-something": QT_TRANSLATE_NOOP("RenaissanceTerms", "Catch something"),
    "difficult-use-of-language": QT_TRANSLATE_NOOP("RenaissanceTerms", "Difficult use of language"),
}


# A difficulty's word by the label the rules give it (`modifiers.difficulty`).
DIFFICULTIES: dict[str, str] = {
    "very easy": QT_TRANSLATE_NOOP("RenaissanceTerms", "very easy"),
    "easier than usual": QT_TRANSLATE_NOOP("RenaissanceTerms", "easier than usual"),
    "ordinary difficulty": QT_TRANSLATE_NOOP("RenaissanceTerms", "ordinary difficulty"),
    "harder than usual": QT_TRANSLATE_NOOP("RenaissanceTerms", "harder than usual"),
    "very hard": QT_TRANSLATE_NOOP("RenaissanceTerms", "very hard"),
}

GRADES: dict[str, str] = {
    Grade.CRITICAL_SUCCESS.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "critical success"),
    Grade.EXCEPTIONAL_SUCCESS.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "exceptional success"),
    Grade.BASIC_SUCCESS.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "basic success"),
    Grade.BASIC_FAILURE.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "basic failure"),
    Grade.EXCEPTIONAL_FAILURE.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "exceptional failure"),
    Grade.CRITICAL_FAILURE.value: QT_TRANSLATE_NOOP("RenaissanceTerms", "critical failure"),
}


def grade_name(value: Grade | str) -> str:
    """A grade ("basic success") in the GM's language; KeyError for one the rules do not have."""
    key = value.value if isinstance(value, Grade) else str(value)
    return QCoreApplication.translate(CONTEXT, GRADES[key])


def difficulty_name(modifier: Modifier) -> str:
    """A difficulty modifier's word ("harder than usual") in the GM's language."""
    return difficulty_words(modifier.label)


def difficulty_words(label: str) -> str:
    """A difficulty by the rules' label ("harder than usual"), in the GM's language."""
    return QCoreApplication.translate(CONTEXT, DIFFICULTIES.get(label, label))


def capitalised(text: str) -> str:
    """`text` with a capital first letter, the rest as it is ("Kritischer Erfolg")."""
    return text[:1].upper() + text[1:]


def term(value: Aptitude | ActionType) -> str:
    """An aptitude or action type in the GM's language."""
    return QCoreApplication.translate(CONTEXT, TERMS.get(value.value, value.value))


def formula_text(formula: AptitudeFormula) -> str:
    """An aptitude formula ("WIL + SAV", "COG × 3") with the aptitudes' names translated."""
    parts = [
        term(t.aptitude) if t.multiplier == 1 else f"{term(t.aptitude)} × {t.multiplier}"
        for t in formula.terms
    ]
    text = " + ".join(parts)
    return text if formula.divisor == 1 else f"({text}) ÷ {formula.divisor}"


def check_title(check: CommonCheck) -> str:
    """A common check with its target, e.g. "Overcome fear (WIL × 2)", translated."""
    name = QCoreApplication.translate(CONTEXT, CHECK_NAMES.get(check.id, check.name))
    if check.formula is None:
        return name
    return f"{name} ({formula_text(check.formula)})"
