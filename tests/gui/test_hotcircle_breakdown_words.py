"""A Hot Circle die's reason in the GM's language, as the rules write it and as older logs did."""

import pytest

from gmscreen.ui.hotcircle.breakdown_words import reason_text


@pytest.mark.usefixtures("qapp", "german")  # conftest.py: as a GM who chose Deutsch
def test_a_difficulty_judged_for_an_apprentice_reads_in_german_new_and_old() -> None:
    """The rules now write "an apprentice"; a log from before says "a apprentice"."""
    now = reason_text("judged for an apprentice")
    assert now != "judged for an apprentice"
    assert "Lehrling" in now
    assert reason_text("judged for a apprentice") == now
