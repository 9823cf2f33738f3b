"""A Jotto match against the bot under the default name You: on the bot's pad, whose YOU column
and YOUR TEST WORD are the bot's, the player is "Opponent (You)" in the notes. It said
"You score 6 jots = 6" and "MATCH: You win" under "YOU 84 / OPPONENT 6"."""

from __future__ import annotations

from parlor.core.scorepad import Note, render_text
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import match_pads
from tests.jotto.test_sheets import make_record, sample_game


def _notes(names: list[str]) -> list[list[str]]:
    pads = match_pads(_record(names), default_valid())
    return [[b.text for b in pad.blocks if isinstance(b, Note)] for pad in pads]


def test_the_bots_pad_names_the_player_called_you_as_its_opponent() -> None:
    mine, bots = _notes(["You", "Bot"])  # the sample game: side 0 (the player) finds GROWN
    assert "JOTTO on line 8: Opponent (You) scores 65 + 21 jots = 86." in bots, bots
    assert "MATCH: Opponent (You) wins, 86 to 21 (game is 50)." in bots, bots
    assert "Bot scores 21 jots = 21." in bots
    # the player's own pad keeps 'You': its YOU column is the player's
    assert "JOTTO on line 8: You score 65 + 21 jots = 86." in mine, mine
    assert "MATCH: You win, 86 to 21 (game is 50)." in mine, mine


def test_the_bots_pad_when_the_bot_wins() -> None:
    bots, mine = _notes(["Bot", "You"])  # the player on side 1
    assert "Opponent (You) scores 21 jots = 21." in bots, bots
    assert not any(n.startswith("You score") for n in bots), bots
    assert "You score 21 jots = 21." in mine, mine
    assert "MATCH: Bot wins, 86 to 21 (game is 50)." in mine
    text = render_text(match_pads(_record(["Bot", "You"]), default_valid())[0])
    assert "OPPONENT: You" in text  # the header field keeps the name as it is


def test_other_names_are_as_before() -> None:
    ann, bob = _notes(["Ann", "Bob"])
    assert ann == bob
    assert not any("Opponent (" in n for n in ann)


def _record(names: list[str]) -> dict[str, object]:
    record = make_record([sample_game()], target=50)
    record["names"] = names
    return record
