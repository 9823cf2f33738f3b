"""Round 6: numbers typed at a prompt or in --option do not depend on the entry point's raised
limit of digits (int() of over 4,300 digits fails by Python's default), and a long value is cut
in the error message."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from parlor.jojotte.cli import parse_options
from parlor.jojotte.options import OptionsError

from .test_ui import partial, session


@pytest.fixture
def python_limit() -> Iterator[None]:
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)  # Python's default: CliRunner, python -c
    yield
    sys.set_int_max_str_digits(old)


@pytest.mark.usefixtures("python_limit")
def test_a_huge_number_at_a_prompt_is_refused_in_one_line() -> None:
    s = session(partial(1, 13), [])
    deal = s.sitting.current
    assert deal is not None
    choices = s.choice_texts(deal, deal.legal_actions())
    for text in ("9" * 5000, "9" * 5000 + ")", "0" * 4999 + "8"):
        answer = s.parse(text, deal, choices)
        assert answer == "choose a number from 1 to 7", text[:10]
    assert s.parse("0" * 4999 + "2", deal, choices) == choices[1][0]


@pytest.mark.usefixtures("python_limit")
def test_a_huge_number_in_an_option_is_out_of_range_not_an_error_of_python() -> None:
    for value, why in (
        ("9" * 5000, "option last_trick must be 0 to 1000 points"),
        ("-" + "9" * 5000, "option last_trick must be 0 to 1000 points"),
        ("9_" * 3000 + "9", "option last_trick must be 0 to 1000 points"),
    ):
        with pytest.raises(OptionsError, match=why):
            parse_options([f"last_trick={value}"])
    with pytest.raises(OptionsError, match="option rubbers must be 1 to 99"):
        parse_options(["rubbers=" + "1" * 5000])
    assert parse_options(["last_trick=0000000000000005"]).last_trick == 5


@pytest.mark.usefixtures("python_limit")
def test_leading_zeros_in_an_option_do_not_count() -> None:
    assert parse_options(["last_trick=" + "0" * 5000 + "20"]).last_trick == 20
    assert parse_options(["last_trick=" + "0" * 5000]).last_trick == 0
