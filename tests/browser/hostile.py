"""Hostile text for the browser tests: names, card names and card texts that try to be markup.

Anything a person or a file gives the app (player names, imported card names and rules
text, counter names) must be shown as text: never parsed as HTML, never run, never able to
freeze the page. Use it like this::

    from hostile import HOSTILE_TEXTS, fitting, injection_baseline, assert_shown_as_text

    baseline = injection_baseline(page)          # before the hostile data is on screen
    ...                                          # put fitting(24) into the app, show it
    assert_shown_as_text(page, texts, baseline, within="[data-testid=card-list]")

Each payload that could run sets ``window.__pwned``; an element it could create is counted
against the baseline. An ``<img onerror>`` that did get parsed would also be reported as a
Content Security Policy violation (no inline handlers are allowed), which fails any browser
test through the autouse fixture in conftest.py.
"""

from __future__ import annotations

import re

# Short payloads first (a player name holds 24 characters), longer ones after.
HOSTILE_TEXTS = [
    "<svg onload=__pwned=1>",
    "<img src=x onerror=a()>",
    "</script><script>a()//",
    "&lt;b&gt; &amp; \"'",
    "{name} {{7*7}} ${1+1}",
    "🐱‍👤 Ж ĀĂ ﷽",
    '<img src=x onerror="window.__pwned=2">',
    "</script><script>window.__pwned=3</script>",
    "<iframe srcdoc='<script>parent.__pwned=4</script>'>",
    '<a href="javascript:window.__pwned=5">click</a>',
    "<style>*{display:none!important}</style>",
    "]]><!-- --><![CDATA[ <x:y/> \u2028\u2029",
]

# A name of characters the screen cannot show as themselves (a NUL, a bell, a direction
# override): refused when typed, from rules reading 4 on, as it is when a file brings it.
INVISIBLE_NAME = "A\u0000B\u0007C\u202eD\u200dE"

# What an injected element would be (the app itself makes none of these in the page body,
# except PyScript's own <script type="py">).
DANGEROUS = (
    "body img, body svg, body iframe, body object, body embed, body video, body audio, body form, "
    "body style, body link, body base, body meta, body a[href^='javascript'], body script:not([type=py]), "
    "body [onerror], body [onload], body [onclick], body [srcdoc]"
)


def fitting(max_length: int) -> list[str]:
    """The hostile texts that fit in ``max_length`` characters (as the engine counts them)."""
    return [text for text in HOSTILE_TEXTS if len(shown(text)) <= max_length]


def shown(text: str) -> str:
    """The text as the engine keeps it: runs of whitespace become one space, ends trimmed."""
    return " ".join(text.split())


def long_text(length: int = 100_000) -> str:
    """A very long text with markup in it, for limits and for freezes."""
    unit = "<b>x</b>&amp;"
    return (unit * (length // len(unit) + 1))[:length]


def injection_baseline(page) -> int:
    return page.evaluate("(sel) => document.querySelectorAll(sel).length", DANGEROUS)


def assert_responsive(page, budget_ms: int = 1000) -> None:
    """The page paints another frame within ``budget_ms``: nothing froze it."""
    took = page.evaluate("""() => new Promise((resolve) => {
        const started = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    })""")
    assert took < budget_ms, f"the page needed {took:.0f} ms for one frame"


def assert_shown_as_text(page, texts, baseline: int, within: str = "body") -> None:
    """Every text appears verbatim (as the engine keeps it) in the text of ``within``; no element
    was injected, no payload ran, and the page still answers."""
    content = page.evaluate(
        "(sel) => [...document.querySelectorAll(sel)].map(e => e.textContent).join('\\n')", within
    )
    for text in texts:
        assert shown(text) in content, f"{text!r} is not shown as text"
    assert page.evaluate("() => window.__pwned ?? null") is None, "a payload ran"
    injected = page.evaluate(
        "(sel) => [...document.querySelectorAll(sel)].map(e => e.outerHTML.slice(0, 80))", DANGEROUS
    )
    assert len(injected) == baseline, f"elements were injected: {injected}"
    assert_responsive(page)


def visible_text(page, selector: str) -> str:
    """The text of the first element matching ``selector``, whitespace as the engine keeps it."""
    return re.sub(r"\s+", " ", page.locator(selector).first.text_content()).strip()
