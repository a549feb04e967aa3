#pragma once

// Galaxy of D's playtest figures (docs/ai.md, "Playtest lab"): ships bought and lost per
// type, cargo sold, combats, how games end, games ended by a Bomber strike before the
// fourth turn. Listed in core/games/builtin_figures.cpp.

#include "playtest/figures.h"

namespace starboard::god {

GameFigures figures();

} // namespace starboard::god
