"""Rule options (rules section 11): defaults, validation, and behaviour changes."""

from __future__ import annotations

import copy

import pytest

from parlor.jojotte.actions import action_str
from parlor.jojotte.game import Phase
from parlor.jojotte.options import DEFAULT_OPTIONS, Options, OptionsError
from parlor.jojotte.record import replay_record

from .jojotte_helpers import apply_all, load_example, make_deal


def test_defaults_are_those_of_the_rules() -> None:
    assert DEFAULT_OPTIONS.to_dict() == {
        "info_card": "bottom",
        "no_trump": True,
        "slam_at_no_trump": True,
        "exchange": "before-melds",
        "fours": "flat100",
        "melds_at_no_trump": True,
        "prison_multiplied": True,
        "rubbers": 1,
        "last_trick": 10,
    }


@pytest.mark.parametrize(
    "bad",
    [
        {"info_card": "middle"},
        {"exchange": "after-melds"},
        {"fours": "200"},
        {"no_trump": "yes"},
        {"rubbers": 0},
        {"rubbers": True},
        {"last_trick": -1},
        {"colour": "red"},
    ],
)
def test_invalid_options_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(OptionsError):
        Options.from_dict(bad)


def test_on_off_spelling_of_the_rules_file_is_accepted() -> None:
    assert Options.from_dict({"no_trump": "off"}).no_trump is False


def test_belote_fours_drop_sevens_and_eights() -> None:
    hands = ("7S 7H 7D 7C AS KS", "8S 8H 8D 8C AD KD", "QS", "QD JD 9C", "TC JC AC")
    calls = "accept, pass, pass, pass, no-exchange"
    flat = apply_all(make_deal(*hands), calls)
    assert flat.phase == Phase.MELDS and flat.current_player() == 1
    assert [action_str(a) for a in flat.legal_actions()] == ["declare 48", "declare none"]
    apply_all(flat, "declare 48")
    assert [action_str(a) for a in flat.legal_actions()] == ["declare 47", "declare none"]
    belote = apply_all(make_deal(*hands, options=Options(fours="belote")), calls)
    assert [action_str(a) for a in belote.legal_actions()] == ["declare none"]
    apply_all(belote, "declare none")
    assert [action_str(a) for a in belote.legal_actions()] == ["declare none"]


def test_last_trick_bonus_option_changes_trick_scores() -> None:
    data = copy.deepcopy(load_example(1))
    data["options"] = {"last_trick": 0}
    result = replay_record(data).rubbers[0].deals[0].result
    assert result is not None and result.tp == (88, 21)


def test_info_card_from_the_top() -> None:
    deal = make_deal(
        "7S 8S 9S 7D 8D 9D",
        "7H 8H 9H 7C 8C 9C",
        "TS",
        "AS KS QS",
        "AD KD QD",
        "JS",
        options=Options(info_card="top"),
    )
    apply_all(deal, "accept, pass")
    assert action_str(deal.info_card) == "play JS"
