"""Everything Qt: the main window, its panels, the map and the player view."""
