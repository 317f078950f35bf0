"""The Firelock panels: character sheets, and the challenge panel with its bidding exchange."""
