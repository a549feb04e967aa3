#include "gc_heuristic.h"

#include "games/galaxy-command/gc_game.h"

#include <algorithm>

namespace starboard::gc {

namespace {

// Chance that die + military reaches `resistance`.
double successChance(int military, int resistance, int dieSides)
{
    const int need = resistance - military; // the lowest face that succeeds
    if (need <= 1)
        return 1.0;
    if (need > dieSides)
        return 0.0;
    return double(dieSides - need + 1) / double(dieSides);
}

// What an aligned system is worth for the rest of the game: its victory points and the
// production it adds on the turns left.
double systemValue(const Card &c, int turnsLeft)
{
    return c.victoryPoints + 0.25 * (c.metal + c.wealth) * std::min(turnsLeft, 8);
}

struct Choice
{
    Action action = 0;
    double value = 0;
};

int turnsLeft(const GcState &s)
{
    const auto &r = s.game().rules();
    const int done = (s.year() == 2 ? r.yearEvents[0] : 0) + s.eventsPlayed();
    return r.yearEvents[0] + r.yearEvents[1] - done;
}

Action chooseAttack(const GcState &s, const std::vector<Action> &legal)
{
    const auto &g = s.game();
    const int seat = s.activePlayer();
    const auto &p = s.player(seat);
    const int sides = g.rules().dieSides;
    const int left = turnsLeft(s);
    const bool free = s.diplomacyAvailable(seat);
    // In a multiplayer game everybody wins only with enough distant systems aligned.
    const double team = s.numPlayers() > 1 && s.alignedDistant() < s.distantToWin() ? 3.0 : 0.0;
    // Expected value of turning over an unknown card of each kind.
    auto exploreValue = [&](bool distant) {
        double sum = 0;
        int n = 0;
        const auto want = distant ? CardKind::Distant : CardKind::Near;
        std::vector<bool> taken(g.cards().size(), false);
        for (int other = 0; other < s.numPlayers(); ++other) {
            for (const auto &slot : s.player(other).systems) {
                if (slot.explored())
                    taken[slot.card] = true;
            }
        }
        for (int c = 0; c < int(g.cards().size()); ++c) {
            const auto &card = g.cards()[c];
            if (!g.inDeck(c) || card.kind != want || taken[c])
                continue;
            const double chance = free ? 1.0 : successChance(p.military, card.resistance, sides);
            // A failure costs a military point but leaves a card to conquer later.
            sum += chance * (systemValue(card, left) + 0.6 + (distant ? team * 0.5 : 0.0)) -
                   (1 - chance) * 0.9;
            ++n;
        }
        return n ? sum / n : -1.0;
    };
    Choice best{makeAction(ActionKind::Bide), 0.15};
    // Distant systems wait until every explored near system is aligned: in a team game,
    // explore few near systems and conquer the ones that block the way.
    int nearExplored = 0;
    for (const auto &slot : p.systems)
        nearExplored += !slot.distant && slot.explored();
    const double nearValue = exploreValue(false) - (team > 0 && nearExplored >= 2 ? 2.5 : 0.0);
    const double distantValue = exploreValue(true) + team * 0.5;
    for (Action a : legal) {
        const auto kind = actionKind(a);
        const int slot = actionPayload(a);
        double value = -1;
        if (kind == ActionKind::Explore) {
            value = p.systems[slot].distant ? distantValue : nearValue;
        } else if (kind == ActionKind::Conquer) {
            const auto &card = g.cards()[p.systems[slot].card];
            const double chance = free ? 1.0 : successChance(p.military, card.resistance, sides);
            const double unblock = card.kind == CardKind::Distant ? team : team * 0.5;
            value = chance * (systemValue(card, left) + 0.4 + unblock) - (1 - chance) * 1.5;
        }
        if (value > best.value)
            best = {a, value};
    }
    return best.action;
}

// The victory points a technology adds: a row scores its furthest technology, so a second
// generation adds its points less those of the first generation it moves the cube from.
int addedPoints(const GcState &s, const Technology &t)
{
    int before = 0;
    for (const auto &other : s.game().technologies()) {
        if (other.row == t.row && other.generation < t.generation)
            before = std::max(before, other.victoryPoints);
    }
    return t.victoryPoints - before;
}

// Victory points per wealth, plus what the technology does for this player now.
double techValue(const GcState &s, int seat, const Technology &t)
{
    const auto &p = s.player(seat);
    const bool team = s.numPlayers() > 1;
    double value = double(addedPoints(s, t)) / std::max(1, t.cost);
    int nearUnaligned = 0;
    int nearUnexplored = 0;
    for (const auto &slot : p.systems) {
        if (!slot.distant) {
            nearUnaligned += slot.explored() && !slot.aligned;
            nearUnexplored += !slot.explored();
        }
    }
    switch (t.tech) {
    case Tech::CapitalShips:
        value += p.military >= 3 || team ? 0.8 : 0.2;
        break;
    case Tech::ForwardStarBases:
        value += nearUnexplored <= 2 || team ? 0.8 : 0.2;
        break;
    case Tech::InterspeciesCommerce:
        value += 0.5;
        break;
    case Tech::InterstellarDiplomacy:
        value += nearUnaligned > 0 ? 0.6 : 0.3;
        break;
    case Tech::InterstellarBanking:
        value += 0.3;
        break;
    default:
        break;
    }
    return value;
}

Action chooseBuild(const GcState &s, const std::vector<Action> &legal)
{
    const int seat = s.activePlayer();
    const auto &p = s.player(seat);
    const auto &g = s.game();
    const bool canBuild =
        std::find(legal.begin(), legal.end(), makeAction(ActionKind::Build)) != legal.end();
    // Military first while it is low: it is what aligns systems.
    const int wanted = s.hasTech(seat, Tech::ForwardStarBases) ? s.militaryLimit(seat) : 3;
    if (canBuild && p.military < std::min(s.numPlayers() > 1 ? wanted : 2, wanted))
        return makeAction(ActionKind::Build);
    Choice best{0, -1};
    for (Action a : legal) {
        if (actionKind(a) != ActionKind::Discover)
            continue;
        const double v = techValue(s, seat, g.technologies()[actionPayload(a)]);
        if (v > best.value)
            best = {a, v};
    }
    if (best.value >= 0) {
        // Keep the wealth for military when that is the better buy right now.
        if (!(canBuild && p.military < wanted && best.value < 0.9))
            return best.action;
    }
    if (canBuild && p.military < wanted)
        return makeAction(ActionKind::Build);
    if (best.value >= 0)
        return best.action;
    return makeAction(ActionKind::EndTurn);
}

Action chooseTrade(const GcState &s, const std::vector<Action> &legal)
{
    const int seat = s.activePlayer();
    const auto &p = s.player(seat);
    const int limit = s.storageLimit(seat);
    // Wealth buys technologies: turn spare metal into it, keeping one metal for military.
    const Action giveMetal = makeAction(ActionKind::Trade, 0);
    const Action giveWealth = makeAction(ActionKind::Trade, 1);
    const bool militaryDone = p.military >= s.militaryLimit(seat);
    if (std::find(legal.begin(), legal.end(), giveMetal) != legal.end() && p.wealth < limit &&
        (p.metal >= 3 || (militaryDone && p.metal >= 2)))
        return giveMetal;
    if (std::find(legal.begin(), legal.end(), giveWealth) != legal.end() && p.metal == 0 &&
        p.wealth >= limit && !militaryDone)
        return giveWealth;
    return makeAction(ActionKind::NoTrade);
}

} // namespace

Action HeuristicAgent::chooseAction(const State &state, Rng &rng)
{
    const auto *s = dynamic_cast<const GcState *>(&state);
    const auto legal = state.legalActions();
    if (!s)
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    switch (s->phase()) {
    case Phase::Action:
        return chooseAttack(*s, legal);
    case Phase::Trade:
        return chooseTrade(*s, legal);
    case Phase::Build:
        return chooseBuild(*s, legal);
    default:
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    }
}

} // namespace starboard::gc
