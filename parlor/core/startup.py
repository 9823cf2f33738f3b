"""Ctrl-C while parlor starts: a word, not a traceback of the import machinery.

``parlor`` takes a moment to load its modules (typer, rich, numpy, the games) before its entry
point can catch anything; Ctrl-C in that moment printed a page of ``KeyboardInterrupt``
traceback. :mod:`parlor.cli` imports this module first, which makes Ctrl-C end the program
quietly (``Interrupted.``, exit status 130, as anywhere else) until :func:`loaded` hands it back
to Python once everything is loaded.
"""

from __future__ import annotations

import contextlib
import os
import signal

__all__ = ["loaded"]


def _interrupted(signum: int, frame: object) -> None:
    with contextlib.suppress(OSError):
        os.write(2, b"\nInterrupted.\n")
    os._exit(130)


def _install() -> object:
    """Put :func:`_interrupted` in place of Python's own Ctrl-C handler; what was there, or
    None when nothing was changed (another handler set by the caller, not the main thread)."""
    try:
        if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
            return None  # (ignored by the parent, or set by a program importing parlor)
        return signal.signal(signal.SIGINT, _interrupted)
    except (ValueError, OSError, AttributeError):  # not the main thread
        return None


_before = _install()


def loaded() -> None:
    """parlor is loaded: Ctrl-C is Python's again (a KeyboardInterrupt the commands catch)."""
    global _before
    if _before is None:
        return
    with contextlib.suppress(ValueError, OSError, TypeError):
        if signal.getsignal(signal.SIGINT) is _interrupted:
            signal.signal(signal.SIGINT, _before)  # type: ignore[arg-type]
    _before = None
