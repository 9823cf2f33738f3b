"""The helper, as the game's pad since a2a2313 (judge session 11, J2): answers that contradict
each other prove nothing, but a 0 still crosses off its word's letters on its own, unless it is
the one answer that must be wrong if only one is. It said only 'none is proved in or out'."""

from __future__ import annotations

from tests.jotto.test_playtest5_helper import helper


def test_a_zero_on_its_own_is_said() -> None:
    _, out = helper(["whale 2", "shale 0"])
    out = " ".join(out.split())
    assert "none is proved in or out; a 0 on its own crosses off A E H L S (SHALE 0)." in out


def test_the_one_suspect_zero_crosses_nothing() -> None:
    # WHALE 2 and ASHEN 2 each contradict SHALE 0: if only one is wrong, it is SHALE's
    _, out = helper(["shale 0", "whale 2", "ashen 2"])
    last = " ".join(out.split()).rsplit("Letters:", 1)[1]  # (after ASHEN 2)
    assert last.startswith(" the answers contradict each other, so none is proved in or out.")
    assert "crosses off" not in last
