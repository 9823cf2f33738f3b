"""``python -m parlor``."""

from parlor.cli import main

main()
