"""pwa/bridge.py tells the engine's worker after every exported call (its global
``tkEngineWorked``), so that the worker gives its garbage back once the page stops calling
(pwa/runtime/tk-idle-collect.mjs, issue 26): after an answer, after a refusal, after a failure;
and in CPython, where there is no ``js`` module, the bridge works as before."""

import importlib.util
import json
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def fresh_bridge_module(monkeypatch, js):
    if js is None:
        monkeypatch.delitem(sys.modules, "js", raising=False)
    else:
        monkeypatch.setitem(sys.modules, "js", js)
    spec = importlib.util.spec_from_file_location("tk_bridge_told", ROOT / "pwa" / "bridge.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def worker_globals():
    js = types.ModuleType("js")
    js.told = []
    js.tkEngineWorked = lambda: js.told.append("worked")
    return js


def test_every_exported_call_tells_the_worker_once(monkeypatch):
    js = worker_globals()
    bridge = fresh_bridge_module(monkeypatch, js)
    assert set(bridge.EXPORTED) <= set(bridge.__all__)
    answer = json.loads(
        bridge.dispatch(json.dumps({"type": "new_game", "players": ["Ann", "Bob"]}))
    )
    assert answer["ok"] is True and js.told == ["worked"]
    refused = json.loads(bridge.dispatch(json.dumps({"type": "no_such_action"})))
    assert refused["ok"] is False and js.told == ["worked"] * 2
    json.loads(bridge.state())
    assert js.told == ["worked"] * 3


def test_a_call_that_fails_tells_the_worker_too(monkeypatch):
    js = worker_globals()
    bridge = fresh_bridge_module(monkeypatch, js)
    with pytest.raises(json.JSONDecodeError):  # not a refusal: the worker's call rejects
        bridge.dispatch("not json at all {")
    assert js.told == ["worked"]


def test_exported_calls_keep_their_names_and_help(monkeypatch):
    bridge = fresh_bridge_module(monkeypatch, worker_globals())
    for name in bridge.EXPORTED:
        function = getattr(bridge, name)
        assert function.__name__ == name
        assert function.__doc__ == getattr(bridge.Bridge, name).__doc__


def test_without_a_worker_hook_the_bridge_answers_as_before(monkeypatch):
    bridge = fresh_bridge_module(monkeypatch, types.ModuleType("js"))  # no tkEngineWorked
    assert (
        json.loads(bridge.dispatch(json.dumps({"type": "new_game", "players": ["Ann"]})))["ok"]
        is True
    )
    bridge = fresh_bridge_module(monkeypatch, None)  # CPython: no js at all
    assert json.loads(bridge.state())["ok"] is True
