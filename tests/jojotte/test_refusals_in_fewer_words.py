"""Round 14: refusals a newcomer met in play, said in fewer words.

- a card not held said its name twice ("J♥ cannot be played: you do not hold J♥");
- an answer that looks like a command had two notes ("not a call: 'qiut' (choose 1-2 or
  type help) (did you mean quit?)"): the guess now stands in place of what to type;
- "declare all" at the card prompt said "not a sequence: 'all' (not a card: 'all' (write
  e.g. JH, 10H, TH or J♥))"."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_card_not_held_is_named_once() -> None:
    # Example 1, action 10: B led the 10 of clubs; A holds no 9 of spades.
    text = run_until_end_of_input(session(partial(1, 10), ["9s"]))
    assert "! you do not hold 9♠\n" in text
    assert "cannot be played: you do not hold" not in text


def test_a_command_slip_gets_one_note() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["qiut"]))
    assert "! not a call: 'qiut' (did you mean quit?)\n" in text
    text = run_until_end_of_input(session(partial(1, 10), ["sheeet"]))
    assert "! not a card: 'sheeet' (did you mean sheet?)\n" in text
    # a refusal without a guess still says what to type
    text = run_until_end_of_input(session(partial(1, 0), ["zz"]))
    assert "! not a call: 'zz' (choose 1-2 or type help)\n" in text


def test_a_declaration_at_the_card_prompt_says_the_melds_are_past() -> None:
    for answer in ("declare all", "declare KH-QH-JH", "meld 4J"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert (
            "! the melds were declared before the first trick: now play a card (e.g. JH, or "
            "its number)\n" in text
        ), answer
        assert "not a sequence" not in text, answer
