"""Round 19 (judge J, finding 1): at a terminal, "10" typed at the card prompt with ten or more
choices played choice 10 (the 8♣) without the question, while the hand held 10♥ and 10♦, once
the player had played a card by its number (1-9); with fewer than ten choices "10" plays the
ten. "10" is now asked about until it has once been confirmed as a choice ("10" again);
piped answers (scripts) keep their meaning: a number in range is the choice."""

from __future__ import annotations

import contextlib

from parlor.core.prompt import EndOfInput
from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import out, session

# Judge J's answers for seed 109 (easy, 3 rubbers) up to deal 5, trick 1, where the hand is
# ♠ K  ♥ K Q 10  ♦ Q 10  ♣* K Q 8 and choice 10 is the 8♣.
_ANSWERS_109 = list("2122311132233112322412433213141423113412442122")
_CHOICES = "9) Q♣ (Queen first: no Jo-Jotte) 10) 8♣"
_QUESTION = (
    "! 10: choice 10 is the 8♣, but you also hold the 10♥ or the 10♦. Type 10 again for the "
    "8♣, or TH for the 10♥ or TD for the 10♦"
)


class Player:
    """Answers in turn, Enter at "Press Enter for the next deal"; at a terminal or not."""

    def __init__(self, answers: list[str], *, interactive: bool) -> None:
        self.answers = list(answers)
        self.interactive = interactive
        self.prompts: list[str] = []

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        self.prompts.append(prompt)
        if "Enter" in prompt:
            return ""
        if not self.answers:
            raise EndOfInput
        return self.answers.pop(0)


def _played(then: list[str], *, interactive: bool) -> str:
    s = session(Sitting(Options(rubbers=3), ("You", "Bot")), [], level="easy", seed=109)
    s.inp = Player(_ANSWERS_109 + then, interactive=interactive)
    with contextlib.suppress(EndOfInput):
        s.run()
    text = " ".join(out(s.console).split())
    assert _CHOICES in text  # the position judge J reported
    return text.split(_CHOICES, 1)[1]


def test_ten_is_asked_at_a_terminal_after_numbers_were_played() -> None:
    after = _played(["10"], interactive=True)
    assert after.startswith(" " + _QUESTION[:60])
    assert _QUESTION in after
    assert "You play" not in after


def test_ten_again_plays_choice_ten_and_is_then_a_choice() -> None:
    after = _played(["10", "10"], interactive=True)
    assert after.count("! 10: choice 10") == 1
    assert "You play 8♣." in after


def test_the_ten_named_instead_is_played() -> None:
    after = _played(["10", "10h"], interactive=True)
    assert "You play 10♥." in after


def test_piped_ten_is_choice_ten_as_documented() -> None:
    after = _played(["10"], interactive=False)
    assert "but you also hold" not in after
    assert after.split("You play ", 1)[1].startswith("8♣.")
