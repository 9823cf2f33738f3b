"""correct LINE JOTS as people type it: 'correct line 3 to 2', 'correct 3: 2', 'correct 3=2',
'correct 1 is 3'; each said 'usage: correct LINE JOTS' and had to be typed again."""

from __future__ import annotations

import pytest

from tests.jotto.test_screen_prompts import two_people

# Ann (MAPLE) tests CHIME, Bob answers 3 (truly 2); Bob (GROWN) tests FIGHT, Ann answers 0.
START = ["maple", "grown", "chime", "3", "fight", "0"]


@pytest.mark.parametrize(
    ("typed", "jots"),
    [
        ("correct line 1 to 2", 2),
        ("correct 1 to 2", 2),
        ("correct 1: 1", 1),
        ("correct 1=0", 0),
        ("Correct Line 1 two jots", 2),
        ("correct 1 is 4", 4),
        ("correct 1 2", 2),
    ],
)
def test_a_correction_is_read_as_people_type_it(typed: str, jots: int) -> None:
    # (Bob's prompt for WHALE's jots is where he corrects his answer for CHIME)
    session, out, _ = two_people([*START, "whale", typed], announce=True)
    assert session.game is not None
    assert session.game.tests[0][0].announced == jots, out
    assert "usage" not in out


@pytest.mark.parametrize("typed", ["correct 12", "correct 1 lots", "correct 1 2 3", "correct"])
def test_what_is_no_correction_still_gets_the_usage(typed: str) -> None:
    session, out, _ = two_people([*START, "whale", typed], announce=True)
    assert session.game is not None and session.game.tests[0][0].announced == 3
    assert "usage: correct LINE JOTS" in out
