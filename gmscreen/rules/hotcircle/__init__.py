"""Hot Circle RPG (a Burning Wheel hack): pools read by their best die, tests, artha, campaign."""
