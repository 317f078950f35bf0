"""Shared test set-up: Qt runs offscreen and never reads or writes the developer's settings."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The desktop's recent-documents list (gmscreen adds each campaign it opens) goes here, not
# into the developer's own.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="gmscreen-test-data-")
