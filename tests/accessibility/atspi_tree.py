#!/usr/bin/python3
"""Walks the accessibility tree a screen reader gets from a running Starboard (AT-SPI,
through pyatspi) and checks it: the window is there, every control a user can reach has
a name, and the screen's own controls and board are named as the player sees them.

Usage: atspi_tree.py SCREEN PID   (SCREEN: a key of EXPECTED; run by atspi_tree.sh)
"""
import sys
import time

import pyatspi

# (role, name) pairs that must be showing on each screen.
EXPECTED = {
    'home': [
        ('frame', 'Starboard'),
        ('push button', 'Workshop'),
        ('push button', 'Settings'),
        ('push button', 'New game of Galaxy of D'),
        ('push button', 'New game of Galaxy Command'),
    ],
    'galaxy-of-d': [
        ('frame', 'Galaxy of D — Starboard'),
        ('push button', 'Undo'),
        ('push button', 'Hint'),
        ('table', 'Galaxy'),
        ('label', 'Redog'),
        ('label', 'Cynder'),
        ('push button', 'Rise'),
        ('push button', 'Pass'),
    ],
    'galaxy-command': [
        ('frame', 'Galaxy Command — Starboard'),
        ('push button', 'Undo'),
        ('push button', 'Hint'),
    ],
    'home-de': [
        ('push button', 'Einstellungen'),
        ('push button', 'Neues Spiel: Galaxy of D'),
    ],
}

# Roles a user acts on: each needs a name.
INTERACTIVE = {
    'push button', 'toggle button', 'check box', 'radio button', 'combo box', 'spin button',
    'slider', 'text', 'entry', 'menu item', 'list item', 'page tab', 'table cell', 'link',
}


def find_app(pid, seconds=60):
    end = time.time() + seconds
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:  # an application going away while we look
                pass
        time.sleep(0.5)
    return None


def walk(acc, out, depth=0):
    if depth > 60:
        return
    try:
        role = acc.getRoleName()
        name = acc.name or ''
        showing = acc.getState().contains(pyatspi.STATE_SHOWING)
        count = acc.childCount
    except Exception:
        return
    if showing:
        out.append((depth, role, name))
    for i in range(count):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            walk(child, out, depth + 1)


def main():
    screen, pid = sys.argv[1], int(sys.argv[2])
    expected = EXPECTED[screen]
    app = find_app(pid)
    if app is None:
        print(f'{screen}: FAIL: the program (pid {pid}) shows no window to AT-SPI in 60 s')
        return 1
    # The screen is built asynchronously: wait for what it must show.
    end = time.time() + 60
    while True:
        nodes = []
        walk(app, nodes)
        present = {(role, name) for _, role, name in nodes}
        missing = [e for e in expected if e not in present]
        if not missing or time.time() > end:
            break
        time.sleep(1)
    unnamed = [(role, depth) for depth, role, name in nodes if role in INTERACTIVE and not name.strip()]
    failed = bool(missing or unnamed or len(nodes) < 10)
    if failed or '-v' in sys.argv:
        for depth, role, name in nodes:
            print('  ' * min(depth, 20) + f'[{role}] {name!r}')
    for e in missing:
        print(f'{screen}: FAIL: no showing {e[0]} named {e[1]!r}')
    for role, depth in unnamed:
        print(f'{screen}: FAIL: a showing {role} without a name (depth {depth})')
    if len(nodes) < 10:
        print(f'{screen}: FAIL: only {len(nodes)} showing elements')
    print(f'{screen}: {len(nodes)} showing elements, {"FAIL" if failed else "ok"}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
