"""Real PostgreSQL and Redis servers started on loopback in temp dirs, for the benchmarks and the tests."""
