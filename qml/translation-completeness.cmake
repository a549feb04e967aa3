# Writes the completeness of the app's translations as JSON (run by qml/CMakeLists.txt at
# build time; languages.cpp reads it as :/i18n/completeness.json):
#
#   {"total": 1341, "languages": {"de": {"messages": 1341, "unfinished": 0}, ...}}
#
# For each TS_FOLDER/starboard_<code>.ts but English's (plural forms only): its messages
# (vanished and obsolete ones left out) and those not translated (type="unfinished", or an
# empty translation). "total" is the most messages of any file: the app's message count
# when one file is up to date.
#
#   cmake -DTS_FOLDER=translations -DOUTPUT=completeness.json -P translation-completeness.cmake

file(GLOB ts_files ${TS_FOLDER}/starboard_*.ts)
list(SORT ts_files)
set(total 0)
set(entries "")
foreach(ts IN LISTS ts_files)
    get_filename_component(name ${ts} NAME_WE)
    string(REGEX REPLACE "^starboard_" "" code "${name}")
    if(code STREQUAL "en")
        continue()
    endif()
    file(READ ${ts} text)
    string(REGEX MATCHALL "<message[ >]" found "${text}")
    list(LENGTH found messages)
    string(REGEX MATCHALL "<translation type=\"(vanished|obsolete)\"" found "${text}")
    list(LENGTH found gone)
    string(REGEX MATCHALL "<translation type=\"unfinished\"" found "${text}")
    list(LENGTH found unfinished)
    string(REGEX MATCHALL "<translation/>|<translation></translation>" found "${text}")
    list(LENGTH found empty)
    math(EXPR messages "${messages} - ${gone}")
    math(EXPR unfinished "${unfinished} + ${empty}")
    if(messages GREATER total)
        set(total ${messages})
    endif()
    if(NOT entries STREQUAL "")
        string(APPEND entries ",\n")
    endif()
    string(APPEND entries
           "    \"${code}\": {\"messages\": ${messages}, \"unfinished\": ${unfinished}}")
endforeach()
set(json "{\n  \"total\": ${total},\n  \"languages\": {\n${entries}\n  }\n}\n")
# Written only when it changes, so that nothing is rebuilt for nothing.
file(CONFIGURE OUTPUT ${OUTPUT} CONTENT "${json}" @ONLY)
