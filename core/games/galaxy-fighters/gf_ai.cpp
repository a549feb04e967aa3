#include "gf_ai.h"

#include "gf_game.h"
#include "gf_heuristic.h"

#include <cmath>

namespace starboard::gf {

std::vector<double> evaluate(const State &state)
{
    const auto &s = static_cast<const GfState &>(state);
    const double value =
        s.isTerminal() ? (s.won() ? 1.0 : -1.0) : std::tanh(teamStanding(s) / 30.0);
    return std::vector<double>(s.numPlayers(), value);
}

SearchHooks searchHooks()
{
    SearchHooks hooks;
    auto quick = std::make_shared<QuickAgent>();
    hooks.rolloutPolicy = [quick](const State &state, Rng &rng) {
        return quick->chooseAction(state, rng);
    };
    hooks.evaluate = evaluate;
    return hooks;
}

GameAgents agents()
{
    // Every level leans on the rollout policy's move (progressive bias, as Galaxy Command's
    // co-op levels) and cuts its rollouts at a depth, scoring the position.
    auto search = [](std::string name, int iterations, int trees, std::string description) {
        MctsConfig config;
        config.iterations = iterations;
        config.trees = trees;
        config.policyEpsilon = 0.1;
        config.rolloutDepth = 60;
        config.priorWeight = 8.0;
        return searchLevel(std::move(name), std::move(description), config, searchHooks);
    };
    GameAgents out;
    out.gameId = "galaxy-fighters";
    out.agents = {
        noisyLevel("beginner", "the heuristic with 30% uniformly random moves", 0.3,
                   [] { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }),
        search("standard", 100, 1,
               "MCTS, 100 iterations biased towards the quick pilot's move, quick rollouts "
               "(10% random) cut after 60 actions and evaluated"),
        search("strong", 500, 1,
               "MCTS, 500 iterations biased towards the quick pilot's move, quick rollouts "
               "(10% random) cut after 60 actions and evaluated"),
        search("expert", 3000, 2,
               "MCTS, 3000 iterations in 2 root-parallel trees biased towards the quick "
               "pilot's move, quick rollouts (10% random) cut after 60 actions and evaluated"),
        {"heuristic", "rules of thumb, one decision at a time, looking one approach ahead",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }},
        {"quick", "the search's rollout pilot: Fire first, then the weapon, then a move",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<QuickAgent>()); }},
    };
    return out;
}

} // namespace starboard::gf
