"""The Jotto bots: every level finds the secret, wrong answers are forgiven, the book is used."""

from __future__ import annotations

import random

import numpy as np
import pytest

from parlor.jotto.book import Book, format_book, load_book, words_digest
from parlor.jotto.lexicon import Lexicon, data_dir, default_common, default_valid
from parlor.jotto.rules import jots
from parlor.jotto.search import HIT, jots_table
from parlor.jotto.solver import (
    LEVELS,
    HardGuesser,
    choose_secret,
    make_guesser,
    prior_weights,
    read_answers,
    wrong_lines,
)

VALID = default_valid()
COMMON = default_common()


def sample_secrets(n_common: int, n_rare: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    common = set(COMMON.words)
    rare = [w for w in VALID.words if w not in common]
    return rng.sample(COMMON.words, n_common) + rng.sample(rare, n_rare)


def play(
    level: str, secret: str, lie_at: int | None = None, seed: int = 1
) -> list[tuple[str, int]]:
    """A whole game against ``secret``; the answer to test ``lie_at`` (0-based) is wrong."""
    g = make_guesser(level, VALID, random.Random(seed))
    history: list[tuple[str, int]] = []
    for _ in range(60):
        word = g.guess(history)
        assert word in VALID, word
        assert word not in {w for w, _ in history}, f"{word} tested twice"
        if word == secret:
            return [*history, (word, 5)]
        n = jots(word, secret)
        if len(history) == lie_at:
            n = n + 1 if n < 3 else n - 1
        history.append((word, n))
    raise AssertionError(f"{level} did not find {secret} in 60 tests: {history}")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_level_finds_every_word_of_a_sample(level: str) -> None:
    secrets = sample_secrets(12, 4, seed=2024)
    counts = [len(play(level, s)) for s in secrets]
    assert all(c <= 20 for c in counts), counts


def test_hard_is_stronger_than_easy_on_a_sample() -> None:
    secrets = sample_secrets(10, 2, seed=7)
    hard = sum(len(play("hard", s)) for s in secrets)
    easy = sum(len(play("easy", s)) for s in secrets)
    assert hard < easy


def test_hard_finds_rare_words_and_anagram_classes() -> None:
    # A rare word (SCOWL 70) and every member of a big anagram class.
    for secret in ["tesla", "stela", "taels", "least", "slate", "stale", "steal", "tales", "teals"]:
        assert play("hard", secret)[-1][0] == secret


def test_bots_are_deterministic_for_a_seed() -> None:
    for level in LEVELS:
        assert play(level, "ghost", seed=5) == play(level, "ghost", seed=5)


def test_hard_uses_the_shipped_book() -> None:
    bot = HardGuesser(VALID)
    assert bot.book is not None and len(bot.book) > 1
    first = bot.guess([])
    assert first == bot.book.moves["-"]
    n = jots(first, "crane")
    assert bot.guess([(first, n)]) == bot.book.lookup([(first, n)])


def test_book_is_ignored_for_another_word_list(tmp_path: object) -> None:
    small = Lexicon(VALID.words[:500], "small")
    assert load_book(data_dir() / "jotto_book.tsv", small.words) is None
    bot = HardGuesser(small)
    assert bot.book is None
    assert bot.guess([]) in small


def test_book_round_trip(tmp_path: pytest.TempPathFactory) -> None:
    words = ("crane", "slate", "ghost")
    text = format_book({(): "slate", (2,): "crane"}, words, "test")
    path = tmp_path / "book.tsv"  # type: ignore[operator]
    path.write_text(text)
    book = load_book(path, words)
    assert isinstance(book, Book)
    assert book.lookup([]) == "slate"
    assert book.lookup([("slate", 2)]) == "crane"
    assert book.lookup([("ghost", 2)]) is None  # left the book
    assert words_digest(words) in text


def test_jots_table_matches_the_rules() -> None:
    t = jots_table(VALID.words)
    rng = random.Random(3)
    for _ in range(300):
        a, b = rng.randrange(t.n), rng.randrange(t.n)
        got = int(t.block(np.array([a]), np.array([b]))[0, 0])
        assert got == (HIT if a == b else jots(t.words[a], t.words[b]))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_one_wrong_answer_at_each_position(level: str) -> None:
    secret = "chair"
    honest = play(level, secret)
    for pos in range(len(honest) - 1):
        game = play(level, secret, lie_at=pos)
        assert game[-1][0] == secret
        assert wrong_lines(game[:-1], secret) == [pos]


def test_the_bot_reads_the_wrong_answer() -> None:
    bot = HardGuesser(VALID)
    secret = "chair"
    history: list[tuple[str, int]] = []
    seen_suspect: set[int | None] = set()
    while True:
        word = bot.guess(history)
        seen_suspect.add(bot.reading.suspect)
        if word == secret:
            break
        n = jots(word, secret)
        if len(history) == 1:
            n = (n + 2) % 6
        history.append((word, n))
    assert 1 in seen_suspect  # it blamed the right line at some point
    assert bot.reading.suspect == 1


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_garbage_answers_never_stall(level: str) -> None:
    rng = random.Random(11)
    g = make_guesser(level, VALID, random.Random(0))
    history: list[tuple[str, int]] = []
    for _ in range(14):
        word = g.guess(history)
        assert word in VALID
        assert word not in {w for w, _ in history}
        history.append((word, rng.randrange(6)))


def test_read_answers_prefers_one_wrong_answer() -> None:
    t = jots_table(VALID.words)
    secret = "chair"
    hist = [("crane", jots("crane", secret)), ("moist", 4), ("plumb", jots("plumb", secret))]
    rows = [t.row(w) for w, _ in hist]
    idx, reading = read_answers(rows, [n for _, n in hist])
    assert reading.suspect == 1
    assert t.index[secret] in set(idx.tolist())


def test_choose_secret_is_uniform_over_common() -> None:
    rng = random.Random(0)
    picks = {choose_secret(COMMON, rng) for _ in range(200)}
    assert picks <= set(COMMON.words) and len(picks) > 150


class _Person:
    """Plays a human side: hides ``secret``, tests rare words, announces one answer wrongly."""

    interactive = False

    def __init__(self, secret: str, wrong_line: int) -> None:
        self.secret = secret
        self.wrong_line = wrong_line
        self.tests = iter(["xylyl", "fjord", "zincy", "quaff", "vozhd", "jumpy", "kudzu"] * 5)

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        import re

        if "secret" in prompt:
            return self.secret
        m = re.search(r"'s ([A-Z]{5}) \(line (\d+)\)", prompt)
        if m:
            n = jots(m.group(1), self.secret)
            if int(m.group(2)) == self.wrong_line:
                n = n + 1 if n < 3 else n - 1
            return str(n)
        if "test word" in prompt:
            return next(self.tests)
        return "quit"


def test_announce_game_with_a_wrong_answer_warns_once_and_names_the_line() -> None:
    import io

    from parlor.core.console import make_console
    from parlor.jotto.ui import JottoSession, Side

    buf = io.StringIO()
    session = JottoSession(
        console=make_console(no_color=True, file=buf),
        inp=_Person("chair", wrong_line=2),
        sides=(Side("You"), Side("Bot", guesser=make_guesser("hard", VALID, random.Random(1)))),
        lexicon=VALID,
        common=COMMON,
        rng=random.Random(4),
        first=1,
        announce=True,
        target=1,
    )
    session.run()
    out = buf.getvalue()
    assert out.count("cannot all be right") == 1
    assert "Bot: your answer on line 2 was wrong" in out
    assert "found CHAIR" in out


def test_sparse_table_agrees_with_the_dense_one() -> None:
    from parlor.jotto.search import JotsTable

    words = VALID.words[:800]
    dense, sparse = JotsTable(words), JotsTable(words, dense_limit=10)
    assert dense.dense is not None and sparse.dense is None
    rows = np.array([0, 5, 17, 799])
    assert (dense.block(rows) == sparse.block(rows)).all()
    cols = np.array([3, 5, 400])
    assert (dense.block(rows, cols) == sparse.block(rows, cols)).all()
    assert (dense.row("crane") == sparse.row("crane")).all()


def test_the_bot_never_hides_an_avoided_word() -> None:
    from parlor.jotto.lexicon import avoided

    rude = avoided()
    assert {"bitch", "whore", "spics"} <= rude  # the shipped list is read
    in_common = rude & set(COMMON.words)
    assert in_common  # so the draw below has something to avoid
    rng = random.Random(3)
    picks = {choose_secret(COMMON, rng) for _ in range(20_000)}
    assert not picks & rude
    assert len(picks) > 3_000  # still (nearly) every other common word
    # a list of nothing but avoided words still gives a secret
    assert choose_secret(Lexicon(tuple(sorted(in_common))), rng) in in_common


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_avoided_words_are_tested_only_when_they_may_be_the_secret(level: str) -> None:
    from parlor.jotto.lexicon import avoided

    rude = avoided()
    for secret in sample_secrets(15, 5, seed=99):
        if secret in rude:
            continue
        tests = [w for w, _ in play(level, secret)]
        assert not set(tests) & rude, (secret, tests)
    # ... and every avoided word is still found when a player hides it
    for secret in sorted(rude)[:: 1 if level == "hard" else 4]:
        history = play(level, secret)
        assert history[-1][0] == secret
        for i, (word, _) in enumerate(history[:-1]):
            if word in rude:
                fits = [w for w in VALID.words if all(jots(w, t) == n for t, n in history[:i])]
                others = set(fits) - {t for t, _ in history[:i]} - rude
                if level != "hard":  # only when no other word fitted the answers so far
                    assert not others, (secret, word)
                else:  # ... or, for hard, when only its anagrams, none likelier, fit them
                    assert all(sorted(w) == sorted(word) for w in others), (secret, word)
                    weight = dict(zip(VALID.words, prior_weights(VALID.words), strict=True))
                    assert all(weight[w] <= weight[word] for w in others), (secret, word)


def test_hard_names_an_avoided_anagram_in_its_turn_not_after_every_rarer_one() -> None:
    """When only anagrams of one another fit the answers, no test word can tell them apart: the
    hard bot names them likeliest first, an avoided word after the others of its weight (RAPES
    after the five common words of its class, before the rare ASPER, PRASE and PRESA; it came
    last, on line 14)."""
    common = {w for w in COMMON.words if sorted(w) == sorted("rapes")} - {"rapes"}
    assert len(common) >= 5  # PARES, PARSE, PEARS, REAPS, SPARE, SPEAR
    tested = [w for w, _ in play("hard", "rapes")]
    klass = [w for w in tested if sorted(w) == sorted("rapes")]
    assert klass[-1] == "rapes"
    assert set(klass[:-1]) == common  # the rare ASPER, PRASE and PRESA are left for later


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_hard_mode_guessers_test_only_words_that_agree_with_every_answer(level: str) -> None:
    """In the hard-mode variant every test word must fit all earlier answers: the bots comply
    (the hard level, which normally tests any word, searches the candidates only)."""
    for secret in sample_secrets(6, 3, seed=77):
        g = make_guesser(level, VALID, random.Random(3), hard_mode=True)
        history: list[tuple[str, int]] = []
        while True:
            word = g.guess(history)
            assert all(jots(w, word) == n for w, n in history), (secret, history, word)
            history.append((word, jots(word, secret)))
            if word == secret:
                break
            assert len(history) < 40
    free = make_guesser("hard", VALID, random.Random(3))
    assert not all(jots(w, free.guess(h)) == n for h in _prefixes("spite") for w, n in h)


def _prefixes(secret: str) -> list[list[tuple[str, int]]]:
    """The histories the free hard bot goes through while finding ``secret``."""
    g = make_guesser("hard", VALID, random.Random(3))
    history: list[tuple[str, int]] = []
    out = []
    while True:
        out.append(list(history))
        word = g.guess(history)
        history.append((word, jots(word, secret)))
        if word == secret:
            return out


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_a_bot_does_not_test_its_own_secret(level: str) -> None:
    """A bot keeps the word it hides to itself, as a person would: it tests it only when it may
    be the opponent's word and no other word may (the medium bot opened with DEIGN, its own)."""
    from parlor.jotto.lexicon import avoided

    rude = avoided()
    g = make_guesser(level, VALID, random.Random(3))
    kept_back = 0
    for secret in sample_secrets(5, 3, seed=21):
        history: list[tuple[str, int]] = []
        while len(history) < 30:
            g.rng.seed(len(history))
            free = g.guess(history)  # what it tests when it hides another word
            g.rng.seed(len(history))
            word = g.guess(history, free)  # ... and when that word is its own
            fits = {w for w in VALID.words if all(jots(w, t) == n for t, n in history)}
            others = fits - {t for t, _ in history} - rude - {free}
            if level == "hard":  # the hard bot names a class of anagrams likeliest first
                weight = dict(zip(VALID.words, prior_weights(VALID.words), strict=True))
                others = {
                    w for w in others if sorted(w) != sorted(free) or weight[w] >= weight[free]
                }
            if others:
                assert word != free, (secret, history)
                kept_back += 1
            history.append((word, jots(word, secret)))
            if word == secret:
                break
        assert history[-1][0] == secret
    assert kept_back > 20
    # hiding the very word it hunts, it still names it (when no other word may be the secret)
    g.rng.seed(0)
    history = []
    while not history or history[-1][0] != "pixel":
        word = g.guess(history, "pixel")
        history.append((word, jots(word, "pixel")))
        assert len(history) < 30


def test_the_game_tells_the_bot_which_word_it_hides() -> None:
    """The session passes the bot its own secret, so that it can keep it to itself."""
    import io
    import re

    from parlor.core.console import make_console
    from parlor.jotto.ui import JottoSession, Side

    inner = make_guesser("easy", VALID, random.Random(1))
    told: list[str | None] = []

    class Spy:
        level = "easy"
        rng = inner.rng

        def guess(self, history: list[tuple[str, int]], own: str | None = None) -> str:
            told.append(own)
            return inner.guess(history, own)

    buf = io.StringIO()
    session = JottoSession(
        console=make_console(no_color=True, file=buf),
        inp=_Person("chair", wrong_line=99),
        sides=(Side("You"), Side("Bot", guesser=Spy())),
        lexicon=VALID,
        common=COMMON,
        rng=random.Random(4),
        first=1,
        target=1,
    )
    session.run()
    m = re.search(r"Secrets: You CHAIR, Bot ([A-Z]{5})", buf.getvalue())
    assert m, buf.getvalue()[-2000:]
    assert told and set(told) == {m.group(1).lower()}
