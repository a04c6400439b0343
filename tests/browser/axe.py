"""The accessibility check every browser test uses on the screens it reaches (issue 15).

``check_accessibility(page, where)`` runs the maintained axe-core engine (npm, pinned in
package-lock.json, injected into the page by the test and never shipped in the site) on the
page as it is now, against the WCAG 2.0/2.1 A and AA rules (and the few "best practice" rules in
RULES that serve the same criteria), and fails with every violation in
words: the rule, why it matters, and the elements. A rule that must be waived is waived here,
in WAIVED, with the reason; nowhere else.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# axe's "best practice" rules that serve the same success criteria (1.3.1 structure, 4.1.2
# names), run as well: a dialog has a name, headings go down one level at a time, a page has a
# level-one heading.
RULES = ["aria-dialog-name", "heading-order", "page-has-heading-one"]

# rule id -> why it is waived. Keep it empty unless a rule cannot hold for a reason a reviewer accepts.
WAIVED: dict[str, str] = {}

RUN = """async ([source, tags, rules, waived]) => {
  if (!window.axe) (0, eval)(source);          // the page's CSP allows eval (PyScript needs it)
  const off = Object.fromEntries(waived.map((id) => [id, { enabled: false }]));
  const run = (only) => window.axe.run(document, { runOnly: only, rules: off, resultTypes: ["violations"] });
  const byTag = await run({ type: "tag", values: tags });
  const byRule = await run({ type: "rule", values: rules.filter((id) => !waived.includes(id)) });
  return [...byTag.violations, ...byRule.violations].map((v) => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(" ")}: ${n.failureSummary.replace(/\\s+/g, " ").slice(0, 240)}`) }));
}"""


def violations(page) -> list[dict]:
    if not AXE.is_file():
        pytest.skip("node_modules/axe-core is missing: run `make node_modules`")
    return page.evaluate(RUN, [AXE.read_text(encoding="utf-8"), TAGS, RULES, sorted(WAIVED)])


def check_accessibility(page, where: str) -> None:
    found = violations(page)
    if found:
        lines = [f"{where}: {len(found)} accessibility violation(s) (axe-core, WCAG 2.1 A/AA):"]
        for v in found:
            lines.append(f"- {v['id']} ({v['impact']}): {v['help']}")
            lines += [f"    {node}" for node in v["nodes"]]
        raise AssertionError("\n".join(lines))


class ScreenAudit:
    """For a walk through many screens: ``audit(where)`` runs the same check on the page as it is
    now and keeps what it found; ``audit.check()`` at the end fails with every screen's
    violations at once (one run shows them all). With TK_A11Y_SHOTS=<folder> it also saves a
    screenshot of each screen audited, to look at."""

    def __init__(self, page, label: str = ""):
        self.page, self.label, self.found, self.screens = page, label, [], []

    def __call__(self, where: str) -> None:
        where = f"{where} ({self.label})" if self.label else where
        self.screens.append(where)
        shots = os.environ.get("TK_A11Y_SHOTS")
        if shots:
            name = re.sub(r"[^\w-]+", "_", where).strip("_")
            self.page.screenshot(path=str(Path(shots) / f"{name}.png"))
        for v in violations(self.page):
            self.found.append(f"{where}: {v['id']} ({v['impact']}): {v['help']}")
            self.found += [f"    {node}" for node in v["nodes"]]

    def check(self) -> None:
        if self.found:
            raise AssertionError(
                f"accessibility violations (axe-core, WCAG 2.1 A/AA) on {len(self.screens)} screens:\n"
                + "\n".join(self.found)
            )
