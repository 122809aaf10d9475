"""Atomic sub-tools: thin typed calls into the data layer returning ``{"data", "sources"}``."""
