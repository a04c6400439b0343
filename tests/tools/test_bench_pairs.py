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
