#!/usr/bin/env bash
# By hand, not a ctest: what the Orca screen reader says while keys are pressed in Starboard.
# Needs `apt install orca` (not installed by setup-debian.sh). Runs a private Xvfb, the AT-SPI
# bus and Orca with a debug log, starts Starboard with ARGS, focuses its window, presses the
# KEYS (xdotool key names, one per step, 0.7 s apart) and prints Orca's "SPEECH OUTPUT" lines.
#
#   tests/accessibility/orca_speech.sh STARBOARD "KEYS..." [ARGS...]
#   e.g. orca_speech.sh build/default/bin/starboard "Tab Tab Tab Tab Tab Tab Tab Tab Right Down" \
#            --game galaxy-of-d --seed 3
set -euo pipefail
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] || [ -z "${ORCA_SPEECH_INNER:-}" ]; then
    export ORCA_SPEECH_INNER=1
    exec dbus-run-session -- "$0" "$@"
fi
starboard=$(realpath "$1")
keys=$2
shift 2
source "$(dirname "$0")/display-and-bus.sh"
export HOME="$work/home"
mkdir -p "$HOME/.config/speech-dispatcher"
# Speech to ALSA's null device: Orca waits for speech-dispatcher, which hangs without a
# sound server (no PulseAudio on a test machine); only Orca's debug log is read anyway.
printf 'AudioOutputMethod "alsa"\nAudioALSADevice "null"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n' \
    >"$HOME/.config/speech-dispatcher/speechd.conf"
orca --replace --debug-file="$work/orca.log" >/dev/null 2>&1 &
pids+=($!)
sleep 4
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$starboard" "$@" >/dev/null 2>&1 &
app=$!
pids+=($app)
sleep "${ORCA_SPEECH_START_WAIT:-8}"
xdotool windowfocus --sync "$(xdotool search --pid "$app" | tail -1)" || true
sleep 1
for key in $keys; do
    xdotool key "$key"
    sleep "${ORCA_SPEECH_KEY_WAIT:-0.7}"
done
sleep "${ORCA_SPEECH_END_WAIT:-1}"
sed -n "s/.*SPEECH OUTPUT: '\\(.*\\)' *{'established.*/\\1/p" "$work/orca.log" | grep -v -x -e 'tab ' -e 'return ' || true
