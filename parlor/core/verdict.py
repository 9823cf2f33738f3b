"""The verdict on a save: whether parlor can resume it, and why not, in one set of words.

``parlor resume`` (its list, its refusals, its ``--delete`` footer), the sheets, ``replay`` and
``analyze`` all ask here, so a save is never resumed by one command and refused by another,
nor described in two forms (judges O13, T14). A save is checked as resuming checks it: read,
its format and version, its settings, then its moves replayed (nothing printed, nothing
locked). Each game's own checks stay in the game (:mod:`parlor.jojotte.record`,
:func:`parlor.jotto.cli.restored_session`); they are imported when a save of that game is
asked about, as :mod:`parlor.core.render_output` reaches each game's reader, so importing this
module loads neither game.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any

import typer

from parlor.core.console import make_console, printable, quoted_as_typed
from parlor.core.records import RecordError, version_problem
from parlor.core.saves import SaveInfo, is_name, list_saves, lock_trouble

if TYPE_CHECKING:
    from parlor.jojotte.game import Sitting

GAME_NAMES = {"jotto": "Jotto", "jojotte": "Jo-Jotte"}
"""The games' command groups, and the games' names as help and errors say them."""


GAMES = {"parlor.jotto": "Jotto", "parlor.jojotte": "Jo-Jotte"}
"""The save formats parlor resumes, and their games."""
SAVE_VERSION = 1
"""The save format version both games write (and the newest this parlor reads)."""


def record_problem(record: dict[str, Any]) -> str | None:
    """Why this parlor cannot resume a save (another program's, a newer parlor's), or None."""
    fmt = record.get("format")
    if not isinstance(fmt, str) or fmt not in GAMES:
        shown = json.dumps(fmt, ensure_ascii=False)  # (null, not Python's None)
        shown = shown if len(shown) <= 20 else shown[:17] + "..."
        return f"not a game this parlor can resume (format {shown})"
    version = record.get("version")
    problem = version_problem(version)  # (in the sheets' words)
    if problem is not None or not isinstance(version, int):
        return problem or "no format version"
    if version > SAVE_VERSION:
        return _newer_words(GAMES[fmt], version)
    if fmt == "parlor.jojotte":
        from parlor.jojotte.record import rubbers_problem, save_problem

        if (problem := save_problem(record)) is not None:
            # (its session settings or players, as resuming says it; the list said 'a damaged
            # Jo-Jotte save (resuming it says what is wrong)')
            return problem
        if (problem := rubbers_problem(record)) is not None:
            return problem
        options = record.get("options")
        if not isinstance(options, dict):
            # A record may leave its options out (the rules' defaults), but parlor writes
            # every one into a save: without them it resumed under the defaults, its house
            # rules (-o no_trump=off, ...) silently lost (judge O13).
            return "the save has no options"
        from parlor.jojotte.options import Options

        missing = [name for name in Options.option_names() if name not in options]
        if missing:  # (some taken out: those resumed under the defaults too, judge T14)
            were = "is" if len(missing) == 1 else "are"
            return f"the save's options are damaged ({', '.join(missing)} {were} missing)"
    return None


def _newer_words(game: str, version: int, upgrade: str = "resume") -> str:
    """What is said of a save of ``game`` from a newer parlor: an upgrade ``upgrade``s it
    (resumes it; reads it, for a sheet)."""
    return (
        f"a {game} save from a newer parlor (format version {version}; this one reads "
        f"{SAVE_VERSION}): upgrade parlor to {upgrade} it"
    )


def game_title(info: SaveInfo) -> str | None:
    """The game of the save ``info`` (Jotto, Jo-Jotte), by its format, or by its name when it
    cannot be read; None when neither says."""
    fmt = (info.record or {}).get("format")
    title = GAMES.get(fmt) if isinstance(fmt, str) else None
    if title is None:  # (unreadable: the game its name says)
        title = next((t for g, t in GAME_NAMES.items() if info.id.startswith(f"{g}-")), None)
    return title


def described(info: SaveInfo, why: str, upgrade: str = "resume") -> str:
    """What is wrong with the save ``info`` (``why``, as reading, checking or replaying it
    found it), as ``parlor resume`` lists it, its errors say it and the sheets' skip notes
    do (plain text), in one form: 'a damaged Jotto save: the games are not a list', 'a
    Jo-Jotte save from a newer parlor (...): upgrade parlor to resume it' (``upgrade``:
    what an upgrade does, 'read' for a sheet). What is no save at all (a folder, a link to
    nothing, another program's file) is said as it is. Judge O13: 'the save has no list of
    rubbers' and 'not valid JSON (...)' were said bare, beside 'a damaged Jotto save: ...'."""
    title = game_title(info)
    version = (info.record or {}).get("version")
    if is_newer(info) and isinstance(version, int):
        return _newer_words(title or "parlor", version, upgrade)
    short = resume_words(why, info.path)
    if not is_damaged(info):
        return short
    return f"a damaged {title + ' ' if title else ''}save: {short}"


def is_damaged(info: SaveInfo) -> bool:
    """Whether the save ``info`` is one of parlor's games damaged (its content unreadable,
    or read but not a game that can be played on), rather than no save of parlor's at all."""
    if info.record is None:
        return info.damaged
    fmt = info.record.get("format")
    return isinstance(fmt, str) and fmt in GAMES


def lock_blocked(info: SaveInfo) -> bool:
    """Whether ``info`` is a sound save that cannot be resumed only because something stands
    where its lock file goes (a folder, a link to nothing): never offered to ``--delete``."""
    return trouble(info) is None and lock_trouble(info.path) is not None


def unresumable(info: SaveInfo) -> bool:
    """Whether the list counts ``info`` as a save that cannot be resumed: unreadable, another
    program's or a newer parlor's (:func:`record_problem`), without the settings resuming
    needs (a Jotto save without options, a Jo-Jotte one without its session settings), or with
    moves that cannot be replayed (:func:`_replay_problem`), which the list shows as damaged;
    these were counted as saves to resume ('parlor resume NUMBER continues one', no --delete
    line, and the chooser asked for one that would be refused)."""
    record = info.record if isinstance(info.record, dict) else {}
    if trouble(info):
        return True
    if lock_trouble(info.path) is not None:
        # its lock file's place taken: refused until that is removed, so not 'continues
        # one', and the chooser does not ask for it only to refuse it (helper F14)
        return True
    if record.get("format") == "parlor.jojotte":
        return False
    if not isinstance(record.get("options"), dict):
        return True
    # ('games': 5 is listed 'a damaged Jotto save', and the footer said 'continues one')
    return _progress(info).startswith("a damaged ")


def is_newer(info: SaveInfo) -> bool:
    """Whether ``info`` is a save of a newer parlor (its format version above the one this
    parlor reads): an upgrade resumes it, so no error offers to delete it."""
    record = info.record if isinstance(info.record, dict) else {}
    version = record.get("version")
    fmt = record.get("format")
    return (
        info.problem is None
        and isinstance(fmt, str)
        and fmt in GAMES
        and isinstance(version, int)
        and not isinstance(version, bool)
        and version > SAVE_VERSION
    )


def trouble(info: SaveInfo) -> str | None:
    """Why ``parlor resume`` cannot resume the save ``info``, as resuming it finds it (the
    file unreadable, another program's or a newer parlor's, or its moves not replayable);
    None when it can."""
    return info.problem or record_problem(info.record or {}) or _replay_problem(info)


def save_trouble(path: Path, upgrade: str = "resume", game: str | None = None) -> str | None:
    """What ``parlor resume`` says is wrong with the save at ``path`` (in the saves folder),
    in its words (:func:`described`: ``upgrade`` 'read' for a sheet); None when it resumes
    it, or ``path`` is no save in the folder. For the commands that read a save (a sheet, a
    replay): the same verdict as resuming's, in the same words (judge O13: a Jotto save
    without options was printed, and resuming called it damaged). ``game`` (Jotto,
    Jo-Jotte): None too for a save of another game (the command says whose it is)."""
    try:
        saves = list_saves()
    except RecordError:
        return None
    try:
        where = path.absolute()
    except (OSError, ValueError):
        return None
    info = next((s for s in saves if s.path.absolute() == where), None)
    if info is None or (game is not None and game_title(info) != game):
        return None
    why = trouble(info)
    return described(info, why, upgrade) if why is not None else None


_REPLAYED: dict[int, tuple[SaveInfo, str | None, str | None]] = {}
""":func:`_replay_problem`'s answers, by the listed save (kept with it: one replay each),
with where a Jo-Jotte save stands (:func:`_jojotte_next`) or a Jotto save's replayed score,
read off the same replay."""


def _replay_problem(info: SaveInfo) -> str | None:
    """Why resuming the save ``info`` stops on replaying its moves (a move edited by hand, a
    card the player does not hold), as resuming says it; None when they replay (or the save
    is damaged otherwise: :func:`record_problem` and the list say so). The list showed such a
    save as a game to resume ('parlor resume NUMBER continues one') and resuming refused it."""
    known = _REPLAYED.get(id(info))
    if known is not None and known[0] is info:
        return known[1]
    record = info.record
    problem: str | None = None
    where: str | None = None
    if isinstance(record, dict) and info.problem is None and record_problem(record) is None:
        try:
            where = _replay(record, info.path)
        except RecordError as exc:
            problem = str(exc)
        except typer.Exit:
            problem = None  # (a word list gone: resuming says so and goes on with parlor's)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as e:
            # What the checks before the replay let through and the replay cannot take: said
            # as damage, so the list does not offer a save that resuming cannot play (it was
            # taken as no problem, and resuming it would have stopped; judge Y15 #4)
            said = " ".join(str(e).split()) or type(e).__name__
            problem = f"the save cannot be replayed ({said})"
    _REPLAYED[id(info)] = (info, problem, where)
    return problem


def _replay(record: dict[str, Any], path: Path) -> str | None:
    """Replay the save ``record`` (at ``path``) as resuming it does before play, raising
    :class:`RecordError` as resuming does for moves that cannot be replayed; of a Jo-Jotte
    save, where it stands (:func:`_sitting_where`: the list shows it, and replayed each save
    a second time for it). Nothing is printed (a warning about the word list is resuming's to
    give) and the save is not locked."""
    import io

    quiet = make_console(True, io.StringIO())
    if record.get("format") == "parlor.jojotte":
        from parlor.jojotte.cli import build_session as jojotte_session
        from parlor.jojotte.record import replay_record, save_copies_problem

        settings = record.get("session")
        if not isinstance(settings, dict) or "seed" not in settings:
            return None  # (listed as damaged already)
        try:
            sitting = replay_record(record, hints=False)  # (as resuming replays it)
            if (copies := save_copies_problem(record, sitting)) is not None:
                raise RecordError(copies)
            # read before the session has it: a session may move the sitting it is given
            where = _sitting_where(sitting)
            jojotte_session(quiet, settings, sitting)
        except RecordError as exc:
            raise RecordError(f"{path}: {exc}") from None
        return where
    from parlor.jotto.cli import restored_session

    session = restored_session(quiet, record, path, as_started=False)
    # (the score resuming plays: judge U14 #3), whether the match is over by it, and where
    return Played(
        _score(list(session.match.totals)),
        over=session.match.is_over(),
        standing=session.standing(),
    )


class Played(str):
    """A Jotto save's score, replayed (:func:`_replay`), knowing whether the match is over by
    it: a stop after the winning word and before the match was filed leaves a save of a match
    over and no ``finished`` mark (judge W15 #3: listed 'game 2 next' of a match to 1 won)."""

    over: bool
    standing: tuple[int, int | None]
    """The games finished and the line in play (:meth:`JottoSession.standing`)."""

    def __new__(cls, text: str, *, over: bool, standing: tuple[int, int | None]) -> Played:
        made = super().__new__(cls, text)
        made.over = over
        made.standing = standing
        return made


def _over_unfiled(info: SaveInfo) -> bool:
    """Whether the save ``info`` holds a match or sitting over that resuming only files: marked
    ``finished``, or a Jotto match whose replayed games decide it."""
    if (info.record or {}).get("finished") is True:
        return True
    if _replay_problem(info) is not None:
        return False
    played = _REPLAYED[id(info)][2]
    return isinstance(played, Played) and played.over


def _score(points: list[int]) -> str:
    """``70-129``; ``122 to -27`` when a total is below zero (Jotto's penalties: '122--27')."""
    joint = " to " if any(p < 0 for p in points) else "-"
    return f"{points[0]}{joint}{points[1]}"


NAME_MAX = 40
"""The longest name parlor gives a player; a longer one in a save is shown cut short."""


def _shown_name(value: Any) -> str:
    """A saved name as the list shows it: '?' for what is no name (null, {}, "", a control),
    a name longer than parlor allows cut short."""
    if is_name(value):
        name = value.strip()
        return name if len(name) <= NAME_MAX else name[: NAME_MAX - 3] + "..."
    return "?"


def _shown_points(value: Any) -> str:
    """Saved points as the list shows them: '?' for what is no number (or none a game has)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**9:
        return str(value)
    return "?"


def _pair(value: Any, default: Any) -> list[Any]:
    """A saved pair (names, totals) as a list of two, padded with ``default``."""
    items = list(value) if isinstance(value, list) else []
    return [*items[:2], *[default] * (2 - len(items[:2]))]


def resume_words(problem: str, path: Path) -> str:
    """What is wrong with the save at ``path`` (``problem``, as reading or replaying it found
    it), in the words ``parlor resume`` says it (plain text): without the path in front, and
    of a move refused, what was wrong with it said of the player who made it, not to the
    reader ('play 7H: the player does not hold 7H', not 'you do not hold 7H', the engine's
    words at the card prompt). The replays say the rest as a file's problem themselves (no
    'write e.g. QS, 10H' advice, no 'the save cannot be replayed (...)' around the replay's
    words). The commands that skip a damaged save (a sheet asked for with no RECORD) word
    it so too: they called a save a 'match record'."""
    short = " ".join(problem.split())
    for prefix in (f"{path}: ", f"{path.name}: "):
        if short.startswith(prefix):
            short = short[len(prefix) :]
            break
    if "\\" in short:  # a value quoted in Python's escapes ('\x1bKS'): as typed ('?KS')
        short = quoted_as_typed(short)  # (as the games' refusals quote it: judge T14)
    if re.search(r"\baction \d+: ", short):  # a move refused, as the player was told
        short = re.sub(r"\byou do not\b", "the player does not", short)
        short = re.sub(r"\byou (may|must|cannot)\b", r"the player \1", short)
    return short


UNREAD = "score damaged (resuming replays the moves)"
"""The list's words for a save whose copy of the score is damaged."""


def describe(info: SaveInfo) -> str:
    """A save's line in resume's list: the game, the players, how far it went."""
    what = _progress(info)
    if _over_unfiled(info):
        # A match that ended while its record could not be written: it read as one in play
        # ('game 1, match 100-0'), nothing said that resuming only files it.
        what += "; finished, not yet filed: resuming files it"
    return what


def _progress(info: SaveInfo) -> str:
    rec = info.record or {}
    # The sides the game resumes with, from where resuming takes them: Jotto's options,
    # Jo-Jotte's players (the save's 'names', a copy, was listed: 'Zed v Bob' resumed as Ann
    # against Bob, judge V14; '? v ?' without it, judge T14)
    options = rec.get("options")
    if rec.get("format") == "parlor.jotto":
        options = options if isinstance(options, dict) else {}
        raw: Any = [options.get("name1"), options.get("name2")]
    elif rec.get("format") == "parlor.jojotte":
        raw = rec.get("players")
    else:
        raw = rec.get("names")
    names = [_shown_name(n) for n in _pair(raw, None)]
    games = rec.get("games") or []
    totals = [_shown_points(t) for t in _pair(rec.get("totals") or [0, 0], None)]
    # The saved totals are only a copy (resuming replays the moves): a damaged copy
    # ([999, "x"] edited by hand) is not shown as a score the game will not have.
    readable = "?" not in totals
    # ('match 122--27': a negative total, from Jotto's penalties, takes 'to')
    joint = " to " if readable and any(t.startswith("-") for t in totals) else "-"
    score = f"{totals[0]}{joint}{totals[1]}" if readable else None
    try:
        # the bot's level beside its name: two sittings at deal 1 read alike without it
        settings = rec.get("session") if rec.get("format") == "parlor.jojotte" else None
        settings = settings if isinstance(settings, dict) else rec.get("options")
        level = settings.get("level") if isinstance(settings, dict) else None
        bot = isinstance(settings, dict) and settings.get("vs", "bot") == "bot"
        if bot and level in ("easy", "medium", "hard"):
            names[1] = f"{names[1]} ({level})"
        if rec.get("format") == "parlor.jojotte":
            session = rec.get("session")
            if not isinstance(session, dict) or "seed" not in session:
                # (resuming refuses it: it read 'Jo-Jotte: ? v ?, rubber 1, deal 1, points
                # 0-0', a sitting to resume, as Jotto's save without options no longer does)
                raise TypeError("session")
            rubbers = rec.get("rubbers") or []
            last = rubbers[-1] if rubbers and isinstance(rubbers[-1], dict) else {}
            deals = len(last.get("deals") or [])  # within the rubber, as the table numbers them
            where = f"rubber {max(1, len(rubbers))}, deal {max(1, deals)}"
            if not rec.get("finished"):
                where = _jojotte_next(info) or where
            return (
                f"{_jojotte_kind(rec.get('options'))}: {names[0]} v {names[1]}, {where}, "
                # the saved totals count the deals played out (melds of the deal in play not yet)
                + (f"points {score} in the deals played out" if score else UNREAD)
            )
        replayed = _REPLAYED[id(info)][2] if _replay_problem(info) is None else None
        # (not replayed, which the list shows as damaged anyway: the last game, no line)
        fallback = (max(0, len(games) - 1), 0)
        done, in_play = replayed.standing if isinstance(replayed, Played) else fallback
        number, line = done + 1, ""
        if _over_unfiled(info):  # (no game next: resuming files the match)
            number = max(1, done)
        elif in_play is None:
            line = " next"  # the last game is over; the next one has not started ('deal 2 next')
        elif in_play:  # the line in play: two matches at game 1 read alike without it
            line = f", line {in_play}"
        options = rec.get("options")
        if not isinstance(options, dict):  # (resuming refuses it: no 'Jotto: ? v ?' to resume)
            raise TypeError("options")
        if _replay_problem(info) is None and (played := _REPLAYED[id(info)][2]) is not None:
            # The score of its games replayed, as resuming plays it: the saved totals are a
            # copy, written before a game's end was added up when a stop came between the two
            # (a match stopped then is not damaged), and one edited by hand was listed
            # ('match 170-29') while resuming played 70-129 (judge U14 #3).
            score = played
        length = options.get("length")
        # the word-length variant is named, as the game's opening line names it, and the
        # others in brief, as Jo-Jotte's house rules are (judge AO18: only the length was)
        brief = [f"{length} letters"] if length in (4, 6) else []
        brief += jotto_variants(options)
        words = options.get("words")
        if isinstance(words, str) and words and not os.path.lexists(words):  # (BA19)
            brief[-1] += ", since deleted"
        kind = f"Jotto ({', '.join(brief)})" if brief else "Jotto"
        return f"{kind}: {names[0]} v {names[1]}, game {number}{line}, " + (
            f"match {score}" if score else UNREAD
        )
    except (IndexError, KeyError, TypeError, AttributeError, ValueError):
        # (a field of the wrong kind, edited by hand: resuming it says which)
        game = GAMES.get(str(rec.get("format")))
        return f"a damaged {game + ' ' if game else ''}save (resuming it says what is wrong)"


def jotto_variants(options: dict[str, Any]) -> list[str]:
    """A Jotto match's variants from its options, named in brief as resume's list and the
    history name them: the variant rules, announce and a list of its own, which change the
    game as much (judge AT19 #4, BB20 #2); not the word length."""
    brief = [said for key, said in _JOTTO_VARIANTS if options.get(key) is True]
    if options.get("announce") is True:
        brief.append("announce")
    if isinstance(words := options.get("words"), str) and words:
        brief.append(f"own words: {printable(PurePath(words).name)}")
    return brief


_JOTTO_VARIANTS = (
    ("no_repeats", "no repeats"),
    ("no_anagrams", "no anagrams"),
    ("hard_mode", "hard mode"),
)
"""A Jotto save's variant options and their names in brief in resume's list."""


def _jojotte_next(info: SaveInfo) -> str | None:
    """Where the Jo-Jotte save ``info`` stands, replayed (:func:`_sitting_where`), from the
    replay that checked its moves (:func:`_replay_problem`) when it was made; None when the
    save cannot be replayed (the list's counts stand)."""
    from parlor.jojotte.record import replay_record

    known = _REPLAYED.get(id(info))
    if known is not None and known[0] is info and known[2] is not None:
        return known[2]
    try:
        sitting = replay_record(info.record)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return None
    return _sitting_where(sitting)


def _sitting_where(sitting: Sitting) -> str | None:
    """Where a replayed sitting stands: ``rubber 1, deal 2`` for a deal in play, ``rubber 1,
    deal 2 next`` when the last deal saved is played out (quit at "Press Enter for the next
    deal": the list said 'deal 1', and resuming opened deal 2), ``rubber 2, deal 1 next``
    after a rubber's last deal; None for a sitting over or with no rubber."""
    if not sitting.rubbers:
        return None
    rubber, deals = len(sitting.rubbers), len(sitting.rubber.deals)
    if sitting.current is not None:
        return f"rubber {rubber}, deal {deals + 1}"
    if sitting.is_over:
        return None
    if sitting.rubber.is_over:
        return f"rubber {rubber + 1}, deal 1 next"
    return f"rubber {rubber}, deal {deals + 1} next"


def _jojotte_kind(options: object) -> str:
    """``Jo-Jotte``, with the house rules of a save in brief as the game announces them:
    ``Jo-Jotte (no No-Trump, Belote fours)``; options the game cannot read are passed over."""
    from parlor.jojotte.options import Options
    from parlor.jojotte.text import house_rules

    try:
        rules = (
            house_rules(Options.from_dict(options), brief=True) if isinstance(options, dict) else []
        )
    except (ValueError, TypeError):  # (OptionsError is a ValueError)
        rules = []
    return f"Jo-Jotte ({', '.join(rules)})" if rules else "Jo-Jotte"
