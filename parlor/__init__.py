"""parlor: Jotto and Jo-Jotte, two classic parlor games, scored as on paper."""

__version__ = "0.1.0"

__all__ = ["__version__"]
