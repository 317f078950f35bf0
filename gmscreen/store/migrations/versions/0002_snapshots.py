"""Snapshots kept inside the campaign file, and the roll log indexed by time.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "snapshot",
        sa.Column("id", sa.Integer(), primary_key=True, nullable=False),
        sa.Column("time", sa.String(), nullable=False),
        sa.Column("label", sa.String(), nullable=False),
        sa.Column("reason", sa.String(), nullable=False),
        sa.Column("action_seq", sa.Integer(), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
    )
    with op.batch_alter_table("roll") as batch:
        batch.create_index("ix_roll_time", ["time"])
    op.execute("PRAGMA user_version = 2")


def downgrade() -> None:
    with op.batch_alter_table("roll") as batch:
        batch.drop_index("ix_roll_time")
    op.drop_table("snapshot")
    op.execute("PRAGMA user_version = 1")
