"""The prompt library in the window: the / picker, the variables' form, the manager."""
