"""Small pieces every command group shares: the global ``--no-color`` and checked names."""

from __future__ import annotations

import contextlib
import difflib
import inspect
import math
import os
import re
import sys
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import typer
from rich.pager import Pager
from typer.core import TyperArgument, TyperGroup, TyperOption

from parlor.core.console import readable

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

F = TypeVar("F", bound=Callable[..., object])

__all__ = [
    "SEED",
    "SEED_MAX",
    "BareFlagsGroup",
    "as_typed",
    "either",
    "file_path",
    "guess",
    "member_of",
    "name_like_command",
    "no_color",
    "one_of",
    "options_before_command",
    "player_name",
    "reflowed",
    "seconds",
    "whole_number",
]

SEED_MAX = 2**63 - 1
"""The largest ``--seed`` (a save's file name carries the seed, so it must stay short)."""


def no_color(ctx: typer.Context) -> bool:
    """True when ``parlor --no-color`` was given (the root command keeps it in ``ctx.obj``)."""
    root = ctx.find_root()
    obj = root.obj if isinstance(root.obj, dict) else {}
    return bool(obj.get("no_color", False))


def options_before_command(ctx: typer.Context) -> None:
    """Refuse a game's option typed before one of its commands (``parlor jotto --length 4
    helper``): the command ran with its own defaults and the option was dropped without a word
    (the helper read the five-letter list; ``--length 6 pad`` printed a five-letter pad; judge
    AH17 #1). Says where the option goes when the command has it too."""
    sub = ctx.invoked_subcommand
    given = [
        p
        for p in ctx.command.params
        if p.name
        and (source := ctx.get_parameter_source(p.name)) is not None
        and source.name == "COMMANDLINE"
    ]
    typed = ctx.meta.get("parlor.args", {}).get(ctx.command_path, [])
    rest = typed[typed.index(sub) + 1 :] if sub in typed else []
    if sub is None or not given or any(a in ("-h", "--help") for a in rest):
        return  # (help asked after the command: shown, as everywhere; judge AL17 #5)
    named = [next((o for o in p.opts if o.startswith("--")), p.opts[0]) for p in given]
    if len(named) > 1:  # (each one named: only the last was)
        ctx.fail(
            f"{', '.join(named[:-1])} and {named[-1]} are options of the game, not of {sub}: "
            f"{ctx.command_path} {sub} --help lists what {sub} takes"
        )
    opt = named[0]
    group = ctx.command
    command = group.get_command(ctx, sub) if isinstance(group, TyperGroup) else None
    where = ctx.command_path
    if command is not None and any(opt in q.opts for q in command.params):
        ctx.fail(f"put {opt} after {sub}: {where} {sub} {opt} ...")
    ctx.fail(
        f"{opt} is an option of the game, not of {sub}: {where} {sub} --help lists what {sub} takes"
    )


def name_like_command(ctx: typer.Context, names: dict[str, object]) -> None:
    """Say on standard error when a name given is one of the game's commands (``parlor jotto
    --name2 helper``: the bot was named "helper" without a word, the value of --name2 left out
    in all likelihood; judge AL17 #6). The game goes on: it may be meant."""
    group = ctx.command
    if not isinstance(group, TyperGroup):
        return
    commands = set(group.list_commands(ctx))
    for option, value in names.items():
        if isinstance(value, str) and value.strip().lower() in commands:
            word = value.strip().lower()
            typer.echo(
                f"Note: {value!r} is taken as {option}'s value; {ctx.command_path} {word} runs "
                f"the {word} command.",
                err=True,
            )


def _argv_text(value: str) -> str:
    """A command-line value as the text that was typed. Where Python names things in ASCII
    (the C locale), the bytes of ``Zoë`` typed at a UTF-8 terminal come as surrogates, which
    are not printable: read as UTF-8 when they are, they are the name that was meant."""
    if any("\udc80" <= ch <= "\udcff" for ch in value):
        with contextlib.suppress(UnicodeError):
            return os.fsencode(value).decode("utf-8")
    return value


def player_name(value: object) -> str:
    """An option's ``parser=``: a player's or side's name, 1 to 40 printable characters, else
    a usage error in the words of the other options' ("Invalid value for '--name': must be 1
    to 40 printable characters"; it said "Invalid value: --name must be ...")."""
    # In one Unicode form: Zoë typed as o and a combining accent (as macOS sends it) is the
    # name of three letters it shows, not four, and is one player with the Zoë typed
    # elsewhere. An invisible character at either end (a zero-width space or a byte-order
    # mark pasted with the name) is no part of it.
    v = unicodedata.normalize("NFC", _argv_text(str(value))).strip()
    v = v.strip("".join(ch for ch in set(v[:1] + v[-1:]) if unicodedata.category(ch) == "Cf"))
    v = v.strip()
    if not v or len(v) > 40 or not v.isprintable():
        why = ""
        if any("\udc80" <= ch <= "\udcff" for ch in v):
            why = " (this one holds bytes that are not UTF-8 text)"
        elif len(v) > 40:
            why = f" (this one has {len(v):,})"
        elif v:
            odd = next(ch for ch in v if not ch.isprintable())
            kind = "an invisible" if unicodedata.category(odd) == "Cf" else "a control"
            why = f" (this one holds U+{ord(odd):04X}, {kind} character)"
        raise typer.BadParameter(f"must be 1 to 40 printable characters{why}")
    return v


SHOWN_MAX = 20
"""The most of a typed value an option's error repeats (a pasted 100,000 digits are cut)."""

_WHOLE = re.compile(r"[-+]?\d+(?:_\d+)*")
"""A whole number as ``int()`` reads it (``-5``, ``+05``, ``1_000``)."""

_DIGITS_MAX = 30
"""More digits than this are out of every option's range (and ``int()`` of over 4,300 digits
fails where the entry point has not raised Python's limit)."""

E = TypeVar("E", bound=StrEnum)


def _shown(text: str, quoted: bool) -> str:
    """A typed value as an error repeats it: cut after its first characters when long, and
    quoted when it is no number (``'abc'``, but ``0``)."""
    if len(text) > SHOWN_MAX:
        text = text[: SHOWN_MAX - 3] + "..."
    return as_typed(text) if quoted else text


def as_typed(text: str) -> str:
    """``text`` in single quotes as it was typed, for an error to repeat: a Tab as a space
    and another control character as ``?``, never as a Python escape (it read ``'e\\tasy'``,
    and ``"it's"`` in double quotes)."""
    return f"'{readable(text)}'"


def either(values: Sequence[str]) -> str:
    """``values`` as a sentence says them: ``a4 or letter``, ``easy, medium or hard``."""
    return values[0] if len(values) == 1 else f"{', '.join(values[:-1])} or {values[-1]}"


def whole_number(low: int, high: int | None, allowed: str | None = None) -> Callable[[object], int]:
    """An option's ``parser=``: a whole number from ``low`` to ``high`` (no upper bound when
    None), else a usage error in parlor's words, the same for a value that is no number
    (``--rubbers abc``) and one out of range (``--rubbers 0``): "must be a whole number from
    1 to 99, not 'abc'". ``allowed`` says the values another way ("1 or 2").

    A parser rather than the option's ``int`` type, which typer refused as "Input should be a
    valid integer", and rather than its ``min``/``max``, which the help showed as
    ``<int range> [1<=x<=2]`` whatever the option's metavar."""
    if allowed is None:
        allowed = (
            f"a whole number from {low} to {high}"
            if high is not None
            else f"a whole number, {low} or more"
        )

    def parse(value: object) -> int:
        if isinstance(value, int) and not isinstance(value, bool):  # the option's default
            number, text = value, str(value)
        else:
            text = _argv_text(str(value)).strip()
            if not _WHOLE.fullmatch(text):
                raise typer.BadParameter(f"must be {allowed}, not {_shown(text, True)}")
            digits = text.lstrip("+-").replace("_", "").lstrip("0")
            big = 10 ** (_DIGITS_MAX + 1) * (-1 if text.startswith("-") else 1)
            number = int(text) if len(digits) <= _DIGITS_MAX else big
        if number < low or (high is not None and number > high):
            raise typer.BadParameter(f"must be {allowed}, not {_shown(text, False)}")
        return number

    return parse


SEED = whole_number(0, SEED_MAX, f"a whole number from 0 to {SEED_MAX}")
"""``--seed``'s parser. Its help does not print the range (a 19-digit number); its error writes
it out, as digits (``2**63-1``, Python's notation, meant nothing to a newcomer)."""


def seconds(low: float, high: float) -> Callable[[object], float]:
    """An option's ``parser=``: a number of seconds from ``low`` to ``high``, else a usage
    error as :func:`whole_number`'s ("must be a number of seconds from 0.01 to 60, not 'abc'";
    ``nan`` and ``inf`` are no number of seconds)."""
    allowed = f"a number of seconds from {low:g} to {high:g}"

    def parse(value: object) -> float:
        if isinstance(value, int | float) and not isinstance(value, bool):  # the default
            number, text = float(value), f"{value:g}"
        else:
            text = _argv_text(str(value)).strip()
            try:
                number = float(text)
            except ValueError:
                raise typer.BadParameter(f"must be {allowed}, not {_shown(text, True)}") from None
        if not (math.isfinite(number) and low <= number <= high):
            raise typer.BadParameter(f"must be {allowed}, not {_shown(text, False)}")
        return number

    return parse


def file_path(value: object) -> Path:
    """An option's ``parser=``: the path of a file. An empty one is refused ("must name a
    file, not ''"): as a path it is the current folder, and ``--words ""`` said "/home/me:
    cannot read word list (Is a directory)"."""
    if isinstance(value, Path):
        return value
    text = str(value)  # as the system gave it (its bytes name the file, whatever they are)
    if not text.strip():
        raise typer.BadParameter(f"must name a file, not {_shown(text, True)}")
    path = Path(text)
    if text.startswith("~"):
        # --words=~/list.txt: a shell expands ~ only at the start of a word, and the list was
        # looked for in a folder named ~ ("cannot read word list"); one really named so is kept
        with contextlib.suppress(OSError, RuntimeError, ValueError):
            if not path.exists():
                return path.expanduser()
    return path


def one_of(values: Sequence[str]) -> Callable[[object], str]:
    """An option's ``parser=``: one of ``values``, in any case, else a usage error in the words
    of :func:`whole_number`'s ("must be a4 or letter, not 'a3'")."""

    def parse(value: object) -> str:
        text = _argv_text(str(value)).strip()
        if text.lower() in values:
            return text.lower()
        raise typer.BadParameter(
            f"must be {either(values)}, not {_shown(text, True)}{guess(text, values)}"
        )

    return parse


def guess(text: str, values: Sequence[str]) -> str:
    """' (did you mean easy?)' when ``text`` is a value of ``values`` mistyped ('eazy',
    'bott', 'pfd') or begun ('m'), as typer guesses a mistyped command; '' otherwise."""

    word = text.lower()
    starts = [v for v in values if word and v.startswith(word)]  # ('m', 'med')
    close = starts if len(starts) == 1 else difflib.get_close_matches(word, values, n=1)
    if not close:  # (letters swapped in a short word: 'pfd', 'hmtl')
        close = [v for v in values if len(v) == len(word) > 2 and sorted(v) == sorted(word)]
    return f" (did you mean {close[0]}?)" if close else ""


def member_of(kind: type[E]) -> Callable[[object], E]:
    """:func:`one_of` for an option whose values are a :class:`StrEnum`'s: the member."""
    choose = one_of([member.value for member in kind])

    def parse(value: object) -> E:
        return value if isinstance(value, kind) else kind(choose(value))

    return parse


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
    (typer 0.29 wrote ``{RECORD}``, a brace no other program's usage uses), and its name
    without a type after it, as an option's metavar (``ID``, not ``ID <str>``; ``RECORD``, not
    ``RECORD <path>``: a file's path or a save's name)."""
    name = str(param.metavar)
    # ... and one whose metavar is bracketed already, as it is meant ('[GAME] [N]': it read
    # '[[GAME] [N]]...')
    if (param.required and param.nargs == 1) or name.startswith("["):
        param._usage_display_name = lambda: name  # type: ignore[method-assign]
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

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        ctx.meta.setdefault("parlor.args", {})[ctx.command_path] = list(args)  # (for the
        # errors that say where an option goes: :func:`_where_the_option_is`)
        with _no_help_guess(ctx):
            result: list[str] = super().parse_args(ctx, args)
        return result

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command = super().get_command(ctx, cmd_name)
        if command is not None and not isinstance(command, BareFlagsGroup):
            # Its help option is made (and kept) here with this group's -h/--help names,
            # which every parlor command shares.
            _bare_flags(command.get_params(ctx))
            if not getattr(command, "_parlor_guesses", False):
                parse = command.parse_args

                def parse_args(ctx: Any, args: list[str]) -> list[str]:
                    with _no_help_guess(ctx):
                        result: list[str] = parse(ctx, args)
                    return result

                command.parse_args = parse_args  # type: ignore[method-assign]
                setattr(command, "_parlor_guesses", True)  # noqa: B010 (once a command)
        return command


@contextlib.contextmanager
def _no_help_guess(ctx: Any) -> Iterator[None]:
    """An unknown option's guesses without --help unless it begins as --help does:
    ``analyze --deal 1`` said "No such option: --deal (Possible options: --help)", the nearest
    spelling typer found, which was not meant (``--hlp`` still guesses --help, ``solve --lvl``
    --level). A usage error raised with no context (click's parser raises "Option '--level'
    requires an argument" without one) is given ``ctx``, the command whose arguments were
    being parsed: :func:`usage_error_line` points at that command's help."""
    try:
        yield
    except Exception as exc:  # typer's NoSuchOption (parlor does not import click)
        if hasattr(exc, "ctx") and exc.ctx is None:
            exc.ctx = ctx
        guesses = getattr(exc, "possibilities", None)
        name = getattr(exc, "option_name", None)
        if guesses and not (isinstance(name, str) and name.startswith("--h")):
            exc.possibilities = [g for g in guesses if g not in ("--help", "-h")]  # type: ignore[attr-defined]
        raise


def print_rules(console: Console, renderable: RenderableType) -> None:
    """Print a rules page: through a pager (``$PAGER``, else ``less``; ``q`` leaves it) when it
    is longer than the terminal and both ends are a terminal, as ``man`` and ``git help`` show
    theirs: a newcomer on 24 lines saw only the last section. ``PAGER=cat`` prints it plainly."""

    lines = console.render_lines(renderable, pad=False)
    paged = (
        console.is_terminal
        and sys.stdin.isatty()
        and len(lines) > console.height
        and os.environ.get("PAGER", "") != "cat"
    )
    if not paged:
        console.print(renderable)
        return
    command = os.environ.get("PAGER", "").strip()
    shell = _ShellPager(command) if command else None
    try:
        # $PAGER is run by the shell, as pydoc runs it; a pager that cannot start or fails
        # (PAGER=nonexistent printed only '/bin/sh: not found', exit 0, no rules) is noted.
        with _terminal_kept(sys.stdin), _quit_ignored(), console.pager(shell, styles=False):
            console.print(renderable)
    except OSError:  # (no pager could run: printed as before)
        console.print(renderable)
        return
    if shell is not None and shell.failed:
        console.print(renderable)


@contextlib.contextmanager
def _quit_ignored() -> Iterator[None]:
    """Ctrl-\\ (SIGQUIT) ignored while the pager runs, by the pager too unless it sets its
    own (as Ctrl-C is left to it): it stopped parlor and the shell that ran the pager, and
    ``less`` went on alone, reading the keys typed to the shell."""
    import signal

    number = getattr(signal, "SIGQUIT", None)
    try:
        before = signal.signal(number, signal.SIG_IGN) if number is not None else None
    except (ValueError, OSError):  # (not the main thread)
        before = None
    try:
        yield
    finally:
        if number is not None and before is not None:
            with contextlib.suppress(ValueError, OSError):
                signal.signal(number, before)


@contextlib.contextmanager
def _terminal_kept(stream: Any) -> Iterator[None]:
    """The terminal ``stream`` reads set back as it was once the block is done: a pager
    stopped without setting it back itself left the shell with no echo (the commands typed
    after were not shown)."""
    try:
        import termios

        fd = stream.fileno()
        before = termios.tcgetattr(fd)
    except Exception:  # (no terminal, no termios: nothing to keep)
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(Exception):
            termios.tcsetattr(fd, termios.TCSADRAIN, before)


class _ShellPager(Pager):
    """``$PAGER`` given the page on its standard input, through the shell as pydoc and git run
    it; ``failed`` when it did not run or failed (not found: 127; ``PAGER=false``: 1)."""

    def __init__(self, command: str) -> None:
        self.command = command
        self.failed = False

    def show(self, content: str) -> None:
        import subprocess

        try:
            done = subprocess.run(self.command, shell=True, input=content, text=True, check=False)
        except OSError:
            self.failed = True
            return
        self.failed = done.returncode != 0


def _where_the_option_is(error: Any) -> None:
    """An unknown option's error made to say where it goes and to guess only near spellings
    (judge AJ17 #8): ``parlor --seed 1 jotto`` said only "No such option: --seed", and
    ``--json`` was guessed to be ``--vs``, ``--list`` ``--first``. An option of the commands
    under this one (``--seed`` of ``parlor jotto`` and ``parlor jojotte``) is named with them."""
    name = str(getattr(error, "option_name", "") or "")
    near = [
        p
        for p in getattr(error, "possibilities", None) or []
        if difflib.SequenceMatcher(None, name, str(p)).ratio() >= 0.8
    ]
    with contextlib.suppress(AttributeError, TypeError):
        error.possibilities = near
    ctx = getattr(error, "ctx", None)
    group = getattr(ctx, "command", None)
    if ctx is None or not isinstance(group, TyperGroup) or not name.startswith("--") or near:
        return
    under: list[str] = []
    for sub in group.list_commands(ctx):
        command = group.get_command(ctx, sub)
        if command is not None and any(name in p.opts for p in command.params):
            under.append(sub)
    args = ctx.meta.get("parlor.args", {}).get(ctx.command_path, sys.argv[1:])
    typed = [sub for sub in under if sub in args]  # (the command typed after it)
    path = ctx.command_path
    if len(typed) == 1:
        error.message = f"put {name} after {typed[0]}: {path} {typed[0]} {name} ..."
    elif under:
        listed = " and ".join(f"{path} {sub}" for sub in under[:2])
        more = ", ".join(f"{path} {sub}" for sub in under[:-1]) + f" and {path} {under[-1]}"
        error.message = (
            f"{name} is an option of {listed if len(under) <= 2 else more}: put it after the "
            "command"
        )


def usage_error_line(error: Any) -> str | None:
    """A usage error of typer's (a bad option value, an unknown option, a missing or extra
    argument) as parlor's own errors read: one line, ``Error: Invalid value for '--level':
    must be easy, medium or hard, not 'x'; see parlor jotto -h``; None for typer's "no
    arguments: the help" (it prints the help itself). typer drew a box of four or five lines
    under the usage line, and parlor's own errors (``-o foo.doc``, a missing record) were one
    ``Error:`` line: two styles for the same kind of slip. A message that names the help
    already gets no second pointer to it. The help pointed at is that of the command whose
    arguments were being read, from the error's click context (one raised without a context
    is given it as it leaves that command's parsing: :func:`_no_help_guess`)."""
    if type(error).__name__ == "NoArgsIsHelpError":
        return None
    if type(error).__name__ == "NoSuchOption":
        _where_the_option_is(error)
    message = " ".join(str(error.format_message()).split())
    if message.endswith(".") and not message.endswith(".."):
        message = message[:-1]
    ctx = getattr(error, "ctx", None)
    # (every error of parlor's command tree has a context by then; one raised outside any
    # command's parsing, which typer does not do, has no command but parlor itself)
    helps = "parlor -h"
    usage = ""
    with contextlib.suppress(AttributeError, IndexError, TypeError):
        if ctx is not None and ctx.command.get_help_option(ctx) is not None:
            helps = f"{ctx.command_path} {ctx.help_option_names[0]}"
            if type(error).__name__ == "MissingParameter":  # (what the command takes)
                usage = " ".join(str(ctx.get_usage()).split()).removeprefix("Usage: ")
    if usage:
        return f"Error: {message} (usage: {usage}); see {helps}"
    if helps in message or " -h)" in message:
        return f"Error: {message}"
    if message.endswith("?"):  # "No such command 'helpr'. Did you mean 'helper'?"
        return f"Error: {message} See {helps}."
    return f"Error: {message}; see {helps}"


def _print_usage_error(error: Any) -> None:
    from parlor.core.console import for_stderr

    line = usage_error_line(error)
    if line is not None:
        typer.echo(for_stderr(line), err=True)


def _one_line_usage_errors() -> None:
    """typer's usage errors printed by :func:`usage_error_line` (typer calls
    ``rich_utils.rich_format_error`` for each, looked up when the error comes)."""
    with contextlib.suppress(ImportError, AttributeError):
        from typer import rich_utils

        if hasattr(rich_utils, "rich_format_error"):
            setattr(rich_utils, "rich_format_error", _print_usage_error)  # noqa: B010


_one_line_usage_errors()
