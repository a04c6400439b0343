"""Contraptions through the app on a phone-sized Chromium: setup with the engine's refusal,
upkeeps under the Unstable rules (two players) and the shared-deck dice rules (four, in
Russian), cranking in a chosen order, a Contraption's moves, undo, an offline reload."""

import re
from pathlib import Path

import pytest
from journey import start_game

from engine.contraptions.unstable_set import UNSTABLE_CONTRAPTIONS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
CARDS_JS = ROOT / "pwa" / "js" / "contraptions" / "cards.js"

SETTLED = (
    "() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0'"
    " && !document.querySelector('.panel[data-pending]')"
)


def settle(page):
    page.wait_for_function(SETTLED)


def tap(page, testid):
    page.get_by_test_id(testid).click()
    settle(page)


def text(page, testid):
    return page.get_by_test_id(testid).text_content()


def open_contraptions(page):
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("feature-contraptions").click()
    page.get_by_test_id("contraptions-sheet").wait_for()


def card_ids(page, prefix):
    return [
        int(x.rsplit("-", 1)[1])
        for x in page.eval_on_selector_all(
            f"[data-testid^={prefix}]", "els => els.map(e => e.dataset.testid)"
        )
    ]


def sprocket_cards(page, rig, sprocket):
    return (
        page.get_by_test_id(f"ctr-sprocket-{rig}-{sprocket}")
        .locator(".ctr-card-name")
        .all_text_contents()
    )


def go_offline(page, context, server, wait_ready, wait_sw_controlling):
    wait_sw_controlling(page)
    server.stop()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    settle(page)


def test_the_apps_default_set_is_the_engines():
    rows = re.findall(r'\[(\d+), "([^"]+)", (\d)\]', CARDS_JS.read_text(encoding="utf-8"))
    factions = re.findall(r'^  "([^"]+)",$', CARDS_JS.read_text(encoding="utf-8"), re.MULTILINE)
    assert [(int(n), name, factions[int(f)]) for n, name, f in rows] == [
        (c.number, c.name, c.faction) for c in UNSTABLE_CONTRAPTIONS
    ]


def test_unstable_two_players_upkeeps_moves_undo_and_offline(
    page, context, server, open_app, wait_ready, wait_sw_controlling, requests_log
):
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None)
    open_contraptions(page)
    page.get_by_test_id("ctr-rules-unstable").click()

    # Bob builds a deck of 14: the engine refuses it and says why
    page.get_by_test_id("ctr-deck-edit-1").click()
    page.get_by_test_id("ctr-pick-none").click()
    for number in range(167, 181):
        page.get_by_test_id(f"ctr-pick-{number}").check()
    assert text(page, "ctr-picked-count") == "Chosen: 14"
    page.get_by_test_id("ctr-deck-done").click()
    tap(page, "ctr-start")
    assert "at least 15" in text(page, "ctr-setup-error")
    assert "Bob's Contraption deck has 14" in text(page, "toast")

    # one more of the 45 and one of his own make 16
    page.get_by_test_id("ctr-deck-edit-1").click()
    page.get_by_test_id("ctr-pick-181").check()
    page.get_by_test_id("ctr-custom-name").fill("Bob's <b>Gizmo</b>")
    page.get_by_test_id("ctr-custom-note").fill("draws a card")
    page.get_by_test_id("ctr-custom-add").click()
    assert text(page, "ctr-picked-count") == "Chosen: 16"
    page.get_by_test_id("ctr-deck-done").click()
    assert text(page, "ctr-deck-summary-1") == "16 cards (1 own)"
    tap(page, "ctr-start")
    assert text(page, "ctr-deck-count-0") == "Deck: 45"
    page.get_by_test_id("ctr-rig-tab-1").click()
    assert text(page, "ctr-deck-count-1") == "Deck: 16"
    assert page.get_by_test_id("ctr-no-turn").is_visible()

    # the toolbar's Next turn opens the sheet at the upkeep
    page.get_by_test_id("ctr-close").click()
    assert page.get_by_test_id("ctr-chip").is_visible()
    tap(page, "next-turn")
    page.get_by_test_id("ctr-upkeep").wait_for()
    assert text(page, "ctr-turn") == "Turn 1 · Ann"
    tap(page, "ctr-upkeep")
    assert "the counter stays on sprocket 3" in text(page, "ctr-events")
    assert text(page, "ctr-counter-mark-0") == "CRANK!"
    assert (
        page.get_by_test_id("ctr-sprocket-0-3").locator("[data-testid=ctr-counter-mark-0]").count()
        == 1
    )

    # a card says "assemble": twice onto sprocket 1, once onto 2
    for sprocket in (1, 1, 2):
        tap(page, f"ctr-effect-sprocket-{sprocket}")
    assert text(page, "ctr-deck-count-0") == "Deck: 42"
    assert len(sprocket_cards(page, 0, 1)) == 2 and len(sprocket_cards(page, 0, 2)) == 1
    assert "Ann controls (3)" in text(page, "ctr-controls")

    tap(page, "ctr-next-turn")  # Bob: no Contraption, the counter stays
    tap(page, "ctr-upkeep")
    assert "Bob: the counter stays on sprocket 3" in text(page, "ctr-events")
    tap(page, "ctr-next-turn")  # Ann: 3 -> 1, crank sprocket 1 in a chosen order
    tap(page, "ctr-upkeep")
    assert "CRANK! counter → sprocket 1 (2 there)" in text(page, "ctr-events")
    assert text(page, "ctr-counter-0") == "CRANK! counter on sprocket 1"
    first, second = card_ids(page, "ctr-crank-row-")
    names = {
        cid: page.get_by_test_id(f"ctr-card-{cid}").locator(".ctr-card-name").text_content()
        for cid in (first, second)
    }
    page.get_by_test_id(f"ctr-crank-down-{first}").click()
    assert card_ids(page, "ctr-crank-row-") == [second, first]
    assert text(page, "ctr-crank-go") == "Crank 2"
    tap(page, "ctr-crank-go")
    assert f"Ann cranked: {names[second]} → {names[first]}" in text(page, "ctr-events")
    assert page.get_by_test_id("ctr-nothing-left").is_visible()

    # destroy goes to the scrapyard; undo brings it back
    on_two = card_ids(page, "ctr-card-")
    lone = next(cid for cid in on_two if cid not in (first, second))
    page.get_by_test_id(f"ctr-card-{lone}").click()
    tap(page, "ctr-move-graveyard")
    assert "went to the scrapyard instead of a graveyard" in text(page, "ctr-events")
    assert "Scrapyard (1)" in text(page, "ctr-scrapyard-0")
    tap(page, "ctr-undo")
    assert "Scrapyard (0)" in text(page, "ctr-scrapyard-0")
    assert len(sprocket_cards(page, 0, 2)) == 1

    # reassemble onto sprocket 3, then give it to Bob (onto his sprocket 1)
    page.get_by_test_id(f"ctr-card-{lone}").click()
    tap(page, "ctr-move-sprocket-3")
    assert len(sprocket_cards(page, 0, 3)) == 1 and sprocket_cards(page, 0, 2) == []
    page.get_by_test_id(f"ctr-card-{lone}").click()
    page.get_by_test_id("ctr-give-player-1").click()
    tap(page, "ctr-give-sprocket-1")
    page.get_by_test_id("ctr-rig-tab-1").click()
    tile = page.get_by_test_id(f"ctr-card-{lone}")
    assert "owner Ann" in tile.text_content() and "controlled by Bob" in tile.text_content()

    # offline: reload and carry on with Bob's upkeep, which now moves his counter
    go_offline(page, context, server, wait_ready, wait_sw_controlling)
    page.get_by_test_id("ctr-chip").click()
    page.get_by_test_id("contraptions-sheet").wait_for()
    assert text(page, "ctr-deck-count-0") == "Deck: 42"
    tap(page, "ctr-next-turn")
    tap(page, "ctr-upkeep")
    assert "Bob: CRANK! counter → sprocket 1 (1 there)" in text(page, "ctr-events")
    assert card_ids(page, "ctr-crank-row-") == [lone]
    tap(page, "ctr-crank-none")
    assert "Bob cranked nothing" in text(page, "ctr-events")

    # the toolbar's undo takes the crank back; the choice is offered again
    page.get_by_test_id("ctr-close").click()
    tap(page, "undo")
    page.get_by_test_id("ctr-chip").click()
    assert card_ids(page, "ctr-crank-row-") == [lone]
    # text is text: the custom name with markup is shown as written
    page.get_by_test_id("ctr-rig-tab-1").click()
    assert page.locator("[data-testid=contraptions-sheet] b").count() == 0
    assert requests_log.foreign() == []
    assert page.tk_errors == []


def test_shared_dice_four_players_in_russian(
    page, context, server, open_app, wait_ready, wait_sw_controlling, requests_log
):
    open_app(page)
    page.get_by_test_id("lang-ru").click()
    start_game(page, ["Аня", "Боря", "Сеня", "Даня"], lang=None)
    page.get_by_test_id("open-menu").click()
    assert text(page, "feature-contraptions") == "Штуковины"
    page.get_by_test_id("feature-contraptions").click()
    page.get_by_test_id("ctr-rules-shared_dice").click()
    assert text(page, "ctr-deck-summary-shared") == "45 карт — 45 из Unstable"
    tap(page, "ctr-start")
    assert text(page, "ctr-rules-name") == "Кубики, общая колода"
    assert text(page, "ctr-counter-0") == "В этом ходу шестерёнка не заведена"
    page.get_by_test_id("ctr-close").click()

    assembled = 0

    def upkeep(turn):
        nonlocal assembled
        tap(page, "next-turn")  # the sheet opens at the upkeep
        page.get_by_test_id("ctr-upkeep").wait_for()
        assert text(page, "ctr-upkeep").startswith("Поддержка: ")
        tap(page, "ctr-upkeep")
        die = int(text(page, "ctr-dice").replace("Выпало", "").strip())
        events = text(page, "ctr-events")
        assert f"выпало {die}" in events
        if die <= 3:
            assert text(page, "ctr-counter-0") == f"В этом ходу заведена шестерёнка {die}"
            assert (
                page.get_by_test_id(f"ctr-sprocket-0-{die}")
                .locator("[data-testid=ctr-counter-mark-0]")
                .count()
                == 1
            )
            cards = sprocket_cards(page, 0, die)
            if cards:
                assert "контролирует" in text(page, "ctr-controls")
                controllers = (
                    page.get_by_test_id(f"ctr-sprocket-0-{die}")
                    .locator(".ctr-card")
                    .evaluate_all("els => els.map(e => e.dataset.controller)")
                )
                assert controllers == [str(turn % 4)] * len(cards)
                tap(page, "ctr-crank-go")
                assert "заводит" in text(page, "ctr-events")
            else:
                assert "пуста" in events
        else:
            for k in range(die - 3):  # spread over the sprockets
                assert text(page, "ctr-assemble-left").startswith(
                    f"Собрать {die - 3 - k} из {die - 3}"
                )
                tap(page, f"ctr-assemble-{(turn + k) % 3 + 1}")
            assembled += die - 3
            assert text(page, "ctr-deck-count-0") == f"Колода: {45 - assembled}"
        assert page.get_by_test_id("ctr-nothing-left").is_visible()
        page.get_by_test_id("ctr-close").click()

    for turn in range(4):
        upkeep(turn)

    # undo back to the start of the last upkeep, through the sheet's undo
    page.get_by_test_id("ctr-chip").click()
    for _ in range(4):
        tap(page, "ctr-undo")
        if page.get_by_test_id("ctr-upkeep").count():
            break
    assert text(page, "ctr-upkeep") == "Поддержка: Даня"
    tap(page, "ctr-upkeep")
    while page.get_by_test_id("ctr-assemble-box").count():
        tap(page, "ctr-assemble-2")
    while page.get_by_test_id("ctr-crank-box").count():
        tap(page, "ctr-crank-none")
    assembled = 45 - int(text(page, "ctr-deck-count-0").split(":")[1])
    page.get_by_test_id("ctr-close").click()

    go_offline(page, context, server, wait_ready, wait_sw_controlling)
    # the sprockets' row on a panel is the way in (issue 24, item 12)
    assert page.get_by_test_id("ctr-chip").is_visible()
    for turn in range(4, 6):
        upkeep(turn)
    assert requests_log.foreign() == []
    assert page.tk_errors == []


def test_planechase_paid_roll_is_private_and_factions_decline(page, open_app, requests_log):
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None)
    open_contraptions(page)
    page.get_by_test_id("ctr-rules-planechase").click()
    tap(page, "ctr-start")
    tap(page, "ctr-next-turn")
    tap(page, "ctr-upkeep")
    tap(page, "ctr-main-phase")
    assert text(page, "ctr-roll") == "Pay {2} and roll"
    tap(page, "ctr-roll")
    assert re.search(r"Ann paid \{2\} and rolled \d", text(page, "ctr-events"))
    # the cards looked at stay covered until the phone is passed to Ann
    assert page.get_by_test_id("ctr-arrange-list").count() == 0
    page.get_by_test_id("ctr-arrange-look").click()
    page.get_by_test_id("pass-confirm").click()
    looked = card_ids(page, "ctr-arr-row-")
    assert 1 <= len(looked) <= 6
    if len(looked) > 1:
        page.get_by_test_id(f"ctr-arr-{looked[1]}-assemble").click()
        page.get_by_test_id(f"ctr-arr-{looked[0]}-bottom").click()
    assert page.get_by_test_id("ctr-arrange-done").is_disabled()  # a sprocket first
    page.get_by_test_id("ctr-arr-sprocket-2").click()
    tap(page, "ctr-arrange-done")
    chosen = looked[1] if len(looked) > 1 else looked[0]
    assert card_ids(page, "ctr-card-") == [chosen]
    assert (
        page.get_by_test_id("ctr-sprocket-0-2").locator(f"[data-testid=ctr-card-{chosen}]").count()
        == 1
    )
    assert text(page, "ctr-roll") == "Pay {3} and roll"
    tap(page, "ctr-undo")
    assert page.get_by_test_id("ctr-arrange-box").is_visible()

    # dice and factions, one die, a declined card goes to the scrapyard
    page.get_by_test_id("ctr-close").click()
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("menu-new-game").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("start-confirm-ok").click()  # over a running game: it asks in a dialog
    page.get_by_test_id("player-1").wait_for()
    open_contraptions(page)
    page.get_by_test_id("ctr-rules-factions").click()
    page.get_by_test_id("ctr-decline-scrapyard").click()
    tap(page, "ctr-start")
    tap(page, "ctr-next-turn")
    tap(page, "ctr-upkeep")
    assert len(text(page, "ctr-dice").replace("Rolled", "").strip()) == 1
    choices = page.locator("button[data-testid^=ctr-faction-]")
    if choices.count():  # a 6: any library
        assert choices.count() == 5
        choices.first.click()
    assert text(page, "ctr-decline") == "Decline (the card goes to the scrapyard)"
    tap(page, "ctr-decline")
    assert "went to the scrapyard instead of being declined" in text(page, "ctr-events")
    assert text(page, "ctr-scrapyard").startswith("Scrapyard (1)")
    page.get_by_test_id("ctr-faction-decks").click()
    counts = [
        int(x.split(":")[1].split()[0])
        for x in page.locator("[data-testid^=ctr-faction-deck-] strong").all_text_contents()
    ]
    assert sorted(counts) == [8, 9, 9, 9, 9]
    assert requests_log.foreign() == []
    assert page.tk_errors == []
