"""Slack front end: the Bolt adapter and the renderer that turns answers into Slack messages."""
