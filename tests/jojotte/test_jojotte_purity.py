"""The engine is pure: no printing, prompting, files, clock or global random state."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import parlor.jojotte

PACKAGE = Path(parlor.jojotte.__file__).parent
ENGINE = [
    "cards.py",
    "actions.py",
    "auction.py",
    "melds.py",
    "play.py",
    "scoring.py",
    "game.py",
    "options.py",
    "text.py",
    "__init__.py",
]
FORBIDDEN_MODULES = {"time", "datetime", "os", "sys", "pathlib", "typer", "rich", "sqlite3", "io"}
FORBIDDEN_CALLS = {"print", "input", "open", "breakpoint", "exec", "eval"}


@pytest.mark.parametrize("name", ENGINE)
def test_engine_module_is_pure(name: str) -> None:
    tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] not in FORBIDDEN_MODULES, alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            assert node.module.split(".")[0] not in FORBIDDEN_MODULES, node.module
            if node.module == "random":
                assert all(a.name == "Random" for a in node.names)
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                assert func.id not in FORBIDDEN_CALLS, f"{name}: {func.id}()"
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id == "random"
            ):
                assert func.attr == "Random", f"{name}: random.{func.attr}() uses global state"


def test_cli_is_the_only_module_importing_typer() -> None:
    for path in PACKAGE.glob("*.py"):
        if not (path.name.startswith("cli") or path.name == "ui.py"):
            assert "import typer" not in path.read_text(encoding="utf-8"), path.name
