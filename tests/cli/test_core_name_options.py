"""Round 17 (core): a name option says why a name is refused (too long, an invisible or a
control character), takes a name pasted with a zero-width space or a byte-order mark at an end,
and counts Zoë typed with a combining accent as the three letters it shows."""

from __future__ import annotations

import pytest
import typer

from parlor.core.cli_common import player_name


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("Ann\u200b", "Ann"),  # (a zero-width space pasted with it)
        ("\ufeffAnn", "Ann"),
        (" Zo\u00eb ", "Zo\u00eb"),
        ("Zoe\u0301", "Zo\u00e9"),  # (one form: as the history counts players)
        ("e\u0301" * 40, "\u00e9" * 40),  # forty letters shown, eighty code points
    ],
)
def test_names_taken(typed: str, name: str) -> None:
    assert player_name(typed) == name


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        (" ", "must be 1 to 40 printable characters"),
        ("x" * 300, "must be 1 to 40 printable characters (this one has 300)"),
        (
            "A\tB",
            "must be 1 to 40 printable characters (this one holds U+0009, a control character)",
        ),
        (
            "\U0001f469\u200d\U0001f467",
            "must be 1 to 40 printable characters (this one holds U+200D, an invisible character)",
        ),
    ],
)
def test_names_refused_say_why(typed: str, why: str) -> None:
    with pytest.raises(typer.BadParameter) as info:
        player_name(typed)
    assert str(info.value) == why
