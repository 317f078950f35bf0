"""Qt item models over the model layer's state, updated from the session's announcements."""
