"""The command line: the only package that imports click and rich (commands, options, how each
command reads its input, Rich views)."""
