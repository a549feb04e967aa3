#!/bin/bash
# Kills Starboard's save paths with SIGKILL at random moments and checks what is left
# (issue 13; docs/reliability.md). Usage:
#
#   tests/reliability/sigkill.sh SAVER [KILLS] [THINGS_JSON]
#
# SAVER is build/default/bin/reliability-saver (tests/reliability/saver.cpp), KILLS the
# number of kills (200 by default; ctest runs fewer), THINGS_JSON the shipped Things file
# the large Workshop document is made from. The kills take turns among the game's autosave,
# the Workshop's Save of a large document and the Workshop's recovery writes (editing the
# same large document); after each,
# the saver's check mode verifies that every file left loads and equals a complete version
# (a position of the game, a save of one edit), that nothing else (a temporary file) is
# left, and, for the recovery, that the next Workshop offers and recovers the document.
# Exit 0 when no check failed. Everything happens in a temporary folder.
set -u
saver=${1:?usage: sigkill.sh SAVER [KILLS] [THINGS_JSON]}
kills=${2:-200}
here=$(cd "$(dirname "$0")" && pwd)
things=${3:-$here/../../resources/data/galaxy-of-d/things.json}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
mkdir -p "$work/doc" "$work/rec"

# The large document: the shipped Things, their list repeated to about 3 MB.
python3 - "$things" "$work/original.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["things"] = doc["things"] * (2_000_000 // len(json.dumps(doc)) + 1)
json.dump(doc, open(sys.argv[2], "w"), indent=4)
PY
cp "$work/original.json" "$work/doc/large.json"
cp "$work/original.json" "$work/rec/things.json" # the large document

modes=(autosave workshop recovery)
declare -A killed=() failed=()
recovered=0
failures=0
start=$SECONDS
for ((i = 0; i < kills; i++)); do
    mode=${modes[i % 3]}
    case $mode in
    autosave) run=(autosave) check=(check-autosave) ;;
    workshop) run=(workshop "$work/doc/large.json")
        check=(check-workshop "$work/doc/large.json" "$work/original.json") ;;
    recovery) run=(recovery "$work/rec/things.json") check=(check-recovery "$work/rec/things.json") ;;
    esac
    : >"$work/out" # emptied here: the child's own redirection may come after the first look
    "$saver" "${run[@]}" >"$work/out" 2>"$work/err" &
    pid=$!
    # Kill at a random moment once it is saving.
    for ((t = 0; t < 2000; t++)); do
        grep -q ready "$work/out" 2>/dev/null && break
        kill -0 $pid 2>/dev/null || break
        sleep 0.01
    done
    if ! grep -q ready "$work/out"; then
        kill -KILL $pid 2>/dev/null
        wait $pid 2>/dev/null
        echo "kill $i ($mode): the saver did not start (exit $?):" >&2
        cat "$work/out" "$work/err" >&2
        ls -la "$work/doc" >&2
        failures=$((failures + 1))
        failed[$mode]=$((${failed[$mode]:-0} + 1))
        kill -KILL $pid 2>/dev/null
        wait $pid 2>/dev/null
        continue
    fi
    sleep "$(printf '0.%03d' $((RANDOM % 400)))"
    kill -KILL $pid
    wait $pid 2>/dev/null
    killed[$mode]=$((${killed[$mode]:-0} + 1))
    if ! "$saver" "${check[@]}" >"$work/check" 2>&1; then
        echo "kill $i ($mode): check failed:" >&2
        cat "$work/check" >&2
        failures=$((failures + 1))
        failed[$mode]=$((${failed[$mode]:-0} + 1))
    fi
    grep -q '^recovered' "$work/check" && recovered=$((recovered + 1))
done
for mode in "${modes[@]}"; do
    echo "$mode: ${killed[$mode]:-0} kills, ${failed[$mode]:-0} failed checks"
done
echo "recovery: $recovered Workshop documents recovered after a kill"
echo "total: $kills kills, $failures failed checks, $((SECONDS - start)) s"
[ "$failures" -eq 0 ]
