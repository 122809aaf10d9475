"""OpenDART: the client (``client``), its wire rows (``wire``, ``rows``, ``values``), status codes, and the
parsers of what it returns — statements, periodic-report tables (``reports``, ``people``), filing documents
(``document`` over ``xml``)."""
