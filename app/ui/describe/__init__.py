"""Describe images: a folder or a selection described one row per image, to a file."""
