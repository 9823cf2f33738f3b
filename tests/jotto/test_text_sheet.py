"""Round 18 (judge A, findings 2 and 3): the text sheet of an announce game fits 80 columns in
a file or a pipe - the ELIMINATING ALPHABET with circled letters was 83 characters, penalty
lines 92 and more - and a wrong announced count is marked where no colour shows it red (text,
``--no-color``, a pipe): ``5 (10)*``, with a note under the pad saying what the star is."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import render_rich, render_text
from parlor.jotto.game import JottoGame, parse_action
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, match_pads

runner = CliRunner()

# The judge's game: Bob (GROWN) tests first; Ann (MAPLE) answers FLASK 5 (truly 2) and LULLS 4
# (truly 1), then finds GROWN on line 4. Bob wins the match 85 to 15.
JUDGE_INPUT = (
    "maple\ngrown\nflask\n5\nshale\n0\nlulls\n4\nfield\n0\ndusky\n0\nlimbs\n0\nwhirl\n1\ngrown\n"
)
JUDGE_GAME = ["--vs", "human", "--announce", "--first", "2", "--target", "60"]
FOOTNOTE = "* a wrong count (see the penalties below)"
LONG1 = "Wolkenstein-Oberhausen Maximilianus"
LONG2 = "Bartholomew Featherstonehaugh"


def _play(home: Path, names: tuple[str, str], text: str = JUDGE_INPUT) -> tuple[str, Path]:
    """The game's output (piped: no colour) and its record."""
    result = runner.invoke(
        app,
        ["jotto", *JUDGE_GAME, "--name1", names[0], "--name2", names[1]],
        input=text,
        env={"PARLOR_HOME": str(home), "COLUMNS": "80"},
    )
    assert result.exit_code == 0, result.output
    (record,) = (home / "records").glob("*.json")
    return result.stdout, record


def _sheet(record: Path, *args: str) -> str:
    result = runner.invoke(app, ["jotto", "sheet", str(record), *args])
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.fixture
def judge(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Path]:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    return _play(tmp_path, ("Ann", "Bob"))


def test_every_line_of_the_text_sheet_fits_80_columns(judge: tuple[str, Path]) -> None:
    text = _sheet(judge[1])
    lines = text.splitlines()
    assert max(cell_len(line) for line in lines) <= 80, [x for x in lines if cell_len(x) > 80]
    # the alphabet breaks after M, the rest under its letters (it was one line of 83)
    at = lines.index("ELIMINATING ALPHABET: - - - - - - (G) - - - - - -")
    assert lines[at + 1] == " " * 22 + "(N) (O) - - (R) - - - - (W) - - -"
    # a penalty line wraps between words, the rest indented under it (it was 92 long); a
    # name keeps its points ('Bob' / '  +40' was a row's end and the next's start, judge O13)
    at = lines.index("Penalty, line 1: Ann said 5 for FLASK, truly 2 (never corrected): 4 lines,")
    assert lines[at + 1] == "  Bob +40, Ann -40."


def test_a_sheet_written_to_a_file_fits_80_columns(judge: tuple[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "sheet.txt"
    result = runner.invoke(app, ["jotto", "sheet", str(judge[1]), "-o", str(out)])
    assert result.exit_code == 0, result.output
    lines = out.read_text(encoding="utf-8").splitlines()
    assert max(cell_len(line) for line in lines) <= 80
    assert "Penalty, line 2: Ann said 4 for LULLS" in "\n".join(lines)


def test_the_wrong_counts_are_starred_in_the_text_sheet(judge: tuple[str, Path]) -> None:
    lines = _sheet(judge[1]).splitlines()
    # Ann's pad: the jots she gave; Bob's: the jots he was given
    rows = [x for x in lines if x.lstrip().startswith(("100 ", "95 ", "90 "))]
    assert rows[0].split() == ["100", "SHALE", "0", "FLASK", "5", "(10)*"]
    assert rows[1].split() == ["95", "FIELD", "0", "LULLS", "4*"]
    assert rows[2].split() == ["90", "LIMBS", "0", "DUSKY", "0"]  # (right: no star)
    assert rows[3].split() == ["100", "FLASK", "5", "(10)*", "SHALE", "0"]
    assert rows[4].split() == ["95", "LULLS", "4*", "FIELD", "0"]
    # the note under each pad's table, the line after its last row
    assert lines.count(FOOTNOTE) == 2
    blank = ["5", "_" * 14, "_" * 11, "_" * 20, "_" * 10]  # (the pad's last line, line 20)
    assert lines[lines.index(FOOTNOTE) - 1].split() == blank
    # the counts stay lined up: the 4 of LULLS 4* over the 0 of DUSKY 0
    assert rows[1].index("4*") == rows[2].rindex("0")


def test_a_game_without_a_wrong_count_has_no_star(tmp_path: Path) -> None:
    text = "maple\ngrown\nflask\n2\nshale\n0\nwhirl\n1\ngrown\n"  # (all right)
    _, record = _play(tmp_path, ("Ann", "Bob"), text)
    sheet = _sheet(record)
    assert "*" not in sheet and "wrong count" not in sheet


def test_the_in_game_pad_without_colour_stars_the_wrong_counts(judge: tuple[str, Path]) -> None:
    out = judge[0].splitlines()
    end = out.index(next(x for x in out if "Game 1 over" in x))
    pad = out[end:]
    assert any("│ 5 (10)* │" in x for x in pad), pad
    assert any(x.rstrip().endswith("│      4* │") for x in pad), pad
    assert FOOTNOTE in pad
    # (before the game is over nobody knows a count is wrong: no star)
    assert not any("*" in x for x in out[:end] if "│" in x)


def _revealed() -> JottoGame:
    game = JottoGame(["maple", "grown"], 1, default_valid(), (True, True))
    for action in ["test flask", "answer 5", "test shale", "answer 0", "test lulls", "answer 4"]:
        game.apply(parse_action(action))
    for action in ["test field", "answer 0", "test whirl", "answer 1", "test grown"]:
        game.apply(parse_action(action))
    assert game.is_over()
    return game


def test_a_terminal_with_colours_keeps_the_red_and_stars_them_too() -> None:
    # Judge BE20 #1: the red alone told nothing to a colour-blind player (or on a black and
    # white print of the screen), while a corrected count had its dagger and its note.
    buf = io.StringIO()
    console = Console(file=buf, width=100, color_system="truecolor", force_terminal=True)
    console.print(render_rich(build_pad(_revealed(), ["Ann", "Bob"])))
    out = buf.getvalue()
    assert "\x1b[1;31m5 (10)*\x1b[0m" in out  # bold red, and starred
    assert FOOTNOTE in Text.from_ansi(out).plain


def test_a_terminal_without_colours_stars_them() -> None:
    # (--no-color at a terminal: the console is a terminal with no colour system)
    buf = io.StringIO()
    console = Console(file=buf, width=100, color_system=None, force_terminal=True)
    console.print(render_rich(build_pad(_revealed(), ["Ann", "Bob"])))
    out = buf.getvalue()
    assert "5 (10)*" in out and "4*" in out and FOOTNOTE in out


@pytest.mark.parametrize("width", [30, 40, 50, 60, 79, 80])
def test_at_a_terminal_the_text_sheet_fits_its_width(judge: tuple[str, Path], width: int) -> None:
    record = json.loads(judge[1].read_text(encoding="utf-8"))
    for sheet in match_pads(record, default_valid()):
        text = render_text(sheet, width)
        assert max(cell_len(line) for line in text.splitlines()) <= width
        assert "5 (10)*" in text and "* a wrong count" in text


def test_long_names_and_a_correction_history_fit_80_columns(tmp_path: Path) -> None:
    # LONG2 tests first; LONG1 answers FLASK 3 (truly 2) and DUSKY 0 (truly 1); LONG2 answers
    # SHALE 0 (right), corrected to 2, 3 and then 1: wrong at the end of the game.
    text = "aster\ngrown\nflask\n3\nshale\n0\ncorrect 1 2\nlulls\n1\nfield\n0\ncorrect 1 3\n"
    text += "dusky\n0\nlimbs\n0\ncorrect 1 1\nwhirl\n1\ngrown\n"
    result = runner.invoke(
        app,
        ["jotto", *JUDGE_GAME, "--name1", LONG1, "--name2", LONG2],
        input=text,
        env={"PARLOR_HOME": str(tmp_path)},
    )
    # (56 to 35 after game 1: the match stops unfinished at the end of the input, saved)
    assert "Game 1 over" in result.output, result.output
    (save,) = (tmp_path / "saves").glob("*.json")
    lines = _sheet(save).splitlines()
    assert max(cell_len(line) for line in lines) <= 80, [x for x in lines if cell_len(x) > 80]
    joined = " ".join(" ".join(lines).split())
    assert f"{LONG2} said 0 then 2 then 3 then 1 for SHALE, truly 0" in joined
    assert "(wrong at the end of the game)" in joined
    # the lines after a penalty's first are indented, so that one penalty reads apart from the
    # next
    at = next(i for i, x in enumerate(lines) if x.startswith(f"Penalty, line 1: {LONG2}"))
    assert lines[at + 1].startswith("  ") and not lines[at + 1].startswith("   ")


def test_the_blank_pads_are_unchanged_and_fit(tmp_path: Path) -> None:
    for n in ("4", "5", "6"):
        result = runner.invoke(app, ["jotto", "pad", "-n", "1", "--length", n])
        assert result.exit_code == 0, result.output
        lines = result.stdout.splitlines()
        assert max(cell_len(line) for line in lines) <= 80
        assert "ELIMINATING ALPHABET: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z" in lines
        assert "*" not in result.stdout
