"""The crash test's child: applies random commands to a campaign file until it is killed.

Now and then it takes a snapshot (printing `snapshot` first). Before each command it prints
`intent <digest>` (the state and undo history the command will
leave), after the commit `committed <seq or 0> <name> <digest>`. The parent kills it at random
moments and checks the file holds the last committed state or, if the kill came mid-commit,
the intended one. Run: `python store_crash_child.py CAMPAIGN SEED COUNT`.
"""

import dataclasses
import hashlib
import json
import random
import sys

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Batch
from gmscreen.model.commands import Command
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Token
from gmscreen.model.state import Trait
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneMap


def digest(records: list[Record], done: list[str], undone: list[str]) -> str:
    """A fingerprint of every record and of the undo history (action names in order)."""
    return hashlib.sha256(repr((records, done, undone)).encode()).hexdigest()[:16]


class Roll(Command):
    """A logged roll that spends from a pool: undo keeps the roll, marked undone."""

    def __init__(self, pool_id: int, faces: tuple[int, ...]) -> None:
        self._pool_id = pool_id
        self._faces = faces

    @property
    def name(self) -> str:
        return f"roll {self._faces}"

    def plan(self, state: CampaignState) -> ChangeSet:
        roll = RollRecord(
            id=state.next_id("roll"), time="t", kind="task", summary="", faces=self._faces
        )
        changes = [RecordChange.of(dataclasses.replace(roll, undone=True), roll)]
        pool = state.find(Pool, self._pool_id)
        if pool is not None:
            changes.append(RecordChange.of(pool, dataclasses.replace(pool, value=pool.value - 1)))
        return ChangeSet(tuple(changes))


def random_command(rng: random.Random, state: CampaignState) -> Command:
    """A plausible GM action on the current state (every random choice made up front)."""
    characters = [c.id for c in state.of(Character)]
    pools = [p.id for p in state.of(Pool)]
    zones = state.of(Zone)
    maps = [m.id for m in state.of(ZoneMap)]
    kinds = ["npc", "trait", "pool", "roll", "batch"]
    kinds += ["set pool", "delete pool"] if pools else []
    kinds += ["note", "delete character"] if characters else []
    kinds += ["zone"] if maps else []
    kinds += ["token", "delete zone"] if zones else []
    kind = rng.choice(kinds)
    owner = rng.choice([None, *characters])
    if kind == "npc":
        return CreateRecord(
            "character", lambda i: Character(id=i, name=f"npc {i}", kind="npc"), label=kind
        )
    if kind == "trait":
        return CreateRecord(
            "trait", lambda i: Trait(id=i, name=f"t{i}", owner_id=owner), label=kind
        )
    if kind == "pool":
        return CreateRecord("pool", lambda i: Pool(id=i, name=f"p{i}"), label=kind)
    if kind == "roll":
        return Roll(rng.choice([1, 2, 99]), (rng.randint(1, 20), rng.randint(1, 20)))
    if kind == "batch":
        return Batch(
            [
                CreateRecord("character", lambda i: Character(id=i, name="a"), label="a"),
                CreateRecord("pool", lambda i: Pool(id=i, name="b", value=2), label="b"),
            ],
            label=kind,
        )
    if kind == "set pool":
        return EditRecord("pool", rng.choice(pools), label=kind, value=rng.randint(0, 9))
    if kind == "delete pool":
        return DeleteRecord("pool", rng.choice(pools), label=kind)
    if kind == "note":
        return EditRecord("character", rng.choice(characters), label=kind, notes=str(rng.random()))
    if kind == "delete character":
        return DeleteRecord("character", rng.choice(characters), label=kind)
    if kind == "zone":
        map_id = rng.choice(maps)
        return CreateRecord(
            "zone",
            lambda i: Zone(id=i, map_id=map_id, name=f"z{i}", outline=((0.0, 1.5),)),
            label=kind,
        )
    zone = rng.choice(zones)
    if kind == "token":
        return CreateRecord(
            "token",
            lambda i: Token(id=i, map_id=zone.map_id, zone_id=zone.id, character_id=owner),
            label=kind,
        )
    return DeleteRecord("zone", zone.id, label=kind)


def main(path: str, seed: int, count: int) -> None:
    from gmscreen.store.file import open_campaign

    campaign = open_campaign(path)
    session = Session(campaign.repository)
    history = campaign.repository.load_history()
    done = [entry.name for entry in history.done]
    undone = [entry.name for entry in history.undone]
    print("ready", digest(session.state.records(), done, undone), flush=True)
    rng = random.Random(seed)
    for _ in range(count):
        roll = rng.random()
        if roll > 0.97:  # a snapshot now and then: a kill may land in the middle of one
            print("snapshot", flush=True)
            campaign.snapshots.take("crash test")
            continue
        if roll < 0.15 and done:
            after_done, after_undone = done[:-1], [done[-1], *undone]
            changes = session.repository.load_changes(history_seq(session, -1)).inverted()
            label, run, executes = done[-1], session.undo, False
        elif roll < 0.25 and undone:
            after_done, after_undone = [*done, undone[0]], undone[1:]
            changes = session.repository.load_changes(history_seq(session, 0, redo=True))
            label, run, executes = undone[0], session.redo, False
        else:
            command = random_command(rng, session.state)
            changes = command.plan(session.state)
            if not changes:
                continue
            after_done, after_undone = [*done, command.name], []
            label, executes = command.name, True
            run = lambda command=command: session.execute(command)  # noqa: E731
        scratch = CampaignState(session.state.records())
        changes.apply_to(scratch)
        print("intent", digest(scratch.records(), after_done, after_undone), flush=True)
        run()
        done, undone = after_done, after_undone
        seq = history_seq(session, -1) if executes else 0
        print(
            "committed",
            seq,
            json.dumps(label),
            digest(session.state.records(), done, undone),
            flush=True,
        )
    print("finished", flush=True)
    campaign.close()


def history_seq(session: Session, index: int, *, redo: bool = False) -> int:
    """The seq of a done (or, with `redo`, undone) action, from the session's history."""
    history = session._history  # a test child may look inside
    return (history.undone if redo else history.done)[index].seq


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
