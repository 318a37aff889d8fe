"""What every job shares: the error family, text made safe for terminals and files, bounded tables.

Imports only ``gbmj_cli.messages`` (an error is a message id and its parameters).
"""
