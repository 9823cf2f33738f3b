"""Round 13 (a newcomer's eye): once the Nullo declarer has taken a trick, the table says
the Nullo has failed and what each further trick costs. The play goes on to the ninth
trick, and nothing said why until the result."""

from __future__ import annotations

import json
from typing import Any

from parlor.jojotte import replay_record

from .jojotte_helpers import RECORDS
from .test_ui import partial, run_until_end_of_input, session


def _table(k: int) -> str:
    # Example 3: A (the person) bids Nullo; B leads Q♣ and A's K♣ takes trick 1.
    return " ".join(run_until_end_of_input(session(partial(3, k), [])).split())


def test_before_the_first_trick_taken() -> None:
    text = _table(4)  # B has led Q♣: A to play
    assert "Tricks: You 0, B 0 (in Nullo only tricks count, not card points)" in text
    assert "Nullo failed" not in text


def test_after_the_first_trick_taken() -> None:
    text = _table(5)  # A took trick 1 and leads the next
    assert "Tricks: You 1, B 0 (Nullo failed: B scores 200, +100 for each further trick)" in text


def test_each_further_trick_adds_100() -> None:
    text = _table(7)  # A's A♣ took trick 2 as well
    assert "Tricks: You 2, B 0 (Nullo failed: B scores 300, +100 for each further trick)" in text


def test_you_score_in_good_english() -> None:
    # Example 1's cards, the person named You: You accept hearts, Bot passes and bids Nullo;
    # You lead 8♠ and Bot, holding only higher spades, takes the trick.
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["players"] = ["You", "Bot"]
    data["rubbers"][0]["first_dealer"] = data["rubbers"][0]["deals"][0]["dealer"] = "Bot"
    data["rubbers"][0]["deals"][0]["actions"] = ["accept", "pass", "nullo", "play 8S", "play KS"]
    text = run_until_end_of_input(session(replay_record(data), []))
    line = "Tricks: You 0, Bot 1 (Nullo failed: You score 200, +100 for each further trick)"
    assert line + "\n" in text
    assert len(line) <= 80  # one line on an 80-column terminal, as the line was
