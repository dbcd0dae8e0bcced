"""Runs a command on a pseudo-terminal of a fixed size and replays what it wrote through pyte.

Usage: replay.py COLUMNS COMMAND [ARG...]

The command gets the pty's slave as its stdin, stdout and stderr (so it is "on a terminal"),
COLUMNS and LINES removed from its environment (as bash leaves them), and the window size set
with TIOCSWINSZ. Everything it writes is fed to a VT100 emulator whose screen is tall enough that
nothing scrolls off. Prints one JSON object:

  status  the command's exit status
  live    each live line drawn (what followed an erase, `ESC [ K`, up to the next), as text
          without colour, with its width in columns
  screen  the emulator's rows at the end, trailing blanks cut, empty rows at the end dropped
  lines   the lines written, colour and erases taken out, each with its width in columns
"""

import fcntl
import json
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time

import pyte
from wcwidth import wcswidth

ERASE = "\r\x1b[K"
COLOUR = re.compile(r"\x1b\[[0-9;]*m")
ROWS = 2000  # nothing scrolls off: a fragment left high up stays on the screen
TIMEOUT_SECONDS = 600


def width(text):
    return max(0, wcswidth(text))


def run(columns, command):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "LOG_LEVEL")}
    env["TERM"] = "xterm"
    process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env,
                               start_new_session=True)
    os.close(slave)
    output = bytearray()
    deadline = time.monotonic() + TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 1)
        if not ready:
            continue
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: every copy of the slave is closed
            break
        if not data:
            break
        output.extend(data)
    else:
        os.killpg(process.pid, 9)
    status = process.wait()
    os.close(master)
    return status, output.decode("utf-8", errors="replace")


def live_lines(text):
    """What the live line drew: after each erase, up to the next erase, newline or return."""
    drawn = []
    for segment in text.split(ERASE)[1:]:
        # A line written above the live line is followed by the live line drawn again; a
        # return without an erase is the generation bar's, not the live line's.
        piece = segment.rpartition("\r\n")[2].split("\r")[0]
        if piece:
            drawn.append(piece)
    plain = [COLOUR.sub("", piece) for piece in drawn]
    return [{"text": piece, "width": width(piece)} for piece in plain if piece]


def main():
    columns = int(sys.argv[1])
    status, text = run(columns, sys.argv[2:])
    screen = pyte.Screen(columns, ROWS)
    pyte.Stream(screen).feed(text)
    rows = [row.rstrip() for row in screen.display]
    while rows and not rows[-1]:
        rows.pop()
    lines = [COLOUR.sub("", line.split(ERASE)[-1].split("\r")[-1])
             for line in text.split("\r\n")]
    print(json.dumps({
        "status": status,
        "live": live_lines(text),
        "screen": rows,
        "lines": [{"text": line, "width": width(line)} for line in lines],
    }))


if __name__ == "__main__":
    main()
