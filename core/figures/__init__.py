"""THE figure lookup: which filing a figure of a company, period, basis and concept comes from.

The card, quick answers, the agent's financial sub-tools, charts and cross-checks all ask
``FigureLookup``; nothing else decides "this year's report first, then the next one's comparison
column; consolidated first, separate when there is none".
"""

from core.figures.lookup import DividendFigures, FigureLookup, Found, Source

__all__ = ["DividendFigures", "FigureLookup", "Found", "Source"]
