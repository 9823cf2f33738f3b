"""Round 19b (judge M13 #6, #8, #10): the words of Jotto's score lines and usage.

#6: both sides erred, so each side's penalties cancelled, and the score line showed none
('Ann scores 90 + 2 jots = 92') under four penalty figures. #8: a side called 'you' began
sentences in lower case ('you score 7 jots = 7'). #10: the usage of correct did not say that
the test word may stand for the line ('correct FLASK 2')."""

from __future__ import annotations

from parlor.core.scorepad import render_text
from parlor.jotto.pad import does, match_pads
from tests.jotto.test_screen_prompts import LEX, two_people

# Ann (MAPLE) tests WHALE, truly 1 jot: Bob says 2; Bob tests FLASK, truly 2: Ann says 3.
# Neither is corrected (lines 1-3: 30 points each way); Ann finds GROWN on line 3.
BOTH_ERR = ["maple", "grown", "whale", "2", "flask", "3", "shale", "0", "lulls", "1", "grown"]


def _sheets(session_record: dict[str, object]) -> str:
    return "\n".join(render_text(s, 80) for s in match_pads(session_record, LEX))


def test_penalties_that_cancel_are_shown_in_the_score_line() -> None:
    session, out, _ = two_people(BOTH_ERR, announce=True)
    assert "JOTTO on line 3: Ann scores 90 + 2 jots +30 -30 penalties = 92" in out
    assert "Bob scores 4 jots +30 -30 penalties = 4" in out
    text = " ".join(_sheets(session.record()).split())
    assert "JOTTO on line 3: Ann scores 90 + 2 jots +30 -30 penalties = 92." in text
    assert "Bob scores 4 jots +30 -30 penalties = 4." in text


def test_one_kind_of_penalty_keeps_the_net_form() -> None:
    # (only Bob errs: Ann +30, Bob -30, as before)
    answers = ["maple", "grown", "whale", "2", "flask", "2", "shale", "0", "lulls", "1", "grown"]
    session, out, _ = two_people(answers, announce=True)
    assert "Ann scores 90 + 2 jots +30 penalties = 122" in out
    assert "Bob scores 3 jots -30 penalties = -27" in out
    text = " ".join(_sheets(session.record()).split())
    assert "Ann scores 90 + 2 jots +30 penalties = 122." in text
    assert "Bob scores 3 jots -30 penalties = -27." in text and "+0" not in text


def test_a_side_called_you_begins_its_sentences_with_a_capital() -> None:
    session, out, prompts = two_people(
        ["maple", "grown", "whale", "flask", "grown"], names=("you", "Bob")
    )
    assert "You test WHALE" in out and "you test" not in out
    assert "JOTTO on line 2: You score 95 + 1 jot = 96" in out and "you score" not in out
    assert any(p.startswith("You, your test word for line 1") for p in prompts)
    text = _sheets(session.record())
    assert "You score" in text and "you score" not in text
    # (the name stays as typed where it does not begin a sentence)
    assert "Match: you " in out


def test_capital_only_changes_a_name_that_is_you() -> None:
    from parlor.jotto.pad import capital

    assert capital("you") == "You" and capital("yOU") == "YOU" and capital("ann") == "ann"
    assert does("you", "scores") == "You score"
    assert does("you", "scores", start=False) == "you score"
    assert does("ann", "scores") == "ann scores"


def test_the_usage_of_correct_names_the_word_form() -> None:
    _, out, _ = two_people(["maple", "grown", "whale", "correct whale"], announce=True)
    line = next(x for x in out.splitlines() if "usage" in x)
    assert "test word" in line and len(line) <= 80
