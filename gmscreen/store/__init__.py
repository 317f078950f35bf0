"""The campaign file: SQLModel tables over one SQLite file, migrations, export and snapshots."""
