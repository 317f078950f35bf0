"""Universal VTT files (Dungeondraft, DungeonFog, Arkenforge…) read into proposed zone maps.

`read_uvtt` checks a file's bytes and bounds; `propose_map` turns its walls and doors into zones
and links; `ImportMap` is the one undoable command creating the map. No Qt here.
"""
