"""How a ``gbmj`` process ends: signals, closed and failing streams, and the documented exit statuses.

This is the console script's entry point. It installs the signal handlers before anything else is
imported, so that Ctrl-C at any moment ends the run with status 130 and one line, never a traceback,
and SIGTERM with 143; then it runs the command group in Click's non-standalone mode and turns every
way a run can end into one sentence on standard error and its status.
"""

import gc
import io
import signal
import sys
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from collections.abc import Callable

    from gbmj_cli.messages import Msg

OK, REJECTED, USAGE = 0, 1, 2
CLAIM_DIFFERS = 3  # --claim: the claimed score differs from the score (an answer, not an error)
INTERNAL = 70  # a bug in gbmj (EX_SOFTWARE): one sentence, no traceback
WORKER_LOST = 71  # a worker process of gbmj batch was killed (EX_OSERR)
STREAM = 74  # standard input or output could not be read or written (EX_IOERR)
INTERRUPTED = 130  # SIGINT: 128 + 2
PIPE_CLOSED = 141  # the reader of standard output went away: 128 + SIGPIPE
TERMINATED = 143  # SIGTERM: 128 + 15


class Interrupted(BaseException):
    """Ctrl-C (SIGINT); a BaseException that Click does not turn into "Aborted!"."""

    status = INTERRUPTED


class Terminated(BaseException):
    """SIGTERM."""

    status = TERMINATED


_pending: "list[Interrupted | Terminated]" = []
"""The signals raised and not yet answered: a raise inside the interpreter's own machinery (the
callback of an import lock) is swallowed, and the run must still end with the signal's status and
sentence. (One that the interpreter wraps in another exception is found by ``wrapped_stop``.)"""


def _stop(stop: "Interrupted | Terminated") -> NoReturn:
    _pending.append(stop)
    raise stop


def answered() -> None:
    """Say that the pending signals are answered: a command that catches Interrupted or Terminated
    and says its own sentence (``gbmj batch``) calls this, so that the run's end does not say another."""
    _pending.clear()


def _interrupt(signum: int, frame: object) -> None:
    _stop(Interrupted())


def _terminate(signum: int, frame: object) -> None:
    _stop(Terminated())


def _unraisable(info: "sys.UnraisableHookArgs") -> None:
    """Keep quiet about a signal the interpreter could not raise (it is pending, answered at the end)."""
    if not isinstance(info.exc_value, (Interrupted, Terminated)):
        sys.__unraisablehook__(info)


def _ignore_signals() -> None:
    """From now on SIGINT and SIGTERM change nothing: the run's status is decided."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)


def install_signal_handlers() -> None:
    """SIGINT and SIGTERM raise Interrupted and Terminated (a SIGINT that the shell ignores stays ignored)."""
    sys.unraisablehook = _unraisable
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _terminate)


def main(args: list[str] | None = None) -> NoReturn:
    """Run ``gbmj`` with the process's arguments and exit with a documented status."""

    def whole_run() -> int:
        install_signal_handlers()  # first: nothing but signal and sys is imported yet
        # late, as every import of gbmj or Click here: after the signal handlers (module docstring)
        from gbmj_cli.batch.output import whole_writes

        whole_writes()  # every command's output written whole, or a failure said (status 74)
        status = run(args)
        _flush()
        # Done and flushed: a signal now could only kill the exit, with no sentence (the interpreter
        # puts the default handlers back as it shuts down), so the status of the run stands.
        _ignore_signals()
        return status

    status = _answering_signals(whole_run)
    # The process ends now, so the objects the command made need no final garbage collection:
    # frozen, they are skipped at exit, which saves about a fifth of the run time.
    gc.freeze()
    sys.exit(status)


def run(args: list[str] | None = None) -> int:
    """Run the command group and return the exit status (messages already written).

    A signal is answered from the first line on, the imports of the command line included.
    The sentences said here, outside any command, are in the default language (GBMJ_LANG, the locale).
    """
    return _answering_signals(lambda: _run(args))


def _answering_signals(work: "Callable[[], int]") -> int:
    """``work``'s status, or the status of the signal that stopped it (or came while it ran, its raise
    swallowed), said in one sentence."""
    try:
        status = work()
        if not _pending:
            return status
        stop = _pending[0]
    except (Interrupted, Terminated) as caught:
        stop = caught
    _ignore_signals()  # answered once: a second Ctrl-C, while the sentence is said, changes nothing
    # late, as every import of gbmj or Click here: after the signal handlers (module docstring)
    from gbmj_cli.messages import Msg

    answered()
    _say(Msg("process.interrupted" if isinstance(stop, Interrupted) else "process.terminated"))
    return stop.status


def _run(args: list[str] | None) -> int:
    # late, as every import of gbmj or Click here: after the signal handlers (module docstring)
    from gbmj_cli.base.errors import PipeClosed, StreamError, wrapped_stop, write_failed
    from gbmj_cli.batch.output import silence_stdout
    from gbmj_cli.messages import Msg

    try:
        if sys.stdout is None:
            raise StreamError(Msg("stream.stdout_closed"))
        import click

        from gbmj_cli.cli.main import cli
        from gbmj_cli.cli.output import sane_terminal_size

        sane_terminal_size()
        _escape_unencodable()

        try:
            result = cli.main(args, prog_name="gbmj", standalone_mode=False)
        except click.ClickException as error:
            error.show(sys.stderr)  # (as errors.to_stderr says why)
            return error.exit_code
        except click.exceptions.Abort:  # end of input at a prompt
            return REJECTED
        return result if isinstance(result, int) else OK
    except (PipeClosed, BrokenPipeError):
        silence_stdout()
        return PIPE_CLOSED
    except OSError as error:  # a write to standard output that no writer turned into a sentence
        silence_stdout()
        _say(Msg("cli.error", message=write_failed(error).msg))
        return STREAM
    except StreamError as error:
        silence_stdout()
        _say(Msg("cli.error", message=error.msg))
        return STREAM
    except Exception as error:  # a bug: say so in one sentence, as a batch line's record would
        stop = wrapped_stop(error)
        if stop is not None:  # no bug: a signal, wrapped by the interpreter
            raise stop from None
        _say(Msg("cli.error", message=Msg("process.internal", error=f"{type(error).__name__}: {error}")))
        return INTERNAL


def _escape_unencodable() -> None:
    """Let standard output and error write what their encoding cannot (``PYTHONIOENCODING=ascii``, a
    Latin-1 locale: the ≥ of a table, a fan's Chinese name) as a backslash escape, not fail on it."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="backslashreplace")


def _say(message: "Msg") -> None:
    """One line on standard error, whatever state it is in, in the default language."""
    try:
        if sys.stderr is not None:
            # late, as every import of gbmj or Click here: after the signal handlers (module docstring)
            from gbmj_cli.base.text import escape_text
            from gbmj_cli.cli.lang import resolve, writable

            sys.stderr.write(escape_text(message.text(writable(resolve(None)))) + "\n")
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _flush() -> None:
    """Flush standard output now, so that a write that fails is reported instead of ignored at exit."""
    # late, as every import of gbmj or Click here: after the signal handlers (module docstring)
    from gbmj_cli.base.errors import PipeClosed, StreamError, write_failed
    from gbmj_cli.batch.output import silence_stdout
    from gbmj_cli.messages import Msg

    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except (BrokenPipeError, PipeClosed):
        silence_stdout()
        sys.exit(PIPE_CLOSED)
    except (OSError, StreamError) as error:
        silence_stdout()
        _say(Msg("cli.error", message=error.msg if isinstance(error, StreamError) else write_failed(error).msg))
        sys.exit(STREAM)
