#!/usr/bin/env python3
"""Keystrokes a person spends finding files they revisit: select without
and with memory (--remember), fzy and fzf, side by side.

Usage: keystrokes.py SELECT_BINARY TREE [VISITS [SEED]]

The paths are the files of TREE as `select --walk file` lists them (what
Ctrl-T offers), sorted so that the list is the same on any file system:
`make bench` passes the 100,000-file tree that Benchmarks/make-tree.py
makes, the same every run. A simulated person has a working set of 40 of
those files, visited VISITS times (default 200) in a seeded Zipf-like
order (the k-th file of the set 1/k as often as the first). On each visit
the person opens the picker and looks at its top 10 rows: if the file is
there they press Down until it is under the cursor and Enter; otherwise
they type the next letter of the file's name and look again (all of the
name typed, they press Down as often as it takes). The cost of a visit is
letters + Downs + Enter.

The rows are each tool's output order, as its picker would show them:
`select --query Q --list` (with --remember, the same ranking code the
picker runs: the matcher, then the lift), `fzy -e Q`, `fzf --filter Q`.
With memory, each choice is made with `select --remember NAME --query Q
--pick N`, N the row chosen, so it is remembered with the query typed, as
Enter in the picker remembers it.

Prints the mean keys of first visits and of revisits per tool, and two
figures for revisits with select(1)'s rule for the empty query kept (the
remembered files first, most chosen first): a floor no ranking can beat,
where a revisit costs its row + 1 when the file is among the 10 most
chosen so far and 2 keys (a letter, Enter) otherwise; and what a ranking
that knows this person achieves: for typed letters it lists only the
remembered files the empty query did not show, most chosen first. Aims:
revisits at most 3 keys with memory; first visits with memory within 5%
of those without.
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROWS = 10


def tree_paths(select_bin, tree):
    """The files of `tree`, as --walk lists them, sorted."""
    out = subprocess.run([select_bin, "--walk", "file", "--filter", ""], cwd=tree,
                         stdin=subprocess.DEVNULL, capture_output=True, check=True).stdout
    return sorted(line for line in out.decode("utf-8", "replace").split("\n") if line)


def bounds(sequence):
    """Two figures for revisits that select(1)'s rule for the empty query
    (the remembered files first, most chosen first, then the one chosen
    last) leaves to any ranking: a floor, where a file outside the empty
    query's top rows costs only 2 keys (a letter, Enter), and what a
    ranking that knows this person achieves, one that lists for typed
    letters only the remembered files the empty query did not show, most
    chosen first."""
    counts, last, floor, knowing = {}, {}, [], []
    name = lambda path: path.rsplit("/", 1)[1]
    for visit_number, path in enumerate(sequence):
        if path in counts:
            order = sorted(counts, key=lambda p: (-counts[p], -last[p]))
            if path in order[:ROWS]:
                floor.append(order.index(path) + 1)
                knowing.append(order.index(path) + 1)
            else:
                floor.append(2)
                for letters in range(1, len(name(path)) + 1):
                    shown = [p for p in order[ROWS:] if name(p).startswith(name(path)[:letters])][:ROWS]
                    if path in shown:
                        knowing.append(letters + shown.index(path) + 1)
                        break
        counts[path] = counts.get(path, 0) + 1
        last[path] = visit_number
    return sum(floor) / max(len(floor), 1), sum(knowing) / max(len(knowing), 1)


class Tool:
    """One picker's rows for a query; cached where they cannot change."""

    def __init__(self, name, command, corpus, learns=False, pick=None):
        self.name, self.command, self.corpus = name, command, corpus
        self.learns, self.pick = learns, pick
        self.cache = {}

    def rows(self, query):
        if not self.learns and query in self.cache:
            return self.cache[query]
        with open(self.corpus, "rb") as stdin:
            out = subprocess.run(self.command(query), stdin=stdin, capture_output=True).stdout
        lines = out.decode("utf-8", "replace").split("\n")
        if self.learns:
            # `--list`: "N) path"
            lines = [line.split(") ", 1)[1] for line in lines if ") " in line]
        rows = [line for line in lines if line]
        self.cache[query] = rows
        return rows

    def choose(self, query, row):
        if self.pick:
            with open(self.corpus, "rb") as stdin:
                subprocess.run(self.pick(query, row), stdin=stdin, capture_output=True, check=True)


def visit(tool, path):
    """Keys to reach `path`: letters typed, Downs, Enter."""
    name = path.rsplit("/", 1)[1]
    for letters in range(len(name) + 1):
        query = name[:letters]
        rows = tool.rows(query)
        top = rows[:ROWS] if letters < len(name) else rows
        if path in top:
            row = top.index(path)
            tool.choose(query, row)
            return letters + row + 1
    raise SystemExit(f"{tool.name}: {path} not found by its own name")


def main():
    select_bin, tree = sys.argv[1], sys.argv[2]
    visits = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    rng = random.Random(seed)
    paths = tree_paths(select_bin, tree)
    work = tempfile.mkdtemp(prefix="select-keys-")
    corpus = os.path.join(work, "paths.txt")
    with open(corpus, "w") as f:
        f.write("\n".join(paths) + "\n")
    working_set = rng.sample(paths, 40)
    weights = [1 / (k + 1) for k in range(40)]
    sequence = rng.choices(working_set, weights=weights, k=visits)

    env = dict(os.environ, XDG_STATE_HOME=os.path.join(work, "state"))
    os.environ.update(env)
    tools = [
        Tool("select", lambda q: [select_bin, "--filter", q], corpus),
        Tool("select --remember", lambda q: [select_bin, "--remember", "bench", "--query", q, "--list"],
             corpus, learns=True,
             pick=lambda q, row: [select_bin, "--remember", "bench", "--query", q, "--pick", str(row + 1)]),
    ]
    if shutil.which("fzy"):
        tools.append(Tool("fzy -e", lambda q: ["fzy", "-e", q], corpus))
    for fzf in ["/usr/bin/fzf", shutil.which("fzf")]:
        if fzf and os.path.exists(fzf):
            version = subprocess.run([fzf, "--version"], capture_output=True, text=True).stdout.split()[0]
            tools.append(Tool(f"fzf {version} --filter", lambda q, fzf=fzf: [fzf, "--filter", q], corpus))

    print(f"keystrokes: {len(paths)} paths of {tree}, a working set of 40 files, {visits} visits (seed {seed}), "
          f"top {ROWS} rows; cost = letters + Downs + Enter")
    print(f"{'tool':<28} {'first visits':>13} {'revisits':>10}")
    results = {}
    for tool in tools:
        seen = set()
        first, again = [], []
        for path in sequence:
            keys = visit(tool, path)
            (again if path in seen else first).append(keys)
            seen.add(path)
        results[tool.name] = (sum(first) / len(first), sum(again) / max(len(again), 1))
        print(f"{tool.name:<28} {results[tool.name][0]:>13.2f} {results[tool.name][1]:>10.2f}"
              f"   ({len(first)} first, {len(again)} revisits)")
    floor, knowing = bounds(sequence)
    print(f"{'floor for any ranking':<28} {'':>13} {floor:>10.2f}   (the empty query's rule kept)")
    print(f"{'a ranking knowing the person':<28} {'':>13} {knowing:>10.2f}   (the same, best known)")
    plain, remembered = results["select"], results["select --remember"]
    print(f"aims: revisits with memory <= 3 keys: {remembered[1]:.2f} "
          f"{'ok' if remembered[1] <= 3 else 'MISSED'}; first visits within 5% of without: "
          f"{remembered[0] / plain[0]:.3f}x {'ok' if remembered[0] <= plain[0] * 1.05 else 'MISSED'}")
    # For make bench's aims table (a line it takes out).
    print(f"summary {remembered[1]:.2f} {remembered[0] / plain[0]:.3f}")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
