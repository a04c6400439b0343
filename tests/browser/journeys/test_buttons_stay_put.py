"""One tap, one effect: a button does not move under a finger when an answer of the engine
(in its worker, a moment after the player's typing) fills a line above it. At 360x740 with
touch, in English and Russian, at the default settings."""

from __future__ import annotations

import pytest

from .table_steps import open_app, settled

pytestmark = pytest.mark.browser

PLAYERS = {
    "en": ["Ann", "Bob", "Cid", "Dan", "Eve"],
    "ru": ["Аня", "Борис", "Вика", "Глеб", "Даша"],
}

TOP_WITH_AND_WITHOUT_PLAN = """() => {
  const plan = document.querySelector('[data-testid=t-setup-plan]');
  const button = document.querySelector('[data-testid=t-create]');
  const said = plan.textContent;
  const withPlan = button.getBoundingClientRect().top;
  plan.textContent = '';
  const without = button.getBoundingClientRect().top;
  plan.textContent = said;
  return [withPlan, without];
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_create_stays_where_it_was_when_the_recommended_plan_arrives(server, page, lang):
    """The plan (appendix E's recommendation) is the engine's answer to the names typed; it
    came under load seconds after the typing, three or four lines above Create, and a tap on
    Create landed on its text (the CI flake of the QR journey in landscape)."""
    open_app(page, server.url)
    page.get_by_test_id(f"lang-{lang}").tap()
    page.get_by_test_id("start-feature-tournament").tap()
    page.get_by_test_id("t-players").fill("\n".join(PLAYERS[lang]))
    page.wait_for_function(
        "() => document.querySelector('[data-testid=t-setup-plan]').textContent.includes(' 5 ')"
    )
    settled(page)
    with_plan, without = page.evaluate(TOP_WITH_AND_WITHOUT_PLAN)
    assert with_plan == without, f"Create moves {with_plan - without:.0f} px when the plan arrives"
