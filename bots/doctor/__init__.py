"""``dexter doctor``: check the configuration, the store and every configured service with a harmless
call; one row per check with the fix in one Korean sentence; never a secret in the output."""

from bots.doctor.result import Check
from bots.doctor.runner import CHECK_TIMEOUT_S, run_doctor

__all__ = ["CHECK_TIMEOUT_S", "Check", "run_doctor"]
