"""The rules engine: pure Python, no Qt, no database; it could be published on its own."""
