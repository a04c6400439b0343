"""The app's own question before a step one tap cannot take back (issue 24, item 11's intent,
beyond the sweep): conceding for a player, deleting a card pool and starting a new session
each ask in the app's dialog, in the screen's language, what the step will do; the browser's
native confirm (whose words only repeat the button, in the browser's language) never comes.
Cancel and Back close the question and change nothing; the step's own button takes it.
360x740, touch, the default settle time, both languages."""

from __future__ import annotations

import json

import pytest

from .hell_steps import start_hells_half_draft
from .table_steps import actions, open_app, settled, start_game

pytestmark = pytest.mark.browser

NAMES = {"en": ("Ann", "Bob", "Cid"), "ru": ("Аня", "Борис", "Вика")}
# The rotation (cos, sin) of an element's transform (as test_sheets_face_their_player reads it).
TURN = """(el) => { const m = new DOMMatrix(getComputedStyle(el).transform);
  return [Math.round(m.a), Math.round(m.b)]; }"""


def native_dialogs(page) -> list[str]:
    """Every native dialog the page opens, dismissed (so a native confirm answers "no")."""
    seen: list[str] = []
    page.on("dialog", lambda d: (seen.append(d.message), d.dismiss()))
    return seen


def ask(page, button: str, question: str) -> str:
    """Tap ``button``, wait for the app's question ``question``; its sentence."""
    page.get_by_test_id(button).tap()
    page.get_by_test_id(f"{question}-text").wait_for()
    return page.get_by_test_id(f"{question}-text").text_content()


def cancel_then_back(page, button: str, question: str, still_there: str) -> None:
    """Cancel closes the question, so does Back (the sheet under it stays open)."""
    page.get_by_test_id(f"{question}-cancel").tap()
    assert page.get_by_test_id(question).count() == 0
    ask(page, button, question)
    page.go_back()
    page.wait_for_function("(id) => !document.querySelector(`[data-testid=${id}]`)", arg=question)
    assert page.get_by_test_id(still_there).is_visible(), (
        "Back closes the question, not the sheet under it"
    )
    assert page.url.startswith("http"), page.url


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_conceding_asks_what_the_concession_does(server, page, lang):
    dialogs = native_dialogs(page)
    open_app(page, server.url)
    start_game(page, NAMES[lang], lang)
    bob = NAMES[lang][1]
    page.get_by_test_id("counters-1").tap()
    words = ask(page, "concede-1", "concede-confirm-1")
    assert {"en": f"{bob} is out of this game", "ru": f"{bob} — вне игры"}[lang] in words, words
    assert {"en": "the others play on", "ru": "остальные играют дальше"}[lang] in words, words
    assert {"en": "Undo", "ru": "«Отменить»"}[lang] in words, words
    title = page.get_by_test_id("concede-confirm-1").locator("h2").text_content()
    assert title.startswith(bob), title  # name first, whatever its gender
    # asked over Bob's sheet, turned toward Bob's seat, the question faces Bob too
    faces = page.get_by_test_id("player-1").locator(".panel-inner").evaluate(TURN)
    assert faces != [1, 0], "seat 1's panel is upright: this check would prove nothing"
    assert page.get_by_test_id("concede-confirm-1").evaluate(TURN) == faces, (
        "the question does not face Bob"
    )
    box = page.get_by_test_id("concede-confirm-1").locator(".confirm-box").bounding_box()
    assert (
        box["x"] >= -1
        and box["y"] >= -1
        and box["x"] + box["width"] <= 361
        and box["y"] + box["height"] <= 741
    ), box
    cancel_then_back(page, "concede-1", "concede-confirm-1", "concede-1")
    settled(page)
    assert page.get_by_test_id("out-1").is_hidden()
    assert not any(a["type"] == "concede" for a in actions(page))
    page.get_by_test_id("concede-1").tap()
    page.get_by_test_id("concede-confirm-1-ok").tap()
    page.wait_for_function("() => !document.querySelector('[data-testid=out-1]').hidden")
    settled(page)
    assert [a for a in actions(page) if a["type"] == "concede"] == [
        {"type": "concede", "player": 1}
    ]
    assert dialogs == [], f"the browser's own confirm was used: {dialogs}"


def write_pool(tmp_path):
    cards = [
        {"id": f"INV/{n}", "name": n, "set": "INV", "faces": [{"name": n, "types": ["Creature"]}]}
        for n in ("Ashen Gnat", "Velvet Whale", "Brass Owl")
    ]
    path = tmp_path / "invented-pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": cards}), encoding="utf-8"
    )
    return path


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_deleting_a_pool_asks_what_leaves_the_phone(server, page, lang, tmp_path):
    dialogs = native_dialogs(page)
    open_app(page, server.url)
    start_hells_half_draft(page, NAMES[lang][:2], lang)
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-pools").tap()
    page.get_by_test_id("pool-file").set_input_files(str(write_pool(tmp_path)))
    delete = page.locator("[data-testid^=pool-delete-]")
    delete.wait_for()
    button = delete.get_attribute("data-testid")
    words = ask(page, button, "pool-delete-confirm")
    title = page.get_by_test_id("pool-delete-confirm").locator("h2").text_content()
    assert "invented-pool" in title, title
    assert {"en": "Its 3 cards leave this phone", "ru": "(всего 3) удаляются с этого телефона"}[
        lang
    ] in words, words
    assert {
        "en": "already built from it keeps its cards",
        "ru": "Уже собранная из него Адская библиотека сохраняет свои карты",
    }[lang] in words, words
    cancel_then_back(page, button, "pool-delete-confirm", "pools-sheet")
    assert page.get_by_test_id(button).is_visible(), "the pool is still listed"
    assert page.evaluate("async () => (await indexedDB.databases()).length") >= 1
    page.get_by_test_id(button).tap()
    page.get_by_test_id("pool-delete-confirm-ok").tap()
    page.wait_for_function("(id) => !document.querySelector(`[data-testid=${id}]`)", arg=button)
    assert page.get_by_test_id("pools-sheet").is_visible()
    assert dialogs == [], f"the browser's own confirm was used: {dialogs}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_new_session_asks_what_goes_to_past_games(server, page, lang):
    dialogs = native_dialogs(page)
    open_app(page, server.url)
    start_game(page, NAMES[lang][:2], lang)
    page.get_by_test_id("open-menu").tap()
    words = ask(page, "new-session", "new-session-confirm")
    assert {"en": "goes to Past games", "ru": "уходят в «Прошлые партии»"}[lang] in words, words
    assert {"en": "opened again", "ru": "снова открыть"}[lang] in words, words
    cancel_then_back(page, "new-session", "new-session-confirm", "menu-sheet")
    page.keyboard.press("Escape")
    page.get_by_test_id("player-1").wait_for()
    assert page.evaluate("() => window.tkApp.state.players.length") == 2, (
        "the game is still at the table"
    )
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("new-session").tap()
    with page.expect_event("load"):
        page.get_by_test_id("new-session-confirm-ok").tap()
    page.wait_for_function("() => document.body.dataset.ready === '1'")
    assert page.evaluate("() => window.tkApp.state.players.length") == 0, "the app starts empty"
    archived = page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open('table-keeper');
      open.onsuccess = () => { const r = open.result.transaction('archive').objectStore('archive').getAll();
        r.onsuccess = () => { open.result.close(); resolve(r.result.length); }; };
    })""")
    assert archived == 1, "the old session is in Past games"
    assert dialogs == [], f"the browser's own confirm was used: {dialogs}"
