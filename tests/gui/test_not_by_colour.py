"""No state is told by colour alone: each kind of die reads differently without its colour, and a
complication is marked by a sign on the chip, not only a red ring."""

from fractions import Fraction

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from gmscreen.rules.rfi.resolution import DieResult
from gmscreen.rules.rfi.resolution import DieSource
from gmscreen.ui.rfi.dice_view import DiceView
from gmscreen.ui.rfi.dice_view import die_label
from gmscreen.ui.rfi.odds_view import Histogram


def die(
    *, successes: int, critical: bool = False, counted: bool = True, complication: bool = False
) -> DieResult:
    return DieResult(
        face=12,
        source=DieSource.LEADER if counted else DieSource.ASSISTANT,
        assistant_index=None if counted else 0,
        target_number=12,
        successes=successes,
        critical=critical,
        complication=complication,
        counted=counted,
    )


def test_each_kind_of_die_has_its_own_label() -> None:
    kinds = [
        die(successes=2, critical=True),
        die(successes=1),
        die(successes=0),
        die(successes=1, counted=False),
    ]
    labels = [die_label(d) for d in kinds]
    assert len(set(labels)) == len(labels), labels


def test_a_complication_is_marked_beyond_its_colour(qtbot: QtBot) -> None:
    plain, marked = DiceView(), DiceView()
    for view, complication in ((plain, False), (marked, True)):
        qtbot.addWidget(view)
        view.resize(60, 50)
        view.show_dice((die(successes=0, complication=complication),))
    # In grey levels, above the chip's top right corner (outside the ring): a badge, or nothing.
    plain_image = plain.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    marked_image = marked.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    corner = [(x, y) for x in range(32, 42) for y in range(1, 4)]
    assert all(plain_image.pixel(x, y) == plain_image.pixel(0, 0) for x, y in corner)
    assert any(marked_image.pixel(x, y) != marked_image.pixel(0, 0) for x, y in corner)


def test_the_odds_histogram_marks_passing_bars_by_pattern(qtbot: QtBot) -> None:
    histogram = Histogram()
    qtbot.addWidget(histogram)
    histogram.resize(200, 80)
    half = Fraction(1, 2)
    histogram.show_distribution((half, half), difficulty=1)  # bar 0 fails, bar 1 passes
    image = histogram.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    middle_y = 40

    def levels(x0: int, x1: int) -> set[int]:
        return {image.pixel(x, middle_y) for x in range(x0, x1)}

    # The failing bar (left half) is hatched: several grey levels along a line; the passing
    # bar (right half) is one solid level.
    assert len(levels(10, 90)) > 1
    assert len(levels(110, 190)) == 1
