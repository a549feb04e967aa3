#include "engine/registry.h"
#include "games/galactic-warfare/gw_game.h"
#include "games/galaxy-command/gc_game.h"
#include "games/galaxy-fighters/gf_game.h"
#include "games/galaxy-of-d/god_game.h"

namespace starboard {

void registerBuiltinGames(GameRegistry &registry)
{
    registry.add(god::registration());
    registry.add(gc::registration());
    registry.add(gf::registration());
    registry.add(gw::registration());
}

const GameRegistry &builtinGames()
{
    static const GameRegistry registry = [] {
        GameRegistry r;
        registerBuiltinGames(r);
        return r;
    }();
    return registry;
}

} // namespace starboard
