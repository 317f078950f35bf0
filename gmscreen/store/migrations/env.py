"""Alembic's entry point: run the migrations on the connection the store passes in.

The store configures Alembic in code and begins the transaction itself, so this only binds the
connection; batch mode rebuilds SQLite tables where ALTER TABLE cannot.
"""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, render_as_batch=True, target_metadata=None)
with context.begin_transaction():
    context.run_migrations()
