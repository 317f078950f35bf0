"""The main window's dialogs."""
