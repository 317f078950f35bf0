"""The rules' own words the GM reads, by translation context: what lupdate learns besides the
code.

The rules engine (`gmscreen/rules/`, Qt-free) and the reference pages (resources/reference/*.md)
are written in English once; the UI shows their words with
`QCoreApplication.translate(context, rules_text)`, which returns the English itself for words
the translators have not seen (added or reworded since). `packaging/translations.py update`
lists every text registered below as `QT_TRANSLATE_NOOP(context, text)` in a generated source
(build/lupdate/rules_words.py) and hands it to lupdate with the code, so the translators find
the rules' words without a copy of them anywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import dataclass

from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS
from gmscreen.rules.rfi.terrain import DIFFICULT_TERRAIN
from gmscreen.rules.rfi.terrain import OBSTACLES
from gmscreen.ui.map import hindrances
from gmscreen.ui.panels import reference_topics
from gmscreen.ui.panels.reference import PAGES
from gmscreen.ui.panels.reference import load_sections
from gmscreen.ui.rfi import action_words
from gmscreen.ui.rfi import spend_words


@dataclass(frozen=True, slots=True)
class RulesWords:
    """One share of the rules' words: the context the UI translates them in, and the texts."""

    context: str
    texts: Callable[[], Iterable[str]]


def _reference_topics() -> Iterator[str]:
    for system in PAGES:
        for section in load_sections(system):
            yield reference_topics.topic(section.title)


REGISTRY: tuple[RulesWords, ...] = (
    # The tracker's action menus: each combat action's name, and its tooltip.
    RulesWords(action_words.NAMES_CONTEXT, lambda: (a.name for a in ACTIONS.values())),
    RulesWords(action_words.DESCRIPTIONS_CONTEXT, lambda: (a.summary for a in ACTIONS.values())),
    # The task result's Spend menu and the spend dialog.
    RulesWords(spend_words.CONTEXT, lambda: (s.name for s in MOMENTUM_SPENDS)),
    RulesWords(spend_words.CONTEXT, lambda: (s.description for s in MOMENTUM_SPENDS)),
    # The map's terrain and obstacles.
    RulesWords(hindrances.CONTEXT, lambda: (k.name for k in (*DIFFICULT_TERRAIN, *OBSTACLES))),
    # The map's kinds of move (RFI's Movement and Sprint), in the map's "move as" choice.
    RulesWords("MapWidget", lambda: (label for label, _kind in RFI_MOVEMENT.kinds)),
    # The reference panel's search hint and the task form's links to its tables.
    RulesWords(reference_topics.CONTEXT, _reference_topics),
)


def rules_words() -> dict[str, list[str]]:
    """Every registered context's texts, each once, in the rules' order."""
    found: dict[str, dict[str, None]] = {}
    for share in REGISTRY:
        found.setdefault(share.context, {}).update(dict.fromkeys(share.texts()))
    return {context: list(texts) for context, texts in found.items()}
