"""The bots with four- and six-letter words: every level finds every word of a seeded sample
of each list, reads an anagram's answer (the length in jots) as jots and not as JOTTO, and
uses the prior and the avoided words of the list's own length."""

from __future__ import annotations

import random

import numpy as np
import pytest

from parlor.jotto import solver
from parlor.jotto.lexicon import Lexicon, avoided, default_common, default_valid
from parlor.jotto.rules import jots
from parlor.jotto.search import HIT, jots_table
from parlor.jotto.solver import (
    HardGuesser,
    choose_secret,
    make_guesser,
    prior_weights,
)

LISTS = {4: (default_valid(4), default_common(4)), 6: (default_valid(6), default_common(6))}


def sample(length: int) -> list[str]:
    """Four common words and a rare one, drawn with a fixed seed (a different draw per length)."""
    valid, common = LISTS[length]
    rng = random.Random(length)
    rare = sorted(set(valid.words) - set(common.words))
    return [*rng.sample(common.words, 4), rng.choice(rare)]


def play(level: str, valid: Lexicon, secret: str, wrong: int | None = None) -> list[str]:
    """The bot's test words until it says ``secret`` (at most 30); answer ``wrong`` is off by
    one, as a person's mistake."""
    bot = make_guesser(level, valid, random.Random(5))
    history: list[tuple[str, int]] = []
    for i in range(30):
        word = bot.guess(history)
        assert word in valid and word not in {w for w, _ in history}
        n = jots(word, secret)
        if i == wrong and word != secret:
            n = n - 1 if n else 1
        history.append((word, n))
        if word == secret:
            break
    return [w for w, _ in history]


@pytest.mark.parametrize("length", [4, 6])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_finds_every_word_of_a_sample(level: str, length: int) -> None:
    valid, _ = LISTS[length]
    for secret in sample(length):
        words = play(level, valid, secret)
        assert words[-1] == secret, (level, secret, words)


@pytest.mark.parametrize("length", [4, 6])
def test_the_hard_bot_gets_over_a_wrong_answer(length: int) -> None:
    valid, _ = LISTS[length]
    secret = sample(length)[0]
    words = play("hard", valid, secret, wrong=1)
    assert words[-1] == secret and len(words) <= 20


def test_the_jotto_code_is_no_number_of_jots() -> None:
    assert jots_table(default_valid(4).words).hit == HIT == 6
    assert jots_table(default_valid().words).hit == 6  # the default game as it was
    six = jots_table(default_valid(6).words)
    assert six.hit == 7
    i, j = six.index["silent"], six.index["listen"]
    assert six.block(np.array([i]), np.array([i, j])).tolist() == [[7, 6]]
    assert six.row("silent")[j] == 6 and six.row("silent")[i] == 7


def test_an_anagram_is_not_taken_for_the_secret() -> None:
    """SILENT got 6: the secret is one of its anagrams, and SILENT itself is ruled out."""
    valid = LISTS[6][0]
    bot = HardGuesser(valid)
    cands = {valid.words[i] for i in bot.candidates([("silent", 6)])}
    assert "silent" not in cands
    assert {"listen", "enlist", "tinsel", "inlets"} <= cands
    assert all(sorted(w) == sorted("silent") for w in cands)
    assert bot.guess([("silent", 6)]) in cands - {"silent"}


def test_the_prior_and_the_avoided_words_are_the_lists_own() -> None:
    six = LISTS[6][0]
    w = prior_weights(["abacus", "abacas"])
    # SCOWL sizes 35 and 70 in levels6.tsv; ABACAS is no common word: a hair less than its size's
    assert w.tolist() == [1.0, 0.2 * solver.OUTSIDE_COMMON]
    assert prior_weights(["stop"]).tolist() == [1.0]
    mask = solver._avoid_mask(six.words)
    assert int(mask.sum()) == len(avoided(6))
    rng = random.Random(1)
    common = LISTS[6][1]
    assert all(choose_secret(common, rng) not in avoided(6) for _ in range(300))
    rude = Lexicon((*tuple(sorted(avoided(6)))[:3], "bottle"), "rude")
    assert {choose_secret(rude, random.Random(s)) for s in range(20)} == {"bottle"}


def test_the_medium_opening_of_a_long_list_matches_the_exact_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Lists longer than 9,000 words rank every word against a sample first: on the
    four-letter list, forced down that path, it picks what every-word-against-every-word does."""
    words = LISTS[4][0].words
    exact = solver._opening.__wrapped__(words)
    monkeypatch.setattr(solver, "_OPENING_EXACT", 100)
    monkeypatch.setattr(solver, "_OPENING_SAMPLE", 600)
    assert solver._opening.__wrapped__(words) == exact
    assert exact not in avoided(4)


def test_the_hard_bots_first_word_is_searched_once_and_is_the_search_result() -> None:
    valid = LISTS[4][0]
    solver._FIRST_MOVES.clear()
    bot = HardGuesser(valid, use_book=False)
    first = bot.guess([])
    assert first == bot._guess([])  # the cache holds exactly what the search says
    assert len(solver._FIRST_MOVES) == 1
    other = HardGuesser(valid, use_book=False)
    assert other.guess([]) == first and other.reading.candidates == len(valid)
    hard_mode = make_guesser("hard", valid, random.Random(0), hard_mode=True)
    assert hard_mode.guess([]) in valid  # a key of its own
    assert len(solver._FIRST_MOVES) == 1  # one list's worth is kept


def test_hard_mode_tests_only_words_that_fit_with_six_letters() -> None:
    valid = LISTS[6][0]
    bot = make_guesser("hard", valid, random.Random(0), hard_mode=True)
    secret = "bottle"
    history: list[tuple[str, int]] = []
    for _ in range(30):
        word = bot.guess(history)
        assert all(jots(word, w) == n for w, n in history)
        history.append((word, jots(word, secret)))
        if word == secret:
            break
    assert history[-1][0] == secret
