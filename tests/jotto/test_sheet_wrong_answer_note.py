"""Judge AC16 #1: the printed sheet left out what the game's pad says when a pad's letters were
read from a wrong answer ('read from the answers given ... (the answer on line 4 was wrong)'):
Bob's printed pad circled S and crossed off L and P beside Ann's secret, MAPLE."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()

GAME = (
    "MAPLE\nGROWN\nWHALE\n2\nFLASK\n2\nSHALE\n0\nLULLS\n1\nFIELD\n0\ncorrect 1 1\n"
    "STOMP\n2\nWORST\n3\nCHIME\n3\nGROWN\n"  # (CHIME has 2 of MAPLE's letters: 3 stays wrong)
)
NOTE = (
    "The jot letters and the alphabet are read from the answers given: the answer on line 4 was "
    "wrong."
)


def test_the_sheet_says_the_letters_were_read_from_a_wrong_answer() -> None:
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "6", "--target", "50"]
    played = runner.invoke(app, [*args, "--name1", "Ann", "--name2", "Bob"], input=GAME)
    assert played.exit_code == 0, played.output
    text = runner.invoke(app, ["jotto", "sheet", "-f", "text"], env={"COLUMNS": "200"}).stdout
    flat = " ".join(text.split())
    assert flat.count(NOTE) == 1, flat  # Bob's pad only: Ann found GROWN, her letters are its
    bob = flat[flat.index("NAME: Bob") :]
    assert "OPPONENT'S SECRET JOT LETTERS: [M][S]" in bob and NOTE in bob
    html = runner.invoke(app, ["jotto", "sheet", "-f", "html"]).stdout
    assert (
        'read from the answers given: the answer on <span class="nb">line 4</span> was wrong'
        in html
    )
