"""Sync rounds: what changed here stamped and sent, what the other machines sent received
and applied, the log kept small, set-up (the storage's format and its encryption are
app.sync)."""
