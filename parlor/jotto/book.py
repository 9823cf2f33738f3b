"""The hard bot's opening book: its first test words, chosen offline by a deeper search.

The book is a tree keyed by the answers so far: the root (no answers yet) holds the first test
word, ``2`` the second after the first got 2 jots, ``2,1`` the third, and so on. It is built by
``data/build_book.py`` (deterministic) and shipped as ``data/jotto_book.tsv``, with the digest of
the word list it was built for: a different word list simply gets no book.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from pathlib import Path

__all__ = ["BOOK_FILE", "Book", "format_book", "load_book", "words_digest"]

BOOK_FILE = "jotto_book.tsv"
_MAGIC = "# parlor jotto opening book v1"


def words_digest(words: Sequence[str]) -> str:
    """A short digest of a word list (the book is only valid for the list it was built on)."""
    return hashlib.sha256("\n".join(words).encode("ascii", "replace")).hexdigest()[:16]


def _key(answers: Iterable[int]) -> str:
    return ",".join(str(a) for a in answers) or "-"


class Book:
    """Test words by answer sequence."""

    def __init__(self, moves: dict[str, str]) -> None:
        self.moves = moves

    def __len__(self) -> int:
        return len(self.moves)

    def lookup(self, history: Sequence[tuple[str, int]]) -> str | None:
        """The book's next test word if every earlier test word was the book's own, else None."""
        answers: list[int] = []
        for word, n in history:
            if self.moves.get(_key(answers)) != word:
                return None
            answers.append(n)
        return self.moves.get(_key(answers))


def format_book(moves: dict[tuple[int, ...], str], words: Sequence[str], note: str) -> str:
    """The book file's text (sorted, so that the same tree always gives the same bytes)."""
    lines = [_MAGIC, f"# words {words_digest(words)}", f"# {note}"]
    for answers in sorted(moves, key=lambda a: (len(a), a)):
        lines.append(f"{_key(answers)}\t{moves[answers]}")
    return "\n".join(lines) + "\n"


def load_book(path: Path, words: Sequence[str]) -> Book | None:
    """The book at ``path`` if it exists and was built for ``words``; otherwise None."""
    try:
        text = path.read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return None
    lines = text.splitlines()
    if len(lines) < 2 or lines[0] != _MAGIC or lines[1] != f"# words {words_digest(words)}":
        return None
    known = set(words)
    moves: dict[str, str] = {}
    for line in lines[2:]:
        if not line or line.startswith("#"):
            continue
        key, _, word = line.partition("\t")
        if word in known:
            moves[key] = word
    return Book(moves)
