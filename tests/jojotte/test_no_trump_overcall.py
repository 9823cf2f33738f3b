"""Round 14: No-Trump answering a suit bid is the rules' *No-Trump overcall* (section 3).

The game said "Bot bids No-Trump" for it, as for a No-Trump bid of round 2, and the replay
and analyze wrote "No-Trump"; the choice, the calls, the replay and analyze now say
"overcall No-Trump" ("Bot overcalls No-Trump"), and a No-Trump bid of round 2 stays a bid."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import typer
from typer.testing import CliRunner

from parlor.jojotte import replay_record
from parlor.jojotte.bots import make_bot
from parlor.jojotte.cli_analyze import analyze_cmd
from parlor.jojotte.record import record_from_sitting
from parlor.jojotte.text import sitting_lines

from .jojotte_helpers import RECORDS
from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_your_overcall_is_offered_and_told_as_an_overcall() -> None:
    # Example 2, action 3: A answers B's spade bid.
    text = run_until_end_of_input(session(partial(2, 3), ["1"]))
    assert "1) overcall No-Trump  2) double  3) pass" in text
    assert "You overcall No-Trump." in text
    assert "You bid No-Trump" not in text
    assert "Calls: B passes, You pass, B bids ♠ (spades), You overcall No-Trump" in text


def test_the_bots_overcall_is_told_as_an_overcall() -> None:
    # Example 1's cards: You accept hearts, B (the bot here) overcalls; A answers it.
    data: dict[str, Any] = json.loads((RECORDS / "example1.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = ["accept", "nt"]
    text = run_until_end_of_input(session(replay_record(data), ["help"]))
    assert "Calls: You accept ♥ (hearts), B overcalls No-Trump" in text
    assert "B overcalled No-Trump: double (the trick points count twice), or pass." in text
    assert "B overcalled No-Trump and must end the deal with the higher total." in text


def test_a_no_trump_bid_of_round_two_is_still_a_bid() -> None:
    text = run_until_end_of_input(session(round_two(), ["nt"]))
    assert "You bid No-Trump." in text
    assert "overcall" not in text.split("You bid No-Trump.")[-1]


def _overcall_record(tmp_path: Path) -> Path:
    """Example 2 with A's No-Trump overcall of B's spades, played out by bots."""
    data: dict[str, Any] = json.loads((RECORDS / "example2.json").read_text())
    data["rubbers"][0]["deals"][0]["actions"] = ["pass", "pass", "bid S", "nt", "pass"]
    sitting = replay_record(data)
    deal = sitting.current
    assert deal is not None
    bot = make_bot("medium", random.Random(1))
    while not deal.is_over():
        p = deal.current_player()
        deal.apply(bot.choose(deal.observation(p), deal.legal_actions()))
    sitting.finish_deal(deal)
    path = tmp_path / "overcall.json"
    path.write_text(json.dumps(record_from_sitting(sitting)))
    return path


def test_replay_and_analyze_name_the_overcall(tmp_path: Path) -> None:
    path = _overcall_record(tmp_path)
    from parlor.jojotte.record import load_sitting

    lines = sitting_lines(load_sitting(path))
    text = " ".join(" ".join(lines).split())  # (a long auction goes on to the next line)
    assert (
        "Auction: B pass, A pass, B bid spades, A overcall No-Trump, B pass -> No-Trump by A"
        in text
    ), lines
    app = typer.Typer()
    app.command()(analyze_cmd)
    app.command("other")(lambda: None)
    res = CliRunner().invoke(app, ["analyze-cmd", str(path), "--ascii"])
    assert res.exit_code == 0, res.output
    row = next(line for line in res.output.splitlines() if line.startswith("   4."))
    assert "auction  overcall No-Trump" in row, res.output
    assert "overcall" not in res.output.split("   4.")[0]  # B's bid and the passes before


def test_a_best_choice_too_long_for_the_row_goes_under_it() -> None:
    # Example 1, decision 2: B's best was the overcall; "the best was overcall No-Trump, ..."
    # made the row 81 characters long, and an 80-column terminal broke it.
    app = typer.Typer()
    app.command()(analyze_cmd)
    app.command("other")(lambda: None)
    res = CliRunner().invoke(app, ["analyze-cmd", str(RECORDS / "example1.json"), "--ascii"])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert max(len(line) for line in lines) <= 80, res.output
    i = next(i for i, line in enumerate(lines) if line.startswith("   2."))
    assert lines[i].endswith("-157"), lines[i]
    assert lines[i + 1].strip() == "the best was overcall No-Trump, +25: 182 lost"
    assert lines[i + 1].index("the best") == lines[i].index("pass")  # under the choice
