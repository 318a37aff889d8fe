"""Batch plumbing: reading lines in chunks, scoring them in order over worker processes, the summary."""
