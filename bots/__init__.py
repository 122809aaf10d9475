"""Chat front ends: the CLI, the relay and the platform adapters."""
