"""An independent scorer for Jotto, written from /work/shared/rules/jotto.md alone, checked
against the engine over many seeded games and matches.

The oracle below never calls the engine's scoring (``rules.jots``, ``score_column``,
``jot_points``, ``penalised_frames``, ``match_winner``, ``JottoGame.result``): it keeps its own
log of what was said at the table (test words, answers, corrections, in order) and reads the
rules text from it. The engine is only driven through its public actions, and its results are
compared game by game and match by match.

Readings the oracle takes where the rules text leaves room (see the report of round 12):

* A side's jots are the jots *announced* (the value standing at the end of the game, after any
  corrections) for its test words, not the true counts; the JOTTO line earns no jots.
* An anagram (every letter in common) counts double: 5 jots count 10; with the word-length
  variant, 4 jots count 8 and 6 jots count 12 (the rules only speak of five letters; the
  engine's ``parlor jotto rules`` page shows this ruling).
* A frame is penalised when a wrong count stands at any moment during it: the frame of the
  error, every later one, and the frame of the correction itself ("frames *after* the
  correction carry no further penalty"). A frame runs from its first test word until both its
  words are answered; a correction typed between two frames (a line complete, the next line's
  first word not yet said) is in neither: a count put right there last stood in the frame
  before, a count made wrong there first stands in the frame after. So a wrong answer put
  right at its giver's next prompt costs one frame whichever side tests first (session 13;
  until then a correction counted in the line in play, which charged it 20 points or 10 by
  the seating).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlor.jotto.game import (
    Action,
    Answer,
    Correct,
    GameResult,
    JottoGame,
    JottoMatch,
    NotAWord,
    Test,
    Variant,
    secret_problem,
)
from parlor.jotto.lexicon import Lexicon, default_common
from parlor.jotto.solver import make_guesser

# ---------------------------------------------------------------------------- the oracle


def o_jots(test: str, secret: str) -> int:
    """Jots: the size of the multiset intersection of the two words' letters."""
    return sum((Counter(test) & Counter(secret)).values())


def o_score(line: int) -> int:
    """SCORE(n) = 100 - 5*(n-1) for n = 1..20, 0 from line 21 on."""
    return 100 - 5 * (line - 1) if 1 <= line <= 20 else 0


def o_jot_value(count: int, length: int) -> int:
    """A test word's jots as points: an anagram (every letter in common) counts double."""
    return 2 * count if count == length else count


@dataclass
class OWord:
    side: int
    line: int
    word: str
    said: list[tuple[int, int]] = field(default_factory=list)
    """(first frame it stood in, value) for the answer and each correction."""
    last: list[int] = field(default_factory=list)
    """For each value replaced by a correction, the last frame it stood in."""
    auto: bool = False


@dataclass
class OGame:
    """The facts of one game as seen at the table, in order."""

    secrets: tuple[str, str]
    first: int
    announce: tuple[bool, bool]
    length: int
    words: tuple[list[OWord], list[OWord]] = field(default_factory=lambda: ([], []))
    winner: int | None = None
    end_line: int = 0

    def pending(self) -> OWord | None:
        for side in (0, 1):
            w = self.words[side]
            if w and not w[-1].said and not w[-1].auto and not self._is_jotto(w[-1]):
                return w[-1]
        return None

    def _is_jotto(self, w: OWord) -> bool:
        return w.word == self.secrets[1 - w.side]

    def tester(self) -> int:
        a, b = len(self.words[self.first]), len(self.words[1 - self.first])
        return self.first if a == b else 1 - self.first

    def frame(self) -> int:
        p = self.pending()
        if p is not None:
            return p.line
        return len(self.words[self.tester()]) + 1

    def test(self, word: str) -> None:
        side = self.tester()
        w = OWord(side, len(self.words[side]) + 1, word)
        self.words[side].append(w)
        if word == self.secrets[1 - side]:
            self.winner, self.end_line = side, w.line
        elif not self.announce[1 - side]:
            w.auto = True

    def answer(self, value: int) -> None:
        p = self.pending()
        assert p is not None
        p.said.append((self.frame(), value))

    def correct(self, side: int, line: int, value: int) -> None:
        w = self.words[1 - side][line - 1]
        a, b = len(self.words[0]), len(self.words[1])
        if a == b and self.pending() is None:  # line a complete, line a + 1 not begun
            w.last.append(a)
            w.said.append((a + 1, value))
        else:  # during line max(a, b)
            w.last.append(max(a, b))
            w.said.append((max(a, b), value))

    def truth(self, w: OWord) -> int:
        return o_jots(w.word, self.secrets[1 - w.side])

    def standing(self, w: OWord) -> int:
        return self.truth(w) if w.auto else w.said[-1][1]

    def penalties(self) -> dict[tuple[int, int], tuple[int, ...]]:
        """(tester, line) -> penalised frames, for every word with a wrong count at some time."""
        out: dict[tuple[int, int], tuple[int, ...]] = {}
        for side in (0, 1):
            for w in self.words[side]:
                if w.auto or self._is_jotto(w):
                    continue
                frames: set[int] = set()
                truth = self.truth(w)
                for i, (start, value) in enumerate(w.said):
                    if value == truth:
                        continue
                    stop = w.last[i] if i < len(w.last) else self.end_line
                    frames.update(range(start, stop + 1))
                if frames:
                    out[(side, w.line)] = tuple(sorted(frames))
        return out

    def points(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        """Each side's (SCORE, jots, net penalties)."""
        assert self.winner is not None
        score = [0, 0]
        jot_pts = [0, 0]
        pen = [0, 0]
        score[self.winner] = o_score(self.end_line)
        for side in (0, 1):
            for w in self.words[side]:
                if not self._is_jotto(w):
                    jot_pts[side] += o_jot_value(self.standing(w), self.length)
        for (tester, _line), frames in self.penalties().items():
            pen[tester] += 10 * len(frames)
            pen[1 - tester] -= 10 * len(frames)
        return (
            (score[0], jot_pts[0], pen[0]),
            (score[1], jot_pts[1], pen[1]),
        )


def o_match(
    game_totals: list[tuple[int, int]], target: int = 150
) -> tuple[int, int | None, tuple[int, int]]:
    """(games played, winner, totals) of a match over these game results, by the rules."""
    t = [0, 0]
    for n, (a, b) in enumerate(game_totals, 1):
        t[0] += a
        t[1] += b
        if max(t) >= target and t[0] != t[1]:
            return n, (0 if t[0] > t[1] else 1), (t[0], t[1])
    return len(game_totals), None, (t[0], t[1])


def o_first(lot: int, game_no: int) -> int:
    """The first turn: by lot in game 1, then alternating from game to game."""
    return lot if game_no % 2 == 1 else 1 - lot


# ---------------------------------------------------------------------------- playing games


@dataclass
class Setup:
    length: int = 5
    variant: Variant = field(default_factory=Variant)
    announce: tuple[bool, bool] = (True, True)
    lie: float = 0.15
    """Chance that a person's answer is wrong."""
    fix: float = 0.3
    """Chance, at each turn, that a side corrects one of its wrong standing answers."""
    miscorrect: float = 0.05
    """Chance, at each turn, that a side 'corrects' a right answer to a wrong one."""
    anagram: float = 0.08
    """Chance that a side tests an anagram of the opponent's secret when one exists."""
    level: str = "easy"
    max_lines: int = 30
    """Past this line a side names the opponent's secret (so games past line 20 happen);
    0 in SETUPS: each game of the check gets its own, from 17 to 24."""
    stall: float = 0.0
    """Chance that a side wastes a turn on a random word (drives games past line 20)."""


_ANAGRAMS: dict[int, dict[str, list[str]]] = {}


def anagrams(lex: Lexicon) -> dict[str, list[str]]:
    if lex.length not in _ANAGRAMS:
        groups: dict[str, list[str]] = {}
        for w in lex.words:
            groups.setdefault("".join(sorted(w)), []).append(w)
        _ANAGRAMS[lex.length] = groups
    return _ANAGRAMS[lex.length]


def draw_secret(game_lex: Lexicon, variant: Variant, rng: random.Random) -> str:
    groups = anagrams(game_lex)
    multi = [g for g in groups.values() if len(g) > 1]
    while True:
        # favour secrets with anagrams, so anagram tests happen
        pool = rng.choice(multi) if rng.random() < 0.3 else game_lex.words
        word = rng.choice(pool)
        if secret_problem(word, game_lex, variant) is None:
            return word


def play_game(
    rng: random.Random, lex: Lexicon, first: int, setup: Setup, secrets: tuple[str, str] | None
) -> tuple[JottoGame, OGame, list[Action]]:
    """Play one game with two bots and (optionally) people's answers, wrong at random."""
    if secrets is None:
        secrets = (
            draw_secret(lex, setup.variant, rng),
            draw_secret(lex, setup.variant, rng),
        )
    game = JottoGame(secrets, first, lex, announce=setup.announce, variant=setup.variant)
    og = OGame(secrets, first, setup.announce, lex.length)
    log: list[Action] = []
    bots = [
        make_guesser(setup.level, lex, random.Random(rng.random()), hard_mode=False) for _ in (0, 1)
    ]
    groups = anagrams(lex)

    def do(action: Test | Answer | Correct) -> None:
        game.apply(action)
        log.append(action)
        if isinstance(action, Test):
            og.test(action.word)
        elif isinstance(action, Answer):
            og.answer(action.jots)
        else:
            og.correct(action.side, action.line, action.jots)

    steps = 0
    while not game.is_over():
        steps += 1
        assert steps < 1000, "the game did not end"
        # corrections, by either side, at any time
        for side in (0, 1):
            if not setup.announce[side]:
                continue
            theirs = [w for w in og.words[1 - side] if w.said]
            wrong = [w for w in theirs if og.standing(w) != og.truth(w)]
            right = [w for w in theirs if og.standing(w) == og.truth(w)]
            if wrong and rng.random() < setup.fix:
                w = rng.choice(wrong)
                value = og.truth(w) if rng.random() < 0.8 else rng.randrange(lex.length + 1)
                if value != og.standing(w):
                    do(Correct(side, w.line, value))
            elif right and rng.random() < setup.miscorrect:
                w = rng.choice(right)
                value = (og.truth(w) + rng.randrange(1, lex.length + 1)) % (lex.length + 1)
                do(Correct(side, w.line, value))
        p = og.pending()
        if p is not None:
            truth = og.truth(p)
            value = truth
            if rng.random() < setup.lie:
                value = (truth + rng.randrange(1, lex.length + 1)) % (lex.length + 1)
            do(Answer(value))
            continue
        side = og.tester()
        target = secrets[1 - side]
        line = len(og.words[side]) + 1
        history = [(w.word, og.standing(w)) for w in og.words[side] if w.said or w.auto]
        tested = {w.word for w in og.words[side]}
        key = "".join(sorted(target))
        others = [w for w in groups.get(key, []) if w != target and w not in tested]
        if line > setup.max_lines:
            word = target
        elif others and rng.random() < setup.anagram:
            word = rng.choice(others)
        elif rng.random() < setup.stall:
            word = rng.choice(lex.words)
            if word == target:
                continue
        else:
            word = bots[side].guess(history, secrets[side])
        if setup.variant.hard_mode:
            try:
                do(Test(word))
            except NotAWord:
                do(Test(target))  # the secret agrees with every right answer
        else:
            do(Test(word))
    return game, og, log


def check_game(game: JottoGame, og: OGame) -> GameResult:
    result = game.result()
    where = f"secrets {og.secrets}, first {og.first}, actions {[str(a) for a in game.actions]}"
    assert result.winner == og.winner, where
    assert result.line == og.end_line, where
    got = tuple((p.score, p.jots, p.penalties) for p in result.points)
    assert got == og.points(), where
    pens = {(1 - p.announcer, p.line): p.frames for p in result.penalties if p.frames}
    assert pens == og.penalties(), where
    assert result.totals == tuple(sum(x) for x in og.points()), where
    # a saved game scores the same once read back
    again = JottoGame.from_record(game.to_record(), game.lexicon, game.variant, game.announce)
    assert again.result() == result, where
    return result


# ---------------------------------------------------------------------------- worked examples


def test_oracle_worked_example_from_the_sheet() -> None:
    """The rules' sample: JOTTO on line 8 after 21 jots (WRONG's five counted 10) is 86."""
    assert o_score(8) == 65 and o_score(1) == 100 and o_score(20) == 5 and o_score(21) == 0
    assert o_jots("lulls", "maple") == 1
    assert o_jots("flask", "maple") == 2
    assert o_jots("whale", "grown") == 1
    assert o_jot_value(5, 5) == 10 and o_jot_value(4, 5) == 4
    assert o_score(8) + 21 == 86


def test_oracle_penalty_worked_example() -> None:
    """A wrong count on line 2, corrected in frame 4, costs frames 2, 3 and 4."""
    og = OGame(("grown", "maple"), 0, (True, True), 5)
    og.test("flask")  # side 0, line 1 against MAPLE: 2
    og.answer(2)
    og.test("whale")  # side 1, line 1 against GROWN: 1
    og.answer(1)
    og.test("lulls")  # side 0, line 2: truly 1, side 1 says 3
    og.answer(3)
    og.test("crane")
    og.answer(2)
    og.test("plate")  # line 3
    og.answer(4)
    og.test("sword")
    og.answer(3)
    og.test("cable")  # line 4
    og.correct(1, 2, 1)  # frame 4: side 1 corrects LULLS
    og.answer(3)
    og.test("wrong")  # line 4: anagram of GROWN, counts 10
    og.answer(5)
    og.test("maple")  # line 5: JOTTO
    assert og.penalties() == {(0, 2): (2, 3, 4)}
    pts = og.points()
    assert pts[0] == (80, 2 + 1 + 4 + 3, 30)
    assert pts[1] == (0, 1 + 2 + 3 + 10, -30)


# ---------------------------------------------------------------------------- the checks

_LEX: dict[int, Lexicon] = {}


def lex(length: int = 5) -> Lexicon:
    if length not in _LEX:
        _LEX[length] = default_common(length)
    return _LEX[length]


SETUPS = {
    "announce": Setup(),
    "bot-answers": Setup(announce=(False, False)),
    "one-person": Setup(announce=(True, False)),
    "long": Setup(stall=1.0, max_lines=0, lie=0.3, fix=0.1),
    "anagrams": Setup(anagram=0.4, lie=0.1),
    "medium": Setup(level="medium", lie=0.1),
    "no-repeats": Setup(variant=Variant(no_repeats=True)),
    "no-anagrams": Setup(variant=Variant(no_anagram_secrets=True)),
    "hard-mode": Setup(variant=Variant(hard_mode=True), lie=0.0, miscorrect=0.0),
    "length4": Setup(length=4, anagram=0.3),
    "length6": Setup(length=6, anagram=0.3),
}


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_games_agree_with_the_oracle(name: str) -> None:
    setup = SETUPS[name]
    rng = random.Random(f"round12-{name}")
    seen_anagram = seen_penalty = 0
    ends: set[int] = set()
    for i in range(40):
        if not SETUPS[name].max_lines:  # games that end on each line from 18 to 25
            setup = replace(SETUPS[name], max_lines=17 + i % 8)
        game, og, _log = play_game(rng, lex(setup.length), rng.randrange(2), setup, None)
        check_game(game, og)
        ends.add(og.end_line)
        seen_penalty += bool(og.penalties())
        seen_anagram += any(
            og.truth(w) == og.length and not og._is_jotto(w) for s in (0, 1) for w in og.words[s]
        )
    # the generator really exercises what it is meant to
    if name == "long":
        assert set(range(18, 26)) <= ends  # the last SCORE lines and past them
    if name in ("anagrams", "length4", "length6"):
        assert seen_anagram
    if setup.lie and any(setup.announce):
        assert seen_penalty


@pytest.mark.parametrize("seed", range(6))
def test_matches_agree_with_the_oracle(seed: int) -> None:
    rng = random.Random(f"round12-match-{seed}")
    setup = Setup(lie=0.1, stall=0.2 if seed % 2 else 0.0)
    lot = rng.randrange(2)
    target = rng.choice([150, 150, 100, 250])
    match = JottoMatch(lot, target)
    totals: list[tuple[int, int]] = []
    n = 0
    while not match.is_over():
        n += 1
        assert n < 60
        first = match.next_first()
        assert first == o_first(lot, n)
        game, og, _ = play_game(rng, lex(), first, setup, None)
        totals.append(check_game(game, og).totals)
        match.add(game.result())
        played, winner, running = o_match(totals, target)
        assert match.totals == running
        assert match.is_over() == (winner is not None)
        assert match.winner() == winner
    assert played == n


def mirror_of(og0: OGame, log0: list[Action], first: int) -> tuple[JottoGame, OGame]:
    """The same game with the sides swapped: secrets, words, answers and corrections."""
    assert first == 1 - og0.first
    game = JottoGame(og0.secrets[::-1], first, lex(), announce=og0.announce[::-1])
    og = OGame(og0.secrets[::-1], first, og0.announce[::-1], og0.length)
    for a in log0:
        if isinstance(a, Correct):
            a = Correct(1 - a.side, a.line, a.jots)
        game.apply(a)
        if isinstance(a, Test):
            og.test(a.word)
        elif isinstance(a, Answer):
            og.answer(a.jots)
        else:
            og.correct(a.side, a.line, a.jots)
    return game, og


@pytest.mark.parametrize("seed", range(6))
def test_tied_matches_play_on(seed: int) -> None:
    """A mirror game (sides swapped) after the first leaves the totals tied; with the target at
    that total, both sides reach it together, play goes on, and later games decide (mirrors
    again at random, so a match may be tied more than once before a side is ahead)."""
    rng = random.Random(f"round12-tie-{seed}")
    setup = Setup(lie=0.15)
    lot = rng.randrange(2)
    while True:
        game1, og1, log1 = play_game(rng, lex(), lot, setup, None)
        a, b = (sum(x) for x in og1.points())
        if a > 0 and b > 0:
            break
    target = a + b
    match = JottoMatch(lot, target)
    totals: list[tuple[int, int]] = []
    ties = 0
    n = 0
    last: tuple[OGame, list[Action]] = (og1, log1)
    while not match.is_over():
        n += 1
        assert n < 60
        first = match.next_first()
        assert first == o_first(lot, n)
        if n == 1:
            game, og = game1, og1
        elif n == 2 or (n % 2 == 0 and rng.random() < 0.5):
            game, og = mirror_of(*last, first)
        else:
            game, og, log = play_game(rng, lex(), first, setup, None)
            last = (og, log)
        res = check_game(game, og)
        totals.append(res.totals)
        match.add(res)
        played, winner, running = o_match(totals, target)
        assert match.totals == running
        assert match.winner() == winner
        assert match.is_over() == (winner is not None)
        ties += running[0] == running[1] >= target
    assert n == played
    assert ties  # the match was tied at or past the target at least once


def test_a_tie_at_the_target_plays_on() -> None:
    """Totals tied at 150 or more after a game: the match is not over; the next game decides."""
    rng = random.Random("round12-tie-target")
    setup = Setup(lie=0.0, fix=0.0, miscorrect=0.0, announce=(False, False))
    game, og, log = play_game(rng, lex(), 0, setup, None)
    a = check_game(game, og)
    mirror = JottoGame(og.secrets[::-1], 1, lex())
    for act in log:
        mirror.apply(act)
    b = mirror.result()
    assert b.totals == a.totals[::-1]
    # exactly the target is enough ("150 points or more")
    assert a.totals[0] != a.totals[1]
    reached = JottoMatch(0, max(a.totals))
    reached.add(a)
    assert o_match([a.totals], max(a.totals))[1] == a.totals.index(max(a.totals))
    assert reached.is_over() and reached.winner() == a.totals.index(max(a.totals))
    # a target equal to the tied total: both sides reach it together
    target = sum(a.totals)
    match = JottoMatch(0, target)
    match.add(a)
    match.add(b)
    assert match.totals == (target, target)
    assert o_match([a.totals, b.totals], target)[1] is None
    assert not match.is_over() and match.winner() is None
    game3, og3, _ = play_game(rng, lex(), match.next_first(), setup, None)
    c = check_game(game3, og3)
    match.add(c)
    played, winner, _ = o_match([a.totals, b.totals, c.totals], target)
    assert played == 3 and winner is not None
    assert match.is_over() and match.winner() == winner


POOL = [
    "grown",
    "wrong",
    "maple",
    "ample",
    "least",
    "steal",
    "slate",
    "tales",
    "stale",
    "crane",
    "lulls",
    "flask",
    "whale",
    "sword",
]
"""Words for scripted games: anagram families (so five jots that are not JOTTO), repeats."""


@settings(deadline=None, max_examples=150)
@given(st.data())
def test_scripted_games_agree_with_the_oracle(data: st.DataObject) -> None:
    """Hypothesis writes the table talk: any test words of a small anagram-rich pool (the
    same word again, an anagram of the secret), any answer from 0 to 5, corrections by
    either side of any answered line, at any moment, to any other value."""
    secrets = (data.draw(st.sampled_from(POOL)), data.draw(st.sampled_from(POOL)))
    first = data.draw(st.integers(0, 1))
    announce = (data.draw(st.booleans()), data.draw(st.booleans()))
    game = JottoGame(secrets, first, lex(), announce=announce)
    og = OGame(secrets, first, announce, 5)
    steps = 0
    while not game.is_over():
        steps += 1
        action: Action
        fixable = [
            (side, w.line)
            for side in (0, 1)
            if announce[side]
            for w in og.words[1 - side]
            if w.said
        ]
        if fixable and data.draw(st.integers(0, 3)) == 0:
            side, line = data.draw(st.sampled_from(fixable))
            standing = og.standing(og.words[1 - side][line - 1])
            value = (standing + data.draw(st.integers(1, 5))) % 6
            action = Correct(side, line, value)
            og.correct(side, line, value)
        elif og.pending() is not None:
            action = Answer(data.draw(st.integers(0, 5)))
            og.answer(action.jots)
        else:
            target = secrets[1 - og.tester()]
            word = target if steps > 60 else data.draw(st.sampled_from(POOL))
            action = Test(word)
            og.test(word)
        game.apply(action)
    check_game(game, og)


def _both(first: int, script: list[Action]) -> tuple[JottoGame, OGame]:
    """``script`` played by the engine and told to the oracle (GROWN v MAPLE, both announce)."""
    game = JottoGame(("grown", "maple"), first, lex(), announce=(True, True))
    og = OGame(("grown", "maple"), first, (True, True), 5)
    for a in script:
        game.apply(a)
        if isinstance(a, Test):
            og.test(a.word)
        elif isinstance(a, Answer):
            og.answer(a.jots)
        else:
            og.correct(a.side, a.line, a.jots)
    return game, og


def test_a_correction_between_lines_costs_no_frame_of_the_next_line() -> None:
    """The frame of a correction is the line of the latest test word: once both words of line
    2 are answered, a wrong count corrected before line 3's first word costs frame 2 alone, as
    the same count corrected before the other side's word of line 2 does, whichever side tests
    first (it cost frames 2 and 3 at the first side's prompt, counted in the line in play).
    A record written before this ruling (no ``correction_frames`` in its games) replays as it
    was scored: frames 2 and 3."""
    fix = Correct(1, 2, 1)  # side 1 puts LULLS (against MAPLE) right: 1 jot, not 3
    scripts: list[tuple[int, list[Action], tuple[int, ...]]] = [
        # side 1 tests first on each line: LULLS is line 2's second word
        (
            1,
            [
                *(Test("whale"), Answer(1), Test("flask"), Answer(2)),
                *(Test("crane"), Answer(2), Test("lulls"), Answer(3)),
                *(fix, Test("sword"), Answer(3), Test("plate"), Answer(4)),
                *(Test("stale"), Answer(0), Test("maple")),
            ],
            (2,),
        ),
        # side 0 tests first: LULLS is line 2's first word, corrected before CRANE
        (
            0,
            [
                *(Test("flask"), Answer(2), Test("whale"), Answer(1)),
                *(Test("lulls"), Answer(3), fix, Test("crane"), Answer(2), Test("maple")),
            ],
            (2,),
        ),
    ]
    for first, script, frames in scripts:
        game, og = _both(first, script)
        assert game.is_over()
        assert og.penalties() == {(0, 2): frames}
        check_game(game, og)
    # the first script as a record of before the ruling: the line in play, frames 2 and 3
    first, script, _ = scripts[0]
    game = JottoGame(("grown", "maple"), first, lex(), announce=(True, True))
    for a in script:
        game.apply(a)
    entry = game.to_record()
    assert entry["correction_frames"] == "between lines"
    del entry["correction_frames"]
    old = JottoGame.from_record(entry, lex())
    assert [p.frames for p in old.result().penalties] == [(2, 3)]
    assert [p.frames for p in game.result().penalties] == [(2,)]
    assert old.result().totals[1] - game.result().totals[1] == -10  # side 1 gave the count
    # A right count made wrong between lines 1 and 2 first stands in line 2: FLASK (side 0's
    # word, against MAPLE) truly 2, "corrected" to 3 after line 1, never put back; side 1 says
    # GROWN on line 3: frames 2 and 3, not 1.
    script = [Test("whale"), Answer(1), Test("flask"), Answer(2), Correct(1, 1, 3)]
    script += [Test("crane"), Answer(2), Test("sword"), Answer(0), Test("grown")]
    game, og = _both(1, script)
    assert og.penalties() == {(0, 1): (2, 3)}
    check_game(game, og)
