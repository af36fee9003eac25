#!/usr/bin/env python3
"""Keystroke-to-frame latency of the picker, driven through a pseudo-terminal.

Usage: latency.py SELECT_BINARY CORPUS [ROUNDS [PREVIEW_COMMAND]]

Starts `select --height 12` on a pty with CORPUS on stdin (with
`--preview PREVIEW_COMMAND` when given: a slow preview must not slow the
keys), waits until every line is loaded, then types a query letter by letter, erases it, and moves
the cursor, ROUNDS times (a different query each round). For each key it measures the time from writing the
key until the first byte written back (the query shown), until the next
frame (the first rows of a long ranking), and until the last
byte of the redraws it caused (everything ranked; a burst ends after a
second of quiet), and the bytes written. Prints medians per kind of key.
"""
import os
import pty
import select
import statistics
import sys
import time

QUIET = 1.0


# Reads closer together than this are one frame: the picker writes a
# frame in one write(2), which the pty may hand over in pieces.
SAME_FRAME = 0.0005


def read_burst(fd, started):
    """Reads until QUIET seconds pass without output.

    Returns seconds to the first byte, to the first frame after the first
    one (the first rows of a long ranking, drawn after the typed query
    alone), to the last byte, and the bytes written."""
    times = []
    count = 0
    while True:
        ready, _, _ = select.select([fd], [], [], QUIET)
        if not ready:
            break
        count += len(os.read(fd, 65536))
        times.append(time.perf_counter() - started)
    if not times:
        return (QUIET, QUIET, QUIET, 0)
    later = [t for earlier, t in zip(times, times[1:]) if t - earlier >= SAME_FRAME]
    return (times[0], later[0] if later else times[0], times[-1], count)


def main():
    binary, corpus = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    preview = sys.argv[4:5]
    lines = sum(1 for _ in open(corpus, "rb"))
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        stdin = os.open(corpus, os.O_RDONLY)
        os.dup2(stdin, 0)
        # SELECT_BENCH_ARGS: more options, as words (make bench's memory row).
        extra = os.environ.get("SELECT_BENCH_ARGS", "").split()
        os.execv(binary, [binary, "--height", "12"] + extra + (["--preview", preview[0]] if preview else []))
    # Wait for the whole corpus: the count reads N/N once loading ends.
    seen = b""
    deadline = time.time() + 300
    total = str(lines).encode()
    while time.time() < deadline and (b"/" + total) not in seen:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            seen = (seen + os.read(fd, 65536))[-4096:]
    read_burst(fd, time.perf_counter())
    kinds = {"first letter": [], "later letters": [], "backspace": [], "down": []}
    sizes = {kind: [] for kind in kinds}
    echoes = {kind: [] for kind in kinds}
    firsts = {kind: [] for kind in kinds}

    def press(kind, key):
        started = time.perf_counter()
        os.write(fd, key)
        echo, first, seconds, count = read_burst(fd, started)
        echoes[kind].append(echo)
        firsts[kind].append(first)
        kinds[kind].append(seconds)
        sizes[kind].append(count)

    # A different query each round: a query typed before is ranked
    # already, and typing must be measured, not remembering.
    words = ["amorl", "sdocp", "hlibv", "utest", "npyio"]
    for round in range(rounds):
        for position, key in enumerate(words[round % len(words)]):
            press("first letter" if position == 0 else "later letters", key.encode())
        for _ in range(5):
            press("backspace", b"\x7f")
        for _ in range(5):
            press("down", b"\x1b[B")
    os.write(fd, b"\x1b")
    os.waitpid(pid, 0)
    with_preview = f", preview '{preview[0]}' (its output in the last column)" if preview else ""
    print(f"picker latency over {lines} items{with_preview}, median of {rounds} rounds:")
    print(f"  {'key':<15} {'query shown':>12} {'first rows':>12} {'all ranked':>12} {'bytes':>7}")
    for kind in kinds:
        print(f"  {kind:<15} {statistics.median(echoes[kind]) * 1000:9.1f} ms"
              f" {statistics.median(firsts[kind]) * 1000:9.1f} ms"
              f" {statistics.median(kinds[kind]) * 1000:9.1f} ms {statistics.median(sizes[kind]):7.0f}")
    # For make bench's aims (a line it takes out): medians over every
    # letter typed (erasing goes back to rankings the picker kept), then
    # first rows and all ranked for first letters and for later ones, and
    # first rows after a backspace (the aims at ten million lines).
    typed = ("first letter", "later letters")
    apart = [statistics.median(series[kind]) * 1000 for kind in typed for series in (firsts, kinds)]
    print(f"summary {statistics.median(sum((firsts[k] for k in typed), [])) * 1000:.1f}"
          f" {statistics.median(sum((kinds[k] for k in typed), [])) * 1000:.1f}"
          f" {' '.join(f'{value:.1f}' for value in apart)}"
          f" {statistics.median(firsts['backspace']) * 1000:.1f}")


if __name__ == "__main__":
    main()
