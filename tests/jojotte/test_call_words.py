"""Round 10 (a judge's eye): yes and no in everyday words at the bidding prompts."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_ok_accepts_and_nope_passes_in_round_one() -> None:
    # Example 1, action 0: A may accept hearts or pass. 'yes' and 'no' were read; 'ok',
    # 'sure', 'nope' and 'nah' were "not a call".
    for answer in ("ok", "sure", "yeah"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept ♥ (hearts)." in text and "not a call" not in text, answer
    for answer in ("nope", "nah"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You pass." in text and "not a call" not in text, answer


def test_nope_passes_a_response_and_ok_asks_which_call() -> None:
    # Example 2, action 3: A answers B's spade bid (No-Trump, double or pass).
    text = run_until_end_of_input(session(partial(2, 3), ["nope"]))
    assert "You pass (no overcall or double)." in text and "not a call" not in text
    text = run_until_end_of_input(session(partial(2, 3), ["ok"]))
    assert "! 'ok' to what? Choose 1-3 or name the call" in text  # (test_yes_to_what)
