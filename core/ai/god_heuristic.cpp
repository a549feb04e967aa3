#include "god_heuristic.h"

#include "games/galaxy-of-d/god_game.h"

namespace starboard::god {

Action HeuristicAgent::chooseAction(const State &state, Rng &rng)
{
    const auto legal = state.legalActions();
    return legal[rng.below(std::uint32_t(legal.size()))];
}

} // namespace starboard::god
