"""Judge, session 11 (K3): the line after a deal's result that gives what the deal wrote on the
sheet says so ('This deal on the sheet: above ...'); it said 'Sheet: above You 600 ...', read
as the sheet's totals (1200 above the line by then)."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_the_deals_entries_are_said_as_the_deals() -> None:
    # Example 1, played to its end: A's hearts made; the sheet's totals are on the sheet above.
    text = run_until_end_of_input(session(partial(1, 23), []))
    assert "This deal on the sheet: above You 80, B 31; below You 88, B 0." in text
    assert "\nSheet: above" not in text
