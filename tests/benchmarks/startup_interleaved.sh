#!/usr/bin/env bash
# Start-up time of a new game (`starboard --game galaxy-of-d --seed 1`, to its first frame)
# for several builds of starboard, launched in turn with the minimal Qt Quick window
# (tests/benchmarks/minimal_quick.cpp), so that the load of a shared machine falls on all of
# them alike. Prints each one's median over RUNS rounds (default 15) and its ratio to the
# minimal window (target: at most 2.5).
#   tests/benchmarks/startup_interleaved.sh BUILD_DIR STARBOARD_BINARY...
#   e.g. tests/benchmarks/startup_interleaved.sh build/default /tmp/old/starboard build/default/bin/starboard
set -euo pipefail
build=$1
shift
runs=${RUNS:-15}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
chmod 700 "$XDG_RUNTIME_DIR"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
minimal="$build/tests/benchmarks/bench_minimal_quick"
once() {
    STARBOARD_LAUNCH_NS=$(date +%s%N) "$@" 2>/dev/null | awk '/^first-frame-ms/ {print $2; exit}'
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
"$minimal" >/dev/null 2>&1 || true # warm the file cache
declare -a minimalTimes
declare -A times
for _ in $(seq "$runs"); do
    minimalTimes+=("$(once "$minimal")")
    for i in $(seq $#); do
        times[$i]+="$(once "${!i}" --game galaxy-of-d --seed 1) "
    done
done
m=$(median "${minimalTimes[@]}")
echo "minimal Qt Quick window: ${m} ms (median of $runs)"
for i in $(seq $#); do
    # shellcheck disable=SC2086
    t=$(median ${times[$i]})
    awk -v a="$t" -v b="$m" -v n="${!i}" 'BEGIN { printf "%s --game galaxy-of-d: %d ms, ratio %.2f\n", n, a, a / b }'
done
