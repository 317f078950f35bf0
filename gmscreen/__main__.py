"""Lets `python -m gmscreen` start the application."""

import sys

from gmscreen.app import main

sys.exit(main())
