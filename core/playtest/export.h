#pragma once

// The playtest lab's exports (docs/data-formats.md, "Playtest exports"): one batch, or two
// compared (A and B), as CSV (one long table: each game's figures, the summary, the
// differences) or JSON (format "starboard.playtest"). Written by `starboard-cli simulate
// --csv/--json-file` and the Workshop's Playtest (Export).

#include "playtest/playtest.h"

#include <cstdint>
#include <string>
#include <vector>

namespace starboard {

struct PlaytestVariant
{
    std::string name;                 // "A", "B"
    std::vector<std::string> agents;  // per seat
    std::vector<std::string> content; // "ruleset: /path/file.json"; empty: as shipped
    std::uint64_t seed = 1;
    const PlaytestResult *result = nullptr;
};

// `variants` holds one batch, or A then B (the comparison is then included). The labels
// number seats from `seatBase` (FigureDef::label).
std::string playtestCsv(const std::string &gameId, const std::vector<PlaytestVariant> &variants,
                        int seatBase = 1);
std::string playtestJson(const std::string &gameId, const std::vector<PlaytestVariant> &variants,
                         int seatBase = 1);

} // namespace starboard
