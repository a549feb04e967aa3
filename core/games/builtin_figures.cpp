#include "games/galactic-warfare/gw_figures.h"
#include "games/galaxy-command/gc_figures.h"
#include "games/galaxy-fighters/gf_figures.h"
#include "games/galaxy-of-d/god_figures.h"
#include "playtest/figures.h"

namespace starboard {

// Every game's playtest figures, listed explicitly like builtinGameAgents(): a game missing
// here still gets the generic figures (wins, first player, length, scores, ranks).
const std::vector<GameFigures> &builtinGameFigures()
{
    static const std::vector<GameFigures> all{god::figures(), gc::figures(), gf::figures(),
                                              gw::figures()};
    return all;
}

} // namespace starboard
