"""Capture region: the screen frozen under an overlay, a rectangle dragged on it, and the
region attached to the message like a pasted screenshot."""
