"""Shared by the tournament tests: the worked example's files, read as the commands read them."""

from pathlib import Path

from gbmj_cli.tournament.event import EventFile, Rejected, Unread, read_event

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "tournament" / "spring-open.toml"


def event_from(text: str, path: str = "event.toml") -> EventFile | Rejected:
    return read_event(path, text.encode("utf-8"))


def ledgers_of(event: EventFile, folder: Path) -> dict[str, bytes | Unread]:
    """The ledgers the event file names, read from ``folder`` (a missing one as the CLI reports it)."""
    ledgers: dict[str, bytes | Unread] = {}
    for path in event.ledger_paths():
        try:
            ledgers[path] = (folder / path).read_bytes()
        except OSError as error:
            ledgers[path] = Unread(error.strerror or str(error))
    return ledgers
