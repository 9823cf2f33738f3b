"""Fifth rules audit: new deals worked by hand from the rules text (parlor/jojotte/RULES.md).

Each expectation was computed from the rules before running the engine; the arithmetic is in
the comments. Players: A = 0, B = 1. Deals are laid in the deal order of rules section 2:
``make_deal(non-dealer's first six, dealer's first six, turn-up, non-dealer's next three,
dealer's next three, information card)``.
"""

from __future__ import annotations

from parlor.jojotte.actions import JO, NULLO, PASS, SLAM, parse_action
from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT, mask_of, parse_card, parse_cards
from parlor.jojotte.game import Deal, Phase, first_dealer_from_draws
from parlor.jojotte.melds import compare_melds, find_melds
from parlor.jojotte.scoring import RubberSheet, score_deal

from .jojotte_helpers import apply_all, make_deal

A, B = 0, 1
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
Z = (0, 0)


def cards(deal: Deal) -> set[str]:
    """The legal actions now, as text (``play KS jo`` for a King with "Jo")."""
    out = set()
    for a in deal.legal_actions():
        card = a & 31
        out.add("789TJQKA"[card & 7] + "SHDC"[card >> 3] + (" jo" if a >= JO else ""))
    return out


# -- Deal 1: "Jo" said by the follower; the defender keeps his 7; four aces and a run --------
# Dealer B. Turn-up 8S. A accepts spades, B passes: spades by A, x1. Prison 50 before the deal.
# A: JS 9S AS AH AD AC + 7D 8D 9D        B: KS QS 7S TH KH QH + TD KD QD        Info 7C.
DEAL1 = ("JS 9S AS AH AD AC", "KS QS 7S TH KH QH", "8S", "7D 8D 9D", "TD KD QD", "7C")


def test_jo_said_by_the_follower_counts_and_the_made_declarer_takes_the_prison() -> None:
    deal = make_deal(*DEAL1, prison=50)
    apply_all(deal, "accept")
    # "to a suit bid: No-Trump overcall, Double, or Pass"
    assert set(deal.legal_actions()) == {parse_action(t) for t in ("nt", "double", "pass")}
    apply_all(deal, "pass")
    assert deal.contract == Contract(SPADES, A, 1)
    # second phase: the defender B speaks first (Nullo or pass), then A (Slam or pass)
    assert deal.current_player() == B and set(deal.legal_actions()) == {NULLO, PASS}
    apply_all(deal, "pass")
    assert deal.current_player() == A and set(deal.legal_actions()) == {SLAM, PASS}
    apply_all(deal, "pass")
    # the 7 of the turn-up suit is B's (the defender): he may swap it, and declines
    assert deal.phase == Phase.EXCHANGE and deal.current_player() == B
    apply_all(deal, "no-exchange")
    assert deal.hand(B) & (1 << parse_card("7S")) and deal.hand(B) >> parse_card("8S") & 1 == 0
    # melds, defender first. B: KS QS (no J), KH QH (no J), KD QD (no J): no run, no four.
    # A: four aces (100, flat) and 9-8-7 of diamonds (20); J-9-A of spades is no run
    # (meld order A K Q J 10 9). A's 120 goes above; B scores nothing.
    assert deal.current_player() == B and find_melds(deal.hand(B)) == (0, 0)
    apply_all(deal, "declare none", "declare 9D-8D-7D 4A")
    assert deal.meld_result is not None and deal.meld_result.points == (120, 0)
    assert deal.current_player() == B  # the defender leads to the first trick
    apply_all(deal, "TH, AH")  # A 21 (11 + 10); A must follow hearts with his only heart
    apply_all(deal, "JS")
    # trump led, B cannot beat the Jack: any trump; the King may go with "Jo" (Queen held)
    assert cards(deal) == {"KS", "KS jo", "QS", "7S"}
    apply_all(deal, "KS jo")  # A 24 (20 + 4)
    apply_all(deal, "9S")
    assert cards(deal) == {"QS", "7S"}  # neither beats the 9 of trumps: either trump
    apply_all(deal, "QS")  # "Jotte": B's Jo-Jotte 20; A 17 (14 + 3)
    apply_all(deal, "AS, 7S")  # A 11
    apply_all(deal, "AD")
    assert cards(deal) == {"TD", "KD", "QD"}  # a plain suit: follow, no need to beat
    apply_all(deal, "QD")  # A 14
    apply_all(deal, "AC")
    assert cards(deal) == {"KH", "QH", "TD", "KD"}  # void in clubs and in trumps: any card
    apply_all(deal, "KH")  # A 15
    apply_all(deal, "7D, KD")  # B 4
    apply_all(deal, "QH")
    assert cards(deal) == {"8D", "9D"}  # A void in hearts and trumps
    apply_all(deal, "8D")  # B 3
    apply_all(deal, "TD, 9D")  # B 10 + 10 for the last trick = 20
    r = deal.result
    assert r is not None
    # A: 21 + 24 + 17 + 11 + 14 + 15 = 102; B: 4 + 3 + 20 = 27. Conservation: A's cards
    # 20+14+11+11+11+11 = 78, B's 4+3+10+4+3+10+4+3 = 41, 78 + 41 + 10 = 129 = 102 + 27.
    assert r.tp == (102, 27) and r.tricks == (6, 3)
    assert r.jo == (0, 20)  # either player may score Jo-Jotte, the follower too
    # totals A 102 + 120 = 222, B 27 + 20 = 47: made, x1. A 102 below plus the prison 50;
    # B's trick points 27 above with his Jo-Jotte 20; A's melds 120 above.
    assert r.totals == (222, 47) and r.made
    assert r.above == (120, 47) and r.below == (152, 0) and r.prison == 0


# -- Deal 2: No-Trump overcall redoubled, then Nullo by the original bidder ------------------
# Dealer A. Turn-up 7C. B accepts clubs, A overcalls No-Trump, B doubles, A redoubles.
# B (defender of the No-Trump) bids Nullo: Nullo by B, x1, and A (the former declarer) leads.
# B: 7S 8S 7H 8H 7D 8D + 9S 9H 9D       A: AS TS KS AH TH KH + AD TD KD       Info 8C.
DEAL2 = ("7S 8S 7H 8H 7D 8D", "AS TS KS AH TH KH", "7C", "9S 9H 9D", "AD TD KD", "8C")


def test_nullo_after_a_redoubled_overcall_takes_no_trick_and_no_all_nine_bonus() -> None:
    deal = make_deal(*DEAL2, dealer=A, prison=70)
    apply_all(deal, "accept, nt, double, redouble")
    assert deal.contract == Contract(NT, A, 4)
    assert deal.current_player() == B  # the defender speaks first in the second phase
    apply_all(deal, "nullo")
    # Nullo replaces the contract, cancels the redouble, ends the phase (no Slam call for A)
    assert deal.contract == Contract(NT, B, 1, nullo=True)
    assert deal.phase == Phase.PLAY and deal.current_player() == A
    apply_all(deal, "AS, 7S", "KS, 8S", "TS, 9S")
    apply_all(deal, "AH, 7H", "KH, 8H", "TH, 9H")
    apply_all(deal, "AD")
    assert cards(deal) == {"7D", "8D", "9D"}  # Nullo: follow suit, nothing more
    apply_all(deal, "7D", "KD, 8D", "TD, 9D")
    r = deal.result
    assert r is not None and r.tricks == (9, 0)
    # B took no trick: 200 above and the prison 70 below. A took all nine, but in Nullo no card
    # points, melds, Jo-Jotte or all-nine bonus count: A scores nothing.
    assert r.slam == Z and r.melds == Z and r.jo == Z and r.made
    assert r.above == (0, 200) and r.below == (0, 70) and r.prison == 0


# -- Deal 3: No-Trump bid in round 2 by the dealer, doubled; melds at No-Trump --------------
# Dealer A. Turn-up 8H. B pass, A pass; round 2: B pass, A No-Trump; B doubles, A passes.
# A: 7S 7H 7D 7C KH QH + JH AD TD        B: KS QS JS 9S 9D JD + AC TC 9C        Info 8C.
DEAL3 = ("KS QS JS 9S 9D JD", "7S 7H 7D 7C KH QH", "8H", "AC TC 9C", "JH AD TD", "8C")


def test_no_trump_doubled_with_plain_card_values_and_four_sevens() -> None:
    deal = make_deal(*DEAL3, dealer=A)
    apply_all(deal, "pass, pass, pass")
    # round 2: another suit than the turn-up's hearts, No-Trump, or pass
    assert set(deal.legal_actions()) == {
        parse_action(t) for t in ("bid S", "bid D", "bid C", "nt", "pass")
    }
    apply_all(deal, "nt")
    assert set(deal.legal_actions()) == {parse_action("double"), PASS}  # no overcall of NT
    apply_all(deal, "double, pass")
    assert deal.contract == Contract(NT, A, 2)
    apply_all(deal, "pass")
    assert SLAM in deal.legal_actions()  # Slam is allowed at No-Trump
    apply_all(deal, "pass")
    # no exchange at No-Trump, although A holds the 7 of the turn-up suit: melds come next
    assert deal.phase == Phase.MELDS and deal.current_player() == B
    # B: K-Q-J of spades. A: K-Q-J of hearts (the turn-up suit) and four sevens (100, flat).
    # Same length, same top card, and no trump tie-break at No-Trump: no sequence scores.
    # Fours: A's sevens, B none: A 100.
    apply_all(deal, "declare KS-QS-JS", "declare KH-QH-JH 47")
    assert deal.meld_result is not None and deal.meld_result.points == (100, 0)
    assert deal.meld_result.sequences_won_by is None
    apply_all(deal, "KS, 7S")  # B 4
    apply_all(deal, "QS")
    # No-Trump: A is void in spades and may discard anything; no "Jo" at No-Trump
    assert cards(deal) == {"7H", "7D", "7C", "KH", "QH", "JH", "AD", "TD"}
    apply_all(deal, "7C")  # B 3
    apply_all(deal, "JS, 7H")  # B 2: a Jack is worth 2 at No-Trump
    apply_all(deal, "9S, QH")  # B 0 + 3
    apply_all(deal, "9D, AD")  # A 11: a nine is worth 0 at No-Trump
    apply_all(deal, "KH, 9C")  # A 4
    apply_all(deal, "JH, TC")  # A 2 + 10
    apply_all(deal, "TD, JD")  # A 10 + 2
    apply_all(deal, "7D, AC")  # A 0 + 11 + 10 for the last trick = 21 (B cannot follow)
    r = deal.result
    assert r is not None
    # A: 11 + 4 + 12 + 12 + 21 = 60; B: 4 + 3 + 2 + 3 = 12. Conservation at plain values:
    # A's cards 4+3+2+11+10 = 30, B's 4+3+2+2+11+10 = 32; 30 + 32 + 10 = 72 = 60 + 12.
    assert r.tp == (60, 12) and r.tricks == (5, 4)
    # totals A 160, B 12: made, doubled: (60 + 12) x 2 = 144 below for A; A's 100 above.
    assert r.totals == (160, 12)
    assert r.above == (100, 0) and r.below == (144, 0) and r.prison == 0


# -- meld comparisons not covered elsewhere ---------------------------------------------
def decl(text: str, *four_ranks: str) -> tuple[int, int]:
    fours = 0
    for r in four_ranks:
        fours |= 1 << "789TJQKA".index(r)
    return mask_of(parse_cards(text)), fours


def test_a_players_own_trump_run_is_his_best_for_the_tie_break() -> None:
    # Hearts trumps. A: K-Q-J of spades and K-Q-J of hearts; B: K-Q-J of clubs. All best runs
    # are 3 long with the King on top; A's best is the one in trumps, so A wins and scores
    # both his runs, 20 + 20 = 40. At No-Trump the same declarations tie: nobody scores.
    a, b = decl("KS QS JS KH QH JH"), decl("KC QC JC")
    assert compare_melds((a, b), HEARTS).points == (40, 0)
    assert compare_melds((a, b), NT).points == Z


def test_two_runs_in_one_suit_and_an_eight_card_run() -> None:
    # A: A-K-Q and 9-8-7 of diamonds (J and 10 missing): two runs, 20 + 20; B: K-Q-J-10 of
    # clubs (40). B's longer best run wins: B 40, A nothing. An eight-card run is one meld: 50.
    assert compare_melds((decl("AD KD QD 9D 8D 7D"), decl("KC QC JC TC")), SPADES).points == (
        0,
        40,
    )
    eight = decl("AS KS QS JS TS 9S 8S 7S")
    assert compare_melds((eight, decl("")), HEARTS).points == (50, 0)
    # and the winner scores all his runs, a lower one too: A's 5-run 50 + 3-run 20 = 70
    # against B's 4-run
    assert compare_melds(
        (decl("AH KH QH JH TH 9C 8C 7C"), decl("AS KS QS JS")), DIAMONDS
    ).points == (70, 0)


def test_belote_tens_outrank_nines_in_meld_order() -> None:
    # fours=belote sets values (9s 150, 10s 100) but the ranking stays meld order: 10 above 9.
    # B's four tens (100) beat A's four nines (150): B 100, A nothing.
    r = compare_melds((decl("", "9"), decl("", "T")), HEARTS, "belote")
    assert r.points == (0, 100) and r.fours_won_by == B
    # flat100: four sevens are a meld worth 100; under belote they are nothing and do not
    # block a four of nines
    assert compare_melds((decl("", "7"), decl("")), HEARTS).points == (100, 0)
    assert compare_melds((decl("", "7"), decl("", "9")), HEARTS, "belote").points == (0, 150)


# -- the first dealer: "the lower (7 low ... A high) deals" ---------------------------------
def test_first_dealer_draw_ranks_10_between_9_and_jack() -> None:
    c = parse_card
    assert first_dealer_from_draws([(c("TS"), c("JH"))]) == A  # 10 is lower than the Jack
    assert first_dealer_from_draws([(c("TS"), c("9H"))]) == B  # 9 lower than 10
    assert first_dealer_from_draws([(c("AS"), c("KH"))]) == B  # the Ace is high


# -- games to 80, the prison counting toward the game ---------------------------------------
def test_a_game_needs_80_below_and_the_prison_taken_counts() -> None:
    sheet = RubberSheet()
    # Deal 1: tied (hearts by A, x1, tp 40 v 40): 80 to the prison, nothing below.
    above, below, prison = score_deal(Contract(HEARTS, A, 1), (40, 40), (5, 4), Z, Z, 0)
    assert (above, below, prison) == (Z, Z, 80)
    assert sheet.add(above, below, prison).game_won_by is None
    # Deal 2: spades by B, made x1, tp B 79 v A 12: B 79 below, A 12 above, prison 80 to B.
    above, below, prison = score_deal(Contract(SPADES, B, 1), (12, 79), (2, 7), Z, Z, prison)
    assert (above, below, prison) == ((12, 0), (0, 159), 0)
    assert sheet.add(above, below, prison).game_won_by == B
    # Deal 3 (game 2): A made x1 with 79: one short of a game
    assert sheet.add(Z, (79, 0), 0).game_won_by is None
    # Deal 4: B's defender's trick points above the line do not count toward the game; A's
    # one more point below makes exactly 80: game
    assert sheet.add((0, 60), (1, 0), 0).game_won_by == A
    assert sheet.games == [1, 1] and sheet.winner is None


# -- Deal 4: Slam at No-Trump, made; the defender's runs score above ------------------------
# Dealer B. Turn-up 7D. A pass, B pass; round 2: A No-Trump, B passes: No-Trump by A, x1.
# A: AS TS KS AH TH KH + AC TC KC        B: 7S 8S 9S 7H 8H 9H + 7C 8C 9C        Info 8D.
DEAL4 = ("AS TS KS AH TH KH", "7S 8S 9S 7H 8H 9H", "7D", "AC TC KC", "7C 8C 9C", "8D")


def test_slam_at_no_trump_made_with_the_defenders_melds() -> None:
    deal = make_deal(*DEAL4)
    apply_all(deal, "pass, pass, nt, pass")
    assert deal.contract == Contract(NT, A, 1)
    apply_all(deal, "pass, slam")  # B no Nullo; A bids Slam (allowed at No-Trump)
    assert deal.contract == Contract(NT, A, 1, slam=True)
    # A: A-K and 10 in each suit, no run of three (Q and J missing); B: 9-8-7 of spades,
    # hearts and clubs, three runs of 20. B's runs win unopposed: 60 above.
    assert deal.phase == Phase.MELDS and find_melds(deal.hand(A)) == (0, 0)
    apply_all(deal, "declare 9S-8S-7S 9H-8H-7H 9C-8C-7C", "declare none")
    assert deal.meld_result is not None and deal.meld_result.points == (0, 60)
    apply_all(deal, "9S, AS")  # A 11
    apply_all(deal, "TS, 8S", "KS, 7S")  # A 10, 4
    apply_all(deal, "AH, 9H", "TH, 8H", "KH, 7H")  # A 11, 10, 4
    apply_all(deal, "AC, 9C", "TC, 8C", "KC, 7C")  # A 11, 10, 4 + 10 for the last trick
    r = deal.result
    assert r is not None
    # A: 3 x (11 + 10 + 4) + 10 = 85, all nine tricks; B: 0.
    assert r.tp == (85, 0) and r.tricks == (9, 0)
    # Slam bid and made: 500 above (not also the 100 for nine unbid tricks).
    # Totals A 85 + 500 = 585, B 60: made, x1: A 85 below; B's 0 trick points and 60 above.
    assert r.slam == (500, 0) and r.totals == (585, 60)
    assert r.above == (500, 60) and r.below == (85, 0)


# -- Deal 5: a played tie goes to prison, multiplied by the double --------------------------
# Dealer B. Turn-up KH. A accepts hearts, B doubles, A passes: hearts doubled by A.
# A: 7S 9S JS 8D TD QD + 7C TC 7H        B: 8S TS QS 7D 9D JD + 8C 9C 8H        Info AC.
# Only seven of the 18 cards hold points: TS TD TC 10 each, QS QD 3, JS JD 2 (a plain Jack);
# the 9s of plain suits and the 7H/8H of trumps are worth nothing: 40 + 10 last trick = 50.
DEAL5 = ("7S 9S JS 8D TD QD", "8S TS QS 7D 9D JD", "KH", "7C TC 7H", "8C 9C 8H", "AC")


def test_a_played_tie_sends_the_doubled_trick_points_to_prison() -> None:
    deal = make_deal(*DEAL5, prison=30)
    apply_all(deal, "accept, double, pass", "pass, pass")
    assert deal.contract == Contract(HEARTS, A, 2)
    assert deal.phase == Phase.EXCHANGE and deal.current_player() == A  # A holds the 7H
    apply_all(deal, "no-exchange")
    # no runs (7 9 J / 8 10 Q / 7 10 for A; 8 10 Q / 7 9 J / 8 9 for B), no fours: nothing
    # to declare, and the King of trumps is the turn-up, so no Jo-Jotte
    assert deal.legal_actions() == [parse_action("declare none")]
    apply_all(deal, "declare none", "declare none")
    apply_all(deal, "8S, 9S")  # A 0
    apply_all(deal, "JS, QS")  # B 2 + 3
    apply_all(deal, "TS, 7S")  # B 10
    apply_all(deal, "JD, QD")  # A 2 + 3
    apply_all(deal, "TD, 9D", "8D, 7D")  # A 10, A 0
    apply_all(deal, "TC, 8C", "7C, 9C")  # A 10, B 0
    apply_all(deal, "8H, 7H")  # B 0 + 10 for the last trick
    r = deal.result
    assert r is not None
    # A 0 + 5 + 10 + 0 + 10 = 25; B 5 + 10 + 0 + 10 = 25: equal totals, prison. Nothing above
    # or below; the prison gets (25 + 25) x 2 = 100 on top of the 30 it held: 130.
    assert r.tp == (25, 25) and r.totals == (25, 25) and r.made is False
    assert r.above == Z and r.below == Z and r.prison == 130
