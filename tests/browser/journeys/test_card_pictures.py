"""Hell cards with their pictures (issue 14, item 9): while online the player keeps the
pictures of an imported pool (the size shown first, a progress bar, a cancel); offline, a
revealed Hell card shows its kept picture and nothing else is fetched; a card without a kept
picture shows its text. The picture host is answered by the test (no real network)."""

from __future__ import annotations

import base64
import json

import pytest
from axe import check_accessibility

from .hell_steps import build_library_of_the_pool, start_hells_half_draft
from .test_hell import NAMES, settle

pytestmark = pytest.mark.browser

HOST = "https://lh3.googleusercontent.com"
# a 2x3 red PNG
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8DAwMDAwMDAAAAIAAH/zUyyGAAAAABJRU5ErkJggg=="
)


def write_pictured_pool(tmp_path):
    cards = []
    for i, name in enumerate(NAMES):
        face = {"name": name, "types": ["Land"] if i == 0 else ["Creature"]}
        if i:
            face["cost"] = "{1}{G}"
        card = {"id": f"HLC/{name}", "name": name, "set": "HLC", "faces": [face]}
        if i != 5:  # one card has no picture at all
            card["image"] = f"{HOST}/d/test-{i}"
        cards.append(card)
    path = tmp_path / "pictured-pool.json"
    path.write_text(
        json.dumps({"format": "table-keeper-pool", "version": 1, "cards": cards}), encoding="utf-8"
    )
    return path


def test_pictures_kept_while_online_show_offline(
    page, open_app, tmp_path, context, wait_sw_controlling
):
    served = []

    def picture(route):
        served.append(route.request.url)
        route.fulfill(
            status=200,
            body=PNG,
            headers={"Content-Type": "image/png", "Access-Control-Allow-Origin": "*"},
        )

    context.route(f"{HOST}/**", picture)
    open_app(page)
    wait_sw_controlling(page)
    start_hells_half_draft(page)
    page.get_by_test_id("open-menu").click()
    page.get_by_test_id("feature-pools").click()
    page.get_by_test_id("pool-file").set_input_files(str(write_pictured_pool(tmp_path)))
    page.wait_for_function(
        "() => /Took 10 cards/.test(document.querySelector('[data-testid=import-report]').textContent)"
    )
    pool_id = page.evaluate(
        "() => document.querySelector('[data-testid^=pool-pictures-keep-]').dataset.testid.split('-').pop()"
    )
    keep = page.get_by_test_id(f"pool-pictures-keep-{pool_id}")
    assert "9 pictures, about 0.5 MB" in keep.text_content()  # the size before it starts
    check_accessibility(page, "keeping a pool's pictures")
    keep.click()
    page.get_by_test_id(f"pool-pictures-kept-{pool_id}").wait_for()
    assert "9 of 9" in page.get_by_test_id(f"pool-pictures-kept-{pool_id}").text_content()
    assert sorted(served) == sorted(f"{HOST}/d/test-{i}" for i in range(10) if i != 5)
    page.get_by_test_id("sheet-close").click()
    # offline now: build the Hell library and draw; the drawn card shows its kept picture
    context.set_offline(True)
    served.clear()
    build_library_of_the_pool(page)
    page.get_by_test_id("hell-draw").click()
    if page.get_by_test_id("pass-cover").count():
        page.get_by_test_id("pass-confirm").click()  # the drawer holds the phone
    page.get_by_test_id("hell-card").wait_for()
    settle(page)
    name = page.get_by_test_id("hell-card-name").text_content()  # the text is always there
    picture = page.get_by_test_id("hell-card").locator("[data-testid=card-picture]")
    if name == NAMES[5]:
        assert picture.count() == 0  # no picture: its text alone
    else:
        page.wait_for_function("""() => { const img = document.querySelector('[data-testid=hell-card] [data-testid=card-picture]');
            return img && img.complete && img.naturalWidth === 2; }""")
        assert picture.get_attribute("alt") == name
    assert served == []  # offline: nothing fetched
    check_accessibility(page, "a drawn card with its picture")
