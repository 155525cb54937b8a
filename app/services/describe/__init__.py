"""Describing images in bulk: the files, the job and its store, prompts, rows and output."""
