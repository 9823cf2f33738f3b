"""`parlor jojotte rules` section 2 says which card is the information card under info_card=top.

Section 2 counted the deal out card by card and said cards 20-31 are never seen; with the option
`info_card=top` (section 11) the 20th card is the information card and the 32nd is never seen,
which the count contradicted. The engine's index for it is 19 (the 20th card from the top).
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.options import Options


def test_section_2_names_the_20th_card_under_info_card_top() -> None:
    result = CliRunner().invoke(app, ["jojotte", "rules"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    section2 = text[text.index("2. Dealer and deal") : text.index("3. The auction")]
    assert (
        "(With the option `info_card=top` the 20th card is the information card, and cards "
        "21-32 are never seen.)" in section2
    )


def test_the_engine_takes_the_20th_card_under_info_card_top() -> None:
    assert Options(info_card="top").info_index + 1 == 20
    assert Options().info_index + 1 == 32
