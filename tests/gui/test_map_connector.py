"""Where a connection between two zones is drawn: across the middle of the gap they share.

Upright rectangles (what the rectangle tool draws) take a closed-form shortcut; it must put the
line exactly where the general corner-against-edge search does.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gmscreen.ui.map.geometry import _facing_boxes
from gmscreen.ui.map.geometry import _facing_outlines
from gmscreen.ui.map.geometry import connector
from gmscreen.ui.map.geometry import upright_box

Outline = tuple[tuple[float, float], ...]


def upright(x: float, y: float, width: float, height: float, start: int, back: bool) -> Outline:
    """An upright rectangle, starting at any corner, wound either way."""
    corners = [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]
    corners = corners[start:] + corners[:start]
    return tuple(reversed(corners) if back else corners)


@st.composite
def neighbours(draw: st.DrawFn) -> tuple[Outline, Outline]:
    """Two rectangles side by side or one above the other, a gap (or none) between them."""
    number = st.integers(-60, 60).map(float) | st.floats(-60, 60)
    size = st.integers(3, 40).map(float) | st.floats(3, 40)
    gap = st.integers(0, 30).map(float) | st.floats(0, 30)
    x, y, width, height = draw(number), draw(number), draw(size), draw(size)
    other_width, other_height = draw(size), draw(size)
    if draw(st.booleans()):  # side by side
        other_x, other_y = x + width + draw(gap), y + draw(number) / 2
    else:
        other_x, other_y = x + draw(number) / 2, y + height + draw(gap)
    first = upright(x, y, width, height, draw(st.integers(0, 3)), draw(st.booleans()))
    second = upright(
        other_x, other_y, other_width, other_height, draw(st.integers(0, 3)), draw(st.booleans())
    )
    return (second, first) if draw(st.booleans()) else (first, second)


def test_zones_side_by_side_connect_across_the_middle_of_their_gap() -> None:
    left = ((0.0, 0.0), (220.0, 0.0), (220.0, 170.0), (0.0, 170.0))
    right = ((250.0, 40.0), (470.0, 40.0), (470.0, 300.0), (250.0, 300.0))
    assert connector(left, right) == (220.0, 105.0, 250.0, 105.0)
    assert connector(right, left) == (250.0, 105.0, 220.0, 105.0)


def test_zones_one_above_the_other_connect_across_their_gap() -> None:
    top = ((0.0, 0.0), (200.0, 0.0), (200.0, 100.0), (0.0, 100.0))
    below = ((50.0, 130.0), (400.0, 130.0), (400.0, 200.0), (50.0, 200.0))
    assert connector(top, below) == (125.0, 100.0, 125.0, 130.0)


@given(neighbours())
def test_the_shortcut_for_rectangles_draws_the_line_the_general_search_does(
    pair: tuple[Outline, Outline],
) -> None:
    first, second = pair
    box_a, box_b = upright_box(first), upright_box(second)
    assert box_a is not None
    assert box_b is not None
    line = _facing_boxes(box_a, box_b)
    if line is None:
        return  # no shared stretch, or a corner near it: the general search answers
    expected = _facing_outlines(first, second)
    assert all(abs(a - b) < 1e-9 for a, b in zip(line, expected, strict=True))


def test_a_slanted_zone_is_connected_by_the_general_search() -> None:
    square = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))
    slanted = ((130.0, 0.0), (230.0, 20.0), (230.0, 120.0), (130.0, 100.0))
    assert upright_box(slanted) is None
    assert connector(square, slanted) == _facing_outlines(square, slanted)
