"""The bench's paired figures (tools/bench/pairs.py): a ratio with its interval, and what the
interval says."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "bench"))
import pairs


def test_ratios_are_start_by_start():
    assert pairs.ratios([110.0, 90.0], [100.0, 100.0]) == [1.1, 0.9]
    with pytest.raises(ValueError):
        pairs.ratios([1.0], [1.0, 2.0])


def test_the_same_figures_are_level_with_no_spread():
    low, median, high = pairs.median_interval([1.0] * 12)
    assert (low, median, high) == (1.0, 1.0, 1.0)
    assert pairs.verdict(low, high) == "level"


def test_a_spread_around_one_is_level_and_a_clear_shift_is_not():
    around = [0.9, 1.1, 0.95, 1.05, 1.0, 0.92, 1.08, 0.97, 1.03, 1.01, 0.99, 1.02]
    low, median, high = pairs.median_interval(around)
    assert low < 1 < high and low <= median <= high
    assert pairs.verdict(low, high) == "level"
    later = [r + 0.2 for r in around]
    assert pairs.verdict(*pairs.median_interval(later)[::2]) == "later"
    sooner = [r - 0.2 for r in around]
    assert pairs.verdict(*pairs.median_interval(sooner)[::2]) == "sooner"


def test_the_interval_is_the_same_every_time():
    values = [0.8, 1.3, 0.95, 1.2, 1.0, 0.7, 1.1]
    assert pairs.median_interval(values) == pairs.median_interval(values)


def test_installs_that_disagree_widen_the_interval_that_one_install_would_give():
    # two installs, each tight around its own figure: alone, each says "sooner" or "later";
    # together they say no more than that another install could land anywhere between
    one = [0.90, 0.91, 0.89, 0.92, 0.90, 0.91]
    other = [1.10, 1.12, 1.09, 1.11, 1.10, 1.13]
    assert pairs.verdict(*pairs.median_interval(one)[::2]) == "sooner"
    low, median, high = pairs.grouped_median_interval([one, other])
    assert low < 1 < high and low <= median <= high
    assert pairs.verdict(low, high) == "level"
    # pooled as if one install, the same values look far surer than they are
    pooled_low, _, pooled_high = pairs.median_interval(one + other)
    assert high - low > pooled_high - pooled_low


def test_installs_that_agree_keep_a_clear_shift():
    installs = [[0.80, 0.82, 0.79, 0.81], [0.83, 0.81, 0.80, 0.84], [0.79, 0.78, 0.82, 0.80]]
    low, median, high = pairs.grouped_median_interval(installs)
    assert pairs.verdict(low, high) == "sooner"
    assert pairs.grouped_median_interval(installs) == (low, median, high)
    assert pairs.grouped_median_interval([installs[0]]) == pairs.median_interval(installs[0])
    with pytest.raises(ValueError):
        pairs.grouped_median_interval([[], []])


def test_a_site_against_the_base_install_by_install():
    mine = [[90.0, 110.0, 100.0], [120.0, 130.0, 125.0]]
    base = [[100.0, 100.0, 100.0], [100.0, 100.0, 100.0]]
    low, median, high, medians = pairs.by_install(mine, base)
    assert medians == [1.0, 1.25]
    assert (low, median, high) == pairs.grouped_median_interval(
        [pairs.ratios(a, b) for a, b in zip(mine, base)]
    )
    with pytest.raises(ValueError):
        pairs.by_install(mine, base[:1])
