"""Language-aware text helpers (Korean and English): keyword tokens and dates."""
