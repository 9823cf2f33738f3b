"""Small pieces every command group shares: the global ``--no-color`` and checked names."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TypeVar

import typer

F = TypeVar("F", bound=Callable[..., object])

__all__ = ["checked_name", "no_color", "reflowed"]


def no_color(ctx: typer.Context) -> bool:
    """True when ``parlor --no-color`` was given (the root command keeps it in ``ctx.obj``)."""
    root = ctx.find_root()
    obj = root.obj if isinstance(root.obj, dict) else {}
    return bool(obj.get("no_color", False))


def checked_name(value: str, what: str) -> str:
    """A player's or side's name: 1 to 40 printable characters, else a usage error."""
    v = value.strip()
    if not v or len(v) > 40 or not v.isprintable():
        raise typer.BadParameter(f"{what} must be 1 to 40 printable characters")
    return v


def reflowed(func: F) -> F:
    """``func`` with its docstring's paragraphs each on one line, for ``--help``.

    Typer's rich help keeps a docstring's line breaks, so a paragraph wrapped at the source's
    100 columns came out as ragged short lines in a terminal of another width.
    """
    if func.__doc__:
        paragraphs = inspect.cleandoc(func.__doc__).split("\n\n")
        func.__doc__ = "\n\n".join(" ".join(p.split("\n")) for p in paragraphs)
    return func
