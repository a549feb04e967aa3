#!/usr/bin/env bash
# The loaders' libFuzzer targets (issue 13; docs/reliability.md).
#
#   tests/fuzz/run.sh [SECONDS]      by hand: builds the preset fuzz (clang) and runs every
#                                    target SECONDS (default 450: an hour for the 8 kinds),
#                                    one after another; prints each target's executions and
#                                    copies what crashed to tests/fuzz/crashes/<kind>/.
#   run.sh --ctest BINARY KIND SECONDS    one target, as ctest runs it (preset fuzz).
#
# Each run starts from the kind's seeds: tests/fuzz/seeds/<kind>/, every shipped file of
# that format (resources/data) and the bad files of the kind (tests/data/bad/<kind>-*), with
# the JSON dictionary tests/fuzz/json.dict. What the
# fuzzer adds to its corpus is kept in a scratch folder, not in the source tree.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

# fuzz_one BINARY KIND SECONDS CRASHDIR: runs one target; prints "KIND: N executions, C
# crashes"; exits non-zero when it found a crash.
fuzz_one() {
    local binary=$1 kind=$2 seconds=$3 crashes=$4
    local work
    work=$(mktemp -d)
    trap 'rm -rf "$work"' RETURN
    mkdir -p "$work/corpus" "$work/seeds" "$crashes"
    if [ -d "$here/seeds/$kind" ]; then
        cp "$here/seeds/$kind"/* "$work/seeds/" 2>/dev/null || true
    fi
    # The hostile-file corpus's files of the kind (tests/data/bad/<kind>-*.json).
    cp "$root/tests/data/bad/$kind-"*.json "$work/seeds/" 2>/dev/null || true
    { grep -rl --include='*.json' "\"format\": *\"starboard\\.$kind\"" "$root/resources/data" || true; } |
        while read -r f; do cp "$f" "$work/seeds/$(echo "${f#"$root"/}" | tr / _)"; done
    local status=0
    # -timeout: one input over 5 s is a hang; -rss_limit_mb: memory blow-ups are findings.
    "$binary" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -dict="$here/json.dict" \
        -artifact_prefix="$crashes/" -print_final_stats=1 "$work/corpus" "$work/seeds" \
        >"$work/log" 2>&1 || status=$?
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
    local found
    found=$(find "$crashes" -type f | wc -l)
    echo "$kind: ${runs:-0} executions in $seconds s, $found crash file(s), exit $status"
    if [ "$status" -ne 0 ]; then
        tail -40 "$work/log"
        return 1
    fi
}

if [ "${1:-}" = "--ctest" ]; then
    crashdir=$(mktemp -d)
    fuzz_one "$2" "$3" "$4" "$crashdir"
    exit $?
fi

seconds=${1:-450}
cd "$root"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
status=0
for binary in build/fuzz/tests/fuzz/fuzz_*; do
    [ -f "$binary" ] && [ -x "$binary" ] || continue # not the moc folders
    kind=${binary##*/fuzz_}
    fuzz_one "$binary" "$kind" "$seconds" "$here/crashes/$kind" || status=1
done
exit $status
