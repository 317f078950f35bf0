"""The player-safe projection: nothing GM-only ever reaches the player view."""

import dataclasses

from hypothesis import given
from hypothesis import strategies as st

from gmscreen.model.demo import demo_records
from gmscreen.model.player_view import PlayerTrait, player_view_of
from gmscreen.model.rfi.traits import scene_traits
from gmscreen.model.state import CampaignState, Record, Trait, TraitCategory


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
