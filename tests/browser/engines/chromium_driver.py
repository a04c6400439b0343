"""Chromium, as in Chrome on Android: a Playwright page of a 360x740 touch phone (the browser
tests' own, ``phone_browser.phone_page``), its taps touches.

The page is a Playwright ``Page``; a Chromium-only test keeps using it directly for what only
Chromium offers (CDP, a renderer killed, touch emulation), and hands it to a step written for
every phone through :func:`journey.as_phone`."""

from __future__ import annotations

from journey import Phone


class ChromiumPhone(Phone):
    name = "chromium"

    def __init__(self, page):
        self.page = page
        self.version = page.context.browser.version if page.context.browser else "?"

    # --- the primitives ---------------------------------------------------------------------------

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, expression: str):
        # an expression, not a function: Playwright runs it through the DevTools protocol,
        # which the page's Content Security Policy does not hold to its ban on eval
        return self.page.evaluate(expression)

    def tap(self, testid: str) -> None:
        self.page.get_by_test_id(testid).tap()

    def type(self, testid: str, text: str) -> None:
        self.page.get_by_test_id(testid).fill(text)

    def select(self, testid: str, value: str) -> None:
        self.page.get_by_test_id(testid).select_option(value)

    def upload(self, testid: str, path: str) -> None:
        self.page.get_by_test_id(testid).set_input_files(str(path))

    def go_offline(self, server) -> None:
        server.stop()
        self.page.context.set_offline(True)

    def errors(self) -> list[str]:
        errors = getattr(self.page, "tk_errors", [])
        seen = list(errors)
        errors.clear()
        return seen
