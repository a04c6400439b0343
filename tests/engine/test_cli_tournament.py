"""``python -m engine standings`` and ``pair``, run as a user would."""

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

EVENT = {
    "players": ["Ann", "Bob", "Cid", "Dan", "Eve"],
    "rounds": [
        [
            {"a": "Ann", "b": "Bob", "result": [2, 1, 0]},
            {"a": "Cid", "b": "Dan", "result": [0, 2, 1]},
            {"a": "Eve", "b": None},
        ]
    ],
    "dropped": {},
}


def engine(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=REPO,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def write(tmp_path, data, name="event.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_standings_prints_json_rows_best_first(tmp_path):
    done = engine("standings", write(tmp_path, EVENT))
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [r["player"] for r in rows] == ["Eve", "Dan", "Ann", "Bob", "Cid"]
    assert all(set(r) == {"player", "points", "omw", "gw", "ogw"} for r in rows)
    dan = rows[1]
    assert dan["points"] == 3 and dan["gw"] == 7 / 9 and dan["omw"] == 0.33  # not rounded
    assert rows[3]["ogw"] == 2 / 3


def test_standings_text_and_csv(tmp_path):
    path = write(tmp_path, EVENT)
    text = engine("standings", path, "--format", "text")
    assert text.returncode == 0 and "OMW%" in text.stdout and "77.78" in text.stdout
    csv = engine("standings", path, "--format", "csv")
    assert csv.stdout.splitlines()[0].startswith("rank,player,points")
    assert len(csv.stdout.splitlines()) == 6


def test_pair_prints_the_next_round_in_the_event_shape(tmp_path):
    path = write(tmp_path, EVENT)
    done = engine("pair", path, "--seed", "12")
    assert done.returncode == 0, done.stderr
    matches = json.loads(done.stdout)
    assert all(set(m) == {"a", "b"} for m in matches)
    names = sorted(p for m in matches for p in (m["a"], m["b"]) if p)
    assert names == sorted(EVENT["players"])
    assert matches[-1]["b"] is None and matches[-1]["a"] != "Eve"  # Eve had the bye
    assert engine("pair", path, "--seed", "12").stdout == done.stdout
    extended = dict(EVENT, rounds=EVENT["rounds"] + [matches])
    assert engine("standings", write(tmp_path, extended, "next.json")).returncode == 0


def test_pair_without_seed_names_the_seed_it_used(tmp_path):
    path = write(tmp_path, EVENT)
    done = engine("pair", path)
    assert done.returncode == 0
    seed = done.stderr.rsplit("--seed", 1)[1].split()[0]
    assert engine("pair", path, "--seed", seed).stdout == done.stdout


def test_stdin_works():
    done = engine("standings", "-", stdin=json.dumps(EVENT))
    assert done.returncode == 0 and json.loads(done.stdout)[0]["player"] == "Eve"


def test_bad_input_fails_with_a_message(tmp_path):
    cases = [
        (("standings", "/nonexistent/event.json"), "cannot open"),
        (("standings", write(tmp_path, "{not json", "a.json")), "not JSON"),
        (
            (
                "standings",
                write(
                    tmp_path, {"players": ["Ann"], "rounds": [[{"a": "Ann", "b": "Zed"}]]}, "b.json"
                ),
            ),
            "'Zed' is not a player",
        ),
        (
            (
                "pair",
                write(
                    tmp_path,
                    {"players": ["Ann", "Bob"], "rounds": [[{"a": "Ann", "b": "Bob"}]]},
                    "c.json",
                ),
                "--seed",
                "1",
            ),
            "round 1 is not finished",
        ),
        (("pair", write(tmp_path, {"players": ["Ann"]}, "d.json"), "--seed", "1"), "at least two"),
        (
            (
                "pair",
                write(
                    tmp_path,
                    {
                        "players": ["A", "B"],
                        "rounds": [[{"a": "A", "b": "B", "result": [2, -1, 0]}]],
                    },
                    "e.json",
                ),
            ),
            "three whole numbers",
        ),
    ]
    for args, message in cases:
        done = engine(*args)
        assert done.returncode != 0, args
        assert message in done.stderr, (args, done.stderr)
        assert done.stdout == ""
        assert "Traceback" not in done.stderr


# --- issue 12: the rulings checked without a browser ----------------------------------------------


def test_plan_counts_byes_double_per_bye_round():
    """Appendix E: 31 players is the 17-32 row (5 rounds); one player with 2 byes counts 4,
    which makes 34: the 33-64 row, 6 rounds."""
    done = engine("plan", "31")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["swiss_rounds"] == 5
    plan = json.loads(engine("plan", "31", "--byes", "2").stdout)
    assert plan["players"] == 34 and plan["swiss_rounds"] == 6 and plan["row"] == [33, 64]
    refused = engine("plan", "1")
    assert refused.returncode == 1 and "at least 2 players" in refused.stderr


def replay(tmp_path, actions):
    log = "\n".join(json.dumps(a) for a in actions) + "\n"
    done = engine("replay", write(tmp_path, log, "log.jsonl"))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["session_features"]


def test_replay_a_drop_after_the_cut_and_a_draw_agreed_after_a_game(tmp_path):
    """2.10 and 2.4 through the command line: a top-4 play-off whose top seed leaves before
    it begins (the next seed has the bye, nobody moves up), after a Swiss round with a draw
    agreed after one game (a drawn match that keeps the game)."""
    players = ["Ann", "Bob", "Cid", "Dan", "Eve"]
    actions = [
        {"type": "tournament_create", "players": players},
        {"type": "tournament_pair", "pairings": [["Ann", "Bob"], ["Cid", "Dan"], ["Eve", None]]},
        {"type": "tournament_result", "round": 1, "player": "Ann", "result": [2, 0, 0]},
        {
            "type": "tournament_result",
            "round": 1,
            "player": "Cid",
            "result": [1, 0, 0],
            "agreed_draw": True,
        },
        {"type": "tournament_playoff", "size": 4},
    ]
    features = replay(tmp_path, actions)
    standings = {r["player"]: r for r in features["tournament"]["standings"]}
    assert standings["Cid"]["draws"] == standings["Dan"]["draws"] == 1
    first = features["tournament"]["playoff"]["rounds"][0]
    top = first[0]["high"]
    features = replay(tmp_path, actions + [{"type": "tournament_drop", "player": top}])
    seated = [(m["high"], m["low"]) for m in features["tournament"]["playoff"]["rounds"][0]]
    assert top not in str(seated) and any(low is None for _, low in seated)
    assert "Bob" not in str(seated)  # fifth and below stay out


def test_pair_a_round_of_a_thousand_and_twenty_four_players(tmp_path):
    """No fixed cap on players (issue 12, item 12)."""
    event = {"players": [f"P{i:04d}" for i in range(1024)]}
    done = engine("pair", write(tmp_path, event), "--seed", "1")
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)) == 512
