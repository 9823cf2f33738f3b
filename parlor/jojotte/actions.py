"""The compact action encoding and its stable text form.

Every action is an ``int``:

===================  =======================================  ==========================
value                meaning                                  text
===================  =======================================  ==========================
0-31                 play that card                           ``play JH``
32-63                play the King of trumps announcing "Jo"  ``play KH jo``
64                   accept the turn-up suit (round 1)        ``accept``
65                   pass                                     ``pass``
66-69                name a suit (round 2): S H D C           ``bid S``
70                   No-Trump (round 2 bid or overcall)       ``nt``
71 / 72              double / redouble                        ``double`` / ``redouble``
73 / 74              Nullo / Slam (second phase)              ``nullo`` / ``slam``
75 / 76              exchange the 7 of trumps, or decline     ``exchange`` / ``no-exchange``
DECLARE | cards      declare melds (see below)                ``declare KH-QH-JH 4J``
===================  =======================================  ==========================

A declaration is ``DECLARE | seq_cards | (four_ranks << 32)``: ``seq_cards`` is the mask of the
cards of the declared sequences (the runs in it are the sequences), ``four_ranks`` a mask of the
ranks (meld order, bit 0 = 7) of the declared fours. ``declare none`` declares nothing. In the
text, a sequence is written top card first joined by ``-`` and a four as ``4`` and the rank
letter (``4J``, ``4T``). "Jotte" needs no action: it is said with the Queen after "Jo".
"""

from __future__ import annotations

from .cards import (
    RANK_CHARS,
    SUIT_CHARS,
    BadCard,
    card_str,
    parse_card,
)

__all__ = [
    "ACCEPT",
    "BID_SUIT",
    "DECLARE",
    "DECLARE_NONE",
    "DOUBLE",
    "EXCHANGE",
    "JO",
    "NO_EXCHANGE",
    "NT_BID",
    "NULLO",
    "PASS",
    "REDOUBLE",
    "SLAM",
    "Action",
    "BadAction",
    "action_str",
    "declare_action",
    "is_declare",
    "parse_action",
    "sequence_runs",
]

Action = int

JO = 32
ACCEPT = 64
PASS = 65
BID_SUIT = 66  # + suit
NT_BID = 70
DOUBLE = 71
REDOUBLE = 72
NULLO = 73
SLAM = 74
EXCHANGE = 75
NO_EXCHANGE = 76
DECLARE = 1 << 48
DECLARE_NONE = DECLARE

_CALL_TEXT = {
    ACCEPT: "accept",
    PASS: "pass",
    NT_BID: "nt",
    DOUBLE: "double",
    REDOUBLE: "redouble",
    NULLO: "nullo",
    SLAM: "slam",
    EXCHANGE: "exchange",
    NO_EXCHANGE: "no-exchange",
}
_TEXT_CALL = {v: k for k, v in _CALL_TEXT.items()}
_TEXT_CALL.update(
    {
        "notrump": NT_BID,
        "no-trump": NT_BID,
        "no-trumps": NT_BID,
        "notrumps": NT_BID,
        "sans": NT_BID,
        "x": DOUBLE,
        "dbl": DOUBLE,
        "xx": REDOUBLE,
        "rdbl": REDOUBLE,
        "noexchange": NO_EXCHANGE,
        "keep": NO_EXCHANGE,
        "swap": EXCHANGE,
        "p": PASS,
    }
)
_SUIT_WORDS = {
    "s": 0,
    "spade": 0,
    "spades": 0,
    "♠": 0,
    "h": 1,
    "heart": 1,
    "hearts": 1,
    "♥": 1,
    "d": 2,
    "diamond": 2,
    "diamonds": 2,
    "♦": 2,
    "c": 3,
    "club": 3,
    "clubs": 3,
    "♣": 3,
}


class BadAction(ValueError):
    """Text that does not name an action: ``reason``, and ``hint``, how to write it (as
    :class:`~parlor.jojotte.cards.BadCard`'s)."""

    def __init__(self, reason: str, hint: str = "") -> None:
        super().__init__(f"{reason} ({hint})" if hint else reason)
        self.reason = reason
        self.hint = hint


def is_declare(action: int) -> bool:
    return action >= DECLARE


def declare_action(seq_cards: int, four_ranks: int) -> int:
    return DECLARE | seq_cards | (four_ranks << 32)


def sequence_runs(seq_cards: int) -> list[tuple[int, int]]:
    """The maximal runs of a card mask as ``(lowest card, length)``, by suit then rank."""
    runs = []
    for s in range(4):
        m = (seq_cards >> (8 * s)) & 0xFF
        r = 0
        while r < 8:
            if m >> r & 1:
                start = r
                while r < 8 and m >> r & 1:
                    r += 1
                runs.append((s * 8 + start, r - start))
            else:
                r += 1
    return runs


def _declare_str(action: int) -> str:
    seq = action & 0xFFFFFFFF
    fours = (action >> 32) & 0xFF
    parts = []
    for low, length in sequence_runs(seq):
        parts.append("-".join(card_str(c) for c in range(low + length - 1, low - 1, -1)))
    for r in range(7, -1, -1):
        if fours >> r & 1:
            parts.append("4" + RANK_CHARS[r])
    return "declare " + (" ".join(parts) if parts else "none")


def action_str(action: int) -> str:
    """The stable text form of an action (used in records)."""
    if action < 32:
        return "play " + card_str(action)
    if action < 64:
        return "play " + card_str(action - 32) + " jo"
    if action in _CALL_TEXT:
        return _CALL_TEXT[action]
    if BID_SUIT <= action < BID_SUIT + 4:
        return "bid " + SUIT_CHARS[action - BID_SUIT]
    if is_declare(action):
        return _declare_str(action)
    raise BadAction(f"not an action: {action!r}")


def _parse_declare(tokens: list[str]) -> int:
    if not tokens or [t.lower() for t in tokens] in (["none"], ["nothing"]):
        return DECLARE_NONE
    seq = 0
    fours = 0
    for tok in tokens:
        if tok.startswith("4") and len(tok) > 1 and "-" not in tok:
            rank_text = tok[1:].lower().removeprefix("x")
            try:
                c = parse_card(f"{rank_text} of spades")
            except BadCard:
                raise BadAction(f"not a four of a kind: {tok!r}", "write e.g. 4J") from None
            fours |= 1 << (c & 7)
            continue
        try:
            cards = [parse_card(p) for p in tok.split("-") if p]
        except BadCard as exc:
            raise BadAction(f"not a sequence: {tok!r} ({exc})") from None
        if len(cards) < 3:
            raise BadAction(f"a sequence has three or more cards: {tok!r}")
        suits = {c >> 3 for c in cards}
        ranks = sorted(c & 7 for c in cards)
        if len(suits) != 1 or ranks != list(range(ranks[0], ranks[0] + len(ranks))):
            raise BadAction(f"not a sequence of one suit in meld order: {tok!r}")
        for c in cards:
            seq |= 1 << c
    return declare_action(seq, fours)


def parse_action(text: str) -> int:
    """Parse an action from its text form, forgivingly (case, ``10H``/``TH``, suit symbols).

    Besides the canonical forms this accepts a bare card (``"JH"``), ``"KH jo"``,
    ``"QH jotte"``, ``"bid hearts"``, ``"hearts"``, ``"no-trump"`` and ``"x"``/``"xx"``.
    """
    typed = text.strip().split()  # as typed, for a message ("not a card: 'ZZ'")
    tokens = [t.lower() for t in typed]
    if not tokens:
        raise BadAction("empty action")
    head = tokens[0]
    if head == "declare":
        return _parse_declare(typed[1:])  # (as typed: a refusal quotes them so)
    if len(tokens) == 1 and head in _TEXT_CALL:
        return _TEXT_CALL[head]
    if len(tokens) == 2 and " ".join(tokens) in ("no trump", "no trumps", "no exchange"):
        return NT_BID if tokens[0] == "no" and tokens[1].startswith("trump") else NO_EXCHANGE
    if head == "bid" and len(tokens) == 2:
        if tokens[1] in ("nt", "notrump", "no-trump"):
            return NT_BID
        if tokens[1] in _SUIT_WORDS:
            return BID_SUIT + _SUIT_WORDS[tokens[1]]
        raise BadAction(f"not a suit: {tokens[1]!r}")
    if len(tokens) == 1 and head in _SUIT_WORDS and len(head) > 1:
        return BID_SUIT + _SUIT_WORDS[head]
    if head == "play":
        tokens, typed = tokens[1:], typed[1:]
    if not tokens:
        raise BadAction("play what? (e.g. play JH)")
    try:
        c = parse_card(typed[0])
    except BadCard as exc:
        raise BadAction(exc.reason, exc.hint) from None
    rest = tokens[1:]
    if not rest or rest == ["jotte"]:
        return c
    if rest == ["jo"]:
        return JO + c
    raise BadAction(f"not an action: {text!r}")
