"""A player can see their own secret word again (judge session 11, J1): at one keyboard of two
people (``--vs human``) the pad shows both secrets as stars, and 'secret' or 'mine' got the
generic refusal, though on paper the word is on the player's own pad. ``secret`` (or 'my
secret') asks the other player to look away, waits for Enter, shows the word, and wipes it off
the screen where the terminal allows (else says to scroll it away). Another answer than Enter
shows nothing and is read as the answer to the prompt, so that a pipe never prints a secret
unasked nor loses a line."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.jotto.lexicon import default_valid
from parlor.jotto.ui import HELP, JottoSession, QuitGame, Side
from tests.jotto.test_screen_prompts import Keyboard

LEX = default_valid()


def play(
    answers: list[str],
    *,
    interactive: bool = False,
    terminal: bool = False,
    bot: bool = False,
    lexicon: object = LEX,
    width: int = 100,
    name: str = "Ann",
) -> tuple[JottoSession, str]:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, force_terminal=terminal)
    inp = Keyboard([*answers, "quit"], console)
    inp.interactive = interactive
    if bot:
        from parlor.jotto.solver import make_guesser

        other = Side("Bot", guesser=make_guesser("easy", LEX, random.Random(1)))
    else:
        other = Side("Bob")
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side(name), other),
        lexicon=lexicon,  # type: ignore[arg-type]
        common=lexicon,  # type: ignore[arg-type]
        rng=random.Random(1),
        first=0,
        seed=1,
        announce=True,
    )
    with pytest.raises(QuitGame):
        session.run()
    return session, out.getvalue()


START = ["maple", "grown", "whale"]  # Ann's and Bob's secrets, Ann tests WHALE: Bob answers


def test_secret_shows_the_players_own_word_after_enter_from_a_pipe() -> None:
    session, out = play([*START, "secret", "", "2"])
    assert "Ann, look away: Bob's secret word is shown next." in out
    assert "Bob's secret word: GROWN" in out
    assert "Scroll it out of sight" in out  # (a pipe: nothing can wipe it)
    assert "MAPLE" not in out  # (not Ann's)
    assert session.game is not None and session.game.tests[0][0].announced == 2


@pytest.mark.parametrize(
    "ask", ["secret", "my secret", "Mine", "show my secret", "what's my word?"]
)
def test_another_answer_than_enter_shows_nothing_and_is_the_answer(ask: str) -> None:
    session, out = play([*START, ask, "2"])
    assert "GROWN" not in out
    assert "Not shown" in out and "'2' is read as your answer" in out
    assert session.game is not None and session.game.tests[0][0].announced == 2


def test_n_cancels_and_asks_again() -> None:
    session, out = play([*START, "secret", "n", "1"])
    assert "GROWN" not in out and "Not shown." in out
    assert session.game is not None and session.game.tests[0][0].announced == 1


def test_at_a_terminal_the_word_is_wiped_after_enter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")
    session, out = play([*START, "secret", "", "", "2"], interactive=True, terminal=True)
    shown = out.index("Bob's secret word: GROWN")
    wipe = out.index("\x1b[2A\r\x1b[J", shown)  # up over the word and the prompt, wiped
    assert "Press Enter to hide it: " in session.inp.prompts  # type: ignore[attr-defined]
    assert "Hidden again: Ann may look." in out[wipe:]
    assert "Scroll it out of sight" not in out


def test_a_dumb_terminal_is_told_to_scroll_it_away(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "dumb")
    _, out = play([*START, "secret", "", "2"], interactive=True, terminal=True)
    assert "Bob's secret word: GROWN" in out and "\x1b[J" not in out
    assert "Scroll it out of sight" in out


def test_against_the_bot_it_is_said_at_once() -> None:
    # (the bot reads no screen; the player's secret is on the pad already)
    _, out = play(["maple", "secret"], bot=True)
    assert "Ann's secret word: MAPLE." in out and "look away" not in out


def test_before_the_secret_is_typed_there_is_none_to_show() -> None:
    session, out = play(["secret", "maple", "grown"])
    assert "you have no secret word yet: type it now" in out
    assert session.game is not None and session.game.secrets == ("maple", "grown")


def test_the_help_lists_it() -> None:
    assert "[bold]secret[/] shows your own secret word" in HELP


def test_secret_is_a_word_of_a_six_letter_game_at_the_word_prompt() -> None:
    six = default_valid(6)
    session, out = play(["planet", "strong", "secret"], lexicon=six)
    assert session.game is not None and session.game.tests[0][0].word == "secret", out


def test_at_a_narrow_terminal_every_row_is_wiped(monkeypatch: pytest.MonkeyPatch) -> None:
    # 'Annabelle Marguerite Fitzgerald's secret word: MAPLE' takes 3 rows of 30 columns, and
    # the prompt, word-wrapped so that the answer has room, 2: the wipe went up 3 rows only
    monkeypatch.setenv("TERM", "xterm")
    name = "Annabelle Marguerite Fitzgerald"
    answers = ["maple", "grown", "whale", "2", "flask", "secret", "", "", "2"]
    _, out = play(answers, interactive=True, terminal=True, width=30, name=name)
    shown = out.index("MAPLE")
    assert "\x1b[5A\r\x1b[J" in out[shown:], repr(out[shown:])


class _CtrlC(Keyboard):
    """A keyboard whose player presses Ctrl-C at 'Press Enter to hide it' (read hidden since
    S2: the line is ended after the interrupted answer, as read_hidden does)."""

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        if prompt.startswith("Press Enter to hide it"):
            assert hidden
            self.console.file.write("\n")
            raise KeyboardInterrupt
        return super().ask(prompt, hidden=hidden)


def test_ctrl_c_while_it_shows_wipes_it_from_the_prompts_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # (the wipe went one row too far and took the line before the word's as well; read
    # hidden since S2, the read ends its line at Ctrl-C, as after Enter: two rows up)
    monkeypatch.setenv("TERM", "xterm")
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=True)
    inp = _CtrlC([*START, "secret", ""], console)
    session = JottoSession(
        console=console,
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=LEX,
        common=LEX,
        rng=random.Random(1),
        first=0,
        seed=1,
        announce=True,
    )
    with pytest.raises(KeyboardInterrupt):
        session.run()
    text = out.getvalue()
    assert text.endswith("Bob's secret word: GROWN\n\n\x1b[2A\r\x1b[J"), repr(text[-80:])
