"""The prompt library and prompt sets: saved prompts, sets, their store and a set's run."""
