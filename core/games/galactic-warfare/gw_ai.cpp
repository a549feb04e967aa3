#include "gw_ai.h"

#include "gw_game.h"
#include "gw_heuristic.h"

#include <cmath>

namespace starboard::gw {

std::vector<double> evaluate(const State &state)
{
    const auto &s = static_cast<const GwState &>(state);
    if (s.isTerminal())
        return s.returns();
    const double v = std::tanh(standing(s, 0) / 40.0);
    return {v, -v};
}

SearchHooks searchHooks()
{
    SearchHooks hooks;
    auto heuristic = std::make_shared<HeuristicAgent>();
    hooks.rolloutPolicy = [heuristic](const State &state, Rng &rng) {
        return heuristic->chooseAction(state, rng);
    };
    hooks.evaluate = evaluate;
    return hooks;
}

GameAgents agents()
{
    auto search = [](std::string name, int iterations, int trees, std::string description) {
        MctsConfig config;
        config.iterations = iterations;
        config.trees = trees;
        config.policyEpsilon = 0.1;
        config.rolloutDepth = 80;
        config.priorWeight = 4.0;
        return searchLevel(std::move(name), std::move(description), config, searchHooks);
    };
    GameAgents out;
    out.gameId = "galactic-warfare";
    out.agents = {
        noisyLevel("beginner", "the heuristic with 30% uniformly random moves", 0.3,
                   [] { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }),
        search("standard", 100, 1,
               "information-set MCTS, 100 iterations biased towards the heuristic's move, "
               "heuristic rollouts (10% random) cut after 80 actions and evaluated"),
        search("strong", 500, 1,
               "information-set MCTS, 500 iterations biased towards the heuristic's move, "
               "heuristic rollouts (10% random) cut after 80 actions and evaluated"),
        search("expert", 3000, 2,
               "information-set MCTS, 3000 iterations in 2 root-parallel trees biased towards "
               "the heuristic's move, heuristic rollouts (10% random) cut after 80 actions and "
               "evaluated"),
        {"heuristic", "rules of thumb, one decision at a time",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }},
    };
    return out;
}

} // namespace starboard::gw
