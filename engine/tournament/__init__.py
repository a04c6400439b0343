"""Matches and tournaments by the Magic Tournament Rules (2019): the event record and its
JSON (``event``), standings and tiebreakers (``standings``), Swiss pairing (``swiss`` over
``matching``), recommended rounds (``rounds``), play-off brackets (``bracket``), a match's
score and play/draw choice (``match``) and the round clock (``clock``).  Pure functions and
data; nothing here touches the game state."""
