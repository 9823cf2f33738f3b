"""Ninth play-test: a name ending in a backslash shows as typed on the Jotto screen ('Ann \\,
type your secret word'); rich's escape doubled the backslash wherever plain text followed."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console
from rich.text import Text

from parlor.core.prompt import EndOfInput, ScriptedInput, fit_prompt, markup_escape
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, Side


@pytest.mark.parametrize("name", ["Ann \\", "Bob \\\\", "[red]\\", "a\\b", "Cy", ""])
@pytest.mark.parametrize("around", ["{}, type", "[bold]{}[/]", "{}", "x {}[/bold] y"])
def test_markup_escape_shows_the_text_as_typed_wherever_it_stands(name: str, around: str) -> None:
    markup = around.format(markup_escape(name))
    if "[/bold]" in around:
        markup = "[bold]" + markup
    expected = around.format(name).replace("[bold]", "").replace("[/]", "").replace("[/bold]", "")
    assert Text.from_markup(markup).plain == expected


def test_a_name_ending_in_a_backslash_is_shown_as_typed() -> None:
    out = io.StringIO()
    inp = ScriptedInput(["maple", "cowed", "help", "fjord"])
    session = JottoSession(
        console=Console(file=out, width=300, color_system=None, force_terminal=False),
        inp=inp,
        sides=(Side("Ann \\"), Side("Bob")),
        lexicon=default_valid(),
        common=default_common(),
        rng=random.Random(1),
        first=0,
        announce=False,
        seed=1,
        target=1,
    )
    with pytest.raises(EndOfInput):
        session.run()
    prompts = [Text.from_markup(p).plain for p in inp.prompts]
    assert "Ann \\, type your secret word (hidden): " in prompts
    assert "Ann \\, your test word for line 1: " in prompts
    text = out.getvalue()
    assert "Ann \\ tests first" in text
    assert "Ann \\\\" not in text and not any("\\\\" in p for p in prompts)


def test_the_jots_question_against_the_bot_fits_a_line_of_80_columns() -> None:
    """'You, how many jots does Bot's RATED (line 1) get in your word? (0-5): ' was 70
    characters, over the 66 a line of 80 leaves beside room for 'correct 12 3': '(0-5): ' went
    on a line by itself at every answer. Lines 10 and on, too."""
    for line in (1, 12):
        question = f"You, how many jots in your word for Bot's RATED (line {line})? (0-5): "
        assert fit_prompt(question, 80) == ([], question)

    class Keyboard(ScriptedInput):
        interactive = True

    out = io.StringIO()
    inp = Keyboard(["maple"])
    session = JottoSession(
        console=Console(file=out, width=80, color_system=None, force_terminal=False),
        inp=inp,
        sides=(
            Side("You"),
            Side("Bot", guesser=make_guesser("easy", default_valid(), random.Random(1))),
        ),
        lexicon=default_valid(),
        common=default_common(),
        rng=random.Random(1),
        first=1,
        announce=True,
        seed=1,
    )
    with pytest.raises(EndOfInput):
        session.run()
    asked = inp.prompts[-1]
    assert re.fullmatch(
        r"You, how many jots in your word for Bot's [A-Z]{5} \(line 1\)\? \(0-5\): ", asked
    )
    assert fit_prompt(asked, 80) == ([], asked)


def test_the_opening_line_shows_a_trailing_backslash_once(tmp_path: object) -> None:
    """The match's opening line is built by the command, not the screen: it doubled it too."""
    import os

    from typer.testing import CliRunner

    from parlor.cli import app

    env = {"PARLOR_HOME": str(tmp_path), "COLUMNS": "200"}
    args = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann \\", "--seed", "3"]
    result = CliRunner().invoke(app, args, input="maple\ngrown\n", env=env)
    first = result.output.splitlines()[0]
    assert first.startswith("Jotto: Ann \\ against Player 2"), first
    assert "\\\\" not in result.output
    assert os.listdir(str(tmp_path))  # the match was saved, not lost
