"""Hot Circle RPG panels: session zero, sheets, tests, the scene flow, the end of session."""
