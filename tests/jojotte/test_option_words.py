"""A rule option's bad value is refused in the command line's words: '... must be X or Y, not
'z''; a huge or long value is not written out."""

from __future__ import annotations

from typing import Any

import pytest

from parlor.jojotte.options import Options, OptionsError


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"info_card": "middle"}, "option info_card must be bottom or top, not 'middle'"),
        ({"fours": "x" * 40}, "option fours must be flat100 or belote, not 'xxxxxxxxxxxxxxxxx...'"),
        ({"exchange": "after"}, "option exchange must be before-melds, not 'after'"),
        ({"no_trump": "maybe"}, "option no_trump must be true or false, not 'maybe'"),
        ({"rubbers": "two"}, "option rubbers must be a whole number, not 'two'"),
        ({"rubbers": 0}, "option rubbers must be at least 1, not 0"),
        (
            {"last_trick": -(10**30)},
            "option last_trick must be 0 or more points, not a number of over 20 digits",
        ),
    ],
)
def test_option_errors_say_what_the_value_must_be_and_what_it_was(
    values: dict[str, Any], message: str
) -> None:
    with pytest.raises(OptionsError) as caught:
        Options.from_dict(values)
    assert str(caught.value) == message
