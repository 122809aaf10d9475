"""``dexter doctor``: check the configuration, the store and every configured service with a harmless
call; one row per check with the fix in one Korean sentence; never a secret in the output.

The command (``bots.doctor.cli``) is part of every ``dexter`` start, so this package imports nothing: the
checks (``bots.doctor.runner``) load when the command runs.
"""
