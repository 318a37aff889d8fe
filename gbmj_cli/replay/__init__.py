"""Replaying Botzone's Chinese Standard Mahjong logs: the job behind ``gbmj replay`` (docs/replay.md).

A match's lines go in as text; out comes a typed result: the match replayed, each win's hand, win
context, gbmj's score and the judge's payments beside what the log says, or the first bad event,
located. The rules of play and of the payments are those of the judge that wrote the logs
(ailab-pku/Chinese-Standard-Mahjong, ``judge/main.cpp``). Free of click and rich, and of I/O.
"""
