"""What the tests and the bench read of ``<body>`` is what the tests' contract sets.

``pwa/js/test-hooks.js`` names every hook the page gives the tests (an attribute of
``<body>``, a performance mark) and is the only module that sets them;
``tests/browser/page_hooks.py`` names the same hooks for Python. Many tests still spell a
hook's expression out (``document.body.dataset.ready === '1'``) rather than take it from
``page_hooks``. This check reads them all, so that a hook renamed or dropped in the
contract fails here, at once and by name, instead of as a browser test that waits for an
attribute the page no longer sets."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "pwa" / "js" / "test-hooks.js"
PAGE_HOOKS = ROOT / "tests" / "browser" / "page_hooks.py"
READERS = sorted(
    p
    for p in [*(ROOT / "tests").rglob("*.py"), *(ROOT / "tools" / "bench").glob("*.py")]
    if p.resolve() != Path(__file__).resolve()
)

SET_HOOK = re.compile(r"""setHook\(\s*["'](\w+)["']""")
SET_MARK = re.compile(r"""performance\.mark\(\s*["']([\w:-]+)["']""")
# a hook read in a test: document.body.dataset.<name>, or a selector body[data-<name>
READ_DATASET = re.compile(r"document\.body\.dataset\.(\w+)")
READ_SELECTOR = re.compile(r"body\[data-([a-z-]+)")
# page_hooks.py: body("<name>") and the marks it names
PAGE_HOOK = re.compile(r"""body\(\s*["'](\w+)["']\s*\)""")
PAGE_MARK = re.compile(r"""^\w+_MARK\s*=\s*["']([\w:-]+)["']""", re.MULTILINE)


def camel(attribute: str) -> str:
    """data-engine-failed's name as ``dataset`` spells it: engineFailed."""
    head, *rest = attribute.split("-")
    return head + "".join(part.capitalize() for part in rest)


def contract_hooks() -> set[str]:
    return set(SET_HOOK.findall(CONTRACT.read_text(encoding="utf-8")))


def test_the_contract_is_read():
    hooks = contract_hooks()
    assert {"ready", "pending", "stored", "screen", "journaled", "engineFailed"} <= hooks
    assert {"tk-durable", "tk-journal"} <= set(SET_MARK.findall(CONTRACT.read_text("utf-8")))
    assert camel("engine-restarts") == "engineRestarts" and camel("ready") == "ready"
    names = {p.relative_to(ROOT).as_posix() for p in READERS}
    assert {"tests/browser/test_boot.py", "tools/bench/harness.py"} <= names


def test_page_hooks_names_only_hooks_of_the_contract():
    text = PAGE_HOOKS.read_text(encoding="utf-8")
    named = set(PAGE_HOOK.findall(text))
    assert named, "page_hooks.py names no hook of <body>"
    assert named <= contract_hooks()
    marks = set(PAGE_MARK.findall(text))
    assert marks and marks <= set(SET_MARK.findall(CONTRACT.read_text(encoding="utf-8")))


def test_every_hook_a_test_reads_is_one_the_contract_sets():
    hooks = contract_hooks()
    unknown = []
    for path in READERS:
        text = path.read_text(encoding="utf-8")
        read = set(READ_DATASET.findall(text)) | {camel(a) for a in READ_SELECTOR.findall(text)}
        unknown += [f"{path.relative_to(ROOT)}: {name}" for name in sorted(read - hooks)]
    assert not unknown, "hooks read that pwa/js/test-hooks.js does not set:\n" + "\n".join(unknown)
