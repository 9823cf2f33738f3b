"""Round 17: a rule option's name typed without its underscores (``-o notrump=off``,
``-o "no trump=off"``, ``-o lasttrick=20``) is the option; a slip of a name is answered with
the name meant ('did you mean no_trump?'). It said "unknown option 'notrump'"."""

from __future__ import annotations

import pytest

from parlor.jojotte.cli import parse_options
from parlor.jojotte.options import OptionsError


@pytest.mark.parametrize(
    ("pair", "field", "value"),
    [
        ("notrump=off", "no_trump", False),
        ("no trump=off", "no_trump", False),
        ("No-Trump=off", "no_trump", False),
        ("lasttrick=20", "last_trick", 20),
        ("infocard=top", "info_card", "top"),
        ("slamatnotrump=off", "slam_at_no_trump", False),
    ],
)
def test_an_option_named_without_underscores_is_the_option(
    pair: str, field: str, value: object
) -> None:
    assert getattr(parse_options([pair]), field) == value


@pytest.mark.parametrize(
    ("pair", "meant"), [("no_trup=off", "no_trump"), ("lasttrik=5", "last_trick")]
)
def test_a_slip_of_an_option_name_says_the_name_meant(pair: str, meant: str) -> None:
    with pytest.raises(OptionsError, match=f"did you mean {meant}\\?"):
        parse_options([pair])


def test_an_unknown_name_is_still_refused_with_the_list() -> None:
    with pytest.raises(OptionsError, match="unknown option 'xyz': the options are info_card"):
        parse_options(["xyz=1"])
