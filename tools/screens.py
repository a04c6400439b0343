#!/usr/bin/env python3
"""Screenshots of every screen in English and Russian at 360x740 (``make screens``).

    python tools/screens.py [--out build/screens] [--lang en,ru]

Drives the built site (``build/site``) in Chromium as a player would: the start screen; the
table with 2, 4 and 8 seats and lying flat in landscape; every sheet of the table (counters,
number entry, dice, history, menu, a concession's question, the undo-a-start question); the
card pools (an import's report, a deletion's question); Hell's Half-Draft (set-up, the Hell
screen, a drawn card, a hand behind the pass-the-phone cover); Contraptions (set-up
and play, and the table with its sprocket rows); the Conspiracy draft (set-up, running
with its timer, the hidden-agenda cover); a match; a tournament (round, standings,
play-off); a team event seat by seat and two draft tables. One PNG per screen and language, named ``<lang>-<nn>-<screen>.png``, so a
reviewer can look at all of them at once. Not part of ``make test``: it asserts nothing,
it shows.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import serve
from chromium import ARGS as CHROMIUM_ARGS
from chromium import system_chromium

READY = "() => document.body.dataset.ready === '1'"
SETTLED = "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
# An invented pool (never the registry's cards): a land and nine spells.
POOL_NAMES = [
    "Quiet Meadow",
    "Ashen Gnat",
    "Velvet Whale",
    "Brass Owl",
    "Tin Lantern",
    "Moss Golem",
    "Copper Eel",
    "Salt Wraith",
    "Lumen Moth",
    "Cinder Toad",
]


def pool_file(folder: Path) -> Path:
    def card(name, cost="", types=("Creature",)):
        face = {"name": name, "types": list(types), **({"cost": cost} if cost else {})}
        return {"id": f"INV/{name}", "name": name, "set": "INV", "faces": [face]}

    cards = [card(POOL_NAMES[0], types=("Land",))] + [card(n, "{1}{G}") for n in POOL_NAMES[1:]]
    path = folder / "invented-pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": cards}), encoding="utf-8"
    )
    return path


class Shots:
    def __init__(self, page, out: Path, lang: str):
        self.page, self.out, self.lang, self.n = page, out, lang, 0

    def __call__(self, name: str) -> None:
        self.n += 1
        self.page.wait_for_timeout(150)
        self.page.screenshot(path=str(self.out / f"{self.lang}-{self.n:02d}-{name}.png"))

    def tap(self, testid: str) -> None:
        self.page.get_by_test_id(testid).click()

    def settle(self) -> None:
        self.page.wait_for_function(SETTLED)

    def close(self) -> None:
        self.page.keyboard.press("Escape")
        self.page.wait_for_timeout(100)

    def close_all(self) -> None:
        for _ in range(4):
            if not self.page.locator(".sheet").count():
                return
            self.close()


def start(s: Shots, names, fmt="casual") -> None:
    s.tap(f"count-{len(names)}")
    for seat, name in enumerate(names):
        s.page.get_by_test_id(f"name-{seat}").fill(name)
    s.page.get_by_test_id("format").select_option(fmt)
    s.tap("start-game")
    if s.page.get_by_test_id("start-ends-game").count():  # over a running game: it asks
        if not getattr(s, "confirm_shown", False):  # once: "End game 1?"
            s("start-confirm")
            s.confirm_shown = True
        s.tap("start-confirm-ok")
    s.page.get_by_test_id(f"player-{len(names) - 1}").wait_for()
    s.settle()


def new_game(s: Shots, names, fmt="casual") -> None:
    s.tap("open-menu")
    s.tap("menu-new-game")
    start(s, names, fmt)


def table_screens(s: Shots, names, pool: Path) -> None:
    s("start")
    start(s, names[:2])
    s("table-2")
    new_game(s, names[:4], "commander")
    s.page.get_by_test_id("life-1-minus").click()
    s("table-4-commander-pending")
    s.settle()
    for opener, name in (
        ("counters-1", "player-sheet"),
        ("life-0", "number-entry"),
        ("open-dice", "dice"),
        ("open-history", "history"),
        ("open-menu", "menu"),
    ):
        s.tap(opener)
        s.page.locator(".sheet").wait_for()
        s(name)
        s.close()
    s.tap("open-history")  # the life chart, from the history
    s.tap("history-life-chart")
    s.page.get_by_test_id("life-chart-summary").wait_for()
    s("life-chart")
    s.close_all()
    for _ in range(2):  # once a turn has passed, the dice answer "who?" and leave the turn
        s.tap("next-turn")
        s.settle()
    s.tap("open-dice")
    s.page.locator(".sheet").wait_for()
    s("dice-random-player")
    s.close()
    s.tap("open-menu")  # ending a game with players in it asks first
    s.tap("end-game")
    s.page.get_by_test_id("end-game-confirm").wait_for()
    s("end-game-question")
    s.tap("end-game-confirm-cancel")
    s.close()
    s.tap("open-menu")  # a phone that joined no event says how to join one
    s.tap("feature-event")
    s.page.get_by_test_id("event-not-joined").wait_for()
    s("my-event-not-joined")
    s.close()
    s.tap("counters-1")  # the app's own question, turned toward Bob as his sheet is
    s.tap("concede-1")
    s.page.get_by_test_id("concede-confirm-1").wait_for()
    s("concede-question")
    s.close()
    s.close()
    new_game(s, names[:8])
    s("table-8")
    s.tap("undo")
    s.page.get_by_test_id("undo-start-sheet").wait_for()
    s("undo-start-question")
    s.tap("undo-start-keep")
    s.tap("open-menu")  # the sessions played before: none yet (this one's games are its history)
    s.tap("feature-carry")
    s.tap("carry-past")
    s.page.get_by_test_id("past-this-session").wait_for()
    s("past-games")
    s.close_all()


def hell_screens(s: Shots, names, pool: Path) -> None:
    new_game(s, names[:2], "hells_half_draft")
    s.tap("open-menu")
    s.tap("feature-pools")
    s.page.get_by_test_id("pool-file").set_input_files(str(pool))
    s.page.wait_for_function("() => document.querySelector('[data-testid=import-report]')")
    s("pools-import-report")
    s.page.locator("[data-testid^=pool-delete-]").first.click()
    s.page.get_by_test_id("pool-delete-confirm").wait_for()
    s("pool-delete-question")
    s.close()
    s.page.locator("[data-testid^=pool-open-]").first.click()  # the pool's cards, searched
    s.page.get_by_test_id("card-search").fill("o")
    s.page.get_by_test_id("card-results").locator("article").first.wait_for()
    s("pool-browser")
    s.close_all()
    s.tap("hell-chip")
    s.page.get_by_test_id("hell-sheet").wait_for()
    s("hell-setup")
    for basic in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"):
        s.page.get_by_test_id(f"hell-basic-{basic}").fill("0")
    s.page.get_by_test_id("hell-fraction").fill("1")
    s.tap("hell-build")
    s.page.get_by_test_id("hell-top").wait_for()
    s.settle()
    s("hell-screen")
    s.tap("hell-deal")
    s.settle()
    s("hell-dealt")
    s.tap("hell-open-hand-0")
    if s.page.get_by_test_id("pass-cover").count():
        s("hell-pass-cover")
        s.tap("pass-confirm")
    s("hell-hand-open")
    s.close()
    s.close()


def contraption_screens(s: Shots, names, pool: Path) -> None:
    new_game(s, names[:2])
    s.tap("open-menu")
    s.tap("feature-contraptions")
    s("contraptions-setup")
    s.tap("ctr-rules-unstable")
    s.tap("ctr-start")
    s.tap("ctr-close")
    s.tap("next-turn")
    s.page.get_by_test_id("ctr-upkeep").wait_for()
    s.tap("ctr-upkeep")
    s.settle()
    s("contraptions-upkeep")
    s.close()
    s.page.get_by_test_id("ctr-chip").wait_for()
    s("contraptions-table")  # the sprocket rows on the panels open the sheet


def contraption_rules_screens(s: Shots, names, pool: Path) -> None:
    """The other rule sets: Like Planechase (a paid roll, its private look behind the cover)
    and Dice and factions with the scrapyard (a declined card scrapped, the open libraries)."""
    new_game(s, names[:2])
    s.tap("open-menu")
    s.tap("feature-contraptions")
    s.tap("ctr-rules-planechase")
    s("contraptions-rule-sets")
    for step in ("ctr-start", "ctr-next-turn", "ctr-upkeep", "ctr-main-phase", "ctr-roll"):
        s.tap(step)
        s.settle()
    s("contraptions-planechase-roll")
    s.tap("ctr-arrange-look")
    s("contraptions-planechase-cover")
    s.tap("pass-confirm")
    s("contraptions-planechase-look")
    s.close()
    new_game(s, names[:2])
    s.tap("open-menu")
    s.tap("feature-contraptions")
    s.tap("ctr-rules-factions")
    s.tap("ctr-decline-scrapyard")
    s("contraptions-factions-setup")
    for step in ("ctr-start", "ctr-next-turn", "ctr-upkeep"):
        s.tap(step)
        s.settle()
    choices = s.page.locator("button[data-testid^=ctr-faction-]")
    if choices.count():  # a 6: any library
        s("contraptions-factions-any-library")
        choices.first.click()
        s.settle()
    s.tap("ctr-decline")
    s.settle()
    s("contraptions-factions-scrapyard")
    s.tap("ctr-faction-decks")
    s("contraptions-faction-libraries")
    s.close()


def draft_screens(s: Shots, names, pool: Path) -> None:
    s.tap("open-menu")
    s.tap("feature-draft")
    s.page.get_by_test_id("draft-seats").fill("\n".join(names[:4]))
    s("draft-setup")
    s.tap("draft-start")
    s.page.get_by_test_id("draft-countdown").wait_for()
    s("draft-running")
    s.page.get_by_test_id("draft-finish").click()
    s.page.get_by_test_id("draft-finish").click()
    s.page.get_by_test_id("draft-done").wait_for()
    s.settle()
    s("draft-done")
    s.page.get_by_test_id("consp-seat").select_option("1")
    s.tap("consp-add-hidden")
    s("agenda-pass-cover")
    s.tap("pass-confirm")
    s("agenda-named-behind-cover")
    s.tap("agenda-cancel")
    s.close()


def event_screens(s: Shots, names, pool: Path) -> None:
    s.tap("open-menu")
    s.tap("feature-match")
    s.page.wait_for_timeout(300)
    s("match")
    s.close()
    s.tap("open-menu")
    s.tap("feature-tournament")
    s.page.get_by_test_id("t-players").fill("\n".join(names[:8]))
    s("tournament-setup")
    s.tap("t-create")
    s.tap("t-pair")
    s.page.get_by_test_id("t-table-1-1").wait_for()
    s.settle()
    s("tournament-round")
    slip_screens(s)  # table 1's result comes on a slip, scanned
    for table in range(2, 5):
        s.page.get_by_test_id(f"t-res-1-{table}-2-0-0").click()
        s.settle()
    s("tournament-results")
    s.page.get_by_test_id("phones-section").scroll_into_view_if_needed()  # to players' phones
    s("tournament-phones")
    s.close()
    file_over_tournament(s, names, pool.parent)


def file_over_tournament(s: Shots, names, folder: Path) -> None:
    """A table's file opened on the phone running the tournament: the preview names what is
    put away (the tournament too) and where to find it again; cancelled, nothing changes."""
    sys.path.insert(0, str(ROOT))
    from engine import Session
    from engine.table_file import write_table_file

    session = Session()
    session.apply({"type": "new_game", "players": names[4:6]})
    path = folder / "table.json"
    path.write_text(write_table_file(session, saved_at="2026-11-28T20:00:00Z"), encoding="utf-8")
    s.tap("open-menu")
    s.tap("feature-carry")
    s.page.get_by_test_id("carry-sheet").wait_for()
    with s.page.expect_file_chooser() as chooser:
        s.tap("carry-open")
    chooser.value.set_files(str(path))
    s.page.get_by_test_id("carry-open-confirm").wait_for()
    s("file-preview-over-tournament")
    s.tap("carry-open-cancel")
    s.page.wait_for_timeout(200)
    s.close()


TEAM_NAMES = {"Ann": ["Owls", "Foxes", "Bears", "Ivy"], "Аня": ["Совы", "Лисы", "Медведи", "Ира"]}


def team_screens(s: Shots, names, pool: Path) -> None:
    """A 3-team event with seats A, B, C (003 8.2): the teams form, a team match recorded seat
    by seat, the team standings; then 16 players at two draft tables (7.6), paired within."""
    teams, ninth = TEAM_NAMES[names[0]][:3], TEAM_NAMES[names[0]][3]
    members = [*names[:8], ninth]
    page = s.page
    s.tap("open-menu")
    s.tap("feature-tournament")
    if page.get_by_test_id("t-new").count():  # the earlier event: start a new one
        page.get_by_test_id("t-new").click()
        page.get_by_test_id("t-new").click()
    page.get_by_test_id("t-players").fill("\n".join(teams))
    s.tap("t-create")
    page.get_by_test_id("t-teams-box").locator("summary").click()
    for i in range(3):
        for k, seat in enumerate("ABC"):
            page.get_by_test_id(f"t-team-{i}-{seat}").fill(members[3 * i + k])
    page.get_by_test_id("t-team-0").scroll_into_view_if_needed()
    s("teams-setup")
    s.tap("t-teams-save")
    page.get_by_test_id("t-teams-now").wait_for()
    s.tap("t-pair")
    page.get_by_test_id("t-seat-1-1").wait_for()
    s.settle()
    for seat, result in zip("ABC", ("2-0-0", "1-2-0", "2-1-0")):
        s.tap(f"t-seat-1-1-{seat}-{result}")
    page.get_by_test_id("t-seat-1-1").scroll_into_view_if_needed()
    s("teams-round-seats")
    s.tap("t-team-record-1-1")
    s.settle()
    page.get_by_test_id("t-standings").scroll_into_view_if_needed()
    s("teams-standings")
    page.get_by_test_id("t-new").click()
    page.get_by_test_id("t-new").click()
    players = [f"{n}{i}" for i in (1, 2) for n in names]
    page.get_by_test_id("t-players").fill("\n".join(players))
    s.tap("t-create")
    page.get_by_test_id("t-tables-box").locator("summary").click()
    s.tap("t-tables-count-2")
    for i, name in enumerate(players):
        page.get_by_test_id(f"t-seat-at-{i}").select_option("1" if name.endswith("1") else "2")
    page.get_by_test_id("t-tables-box").scroll_into_view_if_needed()
    s("tables-setup")
    s.tap("t-tables-save")
    page.get_by_test_id("t-tables-now").wait_for()
    s.tap("t-pair")
    page.get_by_test_id("t-table-1-1").wait_for()
    s.settle()
    page.get_by_test_id("t-round").scroll_into_view_if_needed()
    s("tables-round")
    s.close()


def slip_screens(s: Shots) -> None:
    """Table 1's match played on a phone at the table, its result slip shown as a QR code, and
    the organiser's scanner (no camera here: the slip's text is pasted) recording it."""
    tour = s.page.evaluate("() => window.tkApp.state.session_features.tournament")
    pairing = tour["rounds"][0][0]
    s.close()
    s.tap("open-menu")
    s.tap("feature-match")
    if s.page.get_by_test_id("match-new").count():
        s.tap("match-new")
    s.page.get_by_test_id("match-a").fill(pairing["a"])
    s.page.get_by_test_id("match-b").fill(pairing["b"])
    s.tap("match-start")
    for _ in range(2):
        s.tap("match-win-a")
        s.settle()
    s.page.get_by_test_id("slip-event").fill(tour["code"])
    s.page.get_by_test_id("slip-round").fill("1")
    s.page.get_by_test_id("slip-table").fill("1")
    s.page.wait_for_function(
        "() => { const c = document.querySelector('[data-testid=slip-qr]'); return c && !c.hidden && c.width > 0; }"
    )
    s.page.get_by_test_id("slip-qr").scroll_into_view_if_needed()
    s("match-slip-qr")
    slip = s.page.get_by_test_id("slip-text").text_content()
    s.close()
    s.tap("open-menu")
    s.tap("feature-tournament")
    s.tap("t-scan-slip")
    s.page.get_by_test_id("slip-camera-note").wait_for()
    s.page.wait_for_function(
        "() => document.querySelector('[data-testid=slip-camera-note]').textContent.length > 0"
    )
    s("slip-scanner")
    s.page.get_by_test_id("slip-paste").fill(slip)
    s.tap("slip-record")
    s.page.get_by_test_id("t-table-1-1").wait_for()
    s.settle()
    s("slip-recorded")


def team_match_screens(s: Shots, names, pool: Path) -> None:
    """A Two-Headed Giant match: the teams named by the app, the chooser, the result."""
    new_game(s, names[:4], "two_headed_giant")
    s.tap("open-menu")
    s.tap("feature-match")
    if s.page.get_by_test_id("match-new").count():
        s.tap("match-new")
    s.page.get_by_test_id("match-setup").wait_for()
    if not s.page.get_by_test_id("match-team").is_checked():
        s.tap("match-team")
    s("match-team-setup")
    s.tap("match-start")
    s.page.get_by_test_id("match-chooser").wait_for()
    s.settle()
    s("match-team-running")
    s.tap("match-win-a")
    s.page.get_by_test_id("match-result").wait_for()
    s.settle()
    s("match-team-result")
    s.close()


# Every walk, in order; each takes (shots, names, pool file).
PARTS = (
    table_screens,
    hell_screens,
    contraption_screens,
    contraption_rules_screens,
    draft_screens,
    event_screens,
    team_match_screens,
    team_screens,
)


def landscape(browser, url: str, out: Path, lang: str, names) -> None:
    ctx = browser.new_context(
        viewport={"width": 740, "height": 360},
        is_mobile=True,
        has_touch=True,
        locale="ru-RU" if lang == "ru" else "en-US",
    )
    page = ctx.new_page()
    page.goto(url)
    page.wait_for_function(READY)
    s = Shots(page, out, lang)
    s.n = 90
    s.tap(f"lang-{lang}")
    start(s, names[:5])
    s("landscape-5")
    ctx.close()


def time_called(browser, url: str, out: Path, lang: str, names) -> None:
    """A match whose round time has run out: the table says so (the chip's "Time!"), and the
    match sheet says whose turn ends it. The page's clock is the test's, moved 51 minutes on."""
    ctx = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
    page = ctx.new_page()
    page.clock.install()
    page.goto(url)
    page.wait_for_function(READY, timeout=60_000)
    s = Shots(page, out, lang)
    s.n = 80
    s.tap(f"lang-{lang}")
    start(s, names[:2])
    s.tap("next-turn")
    s.settle()
    s.tap("open-menu")
    s.tap("feature-match")
    if page.get_by_test_id("match-new").count():
        s.tap("match-new")
    page.get_by_test_id("match-a").fill(names[0])
    page.get_by_test_id("match-b").fill(names[1])
    s.tap("match-start")
    page.get_by_test_id("clock-toggle").wait_for()
    s.tap("clock-toggle")
    s.settle()
    s.tap("sheet-close")
    page.clock.fast_forward(51 * 60_000)  # the round's 50 minutes are gone
    page.wait_for_function(
        "() => window.tkApp.state.session_features.match.time_called === true", timeout=20_000
    )
    s.settle()
    page.clock.run_for(500)
    s("match-time-called-table")
    s.tap("match-clock-chip")
    page.get_by_test_id("time-after-pass").wait_for()
    s("match-time-called-sheet")
    ctx.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "screens")
    parser.add_argument("--lang", default="en,ru")
    args = parser.parse_args(argv)
    site = ROOT / "build" / "site"
    if not (site / "index.html").is_file():
        print("build/site is missing: run `make build`", file=sys.stderr)
        return 1
    if args.out.exists():
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True)
    from playwright.sync_api import sync_playwright

    server = serve.make_server(site, "127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    names = {
        "en": ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"],
        "ru": ["Аня", "Борис", "Вика", "Глеб", "Даша", "Егор", "Жанна", "Зоя"],
    }
    failures = []
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as tmp:
        browser = pw.chromium.launch(executable_path=system_chromium(), args=CHROMIUM_ARGS)
        pool = pool_file(Path(tmp))
        for lang in args.lang.split(","):
            ctx = browser.new_context(
                viewport={"width": 360, "height": 740},
                device_scale_factor=1,
                is_mobile=True,
                has_touch=True,
            )
            page = ctx.new_page()
            page.set_default_timeout(20_000)
            page.goto(server.url)
            page.wait_for_function(READY, timeout=60_000)
            s = Shots(page, args.out, lang)
            s.tap(f"lang-{lang}")
            for part in PARTS:
                try:
                    part(s, names[lang], pool)
                except Exception as error:  # show what was reached; say what was not
                    failures.append(f"{lang}: {part.__name__}: {error}".splitlines()[0])
                    page.screenshot(
                        path=str(args.out / f"{lang}-zz-not-reached-{len(failures)}.png")
                    )
                    for _ in range(3):
                        page.keyboard.press("Escape")
            ctx.close()
            landscape(browser, server.url, args.out, lang, names[lang])
            try:
                time_called(browser, server.url, args.out, lang, names[lang])
            except Exception as error:
                failures.append(f"{lang}: time_called: {error}".splitlines()[0])
        browser.close()
    server.shutdown()
    shots = sorted(args.out.glob("*.png"))
    print(
        f"{len(shots)} screenshots in {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}"
    )
    for failure in failures:
        print("not reached:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
