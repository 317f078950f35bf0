"""A zone's cover on the map reads in the GM's language where the word is the app's own (the
demo's "light"); the GM's own text is shown as typed."""

from __future__ import annotations

import pytest

from gmscreen.model.demo import demo_records
from gmscreen.model.state import Zone
from gmscreen.rules.rfi.terrain import HindranceKind
from gmscreen.ui.map.cover import cover_label
from gmscreen.ui.map.hindrances import hindrance_text
from gmscreen.ui.map.hindrances import kind_name


@pytest.mark.usefixtures("qapp", "german")  # conftest.py: as a GM who chose Deutsch
def test_the_demos_light_cover_reads_in_german() -> None:
    [covered] = [r for r in demo_records() if isinstance(r, Zone) and r.cover.strip()]
    shown = cover_label(covered.cover)
    assert shown
    assert shown.casefold() != "light"


@pytest.mark.usefixtures("qapp", "german")
def test_the_gms_own_cover_text_is_shown_as_typed() -> None:
    assert cover_label("  hinter den Kisten ") == "hinter den Kisten"
    assert cover_label("") == ""


def test_in_english_the_words_read_as_they_are_written() -> None:
    assert [cover_label(text) for text in ("light", " Heavy", "crates")] == [
        "light",
        "heavy",
        "crates",
    ]


@pytest.mark.usefixtures("qapp", "german")
def test_terrain_and_obstacles_read_in_german_unless_the_gm_named_them() -> None:
    assert hindrance_text("stairs", obstacle=False) == "Treppe (1)"
    assert hindrance_text("waist-high-wall", obstacle=True) == "Hüfthohe Mauer (1)"
    renamed = HindranceKind(id="stairs", name="Ladder", cost=1)
    assert kind_name(renamed) == "Ladder"  # the GM's own word, as written
