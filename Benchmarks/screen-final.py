#!/usr/bin/env python3
"""When the picker's screen is final after a key, seen from outside.

Usage: screen-final.py CORPUS ROUNDS BINARY...

For each round, and each BINARY in turn (select builds, fzf for the
side-by-side column; in turn so that a noisy machine's drift falls on
all alike), starts BINARY with
`--height 12` on a 160-column pseudo-terminal with CORPUS on stdin, waits
until every line is loaded, then types a query letter by letter (a
different query each round). For each letter it
measures the time from writing the key until the first frame after the
typed query (first rows), until the screen's list rows are the first
rows of what `BINARY --filter QUERY` ranks (screen final: the rows a
person reads are the final ones, whatever the count still says), and
until the last byte of the redraws the key caused (all ranked: a burst
ends after a second of quiet). The screen is kept by pyte, a terminal
emulator (pip install pyte). Prints each binary's medians for first
and later letters, and a summary line for make bench.
"""
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import termios
import fcntl
import time

import pyte

QUIET = 1.0
SAME_FRAME = 0.0005
COLUMNS, LINES = 160, 24
# The rows compared: fewer than the ten a 12-line picker shows, so that
# neither program's chrome decides.
ROWS = 8


def expected_rows(binary, corpus, query):
    with open(corpus, "rb") as stdin:
        out = subprocess.run([binary, "--filter", query], stdin=stdin, capture_output=True).stdout
    return [line.decode("utf-8", "replace") for line in out.split(b"\n")[:ROWS] if line]


def shows(screen, rows):
    """Whether the screen's lines hold `rows`, in order one way or the
    other (fzf lists bottom-up), each at the end of a line of its own."""
    # A scroll bar may end a line.
    lines = [line.rstrip().rstrip("\u2502\u2503\u2590\u2588\u2595\u258f|").rstrip() for line in screen.display]
    places = []
    for row in rows:
        found = [i for i, line in enumerate(lines) if line.endswith(row) and i not in places]
        if not found:
            return False
        places.append(found[0])
    return places == sorted(places) or places == sorted(places, reverse=True)


def family(binary):
    """Which ranking `--filter` gives: every select build ranks alike."""
    return "fzf" if os.path.basename(binary).startswith("fzf") else "select"


def session(binary, corpus, lines, word, expected):
    """Starts the picker, types `word` letter by letter, and returns for
    each letter (first rows, screen final, all ranked) in seconds."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        stdin = os.open(corpus, os.O_RDONLY)
        os.dup2(stdin, 0)
        os.execv(binary, [binary, "--height", "12"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", LINES, COLUMNS, 0, 0))
    screen = pyte.Screen(COLUMNS, LINES)
    stream = pyte.ByteStream(screen)
    seen = b""
    deadline = time.time() + 600
    total = str(lines).encode()
    while time.time() < deadline and (b"/" + total) not in seen:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            data = os.read(fd, 65536)
            stream.feed(data)
            seen = (seen + data)[-4096:]

    def burst(rows):
        started = time.perf_counter()
        times = []
        final = None
        while True:
            ready, _, _ = select.select([fd], [], [], QUIET)
            if not ready:
                break
            stream.feed(os.read(fd, 65536))
            now = time.perf_counter() - started
            times.append(now)
            if final is None and rows and shows(screen, rows):
                final = now
        last = times[-1] if times else QUIET
        later = [t for earlier, t in zip(times, times[1:]) if t - earlier >= SAME_FRAME]
        return (later[0] if later else last), (final if final is not None else last), last

    burst(None)
    keys = []
    for i, key in enumerate(word):
        os.write(fd, key.encode())
        keys.append(burst(expected[word[: i + 1]]))
    os.write(fd, b"\x1b")
    os.waitpid(pid, 0)
    os.close(fd)
    return keys


def main():
    corpus, rounds, binaries = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    words = ["amorl", "sdocp", "hlibv", "utest", "npyio"]
    queries = [words[r % len(words)] for r in range(rounds)]
    expected = {}
    for binary in binaries:
        if family(binary) not in expected:
            expected[family(binary)] = {
                word[: i + 1]: expected_rows(binary, corpus, word[: i + 1])
                for word in queries
                for i in range(len(word))
            }
    lines = sum(1 for _ in open(corpus, "rb"))
    results = {binary: {"first letter": [], "later letters": []} for binary in binaries}
    # In turn, a round of each, so that the machine's drift falls on all.
    for word in queries:
        for binary in binaries:
            for i, key in enumerate(session(binary, corpus, lines, word, expected[family(binary)])):
                results[binary]["first letter" if i == 0 else "later letters"].append(key)
    for binary in binaries:
        print(f"{binary}: over {lines} items, median of {rounds} rounds:")
        print(f"  {'key':<15} {'first rows':>12} {'screen final':>13} {'all ranked':>12}")
        summary = []
        for kind, series in results[binary].items():
            medians = [statistics.median(s[k] for s in series) * 1000 for k in range(3)]
            summary += medians
            print(f"  {kind:<15} {medians[0]:9.1f} ms {medians[1]:10.1f} ms {medians[2]:9.1f} ms")
        print("summary " + " ".join(f"{value:.1f}" for value in summary))


if __name__ == "__main__":
    main()
