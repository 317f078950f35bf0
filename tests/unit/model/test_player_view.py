"""The player-safe projection: nothing GM-only ever reaches the player view."""

import dataclasses

from hypothesis import given
from hypothesis import strategies as st

from gmscreen.model.changes import RecordChange
from gmscreen.model.demo import demo_records
from gmscreen.model.player_view import PlayerTrait
from gmscreen.model.player_view import PlayerViewContent
from gmscreen.model.player_view import player_view_of
from gmscreen.model.player_view import with_traits
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.scene_traits import scene_traits
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Record
from gmscreen.model.state import Token
from gmscreen.model.state import Trait
from gmscreen.model.state import TraitCategory
from gmscreen.model.state import Zone


def demo_state(*extra: Record) -> CampaignState:
    return CampaignState([*demo_records(), *extra])


def with_campaign(state: CampaignState, **fields: object) -> CampaignState:
    state.put(dataclasses.replace(state.campaign, **fields))  # type: ignore[arg-type]
    return state


def test_the_gm_only_trait_of_the_demo_scene_is_on_the_gm_board_but_not_shown() -> None:
    state = demo_state()
    gm_board = {trait.name for trait in scene_traits(state, 1)}
    shown = {trait.name for trait in player_view_of(state).traits}
    assert "Raiders already aboard" in gm_board
    assert "Raiders already aboard" not in shown


def test_the_demo_scene_shows_its_visible_traits_grouped_in_category_order() -> None:
    content = player_view_of(demo_state())
    assert content.scene_title == "Docking approach"
    assert content.episode_title == "The Derelict"
    groups = [(group.category, [t.label for t in group.traits]) for group in content.trait_groups]
    assert groups == [
        ("location", ["Derelict freighter"]),
        ("situation", ["Drifting debris 2", "Emergency lighting"]),
        ("personal", ["− Rattled"]),
        ("equipment", ["+ Plasma cutter"]),
    ]


def test_a_player_characters_gear_travels_with_them_and_names_its_owner() -> None:
    traits = player_view_of(demo_state()).traits
    assert PlayerTrait("Plasma cutter", 1, "positive", "Tusk Okafor") in traits
    assert PlayerTrait("Rattled", 1, "negative", "Dr. Ines Calder") in traits


def test_an_npcs_travelling_gear_is_not_shown_but_a_visible_npc_trait_in_the_scene_is() -> None:
    state = demo_state(
        Trait(20, "Broker's ledger", "equipment", owner_id=6),
        Trait(21, "Raider's shotgun", "equipment", owner_id=4, scene_id=1),
    )
    names = {trait.name for trait in player_view_of(state).traits}
    assert "Broker's ledger" not in names
    assert "Raider's shotgun" in names


def test_traits_of_other_scenes_are_not_shown_and_a_scene_change_shows_the_new_ones() -> None:
    state = demo_state()
    assert "Cramped corridors" not in {t.name for t in player_view_of(state).traits}
    content = player_view_of(with_campaign(state, current_scene_id=2))
    assert content.scene_title == "Cargo hold"
    assert [t.label for t in content.traits] == ["Cramped corridors", "+ Plasma cutter"]


def test_with_no_current_scene_only_the_crews_gear_is_shown_under_the_campaign_name() -> None:
    content = player_view_of(with_campaign(demo_state(), current_scene_id=None))
    assert (content.campaign_name, content.scene_title, content.episode_title) == (
        "Salvage Rights",
        "",
        "",
    )
    assert [t.name for t in content.traits] == ["Plasma cutter"]


def test_threat_is_hidden_unless_the_gm_chooses_to_show_it() -> None:
    state = demo_state()
    assert player_view_of(state).threat is None
    assert player_view_of(state, show_threat=True).threat == 6


def test_momentum_shows_with_the_cap_the_gm_set() -> None:
    state = demo_state()
    content = player_view_of(state)
    assert (content.momentum, content.momentum_cap) == (2, 6)
    settings = {**state.campaign.settings, "momentum_cap": 4}
    content = player_view_of(with_campaign(state, settings=settings))
    assert (content.momentum, content.momentum_cap) == (2, 4)


CATEGORIES: tuple[TraitCategory, ...] = ("location", "situation", "personal", "equipment")


@given(
    st.lists(
        st.tuples(
            st.booleans(),
            st.sampled_from(CATEGORIES),
            st.sampled_from([None, 1, 2, 3, 4, 5, 6]),
            st.sampled_from([None, 1, 2]),
        ),
        max_size=12,
    ),
    st.booleans(),
)
def test_no_gm_only_trait_and_no_gm_note_ever_appears_in_the_content(
    specs: list[tuple[bool, TraitCategory, int | None, int | None]], show_threat: bool
) -> None:
    traits = [
        Trait(
            100 + i,
            f"{'open' if visible else 'secret'}-{i}",
            category,
            owner_id=owner,
            visible=visible,
            scene_id=scene,
            notes=f"note-{i}",
        )
        for i, (visible, category, owner, scene) in enumerate(specs)
    ]
    state = CampaignState([r for r in demo_records() if not isinstance(r, Trait)] + traits)
    content = repr(player_view_of(state, show_threat=show_threat))
    assert "secret-" not in content
    assert "note-" not in content
    in_scene = {t.name for t in traits if t.visible and t.scene_id == 1}
    assert in_scene <= {t.name for t in player_view_of(state).traits}


# The turn order of a fight, and what other rule systems show
def fight_state(*extra: Record, npcs_first: bool = False) -> CampaignState:
    """The demo scene in a fight: Vex Marlo acting, or (npcs_first) the NPCs yet to pick."""
    state = CampaignState([*demo_records(tokens=True), *extra])
    start = StartCombat(1, [1, 2, 3, 4, 5, 6], first_side="npcs" if npcs_first else "players")
    for command in (start,) if npcs_first else (start, NextTurn(1, 1)):
        command.plan(state).apply_to(state)
    return state


def shown_names(content: PlayerViewContent) -> dict[str, list[str]]:
    order = content.turn_order
    assert order is not None
    return {side: [member.name for member in members] for side, members in order.sides}


def test_no_fight_no_turn_order() -> None:
    assert player_view_of(demo_state()).turn_order is None


def test_the_turn_order_shows_the_round_whose_turn_and_who_acted_but_no_gm_only_token() -> None:
    content = player_view_of(fight_state())
    order = content.turn_order
    assert order is not None
    assert (order.round, order.side_to_act) == (1, "npcs")
    assert shown_names(content) == {
        "players": ["Vex Marlo", "Dr. Ines Calder", "Tusk Okafor"],
        "npcs": ["Captain Haldane", "The Broker"],  # the Raider's token is GM-only
    }
    vex = order.sides[0][1][0]
    assert (vex.current, vex.acted) == (True, True)
    assert "Raider" not in repr(content)


def test_the_gm_can_hide_the_turn_order() -> None:
    assert player_view_of(fight_state(), show_turn_order=False).turn_order is None


def test_a_token_in_a_gm_only_zone_hides_its_character_too() -> None:
    state = fight_state()
    catwalk = state.find(Zone, 3)  # where Haldane stands
    assert catwalk is not None
    state.put(dataclasses.replace(catwalk, gm_only=True))
    assert shown_names(player_view_of(state))["npcs"] == ["The Broker"]


def test_a_side_with_nobody_to_show_is_left_out_and_never_shown_as_the_side_to_act() -> None:
    state = fight_state(npcs_first=True)
    for token in state.of(Token):
        if token.side == "npcs":
            state.put(dataclasses.replace(token, gm_only=True))
    state.put(Token(9, 1, 2, character_id=6, side="npcs", gm_only=True))  # the Broker, hidden
    order = player_view_of(state).turn_order
    assert order is not None
    assert [side for side, _members in order.sides] == ["players"]
    assert order.side_to_act is None


def test_another_rule_systems_campaign_shows_no_momentum_threat_or_turn_order() -> None:
    state = with_campaign(fight_state(), system="firelock")
    content = player_view_of(state, show_threat=True)
    assert (content.momentum, content.momentum_cap, content.threat) == (None, None, None)
    assert content.turn_order is None
    assert content.scene_title == "Docking approach"


@given(st.lists(st.booleans(), min_size=5, max_size=5))
def test_no_hidden_character_ever_appears_in_the_turn_order(hidden: list[bool]) -> None:
    state = fight_state()
    tokens = state.of(Token)
    for token, secret in zip(tokens, hidden, strict=True):
        state.put(dataclasses.replace(token, gm_only=secret))
    order = repr(player_view_of(state).turn_order)
    for token, secret in zip(tokens, hidden, strict=True):
        assert (token.label in order) is not secret


def shown_ids(content: PlayerViewContent) -> list[tuple[str, list[int]]]:
    return [(group.category, [t.trait_id for t in group.traits]) for group in content.trait_groups]


def test_trait_changes_applied_one_by_one_give_what_gathering_everything_gives() -> None:
    state = demo_state()
    content = player_view_of(state)
    visible = Trait(30, "Sparks", "situation", scene_id=1)
    changes: list[tuple[Trait | None, Trait | None]] = [
        (None, visible),  # a new trait of the scene
        (visible, dataclasses.replace(visible, potency=3)),  # stacked
        (None, Trait(31, "Broker's ledger", "equipment", owner_id=6)),  # an NPC's gear: hidden
        (None, Trait(32, "Mag boots", "equipment", owner_id=1)),  # a PC's gear: shown
        (None, Trait(33, "Far away", "location", scene_id=2)),  # another scene: not shown
    ]
    debris, location, rattled = (state.find(Trait, n) for n in (2, 1, 6))
    assert debris is not None
    assert location is not None
    assert rattled is not None
    changes += [
        (debris, dataclasses.replace(debris, visible=False)),  # hidden by the GM
        (location, None),  # the location deleted: its group goes
        (rattled, dataclasses.replace(rattled, category="situation")),  # to another group
    ]
    for before, after in changes:
        if after is None:
            state.remove("trait", location.id)
        else:
            state.put(after)
        patched = with_traits(content, state, [RecordChange.of(before, after)])
        assert patched is not None
        assert patched == player_view_of(state)
        assert shown_ids(patched) == shown_ids(player_view_of(state))
        content = patched
    assert [group.category for group in content.trait_groups] == ["situation", "equipment"]


def test_a_trait_change_the_content_cannot_place_asks_for_gathering_everything() -> None:
    state = demo_state()
    debris = state.find(Trait, 2)
    assert debris is not None
    # Content that missed a change: it no longer shows the debris the state still has.
    stale = with_traits(player_view_of(state), state, [RecordChange.of(debris, None)])
    assert stale is not None
    edited = dataclasses.replace(debris, potency=3)
    assert with_traits(stale, state, [RecordChange.of(debris, edited)]) is None
