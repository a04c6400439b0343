"""The page's test hooks as the tests read them: the attributes of ``<body>`` and the
performance marks that ``pwa/js/test-hooks.js`` sets, named once here for Python.

That module is the tests' contract: a hook renamed there is renamed here in the same change.
Expressions are plain JavaScript expressions (what every phone's ``evaluate`` takes); give
Playwright's ``wait_for_function`` :func:`as_function` of one, since the page's Content
Security Policy refuses an expression that Playwright would have to ``eval``."""

from __future__ import annotations


def body(hook: str) -> str:
    """The hook's value on ``<body>`` (``data-<hook>``; camelCase as ``dataset`` spells it)."""
    return f"document.body.dataset.{hook}"


READY = f"!!document.body && {body('ready')} === '1'"
"""The table (or the screen for unreadable storage) is drawn and takes taps."""

NOTHING_PENDING = f"{body('pending')} === '0' && !document.querySelector('.panel[data-pending]')"
SETTLED = f"{READY} && {NOTHING_PENDING}"
"""Ready, and no change pending on the table or waiting to be written."""

DURABLE_MARK = "tk-durable"
"""The performance mark of an action on disk (its ``detail.seq``)."""
JOURNAL_MARK = "tk-journal"
"""The performance mark of the journal on disk (its ``detail.taps``)."""


def as_function(expression: str) -> str:
    """The expression as a function, for Playwright's ``wait_for_function``."""
    return f"() => {expression}"
