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
    // `solitaire` iterations with one player, `team` iterations in co-op. In solitaire the
    // middle levels search less, so that each level's mean score stands apart from the next
    // one's. In co-op every level leans on the heuristic's move (progressive bias, weight
    // kTeamPrior): without it the small searches chased their own points and their teams
    // won less often than the plain heuristic's (docs/ai.md, "Measured order").
    constexpr double kTeamPrior = 8.0;
    auto search = [](std::string name, int solitaire, int team, int trees,
                     std::string description) {
        MctsConfig config;
        config.trees = trees;
        config.threads = trees;
        config.policyEpsilon = 0.1;
        return AgentEntry{
            name, std::move(description), [name, config, solitaire, team](const Game &game) {
                MctsConfig c = config;
                const bool alone = game.numPlayers() == 1;
                c.iterations = alone ? solitaire : team;
                c.priorWeight = alone ? 0.0 : kTeamPrior;
                return std::unique_ptr<Agent>(std::make_unique<MctsAgent>(name, c, searchHooks()));
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
        search("standard", 100, 30, 1,
               "MCTS, 100 iterations (co-op: 30, biased towards the heuristic's move), "
               "heuristic rollouts (10% random) to the end"),
        search("strong", 400, 200, 1,
               "MCTS, 400 iterations (co-op: 200, biased towards the heuristic's move), "
               "heuristic rollouts (10% random) to the end"),
        search("expert", 8000, 8000, 2,
               "MCTS, 8000 iterations in 2 root-parallel trees (co-op: biased towards the "
               "heuristic's move), heuristic rollouts (10% random) to the end"),
        {"heuristic", "rules of thumb, one decision at a time",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }},
    };
    return out;
}

} // namespace starboard::gc
