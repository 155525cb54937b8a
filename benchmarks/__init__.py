"""Reproducible performance scripts; `make bench` runs every bench_*.py here."""
