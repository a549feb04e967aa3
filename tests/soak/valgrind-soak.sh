#!/usr/bin/env bash
# Runs the QML soak test (tests/qml/tst_soak.cpp: whole games through the real window by
# random clicks) under valgrind memcheck and fails on any invalid read or write, use of
# uninitialised memory or bad free: misuse inside Qt's own libraries (a layout freed while
# Qt still lays it out) that AddressSanitizer cannot see. Leaks are not counted.
#
#   tests/soak/valgrind-soak.sh [BUILD_DIR] [GAMES_PER_ROW] [TEST_FUNCTION_OR_ROW...]
#
# BUILD_DIR defaults to build/default (a RelWithDebInfo build, not an ASan one), GAMES_PER_ROW
# to 2. A run of 2 games per row takes about 20-40 minutes on 2 cores. The full report is in
# BUILD_DIR/valgrind-soak.log.
set -euo pipefail
cd "$(dirname "$0")/../.."

build=${1:-build/default}
games=${2:-2}
shift $(($# > 2 ? 2 : $#)) || true
test_binary=$build/tests/qml/tst_soak
log=$build/valgrind-soak.log

if ! command -v valgrind >/dev/null; then
    echo "valgrind-soak.sh: valgrind is not installed (apt-get install valgrind)" >&2
    exit 2
fi
if [ ! -x "$test_binary" ]; then
    echo "valgrind-soak.sh: $test_binary not found: build it first (cmake --build --preset default --target tst_soak)" >&2
    exit 2
fi

# Software rendering keeps the GL drivers (their own valgrind noise) out of it, the
# interpreters the JavaScript and regular expression JITs (whose generated code valgrind
# cannot follow); QtTest's
# watchdog would stop a test that valgrind makes 50 times slower.
export QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QSG_RENDER_LOOP=basic
export QV4_FORCE_INTERPRETER=1 QT_ENABLE_REGEXP_JIT=0 QTEST_FUNCTION_TIMEOUT=86400000
export STARBOARD_SOAK_GAMES=$games
status=0
valgrind --tool=memcheck --leak-check=no --suppressions=tests/soak/qt-valgrind.supp --track-origins=no --num-callers=30 \
    --error-exitcode=99 --log-file="$log" "$test_binary" -maxwarnings 0 "$@" || status=$?
errors=$(grep -E "ERROR SUMMARY: [0-9]+" "$log" | tail -1 | sed -E 's/.*ERROR SUMMARY: ([0-9]+).*/\1/')
invalid=$(grep -cE "Invalid (read|write)|Invalid free" "$log" || true)
echo "valgrind-soak.sh: $errors error(s), $invalid invalid access(es); exit $status; report in $log"
if [ "$status" -ne 0 ] || [ "${errors:-1}" -ne 0 ]; then
    grep -E -A12 "Invalid (read|write)|Invalid free|uninitialised" "$log" | head -80 >&2 || true
    exit 1
fi
