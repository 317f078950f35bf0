"""The shell of the GM screen: main window, file menu, workspaces registry, undo bridge."""
