"""Listed companies: the corp-code list (``corpcode_format`` on the wire, ``corpcodes`` in the store), name
keys and Hangul matching, the resolver (``resolver``), the name policy with its market-cap snapshot, and the
companies people ask about that are not listed here (``not_listed``)."""
