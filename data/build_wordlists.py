#!/usr/bin/env python3
"""Build parlor's word lists (five letters, and four and six for the word-length variant) from
SCOWL, deterministically.

Source: SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, as shipped by Debian's
``scowl`` package (``apt-get install scowl``) under ``/usr/share/dict/scowl``. Its licence is in
``LICENSE-SCOWL.txt`` beside the lists.

Outputs for five-letter words (all lower-case, one word a line, sorted, unique, ``^[a-z]{5}$``):

``valid.txt``
    Every word of SCOWL size 70 and below, in every spelling (American, British, British -ize,
    Canadian, Australian and the variant_1/variant_2 lists). Only the "words" lists are read, so
    proper names, upper-case words, abbreviations and contractions never enter; words with
    accents (foreign loans such as ``café``) fail the ``[a-z]`` test and are left out.
``common.txt``
    The words a person knows: the ``english`` and ``american`` word lists of size 35 and below
    (SCOWL's "common" level). The bot hides its secret among these. Always a subset of valid.
``levels.tsv``
    ``word<TAB>size`` for every valid word: the smallest SCOWL size that holds it (10 = the most
    common words ... 70 = rare). A frequency prior for the bots.

The word-length variant's lists are built the same way from the same SCOWL lists, with the
length in the name: ``valid4.txt``, ``common4.txt``, ``levels4.tsv`` (``^[a-z]{4}$``) and
``valid6.txt``, ``common6.txt``, ``levels6.tsv`` (``^[a-z]{6}$``). The five-letter files keep
their names (and bytes).

Run ``python data/build_wordlists.py`` (optionally ``--scowl DIR``); the output is the same
every time for the same SCOWL release.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

SIZES = (10, 20, 35, 40, 50, 55, 60, 70)
VALID_MAX = 70
COMMON_MAX = 35
VALID_SPELLINGS = (
    "english",
    "american",
    "british",
    "british_z",
    "canadian",
    "australian",
    "variant_1",
    "variant_2",
)
COMMON_SPELLINGS = ("english", "american")
LENGTHS = (5, 4, 6)
"""Word lengths built: 5 (the game), then 4 and 6 (the word-length variant)."""


def suffix(length: int) -> str:
    """The file-name suffix of a length's lists: none for 5 (``valid.txt``), else the length."""
    return "" if length == 5 else str(length)


def read_list(path: Path, length: int = 5) -> set[str]:
    word = re.compile(rf"^[a-z]{{{length}}}$")
    words: set[str] = set()
    raw = path.read_bytes().decode("utf-8", errors="replace")
    for line in raw.splitlines():
        w = line.strip()
        if word.match(w):
            words.add(w)
    return words


def build(scowl: Path, length: int = 5) -> tuple[list[str], list[str], dict[str, int]]:
    level: dict[str, int] = {}
    common: set[str] = set()
    for size in SIZES:
        for spelling in VALID_SPELLINGS:
            path = scowl / f"{spelling}-words.{size}"
            if not path.exists():
                continue
            words = read_list(path, length)
            for w in words:
                level.setdefault(w, size)
            if spelling in COMMON_SPELLINGS and size <= COMMON_MAX:
                common |= words
    valid = sorted(w for w, s in level.items() if s <= VALID_MAX)
    return valid, sorted(common), {w: level[w] for w in valid}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--scowl", type=Path, default=Path("/usr/share/dict/scowl"))
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    args = ap.parse_args(argv)
    if not args.scowl.is_dir():
        print(f"SCOWL not found at {args.scowl}: apt-get install scowl", file=sys.stderr)
        return 1
    for length in LENGTHS:
        valid, common, levels = build(args.scowl, length)
        assert set(common) <= set(valid)
        sfx = suffix(length)
        (args.out / f"valid{sfx}.txt").write_text(
            "".join(w + "\n" for w in valid), encoding="ascii"
        )
        (args.out / f"common{sfx}.txt").write_text(
            "".join(w + "\n" for w in common), encoding="ascii"
        )
        (args.out / f"levels{sfx}.tsv").write_text(
            "".join(f"{w}\t{s}\n" for w, s in levels.items()), encoding="ascii"
        )
        print(f"{length} letters: valid: {len(valid)} words, common: {len(common)} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
