"""A scene's Tracker record, shared by every part that keeps running state in the scene.

A fight, an RFI challenge and a Firelock challenge each own some keys of the record's state;
each finds the record here and rewrites only its own keys, so none erases another's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from collections.abc import Mapping
from typing import Any

from gmscreen.model.changes import RecordChange
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Tracker


def tracker_of(state: CampaignState, scene_id: int | None) -> Tracker | None:
    """The scene's Tracker record (the first, should there be several), if it has one."""
    return next((t for t in state.of(Tracker) if t.scene_id == scene_id), None)


def with_scene_state(
    state: CampaignState,
    scene_id: int | None,
    updates: Mapping[str, Any],
    remove: Iterable[str] = (),
) -> list[RecordChange]:
    """The change that writes `updates` into the scene's record and drops the keys in `remove`.

    Every other key stays as it is. A scene without a record gets one only when there is
    something to keep in it; a record left empty stays. No change when nothing would differ.
    """
    tracker = tracker_of(state, scene_id)
    replaced = {*remove, *updates}
    before: JsonDict = tracker.state if tracker is not None else {}
    data: JsonDict = {key: value for key, value in before.items() if key not in replaced}
    data.update(updates)
    if tracker is None:
        new = Tracker(state.next_id("tracker"), scene_id, data)
        return [RecordChange.of(None, new)] if data else []
    if tracker.state == data:
        return []
    return [RecordChange.of(tracker, dataclasses.replace(tracker, state=data))]
