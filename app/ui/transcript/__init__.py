"""A conversation's messages, wherever they are shown (the chat, each compare column): the
view, the message widgets, streaming into them, and the presenter that runs a thread's
replies and message actions."""
