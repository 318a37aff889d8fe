"""Batch lines of ``gbmj batch --waits`` and ``--advise``: their own flags, ``--seen`` and ``--wall``.

A waits line is what you would type after ``gbmj waits``, an advise line what you would type
after ``gbmj advise`` (docs/advice.md §10). Both may name tiles on the table (``--seen``, several
times, or ``"seen"`` in JSON); an advise line may give ``--wall``. A line's own value replaces the
batch-wide one, and ``--no-seen`` / ``--no-wall`` drop it. Flags that the line's command does not
take are ``usage`` errors, as they would be on its command line.
"""

from dataclasses import dataclass
from functools import lru_cache

from gbmj_cli.analysis.advice import WALL_MAX, advise, drawn_hand_of
from gbmj_cli.analysis.seen import Seen, SeenError, SeenTilesError, parse_seen
from gbmj_cli.analysis.tenpai import analyse_waits
from gbmj_cli.base.errors import UsageError
from gbmj_cli.batch.line_syntax import ALL_ON_A_LINE, WALL_ONLY, hand_context
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import waiting_hand_of
from gbmj_cli.hands.notations.agreement import hand_flags_for_waits
from gbmj_cli.hands.notations.read import Reading
from gbmj_cli.messages import Msg
from gbmj_cli.records.analysis import advise_record, waits_record


@dataclass(frozen=True, slots=True)
class AnalysisDefaults(WinContext):
    """The defaults of a waits or advise batch: the win context plus a batch-wide ``seen`` and ``wall``.

    ``seen`` is written in hand notation (``""``: nothing seen); the scorer ignores both.
    """

    seen: str = ""
    wall: int | None = None


# The win flags of ``gbmj score`` that ``gbmj advise`` does not take (docs/advice.md §10).
NOT_ADVISE = frozenset(
    [
        "--self-drawn",
        "-z",
        "--discard",
        "--last-tile",
        "--no-last-tile",
        "--kong-draw",
        "--no-kong-draw",
        "--robbing-kong",
        "--no-robbing-kong",
        "--fourth-tile",
        "--no-fourth-tile",
        "--from",
        "--no-from",
        "--base",
    ]
)
NOT_ADVISE_FIELDS = frozenset(
    ["self_drawn", "discard", "last_tile", "kong_draw", "robbing_kong", "fourth_tile", "from", "from_seat", "base"]
)


def analysis_line(
    found: Reading,
    flags: tuple | dict,
    defaults: WinContext,
    text: str,
    line_number: int | None,
    advice: bool,
    all_discards: bool = False,
) -> dict:
    """The waits record (or with ``advice`` the advise record) of one line; raise GbmjError if rejected.

    The hand was read first, so that its errors come first; then come the flags, then ``--seen``.
    """
    parsed = drawn_hand_of(found.tiles) if advice else waiting_hand_of(found.tiles)
    rest, seen_values, wall = _split(flags, defaults, advice)
    ctx = hand_context(rest, defaults, hand_flags_for_waits(found.flags))
    try:
        seen = _seen(seen_values)
    except (SeenError, SeenTilesError) as error:  # its position is in the value, not in the line's hand
        raise type(error)(error.msg, error.value) from None
    if advice:
        return advise_record(advise(parsed, ctx, seen, wall), text, line_number, all_discards)
    return waits_record(analyse_waits(parsed, ctx, seen), text, line_number)


def _split(flags: tuple | dict, defaults: WinContext, advice: bool) -> tuple[tuple | dict, tuple[str, ...], int | None]:
    """Take ``--seen``, ``--wall`` and their ``--no-`` forms out of a line's flags."""
    default_seen = getattr(defaults, "seen", "")
    seen: list[str] = [default_seen] if default_seen else []
    wall = getattr(defaults, "wall", None)
    if type(flags) is dict:
        rest = dict(flags)
        if "all" in rest:
            raise UsageError(ALL_ON_A_LINE)
        if advice:
            for key in rest:
                if key in NOT_ADVISE_FIELDS:
                    raise UsageError(Msg("line.not_advise", name=key))
        if "seen" in rest:
            value = rest.pop("seen")
            if not isinstance(value, str):
                raise UsageError(Msg("line.seen_not_string", value=value))
            seen = [value] if value else []
        if "wall" in rest:
            if not advice:
                raise UsageError(WALL_ONLY)
            wall = _wall(rest.pop("wall"))
        return rest, tuple(seen), wall
    kept: list[str] = []
    own_seen: list[str] | None = None
    words = iter(flags)
    for word in words:
        name, equals, inline = word.partition("=")
        if name == "--all":
            raise UsageError(ALL_ON_A_LINE)
        if advice and name in NOT_ADVISE:
            raise UsageError(Msg("line.not_advise", name=name))
        if name in ("--wall", "--no-wall") and not advice:
            raise UsageError(WALL_ONLY)
        if name in ("--seen", "--wall"):
            if not equals:
                value = next(words, None)
                if value is None:
                    raise UsageError(Msg("flag.needs_value", name=name))
                inline = value
            if name == "--seen":
                own_seen = (own_seen or []) + [inline]
            else:
                wall = _wall(inline)
        elif name in ("--no-seen", "--no-wall"):
            if equals:
                raise UsageError(Msg("line.switch_no_value", name=name))
            if name == "--no-seen":
                own_seen = []
            else:
                wall = None
        else:
            kept.append(word)
    return tuple(kept), tuple(seen if own_seen is None else own_seen), wall


def _wall(value: object) -> int | None:
    """A line's wall count: a whole number from 0 to 136 (JSON null: none)."""
    if value is None:
        return None
    number = None
    if not isinstance(value, bool) and not (isinstance(value, float) and not value.is_integer()):
        try:
            number = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            number = None
    if number is None or not 0 <= number <= WALL_MAX:
        limit = Msg("limit.range", low=0, high=WALL_MAX)
        raise UsageError(Msg("flag.whole_number", option="--wall", limit=limit, value=value))
    return number


@lru_cache(maxsize=256)
def _seen(values: tuple[str, ...]) -> Seen:
    """A line's seen tiles (batch files repeat a few values, the batch-wide one above all)."""
    return parse_seen(values)
