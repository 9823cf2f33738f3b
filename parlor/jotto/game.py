"""A Jotto game and match as pure state machines.

The engine holds both secrets (they are recorded choices, typed hidden or drawn by a bot) and
the list of actions. Three kinds of action exist:

``Test(word)``
    the side whose turn it is tests a word against the opponent's secret;
``Answer(jots)``
    a person announces the jots for the opponent's test word (``--announce`` games only; when
    the program answers, it answers at once and always right);
``Correct(side, line, jots)``
    ``side`` corrects its earlier announcement for the opponent's test word on ``line``. A
    correction may be made at any time during the game, out of turn.

The exact secret word is JOTTO and ends the game at once; the engine sees that itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from parlor.core.state import IllegalAction
from parlor.jotto.lexicon import DEFAULT_LENGTH, LENGTHS, Lexicon, length_name
from parlor.jotto.rules import (
    MATCH_TARGET,
    PENALTY,
    GamePoints,
    jot_points,
    jots,
    match_winner,
    penalised_moments,
    score_column,
)

__all__ = [
    "Action",
    "Answer",
    "BadAnswer",
    "BadCorrection",
    "Correct",
    "Disagrees",
    "GameOver",
    "GameResult",
    "JottoError",
    "JottoGame",
    "JottoMatch",
    "JottoObservation",
    "NotAWord",
    "NotYourTurn",
    "Penalty",
    "Test",
    "TestLine",
    "Variant",
    "parse_action",
    "possible_secrets",
    "record_length",
    "secret_problem",
]


class JottoError(IllegalAction):
    """An action the Jotto rules do not allow."""


class NotYourTurn(JottoError):
    """The action belongs to the other side, or to another kind of prompt."""


class NotAWord(JottoError):
    """A test word or secret the game does not accept."""


class Disagrees(NotAWord):
    """Hard mode: a test word that does not fit the answers its side has been given."""

    def __init__(self, message: str, side: int, *, tested_before: bool = False) -> None:
        super().__init__(message)
        self.side = side
        """The side that tested it (the other side gave the answers)."""
        self.tested_before = tested_before
        """The side tested the word already: no answer, right or wrong, makes it the secret
        (it would have been JOTTO), so no answer is to blame."""


class BadAnswer(JottoError):
    """An announcement that cannot be a number of jots."""


class BadCorrection(JottoError):
    """A correction of an answer that does not exist or cannot be corrected."""


class GameOver(JottoError):
    """The game has ended."""


@dataclass(frozen=True, slots=True)
class Test:
    """Test ``word`` against the opponent's secret."""

    __test__: ClassVar[bool] = False  # not a pytest test class
    word: str

    def __str__(self) -> str:
        return f"test {self.word}"


@dataclass(frozen=True, slots=True)
class Answer:
    """Announce ``jots`` for the opponent's pending test word."""

    jots: int

    def __str__(self) -> str:
        return f"answer {self.jots}"


@dataclass(frozen=True, slots=True)
class Correct:
    """``side`` corrects its announcement for the opponent's test word on ``line`` to ``jots``."""

    side: int
    line: int
    jots: int

    def __str__(self) -> str:
        return f"correct {self.side} {self.line} {self.jots}"


Action = Test | Answer | Correct


NUMBER_DIGITS = 9
"""The most digits a number typed or saved may have (leading zeros aside); a longer one is out
of range everywhere (no line, answer or side is that large), and Python's ``int()`` stops at
4300 digits unless the limit is raised."""


def small_number(text: str) -> int | None:
    """The whole number written as ``text`` (decimal digits), or ``None`` when it is not one
    or has more than :data:`NUMBER_DIGITS` digits."""
    if not text.isdecimal() or len(text.lstrip("0")) > NUMBER_DIGITS:
        return None
    return int(text)


def parse_action(text: str) -> Action:
    """Parse the record form of an action (``str(action)``)."""
    parts = text.split()
    numbers = [small_number(x) for x in parts[1:]]
    if len(parts) == 2 and parts[0] == "test":
        # a word lower case, as the pad keeps it; what is no word as written, so that its
        # refusal quotes it so ('test \x1b[2Jseven' was refused as '?[2jseven' is not a
        # word, beside the action quoted as written: judge V14)
        word = parts[1]
        return Test(word.lower() if word.isascii() and word.isalpha() else word)
    if len(parts) == 2 and parts[0] == "answer" and numbers[0] is not None:
        return Answer(numbers[0])
    if len(parts) == 4 and parts[0] == "correct" and None not in numbers:
        side, line, jots = (n for n in numbers if n is not None)
        return Correct(side, line, jots)
    raise ValueError(f"not a Jotto action: {text!r}")


BETWEEN = "between lines"
"""The ruling: a correction made after a line is complete, before the next line's first test
word, is made between the two frames, in neither (:meth:`JottoGame.moment`)."""
IN_PLAY = "in play"
"""A correction counts in the line in play, the next one between lines: a record written
before the ruling above (a correction there cost a frame of the next line)."""


def entry_correction_frames(entry: Mapping[str, Any]) -> str:
    """How a game entry's corrections are framed: its ``"correction_frames"``; an entry without
    one (written before the ruling) :data:`IN_PLAY`, so that an old record scores as it did."""
    value = entry.get("correction_frames", IN_PLAY)
    if value not in (BETWEEN, IN_PLAY):
        raise ValueError(f"correction_frames is {value!r}, not {BETWEEN!r} or {IN_PLAY!r}")
    return str(value)


def record_length(record: Mapping[str, Any]) -> int:
    """The word length a record, a save's ``options`` or a game entry says (the word-length
    variant): its ``"length"``, 4, 5 or 6; a record without one (every record written before
    the variant) means 5. Anything else is a :class:`ValueError` saying so.
    """
    length = record.get("length", DEFAULT_LENGTH)
    if length is None:
        return DEFAULT_LENGTH
    if isinstance(length, bool) or not isinstance(length, int) or length not in LENGTHS:
        raise ValueError(f"the word length is {length!r}, not 4, 5 or 6")
    return length


@dataclass(frozen=True, slots=True)
class Variant:
    """Rule variants, all off by default (the default game is exactly the printed rules)."""

    no_repeats: bool = False
    """Secrets may not repeat a letter."""
    no_anagram_secrets: bool = False
    """Secrets may not have an anagram in the word list."""
    hard_mode: bool = False
    """Every test word must agree with all the answers its side has had so far."""

    def names(self) -> list[str]:
        out = []
        if self.no_repeats:
            out.append("no repeated letters in secrets")
        if self.no_anagram_secrets:
            out.append("secrets with no anagram")
        if self.hard_mode:
            out.append("hard mode")
        return out


@dataclass(slots=True)
class TestLine:
    """One test word on the pad, with its answer."""

    side: int
    """The side that tested the word."""
    line: int
    word: str
    truth: int
    """The correct number of jots (the engine knows both secrets)."""
    history: list[tuple[int, int]] = field(default_factory=list)
    """``(moment, value)`` announcements by a person: the answer, then any corrections; the
    moment in half frames (:meth:`JottoGame.moment`: ``2 * line`` during a line)."""
    jotto: bool = False

    @property
    def answered(self) -> bool:
        return self.jotto or bool(self.history) or self.auto

    auto: bool = False
    """True when the program answered (always right)."""

    @property
    def announced(self) -> int | None:
        """The jots currently standing for this word (``None`` while awaiting an answer)."""
        if self.jotto:
            return None
        if self.auto:
            return self.truth
        return self.history[-1][1] if self.history else None


@dataclass(frozen=True, slots=True)
class Penalty:
    """A wrong announcement found when the secrets are revealed."""

    line: int
    announcer: int
    """The side that gave the wrong count (loses the points)."""
    word: str
    said: tuple[int, ...]
    """Every value announced for the word, corrections included."""
    truth: int
    frames: tuple[int, ...]
    """The penalised frames: 10 points each."""
    corrected_in: int | None
    """The frame of the correction that made it right, if any (the line before it, when it was
    made between lines: ``corrected_after``)."""
    corrected_after: bool = False
    """The correction that made it right was made after line ``corrected_in`` was complete,
    before the next line's first test word."""

    @property
    def points(self) -> int:
        return PENALTY * len(self.frames)


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game."""

    winner: int
    line: int
    """The line of the JOTTO word."""
    secrets: tuple[str, str]
    points: tuple[GamePoints, GamePoints]
    penalties: tuple[Penalty, ...]

    @property
    def totals(self) -> tuple[int, int]:
        return (self.points[0].total, self.points[1].total)


@dataclass(frozen=True, slots=True)
class JottoObservation:
    """What one side may see: its own secret and both sides' words and the answers given."""

    side: int
    secret: str
    own: tuple[tuple[str, int | None], ...]
    """This side's test words with the jots announced for them (``None``: not answered yet)."""
    opponent: tuple[tuple[str, int | None], ...]
    """The opponent's test words with the jots this side announced (or the program gave)."""
    pending_answer: str | None
    """The opponent's test word this side must answer now, if any."""


def secret_problem(
    word: str, lexicon: Lexicon, variant: Variant | None = None, *, hide: bool = False
) -> str | None:
    """Why ``word`` cannot be a secret with this word list and variant, or ``None``.

    ``hide`` keeps the word (and anything that would give it away) out of the reason.
    """
    variant = variant or Variant()
    problem = lexicon.problem(word, hide=hide)
    if problem:
        return problem
    w = word.strip().lower()
    shown = "that word" if hide else w.upper()
    if variant.no_repeats and len(set(w)) < len(w):
        return f"{shown} repeats a letter (variant: no repeated letters in secrets)"
    if variant.no_anagram_secrets:
        key = sorted(w)
        for other in lexicon.words:
            if other != w and sorted(other) == key:
                anagram = " in the list" if hide else f", {other.upper()}"
                return f"{shown} has an anagram{anagram} (variant: no anagrams)"
    return None


def possible_secrets(lexicon: Lexicon, variant: Variant | None = None) -> list[str]:
    """The words of ``lexicon`` that may be secrets under ``variant`` (in list order)."""
    variant = variant or Variant()
    keys: dict[str, int] = {}
    if variant.no_anagram_secrets:
        for w in lexicon.words:
            k = "".join(sorted(w))
            keys[k] = keys.get(k, 0) + 1
    out = []
    for w in lexicon.words:
        if variant.no_repeats and len(set(w)) < len(w):
            continue
        if variant.no_anagram_secrets and keys["".join(sorted(w))] > 1:
            continue
        out.append(w)
    return out


class JottoGame:
    """One game of Jotto between side 0 and side 1.

    ``announce[i]`` is True when side i's answers are typed by a person (as on paper) rather
    than given by the program.

    The words are those of ``lexicon``, five letters in the default game; a lexicon of four- or
    six-letter words (:func:`parlor.jotto.lexicon.default_valid` with ``length=4`` or ``6``)
    plays the word-length variant: secrets and test words have that many letters, jots run from
    0 to the length, and an anagram (every letter in common) counts double.
    """

    def __init__(
        self,
        secrets: Sequence[str],
        first: int,
        lexicon: Lexicon,
        announce: Sequence[bool] = (False, False),
        variant: Variant | None = None,
        correction_frames: str = BETWEEN,
    ) -> None:
        if first not in (0, 1):
            raise ValueError("first must be 0 or 1")
        if correction_frames not in (BETWEEN, IN_PLAY):
            raise ValueError(f"correction frames {correction_frames!r}: {BETWEEN} or {IN_PLAY}")
        self.correction_frames = correction_frames
        """How the moment of a correction is read (:meth:`moment`): :data:`BETWEEN`, or
        :data:`IN_PLAY` for a game recorded before that ruling."""
        self.lexicon = lexicon
        self.length: int = lexicon.length
        """The number of letters in every word of this game (5 but in the word-length variant)."""
        self.variant = variant or Variant()
        if len(secrets) != 2:
            raise NotAWord(f"a game needs two secrets, not {len(secrets)}")
        for i, s in enumerate(secrets):
            if not isinstance(s, str):
                raise NotAWord(f"side {i + 1}'s secret is not a word: {s!r}")
            problem = self.secret_problem(s)
            if problem:
                raise NotAWord(f"side {i + 1}'s secret: {problem}")
        self.secrets: tuple[str, str] = (secrets[0].strip().lower(), secrets[1].strip().lower())
        self.first = first
        self.announce = (bool(announce[0]), bool(announce[1]))
        self.tests: tuple[list[TestLine], list[TestLine]] = ([], [])
        self.actions: list[Action] = []
        self._winner: int | None = None
        self._end_line = 0

    # ------------------------------------------------------------------ queries
    def secret_problem(self, word: str) -> str | None:
        """Why ``word`` cannot be a secret under this game's word list and variant."""
        return secret_problem(word, self.lexicon, self.variant)

    def is_over(self) -> bool:
        return self._winner is not None

    @property
    def winner(self) -> int | None:
        return self._winner

    def pending(self) -> TestLine | None:
        """The test word awaiting a person's answer, if any."""
        for side in (0, 1):
            if self.tests[side] and not self.tests[side][-1].answered:
                return self.tests[side][-1]
        return None

    def tester(self) -> int:
        """The side whose turn it is to test a word."""
        a, b = len(self.tests[self.first]), len(self.tests[1 - self.first])
        return self.first if a == b else 1 - self.first

    def current_player(self) -> int:
        if self.is_over():
            return -1
        p = self.pending()
        if p is not None:
            return 1 - p.side
        return self.tester()

    def frame(self) -> int:
        """The frame (line) now in play: the line of the pending answer or the next test word."""
        if self.is_over():
            return self._end_line
        p = self.pending()
        if p is not None:
            return p.line
        return len(self.tests[self.tester()]) + 1

    def moment(self) -> int:
        """When a correction made now is made, in half frames (:func:`penalised_moments`):
        ``2 * n`` during line ``n`` (from its first test word until both its words are
        answered), ``2 * n + 1`` between line ``n`` and line ``n + 1``. A count corrected
        between lines stood for none of the next line and costs no frame of it; a count made
        wrong there costs none of the line before. Whichever side tests first, a wrong answer
        put right at its giver's next prompt costs one frame (counted in the line in play, it
        cost 20 points at the first side's prompt, between lines, and 10 at the second's).
        :data:`IN_PLAY` (a game recorded before this ruling): the line in play."""
        if self.correction_frames == IN_PLAY:
            return 2 * self.frame()
        a, b = len(self.tests[0]), len(self.tests[1])
        if a != b or self.pending() is not None or self.is_over():
            return 2 * max(a, b)
        return 2 * a + 1

    def between_lines(self) -> bool:
        """Whether a line is complete and the next has no test word yet (:meth:`moment`)."""
        return self.moment() % 2 == 1

    def legal_actions(self) -> Sequence[Action]:
        """The current player's actions (test words: every word of the list, or in hard mode the
        words that agree with the side's answers; corrections apart)."""
        if self.is_over():
            return []
        if self.pending() is not None:
            return [Answer(j) for j in range(self.length + 1)]
        if not self.variant.hard_mode:
            return [Test(w) for w in self.lexicon.words]
        side = self.tester()
        agreeing = [Test(w) for w in self.lexicon.words if self._fits(side, w)]
        return agreeing or [Test(w) for w in self.lexicon.words]

    def _fits(self, side: int, word: str) -> bool:
        """``word`` gives every earlier test word of ``side`` the jots announced for it, and is
        none of them (a word tested is not the secret, or the game would have ended: AMPLE
        again, after 5 jots, agreed with its own answer)."""
        for t in self.tests[side]:
            a = t.announced
            if t.word == word or (a is not None and jots(word, t.word) != a):
                return False
        return True

    def _agrees(self, side: int, word: str) -> bool:
        """Hard mode: ``word`` agrees with the answers ``side`` has had. When a wrong answer
        rules out the other side's secret, hard mode no longer binds that side: any word may be
        tested, each on a line of its own (a wrong answer must not keep a side from the secret
        for ever, and the secret alone taken made every refusal a free "not it": judge BB20
        #1; the reveal shows the wrong answer and its penalties). So too when wrong answers
        leave no word in the list that agrees with them all (else the side could never move
        again). A word the side tested before stays refused while some word fits: it is not
        the secret, whatever the answers."""
        if not self.variant.hard_mode or self._fits(side, word):
            return True
        tested = any(t.word == word for t in self.tests[side])
        if not tested and not self._fits(side, self.secrets[1 - side]):
            return True
        return not any(self._fits(side, w) for w in self.lexicon.words)

    def allows(self, side: int, word: str) -> bool:
        """Whether ``side`` may test ``word`` (a word of the list) when its turn comes: always,
        but in hard mode (:meth:`_agrees`). For the bots' choice: :meth:`legal_actions` lists
        the words that fit (listing every word when a wrong answer rules out the secret would
        tell a bot so before it tested a word that does not fit)."""
        return self._agrees(side, word.strip().lower())

    def _disagreement(self, side: int, word: str) -> str:
        """Why hard mode refuses ``word``: the first earlier answer it does not agree with."""
        w = word.upper()
        for t in self.tests[side]:
            if t.word == word:
                return f"{w} was tested on line {t.line} already: it is not the secret (hard mode)"
        for t in self.tests[side]:
            a = t.announced
            if a is None or jots(word, t.word) == a:
                continue
            return (
                f"{w} does not fit the jots your test words got (hard mode): if it were the "
                f"secret, {t.word.upper()} (line {t.line}) would have got "
                f"{jots(word, t.word)}, not {a}"
            )
        return f"{w} does not fit the jots your test words got (hard mode)"  # pragma: no cover

    def line_of(self, side: int, line: int) -> TestLine:
        return self.tests[side][line - 1]

    def observation(self, player: int) -> JottoObservation:
        p = self.pending()
        return JottoObservation(
            side=player,
            secret=self.secrets[player],
            own=tuple((t.word, t.announced) for t in self.tests[player]),
            opponent=tuple((t.word, t.announced) for t in self.tests[1 - player]),
            pending_answer=p.word if p is not None and p.side != player else None,
        )

    # ------------------------------------------------------------------ actions
    def apply(self, action: Action) -> None:
        """Check and apply ``action``; raise a :class:`JottoError` subclass saying why not."""
        if self.is_over():
            raise GameOver("the game is over")
        if isinstance(action, Test):
            if self.pending() is not None:
                raise NotYourTurn("an answer is awaited before the next test word")
            problem = self.lexicon.problem(action.word)
            if problem:
                raise NotAWord(problem)
            word = action.word.strip().lower()  # (as it goes on the pad: ' AMPLE' is AMPLE)
            if not self._agrees(self.tester(), word):
                side = self.tester()
                again = any(t.word == word for t in self.tests[side])
                raise Disagrees(self._disagreement(side, word), side, tested_before=again)
        elif isinstance(action, Answer):
            if self.pending() is None:
                raise NotYourTurn("no test word is awaiting an answer")
            if not 0 <= action.jots <= self.length:
                raise BadAnswer(f"jots are a number from 0 to {self.length}")
        elif isinstance(action, Correct):
            self._check_correction(action)
        else:  # pragma: no cover - defensive
            raise JottoError(f"not a Jotto action: {action!r}")
        self.apply_unchecked(action)

    def _check_correction(self, c: Correct) -> None:
        if c.side not in (0, 1):
            raise BadCorrection("side must be 0 or 1 (the side who gave the answer)")
        if not self.announce[c.side]:
            raise BadCorrection("the program gave those answers, and it is always right")
        tests = self.tests[1 - c.side]
        if not 1 <= c.line <= len(tests):
            if not tests:
                raise BadCorrection("there is no answer to correct yet")
            so_far = f"lines 1 to {len(tests)}" if len(tests) > 1 else "only line 1"
            raise BadCorrection(f"there is no line {c.line}: {so_far} so far")
        t = tests[c.line - 1]
        if t.jotto:
            raise BadCorrection(f"line {c.line} was JOTTO")
        if not t.history:
            raise BadCorrection(f"line {c.line} has not been answered yet")
        if not 0 <= c.jots <= self.length:
            raise BadAnswer(f"jots are a number from 0 to {self.length}")
        if t.history[-1][1] == c.jots:
            raise BadCorrection(
                f"line {c.line} ({t.word.upper()}) already says {c.jots}"
            )  # (the word named: 'line 1 already says 1' read as the other side's; AM18 #1)

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action known to be legal."""
        self.actions.append(action)
        if isinstance(action, Test):
            side = self.tester()
            word = action.word.strip().lower()
            secret = self.secrets[1 - side]
            t = TestLine(side, len(self.tests[side]) + 1, word, jots(word, secret))
            self.tests[side].append(t)
            if word == secret:
                t.jotto = True
                self._winner = side
                self._end_line = t.line
            elif not self.announce[1 - side]:
                t.auto = True
        elif isinstance(action, Answer):
            p = self.pending()
            assert p is not None
            p.history.append((2 * p.line, action.jots))
        else:
            t = self.tests[1 - action.side][action.line - 1]
            t.history.append((self.moment(), action.jots))

    # ------------------------------------------------------------------ outcome
    def penalties(self) -> list[Penalty]:
        """Every wrong announcement, checked against the secrets (meaningful once over)."""
        end = self.frame()
        out: list[Penalty] = []
        for side in (0, 1):
            for t in self.tests[side]:
                if not t.history:
                    continue
                frames = penalised_moments(t.line, t.history, t.truth, end)
                if not frames:
                    continue
                corrected = None
                if t.history[-1][1] == t.truth:
                    corrected = t.history[-1][0] // 2
                out.append(
                    Penalty(
                        line=t.line,
                        announcer=1 - side,
                        word=t.word,
                        said=tuple(v for _, v in t.history),
                        truth=t.truth,
                        frames=tuple(frames),
                        corrected_in=corrected,
                        corrected_after=corrected is not None and t.history[-1][0] % 2 == 1,
                    )
                )
        out.sort(key=lambda p: (p.line, p.announcer))
        return out

    def result(self) -> GameResult:
        """The finished game's points. Jots count as announced (the value standing at the end,
        corrections included), as the rules say; a wrong count costs its penalties on top."""
        if self._winner is None:
            raise JottoError("the game is not over")
        pens = self.penalties()
        net = [0, 0]
        for p in pens:
            net[p.announcer] -= p.points
            net[1 - p.announcer] += p.points
        pts = []
        for side in (0, 1):
            j = sum(
                jot_points(t.announced or 0, self.length) for t in self.tests[side] if not t.jotto
            )
            score = score_column(self._end_line) if side == self._winner else 0
            pts.append(GamePoints(score=score, jots=j, penalties=net[side]))
        return GameResult(
            winner=self._winner,
            line=self._end_line,
            secrets=self.secrets,
            points=(pts[0], pts[1]),
            penalties=tuple(pens),
        )

    def to_record(self) -> dict[str, Any]:
        """This game as a record entry (chance events plus actions).

        A game of four- or six-letter words (the word-length variant) adds ``"length"``; the
        default game's entry has none (an entry without it means five letters).
        """
        entry: dict[str, Any] = {
            "first": self.first,
            "secrets": list(self.secrets),
            "announce": list(self.announce),
            "actions": [str(a) for a in self.actions],
            "correction_frames": self.correction_frames,
        }
        if self.length != DEFAULT_LENGTH:
            entry["length"] = self.length
        return entry

    @classmethod
    def from_record(
        cls,
        entry: Mapping[str, Any],
        lexicon: Lexicon,
        variant: Variant | None = None,
        announce: Sequence[bool] = (False, False),
    ) -> JottoGame:
        """Rebuild a game from its record entry (:meth:`to_record`) by replaying its actions.

        ``announce`` is used when the entry does not say. The entry's word length (5 when it
        has none) must be the lexicon's; a record that cannot be replayed raises a
        :class:`ValueError` (a :class:`JottoError` for an illegal action) saying why.
        """
        length = record_length(entry)
        if length != lexicon.length:
            raise ValueError(
                f"the game was played with {length_name(length)}-letter words, and the word "
                f"list has {length_name(lexicon.length)}-letter words"
            )
        secrets = entry["secrets"]
        if not isinstance(secrets, list | tuple) or len(secrets) != 2:
            raise ValueError("a game needs two secrets")
        said = entry.get("announce", announce)
        if not isinstance(said, list | tuple) or len(said) != 2:
            raise ValueError(f"announce is {said!r}, not two true/false values")
        first = entry["first"]
        if first not in (0, 1) or isinstance(first, bool):
            raise ValueError(f"first is {first!r}, not 0 or 1")
        actions = entry["actions"]
        if not isinstance(actions, list):
            raise ValueError("the actions are not a list")
        game = cls(secrets, first, lexicon, said, variant, entry_correction_frames(entry))
        for text in actions:
            game.apply(parse_action(str(text)))
        return game


class JottoMatch:
    """A match: games until a side has ``target`` points at the end of a game (ties play on)."""

    def __init__(self, first: int, target: int = MATCH_TARGET) -> None:
        if first not in (0, 1):
            raise ValueError("first must be 0 or 1")
        self.first = first
        self.target = target
        self.results: list[GameResult] = []

    def next_first(self) -> int:
        """Who tests first in the next game: the lot for game 1, then alternating."""
        return self.first if len(self.results) % 2 == 0 else 1 - self.first

    def add(self, result: GameResult) -> None:
        if self.is_over():
            raise GameOver("the match is over")
        self.results.append(result)

    @property
    def totals(self) -> tuple[int, int]:
        a = sum(r.totals[0] for r in self.results)
        b = sum(r.totals[1] for r in self.results)
        return (a, b)

    def winner(self) -> int | None:
        return match_winner(self.totals, self.target)

    def is_over(self) -> bool:
        return self.winner() is not None
