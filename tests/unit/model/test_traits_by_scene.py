"""The state keeps each scene's traits at hand: a scene's board and a new trait's stacking read
that scene's traits, and read the same as going through every trait would."""

from hypothesis import given
from hypothesis import strategies as st

from gmscreen.model.demo import demo_records
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.rfi.traits import bears_on_task
from gmscreen.model.rfi.traits import task_traits
from gmscreen.model.rfi.traits import to_rules
from gmscreen.model.scene_traits import in_scene
from gmscreen.model.scene_traits import scene_traits
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Trait

SCENES = st.one_of(st.none(), st.integers(1, 3))
STEPS = st.lists(
    st.tuples(st.integers(1, 12), SCENES, st.one_of(st.none(), st.integers(1, 3)), st.booleans()),
    max_size=40,
)


@given(STEPS)
def test_each_scenes_traits_are_the_traits_in_play_there_after_any_edits(
    steps: list[tuple[int, int | None, int | None, bool]],
) -> None:
    state = CampaignState(demo_records())
    for trait_id, scene_id, owner_id, removed in steps:
        if removed:
            state.remove("trait", trait_id)
        else:
            state.put(
                Trait(
                    trait_id, f"Trait {trait_id}", "situation", scene_id=scene_id, owner_id=owner_id
                )
            )
    copied = state.copy()
    state.remove("trait", 1)  # the copy keeps its own
    for scene_id in (None, 1, 2, 3):
        every = state.of(Trait)
        assert state.traits_in(scene_id) == [t for t in every if t.scene_id == scene_id]
        assert scene_traits(state, scene_id) == [t for t in every if in_scene(t, scene_id)]
        assert scene_traits(copied, scene_id) == [
            t for t in copied.of(Trait) if in_scene(t, scene_id)
        ]
        for owner_id in (None, 1, 2, 3):
            assert state.traits_of(owner_id) == [t for t in every if t.owner_id == owner_id]
            assert task_traits(state, scene_id, owner_id) == [
                t for t in every if bears_on_task(t, scene_id, owner_id)
            ]
            assert task_traits(copied, scene_id, owner_id) == [
                t for t in copied.of(Trait) if bears_on_task(t, scene_id, owner_id)
            ]


def test_a_trait_like_one_in_another_scene_does_not_stack_onto_it() -> None:
    state = CampaignState(demo_records())
    state.put(Trait(40, "Smoke", "situation", scene_id=2))
    here = AddTrait(Trait(0, "Smoke", "situation", scene_id=1)).plan(state)
    there = AddTrait(Trait(0, "Smoke", "situation", scene_id=2)).plan(state)
    assert here.changes[0].before is None  # a new trait in scene 1
    assert there.changes[0].before == state.find(Trait, 40)  # stacked onto scene 2's smoke
    assert there.changes[0].after is not None
    assert there.changes[0].after.potency == 2


PLACED = st.builds(
    Trait,
    id=st.integers(1, 60),
    name=st.sampled_from(["Smoke", "smoke ", "SMOKE", "Fog", "Knife"]),
    category=st.sampled_from(["situation", "equipment"]),
    owner_id=st.one_of(st.none(), st.integers(1, 3)),
    polarity=st.one_of(st.none(), st.just("positive")),
    scene_id=SCENES,
)


@given(st.lists(PLACED, max_size=60), PLACED)
def test_a_new_trait_stacks_onto_the_twin_a_scan_of_every_trait_finds(
    placed: list[Trait], added: Trait
) -> None:
    state = CampaignState(placed)  # same ids overwrite: any mix of places, owners and names
    every = state.of(Trait)
    twins = [
        t for t in every if t.scene_id == added.scene_id and to_rules(t).is_same_as(to_rules(added))
    ]
    change = AddTrait(added).plan(state).changes[0]
    assert change.before == (twins[0] if twins else None)  # the first twin, in id order
    assert change.after is not None
    assert change.after.potency == (twins[0].potency + 1 if twins else added.potency)
    for scene_id in (None, 1, 2, 3):
        for owner_id in (None, 1, 2, 3):
            assert state.traits_at(scene_id, owner_id) == [
                t for t in every if (t.scene_id, t.owner_id) == (scene_id, owner_id)
            ]


def test_gear_added_with_no_scene_stacks_onto_its_owners_gear_not_anothers() -> None:
    state = CampaignState(demo_records())
    state.put(Trait(40, "Rope", "equipment", owner_id=1))
    state.put(Trait(41, "Rope", "equipment", owner_id=2))
    mine = AddTrait(Trait(0, "rope", "equipment", owner_id=2)).plan(state)
    nobodys = AddTrait(Trait(0, "Rope", "equipment")).plan(state)
    assert mine.changes[0].before == state.find(Trait, 41)
    assert nobodys.changes[0].before is None
