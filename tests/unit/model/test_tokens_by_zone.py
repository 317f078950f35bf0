"""The state keeps who stands in each zone at hand, and names each version of its records, so a
move is checked against its own zone and what was worked out for a map is kept until it changes."""

from hypothesis import given
from hypothesis import strategies as st

from gmscreen.model.state import CampaignState
from gmscreen.model.state import Token
from gmscreen.model.state import Zone

STEPS = st.lists(st.tuples(st.integers(1, 8), st.integers(1, 4), st.booleans()), max_size=40)


def zones() -> list[Zone]:
    return [Zone(zone_id, 1, f"Zone {zone_id}") for zone_id in range(1, 5)]


@given(STEPS)
def test_the_tokens_of_each_zone_are_those_standing_there_after_any_moves(
    steps: list[tuple[int, int, bool]],
) -> None:
    state = CampaignState(zones())
    for token_id, zone_id, removed in steps:
        if removed:
            state.remove("token", token_id)
        else:
            state.put(Token(token_id, 1, zone_id, label=f"T{token_id}"))
    copied = state.copy()
    state.put(Token(1, 1, 4))  # the copy keeps its own
    for zone_id in range(1, 5):
        assert state.tokens_in(zone_id) == [t for t in state.of(Token) if t.zone_id == zone_id]
        assert copied.tokens_in(zone_id) == [t for t in copied.of(Token) if t.zone_id == zone_id]


def test_a_stamp_changes_with_its_kind_only_and_a_copy_shares_it_until_either_changes() -> None:
    state = CampaignState(zones())
    zone_stamp, version = state.stamp("zone"), state.version
    state.put(Token(1, 1, 2))
    assert state.stamp("zone") == zone_stamp  # a token moved: the zones are what they were
    assert state.version != version
    copied = state.copy()
    assert (copied.stamp("token"), copied.version) == (state.stamp("token"), state.version)
    state.put(Token(1, 1, 3))
    copied.put(Token(1, 1, 4))  # each changed its own way: no stamp in common any more
    assert copied.stamp("token") != state.stamp("token")
    assert copied.version != state.version
    state.remove("zone", 4)
    assert state.stamp("zone") != zone_stamp
    assert CampaignState(zones()).stamp("zone") != zone_stamp  # the same records built anew
