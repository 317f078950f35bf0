"""Creating an imported map: the map with its background, its zones and links, one undo step."""

from __future__ import annotations

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import require
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.model.uvtt.regions import ProposedMap


class ImportMap(Command):
    """Create a proposed map for a scene (or none). `map_id` holds the new id once run."""

    def __init__(self, proposal: ProposedMap, *, scene_id: int | None = None) -> None:
        self._proposal = proposal
        self._scene_id = scene_id
        self.map_id: int | None = None

    @property
    def name(self) -> str:
        return f"import map {self._proposal.name}"

    def plan(self, state: CampaignState) -> ChangeSet:
        proposal = self._proposal
        if not proposal.name.strip():
            raise CommandError("a map needs a name")
        if not proposal.zones:
            raise CommandError("the imported map has no zone")
        if self._scene_id is not None:
            require(state, "scene", self._scene_id)
        map_id = state.next_id("zone_map")
        first_zone, first_link = state.next_id("zone"), state.next_id("zone_link")
        changes = [
            RecordChange.of(
                None,
                ZoneMap(
                    map_id,
                    proposal.name.strip(),
                    scene_id=self._scene_id,
                    background=proposal.image.data,
                    background_type=proposal.image.kind,
                ),
            )
        ]
        for index, (name, outline) in enumerate(proposal.zones):
            if len(outline) < 3:
                raise CommandError(f"{name} has fewer than three corners")
            zone = Zone(first_zone + index, map_id, name, outline)
            changes.append(RecordChange.of(None, zone))
        for index, (a, b) in enumerate(proposal.links):
            if not (0 <= a < len(proposal.zones) and 0 <= b < len(proposal.zones)) or a == b:
                raise CommandError("a proposed link does not join two proposed zones")
            link = ZoneLink(first_link + index, map_id, first_zone + a, first_zone + b)
            changes.append(RecordChange.of(None, link))
        self.map_id = map_id
        return ChangeSet(tuple(changes))
