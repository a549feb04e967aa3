#!/usr/bin/env python3
"""Kills the real `starboard` program with SIGKILL while it writes its autosave (issue 13;
docs/reliability.md), the complement of sigkill.sh, which kills a program built from the
app's classes in a loop of saves.

    tests/reliability/sigkill_app.py STARBOARD STARBOARD_CLI [KILLS]

Each round opens one position of a recorded Galaxy of D game with `starboard --load`
(offscreen, in a scratch profile). The program autosaves the position it opens: the
script watches the data folder, and as soon as a file of the autosave appears
(`autosave.json.XXXXXX`, `autosave.turn-N.json.XXXXXX`, or the file itself when it is new:
Qt writes an unnamed O_TMPFILE and links it to its name; inotify tells at once) it kills
the program 0 to 5 ms later, while the save's steps run (write, flush, rename, the .bak,
the generation, the folder syncs); a round in which none appears within 5 s is killed
then (it counts apart). After
each kill every autosave file left (autosave.json, its .bak, the generations) must pass
`starboard-cli validate` and `replay`, and hold exactly the actions of one of the
positions opened so far (a complete version, never a mixture or a part). The next round
starts on the profile the kill left (the dead process's lock, any temporary file); at the
end one more start must remove every temporary file. Exit 0 when no check failed.
"""
import ctypes
import json
import os
import random
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time


IN_CREATE = 0x100


class Watch:
    """The names created in a folder, from inotify (Linux)."""

    def __init__(self, folder):
        self.libc = ctypes.CDLL("libc.so.6", use_errno=True)
        self.fd = self.libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self.fd < 0 or self.libc.inotify_add_watch(self.fd, folder.encode(), IN_CREATE) < 0:
            raise OSError(ctypes.get_errno(), "inotify")

    def created(self, timeout):
        """The names created within `timeout` seconds (waits for the first one)."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return []
        data = os.read(self.fd, 65536)
        names = []
        offset = 0
        while offset + 16 <= len(data):
            _, _, _, length = struct.unpack_from("iIII", data, offset)
            names.append(data[offset + 16:offset + 16 + length].rstrip(b"\0").decode())
            offset += 16 + length
        return names


def main():
    starboard, cli = sys.argv[1], sys.argv[2]
    kills = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    rng = random.Random(int(os.environ.get("SIGKILL_SEED", "1")))
    work = tempfile.mkdtemp(prefix="sigkill-app-")
    try:
        return run(starboard, cli, kills, rng, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(starboard, cli, kills, rng, work):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=work + "/data",
               XDG_CONFIG_HOME=work + "/config", XDG_RUNTIME_DIR=work + "/run")
    os.makedirs(work + "/run", mode=0o700)
    folder = work + "/data/Starboard/starboard"
    os.makedirs(folder)
    watch = Watch(folder)
    # The game line: one recorded game between two computers; the positions are its
    # first k actions, opened as a hotseat game (the record names no seats).
    full = work + "/full.json"
    subprocess.run([cli, "record", "--game", "galaxy-of-d", "--agents", "standard,standard",
                    "--seed", "5", "--out", full], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    record = json.load(open(full))
    actions = record["actions"]
    lengths = list(range(6, len(actions) - 4))
    positions = {}
    for k in lengths:
        path = "%s/p%d.json" % (work, k)
        record["actions"] = actions[:k]
        json.dump(record, open(path, "w"))
        positions[k] = path

    def listing():
        try:
            return os.listdir(folder)
        except FileNotFoundError:
            return []

    def temporary(name):
        # FILE.json.XXXXXX and FILE.json.bak.XXXXXX (data::writeFileAtomically's names).
        base, _, tail = name.rpartition(".")
        return name.startswith("autosave") and base.endswith((".json", ".bak")) and \
            len(tail) == 6

    opened = set()
    during_write = 0
    not_seen = 0
    left_behind = 0  # kills that left a temporary file (the write cut off)
    new_autosave = 0  # kills after autosave.json got the opened position
    old_autosave = 0  # kills before that (it still held the previous one)
    failures = 0
    start = time.monotonic()
    for i in range(kills):
        k = rng.choice(lengths)
        opened.add(k)
        proc = subprocess.Popen([starboard, "--load", positions[k]], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        watch.created(0)  # what earlier rounds left unread
        seen = False
        deadline = time.monotonic() + 5
        while not seen and time.monotonic() < deadline and proc.poll() is None:
            seen = any(n.startswith("autosave") and ".lock" not in n
                       for n in watch.created(0.1))
        if seen:
            time.sleep(rng.random() ** 2 * 0.005)  # more often early in the write
            during_write += 1
        else:
            not_seen += 1
            print("kill %d (position %d): no autosave within 5 s" % (i, k), file=sys.stderr)
        exited = proc.poll()
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if exited is not None:
            failures += 1
            print("kill %d: starboard ended by itself (exit %d): %s" %
                  (i, exited, proc.stderr.read().decode(errors="replace")), file=sys.stderr)
        proc.stderr.close()
        if any(temporary(n) for n in listing()):
            left_behind += 1
        try:
            if len(json.load(open(folder + "/autosave.json"))["actions"]) == k:
                new_autosave += 1
            else:
                old_autosave += 1
        except (OSError, ValueError, KeyError):
            old_autosave += 1  # none yet, or broken (then the check below says so)
        for name in sorted(listing()):
            if not name.startswith("autosave") or not name.endswith((".json", ".bak")):
                continue
            problem = check(cli, env, os.path.join(folder, name), opened)
            if problem:
                failures += 1
                print("kill %d (position %d): %s: %s" % (i, k, name, problem), file=sys.stderr)

    # One more start removes what the kills left.
    proc = subprocess.Popen([starboard, "--load", positions[lengths[0]]], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and \
            (any(temporary(n) for n in listing()) or "autosave.json" not in listing()):
        time.sleep(0.05)
    time.sleep(0.5)
    proc.send_signal(signal.SIGTERM)
    proc.wait()
    left = [n for n in listing() if temporary(n)]
    if left:
        failures += 1
        print("temporary files left after the next start: %s" % " ".join(left),
              file=sys.stderr)
    print("kills: %d (%d 0-5 ms after a file of the autosave appeared, %d without "
          "one in 5 s); %d left a temporary file (a write cut off)" %
          (kills, during_write, not_seen, left_behind))
    print("autosave.json after the kill: the opened position %d times, the previous "
          "version %d times" % (new_autosave, old_autosave))
    print("total: %d kills of starboard, %d failed checks, %.0f s" %
          (kills, failures, time.monotonic() - start))
    return 0 if failures == 0 else 1


def check(cli, env, path, opened):
    """"" when the file is a complete autosave of one of the positions opened, else why not."""
    for command in (["validate", path], ["replay", path]):
        result = subprocess.run([cli] + command, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            return "%s failed: %s" % (command[0], (result.stderr or result.stdout).strip())
    try:
        length = len(json.load(open(path))["actions"])
    except (OSError, ValueError, KeyError) as error:
        return "unreadable: %s" % error
    if length not in opened:
        return "%d actions: not a position that was opened" % length
    return ""


if __name__ == "__main__":
    sys.exit(main())
