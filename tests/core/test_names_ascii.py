"""Round 18: one rule for names alike everywhere, and --ascii for history and stats.

The start of Jotto refused 'Ann' against 'ann' but let 'Ann  Lee' (two spaces) play 'ann lee';
stats then merged 'Ann  Lee', 'ANN LEE' and 'Ann Lee' into one row and kept 'ann lee' (the
other side of that match) apart, though its help says names differing only in capitals or
spaces are one player. history and stats had no --ascii, as the games have."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import Store, aggregate, same_player

runner = CliRunner()

WON = ["maple", "grown", "grown"]
"""A --vs human --first 1 match to 50 won by side 1 on line 1."""


def _jotto(*args: str, lines: list[str] = WON) -> tuple[int, str]:
    result = runner.invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--target", "50", *args],
        input="".join(x + "\n" for x in lines),
    )
    return result.exit_code, " ".join(result.output.split())


def test_names_differing_in_spaces_are_refused_as_the_same_name() -> None:
    code, out = _jotto("--name1", "Ann  Lee", "--name2", "ann lee")
    assert code == 2, out
    assert "the two sides need different names" in out
    assert "differ only in capitals or spaces" in out  # (the names as typed are not equal)
    code, out = _jotto("--name1", "Ann", "--name2", "Ann")
    assert code == 2 and "capitals or spaces" not in out, out  # (plainly the same: no more said)
    code, out = _jotto("--name1", "Ann Lee", "--name2", "Ann Leo")
    assert code == 0, out


def test_a_player_named_bot_with_other_capitals_still_renames_the_bot() -> None:
    result = runner.invoke(app, ["jotto", "--name1", "BoT", "--first", "1"], input="quit\n")
    assert "so the bot is called Robot" in result.output


def test_the_judges_matches_make_one_row_in_stats() -> None:
    for names in (("Ann Lee", "Zed"), ("ANN LEE", "Zed"), ("Ann  Lee", "Zed")):
        code, out = _jotto("--name1", names[0], "--name2", names[1])
        assert code == 0, out
    # a match of before the name check collapsed spaces, both sides one player to stats
    Store.open().add_match(
        "jotto",
        "2020-01-01T00:00:00+00:00",
        ["Ann  Lee", "ann lee"],
        "Ann  Lee",
        {"Ann  Lee": 100, "ann lee": 0},
        {"Ann  Lee": {"games": 1, "games_won": 1}, "ann lee": {"games": 1, "games_won": 0}},
    )
    result = runner.invoke(app, ["stats", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)["jotto"]
    assert sorted(data) == ["Ann  Lee", "Zed"]  # (shown as last typed)
    assert data["Ann  Lee"]["matches"] == 5 and data["Ann  Lee"]["matches_won"] == 4
    result = runner.invoke(app, ["stats"], env={"COLUMNS": "200"})
    out = " ".join(result.output.split())
    assert "ann lee │" not in out
    assert (
        "includes 'ANN LEE', 'Ann Lee' and 'ann lee' "
        "(names differing only in capitals or spaces are one player)."
    ) in out


def test_the_stats_key_is_the_rule_the_games_use() -> None:
    assert same_player("Ann  Lee") == same_player("ann lee") == same_player(" ANN LEE ")
    assert same_player("Ann Lee") != same_player("AnnLee")


def test_one_match_with_both_sides_alike_counts_each_side() -> None:
    from parlor.core.store import MatchRow

    rows = [
        MatchRow(2, "jotto", "t", ["Ann Lee", "Zed"], "Ann Lee", {}, {}, None),
        MatchRow(1, "jotto", "t", ["Ann  Lee", "ann lee"], "ann lee", {}, {}, None),
    ]
    agg = aggregate(rows)["jotto"]
    assert sorted(agg) == ["Ann Lee", "Zed"]
    assert agg["Ann Lee"] == {"matches": 3, "matches_won": 2}


def _history() -> None:
    for names in (("Ann", "Bob"), ("Cy", "Di")):
        code, out = _jotto("--name1", names[0], "--name2", names[1])
        assert code == 0, out


def test_history_and_stats_draw_in_ascii_with_ascii() -> None:
    _history()
    for command in (["history"], ["stats"], ["history", "jotto", "1"], ["stats", "jotto"]):
        boxed = runner.invoke(app, command, env={"COLUMNS": "100"})
        assert boxed.exit_code == 0 and "┃" in boxed.output, boxed.output  # (as before)
        plain = runner.invoke(app, [*command, "--ascii"], env={"COLUMNS": "100"})
        assert plain.exit_code == 0, plain.output
        assert plain.output.isascii(), plain.output
        assert "+----" in plain.output and "| " in plain.output
        # the same title over it, and the same cells
        assert plain.output.splitlines()[0] == boxed.output.splitlines()[0]
        # (but for the hint of history 1: 'parlor history 2 --ascii shows them all')
        assert [w for w in _cells(plain.output) if w != "--ascii"] == _cells(boxed.output)


def _cells(text: str) -> list[str]:
    """The words of a table's output, without its lines."""
    lines = set("|+-┃┏┓┗┛━┳┻╇┡┩│└┘┴─")
    return [w for w in text.split() if not set(w) <= lines]


def test_history_says_how_to_see_all_with_ascii_kept() -> None:
    _history()
    result = runner.invoke(app, ["history", "1", "--ascii"], env={"COLUMNS": "100"})
    assert "parlor history 2 --ascii shows them all" in " ".join(result.output.split())


def test_ascii_is_in_the_help_of_both() -> None:
    for command in ("history", "stats"):
        result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "100"})
        out = " ".join(result.output.split())
        assert "--ascii" in out and "Tables drawn in ASCII (+, -, |)" in out
        with_json = runner.invoke(app, [command, "--ascii", "--json"])
        assert with_json.exit_code == 0 and json.loads(with_json.stdout) is not None
