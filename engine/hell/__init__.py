"""Hell's Half-Draft (seed 000): card pools, mana costs, colours and the Hell-draw verdict.

Pure functions and data only: ``mana`` parses costs, ``colors`` names colours, ``verdict``
judges a Hell draw, ``cards`` is the card model and ``importers`` reads pool files.
"""
