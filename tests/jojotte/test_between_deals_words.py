"""Play-test after the judge's K2: at 'Press Enter for the next deal', 'new deal' deals on (it
was told to type quit, read as 'new game'), and a word for going on with 'please' after it
('next please', 'yes, please') deals on as the word alone does (it was refused as no command
since 0da7822)."""

from __future__ import annotations

import pytest

from .test_ui_prompts import _between_deals


@pytest.mark.parametrize("answer", ["new deal", "next please", "yes, please", "OK thanks", "go!"])
def test_a_word_for_going_on_deals_on(answer: str) -> None:
    text, prompts = _between_deals([answer])
    assert "Rubber 1, deal 2: A deals" in text
    assert "! " not in text.split("Press Enter for the next deal")[-1].split("deal 2")[0]
    assert sum(p.startswith("Press Enter") for p in prompts) == 1


@pytest.mark.parametrize("answer", ["new game", "restart"])
def test_a_new_game_is_still_told_how_to_stop(answer: str) -> None:
    text, _ = _between_deals([answer])
    assert "Rubber 1, deal 2" not in text
    assert "! type quit to stop here (the sitting is saved), or press Enter" in " ".join(
        text.split()
    )


def test_please_alone_is_no_answer() -> None:
    text, _ = _between_deals(["please"])
    assert "Rubber 1, deal 2" not in text
    assert "'please' is not a command here" in " ".join(text.split())
