"""Round 7 of play-testing the Jo-Jotte table: the turn-up is said once when the bot calls
first."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _first_call_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: str) -> list[str]:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--level", "medium", "--seed", seed]
    out = CliRunner().invoke(app, args, input="quit\n", env={"COLUMNS": "100"}).output
    lines = out.splitlines()
    return lines[: next(i for i, line in enumerate(lines) if "Your call" in line)]


def test_the_turn_up_is_said_once_before_the_bots_first_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # You deal (seed 12): 'Turn-up: 8♦' came before 'Bot passes.' and again in the table
    # shown for your call, three lines below.
    lines = _first_call_screen(tmp_path, monkeypatch, "12")
    turn_ups = [i for i, line in enumerate(lines) if line.startswith("Turn-up: ")]
    assert len(turn_ups) == 1, lines
    first_call = next(i for i, line in enumerate(lines) if line.startswith("Bot "))
    assert turn_ups[0] < first_call
    assert lines[turn_ups[0] - 1] == ""  # set apart from the deal's title
    assert any(line.startswith("Your hand: ") for line in lines[first_call:])


def test_when_you_call_first_the_table_still_shows_the_turn_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = _first_call_screen(tmp_path, monkeypatch, "1")  # the bot deals: you call first
    assert sum(line.startswith("Turn-up: ") for line in lines) == 1


def test_the_hand_command_shows_the_turn_up_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args = ["jojotte", "--level", "medium", "--seed", "12"]
    out = CliRunner().invoke(app, args, input="hand\nquit\n", env={"COLUMNS": "100"}).output
    assert out.count("Turn-up: ") == 2, out


def _opening(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    argv = ["jojotte", "--level", "easy", "--seed", "1", *args]
    out = CliRunner().invoke(app, argv, input="help\nquit\n", env={"COLUMNS": "200"}).output
    return out


def test_house_rules_are_announced_at_the_start_and_in_the_help(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # '-o no_trump=off -o fours=belote' opened with only "Jo-Jotte: You against Bot (easy), a
    # rubber (seed 1)"; Jotto's opening line names its variants.
    out = _opening(tmp_path, monkeypatch, "-o", "no_trump=off", "-o", "fours=belote")
    lines = out.splitlines()
    rules = (
        "no No-Trump, fours as in Belote (jacks 200, nines 150, aces, tens, kings, queens 100,"
        " eights and sevens nothing)"
    )
    assert lines[1] == f"House rules: {rules}.", lines[:3]
    assert f"House rules: {rules}." in lines[lines.index("Your call (1-2 or a name): help") :]


def test_default_rules_announce_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert "House rules" not in _opening(tmp_path, monkeypatch)
    # The number of rubbers is in the opening line already.
    assert "House rules" not in _opening(tmp_path, monkeypatch, "--rubbers", "2")


def test_each_option_away_from_its_default_is_named() -> None:
    from parlor.jojotte.options import Options
    from parlor.jojotte.text import house_rules

    assert house_rules(Options()) == []
    assert house_rules(Options(rubbers=3)) == []
    odd = Options(
        info_card="top",
        slam_at_no_trump=False,
        melds_at_no_trump=False,
        prison_multiplied=False,
        last_trick=20,
    )
    assert house_rules(odd) == [
        "the information card from the top of the stock",
        "no Slam at No-Trump",
        "no melds at No-Trump",
        "a tie's prison not multiplied by a double",
        "last trick 20",
    ]
    assert house_rules(Options(last_trick=0)) == ["no last-trick bonus"]
    # Without No-Trump, what it would allow is not said.
    assert house_rules(Options(no_trump=False, slam_at_no_trump=False)) == ["no No-Trump"]


def test_brief_house_rules_for_a_list_of_saves() -> None:
    from parlor.jojotte.options import Options
    from parlor.jojotte.text import house_rules

    opts = Options(no_trump=False, fours="belote", info_card="top", prison_multiplied=False)
    assert house_rules(opts, brief=True) == [
        "information card on top",
        "no No-Trump",
        "Belote fours",
        "prison not multiplied",
    ]
    assert house_rules(Options(rubbers=5), brief=True) == []
