#!/usr/bin/env bash
# check-man-page.sh MANPAGE PROGRAM [COMMAND...]
#
# Checks that the man page MANPAGE and the program's --help cannot drift apart:
#   - every option that `PROGRAM --help` (and `PROGRAM COMMAND --help` for each COMMAND)
#     prints is in the man page (written as roff, \-\-name);
#   - every long option that the man page names is one that --help prints;
#   - the man page renders without warnings (`man -l`, when man-db is installed).
# Exits with 1 and lists what is wrong.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 MANPAGE PROGRAM [COMMAND...]" >&2
    exit 2
fi
page=$1
program=$2
shift 2

help=$("$program" --help)
for command in "$@"; do
    help+=$'\n'$("$program" "$command" --help)
done

# Long options anywhere in the help text; short ones from the option lines ("  -h, --help").
long=$(grep -oE -- '--[a-z][a-z0-9-]*' <<<"$help" | sort -u)
short=$(grep -oE -- '^ +-[a-zA-Z],' <<<"$help" | tr -d ' ,' | sort -u)
if [ -z "$long" ]; then
    echo "$program --help printed no options" >&2
    exit 1
fi

problems=0
for option in $long $short; do
    # The roff form: every "-" escaped; not followed by more of an option's name
    # (\-\-json must not be found inside \-\-json\-file).
    roff=${option//-/\\\\-}
    if ! grep -qE -- "${roff}(\$|[^a-zA-Z0-9\\\\]|\\\\[^-])" "$page"; then
        echo "$page: no $option (which --help prints)" >&2
        problems=1
    fi
done

# Long options the man page names, unescaped.
named=$(grep -oE -- '\\-\\-[a-z][a-z0-9]*(\\-[a-z0-9]+)*' "$page" | sed 's/\\-/-/g' | sort -u)
for option in $named; do
    if ! grep -qxF -- "$option" <<<"$long"; then
        echo "$page: names $option, which --help does not print" >&2
        problems=1
    fi
done

if command -v man >/dev/null; then
    warnings=$(MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null || true)
    if [ -n "$warnings" ]; then
        echo "$page: man -l warns:" >&2
        echo "$warnings" >&2
        problems=1
    fi
else
    echo "man is not installed: the page's rendering is not checked (packaging/setup-debian.sh)"
fi

if [ "$problems" -ne 0 ]; then
    exit 1
fi
echo "$page: $(wc -w <<<"$long $short") options of $(basename "$program") --help, all described"
