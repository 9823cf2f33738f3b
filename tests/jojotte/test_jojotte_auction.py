"""The auction state machine (rules section 3): every branch, and illegal calls."""

from __future__ import annotations

import pytest

from parlor.jojotte.actions import (
    ACCEPT,
    BID_SUIT,
    DOUBLE,
    NT_BID,
    PASS,
    REDOUBLE,
    parse_action,
)
from parlor.jojotte.auction import Auction, AuctionStage, Contract
from parlor.jojotte.cards import NT
from parlor.jojotte.game import Deal, IllegalCall, Phase
from parlor.jojotte.options import Options

HEARTS = 1
DEALER = 1
ND = 0


def run(*calls: str, no_trump: bool = True) -> Auction:
    au = Auction(DEALER, HEARTS, no_trump=no_trump)
    for text in calls:
        call = parse_action(text)
        assert call in au.legal_calls(), (text, au.legal_calls())
        au.apply(call)
    return au


def test_round1_non_dealer_accepts_dealer_passes() -> None:
    au = run("accept", "pass")
    assert au.contract() == Contract(HEARTS, ND, 1)


def test_round1_non_dealer_passes_dealer_accepts() -> None:
    au = run("pass", "accept")
    assert au.stage == AuctionStage.RESP_SUIT and au.to_speak == ND
    au.apply(PASS)
    assert au.contract() == Contract(HEARTS, DEALER, 1)


def test_round1_only_accept_or_pass() -> None:
    au = run()
    assert au.legal_calls() == (ACCEPT, PASS)
    assert au.to_speak == ND


def test_round2_non_dealer_names_another_suit_and_dealer_may_respond() -> None:
    au = run("pass", "pass")
    assert au.stage == AuctionStage.R2 and au.to_speak == ND
    assert BID_SUIT + HEARTS not in au.legal_calls()
    assert set(au.legal_calls()) == {BID_SUIT + 0, BID_SUIT + 2, BID_SUIT + 3, NT_BID, PASS}
    au.apply(BID_SUIT + 0)
    assert au.to_speak == DEALER  # answers although he passed before
    assert set(au.legal_calls()) == {NT_BID, DOUBLE, PASS}
    au.apply(PASS)
    assert au.contract() == Contract(0, ND, 1)


def test_round2_dealer_bids_after_non_dealer_passes() -> None:
    au = run("pass", "pass", "pass", "bid D", "pass")
    assert au.contract() == Contract(2, DEALER, 1)


def test_round2_no_trump_bid_answered_by_double_or_pass() -> None:
    au = run("pass", "pass", "nt")
    assert au.stage == AuctionStage.RESP_NT and set(au.legal_calls()) == {DOUBLE, PASS}
    au.apply(PASS)
    assert au.contract() == Contract(NT, ND, 1)


def test_both_pass_twice_is_a_void_deal() -> None:
    au = run("pass", "pass", "pass", "pass")
    assert au.void and au.contract() is None and au.legal_calls() == ()


def test_no_trump_overcall_makes_overcaller_declarer_then_double_redouble() -> None:
    au = run("accept", "nt")
    assert au.declarer == DEALER and au.strain == NT and au.to_speak == ND
    assert set(au.legal_calls()) == {DOUBLE, PASS}
    au.apply(DOUBLE)
    assert au.to_speak == DEALER and set(au.legal_calls()) == {REDOUBLE, PASS}
    au.apply(REDOUBLE)
    assert au.contract() == Contract(NT, DEALER, 4)


def test_overcall_then_pass() -> None:
    assert run("accept", "nt", "pass").contract() == Contract(NT, DEALER, 1)


def test_suit_doubled_then_pass() -> None:
    assert run("accept", "double", "pass").contract() == Contract(HEARTS, ND, 2)


def test_suit_doubled_and_redoubled() -> None:
    assert run("accept", "double", "redouble").contract() == Contract(HEARTS, ND, 4)


def test_no_trump_doubled_then_pass() -> None:
    assert run("pass", "pass", "pass", "nt", "double", "pass").contract() == Contract(NT, DEALER, 2)


def test_no_trump_option_off_removes_nt_bids_and_overcalls() -> None:
    au = run("pass", "pass", no_trump=False)
    assert NT_BID not in au.legal_calls()
    au.apply(BID_SUIT + 0)
    assert set(au.legal_calls()) == {DOUBLE, PASS}


def deal() -> Deal:
    return Deal(list(range(32)), DEALER)  # turn-up is card 12 = JH


@pytest.mark.parametrize(
    ("calls", "bad", "reason"),
    [
        ([], "bid S", "round 1"),
        ([], "double", "round 1"),
        (["pass", "pass"], "bid H", "turn-up suit"),
        (["pass", "pass"], "accept", "round 2"),
        (["accept"], "redouble", "No-Trump, double or pass"),
        (["accept", "nt"], "nt", "double or pass"),
        (["accept", "double"], "double", "redouble or pass"),
        ([], "play 7S", "not now"),
        ([], "declare none", "not now"),
    ],
)
def test_illegal_calls_raise_with_a_reason(calls: list[str], bad: str, reason: str) -> None:
    d = deal()
    for text in calls:
        d.apply(parse_action(text))
    with pytest.raises(IllegalCall, match=reason):
        d.apply(parse_action(bad))


def test_nt_refused_when_switched_off() -> None:
    d = Deal(list(range(32)), DEALER, Options(no_trump=False))
    d.apply(PASS)
    d.apply(PASS)
    with pytest.raises(IllegalCall, match="switched off"):
        d.apply(NT_BID)


def test_void_deal_ends_without_score() -> None:
    d = deal()
    for _ in range(4):
        d.apply(PASS)
    assert d.is_over() and d.result is not None and d.result.void
    assert d.result.above == (0, 0) and d.result.below == (0, 0)
    assert d.current_player() == -1 and d.legal_actions() == []


def test_contract_deals_three_more_and_turns_the_information_card() -> None:
    d = deal()
    assert [d.hand(p).bit_count() for p in (0, 1)] == [6, 6]
    d.apply(ACCEPT)
    d.apply(PASS)
    assert [d.hand(p).bit_count() for p in (0, 1)] == [9, 9]
    assert d.info_card == 31 and d.phase == Phase.SECOND
    top = Deal(list(range(32)), DEALER, Options(info_card="top"))
    top.apply(ACCEPT)
    top.apply(PASS)
    assert top.info_card == 19
