#!/usr/bin/env bash
# Updates the translation sources (translations/starboard_<lang>.ts) from the code: new
# texts are added unfinished, texts gone from the code are dropped. Run it after changing
# user-visible text, then translate the unfinished entries (Qt Linguist:
# /usr/lib/qt6/bin/linguist translations/starboard_de.ts). tests/translations runs it on
# copies and fails while a .ts file is out of date or unfinished.
#
#   translations/update.sh [folder]   (default: translations/; the test passes a copy)
#
# The app's texts come from app/gui, qml/ (views, adapters, games), editor/ (the Workshop)
# core/data (the messages of the data files) and the playtest figures' names
# (core/playtest/figures.cpp, core/games/*/*_figures.cpp, QT_TRANSLATE_NOOP); starboard-cli
# (app/cli) is not translated. English needs only its plural forms (-pluralonly).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
folder="${1:-$root/translations}"
lupdate="${LUPDATE:-/usr/lib/qt6/bin/lupdate}"
# qml/: every folder but the boards still in progress, which no player can reach yet (their
# texts are translated when the board is offered: GameCatalog::boardUrl). None now (Galactic
# Warfare's was offered in session 22); a new game's board folder goes here until then.
in_progress=()
sources=("$root"/qml/*.cpp "$root"/qml/*.h "$root"/qml/*.qml "$root/qml/components" "$root/qml/pages")
for dir in "$root"/qml/games/*/; do
    name=$(basename "$dir")
    [[ " ${in_progress[*]} " == *" $name "* ]] || sources+=("${dir%/}")
done
sources+=("$root/app/gui" "$root/core/data" "$root/editor"
    "$root/core/playtest/figures.cpp" "$root"/core/games/*/*_figures.cpp)
options=(-locations none -no-obsolete -no-ui-lines -silent -source-language en)

"$lupdate" "${options[@]}" "${sources[@]}" \
    -ts "$folder/starboard_de.ts" "$folder/starboard_es.ts" "$folder/starboard_fr.ts" \
    "$folder/starboard_it.ts" "$folder/starboard_pl.ts" "$folder/starboard_ru.ts"
"$lupdate" "${options[@]}" -pluralonly "${sources[@]}" -ts "$folder/starboard_en.ts"
