"""Paired figures: how much later one site is than another, start by start, and how sure.

A pair is two starts of the same round (the same load on a shared machine). Their ratios'
median says how much later; its bootstrap interval says how far that median could move
with other rounds of the same kind. An interval that holds 1 is not a difference.

One install is not enough. The same build served twice from two origins in one profile,
each installed once, has given pair medians of 0.91 (90% 0.86-0.95) and 1.15 (1.00-1.30) on
a reload (2026-11-29): an origin keeps what its install left for every start after (its code
caches, compiled while the install ran, are the likely part), so one install's rounds all
share its luck, and a bootstrap over those rounds alone is too sure. Where the starts come from several
installs, ``grouped_median_interval`` resamples the installs first and the pairs within each
second, so the interval also holds what another install could give. With two installs, or
one start per install, that interval is still too narrow to say much: use three or more of
several starts each (the benches' defaults).
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


def grouped_median_interval(
    groups: list[list[float]],
    *,
    level: float = LEVEL,
    rounds: int = BOOTSTRAP_ROUNDS,
    seed: int = 0,
) -> tuple[float, float, float]:
    """(low, median, high) of values that come in groups (one group per install): the median
    of all values, and a two-stage bootstrap interval (the groups resampled, then the values
    within each chosen group). With one group it is ``median_interval``'s."""
    groups = [list(group) for group in groups if group]
    if not groups:
        raise ValueError("no values")
    if len(groups) == 1:
        return median_interval(groups[0], level=level, rounds=rounds, seed=seed)
    rng = random.Random(seed)
    medians = []
    for _ in range(rounds):
        pooled: list[float] = []
        for group in rng.choices(groups, k=len(groups)):
            pooled.extend(rng.choices(group, k=len(group)))
        medians.append(statistics.median(pooled))
    medians.sort()
    tail = (1 - level) / 2
    low = medians[int(tail * rounds)]
    high = medians[min(rounds - 1, int((1 - tail) * rounds))]
    return low, statistics.median(value for group in groups for value in group), high


def by_install(
    groups: list[list[float]], base_groups: list[list[float]]
) -> tuple[float, float, float, list[float]]:
    """One site's starts against the base site's, install by install (each a list of starts,
    paired round by round): (low, median, high) of the pairs' ratios as
    ``grouped_median_interval`` gives them, and each install's own median ratio."""
    if len(groups) != len(base_groups):
        raise ValueError("both sites need the same installs")
    ratio_groups = [ratios(mine, base) for mine, base in zip(groups, base_groups)]
    low, median, high = grouped_median_interval(ratio_groups)
    return low, median, high, [statistics.median(group) for group in ratio_groups]


def verdict(low: float, high: float) -> str:
    """Sooner, later or level, as the interval of the pairs' ratios says."""
    if high < 1:
        return "sooner"
    if low > 1:
        return "later"
    return "level"
