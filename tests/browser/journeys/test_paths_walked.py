"""The paths a play-test ran out of time for, walked as a table walks them, in both
languages at 360x740 with touch: a drop and a second round with its papers printed, and
the other paths named alongside. Each test here is a thing a walk met and the app got wrong
before."""

from __future__ import annotations

import re

import pytest
from journey import start_game
from phone_browser import PHONE_VIEWPORT, READY_TIMEOUT_MS
from screen_words import plural_category

from .table_steps import open_app, settled, start_tournament

pytestmark = pytest.mark.browser

PRINT_STUB = "window.print = () => { window.tkPrinted = (window.tkPrinted || 0) + 1; };"
NAMES = {"en": ["Ann", "Bob", "Cid", "Dan", "Eve"], "ru": ["Аня", "Борис", "Вика", "Глеб", "Даша"]}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_standings_printed_in_round_two_say_after_which_round(server, page, lang):
    """Round 1 played, a player dropped, round 2 paired: the printed standings are those after
    round 1 (as the screen's and the QR code's say), not headed "Round 2"."""
    page.add_init_script(PRINT_STUB)
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    start_tournament(page, NAMES[lang])
    for m in page.evaluate("() => window.tkApp.state.session_features.tournament.rounds[0]"):
        if m["b"] is not None:
            page.get_by_test_id(f"t-res-1-{m['table']}-2-1-0").tap()
            settled(page)
    page.get_by_test_id("t-players-list").locator("summary").tap()
    page.get_by_test_id("t-drop-1").tap()
    page.get_by_test_id("t-drop-1").tap()
    settled(page)
    page.get_by_test_id("t-pair").tap()
    page.get_by_test_id("t-table-2-2").wait_for()
    settled(page)
    page.get_by_test_id("t-print-standings").tap()
    heading = page.locator("[data-testid=print-standings] h2").text_content()
    assert (
        heading
        == {
            "en": "Standings after round 1",
            "ru": "Турнирная таблица после раунда 1",
        }[lang]
    )
    dropped = NAMES[lang][1]
    rows = page.locator("[data-testid=print-standings] tbody tr").all_text_contents()
    assert any(
        dropped in row and {"en": "left after round 1", "ru": "после раунда 1"}[lang] in row
        for row in rows
    ), rows


def ctr_tap(page, testid):
    page.get_by_test_id(testid).tap()
    settled(page)


def open_contraptions(page, rules):
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-contraptions").tap()
    page.get_by_test_id(f"ctr-rules-{rules}").tap()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_contraptions_looked_at_and_scrapped_read_as_sentences(server, page, lang):
    """Like Planechase: the paid roll's look names how many cards, in the plural its number
    takes; Dice and factions with the scrapyard: a declined card goes "на помойку вместо
    отказа" (the case "вместо" asks for), not "вместо: отказ"."""
    open_app(page, server.url)
    start_game(page, NAMES[lang][:2], lang=lang, settle=True)
    open_contraptions(page, "planechase")
    for step in ("ctr-start", "ctr-next-turn", "ctr-upkeep", "ctr-main-phase", "ctr-roll"):
        ctr_tap(page, step)
    title = page.get_by_test_id("ctr-arrange-box").locator("h3").text_content()
    looked = re.search(r"(\d+) (\w+)", title)
    assert looked, title
    count, noun = int(looked.group(1)), looked.group(2)
    forms = {
        "en": {"one": "card", "other": "cards"},
        "ru": {"one": "карта", "few": "карты", "many": "карт"},
    }
    assert noun == forms[lang][plural_category(count, lang)], title

    page.keyboard.press("Escape")
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("menu-new-game").tap()
    start_game(page, NAMES[lang][:2], lang=None, again_if_asked=True, settle=True)
    open_contraptions(page, "factions")
    page.get_by_test_id("ctr-decline-scrapyard").tap()
    for step in ("ctr-start", "ctr-next-turn", "ctr-upkeep"):
        ctr_tap(page, step)
    choices = page.locator("button[data-testid^=ctr-faction-]")
    if choices.count():  # a 6: any library
        choices.first.tap()
        settled(page)
    ctr_tap(page, "ctr-decline")
    said = page.get_by_test_id("ctr-events").text_content()
    assert {
        "en": "went to the scrapyard instead of being declined",
        "ru": "на помойку вместо отказа",
    }[lang] in said, said


def two_player_phone(browser, url, lang, names):
    context = browser.new_context(
        viewport=PHONE_VIEWPORT,
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        service_workers="block",
        locale="en-US",
    )
    context.set_default_timeout(READY_TIMEOUT_MS)
    phone = context.new_page()
    open_app(phone, url)
    start_game(phone, names, lang=lang, settle=True)
    return context, phone


def open_carry(phone):
    phone.get_by_test_id("open-menu").tap()
    phone.get_by_test_id("feature-carry").tap()
    phone.get_by_test_id("carry-sheet").wait_for()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_phone_restored_says_what_it_added_in_words_that_agree(
    browser, server, tmp_path, lang
):
    """A backup of a phone with no card pools, restored on another phone: it says it added
    one session, in Russian with the verb agreeing ("Добавлено: 1 сессия", not "добавлено 1
    сессия"), and says nothing of card pools the backup never had."""
    first, a = two_player_phone(browser, server.url, lang, NAMES[lang][:2])
    open_carry(a)
    with a.expect_download() as download:
        a.get_by_test_id("carry-backup").tap()
    backup = tmp_path / "backup.json"
    download.value.save_as(backup)
    first.close()
    second, b = two_player_phone(browser, server.url, lang, NAMES[lang][2:4])
    open_carry(b)
    with b.expect_file_chooser() as chooser:
        b.get_by_test_id("carry-restore").tap()
    chooser.value.set_files(str(backup))
    b.wait_for_function(
        "() => { const t = document.getElementById('toast'); return t && !t.hidden && t.textContent; }",
        timeout=READY_TIMEOUT_MS,
    )
    said = b.locator("#toast").text_content()
    assert (
        said
        == {"en": "Restored: 1 session added.", "ru": "Восстановлено. Добавлено: 1 сессия."}[lang]
    )
    second.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_back_from_past_games_returns_to_games_and_files(server, page, lang):
    """Menu → Games and files → Past games → Back: the player is back on Games and files
    (where they came from), and the next Back on the table, never out of the app."""
    open_app(page, server.url)
    start_game(page, NAMES[lang][:2], lang=lang, settle=True)
    url = page.url
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-carry").tap()
    page.get_by_test_id("carry-past").tap()
    page.get_by_test_id("past-games-sheet").wait_for()
    page.go_back()
    page.get_by_test_id("carry-sheet").wait_for(timeout=5_000)
    assert page.get_by_test_id("past-games-sheet").count() == 0
    page.go_back()
    page.wait_for_function("() => !document.querySelector('.sheet')")
    assert page.url == url
    assert page.get_by_test_id("player-0").is_visible()


def test_escape_from_past_games_then_games_and_files_stays_in_the_app(server, page):
    """The same way out with Escape (a keyboard's Back): Past games closes onto Games and files,
    which reopens in the same task, and the next Escape lands on the table, not out of the app
    (the closed sheet's history entry was popped before its way back had reopened)."""
    open_app(page, server.url)
    start_game(page, NAMES["en"][:2], lang="en", settle=True)
    url = page.url
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-carry").tap()
    page.get_by_test_id("carry-past").tap()
    page.get_by_test_id("past-games-sheet").wait_for()
    page.keyboard.press("Escape")
    page.get_by_test_id("carry-sheet").wait_for(timeout=5_000)
    page.wait_for_timeout(300)  # (the history's own moves land)
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('.sheet')")
    page.wait_for_timeout(300)
    assert page.url == url
    assert page.get_by_test_id("player-0").is_visible()


def test_a_sheet_closed_then_the_page_reloaded_at_once_reloads(server, page):
    """Close a sheet with its ✕ and reload at once, four times over: each reload happens. The
    closed sheet's history entry is popped within the task that closed it. Popped a task later,
    that pop could land after the reload had begun and cancel it (a reload right after a close
    failed about one time in two)."""
    open_app(page, server.url)
    start_game(page, NAMES["en"][:2], lang="en", settle=True)
    for _ in range(4):
        page.evaluate("window.__tkBeforeReload = true")
        page.get_by_test_id("open-menu").tap()
        page.get_by_test_id("sheet-close").tap()
        page.reload()
        page.get_by_test_id("player-0").wait_for(timeout=READY_TIMEOUT_MS)
        assert page.evaluate("window.__tkBeforeReload === undefined")  # a new document
        settled(page)
