#!/usr/bin/env python3
"""What a memory costs `--filter`: the same query over the corpus without
memory, with a memory of 1,000 items none of which was chosen with the
query (the lift has nothing to do), and with one whose 1,000 items were all
chosen with it (the lift hashes every match of a length remembered).

Usage: memory-speed.py SELECT_BINARY CORPUS RUNS QUERY...

Prints the fastest wall time of each case (and CPU time) and its ratio to no memory, per
query (aim: at most 1.05x). With MEMORY_STATE set, the memories are made
there and kept (the 1,000 others are named `elsewhere`), for make bench's
picker row with memory.
"""
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def timed(commands, corpus, runs):
    """The fastest wall time and CPU time (user + system) of each command,
    run in turns, so that a busy machine slows them alike."""
    walls = [[] for _ in commands]
    cpus = [[] for _ in commands]
    for _ in range(runs):
        for n, command in enumerate(commands):
            with open(corpus, "rb") as stdin:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                started = time.perf_counter()
                subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, check=False)
                walls[n].append(time.perf_counter() - started)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpus[n].append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return [min(w) for w in walls], [min(c) for c in cpus]


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
    print(f"{'--filter QUERY, fastest of ' + str(runs):<30} {'no memory':>10} {'1,000 other':>12} "
          f"{'1,000 for Q':>12}  ratios, wall (CPU); aim <= 1.05x")
    summary = ([], [])
    for query in queries:
        matching = subprocess.run([select_bin, "--filter", query], stdin=open(corpus, "rb"),
                                  capture_output=True).stdout.split(b"\n")[:-1]
        name = "for-" + query
        fill(select_bin, name, rng.sample(matching, min(1000, len(matching))), query)
        (base, other, same), (base_cpu, other_cpu, same_cpu) = timed([
            [select_bin, "--filter", query],
            [select_bin, "--remember", "elsewhere", "--filter", query],
            [select_bin, "--remember", name, "--filter", query]], corpus, runs)
        print(f"{query!r:<30} {base * 1000:>8.0f}ms {other * 1000:>10.0f}ms {same * 1000:>10.0f}ms"
              f"  {other / base:.2f}x ({other_cpu / base_cpu:.2f}x) {same / base:.2f}x ({same_cpu / base_cpu:.2f}x)")
        summary[0].append(f"{other / base:.2f}x")
        summary[1].append(f"{same / base:.2f}x")
    # For make bench's aims table (a line it takes out).
    print("summary", ",".join(summary[0]), ",".join(summary[1]))
    if not os.environ.get("MEMORY_STATE"):
        shutil.rmtree(state)


if __name__ == "__main__":
    main()
