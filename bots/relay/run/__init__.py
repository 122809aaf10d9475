"""One run, from its progress message to its end state: the lifecycle (``lifecycle``), the agent run
(``agent_run``), the progress state and message (``progress_state``, ``progress_message``, ``editor``,
``edit_budget``), the live view (``live_view``), the answer's delivery, charts, choices, memory and the
run's metrics (``run_metrics``)."""
