"""The history list: rows, groups and folders, search, rename, pin, trash with undo, import and
export."""
