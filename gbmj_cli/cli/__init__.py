"""The command line: the only package that imports click and rich (commands, options, Rich views)."""
