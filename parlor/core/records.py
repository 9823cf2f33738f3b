"""Versioned JSON game records and atomic file writes.

A record holds the chance events (deck order, secret words) and the list of actions, so that
replaying it through the engine rebuilds the game exactly. Every record is a JSON object with
``"format"`` (the game's record name, e.g. ``"parlor.jotto"``) and ``"version"`` (an int).
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import errno
import json
import os
import re
import stat
import sys
import tempfile
from collections.abc import Mapping
from datetime import date, datetime
from pathlib import Path
from typing import Any

__all__ = [
    "HIDDEN_KEYS",
    "NUMBER_MAX",
    "DamagedFile",
    "RecordError",
    "file_kind",
    "hide",
    "kind_shown",
    "load_record",
    "loads",
    "parse_int",
    "played_on",
    "read_json",
    "reveal",
    "shown_number",
    "shown_value",
    "started_now",
    "totals_problem",
    "version_problem",
    "write_bytes_atomic",
    "write_json_atomic",
    "write_text_atomic",
]


_STAMP = re.compile(r"^(?:jotto|jojotte)-(\d{4})(\d{2})(\d{2})-\d{6}-")
"""The day in parlor's name for a save or record: ``jotto-20261130-071627-3``."""


def played_on(data: Mapping[str, Any], path: Path | None = None) -> str | None:
    """The day a match or sitting was started, as ``YYYY-MM-DD``, for its printed sheets: the
    ``"started"`` time in its settings (a Jotto match's ``"options"``, a Jo-Jotte sitting's
    ``"session"``), else the day in parlor's name for the file (records written before the
    settings kept it), else None (a file renamed by hand, its settings edited)."""
    for key in ("options", "session"):
        settings = data.get(key)
        started = settings.get("started") if isinstance(settings, Mapping) else None
        if isinstance(started, str):
            with contextlib.suppress(ValueError):
                return datetime.fromisoformat(started).date().isoformat()
    if path is not None and (stamp := _STAMP.match(path.name)) is not None:
        with contextlib.suppress(ValueError):
            return date(int(stamp[1]), int(stamp[2]), int(stamp[3])).isoformat()
    return None


def started_now() -> str:
    """The local time now, as a new match's or sitting's settings keep it (see
    :func:`played_on`)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


class RecordError(ValueError):
    """A record or save file that cannot be used; the message names the file and the problem."""


class DamagedFile(RecordError):
    """A file whose content is damaged (not JSON, cut off, its hidden fields not parlor's),
    as opposed to one the system will not give (no permission, a folder): ``parlor resume``
    and the sheets call such a save 'a damaged Jotto save: ...'."""


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: temporary file in the same folder, fsync, rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # The temporary name is the file's own, cut short: a name near the system's 255 bytes
    # is allowed, and ".NAME.xxxxxxxx.tmp" must not be the one that is too long.
    stem = os.fsdecode(os.fsencode(path.name)[:80])  # bytes cut as the system names them
    fd, tmp = tempfile.mkstemp(prefix=f".{stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    try:
        dfd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, as :func:`write_bytes_atomic` does."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: Path, obj: Any) -> None:
    """Write ``obj`` as indented JSON to ``path`` atomically."""
    write_text_atomic(path, json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


RECORD_MAX = 64 * 2**20
"""The largest file read as a record or a save, in bytes."""
NUMBER_MAX = 40
"""The most digits of a whole number in a record or a save (a seed has at most 19)."""


class _LongNumber(ValueError):
    """A number in a JSON file longer than :data:`NUMBER_MAX` digits."""


def parse_int(digits: str) -> int:
    """A JSON whole number, refused beyond :data:`NUMBER_MAX` digits: Python reads a number of
    n digits in time n squared, and a save holding a number of millions of digits (a file
    damaged, or edited by hand) kept ``parlor resume --list`` busy for minutes or days."""
    if len(digits.lstrip("-")) > NUMBER_MAX:
        raise _LongNumber(f"a number of {len(digits.lstrip('-'))} digits")
    return int(digits)


def loads(text: str) -> Any:
    """``json.loads`` with no number longer than :data:`NUMBER_MAX` digits; such a number
    raises ``ValueError`` as other bad JSON does."""
    return json.loads(text, parse_int=parse_int)


JSON_PROBLEMS = {
    "Unterminated string starting at": "a string left open",
    "Expecting value": "a value missing",
    "Expecting ',' delimiter": "a comma missing",
    "Expecting ':' delimiter": "a colon missing",
    "Expecting property name enclosed in double quotes": "a name in double quotes missing",
    "Extra data": "more after the end of the data",
    "Invalid control character at": "a control character in a string",
    "Invalid \\escape": "a backslash that escapes nothing",
    "Invalid \\uXXXX escape": "a bad \\u escape",
}
"""Python's JSON errors, some of which end on a dangling 'at' ("Unterminated string starting
at"), as the words that go before "at line L, column C"."""


def _json_problem(msg: str) -> str:
    return JSON_PROBLEMS.get(msg, msg.removesuffix(" at").removesuffix(" starting"))


def _device(path: Path) -> str:
    """What the device ``path`` is, for an error: ``/dev/zero`` through a link, else 'a device'."""
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError):
        real = str(path)
    return "a terminal" if real.startswith(("/dev/tty", "/dev/pts/")) else f"the device {real}"


def _read_bounded(path: Path) -> bytes:
    """The bytes of the file ``path``, at most :data:`RECORD_MAX` of them; a device, a socket,
    a pipe nobody writes to and a file over the bound raise :class:`RecordError` at once.

    A named pipe (FIFO) given as a record made parlor wait for ever for someone to write to it
    (opening it waits for a writer); a link to ``/dev/zero`` was read for 64 MB of zeros, said
    to be 'over 64 MB'; a disk image was read up to the bound before being refused. A pipe
    being written (``<(cat record.json)``) is still read."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise
    except OSError:
        mode = 0  # (open says what is wrong)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        raise RecordError(f"{path}: not a file but {_device(path)}, so no parlor save or record")
    if stat.S_ISSOCK(mode):
        raise RecordError(f"{path}: not a file but a socket, so no parlor save or record")
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
        if stat.S_ISFIFO(st.st_mode):
            # Opened without waiting; read as usual now: with no writer it is at its end.
            os.set_blocking(fd, True)
        elif st.st_size > RECORD_MAX:
            raise RecordError(
                f"{path}: not a parlor file ({_size(st.st_size)}, far larger than any record)"
            )
        # Bounded all the same: a file that grows, a pipe that does not end.
        data = fh.read(RECORD_MAX + 1)
        if len(data) > RECORD_MAX:
            raise RecordError(
                f"{path}: not a parlor file (over {RECORD_MAX // 2**20} MB, far larger than "
                "any record)"
            )
        if not data and stat.S_ISFIFO(st.st_mode):
            raise RecordError(
                f"{path}: not a file but a pipe that nothing was written to, so no parlor "
                "save or record"
            )
    return data


def _size(size: int) -> str:
    """A file's size in words: '100 MB', '3 GB'."""
    if size >= 2**30:
        return f"{size / 2**30:.0f} GB"
    return f"{size / 2**20:.0f} MB"


HIDDEN_KEYS = frozenset({"secrets", "pending_secrets", "deck"})
"""The fields of a save that hold what a player must not see: Jotto's secret words (and the
next game's, chosen ahead), Jo-Jotte's deck (every hand). :func:`hide` keeps them in base64."""
HIDDEN_MARK = "base64"
"""The one key of a hidden field's value: ``"secrets": {"base64": "WyJjcmFuZSIsImNvd2VkIl0="}``."""
HIDDEN_WORDS = {
    "secrets": "secret words",
    "pending_secrets": "secret words for the next game",
    "deck": "deck of cards",
}
"""The hidden fields as an error names them to a player (not by their keys)."""
_HIDDEN_DEPTH = 8
"""How deep in a save :func:`hide` and :func:`reveal` look (Jo-Jotte's decks are at 4)."""


def hide(record: Any, depth: int = 0) -> Any:
    """A copy of the save ``record`` with its :data:`HIDDEN_KEYS` fields kept as base64 of their
    JSON, so that a player who opens the save in the data folder does not see the bot's secret
    word or hand at a glance. Not a lock: any base64 decoder shows them, as parlor's own reader
    (:func:`read_json`) does. ``record`` is left as it is."""
    if depth > _HIDDEN_DEPTH:
        return record
    if isinstance(record, dict):
        out: dict[str, Any] = {}
        for key, value in record.items():
            if key in HIDDEN_KEYS and not _is_hidden(value):
                text = json.dumps(value, ensure_ascii=False).encode("utf-8")
                out[key] = {HIDDEN_MARK: base64.b64encode(text).decode("ascii")}
            else:
                out[key] = hide(value, depth + 1)
        return out
    if isinstance(record, list):
        return [hide(v, depth + 1) for v in record]
    return record


def _is_hidden(value: Any) -> bool:
    return isinstance(value, dict) and len(value) == 1 and isinstance(value.get(HIDDEN_MARK), str)


class _Damaged(ValueError):
    """A hidden field that cannot be read back."""


def reveal(data: Any, depth: int = 0) -> Any:
    """``data`` with its hidden fields (see :func:`hide`) read back, in place; a save written
    before saves hid anything (plain JSON) is as it was. A hidden field that cannot be read
    (the file damaged, edited by hand) raises ``_Damaged`` naming the field."""
    if depth > _HIDDEN_DEPTH:
        return data
    if isinstance(data, dict):
        for key, value in data.items():
            if key in HIDDEN_KEYS and _is_hidden(value):
                try:
                    raw = base64.b64decode(value[HIDDEN_MARK], validate=True)
                    data[key] = loads(raw.decode("utf-8"))
                except (binascii.Error, UnicodeDecodeError, ValueError, RecursionError):
                    raise _Damaged(key) from None
            else:
                reveal(value, depth + 1)
    elif isinstance(data, list):
        for value in data:
            reveal(value, depth + 1)
    return data


def read_json(path: Path) -> Any:
    """Read JSON from ``path``; any problem becomes a :class:`RecordError` naming the file.
    The fields a save hides (:func:`hide`) are read back."""
    path = Path(path)
    try:
        data = _read_bounded(path)
        # A byte-order mark first (a record opened and saved again in Notepad) is no part of
        # the data: it said "not valid JSON (Unexpected UTF-8 BOM (decode using utf-8-sig)".
        text = data.decode("utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except IsADirectoryError:
        if str(path) == ".":  # typer reads an empty argument ("") as the current folder
            given = "''" if "" in sys.argv[1:] else "'.'"
            raise RecordError(
                f"no record named {given}: give a record's name (as the end of a game "
                "prints it) or its path"
            ) from None
        raise RecordError(f"{path}: is a folder, not a record file") from None
    except PermissionError:
        raise RecordError(f"{path}: permission denied") from None
    except UnicodeDecodeError:
        raise DamagedFile(f"{path}: not a text file (not UTF-8)") from None
    except OSError as exc:
        raise RecordError(f"{path}: cannot read ({exc.strerror})") from None
    if not text.strip():  # cut off at its first write (a disk full, a crash), or made by hand
        raise DamagedFile(f"{path}: an empty file, not a parlor save or record")
    try:
        return reveal(loads(text))
    except _Damaged as exc:
        raise DamagedFile(
            f"{path}: its hidden {HIDDEN_WORDS.get(str(exc), str(exc))} cannot be read (not "
            "the base64 parlor writes); the file may be truncated or corrupt"
        ) from None
    except _LongNumber as exc:
        raise DamagedFile(
            f"{path}: not a parlor file (it holds {exc}; parlor writes none over {NUMBER_MAX})"
        ) from None
    except json.JSONDecodeError as exc:
        raise DamagedFile(
            f"{path}: not valid JSON ({_json_problem(exc.msg)} at line {exc.lineno}, column "
            f"{exc.colno}); the file may be truncated or corrupt"
        ) from None
    except RecursionError:  # "[[[[..." nested deeper than the parser goes
        raise DamagedFile(f"{path}: not a parlor file (nested too deep to read)") from None


def file_kind(path: Path) -> str:
    """ "save" for a file in parlor's saves folder (a game not finished), else "record": a save
    from a newer parlor was 'record format version 2 is newer ...'."""
    from parlor.core.saves import saves_dir

    try:
        return "save" if path.absolute().parent == saves_dir() else "record"
    except (OSError, ValueError):
        return "record"


def load_record(path: Path, fmt: str, max_version: int, kind: str | None = None) -> dict[str, Any]:
    """Read a record of format ``fmt`` and check its version is at most ``max_version``.
    ``kind``: what the file is called in what is said of it, "record" or "save" (default:
    :func:`file_kind`)."""
    data = read_json(path)
    kind = kind or file_kind(path)
    if not isinstance(data, dict):
        raise RecordError(f"{path}: not a parlor {kind} (expected a JSON object)")
    if data.get("format") != fmt:
        other = data.get("format")
        if other is None:
            raise RecordError(f"{path}: not a {fmt} record (it has no format field)")
        names = {"parlor.jotto": "Jotto", "parlor.jojotte": "Jo-Jotte"}
        if other in names and fmt in names:  # (the games' names, not their formats: AJ17 #7)
            game = str(other)[7:]
            raise RecordError(
                f"{path}: a {names[str(other)]} {kind}, not a {names[fmt]} one (the parlor "
                f"{game} commands read it: parlor {game} sheet {path.stem})"
            )
        if isinstance(other, str) and other.startswith("parlor.") and other[7:].isalpha():
            raise RecordError(
                f"{path}: not a {fmt} record but a {other} one "
                f"(the parlor {other[7:]} commands read it)"
            )
        raise RecordError(f"{path}: not a {fmt} record (format is {_json_short(other)})")
    version = data.get("version")
    problem = version_problem(version)
    if problem is not None or not isinstance(version, int):
        raise RecordError(f"{path}: {problem}")
    if version > max_version:
        raise RecordError(
            f"{path}: {kind} format version {version} is newer than this parlor understands "
            f"(up to {max_version}); upgrade parlor to read it"
        )
    return data


def version_problem(version: Any) -> str | None:
    """What is wrong with a save's or record's ``"version"`` (``Ellipsis``: none given), as
    ``parlor resume`` and the sheets both say it; None when it is a version (1 or more). It
    said 'record has no valid version number' here, and '... valid format version (None)' in
    the resume list, Python's word for JSON's null."""
    if isinstance(version, int) and not isinstance(version, bool) and version >= 1:
        return None
    if version is None:
        return "no format version"
    return f"format version {_json_short(version)} is not valid"


def _json_short(value: Any) -> str:
    """``value`` as JSON writes it (null, true, "x"; not Python's None, True, 'x'), short."""
    try:
        shown = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        shown = "?"
    return shown if len(shown) <= 20 else shown[:17] + "..."


def shown_value(value: object) -> str:
    """A value read from a record or save, for a message, as JSON writes it and short: a
    string quoted (a long one is cut by the message), ``null``, ``true``, a number, and a list
    or an object by what it is ('a list of 3000 items'), not written out."""
    if isinstance(value, str):  # a long one cut after its first characters, as cut_quoted
        return repr(value) if len(value) < 40 else repr(value[:17] + "...")
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, int):
        return shown_number(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return "an empty list" if not value else f"a list of {len(value)} items"
    return "an object"


def shown_number(number: int) -> str:
    """A whole number for a message; a huge one is not written out (nor can it always be)."""
    return str(number) if abs(number) < 10**20 else "a number of over 20 digits"


def kind_shown(value: object) -> str:
    """What a save's field holds where a table was due, for a message, as Jotto's options
    are said ('the save's options are damaged (a list, not a table)'): 'a text', 'a list',
    a number or ``true`` as JSON writes it."""
    if isinstance(value, str):
        return "a text"
    if isinstance(value, list):
        return "a list"
    return shown_value(value)


def totals_problem(record: dict[str, Any]) -> str | None:
    """Why a save's copy of the match or sitting totals is damaged, or None: every save parlor
    writes (Jotto's and Jo-Jotte's, since their first) holds ``totals``, two whole numbers,
    so a save without them, or with totals that are no two whole numbers (``"x"``, ``[0]``,
    ``[0.0, 0]``, ``[true, 0]``, ``[0, 0, 0]``) was edited or damaged: such totals were
    listed as 'score damaged (resuming replays the moves)', or not remarked at all, and
    resumed, while a readable pair that disagreed with the moves was refused (judge V14).
    Whether the numbers agree with the moves is the game's to say (Jotto's may lag a game
    behind)."""
    if "totals" not in record:
        return "the save has no totals"
    totals = record["totals"]
    if (
        isinstance(totals, list)
        and len(totals) == 2
        and all(isinstance(t, int) and not isinstance(t, bool) for t in totals)
    ):
        return None
    short = isinstance(totals, list) and 0 < len(totals) <= 4
    if short and not any(isinstance(t, list | dict) for t in totals):
        shown = "[" + ", ".join(shown_value(t) for t in totals) + "]"
    else:
        shown = shown_value(totals)
    return f"its totals ({shown}) are not two whole numbers"
