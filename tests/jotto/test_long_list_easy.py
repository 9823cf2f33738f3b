"""Round 16: a long word list of the player's own (over 20000 words) was said to make the bot
'think for seconds over each test word' at every level, though the easy bot (a word that fits
the answers, drawn at random) answers in about a tenth of a second even at 100000 words."""

from __future__ import annotations

import itertools
import random
import string
import time
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli import LONG_LIST
from parlor.jotto.lexicon import Lexicon
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser

runner = CliRunner()


def _list(tmp_path: Path, count: int) -> Path:
    path = tmp_path / f"list{count}.txt"
    words = ("".join(w) for w in itertools.product(string.ascii_lowercase, repeat=5))
    path.write_text("\n".join(itertools.islice(words, count)) + "\n")
    return path


def _opening(path: Path, *args: str) -> str:
    result = runner.invoke(app, ["jotto", "--words", str(path), *args], input="")
    return " ".join(result.output.split())


def test_the_easy_bot_is_not_said_to_think_for_seconds(tmp_path: Path) -> None:
    path = _list(tmp_path, LONG_LIST + 1)
    out = _opening(path, "--level", "easy")
    assert f"{LONG_LIST + 1:,} five-letter words." in out, out
    assert "long list" not in out
    for level in ("medium", "hard"):  # (they do take seconds)
        assert "a long list: the bot may think for seconds" in _opening(path, "--level", level)


def test_the_easy_bot_is_quick_on_a_long_list(tmp_path: Path) -> None:
    lexicon = Lexicon.from_file(_list(tmp_path, 3 * LONG_LIST))
    bot = make_guesser("easy", lexicon, random.Random(1))
    secret, history = lexicon.words[-1], []
    slowest = 0.0
    for _ in range(5):
        t0 = time.perf_counter()
        word = bot.guess(history)
        slowest = max(slowest, time.perf_counter() - t0)
        history.append((word, jots(word, secret)))
    assert slowest < 1.0  # (a tenth of a second here; a second is already 'seconds')
