"""Prompt sets in the window: many prompts × several models in a grid, voted row by row."""
