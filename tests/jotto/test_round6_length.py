"""The word-length variant as a newcomer plays it: the pad's hidden secrets, solve and the
helper speak of words of the game's length."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import render_text
from parlor.jotto.game import JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad

runner = CliRunner()


@pytest.mark.parametrize(
    ("secrets", "test"), [(("lamp", "tone"), "sale"), (("planet", "silver"), "marble")]
)
def test_a_hidden_secret_has_as_many_stars_as_letters(secrets: tuple[str, str], test: str) -> None:
    n = len(secrets[0])
    g = JottoGame(list(secrets), 0, default_valid(n))
    g.apply(Test(test))
    text = render_text(build_pad(g, ["A", "B"]))
    assert f"Secrets: {'*' * n} / {'*' * n}\n" in text, text
    text = render_text(build_pad(g, ["A", "B"], show_secrets=(True, False)))
    assert f"Secrets: {secrets[0].upper()} / {'*' * n}\n" in text


def test_the_game_s_pad_hides_a_four_letter_secret_with_four_stars() -> None:
    args = ["jotto", "--vs", "human", "--first", "1", "--length", "4"]
    result = runner.invoke(app, args, input="lamp\ntone\nsale\nmist\npad\nquit\n")
    assert "Secrets: **** / ****\n" in result.output
    assert "*****" not in result.output.replace("(hidden): *****", "")
