"""Round 14 (core): the -o file's extension decides the format, also for a name that is all
extension: -o .pdf wrote plain text into a file called .pdf (Python sees no suffix in a name
that starts with its only dot)."""

from __future__ import annotations

from pathlib import Path

import pytest

from parlor.core.render_output import choose_format


@pytest.mark.parametrize(
    ("name", "fmt"),
    [(".pdf", "pdf"), (".SVG", "svg"), (".html", "html"), (".txt", "text"), (".hidden", "text")],
)
def test_a_name_that_is_all_extension(name: str, fmt: str) -> None:
    assert choose_format(None, Path(name)) == fmt
    assert choose_format(None, Path("out") / name) == fmt


def test_names_with_an_extension_are_as_before() -> None:
    assert choose_format(None, Path("pads.PDF")) == "pdf"
    assert choose_format(None, Path("pads")) == "text"
    assert choose_format("svg", Path(".pdf")) == "svg"
