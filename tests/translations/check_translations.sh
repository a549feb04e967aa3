#!/usr/bin/env bash
# Fails when a translation source (translations/starboard_<lang>.ts) is out of date or
# unfinished: it runs translations/update.sh on copies and compares. A text added to the
# code shows up as new, a text gone from the code as dropped, an untranslated one as
# unfinished. The fix: run translations/update.sh and translate what it marks unfinished
# (README.md, "Translations").
#
#   check_translations.sh <source dir> <work dir>
set -euo pipefail
source_dir=$1
work_dir=$2
rm -rf "$work_dir"
mkdir -p "$work_dir"
cp "$source_dir"/translations/starboard_*.ts "$work_dir"/
"$source_dir"/translations/update.sh "$work_dir"

status=0
for updated in "$work_dir"/starboard_*.ts; do
    name=$(basename "$updated")
    original="$source_dir/translations/$name"
    if ! diff -u "$original" "$updated" >"$work_dir/$name.diff"; then
        echo "translations/$name is out of date with the code (+ new text, - text gone):"
        grep -E '^[-+] *<source>' "$work_dir/$name.diff" | sed 's/^/    /' || true
        status=1
    fi
    unfinished=$(grep -c 'type="unfinished"' "$updated" || true)
    if [ "$unfinished" -gt 0 ]; then
        echo "translations/$name has $unfinished unfinished message(s):"
        grep -B3 'type="unfinished"' "$updated" | grep '<source>' | sed 's/^/    /' || true
        status=1
    fi
    # A context lupdate could not name (an alias such as `using Words = ::GalaxyCommand;`
    # before `Words::tr()`, or a class it lost track of) never matches at run time.
    if grep -qE '<name>(Msg)?</name>' "$updated"; then
        echo "translations/$name has messages under an empty or wrong context (<name></name> or Msg):"
        grep -A3 -E '<name>(Msg)?</name>' "$updated" | grep '<source>' | sed 's/^/    /' || true
        status=1
    fi
    if grep -qE 'type="(obsolete|vanished)"' "$updated"; then
        echo "translations/$name keeps obsolete or vanished messages."
        status=1
    fi
    if grep -qE '<translation>\s*</translation>|<numerusform>\s*</numerusform>|<numerusform/>|<translation/>' "$updated"; then
        echo "translations/$name has empty translations."
        status=1
    fi
done
if [ $status -ne 0 ]; then
    echo
    echo "Update with: translations/update.sh, then translate the unfinished messages"
    echo "(/usr/lib/qt6/bin/linguist translations/starboard_de.ts ...)."
else
    echo "Translations are complete and up to date."
fi
exit $status
