"""The event server from Python, for its tests and the benchmark: start one
(:func:`start`, server.mjs on a free loopback port in a directory of the caller's), talk
CouchDB's HTTP API with urllib (:class:`Couch`), and set up an event's database the way the
organiser's phone does (:func:`open_event`, :func:`publish`), from the engine's own documents
(engine.tournament.sharing).
"""

from __future__ import annotations

import base64
import json
import secrets
import subprocess
import threading
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.tournament import sharing
from engine.tournament.state import TournamentState

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tools" / "event_server" / "server.mjs"
PACKAGE = ROOT / "node_modules" / "pouchdb-server" / "package.json"


def missing() -> str | None:
    """Why no event server can start here (None: it can)."""
    if not PACKAGE.exists():
        return "node_modules has no pouchdb-server: run `make setup` (npm ci)"
    return None


@dataclass
class Server:
    process: subprocess.Popen[str]
    url: str
    admin: str
    password: str

    def rss_kib(self) -> int:
        """The server process's resident memory (Linux /proc)."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start(directory: Path, *, in_memory: bool = True, admin: str = "organiser") -> Server:
    """An event server on a free loopback port, its files in ``directory``."""
    password = secrets.token_urlsafe(12)
    args = ["node", str(SERVER), "--host", "127.0.0.1", "--port", "0", "--dir", str(directory)]
    args += ["--admin", admin, "--password", password]
    if in_memory:
        args.append("--in-memory")
    process = subprocess.Popen(
        args, cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    assert process.stdout is not None
    watchdog = threading.Timer(60, process.kill)  # a server that never says it listens
    watchdog.start()
    for line in process.stdout:  # the first line says where it listens
        if line.startswith('{"event_server"'):
            watchdog.cancel()
            port = json.loads(line)["event_server"]["port"]
            _drain(process)
            return Server(process, f"http://127.0.0.1:{port}", admin, password)
    watchdog.cancel()
    process.wait()
    raise RuntimeError(f"the event server did not start (exit {process.returncode})")


def _drain(process: subprocess.Popen[str]) -> None:
    """Read the server's output away in the background (a full pipe would block it)."""

    def read() -> None:
        assert process.stdout is not None
        for _ in process.stdout:
            pass

    threading.Thread(target=read, daemon=True).start()


@dataclass
class Couch:
    """CouchDB's HTTP API as one user (or nobody) sees it."""

    url: str
    user: str | None = None
    password: str | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.user is not None:
            token = base64.b64encode(f"{self.user}:{self.password}".encode()).decode()
            self.headers["Authorization"] = "Basic " + token

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """(status, parsed JSON answer); a refusal is an answer, not an exception."""
        data = None if body is None else json.dumps(body).encode()
        headers = {"Accept": "application/json", **self.headers}
        if data is not None:
            headers["Content-Type"] = "application/json"
        req = urllib.request.Request(self.url + path, data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(req, timeout=60) as answer:
                return answer.status, json.loads(answer.read() or b"null")
        except urllib.error.HTTPError as error:
            text = error.read()
            try:
                return error.code, json.loads(text)
            except ValueError:
                return error.code, text.decode(errors="replace")

    def ok(self, method: str, path: str, body: Any = None) -> Any:
        status, answer = self.request(method, path, body)
        if status >= 300:
            raise RuntimeError(f"{method} {path}: {status} {answer}")
        return answer

    def put_doc(self, db: str, doc_id: str, body: dict[str, Any]) -> Any:
        """Write a document, over its current revision if it has one."""
        quoted = urllib.parse.quote(doc_id, safe="/")
        status, old = self.request("GET", f"/{db}/{quoted}")
        doc = dict(body)
        if status == 200:
            doc["_rev"] = old["_rev"]
        return self.ok("PUT", f"/{db}/{quoted}", doc)


def user_doc(user: str, password: str) -> dict[str, Any]:
    return {
        "_id": "org.couchdb.user:" + user,
        "name": user,
        "password": password,
        "roles": [],
        "type": "user",
    }


def set_password(admin: Couch, user: str, password: str) -> None:
    """Create ``user`` or give it a new password (the old one is refused from then on)."""
    admin.put_doc("_users", "org.couchdb.user:" + user, user_doc(user, password))


def open_event(
    admin: Couch, tournament: TournamentState, event_id: str, *, name: str = ""
) -> dict[str, str]:
    """What the organiser's phone does on "Open to players' phones": the event's database,
    its users (a password each, answered as user -> password), ``_security``, ``_design/tk``
    and the published ``event``."""
    db = sharing.database_name(event_id)
    admin.ok("PUT", f"/{db}")
    passwords = {u["user"]: secrets.token_urlsafe(12) for u in sharing.users(tournament, event_id)}
    made = admin.ok(
        "POST",
        "/_users/_bulk_docs",
        {"docs": [user_doc(user, password) for user, password in passwords.items()]},
    )
    refused = [row for row in made if "error" in row]
    if refused:
        raise RuntimeError(f"users not created: {refused[:3]}")
    assert admin.user is not None
    admin.ok("PUT", f"/{db}/_security", sharing.security(tournament, event_id, admin.user))
    publish(admin, tournament, event_id, name=name)
    return passwords


def publish(admin: Couch, tournament: TournamentState, event_id: str, *, name: str = "") -> None:
    """Re-publish after a change: ``_design/tk`` (the round's seat map) and ``event``."""
    db = sharing.database_name(event_id)
    design = {**sharing.report_rules(tournament, event_id)}
    admin.put_doc(db, "_design/tk", design)
    admin.put_doc(db, "event", {**sharing.published_event(tournament, event_id, name=name)})


def all_docs(couch: Couch, db: str) -> list[dict[str, Any]]:
    answer = couch.ok("GET", f"/{db}/_all_docs?include_docs=true")
    return [row["doc"] for row in answer["rows"]]
