"""The frozen application's entry point: what the `gmscreen` executable runs."""

import sys

from gmscreen.app import main

sys.exit(main())
