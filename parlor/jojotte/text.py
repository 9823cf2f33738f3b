"""Plain-text descriptions of deals and sheets (pure: returns strings, prints nothing)."""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Callable, Sequence

from .actions import (
    ACCEPT,
    BID_SUIT,
    EXCHANGE,
    JO,
    NO_EXCHANGE,
    NT_BID,
    NULLO,
    SLAM,
    action_str,
    is_declare,
    sequence_runs,
)
from .auction import SUIT_NAMES
from .cards import NT, RQ, card_str
from .game import Deal, Sitting, describe_contract
from .options import DEFAULT_OPTIONS, Options
from .scoring import SheetEntry

__all__ = [
    "action_text",
    "ascii_rules",
    "deal_lines",
    "entry_line",
    "house_rules",
    "is_overcall",
    "sitting_lines",
]


def _does(name: str, verb: str) -> str:
    """``"Bot deals"``, but ``"You deal"`` (the default name of the person at the table)."""
    if name.lower() == "you":
        verb = verb.removesuffix("s")  # deals, declares, exchanges, wins
    return f"{name} {verb}"


CardName = Callable[[int], str]
"""How a card is written: ``card_str`` (``TH``, as records write it) by default; the replay
command passes the game's own names (``10♥``, or ``10H`` where suits cannot be shown)."""

_RANK_PLURALS = ("sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces")


def is_overcall(calls: Sequence[tuple[int, int]], a: int) -> bool:
    """True if No-Trump (``a``) called after ``calls`` answers a suit bid (an accept, or a
    suit named in round 2): the rules' *No-Trump overcall* (section 3), not a No-Trump bid."""
    return a == NT_BID and any(c == ACCEPT or BID_SUIT <= c < BID_SUIT + 4 for _, c in calls)


def _call(a: int, *, overcall: bool = False) -> str:
    """A call as the game's choices name it (``bid spades``, ``No-Trump``, ``overcall
    No-Trump``, ``Nullo``)."""
    if a == NT_BID and overcall:
        return "overcall No-Trump"
    if BID_SUIT <= a < BID_SUIT + 4:
        return f"bid {SUIT_NAMES[a - BID_SUIT]}"
    named = {
        ACCEPT: "accept",
        NT_BID: "No-Trump",
        NULLO: "Nullo",
        SLAM: "Slam",
        EXCHANGE: "exchange the 7",
        NO_EXCHANGE: "keep the 7",
    }
    return named.get(a) or action_str(a)


def _declared(seq: int, fours: int, card: CardName) -> str:
    """A declaration: its runs high to low (``K♠-Q♠-J♠-10♠``) and fours (``four jacks``)."""
    parts = [
        "-".join(card(c) for c in range(low + length - 1, low - 1, -1))
        for low, length in sequence_runs(seq)
    ]
    parts += [f"four {_RANK_PLURALS[r]}" for r in range(7, -1, -1) if fours >> r & 1]
    return ", ".join(parts) if parts else "none"


def action_text(a: int, card: CardName = card_str, *, overcall: bool = False) -> str:
    """An action as the table names it: ``K♥ jo``, ``bid spades``, ``declare K♠-Q♠-J♠``;
    with ``overcall`` (:func:`is_overcall`), No-Trump is ``overcall No-Trump``."""
    if a < 64:
        return card(a & 31) + (" jo" if a >= JO else "")
    if is_declare(a):
        return "declare " + _declared(a & 0xFFFFFFFF, (a >> 32) & 0xFF, card)
    return _call(a, overcall=overcall)


def _pair(names: tuple[str, str], pair: tuple[int, int]) -> str:
    return f"{names[0]} {pair[0]}, {names[1]} {pair[1]}"


def _cells(text: str) -> int:
    """The terminal columns ``text`` takes: two for a wide character (Chinese, Japanese)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


_WIDTH = 80
"""The width the replay's lines keep to (a terminal's 80 columns, as analyze's rows do)."""


def _fitted(line: str, width: int = _WIDTH) -> list[str]:
    """``line`` (``"  Auction: ..."``) as lines of at most ``width`` columns, broken
    between words, the next lines under the text after the label, and what follows ``->``
    (the contract, the melds' points) kept whole where it fits: the terminal broke an auction
    of five calls inside a word ("doubled by Y" / "ou")."""
    if _cells(line) <= width or ": " not in line:
        return [line]
    indent = " " * _cells(line[: line.index(": ") + 2])
    if len(indent) > width // 2:  # (a long label on a narrow screen: 'Bartholomew 0' cut)
        indent = " " * 4

    def wrap(text: str, first: str = "") -> list[str]:
        # a number stays with the word before it ("Bot 57", not "Bot" and "57" a line down)
        kept = re.sub(r" (?=[-+]?\d)", "\xa0", text)
        lines = textwrap.wrap(
            kept,
            width,
            initial_indent=first,
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        ) or [kept]
        return [line.replace("\xa0", " ") for line in lines]

    head, arrow, tail = line.rpartition(" -> ")
    if not arrow:
        return wrap(line)
    lines = wrap(head)
    if _cells(f"{lines[-1]} -> {tail}") <= width:
        lines[-1] += f" -> {tail}"
        return lines
    return lines + wrap(f"-> {tail}", indent)


def _trick_lines(n: int, cells: list[str], won: str, width: int = _WIDTH) -> list[str]:
    """Trick ``n`` (``"Bot Q♦"``, ``"Ann K♦"``, won by ``"Ann 7"``) in lines of at most
    ``width`` columns, for names too long for the columns: a 40-letter name drew each
    trick 150 columns wide."""
    head = f"    {n}. "
    indent = " " * len(head)
    lines = textwrap.wrap(
        f"{cells[0]}, {cells[1]}",
        width,
        initial_indent=head,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
    )
    if _cells(f"{lines[-1]} -> {won}") <= width:
        lines[-1] += f" -> {won}"
    else:
        lines.append(f"{indent}-> {won}")
    return lines


def entry_line(entry: SheetEntry, names: tuple[str, str]) -> str:
    # the prison only when points wait in it ('prison 0' stood on nearly every line)
    text = f"above {_pair(names, entry.above)}; below {_pair(names, entry.below)}"
    if entry.prison:
        text += f"; prison {entry.prison} waiting for the next deal's winner"
    if entry.game_won_by is not None:
        text += f"; {_does(names[entry.game_won_by], 'wins')} a game"
    return text


def deal_lines(
    deal: Deal,
    names: tuple[str, str],
    *,
    number: int = 1,
    entry: SheetEntry | None = None,
    card: CardName = card_str,
    width: int = _WIDTH,
) -> list[str]:
    """The calls, melds, tricks and sheet entry of a deal (finished or not), in lines of at
    most ``width`` columns where words allow."""
    out = [
        f"Deal {number}: {_does(names[deal.dealer], 'deals')}; turn-up {card(deal.turn_up)}",
    ]
    auction_calls = []
    second_calls = []
    exchange_text = None
    for i, (p, a) in enumerate(deal.calls):
        if a == EXCHANGE:
            exchange_text = (
                f"  {_does(names[p], 'exchanges')} {card(deal.exchanged_seven)} "
                f"for the turn-up {card(deal.turn_up)}"
            )
        elif i < deal.auction_length:
            overcall = is_overcall(deal.calls[:i], a)
            auction_calls.append(f"{names[p]} {_call(a, overcall=overcall)}")
        else:
            second_calls.append(f"{names[p]} {_call(a)}")
    contract_text = (
        describe_contract(deal.auction.contract(), names) if deal.auction.done else "..."
    )
    out.append(f"  Auction: {', '.join(auction_calls) or '(no call yet)'} -> {contract_text}")
    if deal.info_card >= 0:
        out.append(f"  Information card: {card(deal.info_card)}")
    if second_calls:
        final = describe_contract(deal.contract, names)
        out.append(f"  Second phase: {', '.join(second_calls)} -> {final}")
    if exchange_text:
        out.append(exchange_text)
    c = deal.contract
    if c is not None and any(d is not None for d in deal.declared):
        parts = []
        for p in (c.defender, c.declarer):
            d = deal.declared[p]
            if d is not None:
                text = _declared(d[0], d[1], card)
                parts.append(f"{_does(names[p], 'declares')} {text}")
        line = "  Melds: " + "; ".join(parts)
        if deal.meld_result is not None:
            line += f" -> {_pair(names, deal.meld_result.points)}"
        out.append(line)
    pl = deal.play
    if pl is not None and c is not None and (pl.log or pl.lead >= 0):  # (no empty "Tricks:")
        marks = [a for a in deal.history if a < 64]  # the plays, in order
        said_jo = [False, False]
        out.append("  Tricks:")
        # a column as wide as the longer name with a card and "jotte" (in terminal columns:
        # a name in Japanese takes two a letter), at least the 12 it always had
        column = max(12, max(_cells(name) for name in names) + len(" 10♥ jotte"))
        i = 0
        rows: list[tuple[int, list[str], str]] = []
        for n, (leader, _c1, _c2, winner, pts) in enumerate(pl.log, start=1):
            cells = []
            for who in (leader, 1 - leader):
                a = marks[i]
                i += 1
                played = a & 31
                text = f"{names[who]} {card(played)}"
                if a >= JO:
                    text += " jo"
                    said_jo[who] = True
                elif (
                    c.strain != NT and not c.nullo and played == c.strain * 8 + RQ and said_jo[who]
                ):
                    text += " jotte"
                cells.append(text)
            won = names[winner] if c.nullo else f"{names[winner]} {pts}"  # Nullo: tricks only
            rows.append((n, cells, won))
        aligned = [
            f"    {n}. "
            + " ".join(cell + " " * (column - _cells(cell)) for cell in cells)
            + f" -> {won}"
            for n, cells, won in rows
        ]
        if all(_cells(line) <= width for line in aligned):
            out.extend(aligned)
        else:  # long names: each trick in words, broken between them, not in columns
            for n, cells, won in rows:
                out.extend(_trick_lines(n, cells, won, width))
        if pl.lead >= 0:
            out.append(f"    {len(pl.log) + 1}. {names[pl.leader]} {card(pl.lead)} ...")
    r = deal.result
    if r is not None and r.contract is not None:
        line = f"  Trick points: {_pair(names, r.tp)} (tricks {_pair(names, r.tricks)})"
        if r.contract.nullo:
            line = f"  Tricks won: {_pair(names, r.tricks)} (card points do not count in Nullo)"
        if any(r.jo):
            line += f"; Jo-Jotte {_pair(names, r.jo)}"
        if any(r.slam):  # the 500 of a Slam made, or 100 for all nine tricks unbid (section 8)
            line += f"; slam bonus {_pair(names, r.slam)}"
        out.append(line)
    if entry is not None:
        out.append(
            "  This deal on the sheet: "
            + ("void deal; " if entry.void else "")
            + entry_line(entry, names)
        )
    elif not deal.is_over():
        out.append("  (deal in progress)")
    # every line but the tricks' rows ("    3. A K♥ ..."), whose columns stand as they are
    return [part for line in out for part in ([line] if _is_row(line) else _fitted(line, width))]


def _is_row(line: str) -> bool:
    """True for a row of the tricks (``    3. A K♥ jo   B 9♥   -> A 4``)."""
    number, dot, _ = line.strip().partition(".")
    return bool(dot) and number.isdecimal()


def sitting_lines(sitting: Sitting, card: CardName = card_str, width: int = _WIDTH) -> list[str]:
    """Every deal of a sitting with its sheet entry, then games and totals; cards named by
    ``card``; lines of at most ``width`` columns where words allow (80: a pipe's)."""
    names = sitting.names
    out: list[str] = []
    if rules := house_rules(sitting.options):  # as the game announced them
        # broken between words as the other lines (161 columns with fours as in Belote)
        out.extend(_fitted(f"House rules: {', '.join(rules)}.", width))
    number = 0
    for r_i, rubber in enumerate(sitting.rubbers, start=1):
        if len(sitting.rubbers) > 1 or sitting.options.rubbers > 1:
            out.append(f"Rubber {r_i}")
        number = 0  # deals are numbered within their rubber, as at the table and on the sheet
        for deal, entry in zip(rubber.deals, rubber.sheet.entries, strict=True):
            number += 1
            out.extend(deal_lines(deal, names, number=number, entry=entry, card=card, width=width))
        if sitting.current is not None and r_i == len(sitting.rubbers):  # the deal in play
            out.extend(
                deal_lines(sitting.current, names, number=number + 1, card=card, width=width)
            )
        sheet = rubber.sheet
        won = "not finished" if sheet.winner is None else f"won by {names[sheet.winner]}"
        out.extend(
            _fitted(f"Games: {_pair(names, (sheet.games[0], sheet.games[1]))}; rubber {won}", width)
        )
    totals = (sitting.total(0), sitting.total(1))
    current = sitting.current
    so_far = scored_so_far(current) if current is not None else (0, 0)
    if current is None:
        # The sitting's winner (the higher grand total, rules section 9), who may not be the
        # last rubber's: 'Games: You 2, Bot 1; rubber won by You' / 'Totals: You 753, Bot 2034'
        # named no winner of the sitting (judge P14 #1)
        won = ""
        if sitting.is_over:
            w = sitting.winner()
            won = "; the sitting is a tie" if w is None else f"; sitting won by {names[w]}"
        out.extend(_fitted(f"Totals: {_pair(names, totals)}{won}", width))
    elif so_far == (0, 0):
        out.extend(_fitted(f"Totals (the deals played out): {_pair(names, totals)}", width))
    else:  # as the sheet counts them: the deal in play's melds and Jo-Jotte are scored at once
        which = f"deal {number + 1}"
        if len(sitting.rubbers) > 1 or sitting.options.rubbers > 1:
            which += f" of rubber {len(sitting.rubbers)}"
        with_melds = (totals[0] + so_far[0], totals[1] + so_far[1])
        out.extend(
            _fitted(
                f"Totals: {_pair(names, with_melds)} ({which}, in progress, has scored its "
                "melds and Jo-Jotte above the line; the rest is scored when it is played out)",
                width,
            )
        )
    return out


def scored_so_far(deal: Deal) -> tuple[int, int]:
    """What a deal in progress has already scored above the line: its melds, scored when
    declared, and Jo-Jotte, scored when "Jotte" is said (rules sections 6 and 7), as the sheet
    writes them; nothing in a Nullo, which has neither."""
    c = deal.contract
    if c is None or c.nullo:
        return (0, 0)
    melds = deal.meld_result.points if deal.meld_result is not None else (0, 0)
    jo = deal.play.jo_points if deal.play is not None else (0, 0)
    return (melds[0] + jo[0], melds[1] + jo[1])


def house_rules(options: Options, *, brief: bool = False) -> list[str]:
    """The rules options that differ from the rules' defaults (section 11), in a few words
    each, as the table announces them (``no No-Trump``, ``fours as in Belote (...)``); with
    ``brief``, in fewer still, for a list of saves (``Belote fours``). The number of rubbers is
    left out: the opening line says it."""
    out: list[str] = []
    d = DEFAULT_OPTIONS
    if options.info_card != d.info_card:
        out.append(
            f"information card on {options.info_card}"
            if brief
            else f"the information card from the {options.info_card} of the stock"
        )
    if options.no_trump != d.no_trump:
        out.append("No-Trump allowed" if options.no_trump else "no No-Trump")
    if options.no_trump:  # (what No-Trump allows matters only where it may be bid)
        if options.slam_at_no_trump != d.slam_at_no_trump:
            out.append(
                "Slam allowed at No-Trump" if options.slam_at_no_trump else "no Slam at No-Trump"
            )
        if options.melds_at_no_trump != d.melds_at_no_trump:
            out.append(
                "melds score at No-Trump" if options.melds_at_no_trump else "no melds at No-Trump"
            )
    if options.fours != d.fours:
        if options.fours == "belote":
            out.append(
                "Belote fours"
                if brief
                else (
                    "fours as in Belote (jacks 200, nines 150, aces, tens, kings, queens 100,"
                    " eights and sevens nothing)"
                )
            )
        else:
            out.append("fours all 100" if brief else "every four of a kind 100")
    if options.prison_multiplied != d.prison_multiplied:
        if brief:
            out.append(
                "prison " + ("multiplied" if options.prison_multiplied else "not multiplied")
            )
        else:
            out.append(
                "a tie's prison multiplied by a double"
                if options.prison_multiplied
                else "a tie's prison not multiplied by a double"
            )
    if options.exchange != d.exchange:
        out.append(f"the 7 exchanged {options.exchange}")
    if options.last_trick != d.last_trick:
        out.append(
            f"last trick {options.last_trick}" if options.last_trick else "no last-trick bonus"
        )
    return out


_SUIT_LETTERS = str.maketrans("♠♥♦♣", "SHDC")
_SIGN_FORM = re.compile(r"(?:, | or )`[^`\n]*[♠♥♦♣][^`\n]*`")
"""A form written with a suit's sign in a list of what may be typed (", `J♥`", " or `♥`")."""


def ascii_rules(text: str) -> str:
    """The rules page (``RULES.md``) for a terminal that cannot show the suits' signs: the
    forms typed with a sign are left out of the lists of what may be typed, and the signs left
    are the suits' letters (♥ as H). Folding them alone listed `JH` twice ('`JH`, `jh`, `10h`,
    `th`, `JH` or `jack of hearts`') and offered `H` as a call by name, where a suit's letter
    alone asks first (judge X15)."""
    return _SIGN_FORM.sub("", text).translate(_SUIT_LETTERS)
