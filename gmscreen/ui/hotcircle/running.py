"""Running a command from a Hot Circle panel and hearing why it was refused."""

from __future__ import annotations

from gmscreen.model.commands import Command
from gmscreen.ui.shell.undo import SessionBridge


def run_command(bridge: SessionBridge, command: Command) -> str:
    """Execute a command through the bridge; the reason it was refused, or "" when it ran."""
    reasons: list[str] = []

    def heard(reason: str) -> None:
        reasons.append(reason)

    bridge.refused.connect(heard)
    try:
        done = bridge.execute(command) is not None
    finally:
        bridge.refused.disconnect(heard)
    if done:
        return ""
    return reasons[-1] if reasons else "refused"
