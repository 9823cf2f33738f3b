"""Where answers come from: the keyboard, a pipe, or a test's script.

Every prompt goes through an :class:`InputSource`, so that whole games can be driven by tests
and by scripts. When standard input is not a terminal, answers are read one a line in prompt
order; the end of input raises :class:`EndOfInput`, which the CLI turns into a clean message and
a non-zero exit.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import re
import sys
import textwrap
from collections.abc import Callable, Iterable, Iterator
from types import ModuleType
from typing import Any, Protocol, TextIO

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from parlor.core.console import MirroredOutput, forgiving, printable, readable

__all__ = [
    "ANSWER_ROOM",
    "FOLDED",
    "FULLWIDTH",
    "HELP_WORDS",
    "INVISIBLE",
    "LINE_MAX",
    "LOOKALIKES",
    "LOOKALIKES_FOLDED",
    "EndOfInput",
    "Hidden",
    "InputSource",
    "ScriptedInput",
    "TerminalInput",
    "fit_prompt",
    "fitted_prompt",
    "markup_escape",
]

INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u200c\u200d\u2060"))
"""Characters no answer is made of: a byte-order mark (a script saved by Notepad), zero-width
spaces and joiners (a paste from a web page). ``str.translate`` with this drops them."""

FULLWIDTH = {0x3000: " ", **{c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)}}
"""Full-width forms, as an East Asian keyboard's input method types them (ＣＲＡＮＥ, ７,
ｑｕｉｔ, the ideographic space): read as the ASCII letters, digits, signs and space they are."""

LOOKALIKES = {
    **dict(zip("аеорсухѕіјԁԛԝһӏ", "aeopcyxsijdqwhl", strict=True)),
    **dict(zip("АВЕКМНОРСТХЅІЈУ", "ABEKMHOPCTXSIJY", strict=True)),
    **dict(zip("αοιρυνκχ", "aoipuvkx", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX", strict=True)),
}
"""Letters of other alphabets drawn like Latin ones (a Cyrillic с, a Greek Ο), with the Latin
letter each looks like: an entry with one looks like a word of A to Z on the screen. Jotto
names them in its refusals (a word is the player's to choose); Jo-Jotte reads them as the
Latin letters (a call, a card or a meld needs no other)."""

LOOKALIKES_FOLDED = str.maketrans(LOOKALIKES)
"""``str.translate`` table reading :data:`LOOKALIKES` as the Latin letters."""

FOLDED = {**INVISIBLE, **FULLWIDTH}
"""What every answer read is translated with: the invisible characters dropped, full-width
forms read as ASCII."""


HELP_WORDS = frozenset(
    ("commands", "menu", "options", "what now", "what do i do", "how", "how to play")
)
"""Ways of asking what to do, answered as ``help`` is in both games (read lower case, without a
closing ``?``, ``.`` or ``!`` and with single spaces). Jotto told ``menu`` that help lists the
commands while Jo-Jotte showed them."""


Hidden = bool | Callable[[str], str]
"""How :meth:`InputSource.ask` reads an answer: ``False``, shown as typed; ``True``, read
without echo (a secret), its transcript's echo ``*****`` (nothing for an empty line); a
function, read so too, its transcript's echo what the function gives for the answer read (a
command typed at the secret's prompt, ``pad``, is not secret: it was shown as ``*****``, as
if a word had been typed)."""


def hidden_echo(hidden: Hidden, answer: str) -> str:
    """What a transcript shows for a hidden ``answer`` (see :data:`Hidden`), printable."""
    if callable(hidden):
        return printable(hidden(answer))
    return "*****" if answer.strip() else ""


ANSWER_ROOM = 14
"""Columns a prompt leaves on its line at the keyboard for the answer ('correct 12 3'), else
it is wrapped."""


def markup_escape(text: str) -> str:
    """``text`` as rich markup that shows it as typed wherever it stands in a longer string.

    rich's ``escape`` doubles a trailing backslash, right only when a tag follows: a name
    'Ann \\' said before plain text showed as 'Ann \\\\, type your secret word'. Here the
    trailing backslashes are doubled and followed by an empty span, so that they are halved,
    as before a tag, whatever follows.
    """
    body = text.rstrip("\\")
    out = escape(body)
    if len(body) < len(text):
        out += "\\" * (2 * (len(text) - len(body))) + "[none][/none]"
    return out


def fit_prompt(prompt: str, columns: int) -> tuple[list[str], str]:
    """``prompt`` (markup) as asked on a terminal of ``columns``: the lines to print first
    (plain text) and the prompt to ask on the last line (markup).

    A prompt too long to leave room for the answer on the terminal's line is word-wrapped: the
    terminal would break it anywhere, and the answer would start on a line of its own. A
    closing choice in brackets, ``(0-5): `` or ``(hidden): ``, stays with the last words when
    it fits there, else is the prompt by itself; 'line 3' is never broken.
    """
    plain = re.sub(r"\b(line|lines) (\d)", "\\1\u00a0\\2", Text.from_markup(prompt).plain)
    width = columns - min(ANSWER_ROOM, columns // 3)
    if len(plain) <= width or width < 10 or not plain.strip():
        return [], prompt
    full = columns - 1
    head, sep, tail = plain.rstrip().rpartition(" (")
    if sep and head.strip() and tail.endswith("):") and "(" not in tail and len(tail) + 1 < width:
        lines = textwrap.wrap(head, full, break_on_hyphens=False)
        if len(lines[-1]) + len(tail) + 2 <= width:  # ('secret word (hidden): ')
            lines[-1] += f" ({tail}"
        else:
            lines.append(f"({tail}")
    else:
        lines = textwrap.wrap(plain, full, break_on_hyphens=False)
        if len(lines[-1]) > width:
            lines[-1:] = textwrap.wrap(lines[-1], width, break_on_hyphens=False)
    lines = [line.replace("\u00a0", " ") for line in lines]  # ('line 3' is kept whole)
    return lines[:-1], escape(lines[-1]) + " "


def fitted_prompt(console: Console, prompt: str) -> str:
    """:func:`fit_prompt` at ``console``'s width: the lines before the last printed, as typed
    (a name like '[red]' is no markup), and the last returned, to be asked."""
    head, last = fit_prompt(prompt, console.width)
    for line in head:
        console.print(line, markup=False, highlight=False)
    return last


REPEATS_MAX = 1000
"""Piped answers stop after the same answer to the same question this many times in a row."""

ASKED_MAX = 10_000
"""... and after the same question this many times in a row, whatever the answers: two wrong
answers piped in turn for ever asked for ever, at full speed (judge AV19 #4). No game asks one
question so often of answers it takes (the helper's entries: a paper game has a few dozen)."""


class EndOfInput(Exception):
    """No more answers: end of file on a pipe, or Ctrl-D at the keyboard."""


class InputSource(Protocol):
    """Reads one answer for a prompt."""

    interactive: bool

    def ask(self, prompt: str, *, hidden: Hidden = False) -> str:
        """Show ``prompt`` and return the answer (without its newline)."""
        ...


class TerminalInput:
    """The real keyboard (hidden answers are not echoed), or standard input when piped."""

    def __init__(self, console: Console, stream: TextIO | None = None) -> None:
        self.console = console
        self.stream: TextIO | None = stream or sys.stdin  # None: standard input is closed
        self._last: tuple[str, str] | None = None  # (piped: the last question and its answer)
        self._repeats = 0
        self._asked = 0  # (piped: how many times in a row the last question was asked)
        # At the keyboard, with readline: whole lines typed before the prompt, and whether a
        # Ctrl-D came after them (see _read_early)
        self._early: list[str] = []
        self._early_end = False
        self.at_stop: Callable[[], str | None] | None = None
        """Called at Ctrl-Z while an answer is read, before the program
        stops (a secret shown on the screen is wiped then, not left there under the shell's
        lines); what it returns, when not ``None``, is the prompt shown after ``fg``."""
        self._after_stop: str | None = None
        # Bytes the input's encoding cannot decode (é typed on an ASCII terminal) become U+FFFD,
        # refused as an answer like any typo, instead of a UnicodeDecodeError.
        forgiving(self.stream)
        try:
            self.interactive = self.stream is not None and self.stream.isatty()
        except (AttributeError, ValueError, OSError):
            self.interactive = False
        if self.interactive:
            # Line editing (arrow keys, backspace anywhere) and history at the keyboard, as
            # rich's Console.input offers once readline is loaded (not on every platform).
            c_locale_as_utf8()
            with contextlib.suppress(ImportError):
                import readline

                _no_completion(readline)
            if isinstance(console.file, MirroredOutput):  # (parlor jotto > game.txt)
                console.file.show()

    def ask(self, prompt: str, *, hidden: Hidden = False) -> str:
        self._after_stop = None
        if self.interactive:
            # A long prompt is word-wrapped so that the answer has room on its line. (Read from
            # a pipe, the prompt is printed whole: the console wraps it, the answer is echoed.)
            prompt = fitted_prompt(self.console, prompt)
            mirror = self.console.file if isinstance(self.console.file, MirroredOutput) else None
            try:
                if hidden:
                    if self._early or self._early_end or _typed_ahead(self.stream):
                        # read_hidden drops what was typed before its prompt (a secret is never
                        # read from a paste meant for another prompt): said, not silently. A
                        # Ctrl-D typed meanwhile (at the start of Jotto) ends the input, as at
                        # the prompt; it went with the rest, and the prompt waited.
                        ahead, ended = _whole_lines_waiting(self.stream)
                        ended = ended or self._early_end
                        if self._early or ahead or not ended:
                            self.console.print(
                                "[dim](What was typed before this prompt is dropped: the secret"
                                " is typed now, hidden.)[/]"
                            )
                        self._early, self._early_end = [], False
                        if ended:
                            self.console.print(prompt)
                            raise EndOfInput
                    self.console.print(prompt, end="")
                    self.console.file.flush()
                    taken: list[bytes] = []  # (what Ctrl-Z took back of the secret typed)
                    # Standard output is no terminal (| tee game.txt): the line end after the
                    # answer goes there, after stars, as a piped game's transcript has them;
                    # on the terminal alone, the log's prompts ran together on one line.
                    logged = self.console.file is sys.stdout and not _is_terminal(sys.stdout)
                    with _kept_through_stop(
                        self.stream,
                        lambda: self._reprompt(self._again(prompt), taken_back=taken),
                        echo_off,
                        on_stop=lambda fd: self._stopping(fd, taken),
                    ) as caught:
                        answer, dropped = read_hidden(
                            self.stream, kept_at_stop=caught, line_end=not logged
                        )
                    answer = answer[:LINE_MAX].translate(FOLDED)
                    stars = hidden_echo(hidden, answer) + "\n"
                    if mirror is not None:  # (the file: stars, as a piped game's transcript)
                        mirror.record(stars)
                    elif logged:
                        self.console.print(stars, end="", markup=False, highlight=False)
                    if dropped:
                        # A paste of several lines: the first is the secret, the rest went
                        # nowhere (getpass dropped them without a word).
                        lines = "1 more line" if dropped == 1 else f"{dropped} more lines"
                        self.console.print(
                            f"[dim]({lines} came with the secret and {_were(dropped)} dropped:"
                            " type each answer at its own prompt.)[/]"
                        )
                    return answer
                if mirror is not None:
                    # Standard output is a file shown on the terminal too: the prompt goes
                    # to both, and the answer (echoed by the terminal) to the file after it.
                    # (input() would write the prompt to the file alone; readline is not
                    # used when standard output is no terminal.)
                    # The terminal reads the line itself (echo on, whole lines) and throws
                    # away what was typed of it at Ctrl-Z: said after fg, as at the secret's.
                    self.console.print(prompt, end="")
                    self.console.file.flush()
                    lost: list[bytes] = []
                    with (
                        _kept_through_stop(
                            self.stream,
                            lambda: self._reprompt(self._again(prompt), taken_back=lost),
                            on_stop=lambda fd: self._stopping(fd, lost),
                        ) as caught,
                        _no_flush_at_stop(self.stream, caught),
                    ):
                        answer = input("")[:LINE_MAX].translate(FOLDED)
                    shown = readable(answer[:ECHO_MAX])  # (a tab as a space, as quoted)
                    mirror.record(shown + "\n")
                    return answer
                # The prompt goes to input() itself, so that readline knows where the answer
                # starts and redraws an edited line correctly (prompts carry no colours).
                # A paste of megabytes is cut as a piped line is: no answer is longer.
                plain = Text.from_markup(prompt).plain
                # (Python's input() edits with readline only when standard output is the
                # terminal too: with | tee the terminal reads the line, as for > game.txt.)
                edited = sys.modules.get("readline") is not None and _is_terminal(sys.stdout)
                if edited and self._read_early(plain):
                    return self._early.pop(0)
                unread: list[bytes] = []
                with (
                    _kept_through_stop(
                        self.stream,
                        lambda: self._reprompt(
                            Text.from_markup(self._again(prompt)).plain,
                            markup=False,
                            typed=_line_buffer() if edited else "",
                            taken_back=None if edited else unread,
                        ),
                        _line_mode if edited else None,
                        on_stop=lambda fd: self._stopping(fd, None if edited else unread),
                    ) as caught,
                    _no_flush_at_stop(self.stream, caught and not edited),
                ):
                    return input(plain)[:LINE_MAX].translate(FOLDED)
            except (EOFError, OSError):  # Ctrl-D, or the terminal went away
                self.console.print()
                raise EndOfInput from None
        _print_prompt(self.console, prompt)
        self.console.file.flush()
        try:
            line = _read_line(self.stream) if self.stream is not None else ""
        except (OSError, ValueError):  # a closed or unreadable standard input
            line = ""
        if line is None:
            self.console.print()
            self.console.print(
                f"[bold red]![/] a line of over {NO_TEXT} with no line break came: the input "
                "is no text, and the piped answers stop here."
            )
            raise EndOfInput
        if not line:
            self.console.print()
            raise EndOfInput
        answer = line.rstrip("\r\n").translate(FOLDED)
        # Echo what was read so a transcript shows it; never echo a hidden answer, and never
        # send the terminal a control character (an escape sequence) that was in the input:
        # shown as a refusal quotes it (readable: a tab as a space, as 'fi ld', not 'fi?ld').
        shown = readable(answer[:ECHO_MAX])
        if len(answer) > ECHO_MAX:  # a paste gone wrong: not pages of it in the transcript
            # (a line cut at LINE_MAX, its rest skipped, is longer than what was read)
            over = "over " if len(line) >= LINE_MAX and not line.endswith("\n") else ""
            shown += f"... ({over}{len(answer)} characters)"
        # A hidden answer shows as stars when there is one: an empty line shows as empty, so
        # the transcript does not show a secret typed where none was (and, as the game tells
        # it, a command as itself).
        if hidden:
            shown = hidden_echo(hidden, answer)
        self.console.print(shown, highlight=False, markup=False)
        # The same answer to the same question again and again (yes 3 | parlor jojotte, where
        # 3 is never a choice) would ask for ever: stopped as at the end of the input.
        self._asked = self._asked + 1 if self._last is not None and prompt == self._last[0] else 1
        if self._asked >= ASKED_MAX:
            self.console.print(
                f"[bold red]![/] the same question was asked {ASKED_MAX:,} times in a row: the "
                "piped answers stop here."
            )
            raise EndOfInput
        if (prompt, answer) == self._last:
            self._repeats += 1
            if self._repeats >= REPEATS_MAX:
                self.console.print(
                    f"[bold red]![/] the same answer came {REPEATS_MAX:,} times in a row to the"
                    " same question and fits it no better: the piped answers stop here."
                )
                raise EndOfInput
        else:
            self._last, self._repeats = (prompt, answer), 1
        return answer

    def wait_for_enter(self, prompt: str) -> None:
        """``prompt`` (markup), then a line read at the keyboard without echo, what it says
        not kept: for a prompt that waits for Enter while something is shown that is wiped
        after it (a secret word), which must know the rows it takes. Nothing typed shows, no
        line editor draws the prompt again (readline did on a resize, a row lower), what was
        typed before the prompt or pasted with the line is dropped unsaid, and Ctrl-Z is
        handled as at any prompt (:attr:`at_stop`). The line is ended after it, once, whether
        by Enter, Ctrl-C or Ctrl-D (EndOfInput). Read from a pipe: as :meth:`ask`."""
        if not self.interactive:
            self.ask(prompt)
            return
        prompt = fitted_prompt(self.console, prompt)
        self._after_stop = None
        self.drop_typed_ahead()
        if self._early_end:  # (a Ctrl-D typed before it)
            self._early_end = False
            self.console.print(prompt)
            raise EndOfInput
        self.console.print(prompt, end="")
        self.console.file.flush()
        taken: list[bytes] = []  # (what was typed before Ctrl-Z: never left to the shell)
        try:
            with _kept_through_stop(
                self.stream,
                lambda: self._reprompt(self._again(prompt)),
                echo_off,
                on_stop=lambda fd: self._stopping(fd, taken),
            ) as caught:
                read_hidden(self.stream, kept_at_stop=caught)
        except (EOFError, OSError):  # Ctrl-D, or the terminal went away (its line ended)
            raise EndOfInput from None

    def drop_typed_ahead(self) -> None:
        """Throws away the lines typed at the keyboard and not read yet (a second Enter
        typed quickly), before a prompt that must wait for a key pressed after it; a Ctrl-D
        typed meanwhile still ends the input."""
        self._early = []
        if not self.interactive:
            return
        try:
            import termios
        except ImportError:  # (not on Windows)
            return
        with contextlib.suppress(AttributeError, ValueError, OSError, termios.error):
            termios.tcflush(self.stream.fileno(), termios.TCIFLUSH)  # type: ignore[union-attr]

    def _stopping(self, fd: int, taken_back: list[bytes] | None) -> None:
        """At Ctrl-Z, in the read's mode: what was typed is taken out of the terminal ``fd``
        into ``taken_back`` (when the terminal reads the line itself), then :attr:`at_stop`."""
        if taken_back is not None:
            taken_back.append(_take_back(fd))
        if self.at_stop is not None:
            again = self.at_stop()
            if again is not None:
                self._after_stop = again

    def _again(self, prompt: str) -> str:
        """The prompt (markup) to show after ``fg``: ``prompt``, or what :attr:`at_stop`
        gave, word-wrapped as any."""
        if self._after_stop is None:
            return prompt
        return fitted_prompt(self.console, self._after_stop)

    def _read_early(self, prompt: str) -> bool:
        """Whether a line typed before ``prompt`` (plain text) answers it: it is shown after
        the prompt, and is the next of ``_early``. Raises EndOfInput for a Ctrl-D typed before
        it, after the lines typed before that.

        readline reads the keys one by one once asked: the end of input that the terminal
        held for a whole line's read (a Ctrl-D typed while Jo-Jotte started or the bot played)
        went with the change, and the prompt waited for a second Ctrl-D. What the terminal
        holds in whole lines is taken first, as the terminal gives it; a line being typed is
        left to readline."""
        if not self._early and not self._early_end:
            self._early, self._early_end = _whole_lines_waiting(self.stream)
        if self._early:
            line = self._early[0]
            shown = readable(line[:ECHO_MAX])  # (a tab as a space, as quoted)
            self.console.print(prompt + shown, markup=False, highlight=False)
            return True
        if self._early_end:
            self._early_end = False
            self.console.print(prompt, markup=False, highlight=False)
            raise EndOfInput
        return False

    def _reprompt(
        self,
        prompt: str,
        *,
        markup: bool = True,
        typed: str = "",
        taken_back: list[bytes] | None = None,
    ) -> None:
        """The prompt again, on a line of its own (after Ctrl-Z and ``fg``), with what was
        ``typed`` after it before Ctrl-Z (readline still holds it). When the game is written
        to a file and shown on the terminal (``parlor jotto > game.txt``), on the terminal only:
        the file has the prompt already, and the answer is written after it.

        ``taken_back``: what was typed of a hidden answer before Ctrl-Z, taken back from the
        terminal; when there was some, the player is told it is dropped (it was, without a
        word: 'map', Ctrl-Z, fg, 'le' read as 'le')."""
        file = self.console.file
        screen = file.on_screen_only() if isinstance(file, MirroredOutput) else None
        lost = taken_back is not None and any(piece.strip() for piece in taken_back)
        if taken_back:
            taken_back.clear()
        with screen or contextlib.nullcontext():
            self.console.print()
            if lost:
                self.console.print(
                    "[dim](What was typed before Ctrl-Z is dropped: type it all again.)[/]"
                )
            self.console.print(prompt, end="", markup=markup, highlight=False)
            if typed:
                self.console.print(typed, end="", markup=False, highlight=False)
            file.flush()


def _print_prompt(console: Console, prompt: str) -> None:
    """``prompt`` (markup) printed for a piped answer to be echoed after it.

    The console wraps a long prompt at its width and drops the spaces where it breaks a line:
    a prompt that filled the width but for its closing space lost that space, and the echoed
    answer stuck to it ('(0-5):1'). The closing spaces are printed after the rest, as they
    are: the answer stands one space after the prompt (at the next line's start on a
    terminal of that width)."""
    text = console.render_str(prompt)
    spaces = len(text.plain) - len(text.plain.rstrip())
    if spaces and text.plain.strip():
        text.right_crop(spaces)
        console.print(text, end="")
        console.print(" " * spaces, end="", markup=False, highlight=False)
    else:
        console.print(prompt, end="")


C_LOCALES = ("C", "POSIX")
"""The locales in which Python reads and writes the terminal as UTF-8 (its UTF-8 mode)."""


def _no_completion(readline: ModuleType) -> None:
    """Readline completes nothing at a prompt. Python binds Tab to insert itself, but with no
    completer readline fell back to the current folder's file names: Esc-``*`` put them all on
    the line ('w.txt w16.txt wacc.txt ... is not a word'), Esc-``=`` and Esc-``?`` listed them,
    and so did the bytes of a fullwidth letter read as Meta keys under the C locale (judge
    X15). A completer that offers nothing stops the fallback (Python's completion function
    then tells readline that completion is over)."""
    with contextlib.suppress(AttributeError, TypeError, ValueError):
        readline.set_completer(_complete_nothing)


def _complete_nothing(text: str, state: int) -> None:
    """The completer of :func:`_no_completion`: no completion for any ``text``."""
    return None


def c_locale_as_utf8() -> None:
    """Under ``LC_ALL=C``, what parlor runs in the terminal takes text as UTF-8, as Python
    reads and writes it there (its UTF-8 mode): readline, and the pager of the rules.

    readline takes its characters from the locale, which Python sets from ``LC_ALL`` at each
    line read: there an accented letter was two keys to readline, one column to the
    terminal, so Backspace over 'crâ' twice showed 'c' while the answer read was 'cr' (the
    screen said CANE, the game tested CRANE). ``less`` showed the rules' bullets as
    ``<E2><80><A2>``. ``LC_ALL`` becomes ``C.UTF-8``, when the system has it, for this process
    and those it starts. With only ``LANG=C``, Python has made the locale C.UTF-8 itself."""
    import locale

    if os.environ.get("LC_ALL") not in C_LOCALES or not sys.flags.utf8_mode:
        return
    try:
        before = locale.setlocale(locale.LC_CTYPE)
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")  # (is it there?)
    except (locale.Error, ValueError):
        return
    with contextlib.suppress(locale.Error, ValueError):
        locale.setlocale(locale.LC_CTYPE, before)
    os.environ["LC_ALL"] = "C.UTF-8"


def _typed_ahead(stream: TextIO | None) -> bool:
    """Whether keys typed at the terminal wait unread (a paste of several lines; keys typed
    while the bot thought)."""
    import select

    try:
        fd = stream.fileno() if stream is not None else -1
        return fd >= 0 and bool(select.select([fd], [], [], 0)[0])
    except (OSError, ValueError, AttributeError):
        return False


def _whole_lines_waiting(stream: TextIO | None) -> tuple[list[str], bool]:
    """The whole lines typed at the terminal and not yet read, and whether a Ctrl-D (the end
    of input) came after them; read only when the terminal gives whole lines (canonical
    mode), so that a line being typed stays where it is."""
    import select

    try:
        import termios
    except ImportError:  # (no such terminal)
        return [], False
    try:
        fd = stream.fileno() if stream is not None else -1
        if fd < 0 or not termios.tcgetattr(fd)[3] & termios.ICANON:
            return [], False
        data = b""
        while len(data) <= 4 * LINE_MAX and select.select([fd], [], [], 0)[0]:
            chunk = os.read(fd, 4096)
            if not chunk:  # (Ctrl-D at the start of a line)
                return _lines_of(data, stream), True
            data += chunk
            if b"\x04" in chunk:  # (a Ctrl-D typed while the shell still read keys one by one)
                return _lines_of(data[: data.index(b"\x04")], stream), True
    except (OSError, ValueError, AttributeError, termios.error):
        return [], False
    return _lines_of(data, stream), False


def _lines_of(data: bytes, stream: TextIO | None) -> list[str]:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text = data.decode(encoding, "replace")
    except LookupError:
        text = data.decode("utf-8", "replace")
    return [line[:LINE_MAX].translate(FOLDED) for line in text.splitlines()]


def _is_terminal(file: object) -> bool:
    try:
        return bool(file.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


def _were(count: int) -> str:
    return "was" if count == 1 else "were"


HIDDEN_DRAIN = 1
"""Tenths of a second :func:`read_hidden` waits for more of a paste after the secret's line."""


def read_hidden(
    stream: TextIO | None, *, kept_at_stop: bool = False, line_end: bool = True
) -> tuple[str, int]:
    """One line typed at the keyboard without echo, as getpass reads it, and how many more
    lines (not blank) came with it, pasted at once, which are dropped (a secret is never
    followed by the next answers of a paste meant for other prompts, and a second secret never
    read from the first player's paste).

    getpass dropped them without a word: it reads its line through a buffer it throws away,
    then flushes the terminal's input. Here the line is read as the terminal gives it (echo
    off, whole lines), then what else is already there, the rest of the paste, is taken in
    (read key by key for :data:`HIDDEN_DRAIN`) and counted before the input is flushed as
    getpass flushes it. What was typed before the prompt is flushed as getpass does.
    ``stream`` with no terminal behind it is read by getpass itself (nothing is counted).
    Ctrl-D at the start of the line raises EOFError.

    ``kept_at_stop``: Ctrl-Z is handled while the line is read (:func:`_kept_through_stop`,
    which takes back what was typed, :func:`_take_back`, before the program stops): the
    terminal does not throw it away at Ctrl-Z itself (``NOFLSH``), so that the player can be
    told that it is dropped. (Not otherwise: the shell would read it.)

    ``line_end``: the line end after the answer (Enter, not echoed) is written to the
    terminal; not when the caller writes it where the prompt went (standard output piped to
    ``tee``, which shows it on the terminal).
    """
    import termios

    try:
        fd = stream.fileno() if stream is not None else -1
        before = termios.tcgetattr(fd) if fd >= 0 and os.isatty(fd) else None
    except (AttributeError, ValueError, OSError, termios.error):
        before = None
    if before is None:
        return getpass.getpass(""), 0
    hidden: list[Any] = termios.tcgetattr(fd)  # (a copy of its own)
    hidden[3] &= ~termios.ECHO
    if kept_at_stop:
        hidden[3] |= termios.NOFLSH
    termios.tcsetattr(fd, termios.TCSAFLUSH, hidden)  # (what was typed ahead is dropped)
    rest = b""
    try:
        data = b""
        while b"\n" not in data and len(data) <= 4 * LINE_MAX:
            chunk = os.read(fd, 4096)
            if not chunk:  # Ctrl-D: at the start of the line, the end of input
                if not data:
                    raise EOFError
                break
            data += chunk
        line, _, after = data.partition(b"\n")
        # The rest of a paste: lines the terminal holds already, and a last one with no line
        # end (the terminal gives it only once it is read key by key).
        held = bytearray(after)
        _drain(fd, held, HIDDEN_DRAIN)
        rest = bytes(held)
    finally:
        with contextlib.suppress(OSError, termios.error):
            termios.tcsetattr(fd, termios.TCSAFLUSH, before)
        if line_end:
            _new_line(fd)  # (the Enter that was not echoed)
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text = line.decode(encoding, "parlor-cells")
    except LookupError:
        text = line.decode("utf-8", "parlor-cells")
    dropped = sum(1 for piece in rest.replace(b"\r", b"\n").split(b"\n") if piece.strip())
    return text.rstrip("\r"), dropped


def _new_line(fd: int) -> None:
    """A line end on the terminal ``fd`` reads, after an answer read without echo; where it
    cannot be written there (``< /dev/tty`` opened for reading only), on standard error when
    that is the terminal, so that what follows does not go on the prompt's line."""
    try:
        os.write(fd, b"\n")
    except OSError:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            if sys.stderr.isatty():
                sys.stderr.write("\n")
                sys.stderr.flush()


def echo_off(fd: int) -> None:
    """Turn the terminal's echo off (and only that), as getpass does."""
    import termios

    attrs = termios.tcgetattr(fd)
    attrs[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSANOW, attrs)


def _take_back(fd: int) -> bytes:
    """What the terminal ``fd`` holds unread (a line being typed, not yet ended), taken out of
    it, so that the shell does not read it once the program is stopped (Ctrl-Z)."""
    import termios

    held = bytearray()
    with contextlib.suppress(OSError, termios.error):
        _drain(fd, held, 0)
    with contextlib.suppress(OSError, termios.error):
        termios.tcflush(fd, termios.TCIFLUSH)
    return bytes(held)


def _drain(fd: int, held: bytearray, wait: int) -> None:
    """Read what the terminal ``fd`` holds unread into ``held``, key by key (canonical mode
    off), a line being typed too, until it gives nothing more within ``wait`` tenths of a
    second (0: what is there now), or ``held`` is past 4 * :data:`LINE_MAX` bytes. The
    terminal is left so set, as the two loops this one replaces left it. The one loop of
    :func:`read_hidden` (the rest of a paste) and :func:`_take_back` (a line typed before
    Ctrl-Z); what was read before an error is kept in ``held``, and the error raised."""
    import termios

    attrs: list[Any] = termios.tcgetattr(fd)
    attrs[3] &= ~termios.ICANON
    attrs[6][termios.VMIN] = 0
    attrs[6][termios.VTIME] = wait
    termios.tcsetattr(fd, termios.TCSANOW, attrs)
    while len(held) <= 4 * LINE_MAX:
        more = os.read(fd, 4096)
        if not more:
            break
        held += more


@contextlib.contextmanager
def _no_flush_at_stop(stream: TextIO | None, kept: bool) -> Iterator[None]:
    """While a line is read by the terminal (whole lines), with ``kept`` (Ctrl-Z is handled,
    :func:`_kept_through_stop` takes back what was typed): the terminal does not throw the line
    away at Ctrl-Z itself (``NOFLSH``), so that the player can be told it is dropped. Set back
    after the read; what was typed is flushed if the read was stopped otherwise (Ctrl-C, as
    the terminal flushes it then), so that the shell never reads it."""
    try:
        import termios
    except ImportError:  # (not on Windows)
        yield
        return
    try:
        fd = stream.fileno() if stream is not None and kept else -1
        attrs: list[Any] = termios.tcgetattr(fd) if fd >= 0 else []
    except (AttributeError, ValueError, OSError, termios.error):
        fd, attrs = -1, []
    if fd < 0 or not attrs:
        yield
        return
    with contextlib.suppress(OSError, termios.error):
        reading = list(attrs)
        reading[3] = attrs[3] | termios.NOFLSH
        termios.tcsetattr(fd, termios.TCSANOW, reading)
    when = termios.TCSAFLUSH
    try:
        yield
        when = termios.TCSANOW  # (a line read: the next ones typed ahead stay)
    finally:
        with contextlib.suppress(OSError, termios.error):
            now: list[Any] = termios.tcgetattr(fd)
            now[3] &= ~termios.NOFLSH
            now[3] |= attrs[3] & termios.NOFLSH
            termios.tcsetattr(fd, when, now)


def _line_mode(fd: int) -> None:
    """The terminal as readline sets it to read a line: keys are read one by one and readline
    echoes them itself (canonical mode and echo off)."""
    import termios

    attrs = termios.tcgetattr(fd)
    attrs[3] &= ~(termios.ICANON | termios.ECHO)
    attrs[6][termios.VMIN] = 1
    attrs[6][termios.VTIME] = 0
    termios.tcsetattr(fd, termios.TCSANOW, attrs)


def _line_buffer() -> str:
    """What readline holds of the line being typed ('' without readline)."""
    readline = sys.modules.get("readline")
    try:
        return str(readline.get_line_buffer()) if readline is not None else ""
    except Exception:  # (a readline without it)
        return ""


@contextlib.contextmanager
def _kept_through_stop(
    stream: TextIO | None,
    reprompt: Callable[[], None],
    mode: Callable[[int], None] | None = None,
    on_stop: Callable[[int], None] | None = None,
) -> Iterator[bool]:
    """While an answer is read at the keyboard, Ctrl-Z and ``fg`` leave the terminal as the
    read needs it and show the prompt again.

    getpass turns echo off once and readline sets its own mode once, when the read starts; the
    shell gives the terminal back on ``fg`` in its own mode (echo on, whole lines), so a secret
    typed after ``fg`` was shown, and an answer at an ordinary prompt was shown twice (by the
    terminal, then by readline), with no prompt to type it at. On Ctrl-Z (SIGTSTP) the terminal
    is put back as it was before the read, for the shell, and the read's own mode is kept; on
    SIGCONT that mode is set again (``mode`` sets it when the stop came another way, ``kill
    -STOP``) and the prompt is shown again.

    ``on_stop`` is called with the terminal at Ctrl-Z, before it is set back (in the read's
    mode still). What is yielded says whether Ctrl-Z is handled so (not when it is ignored,
    or handled by another, or outside the main thread).
    """
    import signal

    sigcont = getattr(signal, "SIGCONT", None)  # (not on Windows)
    sigtstp = getattr(signal, "SIGTSTP", None)
    try:
        import termios
    except ImportError:  # (not on Windows)
        yield False
        return
    try:
        fd = stream.fileno() if stream is not None else -1
        before = termios.tcgetattr(fd)
    except (AttributeError, ValueError, OSError, termios.error):
        fd = -1
    if sigcont is None or sigtstp is None or fd < 0:
        yield False
        return
    during: list[list[Any]] = []

    def stop(signum: int, frame: object) -> None:
        with contextlib.suppress(Exception):  # (a terminal gone: the read ends anyway)
            during[:] = [termios.tcgetattr(fd)]
            if on_stop is not None:
                on_stop(fd)
            termios.tcsetattr(fd, termios.TCSANOW, before)
        signal.signal(sigtstp, signal.SIG_DFL)
        try:
            os.kill(os.getpid(), sigtstp)  # stopped here until fg
        finally:
            signal.signal(sigtstp, stop)

    def again(signum: int, frame: object) -> None:
        with contextlib.suppress(Exception):  # (a terminal gone: the read ends anyway)
            if during:
                termios.tcsetattr(fd, termios.TCSANOW, during[0])
            elif mode is not None:
                mode(fd)
            reprompt()

    try:
        previous = signal.signal(sigcont, again)
    except (ValueError, OSError):  # not the main thread: as before
        yield False
        return
    previous_stop = signal.getsignal(sigtstp)
    handled = previous_stop == signal.SIG_DFL
    if handled:  # (not when Ctrl-Z is ignored or handled already)
        signal.signal(sigtstp, stop)
    try:
        yield handled
    finally:
        signal.signal(sigcont, previous)
        if previous_stop == signal.SIG_DFL:
            signal.signal(sigtstp, previous_stop)


ECHO_MAX = 200
"""The most of a piped answer echoed."""
LINE_MAX = 64 * 1024
"""The longest answer read from a pipe; the rest of a longer line is skipped."""
SKIP_MAX = 256
"""How many more such pieces of one line are skipped (16 MiB) before the input is taken as
no text."""
NO_TEXT = f"{LINE_MAX * (SKIP_MAX + 1) // (1 << 20)} MB"
"""How long a line is that ends the input as no text (see :func:`_read_line`)."""


def _read_line(stream: TextIO) -> str | None:
    """One line of ``stream``, at most :data:`LINE_MAX` characters of it ('' at its end).

    A pipe with no line breaks (``< /dev/zero``, a binary file) was read whole into memory
    for one answer, without end. The rest of an over-long line is skipped (the answer is
    refused as over-long, and the next line read), and a "line" of over :data:`NO_TEXT` is
    no text: None. (It ended the input at a megabyte, said as 'End of input' with more
    lines to come.)
    """
    line = stream.readline(LINE_MAX)
    if len(line) < LINE_MAX or line.endswith("\n"):
        return line
    for _ in range(SKIP_MAX):
        rest = stream.readline(LINE_MAX)
        if not rest or rest.endswith("\n"):
            return line
    return None


class ScriptedInput:
    """Answers from a list (for tests); prompts are recorded in :attr:`prompts`."""

    interactive = False

    def __init__(self, answers: Iterable[str]) -> None:
        self._answers: Iterator[str] = iter(answers)
        self.prompts: list[str] = []

    def ask(self, prompt: str, *, hidden: Hidden = False) -> str:
        self.prompts.append(prompt)
        try:
            return next(self._answers)
        except StopIteration:
            raise EndOfInput from None
