"""The campaign's objects are kept out of the cycle collector's way only while it is open: a
campaign switched away from, or closed, can be collected again (no leak per switch)."""

import gc
import weakref
from pathlib import Path

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign


class Cycle:
    """Garbage that only the cycle collector frees: it refers to itself."""

    def __init__(self) -> None:
        self.me = self


def garbage_cycle() -> weakref.ref[Cycle]:
    return weakref.ref(Cycle())


def campaign(path: Path) -> Path:
    create_campaign(path, demo_records()).close()
    return path


def test_switching_campaigns_lets_the_old_cycles_be_collected(tmp_path: Path) -> None:
    first, second = campaign(tmp_path / "a.gmscreen"), campaign(tmp_path / "b.gmscreen")
    campaigns = FileCampaigns()
    try:
        gc.disable()  # as at start-up: no collection until the window is up
        lost = garbage_cycle()
        campaigns.open(first)  # the first campaign is kept at once, and the heap frozen
        gc.enable()
        assert gc.get_freeze_count() > 0
        gc.collect()
        assert lost() is not None  # frozen with the campaign, out of the collector's reach
        campaigns.keep(campaigns.open(second))
        assert lost() is None
    finally:
        gc.enable()
        campaigns.close()


def test_closing_the_campaign_thaws_the_heap(tmp_path: Path) -> None:
    campaigns = FileCampaigns()
    campaigns.open(campaign(tmp_path / "a.gmscreen"))
    assert gc.get_freeze_count() > 0
    campaigns.close()
    assert gc.get_freeze_count() == 0
