#include "gc_ai.h"

#include "gc_game.h"
#include "gc_heuristic.h"

#include <cmath>

namespace starboard::gc {

std::vector<double> terminalValue(const State &state)
{
    auto values = state.returns();
    const auto scores = state.scores();
    for (std::size_t s = 0; s < values.size() && s < scores.size(); ++s)
        values[s] = 0.5 * values[s] + 0.5 * std::tanh((scores[s] - 13.0) / 5.0);
    return values;
}

SearchHooks searchHooks()
{
    SearchHooks hooks;
    auto heuristic = std::make_shared<HeuristicAgent>();
    hooks.rolloutPolicy = [heuristic](const State &state, Rng &rng) {
        return heuristic->chooseAction(state, rng);
    };
    hooks.terminalValue = terminalValue;
    return hooks;
}

GameAgents agents()
{
    auto search = [](std::string name, int iterations, int trees, std::string description) {
        MctsConfig config;
        config.iterations = iterations;
        config.trees = trees;
        config.threads = trees;
        config.policyEpsilon = 0.1;
        // Co-op: every seat's search models its teammates with the heuristic instead of
        // searching their moves too (no effect in solitaire).
        config.othersByPolicy = true;
        return AgentEntry{name, std::move(description), [name, config](const Game &) {
                              return std::unique_ptr<Agent>(
                                  std::make_unique<MctsAgent>(name, config, searchHooks()));
                          }};
    };
    GameAgents out;
    out.gameId = "galaxy-command";
    out.agents = {
        {"beginner", "the heuristic with 35% uniformly random moves",
         [](const Game &) {
             return std::unique_ptr<Agent>(std::make_unique<NoisyAgent>(
                 "beginner", std::make_unique<HeuristicAgent>(), 0.35));
         }},
        search("standard", 200, 1,
               "MCTS, 200 iterations, heuristic rollouts (10% random) to the end"),
        search("strong", 1000, 1,
               "MCTS, 1000 iterations, heuristic rollouts (10% random) to the end"),
        search("expert", 8000, 2,
               "MCTS, 8000 iterations in 2 root-parallel trees, heuristic rollouts (10% "
               "random) to the end"),
        {"heuristic", "rules of thumb, one decision at a time",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }},
    };
    return out;
}

} // namespace starboard::gc
