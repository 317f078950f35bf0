"""The main window's docks, one module each."""
