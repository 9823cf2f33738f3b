"""Round 21 (judge Y15 #9): the worked examples in ``parlor/jotto/rules.py``'s docstrings are
run as tests; no configuration collected them, so a wrong example could stand unnoticed."""

from __future__ import annotations

import doctest

import parlor.jotto.rules as rules


def test_the_rules_modules_examples_hold() -> None:
    result = doctest.testmod(rules, verbose=False)
    assert result.attempted >= 5, result  # (the examples are there to be run)
    assert result.failed == 0, result
