"""Hot Circle's rules terms as the GM reads them: the rules name them in English, the UI shows
them through here so they are translated (lupdate reads the literals below)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "HotCircleTerms"
TERMS: dict[str, str] = {
    AssetKind.GEAR: QT_TRANSLATE_NOOP("HotCircleTerms", "gear"),
    AssetKind.CONTACT: QT_TRANSLATE_NOOP("HotCircleTerms", "contact"),
    AssetKind.SUBJECT: QT_TRANSLATE_NOOP("HotCircleTerms", "subject"),
    AssetKind.FOCUS: QT_TRANSLATE_NOOP("HotCircleTerms", "focus"),
    AssetKind.SPECIAL_ITEM: QT_TRANSLATE_NOOP("HotCircleTerms", "special item"),
    AssetKind.RELATIONSHIP: QT_TRANSLATE_NOOP("HotCircleTerms", "relationship"),
    AssetKind.WISE: QT_TRANSLATE_NOOP("HotCircleTerms", "wise"),
    AssetKind.SKILL: QT_TRANSLATE_NOOP("HotCircleTerms", "skill"),
    # What a die of the task roll comes from, beside its name in the test's lists.
    "lifepath": QT_TRANSLATE_NOOP("HotCircleTerms", "lifepath"),
    "trait": QT_TRANSLATE_NOOP("HotCircleTerms", "trait"),
    "condition": QT_TRANSLATE_NOOP("HotCircleTerms", "condition"),
    Ability.RESOURCES: QT_TRANSLATE_NOOP("HotCircleTerms", "resources"),
    Ability.CIRCLES: QT_TRANSLATE_NOOP("HotCircleTerms", "circles"),
    Ability.WISES: QT_TRANSLATE_NOOP("HotCircleTerms", "wises"),
    Ability.DEEDS: QT_TRANSLATE_NOOP("HotCircleTerms", "deeds"),
    Power.MINOR: QT_TRANSLATE_NOOP("HotCircleTerms", "minor"),
    Power.MAJOR: QT_TRANSLATE_NOOP("HotCircleTerms", "major"),
}


# A condition's weight: a word apart from a faction's power, though both are "minor"/"major".
SEVERITIES: dict[str, str] = {
    Severity.MINOR: QT_TRANSLATE_NOOP("HotCircleSeverity", "minor"),
    Severity.MAJOR: QT_TRANSLATE_NOOP("HotCircleSeverity", "major"),
}


def severity_name(value: str) -> str:
    """A condition's severity in the GM's language."""
    return QCoreApplication.translate("HotCircleSeverity", SEVERITIES.get(value, value))


def term(value: str) -> str:
    """A rules term (an enum value) in the GM's language; unknown ones as they are."""
    return QCoreApplication.translate(CONTEXT, TERMS.get(value, value))
