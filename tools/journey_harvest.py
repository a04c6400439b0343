"""A pytest plugin for a release's browser journeys: at the end of each test, every game the
app holds in each open page's IndexedDB (the session on the table and the archived ones), as
the app's "Download the game log" writes it: its header, then one action a line.

    TK_HARVEST=/tmp/out.json python -m pytest -p journey_harvest tests/browser/...

``tools/record_log_fixtures.py --journeys`` runs it in a release's checkout and keeps the
games that release's engine replays. Every release since the first keeps its games the same
way (database "table-keeper": "meta" holds the header under "log", "records" the actions as
{seq, action, at}, "archive" {header, records} per finished session).
"""

from __future__ import annotations

import json
import os

import pytest

READ = """async () => {
  const dbs = indexedDB.databases ? await indexedDB.databases() : [];
  if (!dbs.some(d => d.name === "table-keeper")) return [];
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open("table-keeper"); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error);
  });
  const all = (store, how) => new Promise((ok, no) => {
    if (!db.objectStoreNames.contains(store)) return ok(null);
    const r = db.transaction(store, "readonly").objectStore(store)[how](); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error);
  });
  const keys = await all("meta", "getAllKeys"), values = await all("meta", "getAll");
  const meta = keys ? Object.fromEntries(keys.map((k, i) => [k, values[i]])) : {};
  const sessions = [{header: meta.log || null, records: (await all("records", "getAll")) || []}];
  for (const a of (await all("archive", "getAll")) || []) sessions.push({header: a.header || null, records: a.records || []});
  db.close();
  return sessions;
}"""


def to_lines(session: dict) -> str | None:
    records = sorted(session.get("records") or [], key=lambda r: r.get("seq", 0))
    if not records:
        return None
    header = session.get("header") or {"format": "table-keeper-log", "version": 1}
    return (
        "\n".join(
            [json.dumps(header, ensure_ascii=False)]
            + [json.dumps(r["action"], ensure_ascii=False) for r in records]
        )
        + "\n"
    )


class Harvest:
    def __init__(self, out: str):
        self.out = out
        self.logs: list[tuple[str, str]] = []

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_teardown(self, item):
        browser = item.funcargs.get("browser")
        contexts = list(browser.contexts) if browser is not None else []
        for value in item.funcargs.values():
            for context in [value, getattr(value, "context", None)]:
                if context is not None and hasattr(context, "pages") and context not in contexts:
                    contexts.append(context)
        seen = set()
        for context in contexts:
            for page in list(context.pages):
                if id(page) in seen or not page.url.startswith("http"):
                    continue
                seen.add(id(page))
                try:
                    sessions = page.evaluate(READ)
                except Exception:  # a page that was killed or closed by the test
                    continue
                for session in sessions or []:
                    text = to_lines(session)
                    if text and (item.nodeid, text) not in self.logs:
                        self.logs.append((item.nodeid, text))
        yield

    def pytest_sessionfinish(self):
        with open(self.out, "w", encoding="utf-8") as f:
            json.dump(self.logs, f, ensure_ascii=False)


def pytest_configure(config):
    out = os.environ.get("TK_HARVEST")
    if out:
        config.pluginmanager.register(Harvest(out), "tk-journey-harvest")
