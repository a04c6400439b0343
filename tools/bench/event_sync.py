"""An event on every player's phone, at the scale of a big day: the engine's 1,024-player
Swiss event paired, its database opened on a real event server (tools/event_server) as the
organiser's phone opens it, then ``--phones`` simulated phones (512: both players of 256
tables), each signed in as its own player, reporting their match through the server's HTTP
API at random moments within ``--spread`` seconds (one minute); one phone in eight pushes
its report a second time as PouchDB's replication does after a lost answer.  The organiser
(a process of its own, building the same event from the same seed) follows ``_changes``
until ``read_reports`` holds every result.

    .venv/bin/python tools/bench/event_sync.py [--phones 512] [--spread 60] [--players 1024]
    (or: make bench BENCH_ARGS="--only event-sync")

Prints the time from the first report until the organiser holds them all (and after the
last one was written), the server's resident memory (largest seen), the organiser process's
(largest), and fails when a report is lost or doubled.  Figures, no time limit asserted.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for _path in (ROOT, ROOT / "tools" / "event_server"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import couch

from engine import Session
from engine.tournament import sharing
from engine.tournament.state import TournamentState

SEED = 1024


def paired_event(players: int) -> tuple[Session, TournamentState]:
    """The engine's event of ``players`` with round 1 paired (the same for the same count)."""
    session = Session(random.Random(SEED))
    names = [f"P{i:04d}" for i in range(1, players + 1)]
    session.apply({"type": "tournament_create", "players": names})
    session.apply({"type": "tournament_pair"})
    tournament = session.table.features["tournament"]
    assert isinstance(tournament, TournamentState)
    return session, tournament


def result_of(table: int) -> tuple[int, int, int]:
    return [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)][table % 5]


# --- the organiser ------------------------------------------------------------------------------


def organiser(
    url: str, admin: str, password: str, event_id: str, players: int, tables: int
) -> dict:
    """Follow the database's _changes (as the organiser's PouchDB replicates it) until the
    reports of ``tables`` matches are all confirmed; the figures as JSON."""
    _, tournament = paired_event(players)
    server = couch.Couch(url, admin, password)
    db = sharing.database_name(event_id)
    docs: dict[str, dict] = {}
    since = "0"
    reads = 0
    while True:
        answer = server.ok(
            "GET", f"/{db}/_changes?feed=longpoll&timeout=10000&include_docs=true&since={since}"
        )
        since = (
            json.dumps(answer["last_seq"])
            if not isinstance(answer["last_seq"], str)
            else answer["last_seq"]
        )
        for change in answer["results"]:
            docs[change["id"]] = change["doc"]
        entries = sharing.read_reports(tournament, list(docs.values()))
        reads += 1
        confirmed = [e for e in entries if e["status"] == "confirmed"]
        if len(confirmed) >= tables:
            break
    return {
        "held_at": time.time(),
        "entries": len(entries),
        "confirmed": len(confirmed),
        "reports": sum(len(e["reports"]) for e in entries),
        "other": sorted({e["status"] for e in entries} - {"confirmed"}),
        "reads": reads,
        "max_rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    }


# --- the phones ---------------------------------------------------------------------------------


class Phones:
    def __init__(self, server: couch.Server, event_id: str, passwords: dict[str, str]):
        self.server, self.event_id, self.passwords = server, event_id, passwords
        self.db = sharing.database_name(event_id)
        self.written: list[float] = []
        self.failures: list[str] = []
        self.lock = threading.Lock()

    def report(self, start_at: float, table: int, pid: str, side: int, again: bool) -> None:
        user = sharing.user_name(self.event_id, pid)
        phone = couch.Couch(self.server.url, user, self.passwords[user])
        won, lost, drawn = result_of(table)
        wins, losses = (won, lost) if side == 0 else (lost, won)
        doc_id = f"report:r1:t{table}:{pid}"
        body = {"type": "report", "round": 1, "table": table, "player": pid, "wins": wins,
                "losses": losses, "draws": drawn, "at": int(time.time() * 1000)}  # fmt: skip
        time.sleep(max(0.0, start_at - time.time()))
        try:
            status, _ = phone.request("GET", f"/{self.db}/event")  # the pairings, as it joins
            status, answer = phone.request("PUT", f"/{self.db}/{doc_id}", body)
            if status != 201:
                raise RuntimeError(f"{doc_id}: {status} {answer}")
            if again:  # the answer lost on the way: replication pushes the same revision again
                doc = {**body, "_id": doc_id, "_rev": answer["rev"]}
                phone.ok("POST", f"/{self.db}/_bulk_docs", {"docs": [doc], "new_edits": False})
            with self.lock:
                self.written.append(time.time())
        except Exception as error:  # counted: a lost report fails the bench below
            with self.lock:
                self.failures.append(str(error))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--phones", type=int, default=512)
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument(
        "--spread", type=float, default=60.0, help="seconds the reports come within"
    )
    parser.add_argument("--json", type=Path, help="write the figures here too")
    parser.add_argument("--organiser", nargs=5, metavar=("URL", "ADMIN", "PASSWORD", "EVENT", "TABLES"),
                        help=argparse.SUPPRESS)  # fmt: skip
    args = parser.parse_args(argv)
    if args.organiser:
        url, admin, password, event_id, tables = args.organiser
        print(json.dumps(organiser(url, admin, password, event_id, args.players, int(tables))))
        return 0
    figures = run(args.phones, args.players, args.spread)
    for line in lines(figures):
        print(line)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    return 0 if figures["ok"] else 1


def run(phones: int, players: int, spread: float) -> dict:
    """The whole bench: the figures, with ``ok`` false when a report was lost or doubled."""
    why = couch.missing()
    if why:
        raise SystemExit(f"event-sync: {why}")
    tables = phones // 2
    with tempfile.TemporaryDirectory(prefix="tk-event-sync-") as directory:
        server = couch.start(Path(directory))
        try:
            return _run(server, phones, players, spread, tables)
        finally:
            server.stop()


def _run(server: couch.Server, phones: int, players: int, spread: float, tables: int) -> dict:
    t0 = time.perf_counter()
    _, tournament = paired_event(players)
    paired_s = time.perf_counter() - t0
    event_id = secrets.token_hex(6)
    admin = couch.Couch(server.url, server.admin, server.password)
    t0 = time.perf_counter()
    passwords = couch.open_event(admin, tournament, event_id, name="Big day")
    opened_s = time.perf_counter() - t0
    ids = sharing.player_ids(tournament)
    matches = [m for m in tournament.event.rounds[-1] if m.b is not None][:tables]
    rss = [server.rss_kib()]
    follower = subprocess.Popen(
        [sys.executable, __file__, "--players", str(players), "--organiser", server.url,
         server.admin, server.password, event_id, str(len(matches))],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
    )  # fmt: skip
    crowd = Phones(server, event_id, passwords)
    rng = random.Random(SEED)
    start = time.time() + 1.0
    threads = []
    for table, match in enumerate(matches, 1):
        for side, name in enumerate((match.a, match.b)):
            at = start + rng.random() * spread
            again = rng.random() < 1 / 8
            thread = threading.Thread(target=crowd.report, args=(at, table, ids[name], side, again))
            thread.start()
            threads.append(thread)
    while any(t.is_alive() for t in threads) or follower.poll() is None:
        rss.append(server.rss_kib())
        time.sleep(0.5)
        if time.time() > start + spread + 300:
            follower.kill()
            break
    for thread in threads:
        thread.join()
    out, _ = follower.communicate()
    held = json.loads(out.strip().splitlines()[-1]) if out.strip() else {}
    stored = [
        d
        for d in couch.all_docs(admin, sharing.database_name(event_id))
        if d["_id"].startswith("report:")
    ]
    conflicts = admin.ok(
        "GET", f"/{sharing.database_name(event_id)}/_all_docs?include_docs=true&conflicts=true"
    )
    conflicted = [r["id"] for r in conflicts["rows"] if r["doc"].get("_conflicts")]
    expected = 2 * len(matches)
    ok = (
        not crowd.failures
        and len(stored) == expected
        and not conflicted
        and held.get("confirmed") == len(matches)
        and held.get("reports") == expected
    )
    first, last = (min(crowd.written), max(crowd.written)) if crowd.written else (start, start)
    return {
        "ok": ok,
        "players": players,
        "phones": 2 * len(matches),
        "tables": len(matches),
        "spread_s": spread,
        "pair_s": paired_s,
        "open_s": opened_s,
        "reports_written": len(crowd.written),
        "reports_stored": len(stored),
        "conflicted": len(conflicted),
        "failures": crowd.failures[:5],
        "held_after_first_s": held.get("held_at", first) - first,
        "held_after_last_s": held.get("held_at", last) - last,
        "organiser": held,
        "server_rss_max_mib": max(rss) / 1024,
        "organiser_rss_max_mib": held.get("max_rss_kib", 0) / 1024,
    }


def lines(f: dict) -> list[str]:
    held = f["organiser"]
    return [
        (
            f"event sync: {f['players']:,}-player event paired in {f['pair_s']:.2f} s; its database, "
            f"{f['players'] + 1:,} users, _security, _design/tk and event written in {f['open_s']:.1f} s"
        ),
        (
            f"event sync: {f['phones']} phones ({f['tables']} tables) reported within {f['spread_s']:.0f} s: "
            f"{f['reports_written']} written, {f['reports_stored']} stored, {f['conflicted']} conflicted, "
            f"{len(f['failures'])} failed"
        ),
        (
            f"event sync: the organiser held every result {f['held_after_first_s']:.1f} s after the first "
            f"report, {f['held_after_last_s']:.2f} s after the last ({held.get('confirmed', 0)} matches "
            f"confirmed from {held.get('reports', 0)} reports, {held.get('reads', 0)} reads of _changes)"
        ),
        (
            f"event sync: server resident memory {f['server_rss_max_mib']:.0f} MiB at most; organiser "
            f"process {f['organiser_rss_max_mib']:.0f} MiB at most"
        ),
        "event sync: " + ("no report lost or doubled" if f["ok"] else f"FAILED: {f['failures']}"),
    ]


if __name__ == "__main__":
    sys.exit(main())
