"""Worked examples from an audit of the engine against the rules (parlor/jojotte/RULES.md).

Every expectation is computed by hand from the rules text; the arithmetic is in the comments.
Players: A = 0, B = 1. Deals are built in the deal order of rules section 2 (``make_deal`` lays
the hands, the turn-up and the information card at their places in the deck).
"""

from __future__ import annotations

from parlor.core.scorepad import render_text
from parlor.jojotte.actions import declare_action
from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT, mask_of, parse_cards
from parlor.jojotte.game import Deal, Sitting
from parlor.jojotte.melds import compare_melds
from parlor.jojotte.options import Options
from parlor.jojotte.scoring import RubberSheet, score_deal
from parlor.jojotte.sheet import rubber_sheet

from .jojotte_helpers import apply_all, make_deal

A, B = 0, 1
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
Z = (0, 0)


# -- fours under the belote option: ranked in meld order (rules sections 1 and 6) ----------
def test_belote_fours_rank_in_meld_order_aces_beat_jacks() -> None:
    # Section 1: "Order for melds (sequence adjacency and comparison): A K Q J 10 9 8 7".
    # Section 6: "Fours: the higher-ranking four (meld order) wins; the winner scores all his
    # fours, the loser none." The belote option only sets the values (J 200, A 100).
    # Dealer B. A: four jacks, no sequence (S 7 J; H 8 J K; D J Q; C 9 J).
    # B: four aces, no sequence (S 8 10 A; H A; D A; C 7 8 Q A). Turn-up KD, 7D in the stock.
    deal = make_deal(
        "JS JH JD JC 7S KH",
        "AS AH AD AC 8S TS",
        "KD",
        "9C QD 8H",
        "7C 8C QC",
        "9S",
        options=Options(fours="belote"),
    )
    apply_all(deal, "accept, pass", "pass, pass", "declare 4A", "declare 4J")
    assert deal.contract == Contract(DIAMONDS, A, 1)
    assert deal.meld_result is not None
    # aces (meld rank A) outrank jacks: B scores his 100, A nothing (not 200 for the jacks)
    assert deal.meld_result.points == (0, 100)
    assert deal.meld_result.fours_won_by == B


# -- a No-Trump overcall, doubled and redoubled, played out ---------------------------------
NT_DEAL = (
    "AS KS QS 7D 8D 9D",  # A, non-dealer: first six
    "AH TH KH QH AD TD",  # B, dealer: first six
    "7H",  # turn-up
    "7C 8C 9C",  # A: next three
    "AC TC KC",  # B: next three
    "7S",  # information card
)
NT_AUCTION = "accept, nt, double, redouble"  # A accepts hearts, B overcalls NT, A x, B xx
NT_PLAY = (
    "AS, QH",  # A 14 (11 + 3; B void in spades, may discard at No-Trump)
    "KS, KH",  # A 8
    "QS, TH",  # A 13
    "7D, AD",  # B 11
    "AH, 9D",  # B 11 (A void in hearts, discards)
    "TD, 8D",  # B 10
    "AC, 7C",  # B 11
    "TC, 8C",  # B 10
    "KC, 9C",  # B 4 + 10 for the last trick = 14
)


def play_nt_deal(prison: int = 0) -> Deal:
    deal = make_deal(*NT_DEAL, prison=prison)
    apply_all(deal, NT_AUCTION)
    assert deal.contract == Contract(NT, B, 4)  # the overcaller declares, redoubled
    # second phase: defender A passes, then declarer B (Slam allowed at No-Trump) passes;
    # no exchange at No-Trump; melds are declared at No-Trump (defender first)
    apply_all(deal, "pass, pass", "declare AS-KS-QS 9D-8D-7D 9C-8C-7C", "declare AH-KH-QH")
    assert deal.meld_result is not None
    # best runs: A's A-K-Q of spades and B's A-K-Q of hearts, both 3 long with the Ace on top;
    # at No-Trump there is no trump tie-break, so neither player scores any sequence
    assert deal.meld_result.points == (0, 0)
    apply_all(deal, *NT_PLAY)
    return deal


def test_no_trump_overcall_redoubled_made_takes_the_prison_unmultiplied() -> None:
    deal = play_nt_deal(prison=30)
    r = deal.result
    assert r is not None
    # A: 14 + 8 + 13 = 35; B: 11 + 11 + 10 + 11 + 10 + 14 = 67.
    # Conservation: the 18 cards hold A's 11+4+3 = 18 and B's 11+10+4+3+11+10+11+10+4 = 74
    # at No-Trump (plain values), 92 + 10 last trick = 102 = 35 + 67.
    assert r.tp == (35, 67) and r.tricks == (3, 6)
    assert r.melds == (0, 0) and r.jo == (0, 0) and r.slam == (0, 0)
    # B's total 67 > A's 35: B made it, redoubled: (35 + 67) * 4 = 408 below, plus the prison
    # of 30 not multiplied again: 438 below for B; nothing for A; the prison empties.
    assert r.above == (0, 0) and r.below == (0, 438) and r.prison == 0


# -- Slam bid, doubled, made; exchange of the 7 by the declarer; Jo-Jotte -------------------
SLAM_DEAL = (
    "JH 7H AH TH KH QH",  # B, non-dealer (dealer A)
    "KS QS JS KD QD JD",  # A, dealer
    "9H",  # turn-up
    "AS AD AC",  # B: next three
    "KC QC JC",  # A: next three
    "7S",  # information card
)
SLAM_PLAY = (
    "KS, AS",  # B 15 (4 + 11)
    "JH, JS",  # B 22 (20 + 2; A has no trump, discards)
    "9H, QS",  # B 17 (14 + 3)
    "AH, JD",  # B 13
    "TH, JC",  # B 12
    "KH jo, QD",  # B 7: "Jo" with the King of trumps, Queen still held
    "QH, QC",  # B 6: "Jotte", Jo-Jotte 20
    "AD, KD",  # B 15
    "AC, KC",  # B 11 + 4 + 10 last = 25
)


def test_slam_doubled_made_with_exchange_and_jo_jotte() -> None:
    deal = make_deal(*SLAM_DEAL, dealer=A)
    apply_all(deal, "accept, double, pass")  # B accepts hearts, A doubles, B passes
    apply_all(deal, "pass, slam")  # defender A passes, declarer B bids Slam
    assert deal.contract == Contract(HEARTS, B, 2, slam=True)  # Slam keeps the double
    # B holds the 7 of the turn-up suit: he may swap it for the 9H before melds
    apply_all(deal, "exchange")
    # melds: A (defender) K-Q-J in spades, diamonds, clubs (3 long, King on top); B 9-10-J-Q-K-A
    # of hearts (6 long, one meld of 50). B's longer run wins: B scores 50, A none.
    apply_all(deal, "declare KS-QS-JS KD-QD-JD KC-QC-JC", "declare AH-KH-QH-JH-TH-9H")
    assert deal.meld_result is not None and deal.meld_result.points == (0, 50)
    apply_all(deal, *SLAM_PLAY)
    r = deal.result
    assert r is not None
    # B: 15 + 22 + 17 + 13 + 12 + 7 + 6 + 15 + 25 = 132, A: 0. Conservation: B's cards
    # 20+14+11+10+4+3+11+11+11 = 95, A's 4+3+2+4+3+2+4+3+2 = 27; 95 + 27 + 10 = 132.
    assert r.tp == (0, 132) and r.tricks == (0, 9)
    # bonuses above, never multiplied: melds 50 + Jo-Jotte 20 + Slam bid and made 500 = 570
    assert r.jo == (0, 20) and r.slam == (0, 500) and r.totals == (0, 702)
    # doubled: the winner B scores (0 + 132) * 2 = 264 below
    assert r.above == (0, 570) and r.below == (0, 264) and r.prison == 0


# -- the prison: tied deals, who takes it later ---------------------------------------------
def test_prison_tied_redoubled_then_tied_again_then_a_failed_double_takes_it() -> None:
    sheet = RubberSheet()
    # Deal 1: hearts by A redoubled. tp A 60, B 40; melds A 20, B 40. Totals 60 + 20 = 80 and
    # 40 + 40 = 80: equal, prison. Melds still go above; (60 + 40) * 4 = 400 to the prison.
    above, below, prison = score_deal(Contract(HEARTS, A, 4), (60, 40), (5, 4), (20, 40), Z, 0)
    assert (above, below, prison) == ((20, 40), Z, 400)
    assert sheet.add(above, below, prison).game_won_by is None
    # Deal 2: No-Trump by B undoubled. tp A 50, B 50, no bonus: tied, 400 + 100 = 500.
    above, below, prison = score_deal(Contract(NT, B, 1), (50, 50), (4, 5), Z, Z, prison)
    assert (above, below, prison) == (Z, Z, 500)
    sheet.add(above, below, prison)
    # Deal 3: spades by A doubled; tp A 30, B 70, no bonus: the defender B wins.
    # B scores (30 + 70) * 2 = 200 below plus the prison 500 (not multiplied again) = 700.
    above, below, prison = score_deal(Contract(SPADES, A, 2), (30, 70), (3, 6), Z, Z, prison)
    assert (above, below, prison) == (Z, (0, 700), 0)
    assert sheet.add(above, below, prison).game_won_by == B  # 700 >= 80
    assert sheet.games == [0, 1] and sheet.game_below == [0, 0]
    assert (sheet.total(A), sheet.total(B)) == (20, 740)  # A 20 above; B 40 above + 700 below


def test_prison_not_multiplied_option_and_nullo_taker_takes_it() -> None:
    # The tied deal of the test above with prison_multiplied off: 60 + 40 = 100, not 400.
    out = score_deal(
        Contract(HEARTS, A, 4), (60, 40), (5, 4), (20, 40), Z, 0, prison_multiplied=False
    )
    assert out == ((20, 40), Z, 100)
    # Nullo by B (any double was cancelled: mult 1). B takes no trick: B 200 above and the
    # whole prison below; card points (tp) do not count in Nullo.
    nullo = Contract(NT, B, 1, nullo=True)
    assert score_deal(nullo, (119, 0), (9, 0), Z, Z, 100) == ((0, 200), (0, 100), 0)
    # B takes 3 tricks: A scores 200 + 100 * (3 - 1) = 400 above and takes the prison.
    assert score_deal(nullo, (80, 39), (6, 3), Z, Z, 100) == ((400, 0), (100, 0), 0)


def test_unbid_all_nine_by_the_defender_against_a_slam_redoubled() -> None:
    # Slam by A redoubled; B takes all nine tricks, tp B 119. B's bonus: 100 for nine tricks
    # without a Slam bid; A's failed Slam costs nothing more. Totals A 20 (melds), B 219:
    # B wins, (0 + 119) * 4 = 476 below; above A 20, B 100.
    out = score_deal(Contract(CLUBS, A, 4, slam=True), (0, 119), (0, 9), (20, 0), Z, 0)
    assert out == ((20, 100), (0, 476), 0)


# -- meld comparison ---------------------------------------------------------------------
def decl(cards: str, *four_ranks: int) -> tuple[int, int]:
    fours = 0
    for r in four_ranks:
        fours |= 1 << r
    return mask_of(parse_cards(cards)), fours


R7, R8, RJ, RQ, RK, RA = 0, 1, 4, 5, 6, 7


def test_a_higher_top_card_beats_a_trump_run_of_the_same_length() -> None:
    # A: A-K-Q-J of spades (4, Ace top) and 7-8-9 of clubs; B: K-Q-J-10 of hearts, trumps.
    # Same length, A's top card is higher: the trump tie-break is never reached.
    # A scores all his sequences, 40 + 20 = 60; B none.
    r = compare_melds((decl("AS KS QS JS 7C 8C 9C"), decl("KH QH JH TH")), HEARTS)
    assert r.points == (60, 0) and r.sequences_won_by == A


def test_six_card_run_beats_five_card_run_both_worth_50() -> None:
    # A: 8-9-10-J-Q of diamonds (5 = 50); B: 9-10-J-Q-K-A of spades (6 = 50, one meld).
    r = compare_melds((decl("8D 9D TD JD QD"), decl("9S TS JS QS KS AS")), CLUBS)
    assert r.points == (0, 50)


def test_flat100_fours_rank_in_meld_order_and_the_winner_scores_all_his_fours() -> None:
    # four 8s beat four 7s: 100 for B only
    assert compare_melds((decl("", R7), decl("", R8)), HEARTS).points == (0, 100)
    # A holds four Kings and four Queens, B four Jacks: A's best (K) wins, he scores both: 200
    assert compare_melds((decl("", RK, RQ), decl("", RJ)), HEARTS).points == (200, 0)
    # B's four Aces outrank both: B 100, A nothing
    assert compare_melds((decl("", RK, RQ), decl("", RA)), HEARTS).points == (0, 100)
    # a card may serve in a run and a four at once; categories are decided separately:
    # A: K-Q-J of hearts (20) + four Kings (100); B: 7-8-9-10 of spades (40) + four Aces (100)
    r = compare_melds((decl("KH QH JH", RK), decl("7S 8S 9S TS", RA)), HEARTS)
    assert r.points == (0, 140)
    assert declare_action(*decl("KH QH JH", RK)) != declare_action(*decl("KH QH JH"))


# -- a sitting of the two deals above and its rubber sheet ----------------------------------
def test_rubber_of_the_two_worked_deals_and_its_sheet() -> None:
    sitting = Sitting(Options())
    sitting.start_rubber(first_dealer=B)
    nt = make_deal(*NT_DEAL)  # dealer B
    deal1 = sitting.new_deal(nt.deck)
    apply_all(deal1, NT_AUCTION, "pass, pass")
    apply_all(deal1, "declare AS-KS-QS 9D-8D-7D 9C-8C-7C", "declare AH-KH-QH", *NT_PLAY)
    e1 = sitting.finish_deal(deal1)
    # deal 1: B 408 below ((35 + 67) * 4, no prison in a new sitting): game 1 to B
    assert (e1.above, e1.below, e1.game_won_by) == (Z, (0, 408), B)
    slam = make_deal(*SLAM_DEAL, dealer=A)
    deal2 = sitting.new_deal(slam.deck)  # the deal alternates: A deals
    assert deal2.dealer == A
    apply_all(deal2, "accept, double, pass", "pass, slam", "exchange")
    apply_all(deal2, "declare KS-QS-JS KD-QD-JD KC-QC-JC", "declare AH-KH-QH-JH-TH-9H")
    apply_all(deal2, *SLAM_PLAY)
    e2 = sitting.finish_deal(deal2)
    # deal 2: B 570 above, 264 below: game 2 and the rubber (2-0) to B, who adds 300 above
    assert (e2.above, e2.below, e2.game_won_by) == ((0, 570), (0, 264), B)
    assert sitting.rubber.winner == B and sitting.is_over
    # B: above 570 + 300 = 870, below 408 + 264 = 672, total 1542; A nothing
    assert (sitting.above_total(B), sitting.below_total(B), sitting.total(B)) == (870, 672, 1542)
    assert sitting.total(A) == 0 and sitting.winner() == B
    text = render_text(rubber_sheet(sitting))
    above_part, below_part = text.split("---- the line ----")
    # above the line: the rubber's 300 and deal 2's 570 in B's column (written upward)
    assert above_part.index("\nrubber") < above_part.index("\ndeal 2")
    assert above_part.split("\nrubber")[1].split()[:3] == ["300", "deal", "2"]
    assert above_part.split("deal 2")[1].split() == ["570"]
    assert "408" not in above_part and "264" not in above_part
    # below the line: 408 then game 1, 264 then game 2, all for B
    lines = [ln.split() for ln in below_part.splitlines() if ln.startswith(("deal", "game"))]
    assert lines[:4] == [
        ["deal", "1", "408"],
        ["game", "1:", "B", "0", "408"],
        ["deal", "2", "264"],
        ["game", "2:", "B", "0", "264"],
    ]


# -- Jo-Jotte with a King received through the exchange; all nine tricks unbid -------------
def test_jo_jotte_with_the_exchanged_king_and_all_nine_tricks_unbid() -> None:
    # Dealer B. Turn-up KH. A holds 7H and QH; A accepts hearts, B passes, both pass Nullo/Slam.
    deal = make_deal("7H QH AS 7S 8S 7D", "AC TC KC 8C 8D 9D", "KH", "8H 9S TS", "JC 9C QC", "7C")
    apply_all(deal, "accept, pass", "pass, pass")
    # A swaps the 7H for the turn-up KH: he now holds King and Queen of trumps
    apply_all(deal, "exchange")
    # melds: B (defender, first) 8-9-10-J-Q-K-A of clubs (7 long = 50); A 7-8-9-10 of spades
    # (4 = 40). The longer run wins: B 50, A nothing.
    apply_all(deal, "declare AC-KC-QC-JC-TC-9C-8C", "declare TS-9S-8S-7S")
    assert deal.meld_result is not None and deal.meld_result.points == (0, 50)
    apply_all(
        deal,
        "AC, KH jo",  # A void in clubs must trump; "Jo" with the exchanged King: 11 + 4 = 15
        "QH, 8D",  # "Jotte": Jo-Jotte 20; A 3
        "8H, 9D",  # A 0
        "AS, 8C",  # A 11
        "TS, 9C",  # A 10
        "9S, JC",  # A 2
        "8S, QC",  # A 3
        "7S, KC",  # A 4
        "7D, TC",  # A 10 + 10 last = 20
    )
    r = deal.result
    assert r is not None
    # A: 15 + 3 + 0 + 11 + 10 + 2 + 3 + 4 + 20 = 68 = A's cards 4+3+11+10 (28) + B's
    # 11+10+4+2+3 (30) + 10 last trick.
    assert r.tp == (68, 0) and r.tricks == (9, 0) and r.jo == (20, 0)
    # A's bonus: Jo-Jotte 20 + all nine tricks without a Slam bid 100 = 120. Totals A 188,
    # B 50: A made it undoubled: A 68 below, B's trick points 0 above, B's 50 melds above.
    assert r.slam == (100, 0) and r.totals == (188, 50)
    assert r.above == (120, 50) and r.below == (68, 0) and r.prison == 0


# -- a void deal: no score, the other player deals next -------------------------------------
def test_void_deal_then_the_other_player_deals() -> None:
    sitting = Sitting(Options())
    sitting.start_rubber(first_dealer=A)
    void = sitting.new_deal(make_deal(*SLAM_DEAL, dealer=A).deck)
    apply_all(void, "pass, pass, pass, pass")  # both pass in round 1 and in round 2
    assert void.result is not None and void.result.void
    entry = sitting.finish_deal(void)
    assert (entry.above, entry.below, entry.game_won_by, entry.void) == (Z, Z, None, True)
    assert sitting.next_dealer() == B  # the deal alternates, a void deal included
    deal = sitting.new_deal(make_deal(*NT_DEAL).deck)
    apply_all(deal, NT_AUCTION, "pass, pass")
    apply_all(deal, "declare AS-KS-QS 9D-8D-7D 9C-8C-7C", "declare AH-KH-QH", *NT_PLAY)
    assert sitting.finish_deal(deal).below == (0, 408)  # (35 + 67) * 4, as above
    text = render_text(rubber_sheet(sitting))
    assert "deal 1 (void)" in text.split("---- the line ----")[1]
