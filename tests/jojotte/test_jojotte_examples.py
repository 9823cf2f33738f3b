"""The worked examples of rules section 12, replayed from their record files."""

from __future__ import annotations

from parlor.jojotte.cards import card_str
from parlor.jojotte.record import load_sitting, sheet_json

from .jojotte_helpers import RECORDS


def tricks_of(n: int) -> list[tuple[str, str, str, str, int]]:
    sitting = load_sitting(RECORDS / f"example{n}.json")
    deal = sitting.rubbers[0].deals[0]
    assert deal.result is not None
    names = "AB"
    return [
        (names[leader], card_str(c1), card_str(c2), names[winner], pts)
        for leader, c1, c2, winner, pts in deal.result.log
    ]


def trick(leader: str, c1: str, c2: str, winner: str, pts: int) -> tuple[str, str, str, str, int]:
    return (leader, c1, c2, winner, pts)


def test_example1_tricks() -> None:
    assert tricks_of(1) == [
        trick("B", "AC", "9C", "B", 11),
        trick("B", "TC", "TH", "A", 20),
        trick("A", "JH", "9H", "A", 34),
        trick("A", "KH", "7D", "A", 4),
        trick("A", "QH", "8D", "A", 3),
        trick("A", "AD", "JS", "A", 13),
        trick("A", "KD", "QS", "A", 7),
        trick("A", "QD", "KS", "A", 7),
        trick("A", "8S", "TS", "B", 20),
    ]


def test_example1_sheet() -> None:
    sitting = load_sitting(RECORDS / "example1.json")
    r = sitting.rubbers[0].deals[0].result
    assert r is not None
    assert r.tp == (88, 31) and r.melds == (60, 0) and r.jo == (20, 0)
    assert r.totals == (168, 31) and r.slam == (0, 0) and r.made is True  # "Totals A 168, B 31"
    assert sheet_json(sitting) == {
        "deals": [
            {
                "rubber": 1,
                "deal": 1,
                "above": {"A": 80, "B": 31},
                "below": {"A": 88, "B": 0},
                "prison": 0,
                "game_won_by": "A",
            }
        ],
        "games": {"A": 1, "B": 0},
        "rubber_won_by": None,
        "totals": {"A": 168, "B": 31},
    }


def test_example2_tricks() -> None:
    assert tricks_of(2) == [
        trick("A", "AD", "7D", "A", 11),
        trick("A", "KD", "7S", "B", 4),
        trick("B", "JS", "QS", "B", 23),
        trick("B", "AS", "9S", "A", 25),
        trick("A", "QD", "8S", "B", 3),
        trick("B", "AH", "TH", "B", 21),
        trick("B", "7H", "TS", "A", 10),
        trick("A", "AC", "8C", "A", 11),
        trick("A", "JC", "KC", "B", 16),
    ]


def test_example2_sheet() -> None:
    sitting = load_sitting(RECORDS / "example2.json")
    r = sitting.rubbers[0].deals[0].result
    assert r is not None and r.tp == (57, 67) and r.melds == (20, 0)
    assert r.totals == (77, 67) and r.made is False  # "the defender is higher, the contract fails"
    out = sheet_json(sitting)
    assert out["deals"] == [
        {
            "rubber": 1,
            "deal": 1,
            "above": {"A": 20, "B": 0},
            "below": {"A": 124, "B": 0},
            "prison": 0,
            "game_won_by": "A",
        }
    ]


def test_example3_failed_nullo() -> None:
    sitting = load_sitting(RECORDS / "example3.json")
    r = sitting.rubbers[0].deals[0].result
    assert r is not None and r.contract is not None and r.contract.nullo
    assert r.contract.declarer == 0 and r.tricks == (2, 7)
    assert r.made is False and r.slam == (0, 0)
    assert [t[3] for t in r.log] == [0, 0] + [1] * 7
    out = sheet_json(sitting)
    assert out["deals"] == [
        {
            "rubber": 1,
            "deal": 1,
            "above": {"A": 0, "B": 300},
            "below": {"A": 0, "B": 0},
            "prison": 0,
            "game_won_by": None,
        }
    ]
    assert out["totals"] == {"A": 0, "B": 300}
