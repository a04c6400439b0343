"""The phone's storage failing under a running game (issue 33, item 7): the disk full, the
site's storage cleared or evicted (DevTools' "Clear site data", the browser under storage
pressure), the database deleted or upgraded from another page, and storage that cannot be
opened again. The player reads the app's own sentence in their language, never the
browser's ("Failed to execute 'transaction' on 'IDBDatabase': ..."); the app opens its
database again by itself and writes back the whole game it holds, so a later tap is kept and
a reload shows the whole game; where it cannot, it says a reload is needed and what is kept.

Default settings (a life tap settles after 1 s), a 360x740 touch phone, English and Russian."""

from __future__ import annotations

import json

import pytest

from .table_steps import actions, life, open_app, read_store, settled, start_game

pytestmark = pytest.mark.browser

# What a player must never read: the browser's own words about its storage.
RAW = (
    "Failed to execute",
    "IDBDatabase",
    "connection is closing",
    "Quota exceeded",
    "Database or disk",
    "DOMException",
    "InvalidStateError",
    "QuotaExceededError",
    "AbortError",
    "UnknownError",
)

WORDS = {
    "en": {
        "full": "The device's storage is full",
        "free": "Free some space",
        "taken_back": "was taken back",
        "cleared": "The browser cleared this app's saved data while the game was running",
        "kept": "The game on the table is kept",
        "lost": "The app cannot save to the device's storage any more",
        "download_reload": "download the game log (Menu) to keep it, then reload the page",
        "newer": "A newer version of the app was opened in another tab",
        "failed": "The browser could not save",
        "try_again": "Try again",
    },
    "ru": {
        "full": "Память устройства заполнена",
        "free": "Освободите место",
        "taken_back": "оно отменено",
        "cleared": "Браузер удалил сохранённые данные приложения во время игры",
        "kept": "Игра на столе сохранена",
        "lost": "Приложение больше не может сохранять данные",
        "download_reload": "скачайте журнал игры (Меню), чтобы её сохранить, затем перезагрузите страницу",
        "newer": "В другой вкладке открыта более новая версия приложения",
        "failed": "Браузер не смог сохранить",
        "try_again": "Попробуйте снова",
    },
}

# A full disk as a browser reports it: every write transaction aborts with this error (the app
# commits its writes at once; the commit is refused, as a full disk refuses it). Chromium's
# QuotaExceededError is tests/browser/test_storage_faults.py's; here Firefox's and Safari's
# other ways: an AbortError that speaks of the quota, SQLite's "database or disk is full".
DISK_FULL = """
window.tkDiskFull = null;
const transaction = IDBDatabase.prototype.transaction;
IDBDatabase.prototype.transaction = function (names, mode, options) {
  const tx = transaction.call(this, names, mode, options);
  const full = window.tkDiskFull;
  if (full && mode === 'readwrite') {
    const error = new DOMException(full.message, full.name);
    Object.defineProperty(tx, 'error', { get: () => error });
    tx.tkDiskFull = true;
  }
  return tx;
};
const commit = IDBTransaction.prototype.commit;
IDBTransaction.prototype.commit = function () {
  if (this.tkDiskFull) return this.abort();
  return commit.call(this);
};
"""
FULL_REPORTS = {
    "abort-quota": {"name": "AbortError", "message": "Quota exceeded."},
    "unknown-disk-full": {"name": "UnknownError", "message": "Database or disk is full"},
}


def toast_says(page, words: str) -> str:
    page.wait_for_function(
        "(w) => { const t = document.querySelector('[data-testid=toast]');"
        " return t && !t.hidden && t.textContent.includes(w); }",
        arg=words,
    )
    return page.get_by_test_id("toast").text_content()


def banner_says(page, words: str) -> str:
    page.wait_for_function(
        "(w) => { const b = document.getElementById('banner');"
        " return b && !b.hidden && b.textContent.includes(w); }",
        arg=words,
    )
    return page.locator("#banner").text_content()


def no_raw_words(page) -> None:
    shown = page.evaluate("() => document.body.innerText")
    assert not [w for w in RAW if w in shown], shown


@pytest.mark.parametrize("lang,report", [("en", "abort-quota"), ("ru", "unknown-disk-full")])
def test_a_full_disk_is_said_in_the_apps_words_and_the_tap_after_space_is_freed_is_kept(
    server, context, lang, report
):
    page = context.new_page()
    page.add_init_script(DISK_FULL)
    open_app(page, server.url)
    start_game(page, lang=lang)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    before = read_store(page)
    assert len(before["records"]) == 2

    page.evaluate("(full) => { window.tkDiskFull = full; }", FULL_REPORTS[report])
    page.get_by_test_id("life-1-minus").tap()
    said = toast_says(page, WORDS[lang]["full"])  # the tap's journal could not be written
    assert WORDS[lang]["free"] in said
    no_raw_words(page)
    said = toast_says(page, WORDS[lang]["taken_back"])  # settled: its action could not be kept
    assert WORDS[lang]["full"] in said and WORDS[lang]["free"] in said
    settled(page)
    assert life(page, 1) == 20  # taken back, not shown as done
    no_raw_words(page)
    assert read_store(page)["records"] == before["records"]  # nothing half-written

    page.evaluate("() => { window.tkDiskFull = null; }")  # room again
    page.get_by_test_id("life-1-minus").tap()
    settled(page)
    page.wait_for_function("() => document.body.dataset.stored === '3'")
    page.reload()
    settled(page)
    assert [life(page, 0), life(page, 1)] == [19, 19]
    assert [a["type"] for a in actions(page)] == ["new_game", "adjust_life", "adjust_life"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_storage_fault_of_the_browsers_own_is_said_as_such_and_the_next_tap_kept(
    server, context, lang
):
    """An UnknownError that says nothing of space (the browser's storage failed inside)."""
    page = context.new_page()
    page.add_init_script(DISK_FULL)
    open_app(page, server.url)
    start_game(page, lang=lang)
    page.evaluate(
        "() => { window.tkDiskFull = { name: 'UnknownError', message: 'Internal error.' }; }"
    )
    page.get_by_test_id("life-1-minus").tap()
    said = toast_says(page, WORDS[lang]["taken_back"])
    assert WORDS[lang]["failed"] in said and WORDS[lang]["try_again"] in said
    assert WORDS[lang]["full"] not in said
    settled(page)
    assert life(page, 1) == 20
    no_raw_words(page)
    page.evaluate("() => { window.tkDiskFull = null; }")
    page.get_by_test_id("life-1-minus").tap()
    settled(page)
    page.wait_for_function("() => document.body.dataset.stored === '2'")
    assert [a["type"] for a in actions(page)] == ["new_game", "adjust_life"]


def test_a_connection_closed_under_the_game_with_its_data_kept_is_opened_again_quietly(
    server, context
):
    """The connection closed (here by the page itself), the database and its log intact: the
    next tap opens it again, nothing is written back, nothing is said, and the tap is kept."""
    page = context.new_page()
    open_app(page, server.url)
    start_game(page)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    kept = read_store(page)["records"]
    page.evaluate("() => window.tkApp.store.db.close()")
    page.get_by_test_id("life-0-minus").tap()
    settled(page)
    page.wait_for_function("() => document.body.dataset.stored === '3'")
    assert page.locator("#banner").is_hidden() and page.get_by_test_id("toast").is_hidden()
    assert read_store(page)["records"][:2] == kept
    page.reload()
    settled(page)
    assert life(page, 0) == 18


# The page's own "close" events never reach the app: the loss is seen only when the next
# transaction is refused (InvalidStateError), as a browser that does not fire them shows it.
NO_CLOSE_EVENT = """
Object.defineProperty(IDBDatabase.prototype, 'onclose', { configurable: true, get() { return null; }, set(_) {} });
"""

# The storage layer waits before the settled tap's append, until the test lets it go.
HOLD_APPEND = """
window.tkHoldAppend = false;
window.tkStorageHook = (point) => {
  if (point !== 'before-append' || !window.tkHoldAppend) return undefined;
  window.tkHoldAppend = false;
  return new Promise((resolve) => { window.tkLetAppendGo = resolve; });
};
"""

DELETE_DATABASE = """() => new Promise((resolve) => {
  const request = indexedDB.deleteDatabase('table-keeper');
  request.onsuccess = () => resolve('deleted');
  request.onerror = () => resolve('failed');
  setTimeout(() => resolve('still blocked'), 5000);
})"""


def clear_site_storage(page, server) -> None:
    """What DevTools' "Clear site data" does to the origin's IndexedDB, and the browser's own
    eviction: the database deleted and every connection to it closed under the page."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin", {"origin": server.origin, "storageTypes": "indexeddb"})
    cdp.detach()


def delete_from_another_page(page, server) -> str:
    other = page.context.new_page()
    other.goto(server.url + "manifest.webmanifest")
    done = other.evaluate(DELETE_DATABASE)
    other.close()
    return done


@pytest.mark.parametrize(
    "lang,how",
    [
        ("en", "cleared"),
        ("ru", "cleared"),
        ("en", "cleared-no-close-event"),
        ("ru", "cleared-mid-write"),
        ("en", "deleted-from-another-page"),
    ],
)
def test_storage_cleared_under_the_game_is_written_back_and_the_next_tap_kept(
    server, context, lang, how
):
    page = context.new_page()
    page.add_init_script(HOLD_APPEND + (NO_CLOSE_EVENT if how == "cleared-no-close-event" else ""))
    open_app(page, server.url)
    start_game(page, lang=lang)
    for _ in range(3):
        page.get_by_test_id("life-0-minus").tap()
    settled(page)
    page.get_by_test_id("life-1-plus").tap()
    settled(page)
    kept = read_store(page)["records"]
    assert len(kept) == 3

    if how == "cleared-mid-write":  # the settled tap is dispatched, its write not made yet
        page.evaluate("() => { window.tkHoldAppend = true; }")
        page.get_by_test_id("life-1-plus").tap()
        page.wait_for_function("() => !!window.tkLetAppendGo")
        clear_site_storage(page, server)
        page.wait_for_timeout(200)
        page.evaluate("() => window.tkLetAppendGo()")
    elif how == "deleted-from-another-page":
        assert delete_from_another_page(page, server) == "deleted"  # the app let go of it at once
    else:
        clear_site_storage(page, server)
    if how != "cleared-mid-write":
        page.get_by_test_id("life-1-plus").tap()
    said = banner_says(page, WORDS[lang]["cleared"])
    assert WORDS[lang]["kept"] in said
    settled(page)
    page.wait_for_function("() => document.body.dataset.stored === '4'")
    no_raw_words(page)
    assert [life(page, 0), life(page, 1)] == [17, 22]
    stored = read_store(page)["records"]
    assert stored[:3] == kept and len(stored) == 4  # the whole game, the tap with it

    page.get_by_test_id("life-0-plus").tap()  # and the next one
    settled(page)
    page.wait_for_function("() => document.body.dataset.stored === '5'")
    page.reload()
    settled(page)
    assert [life(page, 0), life(page, 1)] == [18, 22]
    assert [r["seq"] for r in read_store(page)["records"]] == [0, 1, 2, 3, 4]
    assert read_store(page)["journal"] is None
    assert page.locator("#banner").is_hidden()


# Opening the game's database again fails (the browser refuses the site its storage now).
REFUSE_OPEN = """
window.tkRefuseOpen = false;
const open = IDBFactory.prototype.open;
IDBFactory.prototype.open = function (name, version) {
  if (window.tkRefuseOpen && name === 'table-keeper') {
    throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
  }
  return open.call(this, name, version);
};
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_storage_that_cannot_be_opened_again_says_a_reload_is_needed_and_what_is_kept(
    server, context, lang
):
    page = context.new_page()
    page.add_init_script(REFUSE_OPEN)
    open_app(page, server.url)
    start_game(page, lang=lang)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)

    page.evaluate("() => { window.tkRefuseOpen = true; }")
    clear_site_storage(page, server)
    said = banner_says(page, WORDS[lang]["lost"])
    assert WORDS[lang]["download_reload"] in said
    assert page.locator("#banner").get_by_test_id("reload").is_visible()
    page.get_by_test_id("life-1-minus").tap()
    said = toast_says(page, WORDS[lang]["taken_back"])
    assert WORDS[lang]["download_reload"] in said
    settled(page)
    assert [life(page, 0), life(page, 1)] == [19, 20]  # the table as kept, the tap taken back
    no_raw_words(page)

    page.get_by_test_id("open-menu").tap()  # what is kept: the whole game, as a file
    with page.expect_download() as download:
        page.get_by_test_id("export-log").tap()
    lines = open(download.value.path(), encoding="utf-8").read().splitlines()
    assert [json.loads(line).get("type") for line in lines[1:]] == ["new_game", "adjust_life"]
    page.keyboard.press("Escape")

    page.evaluate("() => { window.tkRefuseOpen = false; }")  # the storage is back: the next tap
    page.get_by_test_id("life-1-minus").tap()  # writes the game back, itself kept
    said = banner_says(page, WORDS[lang]["cleared"])
    settled(page)
    page.wait_for_function("() => document.body.dataset.stored === '3'")
    page.reload()
    settled(page)
    assert [life(page, 0), life(page, 1)] == [19, 19]


OPEN_NEWER = """() => new Promise((resolve) => {
  const request = indexedDB.open('table-keeper', 2);
  request.onupgradeneeded = () => request.result.createObjectStore('cards');
  request.onsuccess = () => { request.result.close(); resolve('upgraded'); };
  request.onerror = () => resolve('failed');
  setTimeout(() => resolve('still blocked'), 5000);
})"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_newer_app_upgrading_the_database_in_another_tab_is_let_through_and_a_reload_asked(
    server, context, lang
):
    page = context.new_page()
    open_app(page, server.url)
    start_game(page, lang=lang)
    page.get_by_test_id("life-0-minus").tap()
    settled(page)

    other = context.new_page()
    other.goto(server.url + "manifest.webmanifest")
    assert other.evaluate(OPEN_NEWER) == "upgraded"  # this tab let go of its database
    other.close()
    banner_says(page, WORDS[lang]["newer"])
    assert page.locator("#banner").get_by_test_id("reload").is_visible()
    page.get_by_test_id("life-1-minus").tap()
    toast_says(page, WORDS[lang]["taken_back"])
    settled(page)
    assert life(page, 1) == 20
    no_raw_words(page)
