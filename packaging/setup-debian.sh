#!/usr/bin/env bash
# Installs what Starboard needs to build, test, run and package on Debian 12 (bookworm): the
# compiler and build tools, Qt 6.4 with its QML modules, clang-format, Xvfb and the tools
# that build and check the .deb.
# Installs only the packages that are missing; uses sudo when not run as root.
set -euo pipefail

packages=(
    # Build tools
    g++ cmake ninja-build git clang-format-14 libgl-dev
    # Qt 6 libraries and tools (qmllint, lupdate, lrelease, ...)
    qt6-base-dev qt6-declarative-dev qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools
    qt6-translations-l10n
    # QML modules the views import at run time (and whose type information qmllint reads)
    qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-templates qml6-module-qtquick-window qml6-module-qtquick-shapes
    qml6-module-qt-labs-platform qml6-module-qttest
    # The loaders' libFuzzer targets (preset fuzz, tests/fuzz): clang and its libFuzzer
    clang libclang-rt-14-dev
    # A virtual display for GUI tests on machines without one
    xvfb
    # What a screen reader is given (tests/accessibility): the AT-SPI bus and pyatspi
    at-spi2-core dbus-daemon python3-pyatspi
    # Packaging: the .deb (dpkg-shlibdeps) and the checks of the desktop entry, AppStream
    # metadata, MIME types (also as GLib's gio sees them) and man pages
    dpkg-dev desktop-file-utils appstream shared-mime-info libxml2-utils libglib2.0-bin
    man-db
)

if ! command -v apt-get >/dev/null || ! command -v dpkg-query >/dev/null; then
    echo "setup-debian.sh: this script needs Debian's apt-get (Debian 12 or later)." >&2
    exit 1
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "setup-debian.sh: all ${#packages[@]} packages are installed."
    exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
echo "setup-debian.sh: installing ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" </dev/null
