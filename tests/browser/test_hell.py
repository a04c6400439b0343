"""Hell's Half-Draft in the app: the phone is the Hell library.

A pool file is imported, a Hell library built from it, Hell draws of every verdict made and
decided, the top of the shared sideboard played, the stack used, the game ended (the sweep)
and the next game of the session started; then the page is reloaded offline and everything is
found as it was. The library's order is random, so the tests read the engine's state
(``window.tkApp.state``) to know what was drawn; the pool the test writes has enough cards of
each verdict that every one is still in the library after the opening hands.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from journeys.hell_steps import start_hells_half_draft

pytestmark = pytest.mark.browser

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "hellscube"

SETTLED = "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
HELL = "() => window.tkApp.state.session_features.hell"
DRAWN = "document.querySelector('[data-testid=hell-drawbar]').dataset.mode !== 'draw'"
MARKUP = '<b>not bold</b> <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'

# One card per line of the rules, several of each so that every verdict survives the deal.
LANDS = ["Zebra Meadow", "Hellscape", "Quiet Field", "Ruined Gate", "<i>Italic</i> Bog"]
CASTABLE = [
    ("Green Gnat", "{1}{G}"),
    ("Hybrid Hound", "{G/U}{G/U}"),
    ("Vile Bargain", "{B/P}"),
    ("Mox Nothing", "{0}"),
    ("Wild Growth", "{G}"),
    ("Hexed Relic", "{H/R}{G}"),
]  # for a G deck; {H/R} is red or 2 life (issue 12)
CHOICE = [
    ("White Whale", "{W}{W}"),
    ("Red Rage", "{R}"),
    ("Blue Moon", "{1}{U}"),
    ("Black Cat", "{B}"),
    ("Purple Haze", "{1}{P}"),
    ("Twin Suns", "{W}{U}"),
    ("Ember Imp", "{1}{R}"),
]  # a colour missing
ASK = [
    ("Glorp Jar", "{1}{Glorp}"),
    ("Zorp Relic", "{Zorp}{G}"),
    ("Piss Pot", "{Piss}"),
    ("Odd Orb", "{2}{Blorp}"),
    ("Strange Seed", "{?}"),
]  # unknown symbols
HLC_COUNT = len(LANDS) + len(CASTABLE) + len(CHOICE) + len(ASK)


def card(name, cost="", types=("Creature",), text="", set_code="HLC", **extra):
    face = {"name": name, "types": list(types), **extra}
    if cost:
        face["cost"] = cost
    if text:
        face["text"] = text
    return {"id": f"{set_code}/{name}", "name": name, "set": set_code, "faces": [face]}


def write_pool(tmp_path) -> Path:
    cards = [card(n, types=("Land",), text="{T}: Add {G}.") for n in LANDS]
    cards += [card(n, c, power="1", toughness="1") for n, c in CASTABLE]
    cards += [card(n, c, types=("Instant",), text=MARKUP) for n, c in CHOICE]
    cards += [card(n, c, types=("Artifact",)) for n, c in ASK]
    cards.append(card("Outsider", "{G}", set_code="XYZ"))  # another set: filtered out
    path = tmp_path / "hell-test-pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": cards}), encoding="utf-8"
    )
    return path


# --- driving the app ----------------------------------------------------------------------------


def settle(page):
    page.wait_for_function(SETTLED)


def hell(page) -> dict:
    return page.evaluate(HELL)


def state(page) -> dict:
    return page.evaluate("() => window.tkApp.state")


def tap(page, testid):
    page.get_by_test_id(testid).click()
    settle(page)


def import_pool(page, path, took):
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("feature-pools").click()
    page.get_by_test_id("pool-file").set_input_files(str(path))
    page.wait_for_function(
        f"() => /Took {took} cards/.test(document.querySelector('[data-testid=import-report]').textContent)"
    )
    page.get_by_test_id("sheet-close").click()


def open_hell(page):
    page.get_by_test_id("hell-chip").click()
    page.get_by_test_id("hell-sheet").wait_for()


def draw(page):
    """Tap "Draw from Hell"; confirm the pass-the-phone cover if it comes."""
    page.get_by_test_id("hell-draw").click()
    page.wait_for_function(f"() => document.querySelector('[data-testid=pass-cover]') || {DRAWN}")
    if page.get_by_test_id("pass-cover").count():
        page.get_by_test_id("pass-confirm").click()
    page.wait_for_function(f"() => {DRAWN}")
    settle(page)
    return hell(page)["last_draw"]


def shown_reason(page):
    # mana symbols are drawn as badges without their braces
    return page.get_by_test_id("hell-reason").text_content()


def unbraced(text):
    return re.sub(r"[{}]", "", text)


def private_names(h):
    return [c["card"]["name"] for c in h["cards"] if c["visibility"] != "public"]


# --- the session ------------------------------------------------------------------------------------


def test_a_hell_session_draws_every_verdict_sweeps_and_survives_an_offline_reload(
    page, context, server, open_app, wait_ready, wait_sw_controlling, requests_log, tmp_path
):
    started = time.perf_counter()
    page.on("dialog", lambda dialog: dialog.accept())
    open_app(page)
    start_hells_half_draft(page)
    import_pool(page, write_pool(tmp_path), HLC_COUNT + 1)

    # setup: the pool's HLC cards, no basics, all of it (library = the 22 HLC cards)
    open_hell(page)
    page.get_by_test_id("hell-build").wait_for()
    assert page.get_by_test_id("hell-set-select").input_value() == "HLC"
    assert page.get_by_test_id("hell-basic-Plains").input_value() == "50"
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"):
        page.get_by_test_id(f"hell-basic-{name}").fill("0")
    page.get_by_test_id("hell-fraction").fill("1")
    page.get_by_test_id("hell-build").click()
    page.get_by_test_id("hell-top").wait_for()
    settle(page)
    assert page.get_by_test_id("hell-library-count").text_content() == str(HLC_COUNT)
    assert hell(page)["setup"]["library_size"] == HLC_COUNT  # "Outsider" (set XYZ) left out

    # colours: Ann's lands are green; Bob's blue and Pickle (a colour a card brought in)
    tap(page, "hell-color-0-G")
    tap(page, "hell-declare-0")
    page.get_by_test_id("hell-color-1-U").click()
    page.get_by_test_id("hell-color-name-1").fill("Pickle")
    tap(page, "hell-declare-1")
    assert page.get_by_test_id("hell-declared-0").text_content() == "Declared: G"
    assert page.get_by_test_id("hell-declared-1").text_content() == "Declared: U Pickle"

    # opening hands and a mulligan: the Hell cards in hands are covered
    tap(page, "hell-deal")
    assert page.get_by_test_id("hell-library-count").text_content() == str(HLC_COUNT - 4)
    before = {c["id"] for c in hell(page)["cards"] if c["zone"]["player"] == "Bob"}
    tap(page, "hell-mulligan-1")
    h = hell(page)
    after = {c["id"] for c in h["cards"] if c["zone"]["player"] == "Bob"}
    assert len(after) == 2 and after != before and h["hell_library"]["count"] == HLC_COUNT - 4
    body = page.evaluate("() => document.body.textContent")
    assert not [n for n in private_names(h) if n in body], "a card in a hand is on the screen"
    assert "Ann: 2 Hell cards" in page.get_by_test_id("hell-hand-0").text_content()
    # press and hold: only the phone's confirmed holder looks (Ann takes the phone first)
    page.get_by_test_id("hell-open-hand-0").click()
    page.get_by_test_id("pass-confirm").click()
    page.get_by_test_id("hell-hand-done").click()
    box = page.get_by_test_id("hell-hand-private-0")
    box.scroll_into_view_if_needed()
    rect = box.bounding_box()
    page.mouse.move(rect["x"] + 20, rect["y"] + 10)
    page.mouse.down()
    page.get_by_test_id("hell-hand-private-0-content").wait_for(state="visible")
    ann_hand = [c["card"]["name"] for c in h["cards"] if c["zone"]["player"] == "Ann"]
    assert all(n in box.text_content() for n in ann_hand)
    page.mouse.up()
    page.get_by_test_id("hell-hand-private-0-content").wait_for(state="hidden")

    # Ann's turn, her draw step: the draw-step options come with land and castable verdicts
    tap(page, "hell-next-turn")
    page.get_by_test_id("hell-step").select_option("draw")
    settle(page)
    page.get_by_test_id("hell-drawer-0").click()

    seen = set()
    for _ in range(HLC_COUNT - 4):
        d = draw(page)
        verdict = d["verdict"]
        assert page.get_by_test_id("hell-verdict").get_attribute("data-verdict") == verdict
        assert page.get_by_test_id("hell-card-name").text_content() == d["card_data"]["name"]
        assert shown_reason(page) == unbraced(d["reason"])
        if verdict == "land":
            assert d["draw_step_option"] == "play_land_now"
            if "land" not in seen:
                tap(page, "hell-play-now")
                zone = next(c["zone"] for c in hell(page)["cards"] if c["id"] == d["card"])
                assert (zone["zone"], zone["player"]) == ("battlefield", "Ann")
            tap(page, "hell-done")
        elif verdict == "castable":
            assert d["draw_step_option"] == "cast_for_2_less"
            if "castable" not in seen:
                tap(page, "hell-cast-now")
                assert state(page)["features"]["stack"]["items"][0]["card"] == d["card"]
            tap(page, "hell-done")
        elif verdict == "choice":
            text = page.get_by_test_id("hell-card").locator(".card-text").text_content()
            assert text == MARKUP  # card text with markup stays text
            if "choice_take" not in seen:
                tap(page, "hell-take")
                assert hell(page)["last_draw"]["resolution"] == "hand"
                seen.add("choice_take")
                tap(page, "hell-done")
            else:
                tap(page, "hell-to-sideboard")
                assert hell(page)["sideboard"][0]["id"] == d["card"]
                assert (
                    page.get_by_test_id("hell-sideboard-top-name")
                    .text_content()
                    .startswith(d["card_data"]["name"])
                )
                seen.add("choice_sideboard")
        elif verdict == "ask":
            assert d["unknown_symbols"]
            tap(page, "hell-castable")
            assert hell(page)["last_draw"]["counted_as"] == "castable"
            tap(page, "hell-done")
        seen.add(verdict)
        if {"land", "castable", "ask", "choice_take", "choice_sideboard"} <= seen and len(
            hell(page)["sideboard"]
        ) >= 2:
            break
    assert {"land", "castable", "ask", "choice_take", "choice_sideboard"} <= seen
    assert page.evaluate("window.__pwned") is None and page.locator("img").count() == 0

    # undo a Hell draw: the card goes back on top of the library
    count = hell(page)["hell_library"]["count"]
    last = hell(page)["last_draw"]["card"]
    draw(page)
    assert hell(page)["hell_library"]["count"] == count - 1
    tap(page, "hell-undo")
    h = hell(page)
    assert (
        h["hell_library"]["count"] == count
        and h["pending"] is None
        and h["last_draw"]["card"] == last
    )

    # the top of the sideboard: any player plays it (undo, and play it again)
    h = hell(page)
    top, size = h["sideboard"][0], len(h["sideboard"])
    tap(page, "hell-play-top")
    tap(page, "hell-play-top-1")
    assert len(hell(page)["sideboard"]) == size - 1
    assert state(page)["features"]["stack"]["items"][0]["card"] == top["id"]
    tap(page, "hell-undo")
    assert hell(page)["sideboard"][0]["id"] == top["id"]
    assert page.get_by_test_id("hell-sideboard-count").text_content() == f"Sideboard: {size}"
    tap(page, "hell-play-top")
    tap(page, "hell-play-top-1")
    item = state(page)["features"]["stack"]["items"][0]
    assert item["card"] == top["id"] and item["controller_name"] == "Bob"

    # the stack: freeze Bob's spell, resolve the next (Ann's, below it), block Bob's
    page.locator("[data-testid=hell-stack] > summary").click()
    tap(page, f"hell-stack-freeze-{item['id']}")
    assert page.get_by_test_id(f"hell-stack-item-{item['id']}").get_attribute("data-frozen") == "1"
    tap(page, "hell-stack-resolve-next")
    items = state(page)["features"]["stack"]["items"]
    assert [i["id"] for i in items] == [item["id"]]
    tap(page, f"hell-stack-block-{item['id']}")
    entry = next(c for c in hell(page)["cards"] if c["id"] == top["id"])
    assert (entry["zone"]["zone"], entry["zone"]["player"], entry["owner"]) == (
        "graveyard",
        "Bob",
        "Bob",
    )

    # where every card is, with a move: the blocked spell goes from Bob's graveyard to exile
    page.locator("[data-testid=hell-where] > summary").click()
    row = page.get_by_test_id(f"hell-where-{top['id']}")
    assert row.locator(".hell-where-name").text_content() == top["card"]["name"]
    hidden = [c for c in hell(page)["cards"] if c["visibility"] == "private"]
    assert (
        page.get_by_test_id(f"hell-where-{hidden[0]['id']}")
        .locator(".hell-where-name")
        .text_content()
        == "covered"
    )
    page.get_by_test_id(f"hell-move-{top['id']}").click()
    page.get_by_test_id("hell-move-zone").select_option("exile")
    page.get_by_test_id("hell-move-player").select_option("1")
    tap(page, "hell-move-go")
    entry = next(c for c in hell(page)["cards"] if c["id"] == top["id"])
    assert (entry["zone"]["zone"], entry["zone"]["player"]) == ("exile", "Bob")

    # the end of the game: the sweep sends every Hell card but the sideboard's under the library
    sideboard = [c["id"] for c in hell(page)["sideboard"]]
    page.get_by_test_id("hell-winner").select_option("0")
    page.get_by_test_id("hell-end-game").click()  # the app's own question (issue 24, item 11)
    tap(page, "hell-sweep-confirm-ok")
    h = hell(page)
    assert state(page)["over"]
    assert [c["id"] for c in h["sideboard"]] == sideboard
    assert h["hell_library"]["count"] == HLC_COUNT - len(sideboard)
    assert [c["zone"]["zone"] for c in h["cards"]] == ["sideboard"] * len(sideboard)
    assert h["statistics"]["games"] == 1 and h["statistics"]["wins"] == {"Ann": 1}
    assert page.get_by_test_id("hell-swept").is_visible()

    # the next game of the session keeps the library and the sideboard, and the colours
    tap(page, "hell-next-game")
    s = state(page)
    assert s["number"] == 2 and not s["over"]
    h = hell(page)
    assert h["hell_library"]["count"] == HLC_COUNT - len(sideboard)
    assert [c["id"] for c in h["sideboard"]] == sideboard
    if not page.get_by_test_id("hell-deal").is_visible():
        page.locator("[data-testid=hell-this-game] > summary").click()
    assert page.get_by_test_id("hell-declared-0").text_content() == "Declared: G"
    tap(page, "hell-deal")
    assert hell(page)["hell_library"]["count"] == HLC_COUNT - len(sideboard) - 4
    page.locator("[data-testid=hell-stats] > summary").click()
    assert "Game 1: Ann" in page.get_by_test_id("hell-stats").text_content()
    kept = hell(page)

    # offline, after a reload: everything as it was
    wait_sw_controlling(page)
    server.stop()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    settle(page)
    assert hell(page) == kept
    open_hell(page)
    assert page.get_by_test_id("hell-library-count").text_content() == str(
        kept["hell_library"]["count"]
    )
    assert (
        page.get_by_test_id("hell-sideboard-top-name")
        .text_content()
        .startswith(kept["sideboard"][0]["card"]["name"])
    )
    body = page.evaluate("() => document.body.textContent")
    assert not [n for n in private_names(kept) if n in body], (
        "a card in a hand is on the screen after the reload"
    )

    # the history reads as words, and names no card that was hidden
    page.get_by_test_id("sheet-close").click()
    page.get_by_test_id("open-history").click()
    history = page.get_by_test_id("history-list").text_content()
    assert (
        "Ann drew a card from the Hell library" in history
        and "The Hell card goes on top of the sideboard" in history
    )
    sided = kept["sideboard"][0]["card"]["name"]  # public now: its draw names it, with the verdict
    assert f"Ann drew {sided} from the Hell library: a colour is missing" in history
    assert (
        "Bob plays the top card of the sideboard" in history
        and "Game over, Hell cards swept: Ann" in history
    )
    assert not [n for n in private_names(kept) if n in history]
    page.get_by_test_id("sheet-close").click()

    # Russian: the screen and the verdict's reason (written from reason_code and params)
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("menu-lang-ru").click()
    open_hell(page)
    assert "Взять из Ада" in page.get_by_test_id("hell-draw").text_content()
    d = draw(page)
    assert page.get_by_test_id("hell-verdict").text_content() in (
        "Земля — в руку",
        "Можно разыграть — в руку",
        "Выбор игрока",
        "Решает стол",
    )
    reason = shown_reason(page)
    assert re.search("[а-яё]{4,}", reason) and reason != unbraced(d["reason"])
    # a refusal of a Hell action, in Russian: purple is always in the game
    page.locator("[data-testid=hell-effects] > summary").click()
    page.get_by_test_id("hell-bring-name").fill("Purple")
    page.get_by_test_id("hell-bring-color").click()
    page.wait_for_function(
        "() => /Это уже в игре/.test(document.querySelector('[data-testid=toast]').textContent)"
    )
    assert requests_log.foreign() == []
    assert page.tk_errors == []
    assert time.perf_counter() - started < 120


def test_a_hell_library_from_the_registry_sample(page, open_app, tmp_path):
    sample = SHARED / "sample-70.json"
    if not sample.is_file():
        pytest.skip(f"{sample} is absent (the shared registry data is not beside this clone)")
    open_app(page)
    start_hells_half_draft(page)
    import_pool(page, sample, 66)  # 70 records, 4 of them the registry's tokens
    open_hell(page)
    page.get_by_test_id("hell-build").wait_for()
    assert page.get_by_test_id("hell-set-select").input_value() == "HLC"
    assert page.get_by_test_id("hell-pool-count").text_content() == "26 cards of this pool"
    page.get_by_test_id("hell-build").click()  # default basics (50 of each of the five) and a tenth
    page.get_by_test_id("hell-top").wait_for()
    settle(page)
    h = hell(page)
    assert h["setup"]["pool_size"] == 26 + 250 and h["setup"]["library_size"] == 28
    assert page.get_by_test_id("hell-library-count").text_content() == "28"
    for letter in "WUBRGP":
        page.get_by_test_id(f"hell-color-0-{letter}").click()
    tap(page, "hell-declare-0")
    tap(page, "hell-deal")
    page.get_by_test_id("hell-drawer-0").click()
    d = draw(page)
    assert page.get_by_test_id("hell-card-name").text_content() == d["card_data"]["name"]
    assert shown_reason(page) == unbraced(d["reason"])
    if d["pending"]:
        tap(page, "hell-take")
    else:
        tap(page, "hell-done")
    assert hell(page)["pending"] is None and hell(page)["hell_library"]["count"] == 28 - 5


def test_the_full_registry_is_read_in_the_browser_quickly(page, open_app):
    """The issue asks for the import's time in the browser (CPython's is in the engine's
    tests). Measured in the page on the engine the app uses, after one warm-up read."""
    registry = SHARED / "Hellscube-Database.json"
    if not registry.is_file():
        pytest.skip(f"{registry} is absent (the shared registry data is not beside this clone)")
    open_app(page)
    text = registry.read_text(encoding="utf-8")
    timings = page.evaluate(
        """async (text) => {
        const engine = window.tkApp.engine;
        const runs = [];
        let summary = null;
        for (let i = 0; i < 2; i++) {
          const started = performance.now();
          const answer = await engine.import_pool(text, "");
          runs.push(performance.now() - started);
          summary = answer.summary;
        }
        return { runs, total: summary.total, hlc: summary.by_set.HLC, skipped: summary.skipped_count };
      }""",
        text,
    )
    print(
        f"\nfull registry import in the browser: first {timings['runs'][0]:.0f} ms, "
        f"again {timings['runs'][1]:.0f} ms"
    )
    # the 146 token records of the registry are left out (issue 24, item 10)
    assert (timings["total"], timings["hlc"], timings["skipped"]) == (3059 - 146, 720, 0)
    assert min(timings["runs"]) < 10_000
