"""Records: round trips, positioned errors, and the ``replay`` command."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.core.records import RecordError
from parlor.jojotte.cli import app
from parlor.jojotte.game import Sitting, draw_first_dealer, random_deck
from parlor.jojotte.options import Options
from parlor.jojotte.record import (
    ReplayError,
    load_sitting,
    record_from_sitting,
    replay_record,
    save_record,
    sheet_json,
)

from .jojotte_helpers import RECORDS, load_example

runner = CliRunner()


def random_sitting(seed: int, rubbers: int = 2, stop_mid_deal: bool = False) -> Sitting:
    rng = random.Random(seed)
    sitting = Sitting(Options(rubbers=rubbers), ("Ann", "Bob"))
    while not sitting.is_over:
        if sitting.needs_rubber:
            sitting.start_rubber(draw_first_dealer(rng))
        deal = sitting.new_deal(random_deck(rng))
        steps = 0
        while not deal.is_over():
            deal.apply(rng.choice(deal.legal_actions()))
            steps += 1
            if stop_mid_deal and len(sitting.rubbers) == rubbers and steps == 12:
                return sitting
        sitting.finish_deal(deal)
    return sitting


def test_record_round_trip_rebuilds_identical_states(tmp_path: Path) -> None:
    sitting = random_sitting(5)
    path = tmp_path / "sitting.json"
    save_record(path, sitting)
    again = load_sitting(path)
    assert again.names == ("Ann", "Bob") and again.options == sitting.options
    for r1, r2 in zip(sitting.rubbers, again.rubbers, strict=True):
        assert r1.draws == r2.draws
        assert [d.key() for d in r1.deals] == [d.key() for d in r2.deals]
        assert r1.sheet.entries == r2.sheet.entries
    assert sheet_json(again) == sheet_json(sitting)
    assert json.loads(path.read_text())["rubbers"][0]["draws"]


def test_unfinished_deal_is_recorded_and_resumed() -> None:
    sitting = random_sitting(9, rubbers=1, stop_mid_deal=True)
    assert sitting.current is not None
    again = replay_record(json.loads(json.dumps(record_from_sitting(sitting))))
    assert again.current is not None and again.current == sitting.current
    assert again.current.current_player() == sitting.current.current_player()


def mutate(path: list[Any], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(load_example(1))
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    elif isinstance(target, list) and path[-1] == len(target):
        target.append(value)
    else:
        target[path[-1]] = value
    return data


DEAL = ["rubbers", 0, "deals", 0]


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["format"], "parlor.jotto", "not a parlor.jojotte record"),
        (["version"], 0, "version"),
        (["options"], {"fours": "many"}, "options: option fours"),
        (["options"], {"trumps": 3}, "unknown option"),
        (["players"], ["A", "A"], "two different"),
        (["rubbers"], KeyError, "no list of rubbers"),
        ([*DEAL, "dealer"], "A", "rubber 1, deal 1: A is recorded as dealer but B deals"),
        ([*DEAL, "dealer"], "C", "dealer must be one of"),
        ([*DEAL, "deck", 5], "7H", "appears twice"),
        ([*DEAL, "deck", 5], "1X", "card 6 of the deck"),
        ([*DEAL, "deck"], ["7H"], "32 cards"),
        ([*DEAL, "actions", 1], "accept", "deal 1, action 2: accept"),
        ([*DEAL, "actions", 9], "play 7S", "action 10: play 7S: you do not hold 7S"),
        (
            [*DEAL, "actions", 10],
            "play AD",
            "action 11: play AD: you cannot follow clubs, so you must trump",
        ),
        ([*DEAL, "actions", 3], "dance", "action 4: dance: "),  # (as 'play 7S': judge T14)
        ([*DEAL, "actions", 25], "play 7C", "action 26: the deal is over"),
        ([*DEAL, "actions", 0], 7, "action 1: an action is a string"),
    ],
)
def test_bad_records_are_reported_with_position_and_reason(
    path: list[Any], value: Any, message: str
) -> None:
    with pytest.raises(ReplayError, match=message.replace("[", r"\[").replace("]", r"\]")):
        replay_record(mutate(path, value))


def test_unfinished_deal_followed_by_another_is_an_error() -> None:
    data = load_example(3)
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = deal["actions"][:5]
    second = {"dealer": "B", "deck": deal["deck"], "actions": []}
    data["rubbers"][0]["deals"].append(second)
    with pytest.raises(ReplayError, match="deal 1: the deal is unfinished but the record goes on"):
        replay_record(data)


def test_cli_replay_prints_tricks_and_sheet() -> None:
    result = runner.invoke(app, ["replay", str(RECORDS / "example1.json")])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "A K♥ jo" in out and "A Q♥ jotte" in out  # cards as the game shows them
    assert "9. A 8♠" in out and "-> B 20" in out
    # (no 'prison 0'; 'This deal on the sheet:', as the game says it, since session 11)
    assert "This deal on the sheet: above A 80, B 31; below A 88, B 0; A wins a game" in out


def test_cli_replay_json_has_exactly_the_documented_shape() -> None:
    result = runner.invoke(app, ["replay", "--json", str(RECORDS / "example2.json")])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {
        "deals": [
            {
                "rubber": 1,
                "deal": 1,
                "above": {"A": 20, "B": 0},
                "below": {"A": 124, "B": 0},
                "prison": 0,
                "game_won_by": "A",
            }
        ],
        "games": {"A": 1, "B": 0},
        "rubber_won_by": None,
        "totals": {"A": 144, "B": 0},
    }


def test_cli_replay_json_of_a_whole_rubber(tmp_path: Path) -> None:
    sitting = random_sitting(3, rubbers=1)
    path = tmp_path / "rubber.json"
    save_record(path, sitting)
    result = runner.invoke(app, ["replay", "--json", str(path)])
    out = json.loads(result.stdout)
    assert set(out) == {"deals", "games", "rubber_won_by", "totals"}
    winner = sitting.rubbers[0].winner
    assert winner is not None and out["rubber_won_by"] == ("Ann", "Bob")[winner]
    assert out["games"][out["rubber_won_by"]] == 2
    assert len(out["deals"]) == len(sitting.rubbers[0].deals)
    below = {n: sum(d["below"][n] for d in out["deals"]) for n in ("Ann", "Bob")}
    above = {n: sum(d["above"][n] for d in out["deals"]) for n in ("Ann", "Bob")}
    for n in ("Ann", "Bob"):
        bonus = 300 if n == out["rubber_won_by"] else 0
        assert out["totals"][n] == above[n] + below[n] + bonus


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "not a parlor record"),
        ('{"format": "parlor.jojotte", "version": 9}', "newer"),
    ],
)
def test_cli_malformed_file_exits_2_without_traceback(
    tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_cli_illegal_action_exits_2_with_position(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(mutate([*DEAL, "actions", 10], "play AD")))
    result = runner.invoke(app, ["replay", "--json", str(path)])
    assert result.exit_code == 2
    assert "deal 1, action 11: play AD: you cannot follow clubs" in result.output
    assert "Traceback" not in result.output
    missing = runner.invoke(app, ["replay", str(tmp_path / "nope.json")])
    assert missing.exit_code == 2 and "no such file" in missing.output
    assert missing.output.startswith("Error: ")  # as every other command's errors begin


def test_cli_help_lists_replay() -> None:
    # Without arguments `parlor jojotte` now plays a rubber (issue 5); --help lists the commands.
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0 and "replay" in result.output


def test_cli_in_a_real_subprocess() -> None:
    code = "import sys; from parlor.jojotte.cli import app; app(sys.argv[1:])"
    proc = subprocess.run(
        [sys.executable, "-c", code, "replay", "--json", str(RECORDS / "example3.json")],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parents[2],
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["totals"] == {"A": 0, "B": 300}


def test_record_error_is_the_shared_one() -> None:
    assert issubclass(ReplayError, RecordError)


def test_cli_replay_speaks_good_english_for_a_player_named_you(tmp_path: Path) -> None:
    data = json.loads((RECORDS / "example1.json").read_text())
    text = json.dumps(data).replace('"A"', '"You"')  # A deals nothing here: B deals example 1
    path = tmp_path / "you.json"
    path.write_text(text)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert (
        "You exchange 7♥ for the turn-up 10♥" in out and "You declare K♥-Q♥-J♥-10♥, A♦-K♦-Q♦" in out
    )
    assert "You win a game" in out
    assert "You exchanges" not in out and "You declares" not in out and "You wins" not in out
    data = json.loads((RECORDS / "example2.json").read_text())  # A deals example 2
    path.write_text(json.dumps(data).replace('"A"', '"You"'))
    result = runner.invoke(app, ["replay", str(path)])
    assert "Deal 1: You deal; turn-up 9♣" in result.output, result.output


def test_a_fault_in_the_second_rubber_names_the_deal_as_the_table_does() -> None:
    data = record_from_sitting(random_sitting(3, rubbers=2))
    first, second = data["rubbers"]
    assert len(first["deals"]) > 1  # so a count across the sitting would say another number
    second["deals"][0]["actions"] = ["jump"]
    with pytest.raises(ReplayError, match=r"rubber 2, deal 1, action 1:"):
        replay_record(data)
