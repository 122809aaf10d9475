"""``dexter mcp``: the research tools for other assistants, over the Model Context Protocol."""
