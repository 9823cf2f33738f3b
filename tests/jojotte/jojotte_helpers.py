"""Helpers for the Jo-Jotte tests: build deals from hands written as text."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from parlor.jojotte.actions import parse_action
from parlor.jojotte.cards import parse_card, parse_cards
from parlor.jojotte.game import Deal, deck_from_hands
from parlor.jojotte.options import DEFAULT_OPTIONS, Options

RECORDS = Path(__file__).parent / "records"


def make_deal(
    non_dealer: str,
    dealer_cards: str,
    turn_up: str,
    non_dealer_next: str = "",
    dealer_next: str = "",
    info: str | None = None,
    *,
    dealer: int = 1,
    options: Options = DEFAULT_OPTIONS,
    prison: int = 0,
) -> Deal:
    deck = deck_from_hands(
        parse_cards(non_dealer),
        parse_cards(dealer_cards),
        parse_card(turn_up),
        parse_cards(non_dealer_next),
        parse_cards(dealer_next),
        None if info is None else parse_card(info),
        options,
    )
    return Deal(deck, dealer, options, prison=prison)


def apply_all(deal: Deal, *texts: str) -> Deal:
    for text in texts:
        for part in text.split(","):
            if part.strip():
                deal.apply(parse_action(part))
    return deal


def load_example(n: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / f"example{n}.json").read_text())
    return data


def example_deal(n: int, upto: int | None = None, options: Options = DEFAULT_OPTIONS) -> Deal:
    """The deal of worked example ``n`` with its first ``upto`` actions applied."""
    rec = load_example(n)["rubbers"][0]["deals"][0]
    dealer = 0 if rec["dealer"] == "A" else 1
    deal = Deal([parse_card(c) for c in rec["deck"]], dealer, options)
    for text in rec["actions"][:upto]:
        deal.apply(parse_action(text))
    return deal


def example_actions(n: int) -> list[str]:
    actions: list[str] = load_example(n)["rubbers"][0]["deals"][0]["actions"]
    return actions
