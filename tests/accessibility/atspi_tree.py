#!/usr/bin/python3
"""Walks the accessibility tree a screen reader gets from a running Starboard (AT-SPI,
through pyatspi) and checks it: the window is there, every control a user can reach has
a name, and the screen's own controls and board are named as the player sees them.

Usage: atspi_tree.py SCREEN PID   (SCREEN: a key of EXPECTED; run by atspi_tree.sh)
"""
import sys
import time

import pyatspi
from gi.repository import GLib

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
        ('list', 'Galaxy'),
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


def find_app(pid, seconds=120):
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


def find_role(acc, role, name=None):
    try:
        if acc.getRoleName() == role and (name is None or acc.name == name):
            return acc
        count = acc.childCount
    except Exception:
        return None
    for i in range(count):
        child = acc.getChildAtIndex(i)
        found = find_role(child, role, name) if child is not None else None
        if found is not None:
            return found
    return None


def follow_the_map_cursor(app):
    """Galaxy of D: focus the map as Tab would and move with the arrow keys. The map is a
    list of sectors; each move must report the focus on the sector under the cursor (the
    event a screen reader speaks), by a list item whose name is that sector. Returns the
    problems."""
    board = find_role(app, 'list', 'Galaxy')
    if board is None:
        return ['no map (list "Galaxy") to focus']
    heard = []

    def on_focus(event):
        try:
            if event.detail1 == 1:
                heard.append((event.source.getRoleName(), event.source.name or ''))
        except Exception:
            pass

    pyatspi.Registry.registerEventListener(on_focus, 'object:state-changed:focused')
    context = GLib.MainContext.default()

    def pump_until(seconds, done):
        end = time.time() + seconds
        while time.time() < end and not done():
            while context.pending():
                context.iteration(False)
            time.sleep(0.05)

    if not board.queryComponent().grabFocus():
        return ['the map does not take the focus']
    names = []
    for key in (None, 0xff53, 0xff54):  # as focused, then Right, then Down (keysyms)
        if key is not None:
            pyatspi.Registry.generateKeyboardEvent(key, None, pyatspi.KEY_SYM)

        def moved():
            return (heard and heard[-1][0] == 'list item' and heard[-1][1].startswith('Sector ')
                    and (not names or heard[-1][1] != names[-1]))

        pump_until(10, moved)
        names.append(heard[-1][1] if moved() else None)
    pyatspi.Registry.deregisterEventListener(on_focus, 'object:state-changed:focused')
    print('map cursor (focus events): ' + ' -> '.join(repr(n) for n in names))
    problems = []
    if None in names:
        problems.append(f'a cursor move reported no focused sector: {names}; events: {heard}')
    # What the list says is focused agrees with the last event.
    focused = [board.getChildAtIndex(i) for i in range(board.childCount)]
    focused = [c.name for c in focused if c is not None and c.getState().contains(pyatspi.STATE_FOCUSED)]
    if names[-1] is not None and focused != [names[-1]]:
        problems.append(f'the focused sector in the list is {focused}, not {names[-1]!r}')
    return problems


def main():
    screen, pid = sys.argv[1], int(sys.argv[2])
    expected = EXPECTED[screen]
    app = find_app(pid)
    if app is None:
        print(f'{screen}: FAIL: the program (pid {pid}) shows no window to AT-SPI in 120 s')
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
    if screen == 'galaxy-of-d' and not failed:
        for problem in follow_the_map_cursor(app):
            print(f'{screen}: FAIL: {problem}')
            failed = True
    print(f'{screen}: {len(nodes)} showing elements, {"FAIL" if failed else "ok"}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
