"""Round 14: the end of a Jotto game is readable on a terminal of 80 columns and 24 lines.

'JOTTO! Ann found GROWN on line 8.' and the revealed secrets were printed before the final pad
(some twenty lines), so at the next game's first prompt they had scrolled off the top of a
24-line screen: a newcomer never saw who won and what the words were without scrolling.
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
SIDE1 = ["whale", "shale", "field", "worst", "grout", "brown", "wrong", "grown"]
SIDE2 = ["flask", "lulls", "stomp", "chime", "fight", "plane", "ample"]
SCREEN = 24


def _play(side1: list[str], side2: list[str], *extra: str) -> str:
    lines = ["maple", "grown"]
    for i in range(len(side1)):
        lines += side1[i : i + 1] + side2[i : i + 1]
    args = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob", *extra]
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "80"})
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.output


def _last_screen(out: str, prompt: str) -> str:
    """The 24 lines a terminal shows while ``prompt`` waits (the prompt on the last line)."""
    upto = out[: out.rindex(prompt) + len(prompt)]
    return "\n".join(upto.splitlines()[-SCREEN:])


def test_who_found_what_and_both_secrets_are_on_the_next_games_first_screen() -> None:
    out = _play(SIDE1, SIDE2)
    screen = _last_screen(out, "Ann, type your secret word (hidden): ")
    assert "Game 2" in screen  # (the game 2 prompt is the one waiting)
    assert "JOTTO! Ann found GROWN on line 8." in screen, screen
    assert "Secrets: Ann MAPLE, Bob GROWN." in screen, screen
    assert "JOTTO on line 8: Ann scores 65 + 21 jots = 86" in screen
    assert "Match: Ann 86, Bob 21 (to 150)" in screen


def test_a_long_game_still_ends_with_the_decisive_lines_at_the_bottom() -> None:
    """A game of 18 lines: its pad alone is taller than the screen."""
    misses = ["fight", "chuck", "dizzy", "jumpy", "quick"] * 4
    out = _play([*misses[:17], "grown"], SIDE2 + misses[:10])
    screen = _last_screen(out, "Ann, type your secret word (hidden): ")
    assert "JOTTO! Ann found GROWN on line 18." in screen, screen
    assert "Secrets: Ann MAPLE, Bob GROWN." in screen, screen
    assert "Match: Ann" in screen


def test_the_end_of_the_match_shows_the_game_and_the_match_result() -> None:
    out = _play(SIDE1, SIDE2, "--target", "80")
    tail = "\n".join(out.splitlines()[-SCREEN:])
    assert "JOTTO! Ann found GROWN on line 8." in tail, tail
    assert "Secrets: Ann MAPLE, Bob GROWN." in tail
    assert "Ann wins the match, 86 to 21." in tail


def test_the_secrets_are_shown_only_once_the_game_is_over() -> None:
    """The guarantee kept: nothing before the last test word reveals a secret; the pad with
    both secrets and the JOTTO line come after it, in that order."""
    out = _play(SIDE1, SIDE2)
    before, after = out.split("Ann, your test word for line 8: ", 1)
    assert "MAPLE" not in before
    assert "GROWN" not in before.replace("GROWN  ", "")  # (a test word on the pad: fine)
    assert "Secrets: ***** / *****" in before
    assert after.index("Game 1 over") < after.index("Secrets: MAPLE / GROWN")
    assert after.index("Secrets: MAPLE / GROWN") < after.index("JOTTO! Ann found GROWN")


def test_pad_between_games_shows_the_last_games_pad_with_the_match_counted_once() -> None:
    """Between games, 'pad' said only 'no pad yet'; the last game's pad (scrolled off a
    24-line screen by then) is shown again, its match line counting that game once."""
    lines = ["maple", "grown"]
    for i in range(len(SIDE1)):
        lines += SIDE1[i : i + 1] + SIDE2[i : i + 1]
    args = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"]
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in [*lines, "pad"]), env={"COLUMNS": "80"}
    )
    again = result.output.split("Ann, type your secret word (hidden): ")[-2]  # (game 2's)
    assert "Secrets: MAPLE / GROWN" in again
    assert "JOTTO on line 8: Ann scores 65 + 21 jots = 86" in again
    assert "Match: Ann 86, Bob 21 (to 150)" in again and "172" not in again
    flat = " ".join(result.output.split())
    assert "(That was game 1. Game 2 has no pad yet: it starts once the secrets are chosen" in flat
