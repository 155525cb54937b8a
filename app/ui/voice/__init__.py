"""Voice: dictation into the composer, audio clips attached to a question, and replies read
aloud (docs/voice.md). Built on first use: nothing here loads with the window."""
