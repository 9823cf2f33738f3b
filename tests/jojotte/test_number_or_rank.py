"""Round 18: a 7, 8, 9 or 10 typed alone at the card prompt names a choice's number, but the
hand line shows cards of those ranks too. At a terminal, a number that picks a card of another
rank while the player holds one of its rank is asked about (a card played cannot be taken
back); typed again, it is the choice; once the player has played by number, numbers are
choices. Piped answers (scripts) are read as before: the choice."""

from __future__ import annotations

import re

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import out, partial, run_until_end_of_input, session

# Example 2, action 8: You lead trick 1 holding ♠ Q 10 9, ♥ 10, ♦ A K Q, ♣ A J: choice 9 is
# the J♣, and the hand holds the 9♠.
QUESTION = "! 9: choice 9 is the J♣, but you also hold the 9♠. Type 9 again for the J♣, or 9S"


def at_a_terminal(answers: list[str]) -> str:
    s = session(partial(2, 8), answers)
    s.inp.interactive = True  # type: ignore[misc]
    return run_until_end_of_input(s)


def test_a_number_that_is_also_a_rank_held_is_asked_at_a_terminal() -> None:
    text = at_a_terminal(["9"])
    assert QUESTION + " for the 9♠" in text
    assert "You play" not in text


def test_the_same_number_again_plays_the_choice() -> None:
    text = at_a_terminal(["9", "9"])
    assert text.count(QUESTION) == 1
    assert "You play J♣." in text


def test_the_card_named_instead_is_played() -> None:
    text = at_a_terminal(["9", "9s"])
    assert "You play 9♠." in text


class NumberTyper:
    """A player at a terminal who answers every prompt with its last choice's number."""

    interactive = True

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        self.prompts.append(prompt)
        match = re.search(r"\(1-(\d+)", prompt)
        return match.group(1) if match else ""  # (Enter at "Press Enter for the next deal")


def test_a_player_who_plays_by_numbers_is_asked_at_most_once() -> None:
    sitting = Sitting(Options(rubbers=2), ("Ann", "Bot"))
    s = session(sitting, [], level="easy", seed=11)
    s.inp = NumberTyper()
    s.run()
    text = out(s.console)
    assert sitting.is_over
    asked = text.count("but you also hold")
    assert asked <= 1
    # ... and the sitting had numbers that were ranks held (the question was due at least once)
    assert asked == 1, "no number was ever a rank held: the test proves nothing"


def test_another_answer_between_forgets_the_question() -> None:
    text = at_a_terminal(["9", "zz", "9"])
    assert text.count(QUESTION) == 1  # "zz" refused; the 9 again is still the confirmation
    text = at_a_terminal(["9", "help", "9"])
    assert "You play J♣." in text


def test_piped_numbers_are_choices_as_before() -> None:
    text = run_until_end_of_input(session(partial(2, 8), ["9"]))
    assert "You play J♣." in text
    assert "but you also hold" not in text
