"""Sync in the window: the status line at the foot of the sidebar, the rounds it runs in
the background, and the dialog where the storage and passphrase are set."""
