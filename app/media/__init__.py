"""media layer."""
