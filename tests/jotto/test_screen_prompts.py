"""Seventh play-test of the Jotto screen: what a person sees and types at the prompts."""

from __future__ import annotations

import io
import random
from collections.abc import Iterable, Iterator

import pytest
from rich.console import Console
from rich.markup import escape
from rich.text import Text

from parlor.core.prompt import EndOfInput, fitted_prompt
from parlor.jotto.game import Variant
from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import JottoSession, QuitGame, Side

LEX = default_valid()


class Keyboard:
    """Answers typed at a terminal (``interactive``), recorded with their prompts as the
    terminal asks them (a long one word-wrapped, as :class:`TerminalInput` does)."""

    interactive = True

    def __init__(self, answers: Iterable[str], console: Console) -> None:
        self._answers: Iterator[str] = iter(answers)
        self.prompts: list[str] = []
        self.console = console

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        self.prompts.append(fitted_prompt(self.console, prompt) if self.interactive else prompt)
        try:
            return next(self._answers)
        except StopIteration:
            raise EndOfInput from None


def two_people(
    answers: list[str],
    *,
    interactive: bool = True,
    variant: Variant | None = None,
    width: int = 200,
    announce: bool = False,
    names: tuple[str, str] = ("Ann", "Bob"),
) -> tuple[JottoSession, str, list[str]]:
    """Ann (MAPLE) and Bob (GROWN) at one keyboard, Ann first, the program answering."""
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, force_terminal=False)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = interactive
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side(names[0]), Side(names[1])),
        lexicon=LEX,
        common=LEX,
        rng=random.Random(1),
        first=0,
        variant=variant or Variant(),
        announce=announce,
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, out.getvalue(), inp.prompts


def test_a_word_tested_already_is_held_back_before_it_spends_a_line() -> None:
    """At the keyboard, WHALE typed again for line 2 is not tested at once: the note says it
    was tested on line 1 (with its jots) and the same prompt comes back; typed again, it goes."""
    session, out, prompts = two_people(["maple", "grown", "whale", "fight", "Whale"])
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale"]  # line 2 not spent
    assert "WHALE was tested on line 1 already (1 jot). Type WHALE again to test it" in out
    assert prompts[-2:] == ["Ann, your test word for line 2: "] * 2
    session, out, _ = two_people(["maple", "grown", "whale", "fight", "whale", "whale"])
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale", "whale"]
    assert out.count("was tested on line 1 already") == 1  # no second note once confirmed


def test_another_word_after_the_note_is_tested_as_usual() -> None:
    session, _out, _ = two_people(["maple", "grown", "whale", "fight", "whale", "shale"])
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale", "shale"]


def test_from_a_pipe_a_repeated_word_is_tested_at_once_with_a_note() -> None:
    """Read from a pipe, answers come one a line in prompt order: no extra line is asked for."""
    session, out, _ = two_people(["maple", "grown", "whale", "fight", "whale"], interactive=False)
    assert session.game is not None
    assert [t.word for t in session.game.tests[0]] == ["whale", "whale"]
    assert "(WHALE was tested on line 1 already.)" in out


def test_hard_mode_refuses_a_repeat_at_once_without_offering_it() -> None:
    """In hard mode a tested word (not the secret) never agrees with the answers: the engine's
    refusal comes at once, not an offer to type it again."""
    _session, out, _ = two_people(
        ["maple", "grown", "whale", "fight", "whale"], variant=Variant(hard_mode=True)
    )
    assert "Type WHALE again" not in out
    assert "WHALE was tested on line 1 already: it is not the secret (hard mode)" in out


def test_a_prompt_too_long_for_the_terminal_leaves_its_answer_room_on_the_line() -> None:
    """At 80 columns, 'Player 2, how many jots does Player 1's CHIME (line 1) get in your word?
    (0-5): ' is 80 characters: the terminal broke it at the edge and the answer went on a line
    of its own. The question is printed first (word-wrapped) and the prompt is '(0-5): '."""
    names = ("Player 1", "Player 2")
    _, out, prompts = two_people(["maple", "grown", "chime"], width=80, announce=True, names=names)
    # (round 9: the question reads 'how many jots in your word for Player 1's CHIME (line 1)?')
    question = "Player 2, how many jots in your word for Player 1's CHIME (line 1)?"
    assert prompts[-1] == "(0-5): "
    assert question + "\n" in out
    assert prompts[2] == "Player 1, your test word for line 1: "  # short enough: unchanged
    # A narrow terminal: the question word-wrapped to the width, then '(0-5): '
    _, out, prompts = two_people(["maple", "grown", "chime"], width=40, announce=True, names=names)
    asked = out.split("CHIME.\n")[1].splitlines()
    assert " ".join(asked).split() == question.split() and prompts[-1] == "(0-5): "
    assert all(len(line) < 40 for line in asked)
    # From a pipe the prompt is left whole (the console wraps it; the answer is echoed)
    _, out, prompts = two_people(
        ["maple", "grown", "chime"], width=80, announce=True, names=names, interactive=False
    )
    assert prompts[-1] == question + " (0-5): "


def test_a_long_prompt_keeps_markup_like_names_as_typed() -> None:
    names = ("[bold]Ann[/bold] the very long-named", "Bob")
    _, out, prompts = two_people(["maple", "grown", "chime"], width=60, announce=True, names=names)
    # The test word prompt, 63 characters, wrapped to leave room for an answer of 14 (correct
    # 12 3) on its last line, 'line 1' kept whole; the head printed as typed, not as markup
    assert "\n[bold]Ann[/bold] the very long-named, your test word for\n" in out
    assert prompts[2] == "line 1: "
    assert "\nBob, how many jots in your word for [bold]Ann[/bold] the\n" in out
    assert prompts[3] == "very long-named's CHIME (line 1)? (0-5): "
    # 'secret word (hidden): ' fits on the last line with room to spare: kept together
    assert "\n[bold]Ann[/bold] the very long-named, type your secret word\n" in out
    assert prompts[0] == "(hidden): "
    _, out, prompts = two_people(["maple", "grown"], width=40, names=("Bob", "Ann [red] Smith"))
    assert "\nAnn [red] Smith, type your secret word\n" in out
    assert prompts[1] == "(hidden): "
    # a bracket in the last line stays escaped: the keyboard's prompt is read as markup
    session, _, _ = two_people([], width=40)
    long = "a question long enough to be wrapped here, for " + escape("[red]") + ": "
    asked = fitted_prompt(session.console, long)
    assert asked.endswith("\\[red]: ") and Text.from_markup(asked).plain.endswith("[red]: ")


def test_a_correction_takes_the_jots_as_the_answer_prompt_does() -> None:
    """'two' and '2 jots' are answers at the jots prompt; 'correct 1 two' and 'correct 1 2
    jots' said 'usage: correct LINE JOTS'."""
    for typed in ("correct 1 two", "correct 1 2 jots", "correct 1 Two."):
        session, out, _ = two_people(
            ["maple", "grown", "chime", "3", "fight", "0", typed], announce=True
        )
        assert session.game is not None
        assert session.game.tests[1][0].announced == 2, out  # Ann's answer for FIGHT, line 1
        assert "usage" not in out
    _, out, _ = two_people(
        ["maple", "grown", "chime", "3", "fight", "0", "correct 1 lots"], announce=True
    )
    assert "usage: correct LINE JOTS" in out


def test_a_very_narrow_terminal_still_gets_whole_words_and_the_choice_as_the_prompt() -> None:
    """30 columns: the terminal broke 'your wor' / 'd? (0-5):'."""
    _, out, prompts = two_people(["maple", "grown", "chime"], width=30, announce=True)
    asked = out.split("CHIME.\n")[1].splitlines()
    assert asked == ["Bob, how many jots in your", "word for Ann's CHIME"]
    assert prompts[-1] == "(line 1)? (0-5): "
    assert "\nAnn, your test word for\n" in out and prompts[2] == "line 1: "  # 'line 1' whole
    assert "\nAnn, type your secret word\n" in out and prompts[0] == "(hidden): "


def test_help_says_a_tied_match_plays_on() -> None:
    """The rules: tied at 150 or more, play goes on until one side is ahead after a game; the
    help said only 'the higher total wins'."""
    _, out, _ = two_people(["help"])
    text = " ".join(out.split())
    assert "a side has 150 points after a game (the higher total wins; tied, play goes on)" in text


def test_correct_between_games_says_the_last_game_is_closed() -> None:
    """At the next game's secret prompt, 'correct 1 2' said only 'nothing to correct yet'."""
    lines = ["maple", "grown", "whale", "3", "fight", "0", "grown", "correct 1 2"]
    _, out, _ = two_people(lines, announce=True)
    assert "JOTTO! Ann found GROWN on line 2." in out
    text = " ".join(out.split())
    assert (
        "! nothing to correct yet: the game starts once the secrets are chosen (the last game's "
        "answers were checked when it ended: a game's answers can be corrected only while it is "
        "played)" in text
    )
    _, out, _ = two_people(["correct 1 2"], announce=True)
    assert "! nothing to correct yet: the game starts once the secrets are chosen\n" in out
