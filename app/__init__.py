"""Comet Desk: a native desktop chat client for CometAPI and OpenAI-compatible endpoints."""

__version__ = "0.1.0"
