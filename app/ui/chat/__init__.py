"""The main conversation: opening, starting and switching chats, what a finished reply means
for the window, and the context-fit prompt."""
