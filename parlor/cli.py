"""The ``parlor`` command: global options and the games' command groups."""

from __future__ import annotations

import sys

import typer

from parlor import __version__
from parlor.jotto.cli import app as jotto_app

__all__ = ["app", "main"]

CONTEXT = {"help_option_names": ["-h", "--help"]}

app = typer.Typer(
    name="parlor",
    help="Two classic parlor games in the terminal, scored as on paper: Jotto and Jo-Jotte.",
    context_settings=CONTEXT,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"parlor {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    version: bool = typer.Option(
        False, "--version", help="Show the version and exit.", is_eager=True, callback=_version
    ),
    no_color: bool = typer.Option(
        False, "--no-color", help="No colours (the NO_COLOR variable does the same)."
    ),
) -> None:
    """Two classic parlor games in the terminal, scored as on paper: Jotto and Jo-Jotte."""
    ctx.obj = {"no_color": no_color}


app.add_typer(jotto_app, name="jotto")


def main() -> None:
    """Entry point: run the app; never show a traceback for an unexpected failure."""
    try:
        app()
    except KeyboardInterrupt:
        print("\nInterrupted.", file=sys.stderr)
        sys.exit(130)
    except Exception as exc:  # pragma: no cover - last resort
        print(f"parlor: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        print("Please report this at the project's issue tracker.", file=sys.stderr)
        sys.exit(70)
