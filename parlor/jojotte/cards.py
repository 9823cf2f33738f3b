"""Cards, suits, rank orders and card points, as small ints and 32-bit masks.

A card is an int ``suit * 8 + rank`` where ``suit`` is 0-3 (S, H, D, C) and ``rank`` is 0-7 in
meld order from low to high (7 8 9 10 J Q K A). So a sequence in meld order is a run of adjacent
bits inside a suit's byte of a hand mask, and ``1 << card`` is the card's bit. A set of cards
(a hand, the played cards) is an int mask of 32 bits.

The strain of a contract is a suit (0-3) or :data:`NT` (4). Tables indexed by strain give each
card's trick strength and point value, and the masks of the cards that beat it in a trick.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

__all__ = [
    "ALL_CARDS",
    "BEATS",
    "CARD_NAMES",
    "DECK_SIZE",
    "FULL_MASK",
    "NT",
    "POINTS",
    "R7",
    "R8",
    "R9",
    "R10",
    "RA",
    "RANKS",
    "RANK_CHARS",
    "RANK_MASK",
    "RJ",
    "RK",
    "RQ",
    "SUITS",
    "SUIT_CHARS",
    "SUIT_MASK",
    "SUIT_SYMBOLS",
    "BadCard",
    "bit",
    "card",
    "card_list",
    "card_points",
    "card_str",
    "cards_of",
    "cards_str",
    "mask_of",
    "parse_card",
    "parse_cards",
    "parse_joined_cards",
    "popcount",
    "rank_of",
    "strain_str",
    "suit_of",
]

DECK_SIZE = 32
FULL_MASK = (1 << DECK_SIZE) - 1

SUITS = 4
RANKS = 8
NT = 4
"""The No-Trump strain (also used for Nullo, which is played at no trump)."""

SUIT_CHARS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_CHARS = "789TJQKA"
"""Rank letters in meld order, low to high (T is the 10)."""

R7, R8, R9, R10, RJ, RQ, RK, RA = range(8)

# Trick strength of each rank (higher wins), plain suits / No-Trump / Nullo: A 10 K Q J 9 8 7.
_PLAIN_STRENGTH = (0, 1, 2, 6, 3, 4, 5, 7)
# Trump suit: J 9 A 10 K Q 8 7.
_TRUMP_STRENGTH = (0, 1, 6, 4, 7, 2, 3, 5)
_PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
_TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)

SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(SUITS))
RANK_MASK: tuple[int, ...] = tuple(
    sum(1 << (s * 8 + r) for s in range(SUITS)) for r in range(RANKS)
)
ALL_CARDS: tuple[int, ...] = tuple(range(DECK_SIZE))


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (0-7 in meld order, 7 low) and ``suit`` (0-3)."""
    return suit * 8 + rank


def suit_of(c: int) -> int:
    return c >> 3


def rank_of(c: int) -> int:
    return c & 7


def bit(c: int) -> int:
    return 1 << c


def _points_table(strain: int) -> tuple[int, ...]:
    return tuple((_TRUMP_POINTS if (c >> 3) == strain else _PLAIN_POINTS)[c & 7] for c in ALL_CARDS)


POINTS: tuple[tuple[int, ...], ...] = tuple(_points_table(s) for s in range(5))
"""``POINTS[strain][card]``: the card's point value when ``strain`` is trumps (4: No-Trump)."""


def _strength(strain: int, c: int) -> int:
    return (_TRUMP_STRENGTH if (c >> 3) == strain else _PLAIN_STRENGTH)[c & 7]


def _beats_table(strain: int) -> tuple[int, ...]:
    out = []
    for lead in ALL_CARDS:
        m = 0
        for c in ALL_CARDS:
            if c == lead:
                continue
            if (c >> 3) == (lead >> 3):
                if _strength(strain, c) > _strength(strain, lead):
                    m |= 1 << c
            elif (c >> 3) == strain:
                m |= 1 << c
        out.append(m)
    return tuple(out)


BEATS: tuple[tuple[int, ...], ...] = tuple(_beats_table(s) for s in range(5))
"""``BEATS[strain][led]``: mask of the cards that win a trick against the led card."""


def card_points(c: int, strain: int) -> int:
    return POINTS[strain][c]


def popcount(mask: int) -> int:
    return mask.bit_count()


def cards_of(mask: int) -> Iterator[int]:
    """The cards of a mask, lowest index first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_list(mask: int) -> list[int]:
    """The cards of a mask as a list, lowest index first (the search's hot paths use it)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


CARD_NAMES: tuple[str, ...] = tuple(RANK_CHARS[c & 7] + SUIT_CHARS[c >> 3] for c in ALL_CARDS)


def card_str(c: int) -> str:
    """The canonical text of a card: rank then suit letter, e.g. ``"TH"`` (10 of hearts)."""
    return CARD_NAMES[c]


def cards_str(cards: Iterable[int]) -> str:
    return " ".join(CARD_NAMES[c] for c in cards)


def strain_str(strain: int) -> str:
    return "NT" if strain == NT else SUIT_CHARS[strain]


class BadCard(ValueError):
    """Text that does not name a card: ``reason``, and ``hint``, how to write one (for a player
    at a prompt; a record's replay leaves it out), in brackets after it in the message."""

    def __init__(self, reason: str, hint: str = "") -> None:
        super().__init__(f"{reason} ({hint})" if hint else reason)
        self.reason = reason
        self.hint = hint


_SUIT_ALIASES = {
    "s": 0,
    "♠": 0,
    "♤": 0,
    "h": 1,
    "♥": 1,
    "♡": 1,
    "d": 2,
    "♦": 2,
    "♢": 2,
    "c": 3,
    "♣": 3,
    "♧": 3,
}
_RANK_ALIASES = {
    "7": R7,
    "8": R8,
    "9": R9,
    "10": R10,
    "t": R10,
    "j": RJ,
    "q": RQ,
    "k": RK,
    "a": RA,
    "seven": R7,
    "eight": R8,
    "nine": R9,
    "ten": R10,
    "jack": RJ,
    "knave": RJ,
    "queen": RQ,
    "king": RK,
    "ace": RA,
}
_SUIT_WORDS = {
    "spade": 0,
    "spades": 0,
    "heart": 1,
    "hearts": 1,
    "diamond": 2,
    "diamonds": 2,
    "club": 3,
    "clubs": 3,
}


def parse_card(text: str) -> int:
    """Parse a card forgivingly: ``"JH"``, ``"jh"``, ``"10h"``, ``"th"``, ``"J♥"``, ``"H10"``,
    ``"J-H"``, ``"J of hearts"``, ``"hearts J"``, and a rank's word run into its suit
    (``"tenh"``, ``"jackofhearts"``, ``"10ofh"``, ``"knave♥"``). A rank's plural (``"tens"``)
    is refused: it names no one card.

    Raises :class:`BadCard` (a ``ValueError``) with a short reason.
    """
    words = text.lower().replace("\ufe0f", "").split()
    if (words[:1] in (["the"], ["an"]) and len(words) > 1) or (
        words[:1] == ["a"] and len(words) == 4
    ):
        words = words[1:]  # "the queen of hearts", "a ten of clubs" (but "a of s" is an ace)
    if len(words) == 3 and words[1] == "of":  # "q of h", "10 of ♥", "jack of spades"
        rank = _RANK_ALIASES.get(words[0])
        suit = _SUIT_ALIASES.get(words[2], _SUIT_WORDS.get(words[2]))
        if rank is not None and suit is not None:
            return card(rank, suit)
    if (
        len(words) == 1
        and words[0][:-1] in _RANK_ALIASES
        and (words[0][-1] == "s" or words[0][-1] not in _SUIT_ALIASES)
        and len(words[0]) > 3
    ):
        # "jacks" or "aces" is a plural, not the jack or ace of spades; "ace." names no suit
        # ("tenh" and "ten♥" are the ten of hearts)
        raise BadCard(f"not a card: {text!r} (name its suit too: e.g. JS, 10H, TH or J♥)")
    t = "".join(words)
    for sep in "-/.":
        t = t.replace(sep, "")
    if not t:
        raise BadCard("empty card")
    for word, s in _SUIT_WORDS.items():
        if t.endswith(word) and len(t) > len(word):
            head = t[: -len(word)].removesuffix("of")
            if head in _RANK_ALIASES:
                return card(_RANK_ALIASES[head], s)
    # rank then suit, "of" between them or not: "10h", "tenh", "10ofh", "ten♥"
    if t[-1] in _SUIT_ALIASES:
        head = t[:-1] if t[:-1] in _RANK_ALIASES else t[:-1].removesuffix("of")
        if head in _RANK_ALIASES:
            return card(_RANK_ALIASES[head], _SUIT_ALIASES[t[-1]])
    # suit then rank: "h10", "♥ten", "hearts ten"
    if t[0] in _SUIT_ALIASES and t[1:] in _RANK_ALIASES:
        return card(_RANK_ALIASES[t[1:]], _SUIT_ALIASES[t[0]])
    for word, s in _SUIT_WORDS.items():
        if t.startswith(word) and t[len(word) :] in _RANK_ALIASES:
            return card(_RANK_ALIASES[t[len(word) :]], s)
    raise BadCard(f"not a card: {text!r}", "write e.g. QS, 10H, TH or J♥")


def parse_cards(text: str) -> list[int]:
    """Parse cards separated by spaces or commas."""
    return [parse_card(tok) for tok in text.replace(",", " ").split()]


_JOINED_CARD = r"(?:10|[789tjqka])[shdc♠♤♥♡♦♢♣♧]"
_JOINED = re.compile(f"(?:{_JOINED_CARD}){{2,}}")
_ONE_JOINED = re.compile(_JOINED_CARD)


def parse_joined_cards(text: str) -> list[int]:
    """Two or more cards written together, each rank then suit: ``9d8d7d``, ``T♦9♦8♦``,
    ``10d9d8d``. Each card's rank and suit are one or two characters of known sets, so the
    text splits one way only.

    Raises :class:`BadCard` when ``text`` is not such a run of cards.
    """
    t = text.lower().replace("\ufe0f", "")
    if not _JOINED.fullmatch(t):
        raise BadCard(f"not cards written together: {text!r}")
    return [parse_card(m.group(0)) for m in _ONE_JOINED.finditer(t)]
