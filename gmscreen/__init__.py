"""gmscreen: a desktop GM screen for tabletop role-playing games."""

__version__ = "0.1.0"
APP_NAME = "gmscreen"
APP_DISPLAY_NAME = "GM Screen"
ORGANIZATION = "gmscreen"
APP_ID = "org.gmscreen.GMScreen"
