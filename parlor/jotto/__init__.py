"""Jotto (1955; the 1973 Selchow & Righter rules)."""
