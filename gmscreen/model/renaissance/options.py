"""The Renaissance defaults a GM may change, kept in the campaign's settings JSON.

Where the basic rules are damaged or silent (the downgrade list, how long a contest may reroll,
how ties in initiative break, a Luck Point cap, defaulting penalties) the rules engine takes an
options value; this module reads those values from the campaign and writes them back by command.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.rules.renaissance import ContestOptions
from gmscreen.rules.renaissance import DefaultingOptions
from gmscreen.rules.renaissance import GradeOptions
from gmscreen.rules.renaissance import InitiativeOptions
from gmscreen.rules.renaissance import LuckOptions
from gmscreen.rules.renaissance import PercentileMethod

ROLLED_METHODS = (PercentileMethod.ONE_D100, PercentileMethod.TWO_D10)


@dataclass(frozen=True, slots=True)
class RenaissanceOptions:
    """Every GM-editable Renaissance default, with the rules engine's defaults.

    Attributes:
        percentile_method: how the app rolls a D% (one d100, or two d10 tens first).
        grades: how a downgrade of a critical success is read.
        contest: rounds a contest rerolls before the GM decides.
        initiative: whether the higher modifier breaks initiative ties.
        luck: Luck Points gained per session break, and any cap.
        defaulting: the penalties for defaulting to a related skill or an aptitude.
        retry_rule: the optional −10 per earlier try is offered in the modifier list.
    """

    percentile_method: PercentileMethod = PercentileMethod.ONE_D100
    grades: GradeOptions = field(default_factory=GradeOptions)
    contest: ContestOptions = field(default_factory=ContestOptions)
    initiative: InitiativeOptions = field(default_factory=InitiativeOptions)
    luck: LuckOptions = field(default_factory=LuckOptions)
    defaulting: DefaultingOptions = field(default_factory=DefaultingOptions)
    retry_rule: bool = True

    def __post_init__(self) -> None:
        if self.percentile_method not in ROLLED_METHODS:
            raise CommandError("the app rolls a D% as 1d100 or 2d10")
        if self.contest.max_rounds < 1:
            raise CommandError("a contest needs at least one round before the GM decides")
        if self.luck.gained_per_session_break < 0:
            raise CommandError("a session break cannot take Luck Points away")
        if self.luck.maximum is not None and self.luck.maximum < 0:
            raise CommandError("a Luck Point cap cannot be negative")
        if self.defaulting.related_skill_penalty < 0 or self.defaulting.aptitude_penalty < 0:
            raise CommandError("give defaulting penalties as sizes (30, not −30)")


def options_from_settings(settings: JsonDict) -> RenaissanceOptions:
    """The options a campaign's settings hold; anything missing or unreadable is the default."""
    default = RenaissanceOptions()
    try:
        maximum = settings.get("luck_maximum")
        return RenaissanceOptions(
            percentile_method=PercentileMethod(
                settings.get("percentile_method", default.percentile_method.value)
            ),
            grades=GradeOptions(
                downgrade_critical_success_to_basic=bool(
                    settings.get("downgrade_critical_success_to_basic", False)
                )
            ),
            contest=ContestOptions(
                max_rounds=int(settings.get("contest_max_rounds", default.contest.max_rounds))
            ),
            initiative=InitiativeOptions(
                higher_modifier_first=bool(settings.get("initiative_higher_modifier_first", True))
            ),
            luck=LuckOptions(
                gained_per_session_break=int(
                    settings.get("luck_per_session_break", default.luck.gained_per_session_break)
                ),
                maximum=None if maximum is None else int(maximum),
            ),
            defaulting=DefaultingOptions(
                related_skill_penalty=int(
                    settings.get(
                        "defaulting_skill_penalty", default.defaulting.related_skill_penalty
                    )
                ),
                aptitude_penalty=int(
                    settings.get("defaulting_aptitude_penalty", default.defaulting.aptitude_penalty)
                ),
            ),
            retry_rule=bool(settings.get("retry_rule", True)),
        )
    except (CommandError, TypeError, ValueError):
        return default


def options_settings(options: RenaissanceOptions) -> JsonDict:
    """The settings keys that store these options."""
    return {
        "percentile_method": options.percentile_method.value,
        "downgrade_critical_success_to_basic": options.grades.downgrade_critical_success_to_basic,
        "contest_max_rounds": options.contest.max_rounds,
        "initiative_higher_modifier_first": options.initiative.higher_modifier_first,
        "luck_per_session_break": options.luck.gained_per_session_break,
        "luck_maximum": options.luck.maximum,
        "defaulting_skill_penalty": options.defaulting.related_skill_penalty,
        "defaulting_aptitude_penalty": options.defaulting.aptitude_penalty,
        "retry_rule": options.retry_rule,
    }


def campaign_options(state: CampaignState) -> RenaissanceOptions:
    """The options of the open campaign."""
    return options_from_settings(state.campaign.settings)


class SetRenaissanceOptions(Command):
    """The GM changes the Renaissance defaults of the campaign (one undo step)."""

    def __init__(self, options: RenaissanceOptions) -> None:
        self._options = options

    @property
    def name(self) -> str:
        return "change the Renaissance rule options"

    def plan(self, state: CampaignState) -> ChangeSet:
        campaign = state.campaign
        settings: dict[str, Any] = {**campaign.settings, **options_settings(self._options)}
        if settings == campaign.settings:
            return ChangeSet()
        after = dataclasses.replace(campaign, settings=settings)
        return ChangeSet((RecordChange.of(campaign, after),))
