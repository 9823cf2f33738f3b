"""Jotto's rules as pure functions: jots, the pad's SCORE column, game points, penalties, match end.

Public API used by scripts:

>>> jots("LULLS", "maple")
1
>>> score_column(8)
65
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "JOTTO_JOTS",
    "MATCH_TARGET",
    "PENALTY",
    "SCORE_COLUMN",
    "GamePoints",
    "jot_points",
    "jots",
    "match_winner",
    "normalize",
    "penalised_frames",
    "penalised_moments",
    "score_column",
]

#: The pad's SCORE column: points for reaching JOTTO on line n (index n - 1), lines 1..20.
#: ``100 - 5 * (n - 1)``; the sheet's sample fixes line 8 at 65. From line 21 on it is 0.
SCORE_COLUMN: tuple[int, ...] = tuple(100 - 5 * i for i in range(20))

#: A match ends at the end of a game once a side has this many points ("GAME is 150").
MATCH_TARGET = 150

#: Points per frame for a wrong announcement: the misinformed side +10, the announcer -10.
PENALTY = 10

#: The number of jots that counts double (an anagram of the secret) in the default game of
#: five-letter words. With the word-length variant it is the word length: every letter in common.
JOTTO_JOTS = 5


def normalize(word: str) -> str:
    """Strip and lower-case a word (letters are case-insensitive)."""
    return word.strip().lower()


def jots(test: str, secret: str) -> int:
    """The number of letters ``test`` and ``secret`` have in common, counted as multisets.

    For each letter, the smaller of its counts in the two words, summed. Case-insensitive.

    >>> jots("FLASK", "MAPLE"), jots("WHALE", "GROWN"), jots("WRONG", "GROWN")
    (2, 1, 5)
    """
    a = Counter(test.lower())
    b = Counter(secret.lower())
    return sum(min(n, b[ch]) for ch, n in a.items())


def score_column(line: int) -> int:
    """Points for reaching JOTTO on pad line ``line`` (1-based): 100, 95, ..., 5, then 0."""
    if line < 1:
        raise ValueError(f"pad lines start at 1, not {line}")
    if line > len(SCORE_COLUMN):
        return 0
    return SCORE_COLUMN[line - 1]


def jot_points(count: int, length: int = JOTTO_JOTS) -> int:
    """Points a test word's jots are worth: five jots count 10, otherwise the count.

    With words of ``length`` letters (the word-length variant), jots run from 0 to ``length``
    and ``length`` jots (an anagram: every letter in common) count double.

    >>> jot_points(5), jot_points(4), jot_points(4, length=4), jot_points(6, length=6)
    (10, 4, 8, 12)
    """
    if not 0 <= count <= length:
        raise ValueError(f"jots are between 0 and {length}, not {count}")
    return 2 * length if count == length else count


def penalised_frames(
    frame: int, history: Sequence[tuple[int, int]], truth: int, end_frame: int
) -> list[int]:
    """The frames in which a wrong announcement is penalised.

    ``history`` lists ``(frame_set, value)`` for one answer: the first entry is the original
    announcement (made in ``frame``), later entries are corrections made during ``frame_set``.
    A value stands from the frame it was given up to and including the frame in which it was
    replaced (it stood, uncorrected, for part of that frame), or up to ``end_frame``, the frame
    in which the game ended. Every frame in which a wrong value stood is penalised once.

    >>> penalised_frames(3, [(3, 2)], truth=1, end_frame=8)  # never corrected
    [3, 4, 5, 6, 7, 8]
    >>> penalised_frames(3, [(3, 2), (5, 1)], truth=1, end_frame=8)  # corrected in frame 5
    [3, 4, 5]
    """
    return penalised_moments(frame, [(2 * f, v) for f, v in history], truth, end_frame)


def penalised_moments(
    frame: int, history: Sequence[tuple[int, int]], truth: int, end_frame: int
) -> list[int]:
    """:func:`penalised_frames` with each announcement's moment in half frames: ``2 * n``
    during frame ``n`` (from its first test word until both its words are answered), ``2 * n
    + 1`` after frame ``n`` is complete and before frame ``n + 1``'s first test word. A value
    given between frames first stands in the next one; one replaced between frames last stood
    in the one before; one given and replaced between the same two frames stood in none.

    >>> penalised_moments(2, [(4, 3), (5, 1)], truth=1, end_frame=8)  # put right after line 2
    [2]
    >>> penalised_moments(2, [(4, 1), (5, 3)], truth=1, end_frame=4)  # made wrong after line 2
    [3, 4]
    """
    frames: set[int] = set()
    for i, (start, value) in enumerate(history):
        stop = history[i + 1][0] if i + 1 < len(history) else 2 * end_frame
        if value != truth:
            frames.update(range(max((start + 1) // 2, frame), stop // 2 + 1))
    return sorted(frames)


def match_winner(totals: Sequence[int], target: int = MATCH_TARGET) -> int | None:
    """The side (0 or 1) that has won the match at the end of a game, or ``None`` to play on.

    Only one side at or over ``target``: it wins. Both: the higher total. Tied at or over the
    target: play goes on until one side is ahead at the end of a game.
    """
    a, b = totals
    if a < target and b < target:
        return None
    if a == b:
        return None
    return 0 if a > b else 1


@dataclass(frozen=True, slots=True)
class GamePoints:
    """A finished game's points for one side, split as the pad shows them."""

    score: int
    """The SCORE column value (winner only)."""
    jots: int
    """Points for jots (five jots counting 10; with words of L letters, L jots count 2L), the
    JOTTO line excluded."""
    penalties: int
    """Net penalty points: + for being misinformed, - for wrong announcements."""

    @property
    def total(self) -> int:
        return self.score + self.jots + self.penalties
