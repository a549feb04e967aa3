# Sourced by atspi_tree.sh and orca_speech.sh (inside dbus-run-session): a scratch folder
# ($work), a virtual display of our own (Xvfb picks a free number) and the AT-SPI bus;
# everything started is killed and $work removed on exit (add more pids to `pids`).
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
# Xvfb writes its display number when it listens; under load (two of these tests at once
# under ASan in CI) that took longer than the 5 s once allowed and the program met no display.
# Wait up to 60 s for the number, then until the display's socket accepts a connection.
for _ in $(seq 600); do [ -s "$work/display" ] && break; sleep 0.1; done
number=$(head -n1 "$work/display" 2>/dev/null || true)
if [ -z "$number" ]; then
    echo "Xvfb gave no display number in 60 s:" >&2
    cat "$work/xvfb.log" >&2
    exit 1
fi
export DISPLAY=":$number"
if ! /usr/bin/python3 - "/tmp/.X11-unix/X$number" <<'PY'; then
import socket, sys, time
# As libxcb does on Linux: the abstract socket first, then the file.
end = time.time() + 60
while time.time() < end:
    for address in ("\0" + sys.argv[1], sys.argv[1]):
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.connect(address)
            sys.exit(0)
        except OSError:
            pass
    time.sleep(0.1)
sys.exit(1)
PY
    echo "the display $DISPLAY accepts no connection in 60 s:" >&2
    cat "$work/xvfb.log" >&2
    exit 1
fi
unset QT_QPA_PLATFORM WAYLAND_DISPLAY

launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || launcher=/usr/lib/at-spi2-core/at-spi-bus-launcher
"$launcher" --launch-immediately >"$work/atspi.log" 2>&1 &
pids+=($!)
sleep 0.5
