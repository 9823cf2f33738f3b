"""Small pieces every command group shares: the global ``--no-color`` and checked names."""

from __future__ import annotations

import contextlib
import inspect
import math
import os
from collections.abc import Callable
from typing import Any, TypeVar

import typer
from typer.core import TyperArgument, TyperGroup, TyperOption

F = TypeVar("F", bound=Callable[..., object])

__all__ = ["SEED_MAX", "BareFlagsGroup", "checked_name", "checked_seed", "no_color", "reflowed"]

SEED_MAX = 2**63 - 1
"""The largest ``--seed`` (a save's file name carries the seed, so it must stay short)."""


def no_color(ctx: typer.Context) -> bool:
    """True when ``parlor --no-color`` was given (the root command keeps it in ``ctx.obj``)."""
    root = ctx.find_root()
    obj = root.obj if isinstance(root.obj, dict) else {}
    return bool(obj.get("no_color", False))


def _argv_text(value: str) -> str:
    """A command-line value as the text that was typed. Where Python names things in ASCII
    (the C locale), the bytes of ``Zoë`` typed at a UTF-8 terminal come as surrogates, which
    are not printable: read as UTF-8 when they are, they are the name that was meant."""
    if any("\udc80" <= ch <= "\udcff" for ch in value):
        with contextlib.suppress(UnicodeError):
            return os.fsencode(value).decode("utf-8")
    return value


def checked_name(value: str, what: str) -> str:
    """A player's or side's name: 1 to 40 printable characters, else a usage error."""
    v = _argv_text(value).strip()
    if not v or len(v) > 40 or not v.isprintable():
        why = ""
        if any("\udc80" <= ch <= "\udcff" for ch in v):
            why = " (this one holds bytes that are not UTF-8 text)"
        raise typer.BadParameter(f"{what} must be 1 to 40 printable characters{why}")
    return v


def checked_seed(value: int | None) -> int | None:
    """A ``--seed``: a whole number from 0 to :data:`SEED_MAX`, else a usage error.

    (Checked here rather than by the option's ``min``/``max``, which typer's help would show
    as a 19-digit range.)
    """
    if value is not None and not 0 <= value <= SEED_MAX:
        raise typer.BadParameter(f"must be a whole number from 0 to 2**63-1, not {value}")
    return value


def in_range(low: int, high: int, allowed: str) -> Callable[[int | None], int | None]:
    """An option's check that its whole number is from ``low`` to ``high`` (a usage error
    saying ``allowed`` otherwise). Checked here rather than by the option's ``min``/``max``,
    which typer's help shows as ``<int range> [1<=x<=2]`` whatever the option's metavar."""

    def check(value: int | None) -> int | None:
        if value is not None and not low <= value <= high:
            raise typer.BadParameter(f"must be {allowed}, not {value}")
        return value

    return check


def seconds_in_range(low: float, high: float) -> Callable[[float | None], float | None]:
    """An option's check that its number of seconds is from ``low`` to ``high`` (``nan`` and
    ``inf`` are refused as not a number of seconds)."""

    def check(value: float | None) -> float | None:
        if value is not None and not (math.isfinite(value) and low <= value <= high):
            raise typer.BadParameter(f"must be {low:g} to {high:g} seconds, not {value:g}")
        return value

    return check


def reflowed(func: F) -> F:
    """``func`` with its docstring's paragraphs each on one line, for ``--help``.

    Typer's rich help keeps a docstring's line breaks, so a paragraph wrapped at the source's
    100 columns came out as ragged short lines in a terminal of another width.
    """
    if func.__doc__:
        paragraphs = inspect.cleandoc(func.__doc__).split("\n\n")
        func.__doc__ = "\n\n".join(" ".join(p.split("\n")) for p in paragraphs)
    return func


def _bare_flags(params: list[Any]) -> list[Any]:
    """``params`` with every on/off flag given an empty metavar (see :class:`BareFlagsGroup`),
    and arguments shown as their metavar says."""
    for param in params:
        if isinstance(param, TyperOption) and param.is_flag and param.metavar is None:
            param.metavar = ""
        if isinstance(param, TyperArgument) and param.metavar:
            _plain_argument(param)
    return params


def _plain_argument(param: TyperArgument) -> None:
    """An argument as a newcomer reads it: ``RECORD`` in the usage line when it is required
    (typer 0.29 wrote ``{RECORD}``, a brace no other program's usage uses), and a text
    argument's name without ``<str>`` after it (``ID``, not ``ID <str>``)."""
    if param.required and param.nargs == 1:
        name = str(param.metavar)
        param._usage_display_name = lambda: name  # type: ignore[method-assign]
    if getattr(getattr(param, "type_descriptor", None), "annotation", None) is str:
        param.display_type_rich = lambda ctx: None  # type: ignore[method-assign]


class BareFlagsGroup(TyperGroup):
    """A command group whose ``--help`` shows on/off flags bare, as ``--json`` and ``-h``.

    Typer 0.29's rich help labels every flag with a value type, ``--json <bool>``, as if it
    took a value (its plain help leaves flags bare); an option's metavar replaces that label.
    The group gives its own flags, the help option included, and those of the commands it runs
    an empty metavar; a command group under it should be one too (``add_typer(cls=...)``).
    """

    def get_params(self, ctx: Any) -> list[Any]:
        return _bare_flags(super().get_params(ctx))

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command = super().get_command(ctx, cmd_name)
        if command is not None and not isinstance(command, BareFlagsGroup):
            # Its help option is made (and kept) here with this group's -h/--help names,
            # which every parlor command shares.
            _bare_flags(command.get_params(ctx))
        return command
