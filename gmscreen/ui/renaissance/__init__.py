"""The GM screen's Renaissance panels: character sheets, checks and contests, initiative."""
