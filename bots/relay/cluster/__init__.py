"""Runs across restarts and replicas: the run journal and its records (``journal``, ``records``), who
runs what (``ownership``), what a crash or a dead replica left (``recovery``) and how ⏹ reaches the
replica running a run (``cancel_bus``)."""
