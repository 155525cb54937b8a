"""The quick window: one question from anywhere, in a small window that stays on top."""
