"""Hot Circle tests as the roll log keeps them, and replayed from their faces.

A test's log entry holds the test as set up (`inputs["test"]`), every face rolled in order
(`faces`: task roll, obstacle roll, each reroll, then any tie-breaks) and the rerolls made
(`outcome["rerolls"]`). Replaying the faces through `FixedDice` rebuilds the rules' roll
exactly, so the test panel shows whatever the log says — after an undo too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any
from typing import TypeVar

from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityRoll
from gmscreen.rules.hotcircle.ability import AbilityTest
from gmscreen.rules.hotcircle.ability import reroll_ability_test
from gmscreen.rules.hotcircle.ability import roll_ability_test
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Settlement
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import settle_from_faces
from gmscreen.rules.hotcircle.obstacle import ObstacleRoll
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.obstacle import reroll_obstacle_test
from gmscreen.rules.hotcircle.obstacle import roll_obstacle_test
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.stakes import Hindrance
from gmscreen.rules.hotcircle.stakes import HindranceKind
from gmscreen.rules.hotcircle.stakes import Reward
from gmscreen.rules.hotcircle.stakes import Roller
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import Rank

OBSTACLE_KIND = "hotcircle-obstacle"
ABILITY_KIND = "hotcircle-ability"
RULE = "roll log"
TIE_BREAKS = "tie_breaks"
TestT = TypeVar("TestT")
RollT = TypeVar("RollT", ObstacleRoll, AbilityRoll)


def stakes_json(stakes: Stakes) -> JsonDict:
    """The stakes as JSON: their fields by name, as `obstacle_test_from_json` reads them back."""
    return dataclasses.asdict(stakes)


def roller_json(roller: Roller) -> JsonDict:
    """One side of a test as JSON."""
    dice = roller.dice
    return {
        "name": roller.name,
        "fit": dice.fit.value,
        "lifepath": dice.lifepath,
        "rating": dice.rating,
        "extra_lifepaths": list(dice.extra_lifepaths),
        "traits": list(dice.traits),
        "conditions": list(dice.conditions),
        "wises": list(dice.wises),
        "skills": list(dice.skills),
        "hindrances": [
            {"kind": item.kind.value, "name": item.name, "reward": item.reward.value}
            for item in roller.hindrances
        ],
        "lifepath_reward": roller.lifepath_reward.value,
        "persona_points": roller.persona_points,
    }


def _strings(data: JsonDict, key: str) -> tuple[str, ...]:
    return tuple(str(item) for item in data.get(key, []))


def roller_from_json(data: JsonDict) -> Roller:
    """One side of a test from its JSON."""
    rating = data.get("rating")
    return Roller(
        name=str(data.get("name", "")),
        dice=TaskDice(
            fit=LifepathFit(data.get("fit", "neutral")),
            lifepath=str(data.get("lifepath", "")),
            rating=int(rating) if rating is not None else None,
            extra_lifepaths=_strings(data, "extra_lifepaths"),
            traits=_strings(data, "traits"),
            conditions=_strings(data, "conditions"),
            wises=_strings(data, "wises"),
            skills=_strings(data, "skills"),
        ),
        hindrances=tuple(
            Hindrance(HindranceKind(item["kind"]), str(item["name"]), Reward(item["reward"]))
            for item in data.get("hindrances", [])
        ),
        lifepath_reward=Reward(data.get("lifepath_reward", Reward.FATE_POINT.value)),
        persona_points=int(data.get("persona_points", 0)),
    )


def obstacle_test_json(test: ObstacleTest) -> JsonDict:
    """An obstacle test as set up, as JSON."""
    return {
        "stakes": stakes_json(test.stakes),
        "player": roller_json(test.player),
        "opponent": roller_json(test.opponent) if test.opponent is not None else None,
        "difficulty": int(test.difficulty) if test.difficulty is not None else None,
        "rank": int(test.rank),
        "edge": test.edge.value,
        "sides": test.sides,
    }


def obstacle_test_from_json(data: JsonDict) -> ObstacleTest:
    """An obstacle test from its JSON."""
    opponent = data.get("opponent")
    difficulty = data.get("difficulty")
    return ObstacleTest(
        stakes=Stakes(**{key: str(value) for key, value in data["stakes"].items()}),
        player=roller_from_json(data["player"]),
        opponent=roller_from_json(opponent) if opponent is not None else None,
        difficulty=int(difficulty) if difficulty is not None else None,
        rank=Rank(int(data.get("rank", 0))),
        edge=Edge(data.get("edge", "none")),
        sides=int(data["sides"]),
    )


def ability_test_json(test: AbilityTest) -> JsonDict:
    """An ability test as set up, as JSON (the tables are the campaign's defaults)."""
    return {
        "ability": test.ability.value,
        "asset": test.asset,
        "lifepath": test.lifepath,
        "fit": test.fit.value,
        "rating": test.rating,
        "task_bonuses": list(test.task_bonuses),
        "obstacle_modifiers": list(test.obstacle_modifiers),
        "difficulty": test.difficulty,
        "rank": int(test.rank),
        "taxed": sorted(ability.value for ability in test.taxed),
        "fate_points": test.fate_points,
        "edge": test.edge.value,
        "sides": test.sides,
    }


def ability_test_from_json(data: JsonDict) -> AbilityTest:
    """An ability test from its JSON."""
    rating, difficulty = data.get("rating"), data.get("difficulty")
    return AbilityTest(
        ability=Ability(data["ability"]),
        asset=str(data["asset"]),
        lifepath=str(data["lifepath"]),
        fit=LifepathFit(data.get("fit", "neutral")),
        rating=int(rating) if rating is not None else None,
        task_bonuses=_strings(data, "task_bonuses"),
        obstacle_modifiers=_strings(data, "obstacle_modifiers"),
        difficulty=int(difficulty) if difficulty is not None else None,
        rank=Rank(int(data.get("rank", 0))),
        taxed=frozenset(Ability(value) for value in data.get("taxed", [])),
        fate_points=int(data.get("fate_points", 0)),
        edge=Edge(data.get("edge", "none")),
        sides=int(data["sides"]),
    )


def contest_faces(contest: Contest) -> tuple[int, ...]:
    """Every face of a contest in the order it was rolled."""

    def first(pool: Pool) -> tuple[int, ...]:
        for item in contest.rerolls:
            if item.pool is pool:
                return item.before.faces
        return (contest.task if pool is Pool.TASK else contest.obstacle).faces

    faces = [*first(Pool.TASK), *first(Pool.OBSTACLE)]
    for reroll in contest.rerolls:
        faces.extend(reroll.after.faces)
    return tuple(faces)


def settlement_faces(settlement: Settlement) -> tuple[int, ...]:
    """The faces rolled to break a dead heat, in order."""
    return tuple(
        face for task, obstacle in settlement.tie_breaks for face in (*task.faces, *obstacle.faces)
    )


def tie_breaks_json(settlement: Settlement) -> list[JsonDict]:
    """The rolls made to break a dead heat, each pool's faces apart (`outcome["tie_breaks"]`)."""
    return [
        {"task": list(task.faces), "obstacle": list(obstacle.faces)}
        for task, obstacle in settlement.tie_breaks
    ]


def _tie_break_dice(record: RollRecord, contest: Contest, left: FixedDice) -> FixedDice:
    """The dice that break a logged tie: the per-pool rolls `outcome["tie_breaks"]` holds,
    checked by the rules (each the size of its pool, as many as the tie took) and against the
    faces left in the log. An entry logged before tie-breaks were kept per pool has only the
    faces left."""
    logged = record.outcome.get(TIE_BREAKS)
    if logged is None:
        return left
    pairs = [
        (tuple(int(face) for face in item["task"]), tuple(int(face) for face in item["obstacle"]))
        for item in logged
    ]
    settle_from_faces(contest, pairs)
    flat = [face for task, obstacle in pairs for face in (*task, *obstacle)]
    rest = list(left.roll(left.remaining, contest.task.sides)) if left.remaining else []
    if rest != flat:
        raise RulesError(
            "this test's logged tie-break rolls do not match its logged faces", rule=RULE
        )
    return FixedDice(flat)


def rerolls_json(contest: Contest) -> list[JsonDict]:
    """The rerolls made so far, with each roll's result before and after."""
    return [
        {
            "pool": item.pool.value,
            "reason": item.reason.value,
            "side": item.side.value,
            "before": item.before.result,
            "after": item.after.result,
        }
        for item in contest.rerolls
    ]


def _decisions(outcome: JsonDict) -> list[tuple[Pool, RerollReason, Side]]:
    items: list[Any] = list(outcome.get("rerolls", []))
    return [
        (Pool(item["pool"]), RerollReason(item["reason"]), Side(item["side"])) for item in items
    ]


def _replay(
    record: RollRecord,
    from_json: Callable[[Any], TestT],
    roll: Callable[..., RollT],
    reroll: Callable[..., RollT],
) -> tuple[RollT, FixedDice]:
    """Roll a logged test again on its logged faces and make its logged rerolls."""
    try:
        test = from_json(record.inputs["test"])
        dice = FixedDice(record.faces)
        result = roll(test, dice=dice)
        for pool, reason, side in _decisions(record.outcome):
            result = reroll(result, pool, reason=reason, side=side, dice=dice)
        dice = _tie_break_dice(record, result.contest, dice)
    except RulesError:
        raise
    except (KeyError, TypeError, ValueError) as error:
        raise RulesError(f"this test's log entry cannot be read ({error})", rule=RULE) from None
    return result, dice


def replay_obstacle_test(record: RollRecord) -> tuple[ObstacleRoll, FixedDice]:
    """The obstacle test a log entry holds, rerolls made; the dice hold any tie-break faces."""
    return _replay(record, obstacle_test_from_json, roll_obstacle_test, reroll_obstacle_test)


def replay_ability_test(record: RollRecord) -> tuple[AbilityRoll, FixedDice]:
    """The ability test a log entry holds, rerolls made; the dice hold any tie-break faces."""
    return _replay(record, ability_test_from_json, roll_ability_test, reroll_ability_test)
