"""Real services (Redis, PostgreSQL) that tests start themselves, on loopback, in temp dirs."""
