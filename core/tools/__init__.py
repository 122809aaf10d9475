"""Tools the agent can call and the registry that binds them."""

from core.tools.registry import Tool, ToolContext, ToolOutput, ToolRegistry, tool

__all__ = ["Tool", "ToolContext", "ToolOutput", "ToolRegistry", "tool"]
