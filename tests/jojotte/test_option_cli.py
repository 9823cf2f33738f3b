"""-o KEY=VALUE's errors: an unknown option lists the options --help documents, and a bad
value is refused in the words of the command line's options ('... must be on or off, not 'x'')."""

from __future__ import annotations

import pytest

from parlor.jojotte.cli import parse_options
from parlor.jojotte.options import OptionsError


def test_an_unknown_option_lists_what_the_help_documents() -> None:
    with pytest.raises(OptionsError) as caught:
        parse_options(["foo=bar"])
    assert str(caught.value) == (
        "unknown option 'foo': the options are info_card, no_trump, slam_at_no_trump, fours, "
        "melds_at_no_trump, prison_multiplied, last_trick, rubbers (as --rubbers) and exchange "
        "(before-melds, its only value)"
    )


@pytest.mark.parametrize(
    ("pair", "message"),
    [
        ("no_trump=x", "option no_trump must be on or off, not 'x'"),
        ("info_card=x", "option info_card must be bottom or top, not 'x'"),
        ("fours=x", "option fours must be flat100 or belote, not 'x'"),
        ("last_trick=x", "option last_trick must be 0 to 1000 points, not 'x'"),
        ("last_trick=-1", "option last_trick must be 0 to 1000 points, not '-1'"),
        ("rubbers=0", "option rubbers must be 1 to 99, as --rubbers, not '0'"),
    ],
)
def test_a_bad_value_says_what_it_must_be_not_what_it_was(pair: str, message: str) -> None:
    with pytest.raises(OptionsError) as caught:
        parse_options([pair])
    assert str(caught.value) == message


def test_the_opening_line_shows_a_trailing_backslash_once() -> None:
    from typer.testing import CliRunner

    from parlor.cli import app

    args = ["jojotte", "--seed", "3", "--think", "0.01", "--name", "Me \\"]
    out = CliRunner().invoke(app, args, input="quit\n").output
    assert out.startswith("Jo-Jotte: Me \\ against Bot (hard)")
