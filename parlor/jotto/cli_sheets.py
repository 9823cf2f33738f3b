"""``parlor jotto pad`` and ``parlor jotto sheet``: Jotto pads and match sheets to print.

``pad`` prints blank pads laid out like the original paper pad; ``sheet`` prints the filled-in
pads of a match record (each game replayed through the engine). Both write plain text, HTML,
SVG or PDF (PDF needs the ``pdf`` extra). Bad options and bad records give a one-line error.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

import click
import typer

from parlor.core.records import RecordError, load_record, write_text_atomic
from parlor.core.scorepad import ScoreSheet, render_text
from parlor.jotto.lexicon import Lexicon, LexiconError, default_valid
from parlor.jotto.rules import MATCH_TARGET

__all__ = ["FORMATS", "PAPERS", "pad_cmd", "render_sheets", "sheet_cmd"]

FORMATS = ("text", "html", "svg", "pdf")
PAPERS = ("a4", "letter")
MAX_COPIES = 100
_SUFFIXES = {".txt": "text", ".text": "text", ".html": "html", ".htm": "html", ".svg": "svg"}
_SUFFIXES[".pdf"] = "pdf"

_FORMAT_HELP = "text, html, svg or pdf (default: from the -o file's extension, else text)."


def _fail(message: str, code: int = 2) -> NoReturn:
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(code)


def _choose_format(fmt: str | None, output: Path | None) -> str:
    if fmt is None:
        if output is not None:
            return _SUFFIXES.get(output.suffix.lower(), "text")
        return "text"
    f = fmt.strip().lower()
    if f not in FORMATS:
        _fail(f"unknown format {fmt!r}: use text, html, svg or pdf")
    return f


def _choose_paper(paper: str) -> str:
    p = paper.strip().lower()
    if p not in PAPERS:
        _fail(f"unknown paper {paper!r}: use a4 or letter")
    return p


def render_sheets(
    sheets: Sequence[ScoreSheet], fmt: str, *, paper: str = "a4", title: str = ""
) -> str | bytes:
    """The sheets in ``fmt`` (text, html, svg or pdf): text for all but PDF, which is bytes.

    Raises :class:`parlor.core.render_pdf.PdfUnavailable` for PDF without fpdf2.
    """
    if fmt == "text":
        return "\n".join(render_text(s) for s in sheets)
    if fmt == "html":
        from parlor.core.render_html import render_html

        return render_html(sheets, paper=paper, title=title)
    if fmt == "svg":
        from parlor.core.render_svg import render_svg

        return render_svg(sheets, paper=paper, title=title)
    if fmt == "pdf":
        from parlor.core.render_pdf import render_pdf

        return render_pdf(sheets, paper=paper, title=title)
    raise ValueError(f"unknown format {fmt!r}")


def _write_bytes_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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


def _emit(
    sheets: Sequence[ScoreSheet], fmt: str, output: Path | None, paper: str, title: str, what: str
) -> None:
    """Render and write to ``output`` (atomically) or standard output."""
    if fmt == "pdf" and output is None and click.get_text_stream("stdout").isatty():
        _fail("will not write a PDF to the terminal: use -o FILE, or redirect the output")
    from parlor.core.render_pdf import PdfUnavailable

    try:
        data = render_sheets(sheets, fmt, paper=paper, title=title)
    except PdfUnavailable as exc:
        _fail(str(exc))
    if output is None:
        if isinstance(data, bytes):
            out = click.get_binary_stream("stdout")
            out.write(data)
            out.flush()
        else:
            sys.stdout.write(data)
            sys.stdout.flush()
        return
    try:
        if isinstance(data, bytes):
            _write_bytes_atomic(output, data)
        else:
            write_text_atomic(output, data)
    except OSError as exc:
        _fail(f"{output}: cannot write ({exc.strerror or exc})", 1)
    typer.echo(f"Wrote {what} to {output} ({fmt}, {paper}).", err=True)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def pad_cmd(
    fmt: str | None = typer.Option(None, "--format", "-f", metavar="FORMAT", help=_FORMAT_HELP),
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
) -> None:
    """Print blank Jotto pads to play on paper, laid out like the original (two to a page).

    Secret word box, twenty lines with the SCORE column, test words and jots both ways,
    the opponent's secret jot letters, the eliminating alphabet and the match totals.
    """
    f = _choose_format(fmt, output)
    p = _choose_paper(paper)
    n = _count(copies, "--copies", 1, MAX_COPIES)
    t = _count(target, "--target", 1, 10_000)
    from parlor.jotto.pad import blank_pad

    sheets = [blank_pad(target=t) for _ in range(n)]
    _emit(sheets, f, output, p, "Jotto pad", _plural(n, "pad"))


def _count(text: str, option: str, low: int, high: int) -> int:
    try:
        n = int(text.strip())
    except ValueError:
        _fail(f"{option} must be a whole number, not {text!r}")
    if not low <= n <= high:
        _fail(f"{option} must be from {low} to {high}, not {n}")
    return n


def replay_lexicon(record: dict[str, Any]) -> Lexicon:
    """The word list to replay a record with: the shipped list, or the record's own list.

    When the record was played with a list of its own that can no longer be read, the words
    the record uses are added to the shipped list: a list moved since must not stop a record
    printing.
    """
    from parlor.jotto.pad import record_words

    options = record.get("options")
    words = options.get("words") if isinstance(options, dict) else None
    base = default_valid()
    if not isinstance(words, str) or not words:
        return base
    with contextlib.suppress(LexiconError, OSError):
        return Lexicon.from_file(Path(words))
    extra = {w for w in record_words(record) if len(w) == base.length and w.isascii()}
    extra = {w for w in extra if w.isalpha()}
    return Lexicon(tuple(sorted(set(base.words) | extra)), base.name)


def sheet_cmd(
    record: Path = typer.Argument(
        ...,
        metavar="RECORD",
        help="A Jotto match record or save (a .json file).",
        show_default=False,
    ),
    fmt: str | None = typer.Option(None, "--format", "-f", metavar="FORMAT", help=_FORMAT_HELP),
    output: Path | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write to FILE instead of standard output."
    ),
    paper: str = typer.Option("a4", "--paper", metavar="PAPER", help="a4 or letter."),
) -> None:
    """Print the filled-in pads of a Jotto match record or save, game by game.

    Both sides' pads for every game (replayed from the record), the match totals and the winner.
    An unfinished match prints too, without the secrets of the game in play.
    """
    f = _choose_format(fmt, output)
    p = _choose_paper(paper)
    from parlor.jotto.pad import match_pads
    from parlor.jotto.ui import RECORD_FORMAT, RECORD_VERSION

    try:
        data = load_record(record, RECORD_FORMAT, RECORD_VERSION)
    except RecordError as exc:
        _fail(str(exc))
    try:
        sheets = match_pads(data, replay_lexicon(data))
    except (ValueError, LexiconError) as exc:
        _fail(f"{record}: {exc}")
    names = data.get("names") or ["?", "?"]
    title = f"Jotto: {names[0]} v {names[1]}"
    games = len(sheets) // 2
    _emit(sheets, f, output, p, title, _plural(games, "game") + f" ({_plural(len(sheets), 'pad')})")
