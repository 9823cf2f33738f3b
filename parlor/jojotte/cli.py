"""``parlor jojotte ...``: the command line of Jo-Jotte (thin: parse, call the engine, print)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from parlor.core.records import RecordError

from .record import load_sitting, sheet_json
from .text import sitting_lines

__all__ = ["app"]

app = typer.Typer(
    name="jojotte",
    help="Jo-Jotte, Culbertson's two-player trick-taking game with bridge-style scoring.",
    no_args_is_help=True,
)


@app.callback()
def main() -> None:
    """Jo-Jotte, Culbertson's two-player trick-taking game with bridge-style scoring."""


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A parlor.jojotte record (JSON).")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the sheet entries as JSON.")
    ] = False,
) -> None:
    """Replay a record through the engine: tricks and sheet entries of each deal."""
    try:
        sitting = load_sitting(file)
    except RecordError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(sheet_json(sitting), ensure_ascii=False))
        return
    for line in sitting_lines(sitting):
        typer.echo(line)
