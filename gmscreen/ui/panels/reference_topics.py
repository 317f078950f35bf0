"""The reference pages' topics as the GM reads them before opening one: the search box's hint
names a few, and a topic's name in the GM's language finds its section.

The pages (resources/reference/*.md) are written in English; each `##` heading is a topic, read
as it sits inside a sentence ("dice and pools"). The translators find every page's topics in
this context because `gmscreen/ui/rules_words.py` hands them to lupdate; a heading added since
the last translation reads in English until it is translated. A translated page
(resources/reference/de/*.md) heads each section with its topic's translation, capitalised
("Würfel und Pools"), so the hint names what the page shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

CONTEXT = "ReferenceTopics"


def topic(title: str) -> str:
    """A section's heading as a topic inside a sentence, in English: "Dice and pools" reads
    "dice and pools"; a heading that opens with an abbreviation ("NPC tiers") stays as it is."""
    first = title.split(maxsplit=1)[0] if title.strip() else ""
    if len(first) > 1 and first[1].isupper():
        return title
    return title[:1].lower() + title[1:]


def topic_name(title: str) -> str:
    """A section's heading as a topic in the GM's language ("Würfel und Pools")."""
    return QCoreApplication.translate(CONTEXT, topic(title))
