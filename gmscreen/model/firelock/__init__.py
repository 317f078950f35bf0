"""The model layer's Firelock part: sheets, the running challenge and its commands, new records."""

from gmscreen.model.firelock.characters import AddFirelockCharacter
from gmscreen.model.firelock.characters import EditFirelockSheet
from gmscreen.model.firelock.characters import RenameFirelockCharacter
from gmscreen.model.firelock.commands import AbandonChallenge
from gmscreen.model.firelock.commands import DeclineBid
from gmscreen.model.firelock.commands import FailBid
from gmscreen.model.firelock.commands import PlaceBid
from gmscreen.model.firelock.commands import RecordChallengeRoll
from gmscreen.model.firelock.commands import read_challenge
from gmscreen.model.firelock.commands import step_label
from gmscreen.model.firelock.exchange import ChallengeSetup
from gmscreen.model.firelock.exchange import Contender
from gmscreen.model.firelock.exchange import Round
from gmscreen.model.firelock.exchange import RunningChallenge
from gmscreen.model.firelock.exchange import Team
from gmscreen.model.firelock.exchange_json import CHALLENGE_KEY
from gmscreen.model.firelock.exchange_json import challenge_from_json
from gmscreen.model.firelock.exchange_json import challenge_to_json
from gmscreen.model.firelock.records import demo_firelock_records
from gmscreen.model.firelock.records import new_firelock_records
from gmscreen.model.firelock.settings import SetFirelockDefaults
from gmscreen.model.firelock.sheet import blank_sheet
from gmscreen.model.firelock.sheet import campaign_defaults
from gmscreen.model.firelock.sheet import character_sheet
from gmscreen.model.firelock.sheet import defaults_from_settings
from gmscreen.model.firelock.sheet import defaults_to_settings
from gmscreen.model.firelock.sheet import repaired_sheet
from gmscreen.model.firelock.sheet import sheet_from_json
from gmscreen.model.firelock.sheet import sheet_to_json
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
