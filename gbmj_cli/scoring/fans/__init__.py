"""The fans: the catalogue, their detection on one reading, and the exclusion rules."""
