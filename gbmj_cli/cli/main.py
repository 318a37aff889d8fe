"""The ``gbmj`` command group: a thin Click layer over the scoring core.

Each command lives in ``gbmj_cli.cli.commands`` and is imported only when it runs (``LAZY``), with
the core it needs, so that a command pays for its own imports only; ``benchmarks/startup.py``
times ``gbmj score`` against importing Click and Rich.
"""

import importlib

import click

from gbmj_cli import __version__
from gbmj_cli.cli.help import LocalHelpGroup
from gbmj_cli.cli.lang import lang_option, say

# command name -> "module:attribute", imported on first use.
LAZY = {
    "score": "gbmj_cli.cli.commands.score:score",
    "waits": "gbmj_cli.cli.commands.waits:waits",
    "advise": "gbmj_cli.cli.commands.advise:advise",
    "fans": "gbmj_cli.cli.commands.fans:fans",
    "batch": "gbmj_cli.cli.commands.batch:batch",
    "session": "gbmj_cli.cli.commands.session:session",
    "convert": "gbmj_cli.cli.commands.convert:convert",
    "replay": "gbmj_cli.cli.commands.replay:replay",
    "tournament": "gbmj_cli.cli.commands.tournament:tournament",
    "chase": "gbmj_cli.cli.commands.chase:chase",
}


class LazyGroup(LocalHelpGroup):
    """A group that imports a command's module only when that command is asked for.

    A misspelt command gets the closest names (``did you mean``), in the language of the run.
    """

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(LAZY) | set(self.commands))

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in self.commands and name in LAZY:
            module, _, attribute = LAZY[name].partition(":")
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return self.commands.get(name)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            folded = self.get_command(ctx, name.lower())
            if folded is not None:  # SCORE is score
                return name.lower(), folded, args[1:]
            # late: 1-1.5 ms (-X importtime) that only a misspelt command needs
            import difflib

            close = difflib.get_close_matches(name.lower(), self.list_commands(ctx), n=2, cutoff=0.5)
            if close:
                ctx.fail(say("cli.no_such_command_close", name=name, close=" or ".join(close)))
            ctx.fail(say("cli.no_such_command", name=name, commands=", ".join(self.list_commands(ctx))))
        return super().resolve_command(ctx, args)


@click.group(
    cls=LazyGroup,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, "--version", "-V", prog_name="gbmj", message="%(prog)s %(version)s")
@lang_option
@click.pass_context
def cli(ctx: click.Context, lang: str) -> None:
    """gbmj: score Chinese Official Mahjong (MCR, 国标麻将) hands, all 81 fans.

    \b
    gbmj score HAND [flags]   score a winning hand (14 tiles)
    gbmj waits HAND [flags]   what a waiting hand (13 tiles) waits on
    gbmj advise HAND [flags]  what each discard of 14 tiles (the drawn one last) leaves
    gbmj fans [FAN]           the fan catalogue, or one fan
    gbmj batch [FILE|-]       score every line of a file or of standard input
    gbmj session LEDGER|-     settle a table from a referee's ledger
    gbmj convert HAND --to X  write a hand in another notation (tziakcha, botzone, ...)
    gbmj replay [FILE|-]      replay Botzone game logs and check the judge's scores
    gbmj tournament ...       an event of many tables: seat draws and standings
    gbmj chase LEDGER|-       the least total that overtakes each player ahead (追分)

    Notation: 123m = 1-2-3 characters (万), s = bamboo (条), p = dots (饼), E S W N winds,
    C F P dragons (中 发 白); [123m] [555p] [5555s1] claimed sets, {5555s} a concealed kong.
    The last loose tile is the winning tile. Run `gbmj score --help` for the win flags.
    Also read: tziakcha / GB-Mahjong strings ([EEE,2]...1p1p|EE1000|2), Botzone codes
    (W1 T1 B1 F1 J1 H1, PENG W1 1), 1z-4z (5z-7z with --z), Chinese names (一万 红中), full width.
    """
    if ctx.invoked_subcommand is None:  # bare `gbmj`: the help, on standard output, status 0
        click.echo(ctx.get_help())


# Further commands register below, one line each, eagerly (cli.add_command(...)) or in LAZY above.
