#!/usr/bin/env python3
"""Resident memory of a picker holding a large corpus, driven through a pty.

Usage: picker-memory.py CORPUS PICKER [ARGUMENTS...]

Starts PICKER (select or fzf) on a pseudo-terminal with CORPUS on stdin,
waits until its count reads N/N (every line loaded) and a second passes
without output, and reads its resident memory (VmRSS in /proc/PID/status);
then types two letters, waits for the ranking to settle the same way, and
reads it again, with the peak so far (VmHWM). Prints one line:

  LOADED_KIB TYPED_KIB PEAK_KIB
"""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time

QUIET = 1.0


def memory(pid):
    """VmRSS and VmHWM of pid, in KiB."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0])
    return fields["VmRSS"], fields["VmHWM"]


def settle(fd, wanted=None, deadline=120):
    """Reads until `wanted` was seen (if given) and QUIET seconds pass."""
    seen = b""
    ends = time.time() + deadline
    while time.time() < ends:
        ready, _, _ = select.select([fd], [], [], QUIET)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            # A picker with --height asks where the cursor is (fzf waits
            # for the answer before it draws): the top left corner.
            for _ in range(data.count(b"\x1b[6n")):
                os.write(fd, b"\x1b[1;1R")
            seen = (seen + data)[-4096:]
        elif wanted is None or wanted in seen:
            return
    sys.exit(f"picker-memory: no settled screen after {deadline} s")


def main():
    corpus, argv = sys.argv[1], sys.argv[2:]
    lines = sum(1 for _ in open(corpus, "rb"))
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        # A pty starts 0x0, where fzf draws nothing: 24 rows of 80.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        stdin = os.open(corpus, os.O_RDONLY)
        os.dup2(stdin, 0)
        os.execvp(argv[0], argv)
    settle(fd, b"/" + str(lines).encode())
    loaded, _ = memory(pid)
    for key in b"ab":
        os.write(fd, bytes([key]))
        settle(fd)
    typed, peak = memory(pid)
    os.write(fd, b"\x1b")
    settle(fd, deadline=10)
    os.waitpid(pid, 0)
    print(loaded, typed, peak)


if __name__ == "__main__":
    main()
