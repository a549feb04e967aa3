#include "god_heuristic.h"

#include "games/galaxy-of-d/god_game.h"

#include <algorithm>
#include <climits>

namespace starboard::god {

namespace {

// What a ship is for: Bombers and the big guns go for the enemy Starbase, Freighters
// haul cargo, the small fry take and hold planets and asteroids.
int goalOf(const GodState &s, int sector, int type, bool cargo)
{
    const auto &g = s.game();
    const auto &t = g.shipTypes()[type];
    const int me = s.activePlayer();
    const int enemyBase = s.starbase(1 - me);
    if (t.starbaseDamage > 0 || t.attack >= 5)
        return enemyBase;
    auto nearest = [&](auto wanted) {
        int best = -1;
        int bestDistance = INT_MAX;
        for (int x = 0; x < g.sectorCount(); ++x) {
            if (!wanted(x))
                continue;
            const int d = g.distance(sector, x);
            if (d >= 0 && d < bestDistance) {
                bestDistance = d;
                best = x;
            }
        }
        return best;
    };
    auto kindAt = [&](int x) {
        const int thing = s.thingAt(x);
        return thing < 0 ? -1 : int(g.thingTypes()[thing].kind);
    };
    if (t.carriesCargo && s.cargoPrice() > 0) {
        const int goal = nearest([&](int x) {
            return kindAt(x) == int(cargo ? ThingKind::Spaceport : ThingKind::Planet);
        });
        if (goal >= 0)
            return goal;
    }
    // Hold a planet or asteroid: stay on one held alone, else go to the nearest one where
    // none of our ships is yet.
    const int here = kindAt(sector);
    if ((here == int(ThingKind::Planet) || here == int(ThingKind::Asteroid)) &&
        s.stackSize(me, sector) == 1)
        return sector;
    const int goal = nearest([&](int x) {
        const int k = kindAt(x);
        return (k == int(ThingKind::Planet) || k == int(ThingKind::Asteroid)) &&
               s.stackSize(me, x) == 0;
    });
    return goal >= 0 ? goal : enemyBase;
}

Action chooseMove(const GodState &s, const std::vector<Action> &legal, Rng &rng)
{
    const auto &g = s.game();
    const int me = s.activePlayer();
    int bestScore = 0;
    std::vector<Action> best;
    for (Action a : legal) {
        if (actionKind(a) != ActionKind::Move)
            continue;
        const auto f = moveFields(a);
        const int to = g.neighbour(f.sector, f.dir);
        const int goal = goalOf(s, f.sector, f.type, f.cargo);
        if (goal < 0)
            continue;
        const int gain = g.distance(f.sector, goal) - g.distance(to, goal);
        int score = gain * 10;
        const auto &t = g.shipTypes()[f.type];
        // Weak ships avoid stopping next to enemies and Pirates on the way.
        const bool enemies = s.stackSize(1 - me, to) > 0 || s.stackSize(kPirates, to) > 0;
        if (enemies && to != goal && t.attack < 5)
            score -= 15;
        if (score > bestScore) {
            bestScore = score;
            best.assign(1, a);
        } else if (score == bestScore && score > 0) {
            best.push_back(a);
        }
    }
    if (best.empty())
        return makeAction(ActionKind::Done, 0);
    return best[rng.below(std::uint32_t(best.size()))];
}

// The plan for a fleet: two Bombers with a Cruiser escort first, then income ships.
Action chooseBuy(const GodState &s, const std::vector<Action> &legal, int seat)
{
    const auto &g = s.game();
    const auto &types = g.shipTypes();
    auto have = [&](int t) {
        return s.shipsInPlay(seat, t) +
               (s.phase() == Phase::Purchase ? s.pendingPurchase(seat, t) : 0);
    };
    auto find = [&](auto pred) {
        for (int t = 0; t < int(types.size()); ++t)
            if (pred(types[t]))
                return t;
        return -1;
    };
    const int bomber = find([](const ShipType &t) { return t.starbaseDamage > 0; });
    const int freighter = find([](const ShipType &t) { return t.carriesCargo; });
    int escort = -1;
    for (int t = 0; t < int(types.size()); ++t)
        if (types[t].starbaseDamage == 0 &&
            (escort < 0 || types[t].armor * 10 / std::max(1, types[t].cost) >
                               types[escort].armor * 10 / std::max(1, types[escort].cost)))
            escort = t;
    int cheapest = -1;
    for (int t = 0; t < int(types.size()); ++t)
        if (types[t].attack > 0 && (cheapest < 0 || types[t].cost < types[cheapest].cost))
            cheapest = t;
    std::vector<int> wishes;
    if (bomber >= 0 && have(bomber) < 2)
        wishes.push_back(bomber);
    if (escort >= 0 && have(escort) < 1)
        wishes.push_back(escort);
    if (bomber >= 0 && have(bomber) < 4)
        wishes.push_back(bomber);
    if (cheapest >= 0 && have(cheapest) < 2)
        wishes.push_back(cheapest);
    if (freighter >= 0 && s.cargoPrice() >= 8 && have(freighter) < 1)
        wishes.push_back(freighter);
    if (escort >= 0)
        wishes.push_back(escort);
    for (int t : wishes) {
        const Action buy = makeAction(ActionKind::Buy, t);
        if (std::binary_search(legal.begin(), legal.end(), buy))
            return buy;
        // Save up for the first wish that is still missing rather than spend on the next.
        if (s.phase() == Phase::Buy)
            break;
    }
    return makeAction(ActionKind::Done, 0);
}

// Casualties: a ship that absorbs everything left (and survives) if there is one,
// otherwise the cheapest loss found by a small search over the order of losses.
int lossSearch(const std::vector<ShipType> &types, std::vector<std::pair<int, int>> &pool,
               int incoming, int depth)
{
    if (incoming <= 0 || depth > 10)
        return 0;
    int best = INT_MAX;
    bool any = false;
    for (auto &[type, count] : pool) {
        if (count == 0)
            continue;
        any = true;
        const auto &t = types[type];
        if (t.armor > incoming)
            return 0;
        --count;
        const int cost = t.cost * (t.starbaseDamage > 0 ? 2 : 1) +
                         lossSearch(types, pool, incoming - t.armor, depth + 1);
        ++count;
        best = std::min(best, cost);
    }
    return any ? best : 0;
}

Action chooseCasualty(const GodState &s, const std::vector<Action> &legal)
{
    const auto &types = s.game().shipTypes();
    const auto &fight = s.fight();
    const int side = s.currentPlayer();
    const int incoming = fight.incoming[side];
    std::vector<std::pair<int, int>> pool; // (type, count) of ships still to choose from
    for (auto uid : fight.fighters) {
        for (const auto &ship : s.ships()) {
            if (ship.uid != uid || ship.owner != side ||
                std::find(fight.picked.begin(), fight.picked.end(), uid) != fight.picked.end())
                continue;
            auto it = std::find_if(pool.begin(), pool.end(),
                                   [&](const auto &p) { return p.first == ship.type; });
            if (it == pool.end())
                pool.emplace_back(ship.type, 1);
            else
                ++it->second;
        }
    }
    Action best = legal.front();
    int bestCost = INT_MAX;
    for (Action a : legal) {
        const int type = int(actionPayload(a) >> 1);
        const auto &t = types[type];
        int cost = 0;
        if (t.armor <= incoming) {
            auto it = std::find_if(pool.begin(), pool.end(),
                                   [&](const auto &p) { return p.first == type; });
            if (it != pool.end())
                --it->second;
            cost = t.cost * (t.starbaseDamage > 0 ? 2 : 1) +
                   lossSearch(types, pool, incoming - t.armor, 1);
            if (it != pool.end())
                ++it->second;
        }
        if (cost < bestCost) {
            bestCost = cost;
            best = a;
        }
    }
    return best;
}

Action chooseStarbase(const GodState &s, const std::vector<Action> &legal)
{
    // Close to income, far enough from the enemy to see it coming.
    const auto &g = s.game();
    Action best = legal.front();
    int bestScore = INT_MIN;
    for (Action a : legal) {
        const int sector = int(actionPayload(a));
        int score = 0;
        for (int x = 0; x < g.sectorCount(); ++x) {
            const int thing = s.thingAt(x);
            if (thing < 0)
                continue;
            const int d = g.distance(sector, x);
            if (d < 0)
                continue;
            const auto &t = g.thingTypes()[thing];
            const int value = t.kind == ThingKind::Spaceport ? 2 : t.income;
            score += value * 60 / (1 + d);
        }
        if (score > bestScore) {
            bestScore = score;
            best = a;
        }
    }
    return best;
}

} // namespace

Action HeuristicAgent::chooseAction(const State &state, Rng &rng)
{
    const auto legal = state.legalActions();
    const auto *s = dynamic_cast<const GodState *>(&state);
    if (!s)
        return legal[rng.below(std::uint32_t(legal.size()))];
    switch (s->phase()) {
    case Phase::Bidding: {
        const Action rise = makeAction(ActionKind::Rise, s->bid() + 1);
        if (s->bid() < 2 && std::binary_search(legal.begin(), legal.end(), rise))
            return rise;
        return makeAction(ActionKind::Pass, 0);
    }
    case Phase::PlaceStarbase:
        return chooseStarbase(*s, legal);
    case Phase::Purchase:
    case Phase::Buy:
        return chooseBuy(*s, legal, state.currentPlayer());
    case Phase::Movement:
        return chooseMove(*s, legal, rng);
    case Phase::Fight:
        return chooseCasualty(*s, legal);
    default:
        return legal[rng.below(std::uint32_t(legal.size()))];
    }
}

} // namespace starboard::god
