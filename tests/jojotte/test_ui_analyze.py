"""Analysis never looks into a deal still being played (it showed the bot's hidden hand), and
says what its numbers are."""

from __future__ import annotations

import json
import random
from pathlib import Path

from parlor.jojotte import Sitting, replay_record
from parlor.jojotte.analyze import (
    LEGEND,
    analyze_sitting,
    report_json,
    unfinished_deal,
    unfinished_note,
)
from parlor.jojotte.bots import make_bot
from parlor.jojotte.game import random_deck
from parlor.jojotte.options import Options
from parlor.jojotte.record import load_sitting, record_from_sitting

RECORDS = Path(__file__).parent / "records"


def _example_cut(n: int, k: int) -> Sitting:
    """Example ``n`` of the rules saved after its first ``k`` actions (a save mid-deal)."""
    data = json.loads((RECORDS / f"example{n}.json").read_text())
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = deal["actions"][:k]
    return replay_record(data)


def test_a_deal_still_being_played_is_not_analysed() -> None:
    # Example 3: B accepts hearts, A passes, then A bids Nullo (action 2). Saved after the
    # Nullo, 'analyze' valued it from both hands ('Nullo -700, the best was pass, +91'),
    # telling the other player what A holds while the deal is still at the table.
    sitting = _example_cut(3, 4)
    assert sitting.current is not None and sitting.current.history
    assert analyze_sitting(sitting) == []
    assert unfinished_deal(sitting) == (1, 1)
    assert unfinished_note(sitting) == (
        "Rubber 1, deal 1 is still being played: not analysed until it ends."
    )
    rep = report_json(analyze_sitting(sitting), sitting.names, unfinished_deal(sitting))
    assert rep["decisions"] == []
    assert rep["not_analysed"] == {"rubber": 1, "deal": 1, "reason": "still being played"}


def test_the_finished_deals_of_a_save_are_analysed_and_the_one_in_play_is_not() -> None:
    sitting = Sitting(Options(rubbers=2), ("A", "B"))
    rng = random.Random(5)
    bot = make_bot("easy", random.Random(6))
    sitting.start_rubber(first_dealer=0)
    for _ in range(2):  # two deals played out
        deal = sitting.new_deal(random_deck(rng))
        while not deal.is_over():
            deal.apply(bot.choose(deal.observation(deal.current_player()), deal.legal_actions()))
        sitting.finish_deal(deal)
    if sitting.needs_rubber:
        sitting.start_rubber(first_dealer=0)
    current = sitting.new_deal(random_deck(rng))
    for _ in range(3):  # the third deal begun
        current.apply(
            bot.choose(current.observation(current.current_player()), current.legal_actions())
        )
    saved = replay_record(json.loads(json.dumps(record_from_sitting(sitting))))
    decisions = analyze_sitting(saved)
    played = [
        (r, n) for r, rub in enumerate(saved.rubbers, 1) for n in range(1, len(rub.deals) + 1)
    ]
    assert sorted({(d.rubber, d.deal) for d in decisions}) == played
    assert unfinished_deal(saved) not in {(d.rubber, d.deal) for d in decisions}
    assert unfinished_note(saved) is not None


def test_a_finished_record_has_no_note() -> None:
    sitting = load_sitting(RECORDS / "example3.json")
    assert unfinished_deal(sitting) is None and unfinished_note(sitting) is None
    assert "not_analysed" not in report_json(analyze_sitting(sitting), sitting.names)
    assert analyze_sitting(sitting)  # and its deal is analysed


def test_the_legend_says_what_the_numbers_are() -> None:
    text = " ".join(LEGEND)
    assert "double dummy" in text and "the player who moved" in text
    assert "'best'" in text and "'the best was X, +N: M lost'" in text
    assert all(len(line) <= 80 for line in LEGEND)  # a line each at 80 columns


def test_the_replay_of_a_save_before_the_first_card_has_no_empty_tricks_heading() -> None:
    from parlor.jojotte.text import deal_lines

    sitting = _example_cut(3, 3)  # example 3 after the Nullo: no card played yet
    assert sitting.current is not None and sitting.current.play is not None
    lines = deal_lines(sitting.current, sitting.names)
    assert "  Tricks:" not in lines, lines
    assert lines[-1] == "  (deal in progress)"
    sitting = _example_cut(3, 4)  # the first card led: the heading and the card
    assert sitting.current is not None
    lines = deal_lines(sitting.current, sitting.names)
    assert lines[lines.index("  Tricks:") + 1] == "    1. B QC ..."


def test_the_replay_of_a_sitting_with_house_rules_names_them_first() -> None:
    from parlor.jojotte.text import sitting_lines

    data = json.loads((RECORDS / "example1.json").read_text())
    assert sitting_lines(replay_record(data))[0].startswith("Deal 1: ")  # the rules' defaults
    data["options"] = {"last_trick": 20, "no_trump": False}
    lines = sitting_lines(replay_record(data))
    assert lines[0] == "House rules: no No-Trump, last trick 20."
    assert lines[1].startswith("Deal 1: ")
