"""The model layer's Firelock part: sheets, the running challenge and its commands, new records."""

from gmscreen.model.firelock.characters import (
    AddFirelockCharacter,
    EditFirelockSheet,
    RenameFirelockCharacter,
)
from gmscreen.model.firelock.commands import (
    AbandonChallenge,
    DeclineBid,
    FailBid,
    PlaceBid,
    RecordChallengeRoll,
    read_challenge,
    step_label,
)
from gmscreen.model.firelock.exchange import (
    ChallengeSetup,
    Contender,
    Round,
    RunningChallenge,
    Team,
)
from gmscreen.model.firelock.exchange_json import (
    CHALLENGE_KEY,
    challenge_from_json,
    challenge_to_json,
)
from gmscreen.model.firelock.records import demo_firelock_records, new_firelock_records
from gmscreen.model.firelock.settings import SetFirelockDefaults
from gmscreen.model.firelock.sheet import (
    blank_sheet,
    campaign_defaults,
    character_sheet,
    defaults_from_settings,
    defaults_to_settings,
    repaired_sheet,
    sheet_from_json,
    sheet_to_json,
)
from gmscreen.model.scene_record import tracker_of

__all__ = [
    "CHALLENGE_KEY",
    "AbandonChallenge",
    "AddFirelockCharacter",
    "ChallengeSetup",
    "Contender",
    "DeclineBid",
    "EditFirelockSheet",
    "FailBid",
    "PlaceBid",
    "RecordChallengeRoll",
    "RenameFirelockCharacter",
    "Round",
    "RunningChallenge",
    "SetFirelockDefaults",
    "Team",
    "blank_sheet",
    "campaign_defaults",
    "challenge_from_json",
    "challenge_to_json",
    "character_sheet",
    "defaults_from_settings",
    "defaults_to_settings",
    "demo_firelock_records",
    "new_firelock_records",
    "read_challenge",
    "repaired_sheet",
    "sheet_from_json",
    "sheet_to_json",
    "step_label",
    "tracker_of",
]
