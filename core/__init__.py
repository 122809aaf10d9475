"""Korean Dexter core: agent, model interface, tools, data layer. Imports no platform or vendor SDK."""
