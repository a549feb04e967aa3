#!/usr/bin/env bash
# Runs inside dbus-run-session: a virtual display, the accessibility bus, then for each
# screen the program and atspi_tree.py, which walks what a screen reader would be given.
# Usage: atspi_tree.sh STARBOARD CHECKER
set -euo pipefail
starboard=$1
checker=$2
source "$(dirname "$0")/display-and-bus.sh"

export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
status=0
run() { # run SCREEN ARGS...: one program run, checked
    local screen=$1
    shift
    "$starboard" "$@" >"$work/$screen.log" 2>&1 &
    local app=$!
    if ! /usr/bin/python3 "$checker" "$screen" "$app"; then
        status=1
        echo "--- the program's output ($screen):"
        cat "$work/$screen.log"
    fi
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
}
run home
run galaxy-of-d --game galaxy-of-d --seed 3
run galaxy-command --game galaxy-command --seed 3
run home-de --lang de
exit $status
