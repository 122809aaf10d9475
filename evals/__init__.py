"""Evals, benchmarks and the loopback emulators shared with the tests."""
