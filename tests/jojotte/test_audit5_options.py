"""Fifth rules audit: the options of rules section 11 against the engine and ``--help``.

The rules list each option as ``key: default|other|...``. Every listed value must be accepted
the way a player types it (``--option key=value``), the first one must be the engine's default,
and ``parlor jojotte --help`` must name every option a player can change.
"""

from __future__ import annotations

import re
from importlib import resources

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.cli import parse_options
from parlor.jojotte.options import DEFAULT_OPTIONS


def section_11() -> dict[str, list[str]]:
    text = (resources.files("parlor.jojotte") / "RULES.md").read_text(encoding="utf-8")
    part = text.split("## 11. Options")[1].split("\n## ")[0]
    return {key: values.split("|") for key, values in re.findall(r"`(\w+): ([^`]+)`", part)}


def test_section_11_lists_every_engine_option_with_its_default_first() -> None:
    listed = section_11()
    assert set(listed) == set(DEFAULT_OPTIONS.to_dict())
    for key, values in listed.items():
        # the first value is the default: parsing it alone changes nothing
        assert parse_options([f"{key}={values[0]}"]) == DEFAULT_OPTIONS, key
        for value in values[1:]:  # each other value is accepted and changes the option
            assert getattr(parse_options([f"{key}={value}"]), key) != getattr(
                DEFAULT_OPTIONS, key
            ), (key, value)


def test_help_names_every_option_a_player_can_change() -> None:
    out = CliRunner().invoke(app, ["jojotte", "--help"], env={"COLUMNS": "200"}).output
    flat = " ".join(out.replace("│", " ").split())
    for key, values in section_11().items():
        if key == "rubbers":
            assert "--rubbers" in flat
        elif len(values) > 1 or key == "last_trick":  # exchange has a single value
            assert f"{key}=" in flat, key
