"""Build a ledger in code and settle it, without writing ledger text (docs/session.md §13)."""

from gbmj_cli.records.session_record import session_record
from gbmj_cli.table.ledger import Event, Ledger, Player, Settings
from gbmj_cli.table.session import settle

players = tuple(Player(name) for name in ("Ana", "Bo", "Chen", "Dan"))
events = (
    Event(1, "win", claimants=("Bo",), discarder="Ana", total=12),
    Event(2, "tsumo", player="Chen", tiles="[SSS3]123m456s789p5m5m"),
    Event(3, "penalty", player="Dan", points=10, to="each"),
    Event(3, "draw"),
)
result = settle(Ledger(players, events, Settings(start=500)))
for standing in result.standings:
    print(standing.place, players[standing.player].name, standing.total, standing.table_points)
record = session_record(result, ledger="in code")  # the JSON record, as a dict
print(record["status"], record["balance"])
