"""Round 15 (a judge's finding): 'q' at the card prompt quit the sitting, though 'j', 'k' and
'a' name the jack, king and ace there and 'queen' names the queen. It names the queen there
now, as the other rank letters do; 'quit' still quits, and 'q' quits at the other prompts.
Session 10: a bare 'q' naming one queen asks 'queen or quit?' rather than playing it."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.ui import QuitGame

from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answers: list[str]) -> str:
    return " ".join(run_until_end_of_input(session(partial(n, k), answers)).split())


def test_q_alone_at_the_card_prompt_asks_queen_or_quit_and_plays_nothing() -> None:
    # Example 1, action 7: A, void in clubs, must trump; of the queens only Q♥ may be played.
    # (Round 15 played it; a judge in session 10 typed q to quit and lost the queen: a card
    # played cannot be taken back, so a bare q is asked about.)
    text = _said(1, 7, ["q"])
    assert "! q: the Q♥, or quit? Type QH to play it, or quit to stop" in text
    assert "You play Q♥" not in text
    assert "Stopped at your request" not in text
    text = _said(1, 7, ["q", "qh"])
    assert "You play Q♥" in text


def test_q_with_two_queens_to_play_asks_which_and_says_that_quit_stops() -> None:
    # Action 12: You lead, holding Q♥ and Q♦.
    text = _said(1, 12, ["Q"])
    assert (
        "! which queen? Q♥ or Q♦ (type e.g. QH, or its number; q names the queen here: type "
        "quit to stop)" in text
    )
    assert "Stopped at your request" not in text


def test_q_when_no_queen_is_held_says_so_and_that_quit_stops() -> None:
    # Example 3 at action 5: A holds no queen.
    text = _said(3, 5, ["q"])
    assert "! you hold no queen (q names the queen here: type quit to stop)" in text


@pytest.mark.parametrize("answer", ["quit", "exit", "Quit"])
def test_quit_still_quits_at_the_card_prompt(answer: str) -> None:
    with pytest.raises(QuitGame):
        session(partial(1, 7), [answer]).run()


@pytest.mark.parametrize("k", [0, 3, 4, 6])  # bidding, second bidding, exchange, melds
def test_q_still_quits_at_the_other_prompts(k: int) -> None:
    with pytest.raises(QuitGame):
        session(partial(1, k), ["q"]).run()


def test_the_card_prompts_help_says_q_is_the_queen() -> None:
    text = _said(1, 7, ["help"])
    assert "q alone asks first, the queen or quit: quit stops" in text


def test_q_naming_a_queen_that_may_not_be_played_says_why_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Judge AS18 #1 (seed 1 against the easy bot): Bot leads Q♥; you hold ♥ 8 7 and the Q♣ of
    # trumps. 'q' asked "the Q♣, or quit? Type QC to play it", and QC was then refused ("you
    # must follow suit"). A queen that may not be played is refused at once, saying why.
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    got = CliRunner().invoke(
        app,
        ["jojotte", "--level", "easy", "--seed", "1"],
        input="accept\nredouble\npass\nyes\nq\nquit\n",
        env={"COLUMNS": "200"},
    )
    text = " ".join(got.output.split())
    assert "Bot plays Q♥" in text, text
    assert "or quit? Type" not in text
    assert "! Q♣ cannot be played: you must follow suit (hearts; q names the queen here" in text
