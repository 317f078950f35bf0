"""The GM's Firelock defaults as a campaign setting: one undoable command to change them."""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.firelock.sheet import defaults_to_settings
from gmscreen.model.state import CampaignState
from gmscreen.rules.firelock import FirelockDefaults


class SetFirelockDefaults(Command):
    """Store new Firelock defaults in the campaign's settings, keeping any other setting.

    A challenge already running keeps the defaults it started under; sheets the new defaults
    refuse still open (see `repaired_sheet`) and are repaired by their next edit.
    """

    def __init__(self, defaults: FirelockDefaults) -> None:
        self._defaults = defaults

    @property
    def name(self) -> str:
        return "change the Firelock rules options"

    def plan(self, state: CampaignState) -> ChangeSet:
        before = state.campaign
        settings = {**before.settings, **defaults_to_settings(self._defaults)}
        after = dataclasses.replace(before, settings=settings)
        return ChangeSet(() if after == before else (RecordChange.of(before, after),))
