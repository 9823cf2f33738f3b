"""Jo-Jotte: Culbertson's two-player game of the Jass family, as a pure rules engine."""
