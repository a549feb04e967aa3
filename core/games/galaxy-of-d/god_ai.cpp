#include "god_ai.h"

#include "god_game.h"
#include "god_heuristic.h"

#include <cmath>

namespace starboard::god {

namespace {

// A seat's standing in money-like units (a ship is worth its cost).
double standing(const GodState &s, int seat)
{
    const auto &g = s.game();
    const auto &types = g.shipTypes();
    const int enemyBase = s.starbase(1 - seat);
    double value = 2.0 * s.armor(seat) + s.money(seat) + 2.0 * s.production(seat);
    for (const auto &ship : s.ships()) {
        if (ship.owner != seat)
            continue;
        const auto &t = types[ship.type];
        value += t.cost;
        if (t.starbaseDamage > 0 && enemyBase >= 0) {
            const int d = g.distance(ship.sector, enemyBase);
            if (d >= 0)
                value += 0.6 * t.starbaseDamage / (1.0 + d);
        }
        if (ship.cargo)
            value += 0.5 * s.cargoPrice();
    }
    if (s.phase() == Phase::Purchase) {
        for (int t = 0; t < int(types.size()); ++t)
            value += s.pendingPurchase(seat, t) * types[t].cost;
    }
    return value;
}

} // namespace

std::vector<double> evaluate(const State &state)
{
    const auto *s = dynamic_cast<const GodState *>(&state);
    if (!s)
        return std::vector<double>(std::size_t(state.numPlayers()), 0.0);
    if (s->winner() >= 0)
        return s->returns();
    const double v = std::tanh((standing(*s, 0) - standing(*s, 1)) / 30.0);
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
        config.threads = trees;
        config.rolloutDepth = 40;
        config.policyEpsilon = 0.1;
        return AgentEntry{name, std::move(description), [name, config](const Game &) {
                              return std::unique_ptr<Agent>(
                                  std::make_unique<MctsAgent>(name, config, searchHooks()));
                          }};
    };
    GameAgents out;
    out.gameId = "galaxy-of-d";
    out.agents = {
        {"beginner", "the heuristic with 30% uniformly random moves",
         [](const Game &) {
             return std::unique_ptr<Agent>(
                 std::make_unique<NoisyAgent>("beginner", std::make_unique<HeuristicAgent>(), 0.3));
         }},
        search("standard", 50, 1,
               "IS-MCTS, 50 iterations, heuristic rollouts (10% random) cut after 40 actions "
               "and evaluated"),
        search("strong", 1000, 1,
               "IS-MCTS, 1000 iterations, heuristic rollouts (10% random) cut after 40 actions "
               "and evaluated"),
        search("expert", 8000, 2,
               "IS-MCTS, 8000 iterations in 2 root-parallel trees, heuristic rollouts (10% "
               "random) cut after 40 actions and evaluated"),
        {"heuristic", "rules of thumb, one decision at a time",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }},
    };
    return out;
}

} // namespace starboard::god
