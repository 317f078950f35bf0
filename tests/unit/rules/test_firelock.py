"""Firelock sheets, challenge rolls, substitutions, complex challenges and champions."""

from fractions import Fraction

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import Chain
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Offer
from gmscreen.rules.firelock import Party
from gmscreen.rules.firelock import Plausibility
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import SubstitutionVetoedError
from gmscreen.rules.firelock import choose_score
from gmscreen.rules.firelock import initiator_win_chance
from gmscreen.rules.firelock import roll_challenge
from gmscreen.rules.firelock import roll_champions
from gmscreen.rules.firelock import static_obstacle

KIM = CharacterSheet.create(
    "Kim",
    abilities={"Body": 3, "Finesse": 6, "Mind": 4, "Sense": 5, "Social": 2},
    skills={"Melee": 5, "Medicine": 7, "Reputation": 4},
)
BO = CharacterSheet.create(
    "Bo",
    abilities={"Body": 6, "Finesse": 4, "Mind": 3, "Sense": 4, "Social": 3},
    skills={"Melee": 3, "Sneak": 6},
)
ADA = CharacterSheet.create(
    "Ada",
    abilities={"Body": 2, "Finesse": 3, "Mind": 6, "Sense": 8, "Social": 5},
    skills={"Paranoia": 4},
)
SWORDPLAY = ("Finesse", "Melee")


# Character sheets


def test_a_sheet_rates_the_five_abilities_in_order_and_finds_scores_by_any_case() -> None:
    sheet = CharacterSheet.create(
        "Kim",
        abilities={"social": 2, "BODY": 3, "Mind": 4, "Sense": 5, "Finesse": 6},
        skills={"Melee": 5},
    )
    assert [name for name, _ in sheet.abilities] == ["Body", "Finesse", "Mind", "Sense", "Social"]
    assert sheet.rating(" melee ") == 5
    assert sheet.is_ability("finesse")
    assert not sheet.is_ability("Melee")


def test_a_sheet_without_every_ability_is_refused() -> None:
    with pytest.raises(RulesError, match="needs a rating for Sense, Social"):
        CharacterSheet.create("Kim", abilities={"Body": 3, "Finesse": 6, "Mind": 4})


def test_an_unknown_ability_is_refused_with_advice_to_make_it_a_skill() -> None:
    abilities = {"Body": 3, "Finesse": 6, "Mind": 4, "Sense": 5, "Social": 2, "Luck": 4}
    with pytest.raises(RulesError, match="Luck is not an ability"):
        CharacterSheet.create("Kim", abilities=abilities)


def test_ratings_outside_the_gms_range_are_refused() -> None:
    abilities = {"Body": 13, "Finesse": 6, "Mind": 4, "Sense": 5, "Social": 2}
    with pytest.raises(RulesError, match="Kim's Body must be 0–10, not 13"):
        CharacterSheet.create("Kim", abilities=abilities)
    wide = FirelockDefaults(rating_max=15)
    assert CharacterSheet.create("Kim", abilities=abilities, defaults=wide).rating("Body") == 13


@pytest.mark.parametrize(
    ("skills", "message"),
    [
        ({"finesse": 2}, "already has a score named finesse"),
        ({"Melee": 2, "MELEE": 3}, "already has a score named MELEE"),
        ({"  ": 2}, "a skill without a name"),
    ],
)
def test_skill_names_must_be_new_and_not_blank(skills: dict[str, int], message: str) -> None:
    abilities = {"Body": 3, "Finesse": 6, "Mind": 4, "Sense": 5, "Social": 2}
    with pytest.raises(RulesError, match=message):
        CharacterSheet.create("Kim", abilities=abilities, skills=skills)


def test_the_gm_may_rename_the_abilities() -> None:
    defaults = FirelockDefaults(abilities=("Might", "Wits"))
    sheet = CharacterSheet.create("Kim", abilities={"Might": 4, "Wits": 5}, defaults=defaults)
    assert sheet.rating("wits") == 5
    with pytest.raises(RulesError, match="needs a rating for Wits"):
        CharacterSheet.create("Kim", abilities={"Might": 4}, defaults=defaults)


def test_defaults_refuse_a_positive_penalty() -> None:
    with pytest.raises(RulesError, match="cannot be positive"):
        FirelockDefaults(dubious_penalty=5)


def test_a_score_the_sheet_lacks_is_refused_not_guessed() -> None:
    with pytest.raises(RulesError, match="Bo has no score named Medicine"):
        choose_score(BO, "Medicine", offered=("Medicine",))


# The challenge roll


def test_higher_total_wins_by_the_difference() -> None:
    result = roll_challenge(
        initiator=choose_score(KIM, "Finesse", offered=SWORDPLAY),
        responder=choose_score(BO, "Melee", offered=SWORDPLAY),
        dice=FixedDice([2, 9]),
    )
    assert (result.initiator.total, result.responder.total) == (8, 12)
    assert result.winner is Side.RESPONDER
    assert result.loser is Side.INITIATOR
    assert result.margin == 4
    assert result.faces == (2, 9)


def test_a_tie_goes_to_the_side_that_initiated() -> None:
    result = roll_challenge(
        initiator=choose_score(BO, "Melee", offered=SWORDPLAY),
        responder=choose_score(KIM, "Finesse", offered=SWORDPLAY),
        dice=FixedDice([8, 5]),
    )
    assert result.initiator.total == result.responder.total == 11
    assert result.tied
    assert result.winner is Side.INITIATOR
    assert result.margin == 0


def test_a_static_obstacle_adds_its_number_to_the_gms_die() -> None:
    wall = static_obstacle(7)
    result = roll_challenge(
        initiator=choose_score(KIM, "Body", offered=("Body",)),
        responder=wall,
        dice=FixedDice([9, 4]),
    )
    assert result.responder.total == 11
    assert result.winner is Side.INITIATOR
    assert wall.label == "obstacle 7"


def test_the_exact_chance_to_win_counts_ties_for_the_initiator() -> None:
    even = choose_score(KIM, "Melee", offered=SWORDPLAY)
    assert initiator_win_chance(initiator=even, responder=static_obstacle(5)) == Fraction(55, 100)
    assert initiator_win_chance(initiator=even, responder=static_obstacle(14)) == Fraction(1, 100)
    assert initiator_win_chance(initiator=even, responder=static_obstacle(0)) == Fraction(9, 10)


# Substitutions


def test_a_score_not_offered_needs_the_gms_ruling() -> None:
    with pytest.raises(RulesError, match="Reputation was not offered") as refused:
        choose_score(KIM, "Reputation", offered=("Charm", "Negotiation"))
    assert refused.value.rule == "offered scores"


@pytest.mark.parametrize(
    ("ruling", "modifier"),
    [
        (Plausibility.MOSTLY_SENSIBLE, -3),
        (Plausibility.DUBIOUS, -5),
        (Plausibility.BORDERLINE, -8),
    ],
)
def test_each_standard_penalty_comes_off_the_total(ruling: Plausibility, modifier: int) -> None:
    approach = choose_score(
        KIM, "Reputation", offered=("Charm", "Negotiation"), substitution=ruling
    )
    result = roll_challenge(
        initiator=approach, responder=static_obstacle(0), dice=FixedDice([6, 1])
    )
    assert approach.substituted
    assert approach.modifier == modifier
    assert result.initiator.total == 6 + 4 + modifier


def test_an_implausible_substitution_is_vetoed() -> None:
    with pytest.raises(SubstitutionVetoedError, match="vetoes"):
        choose_score(KIM, "Medicine", offered=SWORDPLAY, substitution=Plausibility.IMPLAUSIBLE)


def test_a_clever_substitution_earns_at_most_three() -> None:
    clever = choose_score(KIM, "Reputation", offered=("Charm",), substitution=3)
    assert clever.bonus == 4 + 3
    assert clever.label == "Kim: Reputation 4 (substitution, +3)"
    with pytest.raises(RulesError, match=r"at most \+3, not \+4"):
        choose_score(KIM, "Reputation", offered=("Charm",), substitution=4)
    generous = FirelockDefaults(max_substitution_bonus=4)
    assert (
        choose_score(KIM, "Reputation", offered=("Charm",), substitution=4, defaults=generous).bonus
        == 8
    )


def test_the_gm_may_set_any_penalty_and_edit_the_standard_ones() -> None:
    assert choose_score(KIM, "Reputation", offered=("Charm",), substitution=-2).modifier == -2
    harsh = FirelockDefaults(dubious_penalty=-6)
    approach = choose_score(
        KIM, "Reputation", offered=("Charm",), substitution=Plausibility.DUBIOUS, defaults=harsh
    )
    assert approach.label == "Kim: Reputation 4 (substitution, −6)"


def test_an_offered_score_is_not_a_substitution() -> None:
    with pytest.raises(RulesError, match="Melee was offered"):
        choose_score(KIM, "melee", offered=SWORDPLAY, substitution=Plausibility.DUBIOUS)


# Complex challenges

COMBAT = (
    ChainStep("hit", Offer.both("Finesse", "Melee")),
    ChainStep("wound", Offer.both("Body")),
)


def test_a_blow_that_lands_goes_on_to_the_wound_roll() -> None:
    chain = Chain(steps=COMBAT)
    hit = chain.roll(
        initiator=choose_score(KIM, "Melee", offered=SWORDPLAY),
        responder=choose_score(BO, "Finesse", offered=SWORDPLAY),
        dice=FixedDice([6, 5]),
    )
    chain = chain.settle(hit)
    assert chain.current_step == COMBAT[1]
    assert not chain.is_over
    wound = chain.roll(
        initiator=choose_score(KIM, "Body", offered=("Body",)),
        responder=choose_score(BO, "Body", offered=("Body",)),
        dice=FixedDice([9, 2]),
    )
    chain = chain.settle(wound)
    assert chain.is_over
    assert chain.winner is Side.INITIATOR
    assert chain.settled[-1].result.margin == 4  # how severe the wound is


def test_a_missed_blow_ends_the_chain_for_the_defender() -> None:
    chain = Chain(steps=COMBAT)
    miss = chain.roll(
        initiator=choose_score(KIM, "Melee", offered=SWORDPLAY),
        responder=choose_score(BO, "Finesse", offered=SWORDPLAY),
        dice=FixedDice([1, 9]),
    )
    chain = chain.settle(miss)
    assert chain.winner is Side.RESPONDER
    assert chain.current_step is None
    with pytest.raises(RulesError, match="is over"):
        chain.roll(
            initiator=choose_score(KIM, "Body", offered=("Body",)),
            responder=choose_score(BO, "Body", offered=("Body",)),
            dice=FixedDice([5, 5]),
        )


TREATMENT = (
    ChainStep("diagnosis", Offer(("Sense", "Medicine"), ())),
    ChainStep("cure", Offer(("Mind", "Medicine"), ())),
)


def _diagnosed(defaults: FirelockDefaults | None = None) -> Chain:
    chain = Chain(steps=TREATMENT, defaults=defaults or FirelockDefaults())
    diagnosis = chain.roll(
        initiator=choose_score(KIM, "Medicine", offered=("Sense", "Medicine")),
        responder=static_obstacle(8),
        dice=FixedDice([5, 3]),
    )
    return chain.settle(diagnosis)


def test_a_score_serves_once_per_complex_challenge() -> None:
    chain = _diagnosed()
    medicine_again = choose_score(KIM, "Medicine", offered=("Mind", "Medicine"))
    with pytest.raises(RulesError, match="Kim already used Medicine") as refused:
        chain.roll(initiator=medicine_again, responder=static_obstacle(8), dice=FixedDice([9, 1]))
    assert refused.value.rule == "each score once per complex challenge"
    mind = choose_score(KIM, "Mind", offered=("Mind", "Medicine"))
    cure = chain.roll(initiator=mind, responder=static_obstacle(8), dice=FixedDice([9, 1]))
    assert chain.settle(cure).winner is Side.INITIATOR


def test_the_gm_may_let_scores_repeat_in_a_chain() -> None:
    chain = _diagnosed(FirelockDefaults(scores_once_per_chain=False))
    medicine_again = choose_score(KIM, "Medicine", offered=("Mind", "Medicine"))
    cure = chain.roll(
        initiator=medicine_again, responder=static_obstacle(8), dice=FixedDice([2, 1])
    )
    assert chain.settle(cure).winner is Side.INITIATOR


def test_a_chain_roll_uses_that_rolls_offer_unless_substituted() -> None:
    chain = _diagnosed()
    sense = choose_score(KIM, "Sense", offered=("Sense", "Medicine"))
    with pytest.raises(RulesError, match="cure offers Mind, Medicine to the initiator, not Sense"):
        chain.roll(initiator=sense, responder=static_obstacle(8), dice=FixedDice([5, 5]))
    substitute = choose_score(
        KIM, "Sense", offered=("Mind", "Medicine"), substitution=Plausibility.DUBIOUS
    )
    assert chain.roll(initiator=substitute, responder=static_obstacle(8), dice=FixedDice([5, 5]))


def test_bidding_decides_who_won_a_chain_roll() -> None:
    chain = Chain(steps=COMBAT)
    hit = chain.roll(
        initiator=choose_score(KIM, "Melee", offered=SWORDPLAY),
        responder=choose_score(BO, "Finesse", offered=SWORDPLAY),
        dice=FixedDice([6, 5]),
    )
    bidding = Bidding(challenge=hit)
    with pytest.raises(RulesError, match="not over yet"):
        chain.settle(hit, bidding=bidding)
    other_roll = roll_challenge(
        initiator=hit.initiator.approach, responder=hit.responder.approach, dice=FixedDice([1, 1])
    )
    with pytest.raises(RulesError, match="another roll"):
        chain.settle(other_roll, bidding=bidding)
    bidding = bidding.decline(Side.RESPONDER)
    assert chain.settle(hit, bidding=bidding).current_step == COMBAT[1]


# Group challenges

GUARDS = Party("the guards", (BO, ADA))
AMBUSHERS = Party("the ambushers", (KIM,))
WATCH = ("Sense", "Paranoia")


def test_each_side_puts_forward_its_best_champion() -> None:
    champion = GUARDS.best_champion(WATCH)
    assert champion.character == ADA
    assert (champion.score, champion.bonus) == ("Sense", 8)
    second_best = GUARDS.best_champion(WATCH, used={("ada", "sense")})
    assert (second_best.character, second_best.score) == (BO, "Sense")


def test_one_pair_of_rolls_between_champions() -> None:
    result = roll_champions(
        initiators=AMBUSHERS,
        responders=GUARDS,
        initiator=choose_score(KIM, "Finesse", offered=("Finesse", "Sneak")),
        responder=GUARDS.best_champion(WATCH),
        dice=FixedDice([7, 4]),
    )
    assert result.faces == (7, 4)
    assert result.winner is Side.INITIATOR  # 13 against 12: one roll, not one per guard


def test_the_gm_may_weigh_numbers_against_a_champion() -> None:
    army = choose_score(KIM, "Finesse", offered=("Finesse", "Sneak")).with_situation(-4)
    assert army.label == "Kim: Finesse 6 (GM −4)"
    result = roll_champions(
        initiators=AMBUSHERS,
        responders=GUARDS,
        initiator=army,
        responder=GUARDS.best_champion(WATCH),
        dice=FixedDice([7, 4]),
    )
    assert (result.initiator.total, result.winner) == (9, Side.RESPONDER)


def test_a_champion_must_belong_to_the_side() -> None:
    with pytest.raises(RulesError, match="Kim is not one of the guards"):
        roll_champions(
            initiators=AMBUSHERS,
            responders=GUARDS,
            initiator=choose_score(KIM, "Finesse", offered=("Finesse",)),
            responder=choose_score(KIM, "Sense", offered=WATCH),
            dice=FixedDice([7, 4]),
        )
    with pytest.raises(RulesError, match="must roll with a champion"):
        GUARDS.check_champion(static_obstacle(5))
    with pytest.raises(RulesError, match="nobody in the ambushers"):
        AMBUSHERS.best_champion(("Paranoia",))


def test_a_side_may_swap_champions_between_rolls_of_a_chain() -> None:
    steps = (
        ChainStep("spot", Offer(("Finesse", "Sneak"), WATCH)),
        ChainStep("chase", Offer(("Body",), ("Body",))),
    )
    chain = Chain(steps=steps, initiators=AMBUSHERS, responders=GUARDS)
    spot = chain.roll(
        initiator=choose_score(KIM, "Finesse", offered=("Finesse", "Sneak")),
        responder=GUARDS.best_champion(WATCH),
        dice=FixedDice([10, 3]),
    )
    chain = chain.settle(spot)
    assert spot.responder.approach.character == ADA
    chase = chain.roll(
        initiator=choose_score(KIM, "Body", offered=("Body",)),
        responder=GUARDS.best_champion(("Body",), used=chain.used_scores(Side.RESPONDER)),
        dice=FixedDice([5, 5]),
    )
    assert chase.responder.approach.character == BO
    with pytest.raises(RulesError, match="Kim is not one of the guards"):
        chain.roll(
            initiator=choose_score(KIM, "Body", offered=("Body",)),
            responder=choose_score(KIM, "Body", offered=("Body",)),
            dice=FixedDice([5, 5]),
        )
