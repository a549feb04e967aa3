#include "god_ai.h"

#include "god_game.h"
#include "god_heuristic.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace starboard::god {

namespace {

// Where cargo is sold and loaded.
struct CargoMap
{
    int port = -1;
    std::vector<int> planets;
};

CargoMap cargoMap(const GodState &s)
{
    const auto &g = s.game();
    CargoMap out;
    for (int x = 0; x < g.sectorCount(); ++x) {
        const int thing = s.thingAt(x);
        if (thing < 0)
            continue;
        const auto kind = g.thingTypes()[thing].kind;
        if (kind == ThingKind::Spaceport)
            out.port = x;
        else if (kind == ThingKind::Planet)
            out.planets.push_back(x);
    }
    return out;
}

// The planet on the shortest way from `from` (not the planet it stands on) to the
// Spaceport, or -1.
int bestPlanet(const GodGame &g, const CargoMap &map, int from)
{
    int best = -1;
    int bestLength = 0;
    for (int p : map.planets) {
        const int a = g.distance(from, p);
        const int b = g.distance(p, map.port);
        if (p == from || a < 0 || b < 0)
            continue;
        if (best < 0 || a + b < bestLength) {
            best = p;
            bestLength = a + b;
        }
    }
    return best;
}

// A Freighter's next sale, discounted by the turns to it.
double cargoStream(const GodState &s, const CargoMap &map, const Ship &ship, const ShipType &t,
                   double weight)
{
    const auto &g = s.game();
    const int price = s.cargoPrice();
    if (price <= 0 || map.port < 0 || map.planets.empty())
        return 0.0;
    const int speed = std::max(1, int(t.speed));
    auto turns = [&](int d) { return (d + speed - 1) / speed; };
    int next = -1;
    if (ship.cargo) {
        const int d = g.distance(ship.sector, map.port);
        if (d >= 0)
            next = turns(d);
    } else {
        for (int p : map.planets) {
            const int a = g.distance(ship.sector, p);
            const int b = g.distance(p, map.port);
            if (a >= 0 && b >= 0 && (next < 0 || std::max(1, turns(a)) + turns(b) < next))
                next = std::max(1, turns(a)) + turns(b);
        }
    }
    return next < 0 ? 0.0 : weight * price * std::pow(0.85, next);
}

// A seat's standing in money-like units (a ship is worth its cost).
double standing(const GodState &s, int seat, double cargoWeight)
{
    const CargoMap map = cargoWeight > 0 ? cargoMap(s) : CargoMap{};
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
        if (cargoWeight > 0 && t.carriesCargo)
            value += cargoStream(s, map, ship, t, cargoWeight);
        else if (ship.cargo)
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
    return evaluate(state, 0.0);
}

std::vector<double> evaluate(const State &state, double cargoWeight)
{
    const auto *s = dynamic_cast<const GodState *>(&state);
    if (!s)
        return std::vector<double>(std::size_t(state.numPlayers()), 0.0);
    if (s->winner() >= 0)
        return s->returns();
    const double v =
        std::tanh((standing(*s, 0, cargoWeight) - standing(*s, 1, cargoWeight)) / 30.0);
    return {v, -v};
}

std::vector<std::vector<Action>> haulMacros(const State &state)
{
    std::vector<std::vector<Action>> out;
    const auto *s = dynamic_cast<const GodState *>(&state);
    if (!s || s->phase() != Phase::Movement || s->cargoPrice() <= 0)
        return out;
    const auto &g = s->game();
    const CargoMap map = cargoMap(*s);
    if (map.port < 0 || map.planets.empty())
        return out;
    const int me = s->activePlayer();
    const int enemyBase = s->starbase(1 - me);
    auto others = [&](int x) {
        return s->stackSize(1 - me, x) > 0 || s->stackSize(kPirates, x) > 0;
    };
    std::vector<Action> seen; // the groups' first moves' keys (sector, type, cargo, moves)
    for (const auto &ship : s->ships()) {
        if (ship.owner != me || ship.movesLeft <= 0 || !g.shipTypes()[ship.type].carriesCargo)
            continue;
        const Action group = makeMove(ship.sector, 0, ship.type, ship.cargo, ship.movesLeft);
        if (std::find(seen.begin(), seen.end(), group) != seen.end())
            continue;
        seen.push_back(group);
        std::vector<Action> steps;
        int at = ship.sector;
        bool cargo = ship.cargo;
        int moves = ship.movesLeft;
        while (moves > 0) {
            const int goal = cargo ? map.port : bestPlanet(g, map, at);
            if (goal < 0 || goal == at)
                break;
            int dir = -1;
            bool safe = false;
            for (int d = 0; d < kDirections && !safe; ++d) {
                const int n = g.neighbour(at, d);
                if (n < 0 || g.distance(n, goal) != g.distance(at, goal) - 1)
                    continue;
                const bool ok = n == goal || (!others(n) && n != enemyBase);
                if (dir < 0 || ok) {
                    dir = d;
                    safe = ok;
                }
            }
            if (dir < 0)
                break;
            const int to = g.neighbour(at, dir);
            steps.push_back(makeMove(at, dir, ship.type, cargo, moves));
            moves = others(to) ? 0 : moves - 1;
            at = to;
            if (to == map.port)
                cargo = false; // sold
            else if (std::find(map.planets.begin(), map.planets.end(), to) != map.planets.end())
                cargo = true; // loaded (or kept)
        }
        if (steps.size() >= 2)
            out.push_back(std::move(steps));
    }
    return out;
}

SearchHooks searchHooks()
{
    return searchHooks(SearchOptions{});
}

SearchHooks searchHooks(const SearchOptions &options)
{
    SearchHooks hooks;
    auto heuristic = std::make_shared<HeuristicAgent>();
    hooks.rolloutPolicy = [heuristic](const State &state, Rng &rng) {
        return heuristic->chooseAction(state, rng);
    };
    hooks.evaluate = [weight = options.cargoWeight](const State &state) {
        return evaluate(state, weight);
    };
    if (options.haulMacros)
        hooks.macroActions = haulMacros;
    return hooks;
}

GameAgents agents()
{
    auto search = [](std::string name, int iterations, int trees, std::string description,
                     SearchOptions options = {}) {
        MctsConfig config;
        config.useMacros = options.haulMacros;
        config.iterations = iterations;
        config.trees = trees;
        config.threads = trees;
        config.rolloutDepth = 40;
        config.policyEpsilon = 0.1;
        return AgentEntry{name, std::move(description), [name, config, options](const Game &) {
                              return std::unique_ptr<Agent>(
                                  std::make_unique<MctsAgent>(name, config, searchHooks(options)));
                          }};
    };
    // Strong and Expert see a Freighter's whole trip as one choice and value its next sale
    // (docs/ai.md: without it no level hauled cargo, since a decision is one ship's step).
    const SearchOptions kHaul{2.0, true};
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
               "IS-MCTS, 1000 iterations, a Freighter's trip to its next sale as one choice, "
               "heuristic rollouts (10% random) cut after 40 actions and evaluated with the "
               "sale's value",
               kHaul),
        search("expert", 8000, 2,
               "IS-MCTS, 8000 iterations in 2 root-parallel trees, a Freighter's trip to its "
               "next sale as one choice, heuristic rollouts (10% random) cut after 40 actions "
               "and evaluated with the sale's value",
               kHaul),
        {"heuristic", "rules of thumb, one decision at a time",
         [](const Game &) { return std::unique_ptr<Agent>(std::make_unique<HeuristicAgent>()); }},
    };
    return out;
}

} // namespace starboard::god
