"""Loopback emulators of the outside services (real HTTP, real SDKs pointed at them)."""
