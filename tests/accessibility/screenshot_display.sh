#!/usr/bin/env bash
# `starboard --screenshot` on a real X display (Xvfb), where Qt Quick renders on its own
# thread: the offscreen tests render on the GUI thread and never saw the crash of session 14
# (two queued frameSwapped calls sharing one connection). Each playable game's first screen is
# grabbed three times; every run must exit 0 and write a PNG.
# Usage: screenshot_display.sh STARBOARD GAME...
set -euo pipefail
starboard=$1
shift
source "$(dirname "$0")/display-and-bus.sh"

status=0
for game in "$@"; do
    for run in 1 2 3; do
        shot="$work/$game-$run.png"
        code=0
        QSG_RENDER_LOOP=threaded "$starboard" --game "$game" --seed 3 --screenshot "$shot" \
            >"$work/$game.log" 2>&1 || code=$?
        if [ "$code" -ne 0 ] || ! head -c 8 "$shot" 2>/dev/null | grep -q PNG; then
            echo "FAIL: starboard --game $game --screenshot (run $run) exited $code"
            cat "$work/$game.log"
            status=1
        fi
    done
done
[ "$status" -eq 0 ] && echo "every screenshot written"
exit $status
