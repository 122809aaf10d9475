"""Which provider serves a model name (DESIGN §3: ``DEXTER_MODEL``) — apart from ``core.model``'s message
types, so a keyless start (the registry finding no key for the default model) loads none of them."""

from __future__ import annotations

#: model-name prefix → the provider that serves it
_PREFIXES = (("scripted:", "scripted"), ("ollama:", "ollama"), ("openai:", "openai-compatible"))


def provider_of(name: str) -> str | None:
    """Which provider serves a model name: ``claude-*`` anthropic, ``gpt-*``/``o<digit>*`` openai,
    ``openai:`` openai-compatible, ``ollama:``, ``scripted:``; ``None`` for a name no rule matches. The
    registry, ``doctor`` and ``/metrics`` all ask this one function."""
    for prefix, provider in _PREFIXES:
        if name.startswith(prefix):
            return provider
    if name.startswith("claude-"):
        return "anthropic"
    if name.startswith("gpt-") or (len(name) > 1 and name[0] == "o" and name[1].isdigit()):
        return "openai"
    return None
