"""The double-dummy solver against plain exhaustive minimax (no pruning, no ordering)."""

from __future__ import annotations

import os
import random
from functools import cache

import pytest

from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT, POINTS, RK, RQ
from parlor.jojotte.dds import Solver, minimax_reference, score_difference
from parlor.jojotte.play import PlayState, legal_follow_mask


def _cards(mask: int) -> list[int]:
    return [c for c in range(32) if mask >> c & 1]


def random_ending(rng: random.Random, n: int) -> tuple[PlayState, Contract, tuple[int, int], int]:
    """A consistent position with ``n`` cards each, random contract, melds, scores so far."""
    deck = list(range(32))
    rng.shuffle(deck)
    h0 = sum(1 << c for c in deck[:n])
    h1 = sum(1 << c for c in deck[n : 2 * n])
    kind = rng.random()
    declarer = rng.randrange(2)
    if kind < 0.15:
        contract = Contract(NT, declarer, 1, False, True)
        strain = NT
    else:
        strain = rng.randrange(5)
        contract = Contract(strain, declarer, rng.choice([1, 1, 2, 4]), slam=rng.random() < 0.2)
    st = PlayState((h0, h1), strain, rng.randrange(2))
    played = 9 - n
    st.ntricks = played
    k = rng.randrange(played + 1)
    st.tricks = [k, played - k]
    st.tp = [rng.randrange(0, 60) if k else 0, rng.randrange(0, 60) if played - k else 0]
    if contract.nullo:
        st.king = st.queen = -1
    melds = (rng.choice([0, 0, 20, 40, 100]), rng.choice([0, 0, 20, 50]))
    prison = rng.choice([0, 0, 37])
    return st, contract, melds, prison


def test_two_hundred_five_card_endings() -> None:
    rng = random.Random(2024)
    for _ in range(200):
        st, contract, melds, prison = random_ending(rng, 5)
        expect = minimax_reference(st, contract, melds, prison)
        solver = Solver(st, contract, melds, prison)
        assert solver.move_values() == expect
        best = max(expect.values()) if st.to_play == contract.declarer else min(expect.values())
        assert Solver(st, contract, melds, prison).value() == best


def test_endings_in_the_middle_of_a_trick() -> None:
    rng = random.Random(7)
    for _ in range(80):
        st, contract, melds, prison = random_ending(rng, 4)
        st.play(_cards(st.legal_mask())[rng.randrange(st.legal_mask().bit_count())])
        expect = minimax_reference(st, contract, melds, prison)
        assert Solver(st, contract, melds, prison).move_values() == expect


def memo_minimax(
    st: PlayState, contract: Contract, melds: tuple[int, int], prison: int
) -> dict[int, int]:
    """Exhaustive minimax with memoisation of whole trick-boundary states (no pruning).

    Independent of the solver: it walks every legal card (and "Jo" variant) and scores every
    final state with the engine's ``score_deal``.
    """
    strain = st.strain
    pts = POINTS[strain]
    dec = contract.declarer
    king = strain * 8 + RK if strain != NT and not contract.nullo else -1
    queen = strain * 8 + RQ if strain != NT and not contract.nullo else -1
    last = st.last_trick

    def moves(hand: int, legal: int) -> list[tuple[int, bool]]:
        out = []
        for c in _cards(legal):
            out.append((c, False))
            if c == king and hand >> queen & 1:
                out.append((c, True))
        return out

    def jo_after(p: int, c: int, jo: bool, said: tuple[bool, bool], got: tuple[int, int]):
        said_l, got_l = list(said), list(got)
        if c == queen:
            if said_l[p]:
                got_l[p] = 20
        elif jo and c == king:
            said_l[p] = True
        return (said_l[0], said_l[1]), (got_l[0], got_l[1])

    @cache
    def lead(
        h0: int,
        h1: int,
        leader: int,
        tp0: int,
        tp1: int,
        t0: int,
        t1: int,
        said: tuple[bool, bool],
        got: tuple[int, int],
    ) -> int:
        if not h0:
            tricks = (t0, t1)
            if not contract.nullo:
                tricks = (9, 0) if not t1 else (0, 9) if not t0 else (5, 4)
            jo = (0, 0) if contract.nullo else got
            m = (0, 0) if contract.nullo else melds
            return score_difference(contract, (tp0, tp1), tricks, m, jo, prison)
        hands = (h0, h1)
        vals = []
        for c, jo in moves(hands[leader], hands[leader]):
            vals.append(answer(h0, h1, leader, c, jo, tp0, tp1, t0, t1, said, got))
        return max(vals) if leader == dec else min(vals)

    def answer(
        h0: int,
        h1: int,
        leader: int,
        c: int,
        jo: bool,
        tp0: int,
        tp1: int,
        t0: int,
        t1: int,
        said: tuple[bool, bool],
        got: tuple[int, int],
    ) -> int:
        hands = [h0, h1]
        hands[leader] &= ~(1 << c)
        said, got = jo_after(leader, c, jo, said, got)
        f_p = 1 - leader
        vals = []
        for f, jo2 in moves(hands[f_p], legal_follow_mask(hands[f_p], c, strain)):
            hs = hands[:]
            hs[f_p] &= ~(1 << f)
            said2, got2 = jo_after(f_p, f, jo2, said, got)
            p = pts[c] + pts[f] + (last if not hs[0] else 0)
            w = f_p if st._beats[c] >> f & 1 else leader
            tp = [tp0, tp1]
            tt = [t0, t1]
            if not contract.nullo:
                tp[w] += p
                tt[w] = 1  # only "has won a trick" matters outside Nullo (all nine: 9 - 0)
            else:
                tt[w] += 1
            vals.append(lead(hs[0], hs[1], w, tp[0], tp[1], tt[0], tt[1], said2, got2))
        return max(vals) if f_p == dec else min(vals)

    said0 = (st.jo_said[0], st.jo_said[1])
    got0 = (st.jo_points[0], st.jo_points[1])
    tp0, tp1 = st.tp
    t0, t1 = st.tricks
    if not contract.nullo:
        t0, t1 = min(t0, 1), min(t1, 1)
    out = {}
    p = st.to_play
    for c, jo in moves(st.hands[p], st.legal_mask()):
        out[c + 32 if jo else c] = answer(
            st.hands[0], st.hands[1], p, c, jo, tp0, tp1, t0, t1, said0, got0
        )
    return out


# The exhaustive reference takes 1-30 s per deal: five deals run by default, all twenty with
# PARLOR_FULL_DDS=1 (all twenty passed when the solver was written).
FULL_DEALS = 20 if os.environ.get("PARLOR_FULL_DDS") else 5


@pytest.mark.parametrize("seed", range(FULL_DEALS))
def test_full_nine_card_deals_both_leaders(seed: int) -> None:
    rng = random.Random(1000 + seed)
    st, contract, melds, prison = random_ending(rng, 9)
    for leader in (0, 1):
        st.leader = st.to_play = leader
        expect = memo_minimax(st, contract, melds, prison)
        assert Solver(st, contract, melds, prison).move_values() == expect


def test_yes_no_targets_agree_with_values() -> None:
    rng = random.Random(99)
    for _ in range(60):
        st, contract, melds, prison = random_ending(rng, 5)
        if st.lead >= 0:
            continue
        vals = minimax_reference(st, contract, melds, prison)
        solver = Solver(st, contract, melds, prison)
        if contract.nullo:
            assert solver.can_nullo() == (solver.value() > 0)
            continue
        # made <=> the declarer can force a strictly higher total: check against exhaustive
        assert solver.can_make() == _ref_target(st, contract, melds, "make")
        assert solver.can_slam() == _ref_target(st, contract, melds, "slam")
        assert vals


def _ref_target(st: PlayState, contract: Contract, melds: tuple[int, int], what: str) -> bool:
    s = st.copy()
    dec = contract.declarer

    def ok() -> bool:
        if what == "slam":
            return s.tricks[dec] == 9
        bonus = [
            melds[p]
            + s.jo_points[p]
            + ((500 if p == dec and contract.slam else 100) if s.tricks[p] == 9 else 0)
            for p in (0, 1)
        ]
        return s.tp[dec] + bonus[dec] > s.tp[1 - dec] + bonus[1 - dec]

    def rec() -> bool:
        if s.ntricks == 9:
            return ok()
        results = []
        for c in _cards(s.legal_mask()):
            variants = [False]
            if c == s.king and s.hands[s.to_play] >> s.queen & 1:
                variants.append(True)
            for jo in variants:
                s.play(c, jo)
                results.append(rec())
                s.unplay()
        return any(results) if s.to_play == dec else all(results)

    return rec()


def test_a_known_slam_and_a_hopeless_nullo() -> None:
    # the declarer holds every trump and the aces: all nine tricks
    hand0 = sum(1 << (1 * 8 + r) for r in range(8)) | (1 << (0 * 8 + 7))
    hand1 = sum(1 << (2 * 8 + r) for r in range(8)) | (1 << (3 * 8 + 0))
    st = PlayState((hand0, hand1), 1, 1)
    assert Solver(st, Contract(1, 0, slam=True)).can_slam()
    assert Solver(st, Contract(1, 0, slam=True)).value() > 500
    # Nullo with the aces, kings and a queen against the sevens, eights and a nine: hopeless
    high = sum(1 << (s * 8 + r) for s in range(4) for r in (7, 6)) | (1 << 5)
    low = sum(1 << (s * 8 + r) for s in range(4) for r in (0, 1)) | (1 << 2)
    nullo = Contract(NT, 0, 1, False, True)
    st_n = PlayState((high, low), NT, 1)
    solver = Solver(st_n, nullo)
    assert not solver.can_nullo()
    assert solver.value() == -(200 + 100 * 8)
    # ... and the other way round it cannot fail
    st_m = PlayState((low, high), NT, 1)
    assert Solver(st_m, nullo).can_nullo()
