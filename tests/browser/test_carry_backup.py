"""A whole-phone backup that was edited by hand or cut short is refused in the player's language,
and the phone keeps what it had (issue 27, item 4: the backup carries the table file's checksum,
engine/backup_file.py); a backup made by the previous release (no checksum) is still restored."""

from __future__ import annotations

import json

import pytest
from journey import start_game
from test_carry import (
    archive,
    by,
    choose_backup,
    make_backup,
    phone_b,
    phones,
    recent_names,
    send,
    settle,
    state,
)

pytestmark = pytest.mark.browser


def test_a_backup_edited_by_hand_or_cut_short_is_refused_and_an_older_one_is_restored(
    phones, open_app, tmp_path
):
    page, phone = phones
    open_app(page)
    start_game(page, ["Ann", "Bob"], lang=None, settle=True)
    send(page, {"type": "adjust_life", "player": 0, "delta": -5})
    good = make_backup(page, tmp_path).read_text(encoding="utf-8")
    assert json.loads(good)["checksum"].startswith("sha256:")

    open_app(phone)
    start_game(phone, ["Cid", "Dan"], lang=None, settle=True)
    send(phone, {"type": "adjust_life", "player": 1, "delta": -2})
    before, recent = state(phone), recent_names(phone)
    bad = {
        "hand-edited": (
            good.replace('"delta": -5', '"delta": -1', 1),
            "damaged: its content does not match the checksum",
        ),
        "checksum-removed": (
            json.dumps({k: v for k, v in json.loads(good).items() if k != "checksum"}),
            "damaged: its content does not match the checksum",
        ),
        "truncated": (good[: len(good) // 2], "ends in the middle"),
        "oversized": (
            " " * (81 * 1024 * 1024),
            "too large to be a backup of this app (over 80 MB)",
        ),
    }
    for name, (text, said) in bad.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        choose_backup(phone, path)
        by(phone, "carry-refusal").wait_for()
        assert said in by(phone, "carry-refusal").text_content(), name
        by(phone, "carry-refusal-ok").tap()
        assert state(phone) == before and archive(phone) == [] and recent_names(phone) == recent, (
            name
        )

    by(phone, "open-menu").tap()  # in Russian, said in Russian
    by(phone, "menu-lang-ru").tap()
    choose_backup(phone, tmp_path / "hand-edited.json")
    by(phone, "carry-refusal").wait_for()
    assert (
        by(phone, "carry-refusal")
        .text_content()
        .startswith("Файл повреждён: его содержимое не совпадает с контрольной суммой")
    )
    by(phone, "carry-refusal-ok").tap()
    phone.reload()
    phone.wait_for_function("() => document.body.dataset.ready === '1'")
    assert state(phone)["players"] == before["players"] and archive(phone) == []

    # what the previous release wrote (version 1, no checksum) was made by the app: restored
    older = {k: v for k, v in json.loads(good).items() if k not in ("checksum", "app_release")} | {
        "version": 1
    }
    path = tmp_path / "previous-release.json"
    path.write_text(json.dumps(older), encoding="utf-8")
    choose_backup(phone, path)
    phone.wait_for_event("load")
    phone.wait_for_function(
        "() => document.body.dataset.ready === '1' && window.tkApp.state.log_length > 0"
    )
    settle(phone)
    assert [p["name"] for p in state(phone)["players"]] == [
        "Cid",
        "Dan",
    ]  # the phone's own game stays
    assert [e["records"][0]["action"]["players"] for e in archive(phone)] == [["Ann", "Bob"]]
