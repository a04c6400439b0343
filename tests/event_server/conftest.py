"""A real event server (tools/event_server/server.mjs: PouchDB Server with the launcher's
guard) on a free loopback port in a temporary directory, and events opened on it as the
organiser's phone opens them (tools/event_server/couch.py, from the engine's documents)."""

import random
import secrets
from dataclasses import dataclass

import pytest
from event_server_helpers import couch

from engine import Session
from engine.tournament import sharing
from engine.tournament.state import TournamentState

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    why = couch.missing()
    if why:
        pytest.skip(why)
    started = couch.start(tmp_path_factory.mktemp("event-server"))
    yield started
    started.stop()


@dataclass
class OpenEvent:
    server: couch.Server
    session: Session
    event_id: str
    passwords: dict[str, str]

    @property
    def db(self) -> str:
        return sharing.database_name(self.event_id)

    @property
    def tournament(self) -> TournamentState:
        found = self.session.table.features["tournament"]
        assert isinstance(found, TournamentState)
        return found

    def admin(self) -> couch.Couch:
        return couch.Couch(self.server.url, self.server.admin, self.server.password)

    def phone(self, pid: str) -> couch.Couch:
        """The server as the phone of player ``pid`` (or "watch") sees it: its join code's user."""
        user = sharing.user_name(self.event_id, pid)
        return couch.Couch(self.server.url, user, self.passwords[user])

    def ids(self) -> dict[str, str]:
        return sharing.player_ids(self.tournament)

    def table(self, number: int) -> tuple[str, str]:
        """The ids of the two players at ``number`` in the round being played."""
        match = self.tournament.event.rounds[-1][number - 1]
        assert match.b is not None
        return self.ids()[match.a], self.ids()[match.b]

    def publish(self) -> None:
        couch.publish(self.admin(), self.tournament, self.event_id)


@pytest.fixture
def event(server):
    session = Session(random.Random(5))
    session.apply({"type": "tournament_create", "players": PLAYERS})
    session.apply({"type": "tournament_pair"})
    event_id = secrets.token_hex(6)
    admin = couch.Couch(server.url, server.admin, server.password)
    tournament = session.table.features["tournament"]
    passwords = couch.open_event(admin, tournament, event_id, name="Friday")
    return OpenEvent(server, session, event_id, passwords)
