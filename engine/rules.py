"""The rules reading: which reading of the rules a log was played under.

A saved log records it in its header (``"rules": n``). When a rules correction changes what
an already recorded action means (a verdict, a score, who may act), RULES goes up by one and
the action keeps its old meaning where ``table.rules`` is older, so that a game saved by an
earlier release opens showing what it showed. A new restriction (an action refused at a
moment an earlier release accepted it) is such a change too: it raises RULES, never joins a
reading a release has already written. A log whose header names no ``rules`` was
played under reading 1; a log with no header at all (written by hand) is read under the
current reading. The list below says what each reading changed.

1. the first release's reading.
2. next_turn waits for a Contraption choice still open this turn (crank, assemble, arrange):
   the turn cannot pass over it; under reading 1 it could.
3. Matches and tournaments (Tournament Rules 2.4 and appendix B): a match drawn by
   agreement after games keeps the games played and is marked as an agreed draw (reading 2
   dropped the leader's extra wins, leaving 0-0-0 after one won game); a round shorter than
   40 minutes is refused unless the organiser says the event is casual (reading 2 allowed it
   with a warning).
4. Actions at moments the rules forbid (first written by the release after
   a355192): next_turn does not pass over a Contraption upkeep that never began while it
   would move the CRANK! counter or roll (001), nor over a Hell card only looked at (000);
   contraptions_upkeep after the upkeep step is refused (the correction
   contraptions_upkeep_forgotten records it); contraptions_setup only at the start of a
   game; the shared sideboard's top card is played as from a hand (a land onto the
   battlefield by the active player, a spell onto the stack); the opening hand's Hell cards and mulligans only before the first turn; the
   shared sideboard and the Hell library are shuffled only while a game runs (000: an effect
   shuffles them); conspiracies enter and leave the command zone only at the start of a
   game, and are turned face up only during one (002, 905.4). Time is not called while time
   a judge added runs, nor in a match with no time limit (003 2.5, 2.6, appendix B); a match
   ends as time between games only before a turn after time is counted (003 2.5: once one is
   counted a game is being played); a Swiss result already recorded changes only by
   tournament_result_correction; a team match (Two-Headed Giant) with no games_to_win is one
   game (003 9.1; readings 1 to 3: two wins).
   The release a355192 first put these under reading 3, which ae9b5c0 had already written:
   its games were then refused at a line they had accepted. Under reading 3 the
   engine accepts what ae9b5c0 accepted, with the same result; a355192's reading-3 games
   only ever held actions these restrictions let through, so they replay as they showed.
   The engine does what its own words say, and counts and checks who the rules name:
   commander_damage only in a Commander game, as its text says (CR 903; a
   casual or Two-Headed Giant game took it); a companion's claim lasts until that player's
   companion is cast, after which another player may name the card (000), and any player
   plays the shared sideboard's top card, a named companion too (000: "any player"; the claim
   a355192 enforced here is gone); a game ending while a Hell card is only looked at puts that
   card back on top of the Hell library instead of sweeping it under (000: the sweep skips
   the libraries); hell_bottom only after a mulligan, at most as many Hell cards as
   mulligans taken less those already put under (CR 103.5); a player who conceded has left
   the game (CR 104.3a, 800.4): next_turn passes over them (or their team), and what a
   player does (hell_draw, hell_mulligan, hell_bottom, hell_name_companion,
   hell_cast_companion, sideboard_play_top, commander_cast, commander damage their
   commander deals) is refused for them; the numbers they are the object of stay the
   table's to fix.
   A name typed for a game, a tournament or a draft holds no control character and no
   invisible character that changes the text around it (a direction override): the same
   rule a file's names meet (engine/names.py), so that no game started now makes a file
   another phone refuses.
5. One step is one action, and the next game starts from the table as it is now (written
   by the session after e3777b7): after time is called in a match, next_turn also counts
   the turn among the extra turns (003 2.5), as extra_turn_end does, so passing the turn on
   the table counts it (under reading 4 only extra_turn_end counted it); choose_first_player
   moves the turn to the player drawn only before any turn has passed (CR 103.1: it
   decides who plays first); later it only draws a player, and the turn stays where it is
   (reading 4 moved the turn to them); new_game puts away a match that has ended, so its
   score is not carried into the next game nor into a file sent after it (the history
   keeps how it ended; a match still being played stays).
"""

RULES = 5
