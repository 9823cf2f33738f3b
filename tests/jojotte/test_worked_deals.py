"""Round 7: more deals worked by hand from the rules (/work/shared/rules/jojotte.md), for corners
the earlier worked examples leave out.

Each expectation was computed from the rules text before the engine was run; the arithmetic is
in the comments. Players: A = 0, B = 1. Deals are laid in the deal order of rules section 2:
``make_deal(non-dealer's first six, dealer's first six, turn-up, non-dealer's next three,
dealer's next three, information card, dealer=...)``. Card points (section 1): trumps J 20, 9 14,
A 11, 10 10, K 4, Q 3, 8 0, 7 0; plain suits and every suit at No-Trump A 11, 10 10, K 4, Q 3,
J 2, 9 8 7 nothing; the ninth trick adds 10.
"""

from __future__ import annotations

from parlor.jojotte.actions import JO, action_str, parse_action
from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT, card_str, mask_of, parse_card, parse_cards
from parlor.jojotte.game import Deal, Phase, Sitting
from parlor.jojotte.melds import compare_melds, find_melds
from parlor.jojotte.options import DEFAULT_OPTIONS, Options
from parlor.jojotte.play import legal_follow_mask
from parlor.jojotte.record import record_from_sitting, replay_record
from parlor.jojotte.scoring import SheetEntry

from .jojotte_helpers import apply_all, load_example, make_deal

A, B = 0, 1
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
Z = (0, 0)


def legal(deal: Deal) -> set[str]:
    """The legal actions now as text: calls by name, cards as ``KS`` (``KS jo`` with "Jo")."""
    out = set()
    for a in deal.legal_actions():
        if a < 64:
            card = a & 31
            out.add("789TJQKA"[card & 7] + "SHDC"[card >> 3] + (" jo" if a >= JO else ""))
        else:
            out.add(action_str(a))
    return out


def calls(*texts: str) -> set[str]:
    return {action_str(parse_action(t)) for t in texts}


# -- Deal 1: the dealer accepts, is doubled and made it; the defender's longer run ----------
# Dealer A, non-dealer B. Turn-up TD. B passes, A (dealer) accepts diamonds, B doubles, A passes:
# diamonds by A, doubled (x2). The prison holds 30 from an earlier tie.
# B: 9S TS JS QS AS AC + TC AD 8D        A: KS KH KD KC 7D AH + QH JD 9D        Info 7C.
DEAL1 = ("9S TS JS QS AS AC", "KS KH KD KC 7D AH", "TD", "TC AD 8D", "QH JD 9D", "7C")


def test_doubled_contract_made_by_the_dealer_after_the_exchange_with_both_runs_lost() -> None:
    deal = make_deal(*DEAL1, dealer=A, prison=30)
    assert deal.current_player() == B and legal(deal) == calls("accept", "pass")
    apply_all(deal, "pass")
    # round 1: the dealer may accept or pass after the non-dealer passed
    assert deal.current_player() == A and legal(deal) == calls("accept", "pass")
    apply_all(deal, "accept")
    # the non-dealer answers the bid though he passed before: No-Trump, double or pass
    assert deal.current_player() == B and legal(deal) == calls("nt", "double", "pass")
    apply_all(deal, "double")
    assert deal.current_player() == A and legal(deal) == calls("redouble", "pass")
    apply_all(deal, "pass")
    assert deal.contract == Contract(DIAMONDS, A, 2)
    apply_all(deal, "pass, pass")  # B: no Nullo; A: no Slam
    # A (the declarer) holds the 7 of the turn-up suit: he may swap it for the TD
    assert deal.phase == Phase.EXCHANGE and deal.current_player() == A
    apply_all(deal, "exchange")
    assert deal.hand(A) >> parse_card("TD") & 1 and not deal.hand(A) >> parse_card("7D") & 1
    # melds, defender first. B: Q-J-10-9 of spades (4 long; the AS is not next to the QS).
    # A: A-K-Q of hearts (3) and J-10-9 of diamonds (3, with the exchanged 10), four kings.
    # Sequences: B's best is longer (4 against 3), so B scores all his (40) and A none of his
    # two runs. Fours are decided on their own: only A has one, 100.
    assert deal.current_player() == B
    apply_all(deal, "declare QS-JS-TS-9S", "declare AH-KH-QH JD-TD-9D 4K")
    mr = deal.meld_result
    assert mr is not None and mr.points == (100, 40)
    assert (mr.sequences_won_by, mr.fours_won_by) == (B, A)
    # the defender B leads
    apply_all(deal, "AS")
    assert legal(deal) == {"KS"}  # A must follow spades with his only spade
    apply_all(deal, "KS")  # B 11 + 4 = 15
    apply_all(deal, "AC, KC")  # B 11 + 4 = 15 (B 30)
    apply_all(deal, "TC")
    # A has no club: he must trump, with any trump (all four of his are offered)
    assert legal(deal) == {"KD", "TD", "JD", "9D"}
    apply_all(deal, "9D")  # A 10 + 14 = 24
    apply_all(deal, "JD")
    # trump led: B must beat the Jack if he can; nothing beats it, so either trump
    assert legal(deal) == {"AD", "8D"}
    apply_all(deal, "8D")  # A 20 + 0 = 20 (A 44)
    apply_all(deal, "TD")
    # trump led: the Ace of trumps beats the 10 (J 9 A 10 K Q 8 7), so B must play it
    assert legal(deal) == {"AD"}
    apply_all(deal, "AD")  # B 10 + 11 = 21 (B 51)
    apply_all(deal, "QS")
    assert legal(deal) == {"KD"}  # A void in spades must trump with his last trump
    apply_all(deal, "KD")  # A 3 + 4 = 7 (A 51)
    apply_all(deal, "AH")
    assert legal(deal) == {"9S", "TS", "JS"}  # B has no heart and no trump: any card
    apply_all(deal, "9S")  # A 11 (A 62)
    apply_all(deal, "KH, JS")  # A 4 + 2 = 6 (A 68)
    apply_all(deal, "QH, TS")  # A 3 + 10 + 10 for the last trick = 23 (A 91)
    r = deal.result
    assert r is not None
    # conservation: A's nine cards KS 4 KH 4 KD 4 KC 4 AH 11 QH 3 TD 10 JD 20 9D 14 = 74, B's
    # 9S 0 TS 10 JS 2 QS 3 AS 11 AC 11 TC 10 AD 11 8D 0 = 58; 74 + 58 + 10 = 142 = 91 + 51.
    assert r.tp == (91, 51) and r.tricks == (6, 3) and r.jo == Z and r.slam == Z
    # totals A 91 + 100 = 191, B 51 + 40 = 91: made. Doubled: the winner A scores both trick
    # scores times two, (91 + 51) * 2 = 284, below, and the prison 30 (not multiplied again):
    # 314. B scores nothing for tricks; the melds (100 and 40) go above, never multiplied.
    assert r.totals == (191, 91) and r.made
    assert r.above == (100, 40) and r.below == (314, 0) and r.prison == 0


# -- Deal 2: No-Trump overcall doubled and set; equal best runs at No-Trump ------------------
# Dealer B, non-dealer A. Turn-up 9C. Round 1: A pass, B pass; round 2: A pass, B names hearts;
# A overcalls No-Trump, B (the original bidder) doubles, A passes: No-Trump by A, doubled.
# A: 7S 7H 7D KS QS JS + 9D TD JD        B: 8S 8H 8D 8C KH QH + JH AS AC        Info 7C.
DEAL2 = ("7S 7H 7D KS QS JS", "8S 8H 8D 8C KH QH", "9C", "9D TD JD", "JH AS AC", "7C")


def test_no_trump_overcall_doubled_and_set_with_equal_runs_scoring_nothing() -> None:
    deal = make_deal(*DEAL2)
    apply_all(deal, "pass, pass")
    # round 2: another suit than the turn-up's (clubs), No-Trump, or pass; no accept
    assert deal.current_player() == A
    assert legal(deal) == calls("bid S", "bid H", "bid D", "nt", "pass")
    apply_all(deal, "pass")
    assert deal.current_player() == B
    assert legal(deal) == calls("bid S", "bid H", "bid D", "nt", "pass")
    apply_all(deal, "bid H")
    assert deal.current_player() == A and legal(deal) == calls("nt", "double", "pass")
    apply_all(deal, "nt")
    # the overcaller is now the prospective declarer; the original bidder may double or pass
    assert deal.current_player() == B and legal(deal) == calls("double", "pass")
    apply_all(deal, "double")
    assert deal.current_player() == A and legal(deal) == calls("redouble", "pass")
    apply_all(deal, "pass")
    assert deal.contract == Contract(NT, A, 2)
    assert deal.info_card == parse_card("7C")
    apply_all(deal, "pass, pass")  # B no Nullo, A no Slam (allowed at No-Trump by default)
    # no exchange at No-Trump: straight to the melds, defender B first
    assert deal.phase == Phase.MELDS and deal.current_player() == B
    # B: K-Q-J of hearts (3, top King) and four eights (100 under flat100).
    # A: K-Q-J of spades (3, top King) and J-10-9 of diamonds (3).
    # The best runs are equal in length and top card, and at No-Trump there is no trump
    # tie-break: neither player scores any sequence (not even A's second run). Fours: B's.
    apply_all(deal, "declare KH-QH-JH 48", "declare KS-QS-JS JD-TD-9D")
    mr = deal.meld_result
    assert mr is not None and mr.points == (0, 100)
    assert (mr.sequences_won_by, mr.fours_won_by) == (None, B)
    apply_all(deal, "AS")
    assert legal(deal) == {"KS", "QS", "JS", "7S"}  # follow suit, no need to beat
    apply_all(deal, "7S")  # B 11
    apply_all(deal, "AC")
    # A has no club; at No-Trump he may play any card
    assert len(legal(deal)) == 8
    apply_all(deal, "9D")  # B 11 (B 22)
    apply_all(deal, "KH")
    assert legal(deal) == {"7H"}
    apply_all(deal, "7H")  # B 4 (B 26)
    apply_all(deal, "QH, 7D")  # B 3 (B 29)
    apply_all(deal, "JH, JD")  # B 2 + 2 = 4 (B 33): the jack counts 2 at No-Trump
    apply_all(deal, "8C, TD")  # B 10 (B 43): a 10 of another suit does not win
    apply_all(deal, "8S, KS")  # A 4: the King beats the 8 of the suit led
    apply_all(deal, "QS, 8H")  # A 3 (A 7)
    apply_all(deal, "JS, 8D")  # A 2 + 10 for the last trick = 12 (A 19)
    r = deal.result
    assert r is not None
    # conservation: A's cards KS 4 QS 3 JS 2 TD 10 JD 2 = 21, B's KH 4 QH 3 JH 2 AS 11 AC 11
    # = 31; 21 + 31 + 10 = 62 = 19 + 43.
    assert r.tp == (19, 43) and r.tricks == (3, 6)
    # totals A 19, B 43 + 100 = 143: the defender is higher, the contract fails. Doubled:
    # B scores (19 + 43) * 2 = 124 below, A nothing; B's 100 for the fours above.
    assert r.totals == (19, 143) and r.made is False
    assert r.above == (0, 100) and r.below == (0, 124) and r.prison == 0


# -- Deal 3: round-2 suit redoubled, a tie in totals; the prison is then taken ---------------
# Dealer B, non-dealer A. Turn-up 8C. A pass, B pass; round 2: A names spades, B doubles, A
# redoubles: spades by A, redoubled (x4). A holds the 7 of spades, but spades are not the
# turn-up's suit: no exchange. The prison holds 40 before the deal.
# A: JS KS QS 7S AH TH + KH 7D 8D        B: AS 9S AC KC QC AD + TD KD 9H        Info 7H.
DEAL3 = ("JS KS QS 7S AH TH", "AS 9S AC KC QC AD", "8C", "KH 7D 8D", "TD KD 9H", "7H")
DEAL3_MELDS = ("declare AC-KC-QC", "declare KS-QS-JS")
DEAL3_PLAY = (
    "AS, JS",  # trump led: A must beat the Ace, only the Jack does: A 11 + 20 = 31
    "KS jo, 9S",  # "Jo"; B must beat the King and the 9 does: B 4 + 14 = 18
    "AC, QS",  # A void in clubs trumps with the Queen, "Jotte": A 11 + 3 = 14 (A 45)
    "7S, TD",  # B has no trump left: any card; A 0 + 10 = 10 (A 55)
    "7D, KD",  # B 4 (B 22)
    "KC, KH",  # A has no club and no trump: any card; B 4 + 4 = 8 (B 30)
    "9H, TH",  # A 10 (A 65)
    "8D, AD",  # B 11 (B 41)
    "QC, AH",  # B 3 + 11 + 10 for the last trick = 24 (B 65)
)


def deal3(prison: int = 40, options: Options = DEFAULT_OPTIONS) -> Deal:
    deal = make_deal(*DEAL3, prison=prison, options=options)
    apply_all(deal, "pass, pass, bid S")
    assert legal(deal) == calls("nt", "double", "pass")
    apply_all(deal, "double, redouble")
    assert deal.contract == Contract(SPADES, A, 4)
    apply_all(deal, "pass, pass")
    assert deal.phase == Phase.MELDS  # no exchange of the 7 of spades
    # B's A-K-Q of clubs has the higher top card than A's K-Q-J of spades: the trump run of
    # the same length loses to it (the trump tie-break is for the same top card only). B 20.
    apply_all(deal, *DEAL3_MELDS)
    assert deal.meld_result is not None and deal.meld_result.points == (0, 20)
    apply_all(deal, *DEAL3_PLAY)
    return deal


def test_a_tie_in_totals_sends_the_redoubled_trick_points_to_the_prison() -> None:
    r = deal3().result
    assert r is not None
    # conservation: A's cards JS 20 KS 4 QS 3 AH 11 TH 10 KH 4 = 52, B's AS 11 9S 14 AC 11
    # KC 4 QC 3 AD 11 TD 10 KD 4 = 68; 52 + 68 + 10 = 130 = 65 + 65.
    assert r.tp == (65, 65) and r.tricks == (4, 5) and r.jo == (20, 0)
    # totals A 65 + 20 (Jo-Jotte) = 85, B 65 + 20 (melds) = 85: equal, prison. Nothing below;
    # (65 + 65) * 4 = 520 joins the 40 already there: 560. The bonuses still go above.
    assert r.totals == (85, 85) and r.made is False
    assert r.above == (20, 20) and r.below == Z and r.prison == 560


def test_the_tie_with_the_prison_not_multiplied() -> None:
    r = deal3(options=Options(prison_multiplied=False)).result
    assert r is not None
    # the plain trick points go to the prison: 40 + 65 + 65 = 170
    assert r.above == (20, 20) and r.below == Z and r.prison == 170


def test_the_defender_who_sets_the_next_contract_takes_the_prison_and_the_game() -> None:
    sitting = Sitting(Options())
    sitting.start_rubber(first_dealer=B)
    first = sitting.new_deal(make_deal(*DEAL3).deck)
    apply_all(first, "pass, pass, bid S, double, redouble, pass, pass", *DEAL3_MELDS)
    apply_all(first, *DEAL3_PLAY)
    e1 = sitting.finish_deal(first)
    # a new sitting has an empty prison: 0 + 520
    assert (e1.above, e1.below, e1.prison, e1.game_won_by) == ((20, 20), Z, 520, None)
    assert sitting.prison == 520 and sitting.next_dealer() == A
    # deal 2 is worked example 2 (dealer A): B's spades fail, A (the defender) is higher and
    # scores 57 + 67 = 124 below, plus the whole prison, 520: 644 below and game 1.
    ex2 = load_example(2)["rubbers"][0]["deals"][0]
    second = sitting.new_deal([parse_card(c) for c in ex2["deck"]])
    assert second.prison == 520
    for text in ex2["actions"]:
        second.apply(parse_action(text))
    e2 = sitting.finish_deal(second)
    assert (e2.above, e2.below, e2.prison, e2.game_won_by) == ((20, 0), (644, 0), 0, A)
    assert sitting.prison == 0 and sitting.rubber.sheet.games == [1, 0]


# -- Deal 4: Jo-Jotte decides the contract, and how it is lost --------------------------------
# The cards of deal 3; the auction A pass, B pass, A names spades, B passes: spades by A, x1.
# B again wins the runs (20). Three ways of playing the same 18 cards, each giving A 70 and B
# 60 trick points (130 in all): only the first says "Jo" with the King before the Queen.
JO_SAID = (
    "AC, KS jo",  # A void in clubs trumps with the King and says "Jo": A 11 + 4 = 15
    "AH, 9H",  # A 11 (A 26)
    "TH, AS",  # B void in hearts must trump: B 10 + 11 = 21
    "KC, QS",  # A trumps with the Queen: "Jotte", Jo-Jotte 20; A 4 + 3 = 7 (A 33)
    "KH, 9S",  # B 4 + 14 = 18 (B 39)
    "AD, 8D",  # B 11 (B 50)
    "TD, 7D",  # B 10 (B 60)
    "QC, 7S",  # A trumps: 3 (A 36)
    "JS, KD",  # A 20 + 4 + 10 for the last trick = 34 (A 70)
)
NO_JO = tuple(t.replace("KS jo", "KS") for t in JO_SAID)
QUEEN_FIRST = (
    "QC, 7S",  # A trumps: 3
    "7D, TD",  # B 10
    "9S, JS",  # trump led: A must beat the 9, only the Jack does: A 14 + 20 = 34 (A 37)
    "QS, AS",  # the Queen first: Jo-Jotte is lost; B beats it with the Ace: 3 + 11 = 14 (B 24)
    "KC, KS",  # A trumps with the King; "Jo" is no longer offered: 4 + 4 = 8 (A 45)
    "AH, 9H",  # A 11 (A 56)
    "TH, KD",  # B has no heart and no trump: any card; A 10 + 4 = 14 (A 70)
    "8D, AD",  # B 11 (B 35)
    "AC, KH",  # B 11 + 4 + 10 for the last trick = 25 (B 60)
)


def deal4(play: tuple[str, ...]) -> Deal:
    deal = make_deal(*DEAL3)
    apply_all(deal, "pass, pass, bid S, pass, pass, pass", *DEAL3_MELDS)
    assert deal.contract == Contract(SPADES, A, 1)
    for text in play:
        first, second = text.split(", ")
        apply_all(deal, first)
        if play is QUEEN_FIRST and first == "KC":  # the King goes without "Jo" now
            assert legal(deal) == {"KS"}
        apply_all(deal, second)
        pl = deal.play
        assert pl is not None
        # the 20 is scored when "Jotte" is said with the Queen, not before
        queen_played = any(parse_card("QS") in (t[1], t[2]) for t in pl.log)
        said = play is JO_SAID and queen_played
        assert pl.jo_points == [20 if said else 0, 0]
    return deal


def test_jo_jotte_said_makes_the_contract() -> None:
    deal = make_deal(*DEAL3)
    apply_all(deal, "pass, pass, bid S, pass, pass, pass", *DEAL3_MELDS, "AC")
    # A holds King and Queen of spades: the King may go with or without "Jo"
    assert legal(deal) == {"JS", "KS", "KS jo", "QS", "7S"}
    r = deal4(JO_SAID).result
    assert r is not None
    # conservation: 52 + 68 + 10 = 130 = 70 + 60
    assert r.tp == (70, 60) and r.tricks == (5, 4) and r.jo == (20, 0)
    # totals A 70 + 20 = 90, B 60 + 20 = 80: made, x1. A 70 below; B his 60 trick points and
    # his 20 for melds above; A's Jo-Jotte 20 above.
    assert r.totals == (90, 80) and r.made
    assert r.above == (20, 80) and r.below == (70, 0) and r.prison == 0


def test_jo_jotte_lost_without_jo_or_with_the_queen_first_sets_the_contract() -> None:
    for play in (NO_JO, QUEEN_FIRST):
        r = deal4(play).result
        assert r is not None
        assert r.tp == (70, 60) and r.jo == Z
        # totals A 70, B 60 + 20 = 80: the defender is higher. x1: B scores 70 + 60 = 130
        # below; A nothing; B's melds 20 above.
        assert r.totals == (70, 80) and r.made is False
        assert r.above == (0, 20) and r.below == (0, 130) and r.prison == 0


# -- Deal 5: Nullo after a doubled contract, one trick taken ---------------------------------
# Dealer A, non-dealer B. Turn-up 8H. B accepts hearts, A doubles, B passes: hearts by B, x2.
# A (the defender) bids Nullo: Nullo by A, x1; B leads. The prison holds 60.
# B: JH TH 9H 8S 9S TS + 8D 9D TD        A: 7H KH QH AH AS AD + AC 7S 7D        Info 7C.
DEAL5 = ("JH TH 9H 8S 9S TS", "7H KH QH AH AS AD", "8H", "8D 9D TD", "AC 7S 7D", "7C")


def test_nullo_after_a_double_with_one_trick_taken() -> None:
    deal = make_deal(*DEAL5, dealer=A, prison=60)
    apply_all(deal, "accept, double, pass")
    assert deal.contract == Contract(HEARTS, B, 2)
    assert deal.current_player() == A and legal(deal) == calls("nullo", "pass")
    apply_all(deal, "nullo")
    # Nullo cancels the double and ends the phase. A holds the 7 of the turn-up suit and four
    # aces with A-K-Q of hearts, but Nullo has no exchange and no melds: B leads at once.
    assert deal.contract == Contract(NT, A, 1, nullo=True)
    assert deal.phase == Phase.PLAY and deal.current_player() == B
    apply_all(deal, "9D, 7D", "9S, 7S", "8S")
    assert legal(deal) == {"AS"}  # A must follow spades with the Ace: his one trick
    apply_all(deal, "AS")
    # no "Jo" in Nullo for the King and Queen of hearts; A may lead anything
    assert legal(deal) == {"7H", "KH", "QH", "AH", "AD", "AC"}
    apply_all(deal, "QH, TH")  # the 10 beats the Queen in every suit at no trump
    apply_all(deal, "TS, AD", "8D, AH", "9H, 7H", "TD, KH", "JH, AC")
    r = deal.result
    assert r is not None and r.tricks == (1, 8)
    # A took k = 1 trick: B scores 200 + 100 * (1 - 1) = 200 above and the prison 60 below.
    # No card points, melds or Jo-Jotte count; A scores nothing.
    assert r.melds == Z and r.jo == Z and r.slam == Z and r.made is False
    assert r.above == (0, 200) and r.below == (0, 60) and r.prison == 0


def test_deal2_under_other_options_no_melds_no_slam_call_no_last_trick_bonus() -> None:
    options = Options(
        info_card="top", melds_at_no_trump=False, slam_at_no_trump=False, last_trick=0
    )
    deal = make_deal(*DEAL2, options=options)
    assert deal.deck[19] == parse_card("7C")  # the information card is the 20th card
    apply_all(deal, "pass, pass, pass, bid H, nt, double, pass")
    assert deal.contract == Contract(NT, A, 2) and deal.info_card == parse_card("7C")
    apply_all(deal, "pass")  # B: no Nullo
    # no Slam at No-Trump and no melds at No-Trump: the defender B leads at once
    assert deal.phase == Phase.PLAY and deal.current_player() == B
    apply_all(deal, "AS, 7S", "AC, 9D", "KH, 7H", "QH, 7D", "JH, JD", "8C, TD")
    apply_all(deal, "8S, KS", "QS, 8H", "JS, 8D")
    r = deal.result
    assert r is not None
    # as in deal 2 without the 10 for the last trick: A 4 + 3 + 2 = 9, B 43; no melds.
    # B is higher: (9 + 43) * 2 = 104 below for B, nothing above.
    assert r.tp == (9, 43) and r.melds == Z
    assert r.above == Z and r.below == (0, 104)


# -- melds: each category on its own ------------------------------------------------------
def test_meld_comparisons_worked_from_section_6() -> None:
    def melds(text: str, fours: str = "flat100") -> tuple[int, int]:
        return find_melds(mask_of(parse_cards(text)), fours)

    # Hearts trumps. Defender B: K-Q-J-10 of hearts (4, top King, in trumps) and 9-8-7 of
    # clubs; declarer A: K-Q-J-10 of spades (4, top King) and A-K-Q of diamonds. Same length,
    # same top card: the run in trumps wins, here the defender's: B 40 + 20 = 60, A nothing.
    a = melds("KS QS JS TS AD KD QD 7H 8C")
    b = melds("KH QH JH TH 9C 8C 7C AS 9D")
    assert compare_melds((a, b), HEARTS).points == (0, 60)
    # at No-Trump the same runs tie, and neither scores
    assert compare_melds((a, b), NT).points == Z
    # Length before top card and before trumps: 7-8-9-10-J of spades (5, top Jack) beats
    # A-K-Q-J of hearts (4, top Ace, in trumps): A 50 (a five-card run is one meld, 50).
    a = melds("7S 8S 9S TS JS AD 9D 7C 8C")
    b = melds("AH KH QH JH 7D 8D TC JC QC")
    assert compare_melds((a, b), HEARTS).points == (50, 0)
    # A card serves in a run and in a four at once: A holds K-Q-J of hearts, four Kings and
    # four Queens. B holds four Aces only. Sequences: only A has one, 20. Fours: B's Aces
    # outrank A's Kings and Queens, so B scores 100 and A none of his two fours.
    a = melds("KH QH JH KS KD KC QS QD QC")
    b = melds("AS AH AD AC 7S 8S 9D 7C 8C")
    assert a[1] == (1 << 6) | (1 << 5)  # fours of Kings and Queens (meld order bits)
    r = compare_melds((a, b), SPADES)
    assert r.points == (20, 100) and (r.sequences_won_by, r.fours_won_by) == (A, B)
    # flat100: four 8s outrank four 7s (meld order), 100 to the eights
    assert compare_melds((melds("8S 8H 8D 8C"), melds("7S 7H 7D 7C")), CLUBS).points == (100, 0)
    # belote: sevens and eights are no meld at all, so four 9s (150) score alone
    sevens_eights = melds("7S 7H 7D 7C 8S 8H 8D 8C", "belote")
    assert sevens_eights == Z
    nines = melds("9S 9H 9D 9C", "belote")
    assert compare_melds((sevens_eights, nines), CLUBS, "belote").points == (0, 150)
    # belote: four Jacks (200) and four 10s (100) to one player, four 9s to the other: the
    # Jacks are the highest four, so the winner scores both his fours, 200 + 100 = 300 (each
    # suit's 10-J is two cards, no run)
    jt = melds("JS JH JD JC TS TH TD TC", "belote")
    assert compare_melds((jt, nines), CLUBS, "belote").points == (300, 0)


# -- a sitting of two rubbers: the rubbers split, the grand total decides ------------------
def _example(sitting: Sitting, n: int) -> SheetEntry:
    """Play worked example ``n``'s cards and calls as the sitting's next deal (the next dealer
    takes the dealer's cards, whoever that is)."""
    rec = load_example(n)["rubbers"][0]["deals"][0]
    deal = sitting.new_deal([parse_card(c) for c in rec["deck"]])
    for text in rec["actions"]:
        deal.apply(parse_action(text))
    return sitting.finish_deal(deal)


def test_two_rubbers_won_one_each_and_the_sitting_goes_to_the_larger_total() -> None:
    sitting = Sitting(Options(rubbers=2))
    # rubber 1: the first draw is equal (9 and 9) and is drawn again; B's 9 is lower than
    # A's King, so B deals first
    sitting.start_rubber(
        [(parse_card("9S"), parse_card("9C")), (parse_card("KD"), parse_card("9H"))]
    )
    assert sitting.next_dealer() == B
    # Example 1 (dealer B): the non-dealer A makes hearts with 88 below (game), 80 above;
    # B's 31 trick points above.
    e = _example(sitting, 1)
    assert (e.above, e.below, e.game_won_by) == ((80, 31), (88, 0), A)
    # the same cards dealt by A: now B is the non-dealer and scores what A scored
    e = _example(sitting, 1)
    assert (e.above, e.below, e.game_won_by) == ((31, 80), (0, 88), B)
    e = _example(sitting, 1)  # dealt by B again: game 3 and the rubber to A, 2-1
    assert (e.above, e.below, e.game_won_by) == ((80, 31), (88, 0), A)
    r1 = sitting.rubbers[0]
    assert r1.winner == A and r1.sheet.games == [2, 1] and not sitting.is_over
    assert sitting.needs_rubber
    # rubber 1: A above 80 + 31 + 80 + 300 (the rubber) = 491, below 88 + 88 = 176: 667;
    # B above 31 + 80 + 31 = 142, below 88: 230
    assert (r1.sheet.above_total(A), r1.sheet.below_total(A)) == (491, 176)
    assert (r1.sheet.total(A), r1.sheet.total(B)) == (667, 230)
    # rubber 2: a new draw; B's 10 is lower than A's Ace: B deals first again
    sitting.start_rubber([(parse_card("AH"), parse_card("TC"))])
    assert sitting.next_dealer() == B
    # Example 2 with B dealing: the dealer (B) defends and sets it: 124 below and game, 20 above
    e = _example(sitting, 2)
    assert (e.above, e.below, e.game_won_by) == ((0, 20), (0, 124), B)
    # Example 1 dealt by A: the non-dealer B scores 88 below (game 2, rubber 2-0), 80 above
    e = _example(sitting, 1)
    assert (e.above, e.below, e.game_won_by) == ((31, 80), (0, 88), B)
    r2 = sitting.rubbers[1]
    assert r2.winner == B and r2.sheet.games == [0, 2] and sitting.is_over
    # rubber 2: B 20 + 80 + 300 above, 124 + 88 below: 612; A 31
    assert (r2.sheet.total(A), r2.sheet.total(B)) == (31, 612)
    # the sitting: A 667 + 31 = 698, B 230 + 612 = 842. One rubber each; B has more points
    assert (sitting.total(A), sitting.total(B)) == (698, 842) and sitting.winner() == B
    # its record replays to the same sheet
    again = replay_record(record_from_sitting(sitting))
    assert [r.sheet.entries for r in again.rubbers] == [r.sheet.entries for r in sitting.rubbers]
    assert again.winner() == B and (again.total(A), again.total(B)) == (698, 842)


# -- Deal 6: the declarer makes it with fewer trick points --------------------------------
# The cards of deal 3, spades by A undoubled. B keeps his A-K-Q of clubs to himself (an
# undeclared meld neither scores nor blocks), so A's K-Q-J of spades scores 20.
def test_the_declarer_makes_it_on_bonuses_with_fewer_trick_points() -> None:
    deal = make_deal(*DEAL3)
    apply_all(deal, "pass, pass, bid S, pass, pass, pass", "declare none", "declare KS-QS-JS")
    assert deal.meld_result is not None and deal.meld_result.points == (20, 0)
    apply_all(
        deal,
        "9S, JS",  # trump led: A must beat the 9 and only the Jack does: A 14 + 20 = 34
        "KS jo, AS",  # "Jo"; the Ace of trumps beats the King: B 4 + 11 = 15
        "QC, QS",  # A trumps with the Queen, "Jotte": Jo-Jotte 20; A 3 + 3 = 6 (A 40)
        "7S, TD",  # B has no trump: any card; A 10 (A 50)
        "TH, 9H",  # A 10 (A 60)
        "7D, AD",  # B 11 (B 26)
        "KD, 8D",  # B 4 (B 30)
        "AC, KH",  # A has no club and no trump: any card; B 11 + 4 = 15 (B 45)
        "KC, AH",  # B 4 + 11 + 10 for the last trick = 25 (B 70)
    )
    r = deal.result
    assert r is not None
    assert r.tp == (60, 70) and r.tricks == (4, 5) and r.jo == (20, 0)
    # totals A 60 + 20 (run) + 20 (Jo-Jotte) = 100, B 70: made although A took fewer trick
    # points. x1: A's own 60 below; B's 70 trick points above; A's 40 of bonuses above.
    assert r.totals == (100, 70) and r.made
    assert r.above == (40, 70) and r.below == (60, 0) and r.prison == 0


def test_an_accept_overcalled_at_no_trump_has_no_exchange_and_no_jo() -> None:
    # Dealer B. Turn-up 8H. A accepts hearts; B overcalls No-Trump; A passes: No-Trump by B.
    # A holds the 7 of hearts and B the King and Queen of hearts: at No-Trump neither the
    # exchange nor Jo-Jotte exists.
    deal = make_deal("7H AS KS QS 7D 8D", "KH QH AC KC QC 9D", "8H", "JH TD JD", "AH TC JC", "7C")
    apply_all(deal, "accept, nt")
    assert deal.current_player() == A and legal(deal) == calls("double", "pass")
    apply_all(deal, "pass")
    assert deal.contract == Contract(NT, B, 1)
    apply_all(deal, "pass, pass")  # A no Nullo, B no Slam
    assert deal.phase == Phase.MELDS and deal.current_player() == A  # no exchange
    # A: A-K-Q of spades (3). B: A-K-Q of hearts (3) and A-K-Q-J-10 of clubs (5, one meld
    # of 50). B's best run is longer: B scores 20 + 50 = 70, A nothing.
    apply_all(deal, "declare AS-KS-QS", "declare AH-KH-QH AC-KC-QC-JC-TC")
    assert deal.meld_result is not None and deal.meld_result.points == (0, 70)
    apply_all(deal, "7D")  # A leads
    assert legal(deal) == {"9D"}  # B follows diamonds
    apply_all(deal, "9D")  # B wins with the 9 of the suit led and leads
    assert "KH" in legal(deal) and "KH jo" not in legal(deal)  # no "Jo" at No-Trump
    apply_all(deal, "KH")
    assert legal(deal) == {"7H", "JH"}  # A follows hearts, and need not beat


def test_trump_led_must_be_beaten_in_trump_order() -> None:
    def follow(hand: str, led: str) -> set[str]:
        mask = legal_follow_mask(mask_of(parse_cards(hand)), parse_card(led), SPADES)
        return {card_str(c) for c in range(32) if mask >> c & 1}

    # spades trumps (J 9 A 10 K Q 8 7). The Ace led: the 9 beats it, the King does not.
    assert follow("KS 9S 7H", "AS") == {"9S"}
    # the 10 led: the Ace beats it (above the 10 in trumps) and so does the 9; the King not
    assert follow("AS KS 9S", "TS") == {"AS", "9S"}
    # the 8 led: every higher trump beats it; the 7 alone cannot, and must still follow
    assert follow("7S QS AH", "8S") == {"QS"}
    assert follow("7S AH", "8S") == {"7S"}
    # a plain suit led: follow with any card of it, the Ace or the 7 (no need to beat)
    assert follow("AH 7H JS", "TH") == {"AH", "7H"}
    # void in the suit led: any trump, even one that is low
    assert follow("7S JS AD", "TH") == {"7S", "JS"}
