"""Match and tournament actions (Magic Tournament Rules 2.1-2.6, 2.10, 3.1, 10.4, appendices
B, C, E), over the pure modules of this package.

A match (``table.features["match"]``): ``match_start``, ``match_game``, ``match_concede``,
``match_agree_draw``, the round clock (``clock_start``, ``clock_pause``, ``clock_add``,
``clock_time_called``), the extra turns (``extra_turn_end``) and the end on time
(``match_time_over``).

A tournament (``table.features["tournament"]``): ``tournament_create``,
``tournament_import``, ``tournament_pair``, ``tournament_result``, ``tournament_drop``,
``tournament_playoff``, ``tournament_playoff_result``.

Random results (the first game's chooser, the Swiss order, the play-off draft seating) are
drawn once and recorded in the action; a Swiss round also records its pairings, so an old
log replays to the same rounds whatever a later pairing algorithm would choose.
"""

from __future__ import annotations

from engine.actions.base import Action, register
from engine.errors import EngineError, InvalidField, RuleViolation
from engine.fields import Bool, Field, Int, ListOf, Text, _Refusal
from engine.tournament import bracket
from engine.tournament.clock import (
    GAME_DRAWN, SUDDEN_DEATH, ExtraTurns, RoundClock, unfinished_game_outcome,
)
from engine.tournament.errors import InvalidEvent, PairingRefused
from engine.tournament.event import Event, Match, check_event, event_from_json
from engine.tournament.match import A, B, SIDES, MatchScore, first_game_chooser
from engine.tournament.standings import compute_standings, tally
from engine.tournament.state import (
    MATCH, TOURNAMENT, GameRecord, MatchState, Playoff, PlayoffSlot, TournamentState,
)
from engine.tournament.swiss import pair_next_round

MAX_PLAYERS = 256
NAME_LENGTH = 60
MAX_ROUNDS = 64
AT_MAX = 2**53


# --- fields ------------------------------------------------------------------------------------

class Name(Field):
    """A player's name as the event spells it (kept exactly, so it matches the event)."""

    kind = "name"

    def parse(self, value):
        if not isinstance(value, str):
            raise _Refusal("must be text")
        if not value.strip():
            raise _Refusal("must not be empty")
        if len(value) > NAME_LENGTH:
            raise _Refusal(f"must be at most {NAME_LENGTH} characters")
        return value


class EventJson(Field):
    """An event in the JSON shape of issue 5 (``engine.tournament.event``); kept in its
    canonical form (``Event.to_json()``)."""

    kind = "event"

    def decode(self, action_type, value):
        try:
            event = event_from_json(value)
        except EngineError as error:
            raise InvalidEvent(f"{action_type}: field '{self.name}': {error.message}",
                               field=self.name, **{k: v for k, v in error.details.items()
                                                   if k != "field"}) from None
        except (TypeError, ValueError, RecursionError) as error:
            raise InvalidEvent(f"{action_type}: field '{self.name}' is not an event ({error})",
                               field=self.name) from None
        if not 2 <= len(event.players) <= MAX_PLAYERS:
            raise InvalidEvent(f"{action_type}: an event has 2 to {MAX_PLAYERS} players",
                               field=self.name, players=len(event.players))
        if len(event.rounds) > MAX_ROUNDS:
            raise InvalidEvent(f"{action_type}: at most {MAX_ROUNDS} rounds", field=self.name)
        long = next((p for p in event.players if len(p) > NAME_LENGTH), None)
        if long is not None:
            raise InvalidEvent(f"{action_type}: a name has at most {NAME_LENGTH} characters",
                               field=self.name)
        return event.to_json()


def side_field(name: str, **kw) -> Text:
    return Text(name, choices=SIDES, **kw)


def at_field(**kw) -> Int:
    return Int("at", lo=0, hi=AT_MAX, doc="when, in ms from the app (the engine reads no clock)",
               **kw)


# --- a match -----------------------------------------------------------------------------------

def match_of(table) -> MatchState:
    match = table.features.get(MATCH)
    if match is None:
        raise RuleViolation("no match has been started; start one with match_start")
    return match


def running_match(table) -> MatchState:
    match = match_of(table)
    if match.over:
        raise RuleViolation("the match is over", result=list(match.final()))
    return match


def clock_of(match: MatchState) -> RoundClock:
    if match.clock is None:
        raise RuleViolation("this match is played without a time limit")
    return match.clock


@register
class MatchStart(Action):
    type = "match_start"
    starts = True          # undoing it asks first
    doc = ("Start a match between sides a and b (2.1): games to win (2; 1 in Two-Headed Giant), "
           "Swiss or play-off, the round length (50 minutes; under 40 is allowed, with a "
           "warning) or no limit; who chooses play/draw in game 1 (2.2: random in Swiss, "
           "recorded; the better seed in a play-off).")
    fields = (
        Text("a", max_length=NAME_LENGTH),
        Text("b", max_length=NAME_LENGTH),
        Int("games_to_win", lo=1, hi=9, default=2),
        Bool("playoff", default=False),
        side_field("better_seed", default=None, nullable=True,
                   doc="play-off: the side seeded higher in the Swiss standings"),
        Bool("team", default=False, doc="a team format such as Two-Headed Giant: 3 extra turns"),
        Int("minutes", lo=1, hi=24 * 60, default=50, nullable=True,
            doc="round length; null: no time limit (a play-off final)"),
        side_field("chooser", default=None, nullable=True,
                   doc="who chooses in game 1; drawn at random in Swiss when absent"),
    )

    def validate(self, table):
        if self.a.casefold() == self.b.casefold():
            raise InvalidField("match_start: the two sides need different names", field="b")
        if self.playoff and self.better_seed is None and self.chooser is None:
            raise InvalidField("match_start: a play-off match needs the better seed (2.2)",
                               field="better_seed")
        if self.playoff and self.chooser is not None and self.better_seed is not None \
                and self.chooser != self.better_seed:
            raise InvalidField("match_start: in a play-off the better seed chooses (2.2)",
                               field="chooser")

    def draw(self, rng, table):
        if self.chooser is None:
            if self.playoff:
                self.chooser = first_game_chooser(playoff=True, better_seed=self.better_seed)
            else:
                self.chooser = first_game_chooser(playoff=False, rng=rng)

    def apply(self, table):
        how = "better_seed" if self.playoff else "random"
        table.features[MATCH] = MatchState(
            names={A: self.a, B: self.b},
            score=MatchScore(chooser=self.chooser, games_to_win=self.games_to_win),
            playoff=self.playoff, team=self.team, first_chooser=how,
            clock=None if self.minutes is None else RoundClock(limit_seconds=self.minutes * 60),
            minutes=self.minutes)


def _after_game(match: MatchState) -> None:
    """The match after a game was recorded: over on wins; after time (2.5) no new game
    starts, except the sudden-death play of a tied play-off."""
    score = match.score
    if score.finished:
        match.ended_by = "wins"
        match.sudden_death = False
    elif match.time_called:
        if match.playoff and score.wins_a == score.wins_b:
            match.sudden_death = True
        else:
            match.ended_by = "time"
            match.sudden_death = False


@register
class MatchGame(Action):
    type = "match_game"
    doc = ("A game of the match ended: winner a or b, or null for a drawn game (not counted, "
           "2.1). The loser chooses play/draw next (2.2).")
    fields = (side_field("winner", nullable=True),)

    def validate(self, table):
        running_match(table)

    def apply(self, table):
        match = table.features[MATCH]
        match.games.append(GameRecord(self.winner, match.score.chooser))
        match.score = match.score.record_game(self.winner)
        _after_game(match)


@register
class MatchConcede(Action):
    type = "match_concede"
    doc = "Side concedes the match (2.4): recorded as 2-1 if they had won a game."
    fields = (side_field("side"),)

    def validate(self, table):
        running_match(table)

    def apply(self, table):
        match = table.features[MATCH]
        match.result = match.score.conceded_by(self.side)
        match.ended_by = "concession"
        match.sudden_death = False


@register
class MatchAgreeDraw(Action):
    type = "match_agree_draw"
    doc = "The players agree to draw the match (2.4): 0-0-3 before any game. Not in a play-off."

    def validate(self, table):
        match = running_match(table)
        if match.playoff:
            raise RuleViolation("a play-off match cannot end in a draw (2.5)")

    def apply(self, table):
        match = table.features[MATCH]
        match.result = match.score.agreed_draw()
        match.ended_by = "agreed_draw"


@register
class ClockStart(Action):
    type = "clock_start"
    doc = "Start (or resume) the round clock at at ms."
    fields = (at_field(),)

    def validate(self, table):
        match = running_match(table)
        clock = clock_of(match)
        if clock.running:
            raise RuleViolation("the round clock is already running")
        if match.time_called:
            raise RuleViolation("time has been called")

    def apply(self, table):
        match = table.features[MATCH]
        match.clock = match.clock.start(self.at / 1000)


@register
class ClockPause(Action):
    type = "clock_pause"
    doc = "Pause the round clock at at ms."
    fields = (at_field(),)

    def validate(self, table):
        clock = clock_of(running_match(table))
        if not clock.running:
            raise RuleViolation("the round clock is not running")
        if self.at / 1000 < clock.running_since:
            raise InvalidField("clock_pause: at is before the clock was started", field="at")

    def apply(self, table):
        match = table.features[MATCH]
        match.clock = match.clock.pause(self.at / 1000)


@register
class ClockAdd(Action):
    type = "clock_add"
    doc = "Add time to the round (2.6: a judge's stop of more than a minute, a deck check + 3 min)."
    fields = (Int("seconds", lo=1, hi=24 * 3600),)

    def validate(self, table):
        match = running_match(table)
        clock_of(match)
        if match.time_called:
            raise RuleViolation("time has already been called")

    def apply(self, table):
        match = table.features[MATCH]
        match.clock = match.clock.add_time(self.seconds)


@register
class ClockTimeCalled(Action):
    type = "clock_time_called"
    doc = ("Time is called (2.5): the turn in progress is turn 0, then 5 extra turns (3 in a "
           "team format), plus any turns given for slow play. The app sends it when its "
           "countdown reaches zero; a judge may call it by hand.")
    fields = (at_field(), Int("penalty_turns", lo=0, hi=20, default=0))

    def validate(self, table):
        match = running_match(table)
        if match.time_called:
            raise RuleViolation("time has already been called")
        clock = match.clock
        if clock is not None and clock.running and self.at / 1000 < clock.running_since:
            raise InvalidField("clock_time_called: at is before the clock was started", field="at")

    def apply(self, table):
        match = table.features[MATCH]
        now = self.at / 1000
        if match.clock is not None:
            match.clock = match.clock.pause(now)
        match.time_called_at = now
        match.extra = ExtraTurns.after_time(team=match.team, penalty_turns=self.penalty_turns)


@register
class ExtraTurnEnd(Action):
    type = "extra_turn_end"
    doc = "A turn ended after time was called: turn 0 (the one in progress), then 1, 2, ..."

    def validate(self, table):
        match = running_match(table)
        if match.extra is None:
            raise RuleViolation("time has not been called")
        if match.extra.finished:
            raise RuleViolation("the extra turns are over")

    def apply(self, table):
        match = table.features[MATCH]
        match.extra = match.extra.end_turn()


@register
class MatchTimeOver(Action):
    type = "match_time_over"
    doc = ("Time is over (2.5): in_game, the extra turns ended with a game unfinished (a "
           "play-off gives both life totals); not in_game, time ran out between games. Swiss: "
           "the unfinished game is a draw and the match ends. Play-off with equal wins: the "
           "higher life total wins the game; equal life (or between games) is sudden death.")
    fields = (Bool("in_game", default=True),
              Int("life_a", lo=-999_999, hi=999_999, default=None, nullable=True),
              Int("life_b", lo=-999_999, hi=999_999, default=None, nullable=True))

    def validate(self, table):
        match = running_match(table)
        if not match.time_called:
            raise RuleViolation("time has not been called")
        if (self.life_a is None) != (self.life_b is None):
            raise InvalidField("match_time_over: give both life totals, or neither",
                               field="life_b" if self.life_b is None else "life_a")
        if not self.in_game:
            if self.life_a is not None:
                raise InvalidField("match_time_over: between games there are no life totals",
                                   field="life_a")
            if match.sudden_death:
                raise RuleViolation("sudden death: play on until a player has less life than "
                                    "the other, then record that game")
            return
        if not match.extra.finished:
            raise RuleViolation(f"{match.extra.remaining} extra turn(s) are still to be played",
                                remaining=match.extra.remaining)
        if match.playoff and self.life_a is None:
            raise InvalidField("match_time_over: a play-off game is decided by the life totals "
                               "(2.5); give both", field="life_a")

    def apply(self, table):
        match = table.features[MATCH]
        lives = (self.life_a, self.life_b) if self.in_game and self.life_a is not None else (None, None)
        outcome = unfinished_game_outcome(match.score, playoff=match.playoff,
                                          life_a=lives[0], life_b=lives[1])
        if outcome == GAME_DRAWN:
            if self.in_game:
                match.games.append(GameRecord(None, match.score.chooser, "time"))
                match.score = match.score.record_game(None)
            match.ended_by = "time"
            match.sudden_death = False
        elif outcome == SUDDEN_DEATH:
            match.sudden_death = True
        else:
            match.games.append(GameRecord(outcome, match.score.chooser, "time"))
            match.score = match.score.record_game(outcome)
            match.ended_by = "wins" if match.score.finished else "time"
            match.sudden_death = False


# --- a tournament ------------------------------------------------------------------------------

def tournament_of(table) -> TournamentState:
    tournament = table.features.get(TOURNAMENT)
    if tournament is None:
        raise RuleViolation("no tournament has been created; create one with tournament_create")
    return tournament


def swiss_open(tournament: TournamentState) -> None:
    if tournament.playoff is not None:
        raise RuleViolation("the play-off has begun; the Swiss rounds are closed")


def rematches_in(event: Event, matches) -> int:
    records = tally(event)
    return sum(1 for m in matches if m.b is not None and m.b in records[m.a].opponents)


@register
class TournamentCreate(Action):
    type = "tournament_create"
    starts = True          # undoing it asks first
    doc = ("Create a tournament (2 to 256 players, registration order); it replaces any "
           "earlier one. The Swiss rounds and play-off follow appendix E.")
    fields = (
        ListOf("players", item=Text("name", max_length=NAME_LENGTH), min_items=2,
               max_items=MAX_PLAYERS),
        Int("games_to_win", lo=1, hi=9, default=2),
        Bool("booster_draft_playoff", default=False,
             doc="a limited event whose play-off is a booster draft (appendix E, 9-16 players)"),
    )

    def validate(self, table):
        folded = [p.casefold() for p in self.players]
        if len(set(folded)) != len(folded):
            twice = next(p for p in self.players if folded.count(p.casefold()) > 1)
            raise InvalidField(f"tournament_create: the name '{twice}' is given twice",
                               field="players", name=twice)

    def apply(self, table):
        table.features[TOURNAMENT] = TournamentState(
            event=Event(tuple(self.players)), games_to_win=self.games_to_win,
            booster_draft_playoff=self.booster_draft_playoff)


@register
class TournamentImport(Action):
    type = "tournament_import"
    doc = ("Take an event in the JSON shape {players, rounds, dropped} (as exported); it "
           "replaces any tournament kept so far.")
    fields = (EventJson("event"), Int("games_to_win", lo=1, hi=9, default=2),
              Bool("booster_draft_playoff", default=False))

    def apply(self, table):
        table.features[TOURNAMENT] = TournamentState(
            event=event_from_json(self.event), games_to_win=self.games_to_win,
            booster_draft_playoff=self.booster_draft_playoff)


@register
class TournamentPair(Action):
    type = "tournament_pair"
    starts = True          # undoing it asks first
    doc = ("Pair the next Swiss round (10.4; maximum-weight matching within score groups, no "
           "rematch while another pairing exists, one bye at most per player, to the lowest "
           "ranked without one). The random order is drawn and recorded, and so are the "
           "pairings ([a, b] per table, b null for the bye); given pairings are checked and used.")
    fields = (
        ListOf("order", item=Name("name"), max_items=MAX_PLAYERS, default=None, nullable=True,
               doc="the random order of the active players (drawn when absent)"),
        ListOf("pairings", item=ListOf("pair", item=Name("name", nullable=True), min_items=2,
                                       max_items=2),
               max_items=MAX_PLAYERS, default=None, nullable=True,
               doc="the round's tables as [a, b]; b null is the bye (computed when absent)"),
    )

    def validate(self, table):
        tournament = tournament_of(table)
        swiss_open(tournament)
        event = tournament.event
        if event.finished_rounds < len(event.rounds):
            raise RuleViolation(f"round {len(event.rounds)} is not finished: every match needs a "
                                f"result first", round=len(event.rounds))
        if len(event.rounds) >= MAX_ROUNDS:
            raise RuleViolation(f"at most {MAX_ROUNDS} rounds")
        active = event.active_players()
        if len(active) < 2:
            raise PairingRefused("at least two players must still be in the event to pair a round",
                                 players=len(active))
        if self.order is not None and sorted(self.order) != sorted(active):
            raise PairingRefused("the order must name every active player exactly once",
                                 field="order")
        if self.pairings is not None:
            if any(pair[0] is None for pair in self.pairings):
                raise InvalidField("tournament_pair: a table needs its first player",
                                   field="pairings")
            event.with_round([Match(a, b) for a, b in self.pairings])

    def draw(self, rng, table):
        if self.pairings is not None:
            return
        event = table.features[TOURNAMENT].event
        paired = pair_next_round(event, rng if self.order is None else self.order)
        self.order = list(paired.order)
        self.pairings = [[m.a, m.b] for m in paired.matches]

    def apply(self, table):
        tournament = table.features[TOURNAMENT]
        matches = [Match(a, b) for a, b in self.pairings]
        before = tournament.event
        tournament.event = Event(before.players, before.rounds + (tuple(matches),),
                                 dict(before.dropped))
        byes = {m.a for rnd in before.rounds for m in rnd if m.is_bye}
        tournament.last_pairing = {
            "round": len(tournament.event.rounds),
            "rematches": rematches_in(before, matches),
            "repeated_byes": sum(1 for m in matches if m.is_bye and m.a in byes),
        }


@register
class TournamentResult(Action):
    type = "tournament_result"
    doc = ("The result of player's match in a Swiss round, from player's side: [their game "
           "wins, their opponent's, drawn games] (a concession after winning a game is 2-1, an "
           "agreed draw before any game 0-0-3). It may correct an earlier result.")
    fields = (
        Int("round", lo=1, hi=MAX_ROUNDS),
        Name("player"),
        ListOf("result", item=Int("games", lo=0, hi=99), min_items=3, max_items=3),
    )

    def validate(self, table):
        tournament = tournament_of(table)
        swiss_open(tournament)
        if not any(self.result):
            raise InvalidField("tournament_result: a result counts at least one game "
                               "(an agreed draw before any game is 0-0-3)", field="result")
        updated = tournament.event.with_result(self.round, self.player, self.result)
        check_event(updated, games_to_win=tournament.games_to_win)

    def apply(self, table):
        tournament = table.features[TOURNAMENT]
        tournament.event = tournament.event.with_result(self.round, self.player, self.result)


@register
class TournamentDrop(Action):
    type = "tournament_drop"
    doc = ("Player leaves the tournament after the last round paired (2.10); before round 1 "
           "they are not in the standings at all.")
    fields = (Name("player"),)

    def validate(self, table):
        tournament = tournament_of(table)
        swiss_open(tournament)
        event = tournament.event
        if self.player not in event.players:
            raise InvalidField(f"tournament_drop: {self.player!r} is not a player", field="player")
        if self.player in event.dropped:
            raise RuleViolation(f"{self.player} has already left the tournament")

    def apply(self, table):
        tournament = table.features[TOURNAMENT]
        tournament.event = tournament.event.with_drop(self.player)


@register
class TournamentPlayoff(Action):
    type = "tournament_playoff"
    starts = True          # undoing it asks first
    doc = ("Close the Swiss rounds and seat the single-elimination play-off (10.4): top 8 "
           "(1-8, 4-5, 2-7, 3-6), top 4 (1-4, 2-3) or any power of two by the standings; or, "
           "after a booster draft among the top 8, by draft seats 1-5, 3-7, 2-6, 4-8 (the "
           "seating is drawn at random and recorded when not given).")
    fields = (
        Int("size", lo=2, hi=MAX_PLAYERS, default=None, nullable=True,
            doc="players in the bracket; default appendix E's top 8 or top 4"),
        Bool("draft", default=False, doc="seat by a play-off booster draft (eight players)"),
        ListOf("seating", item=Name("name"), min_items=8, max_items=8, default=None,
               nullable=True, doc="draft seats 1 to 8 (drawn when absent)"),
    )

    def _size(self, tournament) -> int:
        active = len(tournament.event.active_players())
        if self.size is not None:
            return self.size
        if self.draft or self.seating is not None:
            return 8
        size = tournament.plan().playoff_size
        while size > 2 and size // 2 >= active:
            size //= 2
        return size

    def _ranked(self, tournament) -> list[str]:
        active = set(tournament.event.active_players())
        return [s.player for s in compute_standings(tournament.event) if s.player in active]

    def validate(self, table):
        tournament = tournament_of(table)
        swiss_open(tournament)
        event = tournament.event
        if event.finished_rounds < len(event.rounds):
            raise RuleViolation(f"round {len(event.rounds)} is not finished")
        size = self._size(tournament)
        if size & (size - 1):
            raise InvalidField("tournament_playoff: a bracket holds 2, 4, 8, ... players",
                               field="size")
        ranked = self._ranked(tournament)
        if len(ranked) < 2:
            raise RuleViolation("a play-off needs at least two players")
        if not size // 2 < min(size, len(ranked)):
            raise InvalidField(f"tournament_playoff: {len(ranked)} players cannot fill a "
                               f"bracket of {size}", field="size")
        if self.draft or self.seating is not None:
            if size != 8 or len(ranked) < 8:
                raise RuleViolation("the play-off draft seats exactly the top eight")
            if self.seating is not None and sorted(self.seating) != sorted(ranked[:8]):
                raise InvalidField("tournament_playoff: the seating must be the top eight",
                                   field="seating")

    def draw(self, rng, table):
        tournament = table.features[TOURNAMENT]
        self.size = self._size(tournament)
        if self.draft and self.seating is None:
            self.seating = bracket.random_draft_seating(self._ranked(tournament)[:8], rng)

    def apply(self, table):
        tournament = table.features[TOURNAMENT]
        size = self._size(tournament)
        ranked = self._ranked(tournament)
        if self.seating is not None:
            first = bracket.draft_bracket(self.seating, ranked)
            playoff = Playoff(size, "draft", list(self.seating))
        else:
            first = bracket.seeded_bracket(ranked[:size], size)
            playoff = Playoff(size, "standings")
        playoff.rounds.append([PlayoffSlot.of(m) for m in first])
        _settle_playoff(playoff)
        tournament.playoff = playoff


def _settle_playoff(playoff: Playoff) -> None:
    """Seat the next round (or name the champion) once every match of this one is decided."""
    while playoff.champion is None:
        current = playoff.rounds[-1]
        if any(slot.winner is None for slot in current):
            return
        if len(current) == 1:
            playoff.champion = current[0].winner
            return
        matches = [bracket.PlayoffMatch(bracket.Seat(s.high, s.high_seed),
                                        None if s.low is None else bracket.Seat(s.low, s.low_seed))
                   for s in current]
        nxt = bracket.next_round(matches, {s.winner for s in current})
        playoff.rounds.append([PlayoffSlot.of(m) for m in nxt])


@register
class TournamentPlayoffResult(Action):
    type = "tournament_playoff_result"
    doc = "Winner won their play-off match (no draws in a play-off, 2.5)."
    fields = (Name("winner"),)

    def validate(self, table):
        tournament = tournament_of(table)
        playoff = tournament.playoff
        if playoff is None:
            raise RuleViolation("the play-off has not begun")
        if playoff.champion is not None:
            raise RuleViolation(f"the play-off is over: {playoff.champion} won")
        if not any(s.low is not None and s.winner is None and self.winner in (s.high, s.low)
                   for s in playoff.rounds[-1]):
            raise InvalidField(f"tournament_playoff_result: {self.winner!r} has no undecided "
                               f"match in this play-off round", field="winner")

    def apply(self, table):
        playoff = table.features[TOURNAMENT].playoff
        slot = next(s for s in playoff.rounds[-1]
                    if s.low is not None and s.winner is None and self.winner in (s.high, s.low))
        slot.winner = self.winner
        _settle_playoff(playoff)

