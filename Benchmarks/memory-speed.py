#!/usr/bin/env python3
"""What a memory costs `--filter`: the same query over the corpus without
memory, with a memory of 1,000 items none of which was chosen with the
query (the lift has nothing to do), and with one whose 1,000 items were all
chosen with it (the lift hashes every match of a length remembered).

Usage: memory-speed.py SELECT_BINARY CORPUS RUNS QUERY...

Prints the median wall time of each case and its ratio to no memory, per
query (aim: at most 1.05x). With MEMORY_STATE set, the memories are made
there and kept (the 1,000 others are named `elsewhere`), for make bench's
picker row with memory.
"""
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def timed(command, corpus, runs):
    times = []
    for _ in range(runs):
        with open(corpus, "rb") as stdin:
            started = time.perf_counter()
            subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, check=False)
            times.append(time.perf_counter() - started)
    return statistics.median(times)


def fill(select_bin, name, lines, query=None):
    """Remembers each of `lines` as chosen with `query`, or with the first
    two letters of its file name."""
    for line in lines:
        typed = query if query is not None else line.rsplit(b"/", 1)[-1][:2].decode("utf-8", "replace")
        subprocess.run([select_bin, "--remember", name, "--query", typed, "--pick", "1"],
                       input=line + b"\n", capture_output=True, check=True)


def main():
    select_bin, corpus, runs, queries = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
    state = os.environ.get("MEMORY_STATE") or tempfile.mkdtemp(prefix="select-memory-speed-")
    os.environ["XDG_STATE_HOME"] = state
    with open(corpus, "rb") as f:
        lines = f.read().split(b"\n")[:-1]
    rng = random.Random(23)
    # Chosen with queries no bench query begins (but the empty one, which
    # every query begins).
    others = [line for line in lines if not line.rsplit(b"/", 1)[-1][:1].lower() in (b"s", b"a", b"u")]
    fill(select_bin, "elsewhere", rng.sample(others, 1000))
    print(f"{'--filter QUERY, median of ' + str(runs):<34} {'no memory':>10} {'1,000 other':>12} "
          f"{'1,000 for Q':>12}  ratios (aim <= 1.05x)")
    summary = ([], [])
    for query in queries:
        matching = subprocess.run([select_bin, "--filter", query], stdin=open(corpus, "rb"),
                                  capture_output=True).stdout.split(b"\n")[:-1]
        name = "for-" + query
        fill(select_bin, name, rng.sample(matching, min(1000, len(matching))), query)
        base = timed([select_bin, "--filter", query], corpus, runs)
        other = timed([select_bin, "--remember", "elsewhere", "--filter", query], corpus, runs)
        same = timed([select_bin, "--remember", name, "--filter", query], corpus, runs)
        print(f"{query!r:<34} {base * 1000:>8.0f}ms {other * 1000:>10.0f}ms {same * 1000:>10.0f}ms"
              f"  {other / base:.3f}x {same / base:.3f}x")
        summary[0].append(f"{other / base:.2f}x")
        summary[1].append(f"{same / base:.2f}x")
    # For make bench's aims table (a line it takes out).
    print("summary", ",".join(summary[0]), ",".join(summary[1]))
    if not os.environ.get("MEMORY_STATE"):
        shutil.rmtree(state)


if __name__ == "__main__":
    main()
