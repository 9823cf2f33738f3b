"""Round 6: a long value given to --option is cut in the error message ('99999999999999999...'),
not printed whole (a 100,000-digit last_trick filled the screen)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.cli import parse_options
from parlor.jojotte.options import OptionsError


@pytest.mark.parametrize(
    ("pair", "why"),
    [
        ("last_trick=" + "9" * 100_000, "option last_trick must be 0 to 1000 points"),
        ("last_trick=" + "x" * 1000, "option last_trick must be 0 to 1000 points"),
        ("no_trump=" + "z" * 1000, "option no_trump must be on or off"),
        ("fours=" + "x" * 1000, "option fours must be flat100 or belote"),
        ("y" * 1000 + "=1", "unknown option"),
        ("=" + "q" * 1000, "write an option as KEY=VALUE"),
    ],
)
def test_a_long_value_is_cut_in_the_message(pair: str, why: str) -> None:
    with pytest.raises(OptionsError) as caught:
        parse_options([pair])
    message = str(caught.value)
    assert message.startswith(why), message[:100]
    # (the fixed part names every option since 99836e1: about 190 characters)
    assert len(message) < 300 and "...'" in message, message[:100]


def test_a_short_bad_value_is_still_shown_whole() -> None:
    with pytest.raises(OptionsError, match=r"not 'belotte'$"):
        parse_options(["fours=belotte"])


def test_the_command_line_error_is_short() -> None:
    result = CliRunner().invoke(app, ["jojotte", "--option", "last_trick=" + "9" * 100_000])
    assert result.exit_code == 2
    assert len(result.output) < 1000 and "99999999999999999..." in result.output
