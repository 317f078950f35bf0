"""RFI's momentum spends as the GM reads them: each spend's name and what it buys, in the GM's
language.

The rules name and describe the spends in English (`gmscreen/rules/rfi/spends.py`, Qt-free);
the task result's Spend menu and the spend dialog show them through here. The translators find
the rules' words in this context because `gmscreen/ui/rules_words.py` hands them to lupdate; a
spend the rules (or the GM's table) reworded has no translation yet and reads as written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.rfi.spends import MomentumSpend

CONTEXT = "RfiSpends"


def spend_name(spend: MomentumSpend) -> str:
    """A momentum spend's name in the GM's language."""
    return QCoreApplication.translate(CONTEXT, spend.name)


def spend_description(spend: MomentumSpend) -> str:
    """What a momentum spend buys, in the GM's language."""
    return QCoreApplication.translate(CONTEXT, spend.description)
