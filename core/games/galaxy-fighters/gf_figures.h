#pragma once

#include "playtest/figures.h"

namespace starboard::gf {

// Galaxy Fighters' playtest figures (docs/ai.md, "Playtest lab"): how games end, the
// districts invaded, the invaders, the ships lost, the aliens shot, the spawn cards drawn.
GameFigures figures();

} // namespace starboard::gf
