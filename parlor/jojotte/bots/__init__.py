"""Jo-Jotte bots: :func:`make_bot` builds one by level (see :mod:`.base`)."""

from .base import (
    LEVELS,
    BotBase,
    Clock,
    JojotteBot,
    UnknownLevel,
    available_levels,
    make_bot,
    register,
)

__all__ = [
    "LEVELS",
    "BotBase",
    "Clock",
    "JojotteBot",
    "UnknownLevel",
    "available_levels",
    "make_bot",
    "register",
]
