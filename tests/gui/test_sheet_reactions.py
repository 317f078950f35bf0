"""What one change makes a character sheet read and redraw: only what the change touched.

Counted, not timed: the whole-sheet redraws, and the trait list's rebuilds and the state scans
of a whole record kind made while the panel reacts to an announced change. A Momentum
change or another character's gear leaves the shown sheet alone; the shown character's gear adds
one row to its trait list, and nothing else is read again.
"""

from collections import Counter
from collections.abc import Callable
from collections.abc import Iterator
from typing import TypeVar

import pytest
from pytestqt.qtbot import QtBot

import gmscreen.rules.rfi.pools as rules
from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.luck import SetLuck
from gmscreen.model.rfi.pools import ChangePools
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Record
from gmscreen.model.state import Scene
from gmscreen.model.state import Trait
from gmscreen.ui.hotcircle.sheet import HotCircleSheetPanel
from gmscreen.ui.hotcircle.sheet_form import HotCircleSheetForm
from gmscreen.ui.panels.character_list import CharacterListPanel
from gmscreen.ui.renaissance.sheet_form import SheetForm as RenaissanceSheetForm
from gmscreen.ui.renaissance.sheets import SheetsPanel as RenaissanceSheetsPanel
from gmscreen.ui.rfi.sheet_fields import TraitList
from gmscreen.ui.rfi.sheet_form import SheetForm
from gmscreen.ui.rfi.sheets import SheetsPanel
from gmscreen.ui.shell.undo import SessionBridge

P = TypeVar("P", bound=CharacterListPanel)


def rfi_form(panel: SheetsPanel) -> SheetForm:
    assert isinstance(panel.form, SheetForm)
    return panel.form


class Reads:
    """Counts what the panel does while it reacts to one announced change (and only then)."""

    def __init__(self) -> None:
        self.reacting = False
        self.counts: Counter[str] = Counter()

    def count(self, what: str) -> None:
        if self.reacting:
            self.counts[what] += 1

    def during(self, bridge: SessionBridge, make: Callable[[SessionBridge], P]) -> P:
        """The panel, built between two slots of `changed`: they bracket its reaction."""
        bridge.changed.connect(self._begin)
        panel = make(bridge)
        bridge.changed.connect(self._end)
        return panel

    def _begin(self, _changes: ChangeSet) -> None:
        self.counts.clear()
        self.reacting = True

    def _end(self, _changes: ChangeSet) -> None:
        self.reacting = False


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Reads:
    reads = Reads()
    every = CampaignState.all  # `of` reads through it

    def counted_all(state: CampaignState, kind: str) -> list[Record]:
        reads.count(f"scan {kind}")
        return every(state, kind)

    monkeypatch.setattr(CampaignState, "all", counted_all)
    rebuild = TraitList.show_traits

    def counted_rebuild(trait_list: TraitList, traits: list[Trait]) -> None:
        reads.count("trait list rebuilt")
        rebuild(trait_list, traits)

    monkeypatch.setattr(TraitList, "show_traits", counted_rebuild)
    return reads


def watch_sheet(reads: Reads, panel: CharacterListPanel, monkeypatch: pytest.MonkeyPatch) -> None:
    """Count the whole-sheet redraws of the panel's form, in the reaction or after it (a form
    drawing itself again once its command ran)."""
    redraw = panel.form.refresh

    def counted() -> None:
        reads.counts["sheet redrawn"] += 1
        redraw()

    monkeypatch.setattr(panel.form, "refresh", counted)


def counted_panel(
    qtbot: QtBot,
    reads: Reads,
    monkeypatch: pytest.MonkeyPatch,
    bridge: SessionBridge,
    make: Callable[[SessionBridge], P],
) -> P:
    """A characters panel on screen whose reactions and redraws `reads` counts."""
    panel = reads.during(bridge, make)
    qtbot.addWidget(panel)
    panel.show()
    watch_sheet(reads, panel, monkeypatch)
    return panel


@pytest.fixture
def bridge() -> Iterator[SessionBridge]:
    bridge = SessionBridge(Session(MemoryRepository(demo_records())))
    yield bridge
    bridge.detach()


@pytest.fixture
def panel(
    qtbot: QtBot, bridge: SessionBridge, reads: Reads, monkeypatch: pytest.MonkeyPatch
) -> SheetsPanel:
    return counted_panel(qtbot, reads, monkeypatch, bridge, SheetsPanel)


def trait_rows(panel: SheetsPanel) -> list[str]:
    return [
        rfi_form(panel).traits.item(row).text() for row in range(rfi_form(panel).traits.count())
    ]


def gear(owner_id: int, name: str) -> AddTrait:
    return AddTrait(Trait(0, name, "equipment", owner_id=owner_id))


def test_a_momentum_change_leaves_the_shown_sheet_alone(
    panel: SheetsPanel, bridge: SessionBridge, reads: Reads
) -> None:
    fortune, rows = rfi_form(panel).fortune.text(), trait_rows(panel)
    bridge.execute(ChangePools("add 1 Momentum", lambda pools: rules.add_momentum(pools, 1)))
    assert reads.counts == Counter()
    assert (rfi_form(panel).fortune.text(), trait_rows(panel)) == (fortune, rows)


def test_another_characters_gear_leaves_the_shown_sheet_alone(
    panel: SheetsPanel, bridge: SessionBridge, reads: Reads
) -> None:
    shown = panel.selected_id()
    other = next(c for c in bridge.state.of(Character) if c.id != shown)
    rows = trait_rows(panel)
    bridge.execute(gear(other.id, "Grappling hook"))
    assert reads.counts == Counter()
    assert trait_rows(panel) == rows


def test_the_shown_characters_new_gear_adds_one_row_and_reads_nothing_else(
    panel: SheetsPanel, bridge: SessionBridge, reads: Reads
) -> None:
    shown = panel.selected_id()
    assert shown is not None
    rows = trait_rows(panel)
    bridge.execute(gear(shown, "Grappling hook"))
    assert reads.counts == Counter()  # no whole sheet, no list rebuilt, no kind scanned
    assert len(trait_rows(panel)) == len(rows) + 1
    assert next(row for row in trait_rows(panel) if row not in rows).startswith("Grappling hook")
    bridge.undo_action.trigger()
    assert reads.counts == Counter()
    assert trait_rows(panel) == rows


def test_the_shown_pcs_fortune_redraws_that_label_only(
    panel: SheetsPanel, bridge: SessionBridge, reads: Reads
) -> None:
    shown = bridge.state.find(Character, panel.selected_id())
    assert shown is not None
    assert shown.kind == "pc"
    key = fortune_key(bridge.state, shown)
    assert rfi_form(panel).fortune.text() == "3 / 5"
    bridge.execute(
        ChangePools(
            "spend", lambda pools: rules.spend_fortune(pools, key, 1, reason="a lucky break")
        )
    )
    assert rfi_form(panel).fortune.text() == "2 / 5"
    assert reads.counts["sheet redrawn"] == 0
    assert reads.counts["trait list rebuilt"] == 0
    assert reads.counts["scan trait"] == reads.counts["scan character"] == 0


def test_an_edit_of_the_shown_character_redraws_the_sheet_once(
    panel: SheetsPanel, bridge: SessionBridge, reads: Reads
) -> None:
    shown = panel.selected_id()
    assert shown is not None
    bridge.execute(EditRecord("character", shown, label="rename", name="Vex the Bold"))
    assert reads.counts["sheet redrawn"] == 1
    assert reads.counts["scan trait"] == 0  # its gear through the owner index
    assert panel.form.name.text() == "Vex the Bold"


def test_renaissance_another_characters_luck_leaves_the_sheet_and_other_rows_alone(
    qtbot: QtBot, reads: Reads, monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    panel = counted_panel(qtbot, reads, monkeypatch, bridge, RenaissanceSheetsPanel)
    relabelled: list[int] = []
    panel.model.dataChanged.connect(
        lambda first, last: relabelled.extend(range(first.row(), last.row() + 1))
    )
    shown = panel.selected_id()
    other = next(c for c in bridge.state.of(Character) if c.id != shown and c.kind == "pc")
    form = panel.form
    assert isinstance(form, RenaissanceSheetForm)
    luck = form.luck.value()
    bridge.execute(SetLuck(other.id, 7))
    assert reads.counts["sheet redrawn"] == 0
    assert form.luck.value() == luck
    assert relabelled == [panel.model.row_of(other.id)]  # that character's row alone
    rows = [panel.proxy.index(row, 0).data() for row in range(panel.proxy.rowCount())]
    assert f"{other.name} — 7 Luck" in rows
    bridge.detach()


def test_a_scene_switch_leaves_the_sheet_alone_and_new_names_redraw_it_once(
    panel: SheetsPanel, bridge: SessionBridge, reads: Reads
) -> None:
    campaign = bridge.state.campaign
    scene = next(s for s in bridge.state.of(Scene) if s.id != campaign.current_scene_id)
    bridge.execute(EditRecord("campaign", campaign.id, label="switch", current_scene_id=scene.id))
    assert reads.counts == Counter()
    settings = {**campaign.settings, "attributes": ["Grit", "Wits", "Charm", "Reflex"]}
    bridge.execute(EditRecord("campaign", campaign.id, label="rename", settings=settings))
    assert reads.counts["sheet redrawn"] == 1
    assert list(rfi_form(panel).attribute_fields) == ["Grit", "Wits", "Charm", "Reflex"]


def test_hot_circle_an_edit_on_the_sheet_redraws_it_once(
    qtbot: QtBot, reads: Reads, monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_hotcircle_records())))
    panel = counted_panel(qtbot, reads, monkeypatch, bridge, HotCircleSheetPanel)
    form = panel.form
    assert isinstance(form, HotCircleSheetForm)
    form.fate.setValue(form.fate.value() + 1)
    form.fate.editingFinished.emit()
    assert reads.counts["sheet redrawn"] == 1
    shown = bridge.state.find(Character, panel.selected_id())
    assert shown is not None
    assert shown.sheet["artha"]["fate_points"] == form.fate.value()
    bridge.detach()


class Refused(Command):
    """A kind change the campaign refuses."""

    @property
    def name(self) -> str:
        return "make them an NPC"

    def plan(self, state: CampaignState) -> ChangeSet:
        raise CommandError("a character in a scene keeps their kind")


def test_a_refused_kind_change_shows_the_kind_held_and_why(
    panel: SheetsPanel, reads: Reads, monkeypatch: pytest.MonkeyPatch
) -> None:
    form = rfi_form(panel)
    monkeypatch.setattr(form, "kind_command", lambda *_args: Refused())
    held = form.kind.currentIndex()
    form.kind.setCurrentIndex(1)
    form.kind.activated.emit(1)
    assert form.kind.currentIndex() == held
    assert form.error.text() == "a character in a scene keeps their kind"
    assert reads.counts["sheet redrawn"] == 1  # no announcement: the form shows it itself
