"""The model layer: campaign state, commands with undo/redo, and the session that runs them."""
