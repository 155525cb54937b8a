"""Tools ▸ Knowledge bases…: the bases, their indexing, watched folders, direct search,
and a chat's passages opened from its [n] citations."""
