"""Steps of a Hell's Half-Draft table, shared by the journeys: start the game, import a pool
file from the pools sheet, and build the Hell library of the pool alone (no basic lands, the
whole pool), as a table does to have every card of a small test pool in the library."""

from __future__ import annotations

from .table_steps import settled, start_game

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Nebula")


def start_hells_half_draft(page, names=("Ann", "Bob"), lang: str | None = None) -> None:
    """From the start screen: the players, the format, Start; waits for the settled table."""
    start_game(page, names, lang, "hells_half_draft", settle=True)


def import_pool_file(page, path, cards: int | None = None) -> None:
    """The pools sheet from the menu, the file chosen, its report read (it names ``cards``, the
    number taken, when given), the sheet closed."""
    page.get_by_test_id("open-menu").tap()
    page.get_by_test_id("feature-pools").tap()
    page.get_by_test_id("pool-file").set_input_files(str(path))
    if cards is None:
        page.locator("[data-testid=import-report] p").first.wait_for()  # the import's summary
    else:
        page.wait_for_function(
            "(n) => (document.querySelector('[data-testid=import-report]') || {}).textContent"
            "?.includes(String(n))",
            arg=cards,
        )
    settled(page)
    page.get_by_test_id("sheet-close").tap()


def build_library_of_the_pool(page) -> None:
    """The Hell sheet from its chip, no basic lands, the whole pool: the library is built."""
    page.get_by_test_id("hell-chip").tap()
    page.get_by_test_id("hell-build").wait_for()
    for basic in BASICS:
        page.get_by_test_id(f"hell-basic-{basic}").fill("0")
    page.get_by_test_id("hell-fraction").fill("1")
    page.get_by_test_id("hell-build").tap()
    page.get_by_test_id("hell-top").wait_for()
    settled(page)
