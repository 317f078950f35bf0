"""Tokens on a battle map: placing a character (or a free token) in a zone, and editing one.

Moving a token is `gmscreen.model.rfi.map_moves.MoveToken`, under the movement rules.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.map_commands import PLAYERS_SIDE
from gmscreen.model.rfi.map_commands import side_of
from gmscreen.model.rfi.map_commands import token_label
from gmscreen.model.rfi.map_commands import tokens_of
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Token
from gmscreen.model.state import Zone

TOKEN_FIELDS = frozenset({"label", "side", "gm_only"})


class PlaceToken(Command):
    """Put a token in a zone: a character's (PCs with the players, NPCs opposite) or a free one.

    A character has at most one token per map: moving it is `MoveToken`'s job, under the rules.
    """

    def __init__(
        self,
        zone_id: int,
        *,
        character_id: int | None = None,
        label: str = "",
        side: str | None = None,
        gm_only: bool = False,
    ) -> None:
        self._zone_id = zone_id
        self._character_id = character_id
        self._label = label.strip()
        self._side = side
        self._gm_only = gm_only
        self._name = "place token"
        self.token_id: int | None = None

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        zone = state.find(Zone, self._zone_id)
        if zone is None:
            raise CommandError(f"there is no zone {self._zone_id} any more")
        side = self._side
        if self._character_id is not None:
            character = state.find(Character, self._character_id)
            if character is None:
                raise CommandError(f"there is no character {self._character_id} any more")
            for token in tokens_of(state, zone.map_id):
                if token.character_id == character.id:
                    where = state.find(Zone, token.zone_id)
                    raise CommandError(
                        f"{character.name} is already on this map"
                        + (f", in {where.name}" if where is not None else "")
                        + ": drag their token to move them"
                    )
            side = side_of(character) if side is None else side
        elif not self._label:
            raise CommandError("a token needs a label or a character")
        self.token_id = state.next_id("token")
        token = Token(
            self.token_id,
            zone.map_id,
            zone.id,
            character_id=self._character_id,
            label=self._label,
            side=PLAYERS_SIDE if side is None else side,
            gm_only=self._gm_only,
        )
        self._name = f"place {token_label(state, token)} in {zone.name}"
        return ChangeSet((RecordChange.of(None, token),))


class EditToken(Command):
    """Relabel a token, change its side, or hide it from the players (moving is `MoveToken`)."""

    def __init__(self, token_id: int, **fields: Any) -> None:
        unknown = set(fields) - TOKEN_FIELDS
        if unknown:
            raise CommandError(f"a token has no field {sorted(unknown)[0]!r}")
        self._token_id = token_id
        self._fields = fields
        self._name = "edit token"

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        before = state.find(Token, self._token_id)
        if before is None:
            raise CommandError(f"there is no token {self._token_id} any more")
        fields = dict(self._fields)
        if "label" in fields:
            fields["label"] = str(fields["label"]).strip()
        after = dataclasses.replace(before, **fields)
        if after == before:
            return ChangeSet()
        if not after.label and after.character_id is None:
            raise CommandError("a token with no character needs a label")
        self._name = f"edit token {token_label(state, before)}"
        return ChangeSet((RecordChange.of(before, after),))
