"""The window around the features: the main window, the controller that wires the presenters,
start-up and shutdown, menus and shortcuts, theme, languages, the single instance."""
