"""With a player's own list that shares only a handful of words with parlor's common list (a list
in another language), the bot hid one of those few in every game: CRANE, the one English word of
a list of 301, was its secret in every game, found on line 1. Too few common words, and the bot
hides any word of the player's list."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli import secrets_pool
from parlor.jotto.lexicon import Lexicon, default_common

runner = CliRunner()


def _foreign_list(tmp_path: Path) -> Path:
    common = set(default_common().words)
    made = ("".join(w) for w in itertools.product("zqxjv", "auoei", "zqxjv", "auoei", "kml"))
    words = [w for w in itertools.islice(made, 300) if w not in common]
    path = tmp_path / "foreign.txt"
    path.write_text("\n".join([*words, "crane"]) + "\n")
    return path


def test_the_bot_does_not_always_hide_the_one_common_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _foreign_list(tmp_path)
    found = 0
    for seed in range(1, 7):
        monkeypatch.setenv("PARLOR_HOME", str(tmp_path / f"home{seed}"))
        args = ["jotto", "--words", str(path), "--seed", str(seed), "--first", "1"]
        result = runner.invoke(app, args, input="crane\ncrane\n")
        assert "You test CRANE" in result.output or "JOTTO!" in result.output, result.output
        found += "JOTTO! You found CRANE on line 1." in result.output
    assert found < 3, found


def test_secrets_pool() -> None:
    words = Lexicon(tuple(f"{a}{b}ane" for a in "bcdfg" for b in "lr"), "mine")  # 10 words
    few = words.restricted({"brane", "crane"}, "common")
    assert secrets_pool(few, words) is words  # 2 of 10: too few
    half = words.restricted(set(words.words[:5]), "common")
    assert secrets_pool(half, words) is half  # half the list
    big = Lexicon(tuple(f"{i:03d}" for i in range(1000)), "big")
    hundred = big.restricted(set(big.words[:100]), "common")
    assert secrets_pool(hundred, big) is hundred  # 100 words are enough whatever the list
    assert secrets_pool(big.restricted(set(big.words[:99]), "common"), big) is big
