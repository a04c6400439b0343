"""Paired figures: how much later one site is than another, start by start, and how sure.

A pair is two starts of the same round (the same load on a shared machine). Their ratios'
median says how much later; its bootstrap interval says how far that median could move
with other rounds of the same kind. An interval that holds 1 is not a difference: the same
build installed twice has given medians from 0.96 to 1.06 (docs/performance.md).
"""

from __future__ import annotations

import random
import statistics

BOOTSTRAP_ROUNDS = 4000
LEVEL = 0.90


def ratios(values: list[float], base: list[float]) -> list[float]:
    """Each start's time over its pair's in the base site."""
    if len(values) != len(base) or not values:
        raise ValueError("pairs need as many starts of each site, at least one")
    return [a / b for a, b in zip(values, base)]


def median_interval(
    values: list[float], *, level: float = LEVEL, rounds: int = BOOTSTRAP_ROUNDS, seed: int = 0
) -> tuple[float, float, float]:
    """(low, median, high): the median and its bootstrap interval at ``level`` (the same
    figures for the same values: the resampling is seeded)."""
    if not values:
        raise ValueError("no values")
    rng = random.Random(seed)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds))
    tail = (1 - level) / 2
    low = medians[int(tail * rounds)]
    high = medians[min(rounds - 1, int((1 - tail) * rounds))]
    return low, statistics.median(values), high


def verdict(low: float, high: float) -> str:
    """Sooner, later or level, as the interval of the pairs' ratios says."""
    if high < 1:
        return "sooner"
    if low > 1:
        return "later"
    return "level"
