"""What is being written: the text box and its frame, image attachments, documents, drafts, and
the presenter that owns them in chat and compare alike."""
