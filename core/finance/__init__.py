"""Finance helpers: KRW formatting, the account mapper, ratios and period logic."""
