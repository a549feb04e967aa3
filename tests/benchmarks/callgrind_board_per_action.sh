#!/usr/bin/env bash
# GUI-thread instructions per applied action through the real board: bench_god_board (the
# game screen with the Galaxy of D board, offscreen, a hotseat game clicked through
# GodController, the event loop turning after each click) under callgrind for two decision
# counts; the difference in the main thread's instructions divided by the difference in
# applied actions (chance outcomes included), so that start-up and loading cancel out.
#   tests/benchmarks/callgrind_board_per_action.sh [BUILD_DIR]   (default build/default)
#   D1=20 D2=120 SEED=4 to change the decision counts and the game.
set -euo pipefail
build=${1:-build/default}
bench="$build/tests/benchmarks/bench_god_board"
d1=${D1:-20}
d2=${D2:-120}
seed=${SEED:-4}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export QT_QPA_PLATFORM=offscreen
# One thread renders and runs the GUI, as the basic render loop does on most desktops.
export QSG_RENDER_LOOP=basic
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$tmp}
run() {
    valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$tmp/cg.$1" \
        "$bench" --decisions "$1" --seed "$seed" >"$tmp/out.$1" 2>"$tmp/err.$1" || {
        cat "$tmp/err.$1" >&2
        exit 1
    }
    local ir actions
    # The main (GUI) thread's profile is the one ending in -01.
    ir=$(grep -m1 '^summary:' "$tmp/cg.$1-01" | awk '{print $2}')
    actions=$(awk '/^actions /{print $2}' "$tmp/out.$1")
    echo "$ir $actions"
}
read -r ir1 a1 < <(run "$d1")
read -r ir2 a2 < <(run "$d2")
echo "decisions $d1: $ir1 GUI-thread instructions, $a1 actions"
echo "decisions $d2: $ir2 GUI-thread instructions, $a2 actions"
echo "GUI-thread instructions per applied action: $(( (ir2 - ir1) / (a2 - a1) ))"
echo "GUI-thread instructions per decision: $(( (ir2 - ir1) / (d2 - d1) ))"
