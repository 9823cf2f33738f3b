"""Round 19 (judge K): on the bot's pad the player under the default name You was "Opponent
(You)": "Opponent (You) scores 7 jots = 7." and "Match so far: Opponent (You) 0, Bot 0",
where the player's own pad said "You score 7 jots = 7.". Both pads now say it the same way,
with the verb agreeing with You."""

from __future__ import annotations

from parlor.core.scorepad import Note
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import match_pads
from tests.jotto.test_sheets import make_record, sample_game


def _notes(names: list[str], finished: bool = True) -> list[list[str]]:
    record = make_record([sample_game()] if finished else [], target=50)
    record["names"] = names
    pads = match_pads(record, default_valid())
    # (a score line's words joined by no-break spaces, read as the spaces they are shown as)
    return [
        [b.text.replace("\xa0", " ") for b in pad.blocks if isinstance(b, Note)] for pad in pads
    ]


def test_both_pads_say_you_score() -> None:
    mine, bots = _notes(["You", "Bot"])  # the sample game: the player finds GROWN
    for notes in (mine, bots):
        assert "JOTTO on line 8: You score 65 + 21 jots = 86." in notes, notes
        assert "MATCH: You win, 86 to 21 (game is 50)." in notes, notes
        assert "Bot scores 21 jots = 21." in notes, notes
        assert not any("Opponent (" in n or "You scores" in n for n in notes), notes


def test_when_the_bot_wins_both_pads_say_you_score() -> None:
    bots, mine = _notes(["Bot", "You"])
    assert bots == mine
    assert "You score 21 jots = 21." in bots, bots
    assert "MATCH: Bot wins, 86 to 21 (game is 50)." in bots, bots


def test_match_so_far_names_you_alike() -> None:
    mine, bots = _notes(["You", "Bot"], finished=False)
    assert mine == bots == ["Match so far: You 0, Bot 0 (game is 50)."], (mine, bots)
