"""``parlor jotto pad`` and ``parlor jotto sheet``: Jotto pads and match sheets to print.

``pad`` prints blank pads laid out like the original paper pad; ``sheet`` prints the filled-in
pads of a match record (each game replayed through the engine). Both write plain text, HTML,
SVG or PDF (PDF needs the ``pdf`` extra). Bad options and bad records give a one-line error.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import typer

from parlor.core.records import RecordError, load_record
from parlor.core.render_output import (
    FORMAT_HELP,
    choose_format,
    choose_paper,
    emit_sheets,
    fail,
    plural,
    same_file,
    whole_number,
)
from parlor.jotto.game import record_length
from parlor.jotto.lexicon import DEFAULT_LENGTH, Lexicon, LexiconError, default_valid
from parlor.jotto.rules import MATCH_TARGET

__all__ = ["pad_cmd", "replay_lexicon", "sheet_cmd", "with_words"]

MAX_COPIES = 100


def pad_cmd(
    fmt: str | None = typer.Option(None, "--format", "-f", metavar="FORMAT", help=FORMAT_HELP),
    output: Path | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write to FILE instead of standard output."
    ),
    paper: str = typer.Option("a4", "--paper", metavar="PAPER", help="a4 or letter."),
    copies: str = typer.Option(
        "2",
        "--copies",
        "-n",
        metavar="N",
        help="How many pads (1-100; default 2, one for each player).",
    ),
    target: str = typer.Option(
        str(MATCH_TARGET), "--target", metavar="POINTS", help="The match target printed on the pad."
    ),
    length: str = typer.Option(
        "5", "--length", metavar="4|5|6", help="Boxes for words of 4, 5 or 6 letters."
    ),
) -> None:
    """Print blank Jotto pads to play on paper, laid out like the original (two to a page).

    Secret word box, twenty lines with the SCORE column, test words and jots both ways,
    the opponent's secret jot letters, the eliminating alphabet and the match totals.
    """
    f = choose_format(fmt, output)
    p = choose_paper(paper)
    n = whole_number(copies, "--copies", 1, MAX_COPIES)
    t = whole_number(target, "--target", 1, 10_000)
    size = whole_number(length, "--length", 4, 6)
    from parlor.jotto.pad import blank_pad

    sheets = [blank_pad(target=t, length=size) for _ in range(n)]
    emit_sheets(sheets, f, output, p, "Jotto pad", plural(n, "pad"))


def replay_lexicon(record: dict[str, Any]) -> Lexicon:
    """The word list to replay a record with: the shipped list, or the record's own list.

    When the record was played with a list of its own, the words the record uses are added
    to it (or to the shipped list, if it cannot be read any more): a list moved or edited since
    must not stop a record printing.
    """
    from parlor.jotto.pad import record_words

    options = record.get("options")
    words = options.get("words") if isinstance(options, dict) else None
    try:  # the word-length variant (a record without it: five letters)
        length = record_length(options) if isinstance(options, dict) else DEFAULT_LENGTH
    except ValueError:
        length = DEFAULT_LENGTH  # (refused with its reason when the record's games are read)
    if not isinstance(words, str) or not words:
        return default_valid(length)
    lexicon = default_valid(length)
    with contextlib.suppress(LexiconError, OSError):
        lexicon = Lexicon.from_file(Path(words), length)
    return with_words(lexicon, record_words(record))


def with_words(lexicon: Lexicon, words: set[str]) -> Lexicon:
    """``lexicon`` with ``words`` (those of its length, letters a-z) added to it."""
    extra = {w for w in words if len(w) == lexicon.length and w.isascii() and w.isalpha()}
    extra -= set(lexicon.words)
    if not extra:
        return lexicon
    return Lexicon(tuple(sorted(set(lexicon.words) | extra)), lexicon.name)


def _by_name(record: Path) -> Path:
    """``record``, or the save or record of that name in parlor's data folder: the game says
    "Saved as jotto-20261130-071627-3", and ``parlor jotto sheet jotto-20261130-071627-3``
    prints it (a file of that name where parlor runs comes first)."""
    if record.exists() or len(record.parts) != 1 or record.name in (".", ".."):
        return record
    from parlor.core.saves import records_dir, saves_dir

    name = record.name if record.suffix == ".json" else f"{record.name}.json"
    for folder in (saves_dir(), records_dir()):
        with contextlib.suppress(OSError):
            if (folder / name).is_file():
                return folder / name
    fail(f"{record}: no such file, nor a save or record of that name in {saves_dir().parent}")


def sheet_cmd(
    name: str = typer.Argument(
        ...,
        metavar="RECORD",
        help="A Jotto match record or save (a .json file), or a save's name as the game "
        "printed it (jotto-...).",
        show_default=False,
    ),
    fmt: str | None = typer.Option(None, "--format", "-f", metavar="FORMAT", help=FORMAT_HELP),
    output: Path | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write to FILE instead of standard output."
    ),
    paper: str = typer.Option("a4", "--paper", metavar="PAPER", help="a4 or letter."),
) -> None:
    """Print the filled-in pads of a Jotto match record or save, game by game.

    Both sides' pads for every game (replayed from the record), the match totals and the winner.
    An unfinished match prints too, without the secrets of the game in play.
    """
    f = choose_format(fmt, output)
    p = choose_paper(paper)
    record = _by_name(Path(name))
    if output is not None and same_file(output, record):
        fail(f"{output}: is the record itself; write the sheet to another file")
    from parlor.jotto.pad import match_pads
    from parlor.jotto.ui import RECORD_FORMAT, RECORD_VERSION

    try:
        data = load_record(record, RECORD_FORMAT, RECORD_VERSION)
    except RecordError as exc:
        fail(str(exc))
    try:
        sheets = match_pads(data, replay_lexicon(data))
    except (ValueError, LexiconError) as exc:
        fail(f"{record}: {exc}")
    names = data.get("names") or ["?", "?"]
    title = f"Jotto: {names[0]} v {names[1]}"
    games = len(sheets) // 2
    emit_sheets(
        sheets, f, output, p, title, plural(games, "game") + f" ({plural(len(sheets), 'pad')})"
    )
