"""Round 13: the help says whose secret a side's alphabet is about.

'Your alphabet' on the pad is about the other side's secret, but the help said only that it
'crosses out the letters its answers prove absent': absent from which word, a newcomer asked.
The help still fits a 24-line terminal with the prompt's own 'Now:' lines.
"""

from __future__ import annotations

from tests.jotto.test_screen_prompts import two_people


def test_the_help_names_the_other_side_s_secret() -> None:
    _, out, _ = two_people(["help"], width=80, announce=True)
    text = " ".join(out.split())
    assert (
        "alphabet crosses out the letters its answers prove absent from the other side's secret "
        "and shows those proved present as (E)"
    ) in text
    assert len(out.splitlines()) <= 22
