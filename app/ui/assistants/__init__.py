"""Assistants: start a chat with a named set-up of instructions, model, tools and knowledge."""
