"""English texts the engines and the model store, read back by their form and worded in the
GM's language.

The rules engines and the model write some texts in English from a fixed form ("%1 earns %2
fate point(s)", an undo step's "place %1 in %2") and keep only the text. A form listed here is
its own translatable source: the text is matched against it, the facts in its %1, %2, … are read
back out, and the form's translation is filled with them. A text of no listed form (one from an
older version, say) is shown as stored.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.panels.roll_lines import fill

_FACT = re.compile(r"%[1-9]")
Wording = Callable[[str], str]  # a fact as the GM reads it (a rules term translated, say)


def _pattern(form: str) -> re.Pattern[str]:
    """The texts `form` writes: its words as they are, each %N one fact (one character or more,
    as few as the rest allows)."""
    # DOTALL: a fact may span lines (SQLite's report on a damaged file, say)
    return re.compile(
        "(.+?)".join(re.escape(part) for part in _FACT.split(form)) + r"\Z", re.DOTALL
    )


class StoredForms:
    """The forms of one translation context, most specific first (the first that matches wins).

    Each form's facts must appear in order (%1 before %2), as the English writes them.
    """

    def __init__(self, context: str, forms: Sequence[str]) -> None:
        self._context = context
        self._forms = tuple(forms)
        self._compiled: tuple[tuple[re.Pattern[str], str], ...] | None = None

    @property
    def _patterns(self) -> tuple[tuple[re.Pattern[str], str], ...]:
        # Compiled when first read, not at import: the tables are built before the window's
        # first paint, and most are read later or never (another system's forms).
        if self._compiled is None:
            self._compiled = tuple((_pattern(form), form) for form in self._forms)
        return self._compiled

    def shown(self, stored: str, fact: Wording | Sequence[Wording] | None = None) -> str:
        """`stored` in the GM's language, each fact through `fact` (a rules term, say); as
        stored when no form wrote it."""
        said = self.read(stored, fact)
        return stored if said is None else said

    def read(self, stored: str, fact: Wording | Sequence[Wording] | None = None) -> str | None:
        """`stored` in the GM's language, or None when no form wrote it. `fact` words every
        fact, or (a sequence) each fact in order by its own function."""
        for pattern, form in self._patterns:
            match = pattern.match(stored)
            if match is not None:
                facts = match.groups()
                if fact is not None:
                    wordings = [fact] * len(facts) if callable(fact) else fact
                    facts = tuple(word(value) for word, value in zip(wordings, facts, strict=True))
                return fill(QCoreApplication.translate(self._context, form), *facts)
        return None
