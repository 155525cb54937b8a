"""Models side by side: the columns, the blind arena, the diff, the leaderboard and the compare
export."""
