"""Every format screen, in English and Russian at 360x740 (issue 15): Hell's Half-Draft,
Contraptions, a Conspiracy draft with its hidden agendas, a match and a Swiss tournament with
its play-off, each reached as a table reaches it.

Each walk goes through its format's screens and calls ``look(where)`` on each; the tests give
it what to look for:

* axe-core's WCAG 2.1 A and AA rules (zero violations, see tests/browser/axe.py);
* with the browser's text at 200 % (WCAG 1.4.4), nothing reaching past the screen's edges and
  no text cut (LARGE_TEXT and SPILLS of test_accessibility.py).
"""

from __future__ import annotations

import json
import os

import pytest
from axe import ScreenAudit

from .hell_steps import build_library_of_the_pool
from .table_steps import open_app, settled, start_game
from .test_accessibility import LARGE_TEXT, SPILLS

pytestmark = pytest.mark.browser

NAMES = {"en": ["Ann", "Bob", "Cid", "Dan"], "ru": ["Аня", "Борис", "Вика", "Глеб"]}
DRAWN = "() => document.querySelector('[data-testid=hell-drawbar]').dataset.mode !== 'draw'"


def _card(name, cost="", types=("Creature",)):
    face = {"name": name, "types": list(types)}
    if cost:
        face["cost"] = cost
    return {"id": f"HLC/{name}", "name": name, "set": "HLC", "faces": [face]}


# an invented pool: every verdict of a Hell draw for a green deck (land, castable, a colour
# missing, an unknown symbol the table decides), two of each so that each survives the deal
POOL = [_card(n, types=("Land",)) for n in ("Quiet Meadow", "Ruined Gate")] + [
    _card(n, c)
    for n, c in [
        ("Ashen Gnat", "{1}{G}"),
        ("Lumen Moth", "{G}"),
        ("Velvet Whale", "{W}{W}"),
        ("Moss Golem", "{R}"),
        ("Brass Owl", "{1}{Glorp}"),
        ("Tin Lantern", "{Zorp}"),
        ("Copper Eel", "{1}{U}"),
        ("Cinder Toad", "{2}{G}"),
    ]
]


def tap(page, testid):
    page.get_by_test_id(testid).tap()


def open_details(page, testid):
    page.locator(f"[data-testid={testid}] > summary").tap()


def open_everything(page):
    """Open every collapsed part of the sheet, to look at what it holds too."""
    page.evaluate(
        "() => document.querySelectorAll('.sheet details:not([open])').forEach((d) => { d.open = true; })"
    )
    settled(page)


def start_table(page, lang, count=2, fmt="casual"):
    start_game(page, NAMES[lang][:count], lang, fmt, settle=True)


def import_pool(page, tmp_path):
    tap(page, "open-menu")
    tap(page, "feature-pools")
    path = tmp_path / "a11y-pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": POOL}), encoding="utf-8"
    )
    page.get_by_test_id("pool-file").set_input_files(str(path))
    page.wait_for_function(
        f"() => document.querySelector('[data-testid=import-report]').textContent.includes('{len(POOL)}')"
    )
    tap(page, "sheet-close")


def hell_draw(page):
    tap(page, "hell-draw")
    page.wait_for_function(
        f"() => document.querySelector('[data-testid=pass-cover]') || ({DRAWN})()"
    )
    if page.get_by_test_id("pass-cover").count():
        tap(page, "pass-confirm")
    page.wait_for_function(DRAWN)
    settled(page)
    return page.get_by_test_id("hell-verdict").get_attribute("data-verdict")


# --- the walks ----------------------------------------------------------------------------------


def walk_hell(page, lang, look, tmp_path):
    """Set-up, the pass-the-phone cover, a hand revealed to its owner, a draw of each verdict,
    the sideboard and who plays its top card, where every card is, the history."""
    start_table(page, lang, 2, "hells_half_draft")
    look("Hell table")
    import_pool(page, tmp_path)
    tap(page, "hell-chip")
    page.get_by_test_id("hell-build").wait_for()
    look("Hell set-up")
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula"):
        page.get_by_test_id(f"hell-basic-{name}").fill("0")
    page.get_by_test_id("hell-fraction").fill("1")
    tap(page, "hell-build")
    page.get_by_test_id("hell-top").wait_for()
    settled(page)
    look("Hell library built")
    for seat in (0, 1):
        tap(page, f"hell-color-{seat}-G")
        tap(page, f"hell-declare-{seat}")
        settled(page)
    tap(page, "hell-deal")
    page.get_by_test_id("hell-dealt").wait_for()
    settled(page)
    tap(page, "hell-open-hand-1")
    page.get_by_test_id("pass-cover").wait_for()
    look("pass-the-phone cover")
    tap(page, "pass-confirm")
    page.get_by_test_id("hell-hand-open-1").wait_for()
    look("a hand revealed to its owner")
    tap(page, "hell-hand-done")
    tap(page, "hell-drawer-1")
    seen = set()
    while page.evaluate("() => window.tkApp.state.session_features.hell.hell_library.count") > 0:
        verdict = hell_draw(page)
        if verdict not in seen:
            seen.add(verdict)
            look(f"Hell draw, verdict {verdict}")
        if page.get_by_test_id("hell-to-sideboard").count():
            tap(page, "hell-to-sideboard")
        else:
            tap(page, "hell-done")
        settled(page)
    assert len(seen) >= 2, seen  # the order is random: what it gave
    open_details(page, "hell-sideboard")
    look("Hell sideboard")
    tap(page, "hell-play-top")
    look("who plays the sideboard's top card")
    tap(page, "hell-play-top-0")
    settled(page)
    open_details(page, "hell-where")
    look("where every card is")
    open_everything(page)
    look("every Hell section open")
    tap(page, "sheet-close")
    tap(page, "open-history")
    page.locator(".sheet").wait_for()
    look("Hell history")
    tap(page, "sheet-close")
    tap(page, "open-menu")
    tap(page, "feature-pools")
    page.locator("[data-testid^=pool-open-]").first.tap()
    page.get_by_test_id("card-results").wait_for()
    page.get_by_test_id("card-search").fill("Moss")
    look("the pool's cards")


def walk_contraptions(page, lang, look, tmp_path=None):
    """Set-up and a deck, the sprockets, assembling, the CRANK! choice, the table's notes."""
    start_table(page, lang)
    tap(page, "open-menu")
    tap(page, "feature-contraptions")
    page.get_by_test_id("contraptions-sheet").wait_for()
    look("Contraptions set-up")
    tap(page, "ctr-rules-unstable")
    tap(page, "ctr-deck-edit-1")
    look("Contraptions deck")
    tap(page, "ctr-deck-done")
    tap(page, "ctr-start")
    settled(page)
    look("sprockets")
    tap(page, "ctr-close")
    tap(page, "next-turn")
    tap(page, "ctr-upkeep")
    settled(page)
    look("assembling a Contraption")
    tap(page, "ctr-effect-sprocket-1")
    settled(page)
    look("a Contraption assembled")
    for _ in range(2):
        tap(page, "ctr-next-turn")
        tap(page, "ctr-upkeep")
        settled(page)
    page.get_by_test_id("ctr-crank-go").wait_for()
    look("the CRANK! choice")
    tap(page, "ctr-crank-go")
    settled(page)
    open_everything(page)
    look("every Contraptions zone open")
    tap(page, "ctr-close")
    look("the table with sprocket notes")


def walk_contraptions_variants(page, lang, look, tmp_path=None):
    """Planechase (a paid roll, the cards looked at behind the cover, arranging them), then
    factions (dice, declining)."""
    start_table(page, lang)
    tap(page, "open-menu")
    tap(page, "feature-contraptions")
    tap(page, "ctr-rules-planechase")
    tap(page, "ctr-start")
    for step in ("ctr-next-turn", "ctr-upkeep", "ctr-main-phase", "ctr-roll"):
        tap(page, step)
        settled(page)
    look("a paid roll")
    tap(page, "ctr-arrange-look")
    page.get_by_test_id("pass-cover").wait_for()
    look("the cover before the cards looked at")
    tap(page, "pass-confirm")
    page.get_by_test_id("ctr-arrange-list").wait_for()
    look("arranging the cards looked at")
    tap(page, "ctr-close")
    tap(page, "open-menu")
    tap(page, "menu-new-game")
    tap(page, "start-game")
    tap(page, "start-confirm-ok")  # over a running game: it asks in a dialog
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    tap(page, "open-menu")
    tap(page, "feature-contraptions")
    tap(page, "ctr-rules-factions")
    tap(page, "ctr-decline-scrapyard")
    look("factions set-up")
    tap(page, "ctr-start")
    tap(page, "ctr-next-turn")
    tap(page, "ctr-upkeep")
    settled(page)
    look("factions: the dice")
    open_everything(page)
    look("factions: every zone open")


def walk_draft(page, lang, look, tmp_path=None):
    """Set-up, the pick timer (running and paused), notes, the end of the draft, conspiracies
    and a hidden agenda behind the pass-the-phone cover, its owner's peek, the game."""
    tap(page, f"lang-{lang}")
    tap(page, "start-feature-draft")
    look("draft set-up")
    page.get_by_test_id("draft-seats").fill("\n".join(NAMES[lang][:3]))
    tap(page, "draft-start")
    page.get_by_test_id("draft-countdown").wait_for()
    settled(page)
    look("the pick timer")
    tap(page, "draft-pause")
    page.get_by_test_id("draft-note-card").fill("Cogwork Grinder")
    page.get_by_test_id("draft-note-kind").select_option("number")
    page.get_by_test_id("draft-note-value").fill("4")
    tap(page, "draft-note-add")
    settled(page)
    look("the timer paused, a card noted")
    tap(page, "draft-finish")
    look("ending the draft, asked again")
    tap(page, "draft-finish")
    page.get_by_test_id("draft-done").wait_for()
    settled(page)
    look("the draft over")
    page.get_by_test_id("consp-seat").select_option("0")
    page.get_by_test_id("consp-card").fill("Brago's Favor")
    tap(page, "consp-add")
    settled(page)
    page.get_by_test_id("consp-seat").select_option("1")
    tap(page, "consp-add-hidden")
    page.get_by_test_id("pass-cover").wait_for()
    look("a hidden agenda's cover")
    tap(page, "pass-confirm")
    page.get_by_test_id("agenda-card").fill("Secret Summoning")
    page.get_by_test_id("agenda-named").fill("Lightning Bolt")
    look("naming a hidden agenda")
    tap(page, "agenda-confirm")
    settled(page)
    look("conspiracies in the command zone")
    agenda = page.evaluate(
        "() => window.tkApp.state.session_features.draft.seats[1].conspiracies.at(-1).id"
    )
    tap(page, f"consp-peek-{agenda}")
    tap(page, "pass-confirm")
    page.get_by_test_id("peek-panel").wait_for()
    look("the owner's peek")
    tap(page, "peek-done")
    tap(page, "draft-start-game")
    page.get_by_test_id("player-2").wait_for()
    settled(page)
    look("the Conspiracy table")


def walk_match(page, lang, look, tmp_path=None):
    """Set-up (warned), the score, the chooser and the round clock, extra turns, the result."""
    tap(page, f"lang-{lang}")
    tap(page, "start-feature-match")
    look("match set-up")
    page.get_by_test_id("match-a").fill(NAMES[lang][0])
    page.get_by_test_id("match-b").fill(NAMES[lang][1])
    page.get_by_test_id("match-minutes").fill("30")
    look("match set-up, a short round warned")
    page.get_by_test_id("match-casual").check()  # under 40 minutes: a casual event
    tap(page, "match-start")
    page.get_by_test_id("match-score").wait_for()
    tap(page, "clock-toggle")
    settled(page)
    look("the score and the running clock")
    tap(page, "match-win-a")
    settled(page)
    look("a game won: the loser chooses")
    tap(page, "clock-call")
    look("calling time, asked again")
    tap(page, "clock-call")
    settled(page)
    look("extra turns")
    while page.get_by_test_id("extra-turn-end").count():
        tap(page, "extra-turn-end")
        settled(page)
    look("the extra turns over")
    tap(page, "match-time-over")
    settled(page)
    look("the match result")
    open_everything(page)
    look("the match, everything open")
    page.keyboard.press("Escape")
    look("the table with the clock chip")


def walk_tournament(page, lang, look, tmp_path=None):
    """Set-up, a round's pairings and result entry, standings, the players, the play-off."""
    tap(page, f"lang-{lang}")
    tap(page, "start-feature-tournament")
    look("tournament set-up")
    page.get_by_test_id("t-players").fill("\n".join(NAMES[lang]))
    tap(page, "t-create")
    page.get_by_test_id("t-pair").wait_for()
    settled(page)
    look("the tournament before round 1")
    tap(page, "t-pair")
    page.get_by_test_id("t-table-1-1").wait_for()
    settled(page)
    look("round 1's pairings")
    open_details(page, "t-other-1-1")
    look("a result game by game")
    tap(page, "t-res-1-1-2-0-0")
    settled(page)
    tap(page, "t-res-1-2-2-1-0")
    settled(page)
    look("standings after round 1")
    open_details(page, "t-players-list")
    look("the players")
    open_details(page, "t-playoff-setup")
    tap(page, "t-playoff-size-4")
    look("play-off set-up")
    tap(page, "t-playoff")
    tap(page, "t-playoff")
    page.get_by_test_id("t-bracket").wait_for()
    settled(page)
    look("the play-off bracket")
    open_everything(page)
    look("the tournament, everything open")


WALKS = {
    "hell": walk_hell,
    "contraptions": walk_contraptions,
    "contraptions-variants": walk_contraptions_variants,
    "draft": walk_draft,
    "match": walk_match,
    "tournament": walk_tournament,
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("walk", list(WALKS))
def test_every_format_screen_passes_axe(server, page, walk, lang, tmp_path):
    open_app(page, server.url)
    audit = ScreenAudit(page, lang)
    WALKS[walk](page, lang, audit, tmp_path)
    audit.check()
    assert page.tk_errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("walk", list(WALKS))
def test_every_format_screen_reads_whole_at_200_percent_text(server, context, walk, lang, tmp_path):
    """WCAG 1.4.4: with the browser's text at 200 % every format screen still reads whole."""
    context.add_init_script(LARGE_TEXT)
    page = context.new_page()
    open_app(page, server.url)
    assert page.evaluate("() => getComputedStyle(document.documentElement).fontSize") == "32px"
    found = []

    def look(where):
        if os.environ.get("TK_A11Y_SHOTS"):
            page.screenshot(
                path=os.path.join(
                    os.environ["TK_A11Y_SHOTS"], f"200-{walk}-{lang}-{len(found)}-{where[:30]}.png"
                )
            )
        found.extend(f"{where} ({lang}): {spill}" for spill in page.evaluate(SPILLS))

    WALKS[walk](page, lang, look, tmp_path)
    assert not found, "\n".join(found)


# --- a screen reader hears a Hell draw as the table may, and a round's pairings ----------------

DREW = {
    "en": "{name} drew a card from the Hell library",
    "ru": "{name} берёт карту из Адской библиотеки",
}
VERDICT_WORDS = {
    "en": ("Land", "Castable", "Your choice", "The table decides"),
    "ru": ("Земля", "Можно разыграть", "Выбор игрока", "Решает стол"),
}


def announced(page):
    return page.get_by_test_id("announce").text_content()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hell_draw_is_announced_as_the_table_may_hear_it_never_the_card(
    server, page, lang, tmp_path
):
    """Issue 33, item 5: a screen reader speaks to the whole table: who drew, never the card
    drawn or its verdict (the holder reads those on the screen)."""
    open_app(page, server.url)
    start_table(page, lang, 2, "hells_half_draft")
    import_pool(page, tmp_path)
    build_library_of_the_pool(page)
    tap(page, "hell-color-1-G")
    tap(page, "hell-declare-1")
    settled(page)
    tap(page, "hell-drawer-1")
    for _ in range(len(POOL) - 3):
        page.evaluate(
            "() => { document.querySelector('[data-testid=announce]').textContent = ''; }"
        )
        hell_draw(page)
        hell = page.evaluate("() => window.tkApp.state.session_features.hell")
        draw = hell["pending"] or hell["last_draw"]
        card = draw["card_data"]["name"]
        assert announced(page) == DREW[lang].format(name=NAMES[lang][1])
        assert card not in announced(page) and not [
            w for w in VERDICT_WORDS[lang] if w in announced(page)
        ]
        assert page.get_by_test_id("announce").get_attribute("aria-live") == "polite"
        if page.get_by_test_id("hell-to-sideboard").count():
            tap(page, "hell-to-sideboard")
        else:
            tap(page, "hell-done")
        settled(page)
        if draw["verdict"] in ("land", "castable"):
            assert card not in page.content()
    # the Hell chip on the table is named in words, with the noun's plural form
    tap(page, "sheet-close")
    name = {"en": "Hell library: 3 cards", "ru": "Адская библиотека: 3 карты"}[lang]
    assert name in page.get_by_test_id("hell-chip").aria_snapshot()
    assert (
        page.get_by_role("button", name=name, exact=True).get_attribute("data-testid")
        == "hell-chip"
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_round_s_pairings_are_announced_when_paired(server, page, lang):
    open_app(page, server.url)
    tap(page, f"lang-{lang}")
    tap(page, "start-feature-tournament")
    page.get_by_test_id("t-players").fill(
        "\n".join(NAMES[lang] + (["Eve"] if lang == "en" else ["Даша"]))
    )
    tap(page, "t-create")
    page.get_by_test_id("t-pair").wait_for()
    settled(page)
    tap(page, "t-pair")
    page.get_by_test_id("t-table-1-1").wait_for()
    settled(page)
    matches = page.evaluate("() => window.tkApp.state.session_features.tournament.rounds[0]")
    played = [m for m in matches if not m["bye"]]
    bye = next(m["a"] for m in matches if m["bye"])
    if lang == "en":
        tables = "; ".join(f"table {m['table']}, {m['a']} plays {m['b']}" for m in played)
        assert announced(page) == f"Round 1 is paired, 2 tables: {tables}; {bye} has a bye"
    else:
        tables = "; ".join(f"стол {m['table']}, играют {m['a']} и {m['b']}" for m in played)
        assert (
            announced(page)
            == f"Раунд 1: пары составлены, 2 стола: {tables}; {bye} без соперника, автопобеда"
        )


# --- motion --------------------------------------------------------------------------------------

# Every element's CSS animations and transitions, and every running animation, that last
# longer than 0.01 ms (the reduced-motion rule's duration) or repeat for ever.
MOVING = """() => {
  const ms = (list) => Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));
  const out = [];
  for (const el of document.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    const name = `${el.tagName.toLowerCase()}[${el.dataset.testid || el.className || ''}]`;
    if (s.animationName !== 'none' && (ms(s.animationDuration) > 0.01 || s.animationIterationCount === 'infinite'))
      out.push(`${name} animates for ${s.animationDuration} x ${s.animationIterationCount}`);
    if (ms(s.transitionDuration) > 0.01) out.push(`${name} transitions for ${s.transitionDuration}`);
  }
  for (const a of document.getAnimations()) {
    const timing = a.effect.getComputedTiming();
    if (timing.duration > 0.01 || timing.iterations === Infinity) out.push(`a running animation of ${timing.duration} ms`);
  }
  return out;
}"""

ALERT_CHIP = "() => { const s = document.createElement('div'); s.className = 'ctr-chip'; s.dataset.alert = '1'; document.body.append(s); }"


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_nothing_moves_when_the_phone_asks_for_reduced_motion(server, page, motion):
    """The pass-the-phone cover, a sheet and an alerting chip move for nobody who asked the
    phone to reduce motion (with no preference the chip does pulse: the check can see motion)."""
    page.emulate_media(reduced_motion=motion)
    open_app(page, server.url)
    page.evaluate(ALERT_CHIP)
    moving = page.evaluate(MOVING)
    if motion == "no-preference":
        assert any("ctr-chip" in m for m in moving), moving
        return
    assert moving == []
    tap(page, "start-feature-draft")
    page.get_by_test_id("draft-seats").fill("Ann\nBob")
    tap(page, "draft-skip")
    page.get_by_test_id("draft-done").wait_for()
    assert page.evaluate(MOVING) == [], "a sheet"
    tap(page, "consp-add-hidden")
    page.get_by_test_id("pass-cover").wait_for()
    assert page.evaluate(MOVING) == [], "the pass-the-phone cover"


# --- names in the interface's language ---------------------------------------------------------

# Words on buttons, headings, labels, placeholders and accessible names of a Russian screen
# that are English (card names the test typed, file formats, the language switch and a web
# address excepted).
ENGLISH_WORDS = r"""(allowed) => {
  const out = new Set();
  for (const el of document.querySelectorAll('[aria-label], [placeholder], button, summary, h1, h2, h3, h4, label, th, legend')) {
    const texts = [el.getAttribute('aria-label'), el.getAttribute('placeholder'),
                   el.matches('[placeholder], [aria-label]') ? null : el.textContent];
    for (let text of texts) {
      if (!text) continue;
      text = text.replace(/https?:\/\/\S*/g, '');   // a web address is no language's
      for (const word of allowed) text = text.split(word).join('');
      if (/[A-Za-z]{2,}/.test(text)) out.add(`${el.tagName.toLowerCase()}[${el.dataset.testid || ''}]: ${text.trim().slice(0, 60)}`);
    }
  }
  return [...out];
}"""
TYPED = [
    "Brago's Favor",
    "Secret Summoning",
    "Lightning Bolt",
    "Cogwork Grinder",
    "JSON",
    "CSV",
    "OMW%",
    "OGW%",
    "GW%",
    "EN",
    "RU",
    "QR",
]  # "QR-код" is how Russian says it


@pytest.mark.parametrize("walk", ["draft", "match", "tournament"])
def test_russian_screens_name_nothing_in_english(server, page, walk):
    open_app(page, server.url)
    found = set()
    WALKS[walk](
        page,
        "ru",
        lambda where: found.update(f"{where}: {x}" for x in page.evaluate(ENGLISH_WORDS, TYPED)),
    )
    assert not found, "\n".join(sorted(found))


# --- the keyboard's focus ------------------------------------------------------------------------

FOCUS = "() => { const el = document.activeElement; return el && (el.dataset.testid || el.className || el.tagName); }"


def test_a_sheet_and_a_cover_take_the_keyboard_s_focus_and_a_sheet_gives_it_back(server, page):
    """WCAG 2.4.3: what opens over the table takes the focus; closing a sheet returns it."""
    open_app(page, server.url)
    start_table(page, "en")
    page.get_by_test_id("open-menu").focus()
    page.keyboard.press("Enter")
    page.locator(".sheet").wait_for()
    assert page.evaluate("() => !!document.activeElement.closest('.sheet')"), page.evaluate(FOCUS)
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('.sheet')")
    assert page.evaluate(FOCUS) == "open-menu"
    page.get_by_test_id("open-menu").tap()
    tap(page, "menu-new-game")
    tap(page, "start-game")
    tap(page, "start-confirm-ok")  # over a running game: it asks in a dialog
    page.get_by_test_id("player-1").wait_for()
    settled(page)
    tap(page, "open-menu")
    tap(page, "feature-draft")
    page.get_by_test_id("draft-seats").fill("Ann\nBob")
    tap(page, "draft-skip")
    page.get_by_test_id("draft-done").wait_for()
    tap(page, "consp-add-hidden")
    page.get_by_test_id("pass-cover").wait_for()
    assert page.evaluate(FOCUS) == "pass-confirm"
