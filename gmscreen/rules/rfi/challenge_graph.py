"""RFI: Freelancers challenges as the GM sets them up: key tasks and the graph that orders them."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field
from enum import StrEnum
from typing import Any
from typing import NoReturn

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import DEFAULT_DIFFICULTY
from gmscreen.rules.rfi.constants import MIN_KEY_TASKS

RULE = "challenges"
JsonDict = dict[str, Any]


class ChallengeError(RulesError):
    """A challenge set-up, or a step of a running challenge, that the rules refuse.

    `task_ids` names the key tasks at fault, so a flow chart can point at them.
    """

    def __init__(self, message: str, *, rule: str = RULE, task_ids: Iterable[str] = ()) -> None:
        super().__init__(message, rule=rule)
        self.task_ids = tuple(task_ids)


class ChallengeGraphError(ChallengeError):
    """Key tasks that do not fit together into a challenge."""


class DuplicateKeyTaskError(ChallengeGraphError):
    """Two key tasks share an id."""


class UnknownKeyTaskError(ChallengeGraphError):
    """A reference to a key task the challenge does not have."""


class UnlockCycleError(ChallengeGraphError):
    """A key task that, through others, would have to be done before itself."""


class UnreachableVictoryError(ChallengeGraphError):
    """A victory condition no sequence of key tasks can reach."""


class ChallengeFormatError(ChallengeError):
    """Saved challenge data that is missing a field or holds the wrong kind of value."""


class Structure(StrEnum):
    """How the key tasks of a challenge are ordered."""

    BASIC = "basic"  # every key task, in any order
    LINEAR = "linear"  # every key task, each after the one before
    GATED = "gated"  # key tasks unlock (and may close) others; chosen tasks win


class Needs(StrEnum):
    """Whether all, or any one, of several key tasks must be done."""

    ALL = "all"
    ANY = "any"


@contextmanager
def reading_saved(what: str) -> Iterator[None]:
    """Saved data: a missing key or a wrong type becomes a `ChallengeFormatError`."""
    try:
        yield
    except RulesError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ChallengeFormatError(f"the saved {what} is damaged ({error!r})") from error


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyTask:
    """Key task: one task a challenge needs, with its difficulty and suggested attributes/skills.

    Attributes:
        id: the key task's id, unique in its challenge.
        name: what the GM calls it ("hack the door"); the id when left empty.
        difficulty: successes needed (0 or more).
        attributes: suggested attributes, in the GM's order of preference.
        skills: suggested skills.
        description: the GM's notes.
        unlocks: gated challenges: key tasks this one opens once done.
        needs: gated challenges: whether all, or any one, of the key tasks that unlock this
            one must be done first.
        closes: gated challenges: key tasks this branch closes off once taken.
        victory: gated challenges: doing this key task is a victory condition.
    """

    id: str
    name: str = ""
    difficulty: int = DEFAULT_DIFFICULTY
    attributes: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    description: str = ""
    unlocks: tuple[str, ...] = ()
    needs: Needs = Needs.ALL
    closes: tuple[str, ...] = ()
    victory: bool = False

    def __post_init__(self) -> None:
        for name in ("attributes", "skills", "unlocks", "closes"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        object.__setattr__(self, "needs", Needs(self.needs))
        if not self.id.strip():
            raise ChallengeGraphError("a key task needs an id")
        if self.difficulty < 0:
            raise ChallengeGraphError(
                f"key task '{self.label}': difficulty must be 0 or more, not {self.difficulty}",
                task_ids=(self.id,),
            )
        for kind, ids in (("unlocks", self.unlocks), ("closes", self.closes)):
            if len(set(ids)) != len(ids):
                raise ChallengeGraphError(
                    f"key task '{self.label}' {kind} the same key task twice", task_ids=(self.id,)
                )
        if self.id in self.closes:
            raise ChallengeGraphError(f"key task '{self.label}' closes itself", task_ids=(self.id,))

    @property
    def label(self) -> str:
        """The name to show: the name, or the id when there is none."""
        return self.name.strip() or self.id

    def to_dict(self) -> JsonDict:
        """This key task as plain JSON values."""
        return {
            "id": self.id,
            "name": self.name,
            "difficulty": self.difficulty,
            "attributes": list(self.attributes),
            "skills": list(self.skills),
            "description": self.description,
            "unlocks": list(self.unlocks),
            "needs": self.needs.value,
            "closes": list(self.closes),
            "victory": self.victory,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> KeyTask:
        """A key task from `to_dict` output."""
        with reading_saved("key task"):
            return cls(
                id=data["id"],
                name=data.get("name", ""),
                difficulty=int(data.get("difficulty", DEFAULT_DIFFICULTY)),
                attributes=tuple(data.get("attributes", ())),
                skills=tuple(data.get("skills", ())),
                description=data.get("description", ""),
                unlocks=tuple(data.get("unlocks", ())),
                needs=Needs(data.get("needs", Needs.ALL.value)),
                closes=tuple(data.get("closes", ())),
                victory=bool(data.get("victory", False)),
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class Challenge:
    """Challenge: two or more key tasks and how they are ordered, checked as a whole.

    Attributes:
        key_tasks: the key tasks, in the GM's order (the order of a linear challenge).
        structure: basic, linear or gated.
        victory_needs: gated challenges: whether any one victory condition wins (the usual
            case: one of a few, each behind a different choice) or all of them are needed.
        direct_opposition: opponents resist every key task, making each an opposed task.
        name: what the GM calls the challenge.
        opposition: who opposes the characters, for the GM's notes.
        description: the GM's notes.

    Raises:
        ChallengeGraphError: (or a subclass) the key tasks do not fit together: too few, a
            shared id, an unknown reference, an unlock cycle, no victory condition, or a
            victory condition nothing can reach.
    """

    key_tasks: tuple[KeyTask, ...]
    structure: Structure = Structure.BASIC
    victory_needs: Needs = Needs.ANY
    direct_opposition: bool = False
    name: str = ""
    opposition: str = ""
    description: str = ""
    _by_id: Mapping[str, KeyTask] = field(init=False, repr=False, compare=False)
    _prerequisites: Mapping[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _order: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key_tasks", tuple(self.key_tasks))
        object.__setattr__(self, "structure", Structure(self.structure))
        object.__setattr__(self, "victory_needs", Needs(self.victory_needs))
        if len(self.key_tasks) < MIN_KEY_TASKS:
            raise ChallengeGraphError(
                f"a challenge needs at least {MIN_KEY_TASKS} key tasks, not {len(self.key_tasks)}"
            )
        by_id: dict[str, KeyTask] = {}
        for task in self.key_tasks:
            if task.id in by_id:
                raise DuplicateKeyTaskError(
                    f"two key tasks share the id '{task.id}'", task_ids=(task.id,)
                )
            by_id[task.id] = task
        object.__setattr__(self, "_by_id", by_id)
        self._check_links()
        object.__setattr__(self, "_prerequisites", self._find_prerequisites())
        object.__setattr__(self, "_order", self._unlock_order())
        self._check_victory()

    def _check_links(self) -> None:
        for task in self.key_tasks:
            if self.structure is not Structure.GATED and (
                task.unlocks or task.closes or task.victory or task.needs is not Needs.ALL
            ):
                raise ChallengeGraphError(
                    f"key task '{task.label}' unlocks, closes, or wins on its own, which only "
                    f"a gated challenge allows (this one is {self.structure.value})",
                    task_ids=(task.id,),
                )
            for verb, ids in (("unlocks", task.unlocks), ("closes", task.closes)):
                for other in ids:
                    if other not in self._by_id:
                        raise UnknownKeyTaskError(
                            f"key task '{task.label}' {verb} '{other}', which is not a key task "
                            "of this challenge",
                            task_ids=(task.id, other),
                        )

    def _find_prerequisites(self) -> dict[str, tuple[str, ...]]:
        ids = [task.id for task in self.key_tasks]
        if self.structure is Structure.LINEAR:
            return {task_id: tuple(ids[index - 1 : index]) for index, task_id in enumerate(ids)}
        found: dict[str, list[str]] = {task_id: [] for task_id in ids}
        for task in self.key_tasks:
            for other in task.unlocks:
                found[other].append(task.id)
        return {task_id: tuple(before) for task_id, before in found.items()}

    def _unlock_order(self) -> tuple[str, ...]:
        """The key tasks with every task after those that unlock it; refuses an unlock cycle."""
        order: list[str] = []
        finished: set[str] = set()
        path: list[str] = []

        def visit(task_id: str) -> None:
            if task_id in finished:
                return
            if task_id in path:
                self._raise_cycle([*path[path.index(task_id) :], task_id])
            path.append(task_id)
            for before in self._prerequisites[task_id]:
                visit(before)
            path.pop()
            finished.add(task_id)
            order.append(task_id)

        for task in self.key_tasks:
            visit(task.id)
        return tuple(order)

    def _raise_cycle(self, cycle_backwards: list[str]) -> NoReturn:
        # The walk followed prerequisites, so reverse it to read in unlock order.
        cycle = cycle_backwards[::-1]
        first = self._by_id[cycle[0]].label
        through = " → ".join(f"'{self._by_id[task_id].label}'" for task_id in cycle[1:-1])
        message = f"key task '{first}' unlocks itself" + (f" through {through}" if through else "")
        raise UnlockCycleError(message, task_ids=cycle[:-1])

    def _check_victory(self) -> None:
        goals = self.victory_conditions
        if not goals:
            raise ChallengeGraphError(
                "a gated challenge needs at least one victory condition: mark the key task(s) "
                "that win it"
            )
        groups = [(goal,) for goal in goals] if self.victory_rule is Needs.ANY else [goals]
        for group in groups:
            if self._can_reach(group, Needs.ALL, done=frozenset(), blocked=frozenset()):
                continue
            names = " and ".join(f"'{self._by_id[goal].label}'" for goal in group)
            subject = "victory condition" if len(group) == 1 else "victory conditions"
            reach = "reached" if len(group) == 1 else "all reached"
            raise UnreachableVictoryError(
                f"{subject} {names} can never be {reach}: every route needs a key task that a "
                f"branch on the same route closes{self._branch_on_the_way(group)}",
                task_ids=group,
            )

    def _branch_on_the_way(self, goals: Iterable[str]) -> str:
        on_the_way = self._leading_to(goals)
        for task in self.key_tasks:
            for closed in task.closes:
                if task.id in on_the_way and closed in on_the_way:
                    return f" ('{task.label}' closes '{self._by_id[closed].label}')"
        return ""

    @property
    def ids(self) -> tuple[str, ...]:
        """The key task ids, in the GM's order."""
        return tuple(task.id for task in self.key_tasks)

    @property
    def unlock_order(self) -> tuple[str, ...]:
        """The key task ids, each after every key task it waits for."""
        return self._order

    def task(self, task_id: str) -> KeyTask:
        """The key task with this id.

        Raises:
            UnknownKeyTaskError: the challenge has no such key task.
        """
        try:
            return self._by_id[task_id]
        except KeyError:
            raise UnknownKeyTaskError(
                f"there is no key task '{task_id}' in this challenge", task_ids=(task_id,)
            ) from None

    def prerequisites(self, task_id: str) -> tuple[str, ...]:
        """Key tasks to do before this one: the one before it (linear) or those unlocking it."""
        self.task(task_id)
        return self._prerequisites[task_id]

    def needs(self, task_id: str) -> Needs:
        """Whether all of this key task's prerequisites are needed, or any one of them."""
        return self.task(task_id).needs

    def closes(self, task_id: str) -> tuple[str, ...]:
        """Key tasks closed off once this branch is taken."""
        return self.task(task_id).closes

    @property
    def victory_conditions(self) -> tuple[str, ...]:
        """Victory conditions: every key task (basic), the last (linear), or the GM's marks."""
        if self.structure is Structure.BASIC:
            return self.ids
        if self.structure is Structure.LINEAR:
            return self.ids[-1:]
        return tuple(task.id for task in self.key_tasks if task.victory)

    @property
    def victory_rule(self) -> Needs:
        """Whether the challenge is won by all its victory conditions or by any one of them."""
        return self.victory_needs if self.structure is Structure.GATED else Needs.ALL

    def victory_met(self, done: Iterable[str]) -> bool:
        """Victory: the victory conditions (all, or any one, as the challenge says) are done."""
        return _met(self.victory_conditions, self.victory_rule, frozenset(done))

    def fewest_key_tasks_to_win(
        self, *, done: Iterable[str] = (), blocked: Iterable[str] = ()
    ) -> int | None:
        """The fewest key tasks still to do for victory; None when victory is out of reach.

        Used to size a time budget. The search is exhaustive: instant for challenges of the
        usual size, slower for very large ones full of alternative routes.

        Args:
            done: key tasks already done.
            blocked: key tasks that can no longer be done (closed off, or failed for good).
        """
        goals, rule = self.victory_conditions, self.victory_rule
        relevant = self._leading_to(goals)
        cut_off = frozenset(blocked)
        level = {frozenset(done)}
        seen = set(level)
        steps = 0
        # Breadth first over what is done, so the first winning set found is a smallest one.
        while level:
            if any(_met(goals, rule, state) for state in level):
                return steps
            following: set[frozenset[str]] = set()
            for state in level:
                for task_id in self._moves(relevant, state, self._closed(state, cut_off)):
                    after = state | {task_id}
                    if after not in seen:
                        seen.add(after)
                        following.add(after)
            level, steps = following, steps + 1
        return None

    def can_win(self, *, done: Iterable[str] = (), blocked: Iterable[str] = ()) -> bool:
        """Whether some order of the remaining key tasks still reaches victory.

        Args:
            done: key tasks already done.
            blocked: key tasks that can no longer be done (closed off, or failed for good).
        """
        return self._can_reach(
            self.victory_conditions,
            self.victory_rule,
            done=frozenset(done),
            blocked=frozenset(blocked),
        )

    def _can_reach(
        self, goals: tuple[str, ...], rule: Needs, *, done: frozenset[str], blocked: frozenset[str]
    ) -> bool:
        """Search the sets of done key tasks for one meeting the goals.

        A key task that closes nothing still needed can only help, so it is done at once;
        only real branches are tried both ways, which keeps the search small.
        """
        relevant = self._leading_to(goals)
        seen: set[frozenset[str]] = set()
        pending = [done]
        while pending:
            state = pending.pop()
            closed = self._closed(state, blocked)
            branches = self._moves(relevant, state, closed)
            while harmless := [
                task_id
                for task_id in branches
                if relevant.intersection(self._by_id[task_id].closes) <= state | closed
            ]:
                state = state.union(harmless)
                branches = self._moves(relevant, state, closed)
            if state in seen:
                continue
            if _met(goals, rule, state):
                return True
            seen.add(state)
            pending.extend(state | {task_id} for task_id in branches)
        return False

    def _leading_to(self, goals: Iterable[str]) -> frozenset[str]:
        """The goals and every key task that may open the way to them."""
        found: set[str] = set()
        pending = list(goals)
        while pending:
            task_id = pending.pop()
            if task_id not in found:
                found.add(task_id)
                pending.extend(self._prerequisites[task_id])
        return frozenset(found)

    def _closed(self, done: frozenset[str], blocked: frozenset[str]) -> frozenset[str]:
        closed = set(blocked)
        for task_id in done:
            closed.update(self._by_id[task_id].closes)
        return frozenset(closed - done)

    def _moves(
        self, relevant: frozenset[str], done: frozenset[str], closed: frozenset[str]
    ) -> list[str]:
        """The relevant key tasks that could be done next."""
        return [
            task_id
            for task_id in self._order
            if task_id in relevant
            and task_id not in done
            and task_id not in closed
            and self._opened(task_id, done)
        ]

    def _opened(self, task_id: str, done: frozenset[str]) -> bool:
        before = self._prerequisites[task_id]
        if not before:
            return True
        finished = [other in done for other in before]
        return all(finished) if self.needs(task_id) is Needs.ALL else any(finished)

    def to_dict(self) -> JsonDict:
        """This challenge as plain JSON values."""
        return {
            "name": self.name,
            "structure": self.structure.value,
            "victory_needs": self.victory_needs.value,
            "direct_opposition": self.direct_opposition,
            "opposition": self.opposition,
            "description": self.description,
            "key_tasks": [task.to_dict() for task in self.key_tasks],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Challenge:
        """A challenge from `to_dict` output, checked again."""
        with reading_saved("challenge"):
            return cls(
                key_tasks=tuple(KeyTask.from_dict(task) for task in data["key_tasks"]),
                structure=Structure(data.get("structure", Structure.BASIC.value)),
                victory_needs=Needs(data.get("victory_needs", Needs.ANY.value)),
                direct_opposition=bool(data.get("direct_opposition", False)),
                name=data.get("name", ""),
                opposition=data.get("opposition", ""),
                description=data.get("description", ""),
            )


def _met(goals: Iterable[str], rule: Needs, done: frozenset[str]) -> bool:
    finished = [goal in done for goal in goals]
    return all(finished) if rule is Needs.ALL else any(finished)
