"""Round 10 (a judge's eye): the hand line on a narrow terminal (COLUMNS=40)."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.prompt import ScriptedInput
from parlor.jojotte.cli import build_session

from .test_ui import partial, run_until_end_of_input

_SUIT_STARTS = ("♠", "♥", "♦", "♣", "(* trumps)")


def _hand_block(width: int) -> list[str]:
    """The lines the last 'Your hand:' takes at ``width`` columns (A's hand at example 1,
    action 10: eight cards in three suits, hearts trumps)."""
    c = Console(file=io.StringIO(), width=width, no_color=True, highlight=False, emoji=False)
    s = build_session(c, {"level": "medium", "seed": 1}, partial(1, 10))
    s.inp = ScriptedInput(["hand"])
    lines = run_until_end_of_input(s).splitlines()
    start = max(i for i, line in enumerate(lines) if line.startswith("Your hand: "))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("You have no clubs"))
    return lines[start:end]


def test_a_suit_is_never_split_from_its_cards_on_a_narrow_terminal() -> None:
    # The terminal broke 'Your hand: ♠ 9   ♥ A K J 9   ♦ K J 10   ♣* J   (* trumps)' after
    # '♣*' at 40 columns, its J on the next line beside '(* trumps)'.
    for width in (25, 40):
        block = _hand_block(width)
        assert all(len(line) <= width for line in block), block
        assert block[0].removeprefix("Your hand: ").startswith(_SUIT_STARTS), block
        for line in block[1:]:  # each further line starts with a whole suit, under the first
            assert line.startswith(" " * len("Your hand: ")), block
            assert line.strip().startswith(_SUIT_STARTS), block
        assert "♥* K Q J 10" in "\n".join(block)


def test_a_wide_terminal_keeps_the_hand_on_one_line() -> None:
    assert _hand_block(100) == ["Your hand: ♠ 8   ♥* K Q J 10   ♦ A K Q   (* trumps)"]
