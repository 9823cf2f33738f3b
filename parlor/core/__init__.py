"""What both games share, and nothing game-specific."""
