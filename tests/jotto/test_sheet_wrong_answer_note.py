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


# Judge AG17 #1: Ann answers Bob's LAMPS 0 (MAPLE has four of its letters); SHORT 0 is true.
CLASH = "maple\ngrown\nwhale\n1\nshort\n0\ncrane\n2\nlamps\n0\nbrown\n4\nample\n5\ngrown\n"
CLASH_ARGS = [
    *("jotto", "--vs", "human", "--announce"),
    *("--first", "1", "--seed", "1", "--target", "50"),
]
APART = (
    "the answer on line 2 was wrong; the alphabet crosses off only the letters of a 0: SHORT "
    "(line 1), LAMPS (line 2)"
)


def test_answers_that_clashed_keep_their_crossed_letters_at_the_reveal() -> None:
    """The 0s' letters crossed off during play stayed crossed on the final pad and the sheet
    (they were all wiped once the wrong answer was known, a true 0's letters too), and the
    sheet no longer says 'at least one is wrong' of a pad whose wrong answer is starred."""
    played = runner.invoke(
        app, [*CLASH_ARGS, "--name1", "Ann", "--name2", "Bob", "--no-color"], input=CLASH
    )
    assert played.exit_code == 0, played.output
    flat = " ".join(played.output.split())
    end = flat[flat.index("JOTTO! Ann found GROWN") - 2000 :]
    assert "Bob's alphabet: - B C D E F G - I J K - - N - - Q - - - U V W X Y Z" in end, end
    assert f"Bob's jot letters, read from the answers given: none ({APART})" in end
    text = runner.invoke(app, ["jotto", "sheet", "-f", "text"], env={"COLUMNS": "200"}).stdout
    bob = " ".join(text[text.index("NAME: Bob") :].split())
    assert "ELIMINATING ALPHABET: - B C D E F G - I J K - - N - - Q - - - U V W X Y Z" in bob
    assert f"The jot letters and the alphabet are read from the answers given: {APART}." in bob
    assert "contradict each other" not in bob


def test_the_sheet_names_the_variants_played() -> None:
    """Judge AI17 #2: the variants were said only on the game's opening line; no sheet said
    them (Jo-Jotte's sheet says its house rules)."""
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "50"]
    played = runner.invoke(
        app, [*args, "--hard-mode", "--no-repeats"], input="maple\ngrown\ngrown\n"
    )
    assert played.exit_code == 0, played.output
    text = runner.invoke(app, ["jotto", "sheet", "-f", "text"], env={"COLUMNS": "200"}).stdout
    assert text.count("Variants: no repeated letters in secrets, hard mode.") == 2  # both pads
    runner.invoke(app, args, input="maple\ngrown\ngrown\n")
    plain = runner.invoke(app, ["jotto", "sheet", "-f", "text"], env={"COLUMNS": "200"}).stdout
    assert "GAME IS 50" in plain and "Variants" not in plain
