"""Where a challenge stands at a glance: key task progress, intervals spent, contest priority."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.contest import ContestOutcome
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.ui import boxes
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

GOOD, BAD, WARN, ACCENT = "#2e7d32", "#c62828", "#b35c00", "#d99a1e"
# Bar fills light enough for the bar's own dark text to stay readable over them.
FILL_GOOD, FILL_BAD, FILL_WARN, FILL_PROGRESS, FILL_TIME = (
    "#a5d6a7",
    "#ef9a9a",
    "#ffcc80",
    "#ffe08a",
    "#a9c8f0",
)
OUTCOME_COLOURS = {
    ChallengeOutcome.IN_PROGRESS.value: ACCENT,
    ChallengeOutcome.WON.value: GOOD,
    ChallengeOutcome.LOST.value: BAD,
    ChallengeOutcome.OUT_OF_TIME.value: BAD,
    ChallengeOutcome.CONFLICT.value: WARN,
    ContestOutcome.PLAYERS_WON.value: GOOD,
    ContestOutcome.OPPOSITION_WON.value: BAD,
}
SIDE_NAMES = {Side.PLAYERS: "Players", Side.OPPOSITION: "Opposition"}
# Each outcome in words (the chip's colour only repeats it), for the translators.
OUTCOME_TITLES = {
    "in progress": QT_TRANSLATE_NOOP("ChallengeStatus", "in progress"),
    "won": QT_TRANSLATE_NOOP("ChallengeStatus", "won"),
    "lost": QT_TRANSLATE_NOOP("ChallengeStatus", "lost"),
    "out of time": QT_TRANSLATE_NOOP("ChallengeStatus", "out of time"),
    "conflict": QT_TRANSLATE_NOOP("ChallengeStatus", "conflict"),
    "players won": QT_TRANSLATE_NOOP("ChallengeStatus", "players won"),
    "opposition won": QT_TRANSLATE_NOOP("ChallengeStatus", "opposition won"),
}


def outcome_chip(label: QLabel, outcome: str) -> None:
    """Show an outcome as a coloured chip: amber in progress, green won, red lost."""
    colour = OUTCOME_COLOURS.get(outcome, ACCENT)
    title = OUTCOME_TITLES.get(outcome, outcome)
    label.setText(QCoreApplication.translate("ChallengeStatus", title).upper())
    label.setStyleSheet(
        f"color: white; background: {colour}; border-radius: 8px; padding: 1px 8px;"
        " font-weight: 700; font-size: 8pt;"
    )


def key_task_progress(state: ChallengeState) -> tuple[int, int | None]:
    """Key tasks done, and the fewest still needed for victory (None: out of reach)."""
    remaining = state.challenge.fewest_key_tasks_to_win(
        done=state.done, blocked=state.failed | state.closed
    )
    return len(state.done), remaining


def progress_bar(name: str) -> QProgressBar:
    """A slim bar that carries its own text."""
    bar = QProgressBar()
    bar.setObjectName(name)
    bar.setTextVisible(True)
    bar.setMaximumHeight(18)
    return bar


def _bar_colour(bar: QProgressBar, colour: str) -> None:
    bar.setStyleSheet(
        "QProgressBar { border: 1px solid palette(mid); border-radius: 4px; text-align: center;"
        " background: palette(base); }"
        f"QProgressBar::chunk {{ background: {colour}; border-radius: 3px; }}"
    )


class ChallengeStatus(QWidget):
    """Progress towards victory; intervals on a timed challenge; round and priority in a contest."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress_label = QLabel(self.tr("Progress"))
        self.progress = progress_bar("keyTaskProgress")
        self.time_label = QLabel(self.tr("Time"))
        self.time = progress_bar("intervals")
        self.opposition_label = QLabel(self.tr("Opposition"))
        self.opposition = progress_bar("oppositionProgress")
        self.priority = QLabel("")
        self.priority.setObjectName("priority")
        self.priority.setWordWrap(True)
        layout = boxes.grid(
            [
                [self.progress_label, self.progress],
                [self.opposition_label, self.opposition],
                [self.time_label, self.time],
                [boxes.Span(self.priority, 2)],
            ],
            parent=self,
            margins=0,
        )
        layout.setVerticalSpacing(3)
        layout.setColumnStretch(1, 1)

    def show_challenge(self, state: ChallengeState) -> None:
        """A plain challenge: its progress and, when timed, its clock."""
        self._show_progress(self.progress, state)
        self.progress_label.setText(self.tr("Progress"))
        self._show_time(state)
        for widget in (self.opposition_label, self.opposition):
            widget.hide()
        note = ""
        if state.outcome is ChallengeOutcome.OUT_OF_TIME and state.clock is not None:
            consequence = state.clock.limit.consequence or self.tr("the GM's consequence applies")
            note = self.tr("Out of time: %s") % consequence
        elif state.outcome is ChallengeOutcome.CONFLICT:
            note = self.tr("Now a conflict: %s") % (state.conflict_note or self.tr("start combat"))
        self.priority.setText(f"<span style='color:{BAD}'>⚠ {note}</span>" if note else "")
        self.priority.setVisible(bool(note))

    def show_contest(self, contest: ContestState) -> None:
        """A contest: both sides' progress, the round, who has priority and who acts next."""
        self.progress_label.setText(self.tr("Players"))
        self._show_progress(self.progress, contest.players)
        self._show_progress(self.opposition, contest.opposition)
        for widget in (self.opposition_label, self.opposition, self.priority):
            widget.show()
        self.time_label.hide()
        self.time.hide()
        if contest.outcome is not ContestOutcome.IN_PROGRESS:
            self.priority.setText(self.tr("Round %d — contest over") % contest.round)
            return
        has = SIDE_NAMES[contest.priority]
        text = self.tr("Round %d · <b>%s</b> have priority · next: <b>%s</b>") % (
            contest.round,
            has,
            SIDE_NAMES[contest.next_side],
        )
        if contest.priority_next_round is not None:
            text += (
                self.tr(" · %s seized it for next round") % SIDE_NAMES[contest.priority_next_round]
            )
        self.priority.setText(f"<span style='color:{ACCENT}'>◆</span> {text}")

    def _show_progress(self, bar: QProgressBar, state: ChallengeState) -> None:
        done, remaining = key_task_progress(state)
        if remaining is None:
            bar.setRange(0, max(1, done))
            bar.setValue(done)
            bar.setFormat(self.tr("%d done · victory out of reach") % done)
            _bar_colour(bar, FILL_BAD)
            return
        bar.setRange(0, max(1, done + remaining))
        bar.setValue(done)
        if remaining:
            bar.setFormat(self.tr("%d done · at least %d more to win") % (done, remaining))
        else:
            bar.setFormat(self.tr("%d done · victory") % done)
        _bar_colour(bar, FILL_GOOD if state.outcome is ChallengeOutcome.WON else FILL_PROGRESS)

    def _show_time(self, state: ChallengeState) -> None:
        clock = state.clock
        self.time_label.setVisible(clock is not None)
        self.time.setVisible(clock is not None)
        if clock is None:
            return
        limit = clock.limit
        budget = limit.budget
        self.time.setRange(0, budget or max(1, clock.elapsed))
        self.time.setValue(min(clock.elapsed, budget or clock.elapsed))
        if budget is None:
            self.time.setFormat(
                self.tr("%d intervals of %s, no deadline") % (clock.elapsed, limit.interval)
            )
        else:
            self.time.setFormat(
                self.tr("%d of %d intervals (%s each)") % (clock.elapsed, budget, limit.interval)
            )
        late = state.outcome is ChallengeOutcome.OUT_OF_TIME
        near = budget is not None and budget - clock.elapsed <= clock.rules.intervals_per_task
        _bar_colour(self.time, FILL_BAD if late else FILL_WARN if near else FILL_TIME)
        tip = self.tr("Out of time: %s") % (limit.consequence or self.tr("the GM's consequence"))
        self.time.setToolTip(tip)
