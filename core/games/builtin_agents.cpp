#include "ai/agent.h"
#include "games/galactic-warfare/gw_ai.h"
#include "games/galaxy-command/gc_ai.h"
#include "games/galaxy-fighters/gf_ai.h"
#include "games/galaxy-of-d/god_ai.h"

namespace starboard {

// Every game's computer players, listed explicitly like registerBuiltinGames(): a game
// missing here still gets the generic levels (genericLevels()).
const std::vector<GameAgents> &builtinGameAgents()
{
    static const std::vector<GameAgents> all{god::agents(), gc::agents(), gf::agents(),
                                             gw::agents()};
    return all;
}

} // namespace starboard
