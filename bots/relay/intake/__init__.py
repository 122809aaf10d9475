"""The relay's intake: accepting a delivery once (``dedup``), each conversation's line of runs and the
global cap on runs at once (``queue``, ``gate``), and the per-user daily quota (``quota``)."""
