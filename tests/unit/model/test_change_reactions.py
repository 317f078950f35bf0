"""What a change set tells a view about what it touched (the reaction convention)."""

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.state import Campaign
from gmscreen.model.state import Pool
from gmscreen.model.state import Trait


def test_an_edit_names_its_ids_and_only_the_fields_that_differ() -> None:
    changes = ChangeSet(
        (
            RecordChange.of(Pool(1, "momentum", 2), Pool(1, "momentum", 3)),
            RecordChange.of(Trait(4, "Fog", potency=1), Trait(4, "Fog", potency=2)),
        )
    )
    assert changes.ids("pool") == {1}
    assert changes.ids("trait") == {4}
    assert changes.fields("pool") == {"value"}
    assert changes.fields("trait") == {"potency"}
    assert changes.fields("campaign") == frozenset()
    assert not changes.structural("trait")
    assert [change.id for change in changes.of_kind("trait")] == [4]


def test_a_trait_given_to_another_character_concerns_both_owners() -> None:
    changes = ChangeSet(
        (RecordChange.of(Trait(4, "Rope", owner_id=1), Trait(4, "Rope", owner_id=2)),)
    )
    assert {trait.owner_id for trait in changes.records(Trait)} == {1, 2}
    assert changes.records(Pool) == []


def test_creating_or_deleting_is_structural_with_every_field() -> None:
    created = ChangeSet((RecordChange.of(None, Trait(9, "Sparks")),))
    assert created.structural("trait")
    assert "name" in created.fields("trait")
    assert created.inverted().structural("trait")


def test_a_reset_touches_everything_and_lists_no_single_change() -> None:
    reset = ChangeSet(reset=True)
    assert reset.structural("pool")
    assert "current_scene_id" in reset.fields("campaign")
    assert reset.of_kind("pool") == ()
    assert reset.touches("campaign")
    assert not ChangeSet((RecordChange.of(Campaign(1, "A"), Campaign(1, "B")),)).structural(
        "campaign"
    )
