"""Storage that cannot be read or written: the app starts, says what happened in words a player
understands, keeps the raw data for export, and never overwrites it silently.

Faults are planted before the app opens: the stored log is written from a plain page of the
same origin (the manifest), with actions made by the real engine in CPython, then damaged;
a private window and a full disk are made by init scripts.

The tests share one server and one browser context, so that the app starts warm from its
service worker (as it does on a phone) instead of downloading the runtime for every test;
each test gets a fresh page, and the origin's storage is wiped after it.
"""

from __future__ import annotations

import json

import pytest
from phone_browser import PHONE_VIEWPORT, READY_TIMEOUT_MS, SiteServer, watch_csp

from engine import Session

pytestmark = pytest.mark.browser

READY = "() => document.body.dataset.ready === '1'"
SETTLED = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    " && !document.querySelector('.panel[data-pending]')"
)
SETTLE_NOW = "try { localStorage.setItem('tk-settle-ms', '0') } catch (e) {}"

GAME = [
    {"type": "new_game", "players": ["Ann", "Bob"]},
    {"type": "adjust_life", "player": 0, "delta": -3},
    {"type": "adjust_life", "player": 1, "delta": -2},
]

# Writes the planted data: {records, meta: {key: value}}. Values that JSON cannot carry are
# made in the page: a record's action given as {"$bigint": "12"} becomes 12n, {"$cycle": true}
# an object holding itself.
PLANT = """async (data) => {
  const revive = (v) => {
    if (v && typeof v === 'object' && '$bigint' in v) return BigInt(v.$bigint);
    if (v && typeof v === 'object' && '$cycle' in v) { const o = {type: 'next_turn'}; o.self = o; return o; }
    if (v && typeof v === 'object' && '$nested' in v) { let o = []; for (let i = 0; i < v.$nested; i++) o = [o]; return o; }
    if (Array.isArray(v)) return v.map(revive);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
    return v;
  };
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('table-keeper', data.version || 1);
    open.onupgradeneeded = () => {
      for (const name of ['records', 'meta', 'archive', 'quarantine', ...(data.extraStores || [])]) {
        if (open.result.objectStoreNames.contains(name)) continue;
        if (name === 'records') open.result.createObjectStore(name, { keyPath: 'seq' });
        else if (name === 'meta') open.result.createObjectStore(name);
        else open.result.createObjectStore(name, { autoIncrement: true });
      }
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction(['records', 'meta'], 'readwrite');
    for (const record of data.records) tx.objectStore('records').put(revive(record));
    for (const [key, value] of Object.entries(data.meta)) tx.objectStore('meta').put(revive(value), key);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}"""

DUMP = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open('table-keeper');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const names = [...db.objectStoreNames];
    const tx = db.transaction(names, 'readonly');
    const out = { version: db.version };
    const show = (v) => JSON.stringify(v, (k, x) => typeof x === 'bigint' ? `${x}n` : x);
    for (const name of names) {
      const keys = tx.objectStore(name).getAllKeys();
      const values = tx.objectStore(name).getAll();
      values.onsuccess = () => {
        const seen = new WeakSet();
        out[name] = values.result.map((v, i) => [keys.result[i], JSON.stringify(v, (k, x) => {
          if (typeof x === 'bigint') return `${x}n`;
          if (x && typeof x === 'object') { if (seen.has(x)) return '[cycle]'; seen.add(x); }
          return x;
        })]);
      };
    }
    tx.oncomplete = () => { db.close(); resolve(out); };
    tx.onerror = () => reject(tx.error);
  };
})"""


class Forward:
    """A list stand-in that hands each item to the current test's list."""

    target: list | None = None

    def append(self, item):
        if self.target is not None:
            self.target.append(item)


@pytest.fixture(scope="module")
def warm(browser, site_dir):
    srv = SiteServer(site_dir).start()
    ctx = browser.new_context(
        viewport=PHONE_VIEWPORT,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        service_workers="allow",
        locale="en-US",
    )
    ctx.set_default_timeout(READY_TIMEOUT_MS)
    sink = Forward()
    watch_csp(ctx, sink)
    yield srv, ctx, sink
    ctx.close()
    srv.stop()


@pytest.fixture
def server(warm):
    return warm[0]


WIPE = """() => new Promise((resolve) => {
  localStorage.clear();
  const request = indexedDB.deleteDatabase('table-keeper');
  request.onsuccess = request.onerror = request.onblocked = () => resolve();
})"""


@pytest.fixture
def context(warm, csp_violations):
    srv, ctx, sink = warm
    sink.target = csp_violations
    yield ctx
    for open_page in list(ctx.pages):
        open_page.close()
    cleaner = ctx.new_page()
    cleaner.goto(srv.url + "manifest.webmanifest")
    cleaner.evaluate(WIPE)
    cleaner.close()
    sink.target = None


@pytest.fixture
def page(context):
    pg = context.new_page()
    pg.tk_errors = []
    pg.on("pageerror", lambda err: pg.tk_errors.append(f"pageerror: {err}"))
    pg.on(
        "console", lambda msg: msg.type == "error" and pg.tk_errors.append(f"console: {msg.text}")
    )
    return pg


def made_by_engine(actions: list[dict]) -> tuple[list[dict], dict]:
    """Records and the snapshot the app would have stored for these actions."""
    session = Session()
    records = [
        {"seq": i, "action": session.apply(a), "at": 1_700_000_000_000 + i}
        for i, a in enumerate(actions)
    ]
    return records, {"state": session.state(), "length": len(records)}


def plant(page, server, records, meta=None, **extra) -> dict:
    """Store ``records`` and ``meta`` for the origin, from another page that is not the app;
    returns the stored data as it then reads back (to compare with what is there later)."""
    other = page.context.new_page()
    other.goto(server.url + "manifest.webmanifest")
    header = {"format": "table-keeper-log", "version": 1, "started": 1_700_000_000_000}
    other.evaluate(PLANT, {"records": records, "meta": {"log": header, **(meta or {})}, **extra})
    planted = other.evaluate(DUMP)
    other.close()
    return planted


def dump(page) -> dict:
    return page.evaluate(DUMP)


def download_raw(page) -> str:
    with page.expect_download() as download:
        page.get_by_test_id("download-raw").click()
    return open(download.value.path(), encoding="utf-8").read()


def open_app(page, server):
    page.goto(server.url)
    page.wait_for_function(READY)


def test_a_gap_in_the_log_is_shown_kept_and_offered(page, server):
    records, snapshot = made_by_engine(GAME)
    planted = plant(page, server, [records[0], records[2]], {"snapshot": snapshot})
    open_app(page, server)
    error = page.get_by_test_id("storage-error")
    assert "The saved game cannot be read" in error.text_content()
    assert "action 2" in error.text_content() and "Nothing has been deleted" in error.text_content()
    assert page.get_by_test_id("start-fresh").is_disabled()
    assert dump(page) == planted  # untouched while the player reads
    raw = json.loads(download_raw(page))
    assert [r["seq"] for r in raw["records"]] == [0, 2]
    assert dump(page) == planted
    assert page.tk_errors == []


@pytest.mark.parametrize("damage", ["text", "bigint", "cycle", "nested"])
def test_a_damaged_record_is_shown_kept_and_offered(page, server, damage):
    records, snapshot = made_by_engine(GAME)
    records[1]["action"] = {
        "text": "adjust_life -3",
        "bigint": {"$bigint": "12"},
        "cycle": {"$cycle": True},
        "nested": {"$nested": 2_000},
    }[damage]
    planted = plant(page, server, records, {"snapshot": snapshot})
    open_app(page, server)
    error = page.get_by_test_id("storage-error")
    error.wait_for()
    assert (
        "The saved game cannot be read" in error.text_content()
        and "action 2" in error.text_content()
    )
    assert dump(page) == planted
    raw = download_raw(page)
    assert '"Ann"' in raw and "Bob" in raw  # the readable rest of the game is in it
    page.get_by_test_id("start-fresh").click()
    page.get_by_test_id("start-game").wait_for()
    after = dump(page)
    assert after["records"] == [] and len(after["quarantine"]) == 1
    assert "Ann" in after["quarantine"][0][1]
    assert page.tk_errors == []


def test_a_damaged_snapshot_does_not_stop_the_game(page, server):
    """The snapshot only paints the first screen: the log is the game."""
    records, _ = made_by_engine(GAME)
    plant(page, server, records, {"snapshot": {"state": {"players": "Ann"}, "length": "x"}})
    open_app(page, server)
    page.wait_for_function(SETTLED)
    assert [page.get_by_test_id(f"life-{s}").text_content() for s in range(2)] == ["17", "18"]
    assert page.tk_errors == []


def test_a_log_from_a_newer_version_is_kept_untouched(page, server):
    records, snapshot = made_by_engine(GAME)
    planted = plant(
        page,
        server,
        records,
        {"snapshot": snapshot, "log": {"format": "table-keeper-log", "version": 2, "started": 0}},
    )
    open_app(page, server)
    error = page.get_by_test_id("storage-error")
    assert "saved by a newer version of the app" in error.text_content()
    raw = json.loads(download_raw(page))
    assert raw["header"]["version"] == 2 and len(raw["records"]) == 3
    assert dump(page) == planted
    assert page.tk_errors == []


def test_a_database_from_a_newer_version_is_kept_untouched(page, server):
    """A newer app would also upgrade the database itself: this one cannot open it at its version."""
    records, snapshot = made_by_engine(GAME)
    planted = plant(page, server, records, {"snapshot": snapshot}, version=5, extraStores=["cards"])
    open_app(page, server)
    error = page.get_by_test_id("storage-error")
    assert "saved by a newer version of the app" in error.text_content()
    assert "reload the page while online" in error.text_content()
    assert page.get_by_test_id("start-fresh").count() == 0  # nothing here may clear it
    raw = json.loads(download_raw(page))
    assert (
        raw["version"] == 5 and "cards" in raw and [r["seq"] for r in raw["records"]] == [0, 1, 2]
    )
    assert dump(page) == planted
    assert page.tk_errors == []


PRIVATE_WINDOW = {
    "open-throws": """IDBFactory.prototype.open = function () {
        throw new DOMException("A mutation operation was attempted on a database that did not allow mutations.",
                               "InvalidStateError"); };""",
    "open-fails": """IDBFactory.prototype.open = function () {
        const request = new EventTarget();
        Object.defineProperty(request, 'error', { value: new DOMException('Internal error opening backing store', 'UnknownError') });
        setTimeout(() => { request.onerror && request.onerror(new Event('error')); request.dispatchEvent(new Event('error')); });
        return request; };""",
    "no-indexeddb": "Object.defineProperty(window, 'indexedDB', { value: undefined });",
}


@pytest.mark.parametrize("how", sorted(PRIVATE_WINDOW))
def test_without_indexeddb_the_game_works_and_says_it_will_not_be_kept(page, server, how):
    page.add_init_script(SETTLE_NOW + PRIVATE_WINDOW[how])
    open_app(page, server)
    assert "does not let the app keep data here" in page.locator("#banner").text_content()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("life-0-minus").click()
    page.wait_for_function(SETTLED)
    assert page.get_by_test_id("life-0").text_content() == "19"
    page.get_by_test_id("open-menu").click()
    with page.expect_download() as download:
        page.get_by_test_id("export-log").click()
    lines = open(download.value.path(), encoding="utf-8").read().splitlines()
    assert [json.loads(line).get("type") for line in lines[1:]] == ["new_game", "adjust_life"]
    assert page.tk_errors == []


# A full disk as Chromium reports it: the write transaction aborts with a QuotaExceededError.
# (DevTools' Storage.overrideQuotaForOrigin does not reach a Playwright context's storage.)
DISK_FULL = """
window.tkDiskFull = false;
const add = IDBObjectStore.prototype.add;
IDBObjectStore.prototype.add = function (...args) {
  const request = add.apply(this, args);
  if (window.tkDiskFull && this.name === 'records') {
    const tx = this.transaction;
    const error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    Object.defineProperty(tx, 'error', { get: () => error });
    tx.tkDiskFull = true;
    request.addEventListener('success', () => tx.abort());
  }
  return request;
};
// The app commits its writes at once (IDBTransaction.commit); a disk that is full refuses the
// commit, as the abort above says: hold the commit back so the abort can land.
const commit = IDBTransaction.prototype.commit;
IDBTransaction.prototype.commit = function () {
  if (!this.tkDiskFull) return commit.call(this);
};
"""


@pytest.mark.parametrize(
    "lang,words", [("en", "storage is full"), ("ru", "Память устройства заполнена")]
)
def test_a_full_disk_takes_the_change_back_and_says_so(page, server, lang, words):
    page.add_init_script(
        SETTLE_NOW
        + DISK_FULL
        + f"try {{ localStorage.setItem('tk-lang', '{lang}') }} catch (e) {{}}"
    )
    open_app(page, server)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("life-0-minus").click()
    page.wait_for_function("() => document.body.dataset.stored === '2'")
    before = dump(page)

    page.evaluate("() => { window.tkDiskFull = true; }")
    page.get_by_test_id("life-1-minus").click()
    page.get_by_test_id("toast").wait_for()
    assert words in page.get_by_test_id("toast").text_content()
    page.wait_for_function(SETTLED)
    assert page.get_by_test_id("life-1").text_content() == "20"  # taken back, not shown as done
    assert dump(page) == before  # nothing half-written

    page.evaluate("() => { window.tkDiskFull = false; }")  # room again
    page.get_by_test_id("life-1-minus").click()
    page.wait_for_function("() => document.body.dataset.stored === '3'")
    page.reload()
    page.wait_for_function(SETTLED)
    assert [page.get_by_test_id(f"life-{s}").text_content() for s in range(2)] == ["19", "19"]
    assert page.tk_errors == []
