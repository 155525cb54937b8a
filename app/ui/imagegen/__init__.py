"""Image models in the composer: the image mode's size, quality and count controls."""
