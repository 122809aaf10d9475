"""Model providers behind the neutral interface of core.model."""
