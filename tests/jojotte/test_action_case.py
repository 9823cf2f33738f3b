"""Round 17: an action refused by the record reader quotes what was written as it was
written: "'play ZZ': not a card: 'ZZ'" (it said "not a card: 'zz'", lower-cased), and a
declaration's sequence as typed ("a sequence has three or more cards: 'KH-QH'")."""

from __future__ import annotations

import pytest

from parlor.jojotte.actions import BadAction, action_str, parse_action


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("play ZZ", "not a card: 'ZZ'"),
        ("ZZ", "not a card: 'ZZ'"),
        ("declare KH-QH", "a sequence has three or more cards: 'KH-QH'"),
        ("declare 4Z", "not a four of a kind: '4Z'"),
        ("declare AH-QH-JH", "not a sequence of one suit in meld order: 'AH-QH-JH'"),
    ],
)
def test_a_refused_action_is_quoted_as_written(text: str, said: str) -> None:
    with pytest.raises(BadAction) as exc:
        parse_action(text)
    assert str(exc.value).startswith(said)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Play TenH", "play TH"),
        ("DECLARE NONE", "declare none"),
        ("declare Nothing", "declare none"),
        ("declare 4XJ", "declare 4J"),
        ("declare kh-qh-jh 4q", "declare KH-QH-JH 4Q"),
        ("PLAY KH JO", "play KH jo"),
    ],
)
def test_the_actions_read_in_any_case_as_before(text: str, action: str) -> None:
    assert action_str(parse_action(text)) == action
