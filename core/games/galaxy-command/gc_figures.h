#pragma once

// Galaxy Command's playtest figures (docs/ai.md, "Playtest lab"): the team's rank
// distribution (the generic figures give each seat's), the parts of the score and the
// systems aligned. Listed in core/games/builtin_figures.cpp.

#include "playtest/figures.h"

namespace starboard::gc {

GameFigures figures();

} // namespace starboard::gc
