"""Comparing models: the compare session and its saved setups, the difference line, exports."""
