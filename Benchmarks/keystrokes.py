#!/usr/bin/env python3
"""Keystrokes a person spends finding files they revisit: select without
and with memory (--remember), fzy and fzf, side by side.

Usage: keystrokes.py SELECT_BINARY [VISITS [SEED]]

Builds a deterministic list of about 100,000 paths shaped like a large
source tree (the same every run), then simulates a person with a working
set of 40 of those files, visited VISITS times (default 200) in a seeded
Zipf-like order (the k-th file of the set 1/k as often as the first). On
each visit the person opens the picker and looks at its top 10 rows: if
the file is there they press Down until it is under the cursor and Enter;
otherwise they type the next letter of the file's name and look again
(all of the name typed, they press Down as often as it takes). The cost of
a visit is letters + Downs + Enter.

The rows are each tool's output order, as its picker would show them:
`select --query Q --list` (with --remember, the same ranking code the
picker runs: the matcher, then the lift), `fzy -e Q`, `fzf --filter Q`.
With memory, each choice is made with `select --remember NAME --query Q
--pick N`, N the row chosen, so it is remembered with the query typed, as
Enter in the picker remembers it.

Prints the mean keys of first visits and of revisits per tool. Aims:
revisits at most 3 keys with memory; first visits with memory within 5%
of those without.
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile

WORDS = """
src lib test docs build cmd internal pkg api web ui server client core util
model view store config scripts assets vendor tools parser render event
""".split()
EXTENSIONS = ".c .h .swift .go .rs .py .js .ts .md .txt .json .yaml".split()
ROWS = 10


def make_paths(count):
    """About `count` paths, as make-tree.py would lay them out, in walk order."""
    rng = random.Random(14)
    paths = []
    directories = [""]
    names = set()
    while len(paths) < count:
        parent = directories[rng.randrange(len(directories))]
        if parent.count("/") >= 7:
            continue
        name = rng.choice(WORDS) + str(rng.randrange(100))
        directory = parent + name + "/"
        if directory in names:
            continue
        names.add(directory)
        directories.append(directory)
        for _ in range(min(rng.randrange(5, 41), count - len(paths))):
            paths.append(directory + rng.choice(WORDS) + "_" + rng.choice(WORDS) + str(len(paths))
                         + rng.choice(EXTENSIONS))
    return paths


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
    select_bin = sys.argv[1]
    visits = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    paths = make_paths(100_000)
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

    print(f"keystrokes: {len(paths)} paths, a working set of 40 files, {visits} visits (seed {seed}), "
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
    plain, remembered = results["select"], results["select --remember"]
    print(f"aims: revisits with memory <= 3 keys: {remembered[1]:.2f} "
          f"{'ok' if remembered[1] <= 3 else 'MISSED'}; first visits within 5% of without: "
          f"{remembered[0] / plain[0]:.3f}x {'ok' if remembered[0] <= plain[0] * 1.05 else 'MISSED'}")
    # For make bench's aims table (a line it takes out).
    print(f"summary {remembered[1]:.2f} {remembered[0] / plain[0]:.3f}")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
