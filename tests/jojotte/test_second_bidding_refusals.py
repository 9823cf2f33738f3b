"""Round 16: a call refused in the second bidding (rules section 4) says whose bid a Slam or a
Nullo is, with the capitals of the choices; it said 'the defender may bid nullo or pass' to a
defender who typed slam, and 'the declarer may bid slam or pass' to a declarer who typed nullo."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _refusals(n: int, k: int, answer: str) -> list[str]:
    text = run_until_end_of_input(session(partial(n, k), [answer]))
    return [" ".join(line.split()) for line in text.splitlines() if line.startswith("!")]


def test_slam_typed_by_the_defender_says_it_is_the_declarers() -> None:
    # Example 2, action 4: A is the defender of B's spades.
    assert _refusals(2, 4, "slam") == [
        "! not allowed: Slam is bid by the declarer, B; as the defender you may bid Nullo or pass"
    ]


def test_nullo_typed_by_the_declarer_says_it_is_the_defenders() -> None:
    # Example 1, action 3: B, the defender, passed; A is the declarer.
    assert _refusals(1, 3, "nullo") == [
        "! not allowed: Nullo is bid by the defender, who speaks first (B passed); as the "
        "declarer you may bid Slam or pass"
    ]


@pytest.mark.parametrize(("n", "k", "role"), [(1, 3, "declarer"), (2, 4, "defender")])
def test_another_call_names_the_two_choices(n: int, k: int, role: str) -> None:
    choice = "Slam" if role == "declarer" else "Nullo"
    assert _refusals(n, k, "double") == [
        f"! not allowed: as the {role} you may bid {choice} or pass"
    ]
