#!/usr/bin/env bash
# Instructions per action of random playouts, counted by callgrind (repeatable, unlike
# seconds). Runs the benchmark for two playout counts and divides the difference in
# instructions by the difference in actions, so that start-up and loading cancel out.
#   tests/benchmarks/callgrind_per_action.sh [BUILD_DIR] [GAME] [FEW MANY]
#   (defaults: build/default, galaxy-of-d, 20 and 220 playouts)
set -euo pipefail
build=${1:-build/default}
game=${2:-galaxy-of-d}
few=${3:-20}
many=${4:-220}
bench="$build/tests/benchmarks/bench_playouts"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() {
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.$1" "$bench" --game "$game" --playouts "$1" \
        >"$tmp/out.$1" 2>"$tmp/err.$1"
    local ir actions
    ir=$(grep -m1 '^summary:' "$tmp/cg.$1" | awk '{print $2}')
    actions=$(awk '/^actions /{print $2}' "$tmp/out.$1")
    echo "$ir $actions"
}
read -r ir1 a1 < <(run "$few")
read -r ir2 a2 < <(run "$many")
echo "$game, playouts $few: $ir1 instructions, $a1 actions"
echo "$game, playouts $many: $ir2 instructions, $a2 actions"
echo "instructions per action: $(( (ir2 - ir1) / (a2 - a1) ))"
