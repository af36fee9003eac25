#!/usr/bin/env python3
"""Creates a deterministic directory tree of empty files, for `make bench`'s
`--walk` row.

    make-tree.py FILES DIRECTORY

The tree imitates a large source checkout: directories 1 to 7 levels deep
holding 5 to 40 files each, some hidden directories (with a `.git` of its
own, which the walk passes over) and a few symbolic links, which it does
not follow. The same FILES always gives the same tree.
"""
import os
import random
import sys

WORDS = """
src lib test docs build cmd internal pkg api web ui server client core util
model view store config scripts assets vendor tools parser render event
""".split()
EXTENSIONS = ".c .h .swift .go .rs .py .js .ts .md .txt .json .yaml".split()


def main():
    count, root = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(14)
    made = 0
    directories = [root]
    while made < count:
        parent = directories[rng.randrange(len(directories))]
        depth = parent[len(root):].count(os.sep)
        if depth >= 7:
            continue
        hidden = rng.random() < 0.03
        name = ("." if hidden else "") + rng.choice(WORDS) + str(rng.randrange(100))
        directory = os.path.join(parent, name)
        if os.path.exists(directory):
            continue
        os.makedirs(directory)
        if not hidden:
            directories.append(directory)
        for _ in range(min(rng.randrange(5, 41), count - made)):
            file = rng.choice(WORDS) + "_" + rng.choice(WORDS) + str(made) + rng.choice(EXTENSIONS)
            open(os.path.join(directory, file), "w").close()
            made += 1
        if rng.random() < 0.01:
            os.symlink("..", os.path.join(directory, "up"))
    os.makedirs(os.path.join(root, ".git", "objects"))
    open(os.path.join(root, ".git", "objects", "pack"), "w").close()


if __name__ == "__main__":
    main()
