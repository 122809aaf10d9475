"""The KIS Open API (한국투자증권): the quote client (``client``), its request path (``transport``), access
tokens and where they are kept (``token``, ``vault``), wire rows and neutral results (``wire``, ``models``),
price history, KRX trading hours, and the bundled offline samples (``offline``)."""
