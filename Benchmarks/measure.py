#!/usr/bin/env python3
"""Runs one command RUNS times; prints its median wall time and peak RSS.

    measure.py RUNS STDIN [PRODUCER...] -- COMMAND...

STDIN is a file for the command's stdin (`-` for none). With PRODUCER, the
command reads from a pipe that PRODUCER writes to (`cat corpus | select`),
and STDIN feeds the producer instead. stdout goes to /dev/null.

Prints `SECONDS KIB`: the median wall time from the first spawn to the
command's exit (a producer still writing is not waited for: `yes | select
--pick 3` is done when select is), and the peak resident set of the command
alone in one more run under GNU time (`-` when /usr/bin/time is missing).

Times come from posix_spawn and a monotonic clock, since GNU time reports
only 10 ms steps, too coarse for a 1 ms start-up. Memory cannot come from
the same runs: a child spawned by Python starts with Python's high-water
mark (Linux keeps it across exec), so every command would seem to use
14 MiB; GNU time forks from a 1 MiB process. A run that fails, or takes
over 60 s, stops the benchmark.
"""
import os
import signal
import statistics
import sys
import tempfile
import time

TIME = "/usr/bin/time"


def spawn(argv, stdin_fd, stdout_fd):
    actions = [(os.POSIX_SPAWN_DUP2, stdin_fd, 0), (os.POSIX_SPAWN_DUP2, stdout_fd, 1)]
    try:
        # Python ignores SIGPIPE and children would inherit that: `yes`
        # must die of it, as in a shell, not complain of EPIPE.
        return os.posix_spawnp(
            argv[0], argv, os.environ, file_actions=actions, setsigdef=[signal.SIGPIPE])
    except FileNotFoundError:
        sys.exit(f"measure.py: no such command: {argv[0]}")


class TimedOut(Exception):
    pass


def on_alarm(signum, frame):
    raise TimedOut


def wait(pid, argv):
    """Waits for `pid`, killing it after 60 s; a failure ends the script.

    A blocking wait, not a polling loop: on a busy machine a short sleep
    oversleeps by milliseconds, which swamps a 1 ms start-up.
    """
    signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, 60)
    try:
        _, status = os.waitpid(pid, 0)
    except TimedOut:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        sys.exit(f"measure.py: timed out: {' '.join(argv)}")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"measure.py: exit status {code}: {' '.join(argv)}")


def run_once(command, stdin_path, producer, null_fd):
    """One run; returns its wall time in seconds."""
    source = os.open(stdin_path if stdin_path != "-" else os.devnull, os.O_RDONLY)
    start = time.perf_counter()
    producer_pid = None
    if producer:
        read_end, write_end = os.pipe()
        producer_pid = spawn(producer, source, write_end)
        os.close(write_end)
        pid = spawn(command, read_end, null_fd)
        os.close(read_end)
    else:
        pid = spawn(command, source, null_fd)
    wait(pid, command)
    elapsed = time.perf_counter() - start
    if producer_pid is not None:
        # An endless producer ends by SIGPIPE at its next write.
        os.waitpid(producer_pid, 0)
    os.close(source)
    return elapsed


def peak_kib(command, stdin_path, producer, null_fd):
    """The command's peak RSS in KiB by GNU time, or `-` without it."""
    if not os.access(TIME, os.X_OK):
        return "-"
    with tempfile.NamedTemporaryFile("r") as report:
        run_once([TIME, "-f", "%M", "-o", report.name, *command], stdin_path, producer, null_fd)
        return report.read().split()[-1]


def main():
    runs, stdin_path = int(sys.argv[1]), sys.argv[2]
    rest = sys.argv[3:]
    split = rest.index("--")
    producer, command = rest[:split], rest[split + 1:]
    null_fd = os.open(os.devnull, os.O_WRONLY)
    seconds = statistics.median(
        run_once(command, stdin_path, producer, null_fd) for _ in range(runs))
    kib = peak_kib(command, stdin_path, producer, null_fd)
    print(f"{seconds:.6f} {kib}")


main()
