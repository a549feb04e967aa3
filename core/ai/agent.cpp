#include "agent.h"

#include "gc_heuristic.h"
#include "god_heuristic.h"

namespace starboard {

Action RandomAgent::chooseAction(const State &state, Rng &rng)
{
    const auto legal = state.legalActions();
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

std::vector<std::string> agentNames(const std::string &gameId)
{
    std::vector<std::string> names{"random"};
    if (gameId == "galaxy-of-d" || gameId == "galaxy-command")
        names.emplace_back("heuristic");
    return names;
}

std::unique_ptr<Agent> createAgent(const std::string &name, const Game &game)
{
    if (name == "random")
        return std::make_unique<RandomAgent>();
    if (name == "heuristic" && game.info().id == "galaxy-of-d")
        return std::make_unique<god::HeuristicAgent>();
    if (name == "heuristic" && game.info().id == "galaxy-command")
        return std::make_unique<gc::HeuristicAgent>();
    return nullptr;
}

} // namespace starboard
