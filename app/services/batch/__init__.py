"""Batch runs, `cometdesk batch`: models, parameters, prompts, the job, its records and
output."""
