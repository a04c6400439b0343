"""No fault loses a game: the page killed in the middle of bursts of taps, undo and redo across
reloads, two tabs on one game.

The kill test runs TRIALS trials on two phones (two browser contexts, each its own storage,
taking turns so that one starts the app while the other is tapped and killed). Each trial
opens the app, checks what the previous trial on that phone left in storage, taps a burst on
the table from inside the page (seeded: which buttons, how fast), and kills the page at a
seeded moment: the renderer crashed (CDP navigation to chrome://crash), the renderer killed
(chrome://kill, as the OS killing the app), the tab closed, or the page reloaded. An action is acknowledged
when the app marks it stored (``body[data-stored]``, set once its IndexedDB transaction has
completed); every acknowledgement reaches the test at once through a binding, so one made
just before the kill still counts.

After the kill (and once what the journal kept is written) the stored log must be exactly the
previous log plus the first taps of the burst, at least as many as were acknowledged: nothing
acknowledged lost, nothing invented or duplicated (taps the journal kept for one seat come
back as one change, so the log is compared tap by tap); records 0..n-1 contiguous, the snapshot written with the last one,
and every record accepted by the engine (replayed in CPython and by the reopened app).

The same trials run at the default settle time (1 s), as every player has it: life taps are
grouped, so a burst is kept in the journal rather than the log. A tap is acknowledged once
the journal write made after it has completed (``body[data-journaled]`` counts the taps on
disk); after reopening and settling, the lives shown must be those of a prefix of the burst
at least as long as what was acknowledged, and the log whole and replayable.

TK_DURABILITY_SEED=<n> replays one run's choices; TK_DURABILITY_TRIALS=<n> changes the count.
"""

from __future__ import annotations

import os
import random
import re
import time
from collections import Counter

import pytest
from journey import as_phone, start_game
from phone_browser import PHONE_VIEWPORT, READY_TIMEOUT_MS, watch_csp

from engine import Session
from engine.rules import RULES

pytestmark = pytest.mark.browser

TRIALS = int(os.environ.get("TK_DURABILITY_TRIALS", "50"))
PLAYERS = ["Ann", "Bob", "Cid", "Dan"]

READY_WRITER = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.stored !== undefined"
    " && document.getElementById('banner').hidden"
)
SETTLED = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    " && !document.querySelector('.panel[data-pending]')"
)

# Each acknowledgement goes to Python the moment the app sets it.
SETTLE_NOW = "try { localStorage.setItem('tk-settle-ms', '0'); } catch (e) {}"
ACK_WATCH = """
new MutationObserver(() => {
  const n = document.body && document.body.dataset[window.tkAckField || "stored"];
  if (n !== undefined) { try { window.tkAck(Number(n)); } catch (_) {} }
}).observe(document, { attributes: true, attributeFilter: ["data-stored", "data-journaled"], subtree: true });
"""

# Taps the buttons of a burst from inside the page, each step waiting its own delay, so the
# kill can land anywhere: between taps, during the engine's dispatch, during a write.
BURST = """(steps) => {
  let i = 0;
  const go = () => {
    if (i >= steps.length) return;
    const [testid, wait] = steps[i++];
    const button = document.querySelector(`[data-testid="${testid}"]`);
    if (button) button.click();
    setTimeout(go, wait);
  };
  go();
}"""

STUCK = """() => ({ ready: document.body.dataset.ready, stored: document.body.dataset.stored,
  banner: document.getElementById('banner').hidden ? null : document.getElementById('banner').textContent,
  status: document.getElementById('status').textContent, screen: document.body.dataset.screen,
  controlled: !!navigator.serviceWorker.controller, pyodide: 'pyodide' in window || 'tkEngineApi' in window,
  resources: performance.getEntriesByType('resource').length })"""


def read_store(page) -> dict:
    return as_phone(page).store()


def tap_action(testid: str) -> dict:
    if testid == "next-turn":
        return {"type": "next_turn"}
    _, seat, sign = testid.split("-")
    return {"type": "adjust_life", "player": int(seat), "delta": 1 if sign == "plus" else -1}


def unit_taps(actions: list[dict]) -> list[dict]:
    """Each adjust_life of k as k taps of one (a change the journal kept whole)."""
    out = []
    for a in actions:
        if a["type"] == "adjust_life" and abs(a["delta"]) > 1:
            step = 1 if a["delta"] > 0 else -1
            out += [{"type": "adjust_life", "player": a["player"], "delta": step}] * abs(a["delta"])
        else:
            out.append(a)
    return out


def check_log_whole(store: dict) -> list[dict]:
    """The stored log is whole: header, records 0..n-1, the snapshot of the last; returns the actions."""
    records = store["records"]
    assert [r["seq"] for r in records] == list(range(len(records))), "records are not 0..n-1"
    for r in records:
        assert set(r) == {"seq", "action", "at"} and isinstance(r["action"], dict), r
    if records:
        assert store["header"] == {
            "format": "table-keeper-log",
            "version": 1,
            "started": records[0]["at"],
            "rules": RULES,
        }
        assert store["snapshot"]["length"] == len(records), "snapshot and records disagree"
    return [r["action"] for r in records]


class Acks:
    """The highest acknowledgement each page reported."""

    def __init__(self):
        self.by_page: dict[int, int] = {}

    def __call__(self, source, n):
        key = id(source["page"])
        self.by_page[key] = max(self.by_page.get(key, 0), int(n))

    def of(self, page) -> int:
        return self.by_page.get(id(page), 0)


def shown_lives(page) -> list[int]:
    return page.evaluate(
        "() => [...document.querySelectorAll('[data-testid^=life-]')]"
        ".filter(e => /^life-\\d+$/.test(e.dataset.testid)).map(e => Number(e.textContent))"
    )


class Phone:
    """A browser context (its own storage, as one phone), the app open on it, and the log its
    storage must hold. Two phones take turns, so that one starts the app while the other is
    tapped and killed: the trials then take about half as long."""

    def __init__(self, ctx, server, errors: list, grouped: bool = False):
        self.ctx, self.server, self.errors = ctx, server, errors
        self.grouped = grouped  # the default settle time: taps kept in the journal
        self.acks = Acks()
        ctx.expose_binding("tkAck", self.acks)
        ctx.add_init_script(
            ("window.tkAckField = 'journaled';" if grouped else SETTLE_NOW) + ACK_WATCH
        )
        self.lives_before: list[int] = []
        self.acknowledged_total = 0
        self.page = None
        self.expected: list[dict] = []
        self.last = None  # the trial to check once the app is open again

    def open(self):
        """Open the app; do not wait for it (after a reload, the reloaded page is it)."""
        if getattr(self, "reloaded", False):
            self.reloaded = False
            return
        self.page = self.ctx.new_page()
        # acknowledgements are kept by id(page), and Python hands a closed page's id to a new
        # one: a new page starts from none (a reused id made a burst of 4 "8 acknowledged")
        self.acks.by_page[id(self.page)] = 0
        self.page.on("pageerror", lambda err: self.errors.append(f"pageerror: {err}"))
        self.page.on(
            "console",
            lambda msg: msg.type == "error" and self.errors.append(f"console: {msg.text}"),
        )
        self.page.goto(self.server.url)

    def ready(self):
        try:
            self.page.wait_for_function(READY_WRITER)
        except Exception as error:  # say where it stopped: engine, lock or storage
            state = self.page.evaluate(STUCK)
            raise AssertionError(f"the app did not open as the writer: {state}") from error

    def start_game(self):
        page = self.page
        start_game(page, PLAYERS, lang=None)
        self.expected = check_log_whole(read_store(page))
        assert [a["type"] for a in self.expected] == ["new_game"]

    def burst_and_kill(self, steps, kill_after_ms: float, how: str):
        page = self.page
        cdp = self.ctx.new_cdp_session(page) if how in ("crash", "kill") else None
        if self.grouped:
            page.wait_for_function(SETTLED)
            self.lives_before = shown_lives(page)
        page.evaluate(BURST, steps)
        page.wait_for_timeout(kill_after_ms)
        if how == "close":
            page.close()
        elif how == "reload":  # pulled to refresh: the same page loads again
            page.reload(wait_until="commit")
            self.reloaded = True
        else:
            # The renderer dies (chrome://crash: it crashes; chrome://kill: it is killed, as by
            # the OS). Reopen only once the browser has seen it die: a navigation started in
            # the same instant can be handed to the service worker that died with it and
            # hang (Chromium 156, measured: 15 of 40 reopenings after chrome://kill).
            with page.expect_event("crash"):
                cdp.send("Page.navigate", {"url": f"chrome://{how}"})
            page.close(run_before_unload=True)  # does not wait, as closing a dead page is slow
        self.last = (
            len(self.expected),
            [tap_action(testid) for testid, _ in steps],
            self.acks.of(page),
            how,
        )
        if how == "reload":  # the new document acknowledges from 0
            self.acks.by_page[id(page)] = 0

    def check_last(self, where: str) -> int:
        """After reopening: the log is the one before the burst plus a prefix of the burst, at
        least as long as what was acknowledged. Returns the taps cut off unacknowledged."""
        before, burst, acknowledged, how = self.last
        page = self.page
        if self.grouped:
            return self.check_grouped(where, burst, acknowledged, how)
        # taps shown but not yet written when the page died come back from the journal and are
        # written now: the log is whole once they have
        page.wait_for_function(SETTLED, timeout=15_000)
        actions = check_log_whole(read_store(page))
        n = len(actions)
        assert actions[:before] == self.expected, f"{where}: the log before the burst changed"
        assert n >= acknowledged, f"{where}: {acknowledged} acknowledged, only {n} stored ({how})"
        untimed = [
            {k: v for k, v in a.items() if k != "at"} for a in actions[before:]
        ]  # the app stamps next_turn
        taps = unit_taps(untimed)
        # exactly the first taps of the burst, none invented or twice; taps the journal kept for
        # one seat come back as one change, so they are compared as taps, not as records
        assert len(taps) <= len(burst) and Counter(map(repr, taps)) == Counter(
            map(repr, burst[: len(taps)])
        ), f"{where}: stored actions are not the first taps of the burst: {untimed} vs {burst}"
        self.expected = actions
        # Every record is an action the engine accepts, and the reopened app shows that game.
        session = Session.replay(actions)
        assert page.evaluate("() => Number(document.body.dataset.stored)") == n, where
        assert shown_lives(page) == [p["life"] for p in session.state()["players"]], where
        assert page.get_by_test_id("storage-error").count() == 0, where
        return len(burst) - len(taps)

    def check_grouped(self, where: str, burst: list[dict], acknowledged: int, how: str) -> int:
        """Default settle time: the lives, once settled, are those of a prefix of the burst at
        least as long as the taps acknowledged; the log is whole and replays to them."""
        page = self.page
        self.acknowledged_total += acknowledged
        page.wait_for_function(SETTLED, timeout=15_000)
        shown = shown_lives(page)
        lives = list(self.lives_before)
        prefixes = [list(lives)]
        for action in burst:
            lives[action["player"]] += action["delta"]
            prefixes.append(list(lives))
        kept = [k for k, p in enumerate(prefixes) if p == shown and k >= acknowledged]
        assert kept, (
            f"{where}: lives {shown} after the kill ({how}) are not those of a prefix of the burst "
            f"of at least {acknowledged} acknowledged taps: {prefixes}"
        )
        store = read_store(page)
        actions = check_log_whole(store)
        assert actions[: len(self.expected)] == self.expected, (
            f"{where}: the log before the burst changed"
        )
        assert all(a["type"] == "adjust_life" for a in actions[len(self.expected) :]), where
        self.expected = actions
        session = Session.replay(actions)
        assert [p["life"] for p in session.state()["players"]] == shown, where
        assert page.get_by_test_id("storage-error").count() == 0, where
        return len(burst) - max(kept)


@pytest.mark.parametrize("settle", ["0", "default"])
def test_killing_the_page_during_bursts_of_taps_loses_no_acknowledged_action(
    browser, context, server, csp_violations, settle
):
    seed = int(os.environ.get("TK_DURABILITY_SEED", random.randrange(2**32)))
    print(
        f"\ndurability seed {seed} (TK_DURABILITY_SEED={seed} replays these choices), {TRIALS} trials"
    )
    rng = random.Random(seed)
    grouped = settle == "default"
    buttons = [f"life-{s}-{d}" for s in range(len(PLAYERS)) for d in ("plus", "minus")]
    if not grouped:  # at the default settle time a burst is life taps: what the journal keeps
        buttons.append("next-turn")

    errors: list[str] = []
    second = browser.new_context(
        viewport=PHONE_VIEWPORT,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        service_workers="allow",
        locale="en-US",
    )
    second.set_default_timeout(READY_TIMEOUT_MS)
    watch_csp(second, csp_violations)
    try:
        phones = [Phone(context, server, errors, grouped), Phone(second, server, errors, grouped)]
        for phone in phones:
            phone.open()
        for phone in phones:
            phone.ready()
            phone.start_game()

        started = time.perf_counter()
        kills = {"crash": 0, "kill": 0, "close": 0, "reload": 0}
        cut_off = 0
        for trial in range(TRIALS + len(phones)):
            phone = phones[trial % len(phones)]
            if phone.last is not None:
                phone.ready()
                cut_off += phone.check_last(f"seed {seed}, trial {trial - len(phones)}")
            if trial >= TRIALS:
                continue
            # A burst: 1 to 24 taps, 0 to 30 ms apart, killed somewhere between its start and
            # a little after its end: the renderer crashed or killed, or the tab closed.
            steps = [
                [rng.choice(buttons), rng.choice([0, 0, 1, 2, 5, 10, 20, 30])]
                for _ in range(rng.randint(1, 24))
            ]
            kill_after_ms = rng.uniform(0, (sum(wait for _, wait in steps) + 4 * len(steps)) * 1.3)
            how = rng.choice(["crash", "kill", "close", "reload"])
            phone.burst_and_kill(steps, kill_after_ms, how)
            kills[how] += 1
            phone.open()

        elapsed = time.perf_counter() - started
        stored = sum(len(phone.expected) for phone in phones)
        print(
            f"{TRIALS} kills ({kills['crash']} renderer crashes, {kills['kill']} renderers killed, "
            f"{kills['close']} tabs closed, {kills['reload']} reloads) in {elapsed:.1f}s; "
            f"{stored} actions stored, {cut_off} taps cut off unacknowledged"
        )
        assert errors == []
        if grouped:  # the journal did acknowledge taps: the check above was not empty
            assert sum(phone.acknowledged_total for phone in phones) > 0
    finally:
        second.close()


# --- undo and redo across reloads ------------------------------------------------------------


@pytest.fixture
def settle_now(context):
    context.add_init_script("try { localStorage.setItem('tk-settle-ms', '0') } catch (e) {}")


def lives(page, count=2) -> list[str]:
    return [page.get_by_test_id(f"life-{seat}").text_content() for seat in range(count)]


def settle(page):
    page.wait_for_function(SETTLED)


def reload(page):
    page.reload()
    page.wait_for_function(READY_WRITER)
    settle(page)


def test_undo_and_redo_across_several_reloads(page, server, settle_now):
    page.goto(server.url)
    page.wait_for_function(READY_WRITER)
    page.get_by_test_id("start-game").click()
    for testid in ("life-0-minus", "life-1-minus", "life-1-minus"):
        page.get_by_test_id(testid).click()
        settle(page)
    assert lives(page) == ["19", "18"]

    reload(page)
    page.get_by_test_id("undo").click()
    settle(page)
    reload(page)
    assert lives(page) == ["19", "19"]
    page.get_by_test_id("undo").click()
    settle(page)
    reload(page)
    assert lives(page) == ["19", "20"]
    assert page.get_by_test_id("redo").is_enabled()

    page.get_by_test_id("redo").click()
    settle(page)
    reload(page)
    assert lives(page) == ["19", "19"]
    page.get_by_test_id("redo").click()
    settle(page)
    reload(page)
    assert lives(page) == ["19", "18"]
    assert page.get_by_test_id("redo").is_disabled()

    # Undo, then a new action: the undone one can no longer be redone, after a reload too.
    page.get_by_test_id("undo").click()
    settle(page)
    page.get_by_test_id("life-0-plus").click()
    settle(page)
    reload(page)
    assert lives(page) == ["20", "19"]
    assert page.get_by_test_id("redo").is_disabled()
    stored = check_log_whole(read_store(page))
    assert [a["type"] for a in stored] == ["new_game"] + ["adjust_life"] * 3 + ["undo"] * 2 + [
        "redo"
    ] * 2 + ["undo", "adjust_life"]
    Session.replay(stored)
    page.get_by_test_id("open-history").click()
    history = page.get_by_test_id("history-list").text_content()
    assert len(re.findall(r"life [+\u2212]\d", history)) == 3 and "Player 1: life +1" in history
    assert page.tk_errors == []


# --- two tabs --------------------------------------------------------------------------------


def test_a_game_begun_in_the_writing_tab_shows_in_the_second(context, page, server):
    """Both tabs show the start screen; the writing tab starts a game: the second tab, which
    only follows, shows that game's table, not a start screen that cannot start one."""
    page.goto(server.url)
    page.wait_for_function(READY_WRITER)
    second = context.new_page()
    second.tk_errors = []
    second.on("pageerror", lambda err: second.tk_errors.append(f"pageerror: {err}"))
    second.goto(server.url)
    second.wait_for_function(
        "() => !document.getElementById('banner').hidden && document.body.dataset.ready === '1'"
    )
    assert second.evaluate("() => document.body.dataset.screen") == "start"
    page.bring_to_front()
    page.get_by_test_id("count-3").click()
    page.get_by_test_id("start-game").click()
    page.wait_for_function("() => document.body.dataset.stored === '1'")
    second.bring_to_front()
    second.get_by_test_id("player-2").wait_for()
    assert second.evaluate("() => document.body.dataset.screen") == "table"
    assert lives(second, 3) == ["20", "20", "20"]
    assert second.tk_errors == [] and page.tk_errors == []


@pytest.mark.parametrize("how", ["crash", "close"])
def test_the_writing_tab_dies_while_the_second_is_still_starting(
    context, page, server, settle_now, how
):
    """The second tab read the log as it started; the first then wrote more and died before the
    second's engine was up. The second must take over with the whole log, not the one it read."""
    page.goto(server.url)
    page.wait_for_function(READY_WRITER)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("life-0-minus").click()
    settle(page)

    second = context.new_page()
    second.tk_errors = []
    second.on("pageerror", lambda err: second.tk_errors.append(f"pageerror: {err}"))
    second.goto(server.url)
    second.wait_for_function(
        "() => !document.getElementById('banner').hidden"
    )  # a follower, log read
    assert second.evaluate("() => document.body.dataset.ready") == "0", (
        "the engine was up too soon for this test"
    )
    page.get_by_test_id("life-1-minus").click()
    page.get_by_test_id("life-1-minus").click()
    page.wait_for_function("() => document.body.dataset.stored === '4'")
    if how == "crash":
        context.new_cdp_session(page).send("Page.navigate", {"url": "chrome://crash"})
    page.close()

    second.bring_to_front()  # the player turns to the other tab (a hidden tab gets no frames)
    try:
        second.wait_for_function(READY_WRITER, polling=100)
    except Exception:
        print(
            "stuck:",
            second.evaluate(STUCK),
            second.evaluate("() => navigator.locks.query()"),
            second.tk_errors,
        )
        raise
    settle(second)
    assert lives(second) == ["19", "18"]
    second.get_by_test_id("life-0-plus").click()
    settle(second)
    assert second.get_by_test_id("toast").is_hidden(), second.get_by_test_id("toast").text_content()
    assert [a["type"] for a in check_log_whole(read_store(second))] == ["new_game"] + [
        "adjust_life"
    ] * 4
    reload(second)
    assert lives(second) == ["20", "18"]
    assert second.tk_errors == []
