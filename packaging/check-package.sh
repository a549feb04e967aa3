#!/usr/bin/env bash
# check-package.sh BUILD_DIR
#
# Builds the .deb from a configured and built build folder (cpack -G DEB; no new build) and
# checks it as a user would meet it:
#   1. its Depends holds the shared libraries' packages (dpkg-shlibdeps) and the packages of
#      the QML modules that qml/ imports (computed again here, from qmlimportscanner);
#   2. unpacked into a throwaway root (dpkg -x), the installed programs run: starboard-cli
#      list-games, and starboard --screenshot of the home screen, a saved game and a content
#      file in the Workshop (XDG folders in the throwaway folder); each picture is a PNG;
#   3. every Qt plugin and QML plugin that those runs loaded belongs to a package in Depends;
#   4. the desktop entry, AppStream metadata, icons, man pages, MIME types, translations (one
#      per translations/*.ts) and copyright are where a desktop looks for them.
# Prints each check; exits with 1 at the first failure. docs/packaging.md.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -f "$1/CPackConfig.cmake" ]; then
    echo "usage: $0 BUILD_DIR (a configured and built build folder, e.g. build/ci)" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
source_dir=$(cd "$(dirname "$0")/.." && pwd)
app_id=io.github.starboardgames.Starboard

work=$(mktemp -d "${TMPDIR:-/tmp}/starboard-package.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() {
    echo "check-package: FAILED: $*" >&2
    exit 1
}
ok() {
    echo "check-package: ok: $*"
}

# 1. Build the package.
(cd "$build" && cpack -G DEB -B "$work/cpack") >"$work/cpack.log" 2>&1 || {
    cat "$work/cpack.log" >&2
    fail "cpack -G DEB"
}
grep 'starboard .deb:' "$work/cpack.log" || true
debs=("$work"/cpack/starboard_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "cpack made no starboard_*.deb"
deb=${debs[0]}
ok "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

field() {
    dpkg-deb --field "$deb" "$1"
}
[ "$(field Package)" = starboard ] || fail "Package is '$(field Package)'"
[ "$(field Section)" = games ] || fail "Section is '$(field Section)'"
version=$(sed -n 's/^project(Starboard VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', not $version"
depends=$(field Depends)
echo "Depends: $depends"
echo "Recommends: $(field Recommends)"
# The package names in Depends, one per line (without versions and alternatives' bars).
depends_list=$(tr ',|' '\n\n' <<<"$depends" | sed 's/(.*)//; s/ //g' | grep -v '^$' | sort -u)
has_dependency() {
    grep -qxF -- "$1" <<<"$depends_list"
}

# Shared libraries (dpkg-shlibdeps ran).
for package in libc6 libqt6core6 libqt6gui6 libqt6qml6 libqt6quick6; do
    has_dependency "$package" || fail "Depends lacks $package (dpkg-shlibdeps)"
done
ok "shared libraries in Depends"

# QML modules, computed again: every module qml/ imports that lives in a folder of Qt's.
qml_dir=$(grep -m1 '^set(qt_qml_dir ' "$build/packaging/cpack-project-config.cmake" |
    sed 's/^set(qt_qml_dir "\(.*\)")$/\1/')
scanner=$(grep -m1 '^set(qmlimportscanner ' "$build/packaging/cpack-project-config.cmake" |
    sed 's/^set(qmlimportscanner "\(.*\)")$/\1/')
folders=$("$scanner" -rootPath "$source_dir/qml" -importPath "$qml_dir" |
    sed -n 's/^ *"path": "\(.*\)",\{0,1\}$/\1/p' | sort -u)
[ -n "$folders" ] || fail "qmlimportscanner found no QML modules"
qml_packages=$(while read -r folder; do
    dpkg-query -S "$folder/qmldir" | cut -d: -f1
done <<<"$folders" | sort -u)
for package in $qml_packages; do
    has_dependency "$package" || fail "Depends lacks $package (a QML module that qml/ imports)"
done
ok "QML modules in Depends: $(echo $qml_packages)"

# 2. Unpack and run the installed programs.
root=$work/root
dpkg -x "$deb" "$root"
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
export XDG_RUNTIME_DIR=$work/runtime
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=offscreen

"$root/usr/bin/starboard-cli" list-games >"$work/list-games.txt" || fail "starboard-cli list-games"
grep -q '^galaxy-of-d ' "$work/list-games.txt" || fail "starboard-cli list-games lists no galaxy-of-d"
ok "starboard-cli list-games"

# Every library the runs load (LD_DEBUG=files names each one, plugins included).
# run_app NAME [ARGUMENT...]: starboard ARGUMENT... --screenshot $work/NAME.png
run_app() {
    local name=$1
    shift
    LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld-$name" \
        "$root/usr/bin/starboard" "$@" --screenshot "$work/$name.png" >"$work/$name.log" 2>&1 || {
        cat "$work/$name.log" >&2
        fail "starboard $* --screenshot"
    }
    [ -s "$work/$name.png" ] || fail "starboard $* --screenshot wrote no picture"
    [ "$(head -c 8 "$work/$name.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] ||
        fail "$name.png is not a PNG"
    ok "starboard ${*:-(home screen)} --screenshot ($(wc -c <"$work/$name.png") bytes)"
}
run_app home
run_app saved-game "$source_dir/docs/screenshots/galaxy-command-round-8.json"
run_app workshop "$source_dir/resources/data/galaxy-of-d/galaxy.json"

# 3. What was loaded from Qt's plugin and QML folders belongs to a package in Depends.
plugin_dir=$(grep -m1 '^set(qt_plugin_dir ' "$build/packaging/cpack-project-config.cmake" |
    sed 's/^set(qt_plugin_dir "\(.*\)")$/\1/')
# ("generating link map": a file actually loaded, not a name tried, such as Qt's .so.avx2)
loaded=$(cat "$work"/ld-* | grep 'generating link map' | grep -oE 'file=[^ ]+' | sed 's/^file=//' |
    grep -E "^($plugin_dir|$qml_dir)/" | sort -u)
[ -n "$loaded" ] || fail "the runs loaded no Qt plugin (LD_DEBUG)"
grep -q 'imageformats/libqsvg.so' <<<"$loaded" || fail "the runs did not load the SVG plugin"
for file in $loaded; do
    package=$(dpkg-query -S "$file" | cut -d: -f1)
    has_dependency "$package" || fail "$file was loaded, but its package $package is not in Depends"
done
ok "$(wc -l <<<"$loaded") Qt and QML plugins loaded, each package in Depends"

# 4. The files a desktop looks for.
share=$root/usr/share
expect=(
    "$share/applications/$app_id.desktop"
    "$share/metainfo/$app_id.metainfo.xml"
    "$share/mime/packages/$app_id.xml"
    "$share/icons/hicolor/scalable/apps/$app_id.svg"
    "$share/man/man6/starboard.6.gz"
    "$share/man/man1/starboard-cli.1.gz"
    "$share/doc/starboard/copyright"
)
# A compiled catalogue for every translations/*.ts.
for ts in "$source_dir"/translations/starboard_*.ts; do
    expect+=("$share/starboard/translations/$(basename "${ts%.ts}").qm")
done
for size in 16 22 32 48 64 128 256; do
    expect+=("$share/icons/hicolor/${size}x$size/apps/$app_id.png")
done
for file in "${expect[@]}"; do
    [ -s "$file" ] || fail "${file#"$root"} is missing"
done
grep -qx 'Exec=starboard %F' "$share/applications/$app_id.desktop" || fail "the desktop entry's Exec"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$share/applications/$app_id.desktop" || fail "desktop-file-validate"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml" >/dev/null ||
        fail "appstreamcli validate"
fi
if command -v man >/dev/null; then
    for page in "$share/man/man6/starboard.6.gz" "$share/man/man1/starboard-cli.1.gz"; do
        warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null || true)
        [ -z "$warnings" ] || fail "man -l ${page#"$root"}: $warnings"
    done
fi
# Nothing outside /usr, nothing of the build tree.
outside=$(cd "$root" && find . -mindepth 1 -maxdepth 1 ! -name usr)
[ -z "$outside" ] || fail "the package installs outside /usr: $outside"
ok "$(cd "$root" && find . -type f | wc -l) files installed where a desktop looks for them"
echo "check-package: $(basename "$deb") passed"
