"""Hot Circle RPG in the campaign: sheets, session zero, tests, scene flow, end of session."""
