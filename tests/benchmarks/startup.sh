#!/usr/bin/env bash
# Start-up time to the first frame: starboard (home screen) and `starboard --game
# galaxy-of-d` (a new game against the computer, the first frame being the game screen)
# against a minimal Qt Quick window started the same way (tests/benchmarks/minimal_quick.cpp).
# Each program is run RUNS times (default 15; the three in turn) offscreen, with its settings
# and autosave in a fresh temporary home; it prints the milliseconds from its launch (the
# launcher's clock, STARBOARD_LAUNCH_NS) to its first frame and quits. The medians and their
# ratios are printed. Targets: the home screen within 2x of the minimal window, a new game
# within 2.5x.
#   tests/benchmarks/startup.sh [BUILD_DIR]   (default build/default)
set -euo pipefail
build=${1:-build/default}
runs=${RUNS:-15}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
chmod 700 "$XDG_RUNTIME_DIR"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
once() {
    STARBOARD_LAUNCH_NS=$(date +%s%N) "$@" 2>/dev/null | awk '/^first-frame-ms/ {print $2; exit}'
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
"$build/tests/benchmarks/bench_minimal_quick" >/dev/null 2>&1 || true # warm the file cache
# Round by round (the minimal window, the home screen, a new game), so that a shared
# machine's changing load falls on the three alike.
declare -a minimalTimes homeTimes gameTimes
for _ in $(seq "$runs"); do
    minimalTimes+=("$(once "$build/tests/benchmarks/bench_minimal_quick")")
    homeTimes+=("$(once "$build/bin/starboard")")
    gameTimes+=("$(once "$build/bin/starboard" --game galaxy-of-d --seed 1)")
done
minimal=$(median "${minimalTimes[@]}")
starboard=$(median "${homeTimes[@]}")
game=$(median "${gameTimes[@]}")
echo "minimal Qt Quick window: ${minimal} ms to the first frame (median of $runs)"
echo "starboard home screen:   ${starboard} ms to the first frame (median of $runs)"
echo "starboard --game galaxy-of-d: ${game} ms to the first frame (median of $runs)"
awk -v a="$starboard" -v b="$minimal" 'BEGIN { printf "home screen ratio: %.2f (target: at most 2.00)\n", a / b }'
awk -v a="$game" -v b="$minimal" 'BEGIN { printf "new game ratio:    %.2f (target: at most 2.50)\n", a / b }'
