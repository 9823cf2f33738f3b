"""A parlor stopped while writing its save (a closed terminal, a power cut) left the
temporary file of that write in the saves folder for good: the next save of the game
removes it (and leaves other games' files alone)."""

from __future__ import annotations

from parlor.core.saves import Saver, saves_dir


def test_a_save_sweeps_the_temporaries_a_stopped_write_left() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True)
    stale = folder / ".jotto-1.json.k2j4h6g8.tmp"  # as write_bytes_atomic names them
    stale.write_text('{"format": "parlor.jo')
    other = folder / ".jotto-12.json.abcdefgh.tmp"  # another game's
    other.write_text("{")
    warnings: list[str] = []
    saver = Saver(folder / "jotto-1.json", warnings.append)
    saver.save({"format": "parlor.jotto", "version": 1})
    assert not warnings and (folder / "jotto-1.json").is_file()
    assert not stale.exists() and other.exists()
    assert sorted(p.name for p in folder.iterdir() if p.suffix == ".tmp") == [other.name]
