#!/usr/bin/env python3
"""Writes a deterministic corpus of file paths, one a line, for `make bench`.

    make-corpus.py LINES OUTPUT

The paths imitate what people pipe into a picker (`find /`, `git ls-files`):
Debian-style system trees, source trees in several languages, home
directories and node_modules, at depths from 2 to about 12, so that fuzzy
queries match a realistic share of lines. A fixed seed and only
`random.Random` methods whose output Python keeps stable make every run
byte-identical; lines average about 76 bytes, as `find /` does here.
"""
import random
import sys

WORDS = """
app core util lib net http json xml yaml parse render view model order user
account billing cache config data debug error event file format graph image
index io kernel layout log mail map media memory network node option page
path plugin pool print queue record report request resource route schema
search server service session shell socket sort source stream string style
sync table task test text theme thread time token tool tree type update
upload value vector widget window worker zone alpha beta gamma delta sigma
""".split()

PACKAGES = """
python3-numpy python3-requests python3-yaml python3-six libssl3 libc6 libgtk-3
libglib2.0 coreutils bash openssh-client git gcc-12 binutils perl-base
ruby3.1 nodejs golang-1.19 rustc libxml2 zlib1g libpng16 fonts-dejavu
systemd dbus apt dpkg vim-runtime emacs-common texlive-base ghostscript
""".split()

SWIFT_DIRS = "Models Views Controllers Services Networking Storage Utilities".split()
EXTENSIONS = "py c h swift go rs js ts md txt json html css rb pl sh gz png svg".split()
USERS = "alice bob carol dave erin".split()


def word(rng):
    return rng.choice(WORDS)


def name(rng):
    """A file stem in one of the naming styles trees actually use."""
    style = rng.randrange(4)
    parts = [word(rng) for _ in range(rng.randrange(1, 5))]
    if style == 0:
        return "_".join(parts)
    if style == 1:
        return "-".join(parts)
    if style == 2:
        return "".join(p.capitalize() for p in parts)
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def middle(rng, low, high):
    return [word(rng) for _ in range(rng.randrange(low, high))]


def path(rng):
    kind = rng.randrange(10)
    if kind < 3:
        pkg = rng.choice(PACKAGES)
        area = rng.choice(["doc", "locale", "man/man1", "icons/hicolor/48x48", pkg])
        parts = ["usr", "share", area, pkg] + middle(rng, 2, 7)
        return "/".join(parts + [name(rng) + "." + rng.choice(EXTENSIONS)])
    if kind < 5:
        pkg = rng.choice(PACKAGES).removeprefix("python3-")
        parts = ["usr", "lib", "python3", "dist-packages", pkg] + middle(rng, 2, 7)
        return "/".join(parts + [name(rng) + ".py"])
    if kind < 7:
        app = rng.choice(["app", "Sources/" + name(rng).capitalize(), "src/app"])
        parts = [app, rng.choice(SWIFT_DIRS)] + middle(rng, 2, 5)
        stem = "".join(w.capitalize() for w in (word(rng), word(rng)))
        return "/".join(parts + [stem + ".swift"])
    if kind < 9:
        user = rng.choice(USERS)
        project = name(rng)
        parts = ["home", user, "projects", project, "src"] + middle(rng, 3, 8)
        return "/".join(parts + [name(rng) + "." + rng.choice(EXTENSIONS)])
    parts = ["home", rng.choice(USERS), "web", "node_modules", "@" + word(rng), name(rng)]
    parts += ["dist"] + middle(rng, 1, 5)
    return "/".join(parts + [name(rng) + ".js"])


def main():
    lines, output = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(20240601)
    with open(output, "w", encoding="ascii", newline="\n") as out:
        batch = []
        for _ in range(lines):
            batch.append(path(rng))
            if len(batch) == 10000:
                out.write("\n".join(batch) + "\n")
                batch.clear()
        if batch:
            out.write("\n".join(batch) + "\n")


main()
