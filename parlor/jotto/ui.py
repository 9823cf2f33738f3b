"""Playing Jotto in the terminal: prompts, the pad after every line, the match to its end.

All decisions are the engine's (:mod:`parlor.jotto.game`); this module asks, shows and loops.
"""

from __future__ import annotations

import contextlib
import copy
import difflib
import os
import random
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field, replace
from typing import IO, TYPE_CHECKING, Any, cast, overload

from rich.cells import cell_len
from rich.console import Console, RenderableType
from rich.rule import Rule
from rich.text import Text

from parlor.core.console import MirroredOutput, readable
from parlor.core.prompt import (
    HELP_WORDS,
    LINE_MAX,
    LOOKALIKES,
    EndOfInput,
    Hidden,
    InputSource,
    TerminalInput,
    fit_prompt,
)
from parlor.core.prompt import markup_escape as escape  # (a name may end in a backslash)
from parlor.core.saves import Saver
from parlor.core.scorepad import Note, ScoreSheet, Table, render_rich
from parlor.core.spinner import thinking
from parlor.jotto.game import (
    NUMBER_DIGITS,
    Answer,
    Correct,
    Disagrees,
    GameResult,
    JottoError,
    JottoGame,
    JottoMatch,
    JottoObservation,
    Test,
    TestLine,
    Variant,
    entry_correction_frames,
    parse_action,
    secret_problem,
    small_number,
)
from parlor.jotto.lexicon import Lexicon, length_name, without_accents
from parlor.jotto.pad import (
    capital,
    checked_game,
    does,
    jots_text,
    possessive,
    side_label,
    when_corrected,
)
from parlor.jotto.rules import MATCH_TARGET

if TYPE_CHECKING:
    from parlor.core.player import Player
    from parlor.jotto.solver import Guesser, JottoBot

__all__ = ["AllowedTests", "JottoSession", "QuitGame", "Side"]

RECORD_FORMAT = "parlor.jotto"
RECORD_VERSION = 1

HELP_PLAY = (
    "A test word's [bold]jots[/] are the letters it has in common with the other side's secret "
    "word (a repeated letter counts as often as it is in both); testing the secret word itself "
    "is JOTTO and wins the game. The winner scores the pad's SCORE for the line (100 on line 1, "
    "5 less on each later line, 0 from line 21) plus its jots, the other side its jots. The "
    "match ends when a side has {target} points after a game (the higher total wins; tied, play "
    "goes on). On the pad, a side's alphabet crosses out the letters its answers prove absent "
    "from the other side's secret and shows those proved present as (E); 5 (10) is an "
    "anagram of the secret, worth 10 jots."
)
HELP = (
    f"{HELP_PLAY}\nCommands at any prompt: [bold]pad[/] shows the pad, [bold]correct LINE JOTS[/] "
    "corrects an answer you gave earlier, at your own prompt (a wrong answer costs 10 points "
    "for each line it stands), [bold]secret[/] shows your own secret word, [bold]help[/] shows "
    "this, [bold]quit[/] stops ([bold]parlor resume[/] continues a saved game later)."
)
HELP_NO_ANNOUNCE = (
    f"{HELP_PLAY}\nCommands at any prompt: [bold]pad[/] shows the pad, [bold]secret[/] shows "
    "your own secret word, [bold]help[/] shows this, [bold]quit[/] stops "
    "([bold]parlor resume[/] continues a saved game later)."
)


COMMANDS = ("help", "quit", "exit", "pad", "correct")
"""The words :meth:`JottoSession.ask` takes as commands (besides ``?``, ``h`` and ``q``)."""


COMMAND_LIKE = {
    "undo": "a test word cannot be taken back once tested, as on paper",
    "back": "a test word cannot be taken back once tested, as on paper",
    "save": "the match is saved after every move",
    "hint": "Jotto has no hint command (pad shows the letters proved in and out)",
    # five-letter words a newcomer types for the score or the rules (SCORE was tested)
    "score": "the score is on the pad (type pad)",
    "rules": "help says how to play, and parlor jotto rules prints the rules",
    # parlor's commands, typed at a prompt: SHEET became a newcomer's secret word
    "sheet": "pad shows this game's pad (parlor jotto sheet prints a match's pads)",
    "stats": "the score is on the pad (type pad); parlor stats shows the figures of matches",
    "solve": "parlor jotto solve WORD shows how the bot finds a word",
    "scores": "the score is on the pad (type pad)",
    "resume": "the match is saved after every move (quit stops it, parlor resume continues it)",
    "replay": "pad shows this game's pad (parlor jotto sheet prints a match's pads)",
    "helper": "help says how to play (parlor jotto helper helps a game played on paper)",
}
"""Words a player may type as commands that are words of the game (UNDO, BACK, SAVE and HINT
of a four-letter game; SCORE, RULES, SHEET, STATS and SOLVE of a five-letter one; RESUME and
REPLAY of a six-letter one): at the keyboard, held back once before they spend a line
(:meth:`JottoSession._repeat_held`) or become a secret word (:meth:`JottoSession._secret_for`);
where they are no word of the game, refused with what they say."""


_STOP = "to stop, type quit (parlor resume continues a saved match)"
_NEW = "quit stops this match, and parlor jotto then starts a new one"
_OVER = (
    "The match is over: Enter shows its result and records it (so do quit, Ctrl-C and "
    "Ctrl-D); parlor jotto then starts a new one."
)
"""What is said at the match's end ('Press Enter for the match's result') of saving, stopping
or starting anew: the replies of a match in play said quit stops it for parlor resume (AY19)."""
TALK = {
    "pass": "nobody passes in Jotto, each turn tests a word (help says how to play)",
    "skip": "nobody passes in Jotto, each turn tests a word (help says how to play)",
    "give up": _STOP,
    "i give up": _STOP,
    "resign": _STOP,
    "forfeit": _STOP,
    "surrender": _STOP,
    "new game": _NEW,
    "restart": _NEW,
    "status": "the score is on the pad (type pad)",
    "reveal": "the secret words are shown when a side says the other's (JOTTO); secret shows "
    "your own",
}
"""What a newcomer may type for a command Jotto does not have (pass, give up, new game), with
what to do instead. They were refused as words ('PASS has 4 letters; words have 5', "'give
up' is not a word"). Only where the entry is no word of the game (PASS is one of a
four-letter game)."""


ECHO_SHOWN = 40
"""The most of a line typed at the secret's prompt that its echo shows (in stars or, for a
command, as typed)."""

SECRET_ASKED = {
    "secret",
    "secrets",
    "mine",
    "my secret",
    "my secret word",
    "my word",
    "secret word",
    "show secret",
    "show my secret",
    "show my secret word",
    "show my word",
    "what is my secret",
    "what is my word",
    "what's my secret",
    "what's my word",
}
"""What a player types to see their own secret word again (:meth:`JottoSession._show_secret`):
at one keyboard of two people the pad shows it as stars, and on paper it is on their pad.
SECRET (six letters) and MINE (four) are words of a game of that length: there, at the word
prompts, they are the word, and 'my secret' the command."""

SECRET_CANCEL = {"n", "no", "cancel", "not now", "later", "stop"}
"""Answers to 'press Enter to see it' that leave the secret unshown and ask again."""

HELD = {
    **TALK,
    **COMMAND_LIKE,
    "secret": "my secret shows your own secret word",
    "mine": "my secret shows your own secret word",
}
"""The words held back once at the keyboard where they are words of the game (PASS of a
four-letter game, RESIGN of a six-letter one, as SCORE of a five-letter one), with what they
say."""


def without_commands(lexicon: Lexicon) -> Lexicon:
    """``lexicon`` without the words that are commands at every prompt (HELP, QUIT and EXIT,
    four-letter words): a four-letter game neither hides nor tests them, and the helper and
    ``solve`` read the same list (the helper took 'help 2' as HELP, 2 jots)."""
    keep = set(lexicon.words) - set(COMMANDS)
    return lexicon if len(keep) == len(lexicon) else lexicon.restricted(keep, lexicon.name)


def command_word_problem(word: str, length: int) -> str | None:
    """Why ``word``, a command of the game, is no word of a ``length``-letter game, or
    ``None``: the game's reason, as its start-up line says it for a list of its own."""
    w = word.strip().lower()
    if w not in COMMANDS or len(w) != length:
        return None
    said = [c.upper() for c in COMMANDS if len(c) == length]
    listed = ", ".join(said[:-1]) + f" and {said[-1]}" if len(said) > 1 else said[0]
    return (
        f"{w.upper()} is a command at every prompt, so a {length_name(length)}-letter "
        f"game leaves {listed} out of its words"
    )


def command_hint(text: str, commands: Sequence[str] = COMMANDS) -> str:
    """``" (did you mean quit?)"`` when a refused entry looks like a mistyped command."""
    parts = text.split()
    if not parts:
        return ""
    word = parts[0].lower()
    if word in commands:  # "help me", "quit now": the command, with words after it
        return f" (did you mean {word}?)" if len(parts) > 1 and word != "correct" else ""
    close = difflib.get_close_matches(word, commands, n=1, cutoff=0.66)
    # A slip keeps the first letter (HAD is no try at pad), or most of the word (hlep).
    if close and (
        close[0][0] == word[0] or difflib.SequenceMatcher(None, word, close[0]).ratio() >= 0.75
    ):
        return f" (did you mean {close[0]}?)"
    return ""


SHORT_PAD_BELOW = 2
"""The rows kept below the pad reprinted after a line, on a screen too low for it whole: the
next prompt and a line said before it (who tested what)."""


GO_ON_WORDS = frozenset(
    (
        *("next", "ok", "okay", "go", "on", "continue", "c", "y", "yes", "yeah", "yep", "sure"),
        *("play", "enter", "return", "ready", "start", "go on", "next game"),
        *("play on", "another", "another game", "again", "more"),
        *("play again", "rematch", "one more", "next one"),  # (BA19: 'not a command here')
    )
)
"""Answers to "Press Enter for game N" that say go on, as Enter does (as Jo-Jotte's between
deals)."""

STOP_WORDS = frozenset(("n", "no", "stop", "end", "enough", "done", "nope", "bye", "later"))
"""Answers to "Press Enter for game N" that may mean "no more": they are told to type quit."""


NAMED_MAX = 6
"""The most lines the bot's warning of impossible answers names one by one, with their words
and answers; more are named by their span ('lines 1 to 40')."""


SMALL_COUNTS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def small_count(n: int) -> str:
    """``n`` in words below ten (``"two"``), else in digits."""
    return SMALL_COUNTS[n] if 0 <= n < len(SMALL_COUNTS) else str(n)


def numbers_text(numbers: Sequence[int], last: str = "or") -> str:
    """``"1, 3 or 5"``; ``"1 to 6"`` for a run of three or more (lines here, the helper's
    entries in ``cli_tools``)."""
    if len(numbers) >= 3 and list(numbers) == list(range(numbers[0], numbers[0] + len(numbers))):
        return f"{numbers[0]} to {numbers[-1]}"
    if len(numbers) == 1:
        return str(numbers[0])
    return ", ".join(map(str, numbers[:-1])) + f" {last} {numbers[-1]}"


NUMBER_WORDS = {"zero": "0", "none": "0", "one": "1", "two": "2", "three": "3", "four": "4"}
NUMBER_WORDS.update(five="5", six="6")


def jots_answer(text: str) -> str:
    """A jots answer as people say it, as digits: ``2 jots``, ``1 jot``, ``two`` -> ``2``;
    ``2!``, ``2,`` and ``(2)`` too (they were refused as no number), and ``no jots`` -> ``0``."""
    said = text.strip()
    if len(said) > 2 and said[0] == "(" and said[-1] == ")":
        said = said[1:-1]
    words = said.lower().rstrip(".!,;").split()
    if len(words) == 2 and words[1] in ("jot", "jots"):
        words = ["0"] if words[0] == "no" else words[:1]  # ('no jots' was no number)
    if len(words) == 1:
        return NUMBER_WORDS.get(words[0], words[0])
    return text


SPLIT = re.compile(r"[\s\-\u2010-\u2015]+")
"""What may split a word typed (``CRA NE``, ``cr-ane``, a tab): spaces, hyphens, dashes."""


def meant_word(text: str, accepted: Callable[[str], bool]) -> str | None:
    """The word ``text``, refused for characters that are no letter A to Z, stands for, when
    it is one: ``text`` without the spaces, hyphens and tabs in it (``CRA NE``, ``cr-ane``)
    and with its letters of other alphabets that look Latin read as the Latin ones (a Cyrillic
    е), its accents dropped, is a word ``accepted`` takes (one of the list that the prompt
    would take: a suggestion refused in its turn is worse than none). ``None`` otherwise, and
    for ``text`` that is no such slip. The word is only suggested, never taken for ``text``."""
    typed = text.strip()
    joined = "".join(LOOKALIKES.get(ch, ch) for ch in SPLIT.sub("", typed))
    plain = without_accents(joined)
    if plain is None or plain.lower() == typed.lower():
        return None
    word = plain.lower()
    if not (word.isascii() and word.isalpha()) or not accepted(word):
        return None
    return word


def lookalike_note(text: str, *, hide: bool = False, meant: str | None = None) -> str:
    """What to add to the refusal of ``text`` when letters in it only look Latin: ``" (the с
    in it is Cyrillic, not the Latin c)"``; ``""`` when it has none. 'use the letters A to Z
    only' alone puzzled a player whose entry shows nothing but A to Z. ``hide``: the letters
    are not named (a secret typed hidden).

    ``meant``: the word ``text`` stands for (:func:`meant_word`), asked about as the note's
    end: ``" (the е in it is Cyrillic, not the Latin e: did you mean CRANE?)"``, and for a
    word split by a space or a hyphen (``cr-ane``) alone: ``" (did you mean CRANE?)"``.
    Hidden, the word is not named: ``" (without its space it is a word of the list)"``, ``" (it
    has a Cyrillic letter that looks Latin; in Latin letters it is a word of the list)"``."""
    found: dict[str, str] = {}
    for ch in text:
        if ch in LOOKALIKES and ch not in found:
            found[ch] = unicodedata.name(ch, "").split(" ")[0].title()  # Cyrillic, Greek
    asked = f"did you mean {meant.upper()}?" if meant and not hide else ""
    if not found:
        if not meant:
            return ""
        if asked:
            return f" ({asked})"
        splits = SPLIT.findall(text.strip())
        many = len("".join(splits)) > 1
        kind = "space" if all(s.isspace() for s in splits) else "hyphen"
        if any(s.isspace() for s in splits) and not all(s.isspace() for s in splits):
            kind, many = "spaces and hyphens", False
        return f" (without its {kind}{'s' if many else ''} it is a word of the list)"
    script = " and ".join(sorted(set(found.values())))
    if hide:
        looks = "letters that look" if len(found) > 1 else "letter that looks"
        latin = "; in Latin letters it is a word of the list" if meant else ""
        return f" (it has {'' if len(found) > 1 else 'a '}{script} {looks} Latin{latin})"
    end = f": {asked})" if asked else ")"
    if len(found) == 1:
        ch = next(iter(found))
        return f" (the {ch} in it is {script}, not the Latin {LOOKALIKES[ch]}{end}"
    chars = list(found)
    named = ", ".join(chars[:-1]) + f" and {chars[-1]}"
    return f" (the {named} in it are {script}, not Latin letters{end}"


def unaccented(text: str) -> str:
    """``text`` without its accents when that leaves letters A to Z only (``élève`` ->
    ``eleve``, as a player's list in such a language is read since 69a0449, and as word
    games in those languages play); else ``text`` as typed (a Cyrillic or a ß word keeps its
    letters, for the refusal to name them)."""
    if text.isascii():
        return text
    # (accents only: a superscript ² stays what it is, not the digit 2)
    plain = without_accents(text)
    return text if plain is None else plain


QUOTE_PAIRS = (
    ('"', '"'),
    ("'", "'"),
    ("`", "`"),
    ("\u201c", "\u201d"),  # “ ”
    ("\u2018", "\u2019"),  # ‘ ’
    ("\u201e", "\u201c"),  # „ “
    ("\u00ab", "\u00bb"),  # « »
)
"""The pairs of quotes a word may come in, copied from a message or a page ("audio",
'audio', “audio”): Jo-Jotte's prompts read "10d" as 10d."""


def unquoted(text: str) -> str:
    """``text`` without one pair of matching quotes around it (``"audio"``, ``'audio'``,
    ``“audio”`` -> ``audio``); else ``text`` as it is. Only a pair: ``'audio`` keeps its
    quote, for the refusal to show it."""
    typed = text.strip()
    for left, right in QUOTE_PAIRS:
        if len(typed) > 2 and typed.startswith(left) and typed.endswith(right):
            return typed[1:-1].strip()
    return text


def unquoted_words(text: str) -> str:
    """``text`` with each word in it that is wrapped in one pair of matching quotes without
    them: a helper line ``"crane" 2, ‘slate’ 1`` reads as ``crane 2, slate 1``."""
    text = unquoted(text)
    for left, right in QUOTE_PAIRS:
        text = re.sub(
            f"{re.escape(left)}([^\\s{re.escape(left + right)}]+){re.escape(right)}",
            r"\1",
            text,
        )
    return text


def compact_width(table: Table) -> int:
    """The columns ``table`` needs on a terminal with every cell whole, drawn as narrow as the
    terminal's pad is drawn: no borders, a space between columns, headers wrapped at spaces.
    A header's words longer than five letters (a long name) may be broken, as they are when
    there is no room for them anyway; LINE, SCORE, TEST, WORD and JOTS are kept whole."""
    total = len(table.columns) - 1
    for i, col in enumerate(table.columns):
        cells = [cell_len(row[i].text) for row in table.rows if i < len(row)]
        words = [n for n in map(cell_len, col.split()) if n <= 5]
        total += max([*cells, *words, 1])
    return total


CORRECTION = re.compile(
    r"\S+\s+(?:(?P<said>line)(?![a-z])\s*)?(?P<line>\S+?)"
    r"(?:\s*[:=,]\s*|\s+(?:to|is)\s+|\s+)(?P<jots>\S.*)",
    re.IGNORECASE,
)
"""``correct LINE JOTS`` as people type it: ``correct 3 2``, ``correct line 3 to 2``,
``correct 3: 2``, ``correct 3=2``, ``correct 3 two jots`` (the line and the jots; ``said``:
the word 'line' was typed, so LINE is a number: ``correct line three 1``). LINES, LINEN and
LINER are test words, not 'line' and a line ('correct lines 2' was read as line 'S')."""

LINE_WORDS = dict(NUMBER_WORDS)
LINE_WORDS.update(seven="7", eight="8", nine="9", ten="10", eleven="11", twelve="12")
LINE_WORDS.update(thirteen="13", fourteen="14", fifteen="15", sixteen="16", seventeen="17")
LINE_WORDS.update(eighteen="18", nineteen="19", twenty="20")
"""A line of ``correct`` in words (``correct seven 2``): the jots' words (:data:`NUMBER_WORDS`,
0 to 6) and seven to twenty. The jots prompt reads only the jots' words: no answer is 7."""


class QuitGame(Exception):
    """The player asked to stop."""


@dataclass
class Side:
    """One side of the table: a person (or a team's captain) or a bot."""

    name: str
    captain: str | None = None
    guesser: Guesser | None = None
    """Set for a bot side."""
    _bot: JottoBot | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def human(self) -> bool:
        return self.guesser is None

    @property
    def bot(self) -> JottoBot | None:
        """A bot side's player: the :class:`~parlor.jotto.solver.JottoBot` over its guesser,
        made at the first call (the solver loads numpy: only to play)."""
        if self.guesser is None:
            return None
        if self._bot is None or self._bot.guesser is not self.guesser:
            from parlor.jotto.solver import JottoBot

            self._bot = JottoBot(self.name, self.guesser)
        return self._bot

    @property
    def label(self) -> str:
        return side_label(self.name, self.captain)

    @property
    def opening(self) -> str:
        """The label as it begins a sentence (a prompt): ``"You, ..."`` for a side called
        ``"you"`` (judge M #8)."""
        return side_label(capital(self.name), self.captain)


class AllowedTests(Sequence[Test]):
    """The test words ``game`` allows ``side`` now, as the bot is given them (its
    ``legal_actions``): ``in`` asks :meth:`JottoGame.allows` (true of every word once a wrong
    answer rules out the other side's secret), and the words are
    :meth:`JottoGame.legal_actions`, the words that fit. In hard mode that list is
    a pass over the whole word list (some 60 ms a move): it is made only when read, that is
    when the bot's own word is not allowed."""

    def __init__(self, game: JottoGame, side: int) -> None:
        self.game, self.side = game, side
        self._listed: list[Test] | None = None

    def _tests(self) -> list[Test]:
        if self._listed is None:
            self._listed = [a for a in self.game.legal_actions() if isinstance(a, Test)]
        return self._listed

    def __contains__(self, item: object) -> bool:
        return isinstance(item, Test) and self.game.allows(self.side, item.word)

    def __len__(self) -> int:
        return len(self._tests())

    @overload
    def __getitem__(self, index: int) -> Test: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Test]: ...
    def __getitem__(self, index: int | slice) -> Test | Sequence[Test]:
        return self._tests()[index]

    def __iter__(self) -> Iterator[Test]:
        return iter(self._tests())


def _fitting_no_word(
    lexicon: Lexicon, variant: Variant, answered: Sequence[TestLine]
) -> list[TestLine]:
    """The answered test words whose answer on its own fits no word that may be the secret:
    BEGAN 5 when no anagram of BEGAN is in the list (:func:`parlor.jotto.pad.fitting_no_word`)."""
    from parlor.jotto.pad import fitting_no_word  # numpy, on demand

    given = [(t.word, t.announced) for t in answered if t.announced is not None]
    kept = [t for t in answered if t.announced is not None]
    return [kept[i] for i in fitting_no_word(lexicon, variant, given)]


@dataclass
class JottoSession:
    """A match of Jotto at one keyboard."""

    console: Console
    inp: InputSource
    sides: tuple[Side, Side]
    lexicon: Lexicon
    common: Lexicon
    rng: random.Random
    first: int
    announce: bool = False
    variant: Variant = field(default_factory=Variant)
    target: int = MATCH_TARGET
    think_times: list[float] = field(default_factory=list)
    on_game_end: Callable[[JottoGame, GameResult], None] | None = None
    seed: int = 0
    first_by_lot: bool = True
    """False when the players chose who tests first in game 1 (``--first``)."""
    options: dict[str, Any] = field(default_factory=dict)
    """The command-line options, kept in the save so that a game can be resumed."""
    saver: Saver | None = None
    in_history: bool = False
    """The finished match is already in the history (kept in the save)."""
    saved_upto: str | None = None
    """How far the save file holds the match ('line 3 of game 2'), from the last save that
    worked; ``None`` before any (or when the save is another parlor's)."""

    def __post_init__(self) -> None:
        self.match = JottoMatch(self.first, self.target)
        self.game: JottoGame | None = None
        self.games: list[JottoGame] = []
        self.pending_secrets: list[str] = []
        self._resume_game: JottoGame | None = None
        self._resumed_after: GameResult | None = None
        """A save resumed between games: the last game's result, recalled before the next."""
        self._warned_contradiction: dict[int, tuple[int, tuple[int, ...], int]] = {}
        """Per side, the contradiction last warned about: (wrong answers at the least, the lines
        named, corrections made so far). A new reading (more or fewer wrong answers, a line not
        named before, one line left) or a correction that leaves the answers impossible is
        warned about again; the same one is not repeated every turn."""
        self._repeat_asked: tuple[int, int, int, str] | None = None
        """The repeated test word last held back (game, side, line, word): typed again, it goes."""
        self._tty: IO[str] | None = None  # (/dev/tty, to show a secret when piped to tee)
        self._pausing: int | None = None
        """Game N while 'Press Enter for game N' is asked (:meth:`_pause_before`)."""

    # ------------------------------------------------------------------ saving
    def record(self) -> dict[str, Any]:
        """The match so far as a record: options, chance events (secrets) and actions."""
        games = [g.to_record() for g in self.games]
        if self.game is not None and self.game not in self.games:
            games.append(self.game.to_record())
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": "jotto",
            "options": self.options,
            "seed": self.seed,
            "first": self.first,
            "names": list(self.names),
            "games": games,
            "pending_secrets": list(self.pending_secrets),
            "finished": self.match.is_over(),
            "totals": list(self.match.totals),
            "in_history": self.in_history,
            # (the bot's warnings given in the game in play: resumed, it said them again)
            "warned": {str(k): [v[0], list(v[1]), v[2]] for k, v in self._warned.items()},
        }

    @property
    def _warned(self) -> dict[int, tuple[int, tuple[int, ...], int]]:
        """:attr:`_warned_contradiction` of the game in play (none between games)."""
        if self.game is None or self.game.is_over():
            return {}
        return self._warned_contradiction

    def _restore_warned(self, value: object) -> None:
        """The warnings a save says were given in its game in play (:meth:`record`), so that a
        resumed game does not say again that the answers cannot all be right (judge N13: it
        did, in other words). Anything else in the file is passed over: a warning more is no
        harm to the game."""
        if not isinstance(value, dict):
            return
        for key, item in value.items():
            if key not in ("0", "1") or not isinstance(item, list) or len(item) != 3:
                continue
            wrong, at, corrections = item
            numbers = [wrong, corrections, *(at if isinstance(at, list) else [None])]
            if all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
                self._warned_contradiction[int(key)] = (wrong, tuple(at), corrections)

    def player_stats(self) -> dict[str, dict[str, int]]:
        """Per side, for the history: games played and won, test words used in games won."""
        out: dict[str, dict[str, int]] = {}
        for side in (0, 1):
            won = [g for g in self.games if g.winner == side]
            out[self.names[side]] = {
                "games": len(self.games),
                "games_won": len(won),
                "test_words_won": sum(len(g.tests[side]) for g in won),
            }
        return out

    def _save(self) -> None:
        if self.saver is not None:
            self.saver.save(self.record())
            if not self.saver.disabled:
                self.saved_upto = self.progress()

    def save_at_stop(self) -> None:
        """Write the save once more as the run stops (Ctrl-C, a closed terminal, a kill): a
        move made and shown an instant before may not be saved yet (a terminal closed just
        after "JOTTO!" lost the winning word, the game resumed a line earlier: judge W15 #3).
        Only a match saved before is written again (nothing played, nothing saved)."""
        if self.saver is None or not self.saver.written or self.saver.disabled:
            return
        # (a state caught in the middle of a change cannot always be written: the last save
        # stands, and the stop is said as before)
        with contextlib.suppress(Exception):
            self._save()

    def standing(self) -> tuple[int, int | None]:
        """Where the match stands, for ``parlor resume --list``: the games finished, and the
        line of the game in play (``None`` when none is: the next has not begun; ``0`` before
        its first test word). The list worked out from the save's actions when a game ends and
        which line is in play, a second copy of the rules (judge Y15 #4)."""
        game = self._resume_game or self.game
        if game is None or game.is_over() or game in self.games:
            return len(self.games), None
        # (the line in play: an announce game waiting for the answer to line 1's second word
        # was listed at 'line 2', the line counted done once both sides had tested; AO18 #3)
        return len(self.games), (game.frame() if any(game.tests) else 0)

    def progress(self) -> str:
        """Where the match stands, in words: 'line 3', 'line 2 of game 2', 'the end of game 1';
        'Bot's test word on line 4' when only one side has tested on the last line."""
        number = len(self.games)
        game = self.game if self.game is not None else self._resume_game
        if game is None and self.games:
            game = self.games[-1]
        if game is None:
            return "its start"
        if game not in self.games:
            number += 1
        lines = [t.line for tests in game.tests for t in tests]
        if game.is_over():
            return f"the end of game {number}"
        where = f"line {max(lines)}" if lines else "the secret words"
        if lines:
            # only one side's test word on the last line (judge AE16 #4: 'up to line 1' when
            # the other's word on it was not saved): whose it is
            on_top = [
                k for k, tests in enumerate(game.tests) if any(t.line == max(lines) for t in tests)
            ]
            if len(on_top) == 1:
                where = f"{self.names[on_top[0]]}'s test word on {where}"
        return where if number == 1 else f"{where} of game {number}"

    def restore(self, record: dict[str, Any]) -> None:
        """Rebuild the match from a save by replaying its games through the engine."""
        announce = (self.announce and self.sides[0].human, self.announce and self.sides[1].human)
        if "games" not in record:  # (every save has them: without, it began game 1 anew and
            # its game in play was lost when it was saved again: judge V14 #3)
            raise ValueError("the save has no list of games")
        games = record["games"]
        if not isinstance(games, list):
            raise TypeError("the games are not a list")
        for k, entry in enumerate(games, 1):
            if self._resume_game is not None:
                raise ValueError("a game follows an unfinished one")
            secrets, first, actions = checked_game(entry, k)  # (in the save's own terms)
            said = entry.get("announce", announce)
            if not isinstance(said, list | tuple) or len(said) != 2:
                raise ValueError(f"announce is {said!r}, not two true/false values")
            game = JottoGame(
                secrets, first, self.lexicon, said, self.variant, entry_correction_frames(entry)
            )
            for n, text in enumerate(actions, 1):
                try:
                    game.apply(parse_action(text))
                except ValueError as exc:  # (a JottoError is a ValueError too)
                    raise ValueError(f"game {k}, action {n} ({text!r}): {exc}") from None
            if game.is_over():
                self.games.append(game)
                self.match.add(game.result())
            else:
                self._resume_game = game
        if self._resume_game is not None:
            self._restore_warned(record.get("warned"))
        pending = record.get("pending_secrets", [])
        if not isinstance(pending, list) or len(pending) > 2:
            raise ValueError("the secrets typed for the next game are not a list of two at most")
        for i, word in enumerate(pending):
            problem = (
                secret_problem(word, self.lexicon, self.variant) if isinstance(word, str) else ""
            )
            if problem is not None:
                raise ValueError(f"side {i + 1}'s secret for the next game: {problem or word!r}")
        self.pending_secrets = [w.strip().lower() for w in pending]
        self.in_history = record.get("in_history") is True
        if self._resume_game is None and self.match.results:
            self._resumed_after = self.match.results[-1]

    # ------------------------------------------------------------------ helpers
    @property
    def _letters(self) -> str:
        """The words' length in words, for the prompts' help: ``"five"``."""
        n = self.lexicon.length
        return {4: "four", 5: "five", 6: "six"}.get(n, str(n))

    @property
    def names(self) -> tuple[str, str]:
        return (self.sides[0].name, self.sides[1].name)

    def does(self, side: int, verb: str) -> str:
        """``"Ann tests"``, but ``"You test"``."""
        return escape(does(self.names[side], verb))

    def say(self, text: str) -> None:
        self.console.print(text)

    def error(self, text: str) -> None:
        self.console.print(f"[bold red]![/] {escape(text)}")

    def show_pad(
        self,
        show_secrets: tuple[bool, bool] = (False, False),
        *,
        last: bool = False,
        short: bool = False,
    ) -> None:
        """The pad so far, as wide as the terminal allows. ``last``: the final pad of the last
        game played (asked for between games). ``short``: the pad reprinted after a line, drawn
        short on a screen too low for it whole (:meth:`_drawn_short`); ``pad`` and the reveal
        show it whole."""
        game = self.games[-1] if last and self.games else self.game
        if game is None:
            return
        from parlor.jotto.pad import build_pad  # numpy (letter deduction): loaded on demand

        totals = self.match.totals
        if last:  # (the match totals before that game: its pad adds its own)
            done = self.match.results[-1].totals
            totals = (totals[0] - done[0], totals[1] - done[1])

        def pad(score: bool = True) -> ScoreSheet:
            return build_pad(
                game,
                self.names,
                match_totals=totals,
                game_number=len(self.match.results) + (0 if last else 1),
                target=self.target,
                show_secrets=show_secrets,
                captains=(self.sides[0].captain, self.sides[1].captain),
                score=score,
            )

        sheet = pad()
        lines = next((b for b in sheet.blocks if isinstance(b, Table)), None)
        if lines is not None and compact_width(lines) > self.console.width:
            # At 30 columns FLASK showed as 'FLAS' / 'K': the SCORE column gives way first.
            sheet = pad(score=False)
        if short:
            self.console.print(self._drawn_short(sheet))
            return
        self.console.print(render_rich(sheet, plain_marks=not self.console.is_terminal))

    def _lines(self, shown: RenderableType) -> int:
        """The lines ``shown`` takes on the console."""
        return len(self.console.render_lines(shown, self.console.options, pad=False))

    def _drawn_short(self, sheet: ScoreSheet) -> RenderableType:
        """``sheet`` drawn whole, or, on a screen too low for it and the prompt after it, with
        its earliest lines left out and one row saying how many and that ``pad`` shows them:
        the title, the headings and the last lines stay on the screen (the pad, reprinted whole
        after every line, pushed its title and headings off 24 rows from line 12 or 13, judge
        P14 #3a). Only at a terminal (its height known; or a file shown on one, as Jo-Jotte's
        sheet is drawn short); a pipe gets it whole."""
        plain = not self.console.is_terminal
        full = render_rich(sheet, plain_marks=plain)
        screen = self.console.is_terminal or isinstance(self.console.file, MirroredOutput)
        table = next((b for b in sheet.blocks if isinstance(b, Table)), None)
        room = self.console.height - SHORT_PAD_BELOW
        if not screen or table is None or len(table.rows) < 2:
            return full
        over = self._lines(full) - room
        if over <= 0:
            return full
        rows = table.rows
        at = sheet.blocks.index(table)
        drawn: RenderableType = full
        for hidden in range(min(over + 1, len(rows) - 1), len(rows)):
            first, last = rows[0][0].text, rows[hidden - 1][0].text
            said = f"line {first}" if hidden == 1 else f"lines {first}-{last}"
            are = "is" if hidden == 1 else "are"
            note = Note(f"({said} {are} hidden to fit the screen: pad shows them all)", "dim")
            # (a copy: the sheet is drawn when printed, from the blocks it holds then)
            shorter = copy.copy(sheet)
            shorter.blocks = [
                *sheet.blocks[:at],
                note,
                replace(table, rows=rows[hidden:]),
                *sheet.blocks[at + 1 :],
            ]
            drawn = render_rich(shorter, plain_marks=plain)
            if self._lines(drawn) <= room:
                break
        return drawn

    def _pad_form(self, text: str) -> str:
        """An anagram's count as the pad shows it, ``5 (10)``, read as the answer it is (``5``);
        any other ``text`` as it is."""
        n = self.lexicon.length
        said = re.fullmatch(r"\s*(\d+)\s*\(\s*(\d+)\s*\)\s*", text)
        if said and small_number(said[1]) == n and small_number(said[2]) == 2 * n:
            return said[1]
        return text

    def _anagram_hint(self, jots: int | None) -> str:
        """What follows a refused count of ``jots`` that is what the pad counts an anagram
        (``10``): how an anagram is answered; else nothing."""
        n = self.lexicon.length
        if jots != 2 * n:
            return ""
        return (
            f"; a word with the same letters in another order is answered {n} (the pad counts "
            f"it {2 * n})"
        )

    def _jots_range(self) -> str:
        """The refusal of a jots answer that is no number of jots (``-1``, ``6``, ``lots``)."""
        return f"jots are a number from 0 to {self.lexicon.length} (or a command: help)"

    def _own_secret_visible(self) -> tuple[bool, bool]:
        humans = [s.human for s in self.sides]
        if all(humans):
            return (False, False)  # one keyboard, two people: nobody's secret on screen
        return (humans[0], humans[1])

    def ask(
        self, side: int, prompt: str, *, hidden: Hidden = False, now: str = "", count: bool = False
    ) -> str | None:
        """Ask ``side``; handle the commands; return the answer or ``None`` to ask again.

        ``count``: the prompt wants a number (the jots), so HINT, SAVE, UNDO and BACK, words of
        a four-letter game, are the commands a player means there, as in every other length.

        ``now``: what this prompt wants, said after the help (a newcomer's first ``help`` is
        typed at the secret prompt, and the help must say what to type there).
        """
        # (a tab typed in the answer was quoted back as '\t' by the refusals)
        typed = self.inp.ask(prompt, hidden=hidden)
        return self._answer(side, typed, now=now, count=count)

    def is_command(self, typed: str, *, count: bool = False) -> bool:
        """Whether :meth:`_answer` takes the line ``typed`` as a command (``help``, ``pad``,
        ``correct 1 2``, ``secret``, or a word it answers as one, such as ``score`` where
        that is no word of the game), not as a word. Nothing is done: the secret's prompt
        asks it for its transcript's echo (:meth:`secret_echo`)."""
        if len(typed) >= LINE_MAX:
            return False
        return self._command_read(unquoted(readable(typed.strip())), count=count) is not None

    def _command_read(self, text: str, *, count: bool) -> str | None:
        """The command the answer ``text`` (read: without its quotes) is, as :meth:`_answer`
        does it and :meth:`is_command` tells it: ``"help"``, ``"quit"``, ``"hint"``,
        ``"save"``, ``"undo"``, ``"secret"``, ``"like"`` (:data:`COMMAND_LIKE`), ``"talk"``
        (:data:`TALK`), ``"pad"`` or ``"correct"``; ``None`` for an answer. ``count``: the
        prompt wants a number, so HINT, SAVE, UNDO, SCORE... are commands even where they are
        words of the game."""
        # A command as people type it: 'help?', 'quit.', 'Pad!' (never a word: no rule lost)
        word = text.lower().rstrip(".!?") or text.lower()
        if word in ("help", "?", "h"):
            return "help"
        if word in ("quit", "exit", "q"):
            return "quit"
        if word == "pad":
            return "pad"
        if word.startswith("correct"):
            return "correct"
        # (a word of the game only where a word is asked: at the jots prompt 'undo' was told
        # 'UNDO can be your test word: it is asked for next')
        if not count and word in self.lexicon:  # (HINT, SAVE, SCORE: words of some games)
            return None
        if word in ("hint", "hints"):
            return "hint"
        if word == "save":
            return "save"
        if word in ("undo", "back"):  # (the helper's undo)
            return "undo"
        if " ".join(word.replace("\u2019", "'").split()) in SECRET_ASKED:
            return "secret"  # (SECRET, MINE: six and four letters)
        if word in COMMAND_LIKE:  # (SCORE, RULES: five letters)
            return "like"
        if " ".join(word.split()) in TALK:
            return "talk"
        if " ".join(word.split()) in HELP_WORDS:  # 'menu', 'what now?' (no word here)
            return "help"
        return None

    def secret_echo(self, typed: str) -> str:
        """What a piped game's transcript (or a log the game is copied to) shows for the line
        ``typed`` at the secret's prompt: a command as typed (it is no secret), anything else
        as a star for each of its characters, never the letters (``*****`` for a word of
        five). Every line showed ``*****``, as if a word of five had been typed for ``pad``,
        ``secret`` or a word of four."""
        if self.is_command(typed):
            shown = " ".join(typed.split())
            return shown if len(shown) <= ECHO_SHOWN else shown[: ECHO_SHOWN - 3] + "..."
        stars = len(typed.strip())
        return "*" * stars if stars <= ECHO_SHOWN else f"{'*' * ECHO_SHOWN}... ({stars:,})"

    def _answer(self, side: int, typed: str, *, now: str = "", count: bool = False) -> str | None:
        """What :meth:`ask` does with the line ``typed`` (:meth:`is_command` says which lines
        it takes as commands: the two are kept alike)."""
        if len(typed) >= LINE_MAX:
            # (a line is read up to LINE_MAX characters: 'AAA... has 65536 letters' gave the
            # part read as the length of a line of 70,000)
            self.error(f"that answer is over {LINE_MAX} characters long: type one answer (or help)")
            return None
        text = readable(typed.strip())
        # '"audio"' copied with its quotes was refused as no word (Jo-Jotte reads "10d")
        text = unquoted(text)
        command = self._command_read(text, count=count)
        if command is None:
            return text
        word = text.lower().rstrip(".!?") or text.lower()
        if command == "help":
            help_text = HELP if self.announce else HELP_NO_ANNOUNCE
            n = self.lexicon.length
            if n != 5:  # the word-length variant: an anagram is n jots, worth 2n
                help_text = help_text.replace("5 (10) is", f"{n} ({2 * n}) is")
                help_text = help_text.replace("worth 10 jots", f"worth {2 * n} jots")
            if len("secret") == n:  # SECRET is a word of this game: 'my secret' is the command
                help_text = help_text.replace("[bold]secret[/]", "[bold]my secret[/]")
            stop = "[bold]quit[/] stops ([bold]parlor resume[/] continues a saved game later)"
            if self.match.is_over():  # (at the match's end nothing is left to resume: BA19)
                help_text = help_text.replace(
                    stop, "[bold]quit[/] shows the match's result, as Enter does"
                )
            elif self.saver is not None and self.saver.disabled and self.saver.path is not None:
                help_text = help_text.replace(  # (every save fails: judge BG20 #7)
                    stop,
                    "[bold]quit[/] stops (this match is not being saved: the warning above "
                    "says why)",
                )
            elif (  # (nothing saved yet, as quit says there: judge BF20 #3)
                self.saver is not None and not self.saver.written and not self.saver.disabled
            ):
                help_text = help_text.replace(
                    stop,
                    "[bold]quit[/] stops (the match is saved once a secret word is chosen; "
                    "then [bold]parlor resume[/] continues it)",
                )
            target = f"{self.target} point" if self.target == 1 else f"{self.target} points"
            self.say(help_text.replace("{target} points", target))
            if now:
                self.say(f"[bold]Now:[/] {now}")
        elif command == "quit":
            raise QuitGame
        elif command == "hint":
            # Jo-Jotte's prompts take hint; here it was refused as a word of four letters.
            self.error(
                "Jotto has no hint command: pad shows the letters your answers prove in and out "
                "(help lists the commands)"
            )
        elif command == "save" and self.match.is_over():  # (at 'Press Enter for the result')
            self.say(_OVER)
        elif command == "save":
            if self.saver is not None and self.saver.disabled:  # (the warning said why)
                self.error("this match is not being saved (the warning above says why)")
            else:
                self.say(
                    "The match is saved after every move: [bold]quit[/] stops it, and "
                    "[bold]parlor resume[/] continues it."
                )
        elif command == "undo":
            self.error(
                "a test word cannot be taken back once tested, as on paper"
                + (
                    " (correct LINE JOTS changes an answer you gave)"
                    if self.announce
                    else " (help lists the commands)"
                )
            )
        elif command == "secret":
            rest = self._show_secret(side)
            # (another answer than Enter: not shown, and read as the answer to this prompt)
            return None if rest is None else self._answer(side, rest, now=now, count=count)
        elif command == "like":
            self.error(COMMAND_LIKE[word])
        elif command == "talk" and self.match.is_over():  # ('new game': nothing to stop)
            self.error(_OVER[0].lower() + _OVER[1:].removesuffix("."))
        elif command == "talk":
            self.error(TALK[" ".join(word.split())])
        elif command == "pad":
            self._pad_command()
        else:  # correct
            self._correct(side, text)
        return None

    def _pad_command(self) -> None:
        """The command ``pad``: this game's pad, or between games the last one's."""
        if self.game is None:
            a, b = self.match.totals
            score = (
                f"; the match stands at {self.names[0]} {a}, {self.names[1]} {b} (to {self.target})"
                if self.match.results
                else ""
            )
            if self.games and self.match.is_over():  # at the match's end: its last pad
                self.show_pad((True, True), last=True)
                self.say(escape(f"(That was game {len(self.games)}, the last: the match is over.)"))
            elif self.games:  # between games: the last one's pad (scrolled off by now)
                self.show_pad((True, True), last=True)
                self.say(
                    escape(
                        f"(That was game {len(self.games)}. Game {len(self.games) + 1} has "
                        f"no pad yet: it starts once the secrets are chosen{score}.)"
                    )
                )
            else:
                self.error(f"no pad yet: the game starts once the secrets are chosen{score}")
        else:
            self.show_pad(self._own_secret_visible())

    def _show_secret(self, side: int) -> str | None:
        """The command ``secret``: ``side``'s own secret word, shown once the other player has
        looked away (at one keyboard of two people the pad shows it as stars), then wiped from
        the screen where the terminal allows it. Returns ``None``, or the line typed instead of
        Enter (not a cancel word): the secret is not shown, and that line is read as the answer
        to the prompt (read from a pipe, the next line is never lost nor the secret printed
        unasked)."""
        me, other = self.sides[side], self.sides[1 - side]
        game = self.game
        if self._pausing is not None:  # (between games, at 'Press Enter for game N')
            self.error(
                f"game {self._pausing}'s secret words are asked for next: press Enter, then "
                "type yours (the last game's are on its pad: type pad)"
            )
            return None
        if self.match.is_over():  # (at the match's end: 'Press Enter for the result')
            self.error("the match is over: the secret words are on the last pad (type pad)")
            return None
        if game is None or game.is_over():
            self.error(
                "you have no secret word yet: "
                + ("type it now (it is hidden)" if self.game is None else "the game is over")
            )
            return None
        word = game.secrets[side].upper()
        if self._own_secret_visible()[side] or not other.human:
            self.say(f"{escape(possessive(me.name, True))} secret word: [bold]{word}[/].")
            return None
        self.say(
            f"[yellow]{escape(other.opening)}, look away: "
            f"{escape(possessive(me.name))} secret word is shown next.[/]"
        )
        typed = self.inp.ask(f"{escape(me.opening)}, press Enter to see it (n: not now): ")
        answer = readable(typed.strip())
        if answer:
            if " ".join(answer.lower().rstrip(".!").split()) in SECRET_CANCEL:
                self.say("Not shown.")
                return None
            shown = answer if len(answer) <= 20 else answer[:20] + "..."
            self.say(
                f"(Not shown: Enter alone shows it. '{escape(shown)}' is read as your answer.)"
            )
            return typed
        line = f"{escape(possessive(me.name, True))} secret word: [bold]{word}[/]"
        screen = self._wipeable()
        if screen is None:
            # (a pipe, TERM=dumb, the output sent elsewhere: no way to take it off the screen)
            self.say(line)
            self.say(
                f"[yellow]Scroll it out of sight (or clear the screen) before "
                f"{escape(other.label)} looks again: it cannot be wiped here.[/]"
            )
            return None
        file, only = screen
        prompt = "Press Enter to hide it: "
        width = max(1, self.console.width)  # (as printed: the terminal may be resized since)
        rendered = self.console.render_lines(Text.from_markup(line), pad=False)
        said = [sum(cell_len(segment.text) for segment in row) for row in rendered]
        head, last = fit_prompt(prompt, width)
        printed = [*said, *(cell_len(Text.from_markup(h).plain) for h in head)]
        last_cells = cell_len(Text.from_markup(last).plain)
        wiped = False

        def wipe(below: bool) -> None:
            """Up over the word's line and the prompt's, and wipe to the end of the screen
            (it never scrolled off the top: short enough, it was printed last). The rows are
            counted as printed and as the terminal folds them now if it was made narrower
            since (it reflows each line: 'Ann's secret word: M' was left at 20 columns), the
            more of the two."""
            nonlocal wiped
            if wiped:
                return
            wiped = True
            now = max(1, self.console.width)
            answered = last_cells  # (nothing typed shows: the answer is read hidden)
            then = len(printed) + max(1, -(-answered // width))
            folded = sum(max(1, -(-cells // now)) for cells in [*printed, answered])
            rows = max(then, folded) - (0 if below else 1)
            file.write((f"\x1b[{rows}A" if rows > 0 else "") + "\r\x1b[J")
            file.flush()

        def at_stop() -> str:
            # Ctrl-Z: wiped before the program stops (the shell's lines come under it), and
            # said after fg, where Enter goes on
            wipe(below=False)
            whose = escape(possessive(me.name))
            return f"(Ctrl-Z hid {whose} secret word.) Press Enter to go on: "

        keyboard = self.inp if isinstance(self.inp, TerminalInput) else None
        with only():
            self.console.print(line)
            if keyboard is not None:
                keyboard.at_stop = at_stop
            try:
                # Read as a hidden answer: nothing typed is shown (no rows to count), and no
                # line editor redraws the prompt when the terminal is resized (readline did,
                # a row lower each time, and the wipe fell short). The line is ended after
                # it, Ctrl-C and Ctrl-D too: the cursor is on the line below. At the keyboard
                # nothing else is said meanwhile (a second Enter typed at once, or lines
                # pasted, were dropped with the secret prompt's words, rows not counted).
                if keyboard is not None:
                    keyboard.wait_for_enter(prompt)
                else:
                    self.inp.ask(prompt, hidden=True)
            finally:
                if keyboard is not None:
                    keyboard.at_stop = None
                wipe(below=True)
        self.say(f"(Hidden again: {escape(other.opening)} may look.)")
        return None

    def _wipeable(self) -> tuple[IO[str], Callable[[], AbstractContextManager[None]]] | None:
        """Where a secret can be shown and then wiped, with what to write it in: the
        terminal, when the player types at it and it takes cursor moves; ``None`` otherwise
        (a pipe, ``TERM=dumb``, the output sent to a pipe). With the output written to a file
        and shown on the terminal too, on the terminal alone: never into the file."""
        if not self.inp.interactive:
            return None
        if os.environ.get("TERM", "").lower() in ("dumb", "unknown", ""):
            return None
        file = self.console.file
        if isinstance(file, MirroredOutput):
            if file.terminal is None or not file.shown:
                return None
            return cast(IO[str], file), file.on_screen_only
        if self.console.is_dumb_terminal:
            return None
        if not self.console.is_terminal:
            # Standard output piped (parlor jotto | tee game.txt), which shows it on the
            # terminal: the word went into the transcript. Shown on the terminal alone.
            terminal = self._terminal() if file is sys.stdout else None
            if terminal is None:
                return None
            return terminal, lambda: self._on_terminal(terminal)
        return file, contextlib.nullcontext

    def _terminal(self) -> IO[str] | None:
        """The terminal to write to, standard output being no terminal: standard error when
        it is one, else ``/dev/tty`` (opened once), else ``None``."""
        with contextlib.suppress(AttributeError, ValueError, OSError):
            if sys.stderr is not None and sys.stderr.isatty():
                return sys.stderr
        if self._tty is None:
            with contextlib.suppress(OSError):
                self._tty = open("/dev/tty", "w", encoding=self.console.encoding)  # noqa: SIM115
        return self._tty

    @contextlib.contextmanager
    def _on_terminal(self, terminal: IO[str]) -> Iterator[None]:
        """What the console shows meanwhile goes to ``terminal`` alone."""
        before = self.console.file
        before.flush()
        self.console.file = terminal
        try:
            yield
        finally:
            with contextlib.suppress(OSError, ValueError):
                terminal.flush()
            self.console.file = before

    def _hint(self, text: str) -> str:
        """:func:`command_hint` for an entry refused as a secret or a test word, but only when
        it is no word at all: HELLO refused for a repeated letter, or HELPS in a four-letter
        game, was refused for that reason and is no slip of 'help'."""
        w = text.strip().lower()
        if w in self.lexicon:
            return ""
        if 4 <= len(w) <= 6 and w.isascii() and w.isalpha():
            from parlor.jotto.lexicon import LexiconError, default_valid

            try:
                if w in default_valid(len(w)):  # a word of another length
                    return ""
            except LexiconError:  # (parlor's lists cannot be read: judge by the entry alone)
                pass
        hint = command_hint(text)
        typed = text.strip()
        # Paris, Texas: typed as a name
        named = typed.isascii() and typed.isalpha() and typed.istitle()
        if not hint and named and len(w) == self.lexicon.length:
            return " (a name? names are not allowed)"
        return hint

    def _secret_ok(self, word: str) -> bool:
        """Whether ``word`` may be a secret word in this match."""
        return secret_problem(word, self.lexicon, self.variant) is None

    def _testable(self, game: JottoGame, word: str) -> bool:
        """Whether ``game`` takes ``word`` as the test word asked for now (in hard mode, one
        that fits the answers)."""
        if word not in self.lexicon:
            return False
        return not self.variant.hard_mode or Test(word) in game.legal_actions()

    def _word_alone(self, text: str) -> str:
        """``" (type the word alone: SLATE)"`` when ``text``, refused as a test word, holds
        one word of the list among other characters: 'slate 2' (its jots guessed, as the
        helper takes them), 'SLATE?', '"slate' (in a pair of quotes it is read as the word),
        'is it slate'. Never for a secret (hidden)."""
        found = {w for w in re.findall(r"[a-z]+", text.lower()) if w in self.lexicon}
        if len(found) != 1 or text.strip().lower() in found:  # (the word alone: refused as it)
            return ""
        return f" (type the word alone: {found.pop().upper()})"

    def _correct(self, side: int, text: str) -> None:
        # ('correct "three" 1': a word in quotes is the test word, not the number)
        quoted = re.match(r"\S+\s+[\"'\u201c\u2018]", text.strip()) is not None
        text = unquoted_words(text)  # ('correct "flask" 2', as a test word is read in quotes)
        parts = text.split()
        given = " ".join(parts[2:])
        if len(parts) > 2 and self._pad_form(given) != given:  # ('correct 1 5 (10)': BG20 #6)
            text = f"{parts[0]} {parts[1]} {self._pad_form(given)}"
            parts = text.split()
        if self.match.is_over():  # (at 'Press Enter for the result': no game starts)
            self.error("the match is over: its answers can no longer be corrected")
            return
        if self.game is None and not self.announce:
            # (between games: 'nothing to correct yet' promised it for later; judge AJ17 #2)
            self.error("only announce games have answers to correct: the program answers right")
            return
        if self.game is None:
            self.error(
                "nothing to correct yet: the game starts once the secrets are chosen"
                + (
                    " (the last game's answers were checked when it ended: a game's answers "
                    "can be corrected only while it is played)"
                    if self.match.results and self.announce
                    else ""
                )
            )
            return
        if not self.announce:
            self.error("only announce games have answers to correct: the program answers right")
            return
        said = CORRECTION.fullmatch(text.strip())
        line_said = False  # ('correct line three 1': LINE is a number, never a test word)
        if said is not None:  # the jots as at the answer prompt: 'two', '2 jots'
            parts = [parts[0], said.group("line"), jots_answer(said.group("jots"))]
            line_said = said.group("said") is not None
        named = parts[1].lower() if len(parts) == 3 else ""
        jots_said = parts[2] if len(parts) == 3 else ""
        line_read = self._line_named(side, named, jots_said, line_said=line_said, quoted=quoted)
        if line_read is None:
            return
        if line_read:
            parts[1] = line_read
        if len(parts) != 3 or not parts[1].isdecimal() or not parts[2].isdecimal():
            # (LINE may be the test word: 'correct FLASK 2', judge M #10 found it unsaid)
            self.error(
                self._correct_slip(side, text)
                or "usage: correct LINE JOTS (LINE: a line number or test word; e.g. correct 1 2)"
            )
            return
        line, jots = small_number(parts[1]), small_number(parts[2])
        tests = self.game.tests[1 - side]
        if line is None:  # (too long to read: no line is that far down)
            self.error(
                "there is no line that far down: "
                + (f"lines 1 to {len(tests)} so far" if len(tests) > 1 else "only line 1 so far")
                if tests
                else "there is no answer to correct yet"
            )
            return
        try:
            # (a number too long to read is out of range: the engine says the range)
            self.game.apply(Correct(side, line, 10**NUMBER_DIGITS if jots is None else jots))
        except JottoError as exc:
            self.error(str(exc) + self._anagram_hint(jots))  # ('correct 1 10': BG20 #6)
            return
        opp = possessive(self.sides[1 - side].name)
        word = next((t.word.upper() for t in self.game.tests[1 - side] if t.line == line), "")
        self.say(
            f"Corrected {when_corrected(self.game)}: {escape(opp)} line {line}"
            + (f" ({word})" if word else "")
            + f" now has {jots_text(jots or 0)}. A wrong answer costs 10 points for each "
            "line it stood; the pad shows any penalty when the secrets are revealed."
        )

    def _line_named(
        self, side: int, named: str, jots_said: str, *, line_said: bool, quoted: bool
    ) -> str | None:
        """The line (digits) that ``correct``'s LINE ``named`` (lower case) stands for when it
        is a word: a number word (``five``, ``seven``: :data:`LINE_WORDS`) or a test word of
        the other side's (``flask``). ``""`` when it is neither (digits, or no such word: the
        usage is said); ``None`` when it is refused here (said why).

        A word that is both a number and a test word on the pad (THREE, SEVEN, EIGHT; NINE in
        the four-letter game) is its test word's line when the number names no line yet
        (``correct seven 2`` with three lines: judge T14 #2, it was refused with the usage
        line, which says LINE may be a test word), the number after ``line`` (``correct line
        three 1``, judge T14) and a test word in quotes (``correct "three" 1``) its line; else
        the player is asked which line (a wrong guess costs points)."""
        assert self.game is not None
        tests = self.game.tests[1 - side]
        number = LINE_WORDS.get(named) if not quoted else None
        is_word = named.isalpha() and named.isascii() and len(named) == self.lexicon.length
        tested = [t.line for t in tests if t.word == named]
        own = any(t.word == named for t in self.game.tests[side])
        if number is not None and not (line_said or tested) and own and int(number) > len(tests):
            # (the side's own test word, and no such line: 'SEVEN is your own test word', as
            # quoted; it was 'there is no line 7', judge V14 #5)
            return self._line_of(side, named)
        if number is not None and (line_said or not tested):
            return number  # ('correct five five': it was 'usage', judge N13 #4)
        if number is not None and str(tested[0]) != number and 1 <= int(number) <= len(tests):
            lines = "line" if len(tested) == 1 else "lines"  # (THREE tested, line 3 too: which?)
            self.error(
                f"{named.upper()} is a number and a test word (on {lines} "
                f"{numbers_text(tested, 'and')}): say the line in digits, e.g. correct "
                f"{tested[-1]} {jots_said}"
            )
            return None
        if number is not None and str(tested[0]) == number:
            return number  # (THREE on line 3: both readings are the one line)
        if is_word:  # 'correct FLASK 2': the test word named instead of its line
            return self._line_of(side, named)
        return ""

    def _correct_slip(self, side: int, text: str) -> str:
        """The refusal of ``correct`` naming a test word with a slip in it (``correct fl-ask 2``,
        ``correct "fl ask" 2``, a Cyrillic А in ``FLАSK``) as the test word prompt refuses it:
        ``'fl-ask' is not a word: use the letters A to Z only (did you mean FLASK?)`` (judge
        T14 #4: the usage line alone, though the Cyrillic one looks exactly like the test word
        it asks for). Only a test word of the other side's on the pad is suggested. A slip in
        the side's own test word is told what ``correct WHALE 2`` is told, that it is theirs
        (:meth:`_line_of`), not asked about (typed right it is refused too): ``'wh-ale' is not
        a word: use the letters A to Z only; as WHALE, it is your own test word (line 1): ...``
        (it got the usage line alone, while a slip in the other side's got 'did you mean').
        ``""`` when it is neither."""
        assert self.game is not None
        typed = re.fullmatch(
            r"\S+\s+(?:line\s+)?(.+?)(?:[\s:=,]+|\s+(?:to|is)\s+)(\S+(?:\s+jots?)?)",
            text.strip(),
            re.IGNORECASE,
        )
        if typed is None or not jots_answer(typed.group(2)).isdecimal():
            return ""
        word = unquoted(typed.group(1))
        tested = {t.word for t in self.game.tests[1 - side]}
        meant = meant_word(word, lambda w: w in tested)
        problem = self.lexicon.problem(word)
        if problem is None:
            return ""
        if meant is None:
            own = {t.word: t.line for t in reversed(self.game.tests[side])}
            mine = meant_word(word, lambda w: w in own)
            if mine is None:
                return ""
            opp = possessive(self.names[1 - side])
            return (
                f"{problem}{lookalike_note(word)}; as {mine.upper()}, it is your own test word "
                f"(line {own[mine]}): correct changes the answers you gave to {opp} test words "
                "(usage: correct LINE JOTS, e.g. correct 1 2)"
            )
        return problem + lookalike_note(word, meant=meant)

    def _line_of(self, side: int, word: str) -> str | None:
        """The line of the other side's test ``word`` that ``side`` answered, for ``correct
        FLASK 2``; ``None`` (said why) when it is on no line or on several."""
        assert self.game is not None
        w = word.lower()
        opp = self.names[1 - side]
        named = [t for t in self.game.tests[1 - side] if t.word == w]
        # (a line not answered yet cannot be corrected: MOIST on lines 1 and 2, the second
        # being asked, is line 1; with none answered the engine says why)
        lines = [t.line for t in named if t.history] or [t.line for t in named][-1:]
        if len(lines) == 1:
            return str(lines[0])
        if lines:
            self.error(
                f"{w.upper()} is on lines {numbers_text(lines, 'and')} of "
                f"{possessive(opp)} tests: say which, e.g. correct {lines[-1]} JOTS"
            )
            return None
        own = [t.line for t in self.game.tests[side] if t.word == w]
        self.error(
            (
                f"{w.upper()} is your own test word (line {own[0]}): correct changes the "
                f"answers you gave to {possessive(opp)} test words"
                if own
                else f"{w.upper()} is not one of {possessive(opp)} test words on the pad"
            )
            + " (usage: correct LINE JOTS, e.g. correct 1 2)"
        )
        return None

    # ------------------------------------------------------------------ a match
    def run(self) -> JottoMatch:
        """Play games until the match is decided."""
        while not self.match.is_over():
            game, result = self.play_game()
            self.games.append(game)
            self.match.add(result)
            self._save()
            if not self.match.is_over():
                self._pause_before(len(self.match.results) + 1)
            else:
                self._pause_at_end()
        self.summary()
        return self.match

    def _pause_at_end(self) -> None:
        """At a terminal, wait for Enter before the match's result, as between games: the
        result and the record's lines scrolled the last game's pad off a 24-row terminal
        before it was read. The match is over and saved: whatever is typed, Enter, quit,
        Ctrl-C or Ctrl-D, the result follows and the match is recorded (stopping here would
        leave it unfiled). A command is taken as at any prompt (pad shows the last game's).
        Read from a pipe, nothing is asked."""
        people = [i for i, s in enumerate(self.sides) if s.human]
        if not self.inp.interactive or not people:
            return
        self.game = None  # (as between games: pad shows the last one's)
        drop = getattr(self.inp, "drop_typed_ahead", None)
        if callable(drop):
            drop()  # (an Enter typed twice after the last word must not skip the pause)
        try:
            while True:
                said = self.ask(
                    people[0],
                    "Press Enter for the match's result (or a command): ",
                    now="press Enter to see the match's result; the match is then recorded "
                    "(Ctrl-C and Ctrl-D show it too: nothing is left to resume).",
                )
                if said is None:  # a command, done: ask again
                    continue
                words = said.strip().strip(".!").lower().replace(",", " ").split()
                phrase = " ".join(words)
                if not words or phrase in GO_ON_WORDS or phrase in STOP_WORDS:
                    return
                if len(words) == 1 and words[0] in COMMAND_LIKE:
                    self.error(f"{COMMAND_LIKE[words[0]]}; press Enter for the match's result")
                    continue
                self.error(
                    "press Enter for the match's result; that is not a command here (help "
                    "lists them)" + command_hint(said)
                )
        except (QuitGame, EndOfInput, KeyboardInterrupt):
            self.console.print()  # (the match is over: its result, as for Enter)

    def _pause_before(self, number: int) -> None:
        """At a terminal, wait for Enter before game ``number``, as Jo-Jotte does between
        deals: the reveal and the next game's secret prompt followed at once, and 'Game 2
        over' with the revealed pad's title scrolled off a 24-row terminal (judge P14 #3b).
        A command is taken as at any prompt (pad shows the last game's; quit, Ctrl-C and
        Ctrl-D stop with the match saved here, and parlor resume starts game ``number``).
        Read from a pipe, nothing is asked: scripted answers go on to the secrets."""
        if not self.inp.interactive:
            return
        people = [i for i, s in enumerate(self.sides) if s.human]
        if not people:
            return
        self.game = None  # (between games: pad shows the last one's, correct says why not)
        drop = getattr(self.inp, "drop_typed_ahead", None)
        if callable(drop):
            drop()  # (an Enter typed twice after the last word must not skip the pause)
        self._pausing = number
        try:
            self._wait_for_game(people[0], number)
        finally:
            self._pausing = None

    def _wait_for_game(self, side: int, number: int) -> None:
        """:meth:`_pause_before`'s prompt, asked until Enter (or a word for it)."""
        while True:
            said = self.ask(
                side,
                f"Press Enter for game {number} (or a command): ",
                now=f"press Enter to start game {number}: its secret words are asked for "
                "next. quit stops here with the match saved, and parlor resume starts game "
                f"{number}.",
            )
            if said is None:  # a command, done: ask again
                continue
            words = said.strip().strip(".!").lower().replace(",", " ").split()
            if not words or " ".join(words) in GO_ON_WORDS:
                return
            if " ".join(words) in STOP_WORDS:
                self.error(
                    f"type quit to stop here (the match is saved), or press Enter for game {number}"
                )
                continue
            if len(words) == 1 and words[0] in COMMAND_LIKE:  # "sheet": pad, as elsewhere
                shown = (  # (and at one keyboard of two people, perhaps a secret typed early)
                    " (it was shown on the screen: if it was to be your secret, choose another)"
                    if words[0] in self.lexicon and all(s.human for s in self.sides)
                    else ""
                )
                self.error(f"{COMMAND_LIKE[words[0]]}; press Enter for game {number}{shown}")
                continue
            if len(words) == 1 and words[0] in self.lexicon and all(s.human for s in self.sides):
                # A word of the list, at one keyboard of two people: perhaps a secret typed a
                # prompt early, and it was shown (judge U14 #5). Not quoted back.
                self.error(
                    "that word was shown on the screen: if it was to be your secret, choose "
                    f"another when asked. Press Enter for game {number}: the secret words are "
                    "asked for after it"
                )
                continue
            # (not quoted back: at one keyboard it may be a secret word typed a prompt early)
            self.error(
                f"press Enter for game {number}: the secret words are asked for after it; "
                "that is not a command here (help lists them)" + command_hint(said)
            )

    def _secret_for(self, side: int) -> str:
        s = self.sides[side]
        if not s.human:
            from parlor.jotto.solver import choose_secret

            draw = random.Random(f"{self.seed}:secret:{len(self.match.results)}:{side}")
            for _ in range(10_000):
                w = choose_secret(self.common, draw)
                if secret_problem(w, self.lexicon, self.variant) is None:
                    return w
            raise RuntimeError("no word in the common list satisfies the variant")
        while True:
            who = escape(s.opening)  # (a team's captain types: named at every prompt)
            rules = [
                text
                for on, text in (
                    (self.variant.no_repeats, "no letter twice"),
                    (self.variant.no_anagram_secrets, "no anagram in the word list"),
                )
                if on
            ]
            now = (
                f"type a {self._letters}-letter word for {escape(self.names[1 - side])} to find "
                "(a word "
                "of the dictionary, not a name"
                + "".join(f"; {r}" for r in rules)
                + "); it is not shown as you type."
            )
            ans = self.ask(
                side,
                f"{who}, type your secret word (hidden): ",
                hidden=self.secret_echo,  # (a command shows as itself, a word as stars)
                now=now,
            )
            if ans is None:
                continue
            ans = unaccented(ans)
            problem = secret_problem(ans, self.lexicon, self.variant, hide=True)
            if problem:  # never echoes the (hidden) word back
                hint = self._hint(ans)
                meant = None if hint else meant_word(ans, self._secret_ok)  # ('cr-ane')
                self.error(problem + hint + lookalike_note(ans, hide=True, meant=meant))
                continue
            if self._command_held(side, ans.strip().lower()):
                continue
            return ans.strip().lower()

    def _command_held(self, side: int, word: str) -> bool:
        """At the keyboard, a secret word that is a command's name elsewhere (RULES, SHEET,
        SCORE: :data:`COMMAND_LIKE`) is held back once: a newcomer who typed 'rules' at the
        first prompt found RULES their secret word. Typed again at once, it is the secret. The
        word is named only where the player's own secret shows on the pad (against the bot):
        at one keyboard, the other player reads the screen."""
        if not self.inp.interactive or word not in HELD:
            return False
        key = (-1 - side, len(self.match.results), 0, word)
        if self._repeat_asked == key:
            return False
        self._repeat_asked = key
        if self._own_secret_visible()[side]:
            said = (
                f"{word.upper()} is a word of this game, not a command: {HELD[word]}. "
                f"Type {word.upper()} again to hide it as your secret word, or type another word."
            )
        else:
            # (not named, nor what it reads as: the other player reads the screen; 'the name of
            # a command elsewhere in parlor' was wrong for MINE, PASS, HINT, commands nowhere)
            said = (
                "That word can be read as a command, and here it is only a word (help lists "
                "the commands). Type it again to hide it as your secret word, or type another "
                "word."
            )
        self.say(f"[yellow]{said}[/]")
        return True

    def play_game(self) -> tuple[JottoGame, GameResult]:
        number = len(self.match.results) + 1
        first = self.match.next_first()
        if self._resumed_after is not None:  # the stop may have come before its end was shown
            r, self._resumed_after = self._resumed_after, None
            a, b = self.match.totals
            self.say(
                f"Game {number - 1}: {self.does(r.winner, 'found')} "
                f"{r.secrets[1 - r.winner].upper()} on line {r.line} "
                f"({escape(self.names[0])} {r.totals[0]}, {escape(self.names[1])} {r.totals[1]}). "
                f"Match: {escape(self.names[0])} {a}, {escape(self.names[1])} {b} "
                f"(to {self.target})."
            )
            # (the window closed before the end was shown: the other secret was never seen,
            # the bot's when the bot won)
            self.say(
                f"Secrets: {escape(self.names[0])} {r.secrets[0].upper()}, "
                f"{escape(self.names[1])} {r.secrets[1].upper()}."
            )
        self.console.print(Rule(f"Game {number}"))
        a, b = self.match.totals
        if a == b and a >= self.target:  # else a newcomer wonders why a match to 150 goes on
            self.say(
                f"The match is tied at {a}, the target ({self.target}) reached: play goes on "
                "until one side is ahead at the end of a game."
            )
        if self._resume_game is not None:
            game = self._resume_game
            self._resume_game = None
            self.game = game
            self.say("Resumed where the game stopped.")
            self.show_pad(self._own_secret_visible(), short=True)
        else:
            if number > 1:
                how = "taking turns from game to game"
            else:
                how = "by lot" if self.first_by_lot else "as chosen"
            self.say(f"{self.does(first, 'tests')} first ({how}).")
            self.game = None
            self._warned_contradiction.clear()  # each game's answers are warned about afresh
            for i in range(len(self.pending_secrets)):  # (only a resumed save has some)
                if self.sides[i].human:  # asked again, a player would wonder: is mine kept?
                    self.say(
                        f"{escape(possessive(self.names[i], True))} secret word was typed "
                        "before the stop and is kept."
                    )
            while len(self.pending_secrets) < 2:
                self.pending_secrets.append(self._secret_for(len(self.pending_secrets)))
                self._save()
            secrets = self.pending_secrets[:2]
            announce = (
                self.announce and self.sides[0].human,
                self.announce and self.sides[1].human,
            )
            game = JottoGame(secrets, first, self.lexicon, announce, self.variant)
            self.pending_secrets = []
            self.game = game
            self._save()
        shown_lines = min(len(game.tests[0]), len(game.tests[1]))
        while not game.is_over():
            before = len(game.actions)
            self._step(game)
            if len(game.actions) != before:
                self._save()
            done = min(len(game.tests[0]), len(game.tests[1]))
            complete = done > shown_lines and game.pending() is None
            if complete or game.is_over():
                shown_lines = done
                if not game.is_over():
                    self.show_pad(self._own_secret_visible(), short=True)
        result = game.result()
        # The pad first, then who found what and both secrets: the last lines a player sees
        # before the next game's prompt. Said before the pad (as it was), they scrolled off a
        # 24-line terminal above a pad of twenty lines.
        self.console.print(Rule(f"Game {number} over"))
        self.show_pad((True, True))
        self.say(
            f"[bold green]JOTTO![/] {self.does(result.winner, 'found')} "
            f"{result.secrets[1 - result.winner].upper()} on line {result.line}."
        )
        self.say(
            f"Secrets: {escape(self.names[0])} {result.secrets[0].upper()}, "
            f"{escape(self.names[1])} {result.secrets[1].upper()}."
        )
        for side, s in enumerate(self.sides):  # a bot names the answers that were wrong
            if s.guesser is None:
                continue
            for t in game.tests[side]:
                said = t.announced
                if said is not None and not t.auto and said != t.truth:
                    self.say(
                        f"{escape(s.name)}: your answer on line {t.line} was wrong: "
                        f"{t.word.upper()} has {jots_text(t.truth)} in "
                        f"{result.secrets[1 - side].upper()}, not {said}."
                    )
        if self.on_game_end is not None:
            self.on_game_end(game, result)
        return game, result

    def _step(self, game: JottoGame) -> None:
        pending = game.pending()
        if pending is not None:
            answerer = 1 - pending.side
            # (a team is asked with its captain, as for its secret: 'Ann (captain Cap)')
            who = escape(self.sides[answerer].opening)
            word = pending.word.upper()
            tester = self.names[pending.side]
            if tester.strip().lower() == "you":  # (two people, one called You: not "You's")
                asked = f"{word} (line {pending.line}, tested by {escape(tester)})"
            else:
                asked = f"{escape(possessive(tester))} {word} (line {pending.line})"
            raw = self.ask(
                answerer,
                # (short enough for a line of 80 columns with room for 'correct 12 3': 'You, how
                # many jots does Bot's RATED (line 1) get in your word? (0-5): ' was not)
                f"{who}, how many jots in your word for {asked}? (0-{self.lexicon.length}): ",
                now=f"count the letters {word} has in common with your "
                "secret word (a repeated letter as often as it is in both) and type that number, "
                f"0 to {self.lexicon.length}; {self.lexicon.length} means the same letters in "
                "another order.",
                count=True,
            )
            if raw is None:
                return
            raw = jots_answer(raw)
            raw = self._pad_form(raw)  # ('5 (10)', as the pad shows it: judge BB20 #3)
            if raw.lower().strip("!. ") == "jotto":  # (as said on paper of the secret itself)
                n = self.lexicon.length
                self.error(
                    f"{word} is not your secret word (parlor calls JOTTO itself when a test "
                    f"word is): answer with its number of jots, 0 to {n} ({n} if it has the "
                    "same letters in another order)"
                )
                return
            if not raw.isdecimal():
                typed = raw.strip().lower()
                # A word typed here is most likely the player's own test word, typed a turn
                # early: say when it will be asked for, or they wonder where to type it.
                early = (
                    f"; {typed.upper()} can be your test word: it is asked for next"
                    if typed in self.lexicon and typed not in SMALL_COUNTS  # ('seven': jots)
                    else ""
                )
                self.error(self._jots_range() + (early or command_hint(raw)))
                return
            jots = small_number(raw)
            if jots is None or jots > self.lexicon.length:
                # ('6' and '-1' in the same words: 'jots are a number from 0 to 5' came from
                # the engine for one, 'answer with a number of jots ...' for the other)
                self.error(self._jots_range() + self._anagram_hint(jots))  # ('10': BB20 #3)
                return
            try:
                game.apply(Answer(jots))
            except JottoError as exc:
                self.error(str(exc))
            return
        side = game.tester()
        s = self.sides[side]
        line = len(game.tests[side]) + 1
        if not s.human:
            t0 = time.perf_counter()
            # (a spinner when it takes a moment: a long --words list, or the bot made at its
            # first test; the screen showed nothing for seconds, judge Z15 #5)
            with thinking(self.console, f"{escape(self.names[side])} is thinking..."):
                bot = s.bot
                assert bot is not None  # (a side with a guesser)
                # Each choice of the bot is drawn afresh from the seed, the game and the line,
                # so that a resumed match goes on exactly as it would have without the stop.
                bot.reseed(f"{self.seed}:guess:{len(self.match.results)}:{side}:{line}")
                player: Player[JottoObservation, Test] = bot
                # (the bot sees its own side's view, its secret included: it keeps it to itself)
                test = player.choose(game.observation(side), AllowedTests(game, side))
            self.think_times.append(time.perf_counter() - t0)
            answered = [t for t in game.tests[side] if t.announced is not None]
            self._report_reading(side, s, answered)
            game.apply(test)
        else:
            other = self.sides[1 - side]
            answer = (
                f"{escape(other.name)} answers with the number of jots"
                if self.announce and other.human
                else "you are told its jots"
            )
            raw = self.ask(
                side,
                f"{escape(s.opening)}, your test word for line {line}: ",
                now=f"type a {self._letters}-letter word to test against "
                f"{escape(possessive(other.name))} "
                f"secret word; {answer}."
                + (
                    " Hard mode: it must fit the jots your test words got."
                    if self.variant.hard_mode
                    else ""
                ),
            )
            if raw is None:
                return
            raw = unaccented(raw)  # (NAÏVE is NAIVE)
            if self._repeat_held(game, side, line, raw.strip().lower()):
                return
            called = raw.strip().lower().rstrip("!. ")
            if called == "jotto" and called not in self.lexicon:  # calling it, as on paper
                self.error(
                    "JOTTO is called by testing the secret word itself: type the word you "
                    f"think is {possessive(other.name)} secret (parlor calls JOTTO "
                    "when it is)"
                )
                return
            number = raw.strip()
            if number.isdecimal():  # a jots count typed where the word is asked
                self.error(
                    (f"'{number}'" if len(number) <= 6 else "that")
                    + " is a number: type a test word here "
                    + (
                        "(correct LINE JOTS changes an answer)"
                        if self.announce
                        else "(the jots are counted for you)"
                    )
                )
                return
            try:
                game.apply(Test(raw.strip().lower()))
            except JottoError as exc:
                said = str(exc)
                if said == self.lexicon.problem(raw.strip().lower()):
                    # the list's reason, quoting the entry as typed ("'SLATE!' is not a
                    # word"; it quoted it lower-cased, as the engine was given it)
                    said = self.lexicon.problem(raw) or said
                hint = self._hint(raw) or self._word_alone(raw)
                meant = None if hint else meant_word(raw, lambda w: self._testable(game, w))
                if (
                    isinstance(exc, Disagrees)
                    and game.announce[1 - exc.side]
                    and not exc.tested_before  # (no answer is to blame: AM18 #2)
                ):
                    # (a wrong answer may rule out the secret: say who can put it right, or
                    # the player wonders why the word they know is refused; judge R14 #1);
                    # when: 'correct' typed here corrects this side's own answers (AM18 #1)
                    giver = self.names[1 - exc.side]  # (error() escapes it)
                    hint += (
                        f"; an answer may be wrong: only {giver} can correct it, at "
                        f"{possessive(giver)} own prompt (correct LINE JOTS)"
                    )
                self.error(said + hint + lookalike_note(raw, meant=meant))  # ('cr-ane')
                return
        t = game.tests[side][-1]
        if t.jotto:
            # the line that ends the game, said as every other test is (the pad and "JOTTO!
            # Bot found MAPLE on line 6." follow): the game stopped after the player's own
            # test with no word of why
            self.say(f"{self.does(side, 'tests')} {t.word.upper()}: [bold green]JOTTO![/]")
            return
        if t.auto:
            n = self.lexicon.length
            extra = f" (an anagram: counts {2 * n})" if t.truth == n else ""
            self.say(
                f"{self.does(side, 'tests')} {t.word.upper()}: [bold]{jots_text(t.truth)}[/]{extra}"
            )
        else:
            self.say(f"{self.does(side, 'tests')} {t.word.upper()}.")
        again = [e.line for e in game.tests[side][:-1] if e.word == t.word]
        if again and s.guesser is None and not self.inp.interactive:
            # (at the keyboard the player was asked first: see _repeat_held)
            self.say(f"({t.word.upper()} was tested on line {again[0]} already.)")

    def _repeat_held(self, game: JottoGame, side: int, line: int, word: str) -> bool:
        """At the keyboard, a word the side has tested already is held back once, before it
        spends a line: the rules allow it, but it is most likely a slip. Typed again at once, it
        is tested. (Read from a pipe, answers come in prompt order: it is tested, with a note.)"""
        earlier = next((t for t in game.tests[side] if t.word == word), None)
        if not self.inp.interactive:
            return False
        if earlier is None and word in HELD and word in self.lexicon:
            # UNDO, SAVE, HINT and BACK are words of a four-letter game, tested as typed: a
            # player taking back a slip ('undo') spent one more line on UNDO
            key = (id(game), side, line, word)
            if self._repeat_asked == key:
                return False
            self._repeat_asked = key
            self.say(
                f"[yellow]{word.upper()} is a word of this game, not a command: "
                f"{HELD[word]}. Type {word.upper()} again to test it on line {line}, "
                "or type another word.[/]"
            )
            return True
        if earlier is None:
            return False
        if game.variant.hard_mode and Test(word) not in game.legal_actions():
            return False  # (the engine refuses it and says why)
        key = (id(game), side, line, word)
        if self._repeat_asked == key:
            return False
        self._repeat_asked = key
        said = earlier.announced
        got = f" ({jots_text(said)})" if said is not None else ""
        self.say(
            f"[yellow]{word.upper()} was tested on line {earlier.line} already{got}. Type "
            f"{word.upper()} again to test it anyway on line {line}, or type another word.[/]"
        )
        return True

    def _report_reading(self, side: int, s: Side, answered: list[TestLine]) -> None:
        """Say so when the bot finds that no word fits the answers it was given, naming the
        answers that may be the wrong ones (``answered``: its test words with their answers, in
        order). One line is named as wrong only when no other can be: naming the likeliest as if
        it were known sent a player to 'correct' a right answer, at a penalty."""
        # (before any answer the bot's reading may still be the last game's)
        bot = s.bot
        reading = bot.reading if answered and bot is not None else None
        suspect = getattr(reading, "suspect", None)
        if not isinstance(suspect, int) or not 0 <= suspect < len(answered):
            # The answers fit again (corrected): a later contradiction is worth a new warning.
            self._warned_contradiction.pop(side, None)
            return
        blamed = getattr(reading, "blamed", ())
        wrong = getattr(reading, "wrong", 1)
        if not isinstance(wrong, int) or wrong < 1:
            wrong = 1
        if not isinstance(blamed, tuple) or not all(
            isinstance(i, int) and 0 <= i < len(answered) for i in blamed
        ):
            blamed = ()
        corrections = sum(max(0, len(t.history) - 1) for t in answered)
        lines = [answered[i] for i in blamed] or list(answered)
        at = tuple(t.line for t in lines)
        before = self._warned_contradiction.get(side)
        if before is not None:
            was_wrong, was_at, was_corrected = before
            narrowed = set(at) <= set(was_at)
            if wrong == was_wrong and corrections == was_corrected and narrowed:
                # Said already: not every turn, nor as each answer strikes one more line off
                # the list, nor when it comes down to one line (the bot says once that an
                # answer must be wrong; the pad names the line when the secrets are revealed).
                return
            if corrections == was_corrected and was_wrong >= 2 and wrong >= was_wrong:
                # Told that two or more are wrong, the player is not told again for each
                # answer more that cannot be right (a player answering at random was warned
                # every turn: 'At least 3 ...', 'At least 4 ...'); a correction is answered.
                return
        self._warned_contradiction[side] = (wrong, at, corrections)
        # Said before in this game: the answers are 'still' impossible (after a correction, a
        # new answer that changed how many are wrong or which lines can be, or one line left).
        still = "still " if before is not None else ""
        said = ", ".join(f"{t.word.upper()} {t.announced}" for t in lines)
        alone = _fitting_no_word(self.lexicon, self.variant, answered) if wrong == 1 else []
        if len(alone) == 1:
            # One answer that fits no word by itself (BEGAN 5: no anagram of BEGAN is in the
            # list) is no contradiction between answers: 'your answers cannot all be right ...
            # as if one of them is wrong' was said of a single answer (judge R14 #2).
            t = alone[0]
            self.say(
                f"[yellow]{escape(s.name)}: your answer on line {t.line} ({t.word.upper()} "
                f"{t.announced}) {still}fits no word of the list: count it again, and "
                f"[bold]correct {t.line} JOTS[/] puts it right. I will play on as if it is "
                "wrong.[/]"
            )
            return
        if wrong == 1 and len(lines) == 1:
            t = lines[0]
            which = (
                f"If only one is wrong, it is line {t.line} ({said}): count it again, and "
                f"if it is wrong, [bold]correct {t.line} JOTS[/] puts it right."
            )
        else:
            # Many lines are named by their span, without their words and answers (the pad
            # shows them): a player answering at random had a warning naming every line of
            # the pad, 'RATED 2, NOOKS 1, ...' a hundred times over.
            many = len(at) > NAMED_MAX
            among = f"{at[0]} to {at[-1]}" if many else numbers_text(at, "and")
            if wrong == 1 and len(lines) == len(answered):  # (then at least one is)
                # ('One of ...' read as if exactly one were: both may be)
                which = f"At least one of your answers on lines {among} is wrong"
            elif wrong == 1:  # (two wrong answers could be elsewhere)
                which = "If only one is wrong, it is on " + (
                    f"one of lines {among}" if many else f"line {numbers_text(at)}"
                )
            else:  # (no word fits all but one: at least that many are wrong)
                n = small_count(wrong)
                which = f"At least {n} of your answers are wrong, " + (
                    f"among lines {among}"
                    if len(lines) == len(answered)
                    else f"and if only {n}, they are among lines {among}"
                )
            which += (
                ("" if many else f" ({said})") + ": count them again, and put "
                f"{'a wrong one' if wrong == 1 else 'the wrong ones'} right with "
                "[bold]correct LINE JOTS[/]."
            )
        self.say(
            f"[yellow]{escape(s.name)}: your answers {still}cannot all be right - no word "
            f"fits them. {which} I will play on as if "
            f"{'one' if wrong == 1 else small_count(wrong)} of them "
            f"{'is' if wrong == 1 else 'are'} wrong.[/]"
        )

    def summary(self) -> None:
        self.console.print(Rule("Match over"))
        a, b = self.match.totals
        # The secrets in brackets are side 1's then side 2's: say so, or "Bot won (SHACK /
        # IMPEL)" reads as if SHACK were the bot's.
        self.say(f"Games (secrets in brackets: {escape(self.names[0])} / {escape(self.names[1])}):")
        for i, r in enumerate(self.match.results, 1):
            self.say(
                f"Game {i}: {escape(self.names[r.winner])} won on line {r.line} "
                f"({r.secrets[0].upper()} / {r.secrets[1].upper()}): "
                f"{escape(self.names[0])} {r.totals[0]}, {escape(self.names[1])} {r.totals[1]}"
            )
        w = self.match.winner()
        assert w is not None
        self.say(f"[bold]{self.does(w, 'wins')} the match, {max(a, b)} to {min(a, b)}.[/]")
