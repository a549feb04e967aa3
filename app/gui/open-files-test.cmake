# A test of `starboard FILE` (app/gui/CMakeLists.txt), run with cmake -P:
#   -DPROGRAM=starboard -DIMAGE_DIFF=starboard-image-diff -DOUT=<prefix of the pictures>
#   -DGIVEN=<file>
#   -DEXPECTED=<arguments, separated by |>: `starboard GIVEN --screenshot` must draw the same
#       picture as `starboard EXPECTED --screenshot` (and exit with 0), up to rendering noise
#       (IMAGE_DIFF: a few pixels a few units off);
#   -DDIFFERENT=<arguments>: ... and another picture than `starboard DIFFERENT --screenshot`
#       (the file made a difference);
#   -DREFUSED=<regular expression>: `starboard GIVEN` must exit with 2 and print the
#       expression on standard error.

function(run_starboard picture)
    execute_process(COMMAND "${PROGRAM}" ${ARGN} --screenshot "${picture}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(status "${status}" PARENT_SCOPE)
    set(err "${err}" PARENT_SCOPE)
    message("starboard ${ARGN}: exit ${status}\n${out}${err}")
endfunction()

file(REMOVE "${OUT}-given.png" "${OUT}-expected.png" "${OUT}-different.png")
run_starboard("${OUT}-given.png" "${GIVEN}")

if(DEFINED REFUSED)
    if(NOT status EQUAL 2)
        message(FATAL_ERROR "expected exit code 2, got ${status}")
    endif()
    if(NOT err MATCHES "${REFUSED}")
        message(FATAL_ERROR "expected the message to match '${REFUSED}'")
    endif()
    if(EXISTS "${OUT}-given.png")
        message(FATAL_ERROR "a refused file still made a picture")
    endif()
    return()
endif()

if(NOT status EQUAL 0 OR NOT EXISTS "${OUT}-given.png")
    message(FATAL_ERROR "starboard ${GIVEN} --screenshot failed")
endif()
string(REPLACE "|" ";" expected "${EXPECTED}")
run_starboard("${OUT}-expected.png" ${expected})
if(NOT status EQUAL 0)
    message(FATAL_ERROR "starboard ${expected} --screenshot failed")
endif()
execute_process(COMMAND "${IMAGE_DIFF}" "${OUT}-given.png" "${OUT}-expected.png"
                RESULT_VARIABLE differ ERROR_VARIABLE why)
message("compared: ${why}")
if(differ)
    message(FATAL_ERROR "starboard ${GIVEN} drew another picture than starboard ${expected}")
endif()
if(DEFINED DIFFERENT)
    string(REPLACE "|" ";" different "${DIFFERENT}")
    run_starboard("${OUT}-different.png" ${different})
    execute_process(COMMAND "${IMAGE_DIFF}" "${OUT}-given.png" "${OUT}-different.png"
                    RESULT_VARIABLE differ ERROR_VARIABLE why)
    message("compared: ${why}")
    if(NOT differ EQUAL 1)
        message(FATAL_ERROR "starboard ${GIVEN} drew the same picture as starboard ${different}")
    endif()
endif()
