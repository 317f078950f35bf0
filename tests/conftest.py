"""Shared test set-up: Qt runs offscreen and never reads or writes the developer's settings."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
