#include "gf_heuristic.h"

#include "gf_game.h"

#include <algorithm>
#include <cmath>

namespace starboard::gf {

namespace {

// Cockpit preferences: the weapon that hits most for one symbol, the Fire tile, and cheap
// mobility before protection.
int weaponRank(WeaponKind kind)
{
    switch (kind) {
    case WeaponKind::SpreadShot:
        return 0;
    case WeaponKind::LaserBeam:
        return 1;
    case WeaponKind::WideBeam:
        return 2;
    }
    return 3;
}

int engineRank(EngineKind kind)
{
    switch (kind) {
    case EngineKind::Afterburner:
        return 0;
    case EngineKind::Deflector:
        return 1;
    case EngineKind::Repulsor:
        return 2;
    case EngineKind::WarpDrive:
        return 3;
    }
    return 4;
}

int tileRank(const CommandTile &tile)
{
    if (tile.kind == TileKind::Reroll)
        return 2;
    switch (tile.face) {
    case Face::Fire:
        return 0;
    case Face::FireOrSpecial:
        return 1;
    case Face::Special:
        return 3;
    case Face::Move:
        return 4;
    }
    return 5;
}

// The choice with the lowest rank among the legal actions.
template <typename Rank>
Action bestRanked(const std::vector<Action> &legal, Rank rank)
{
    Action best = legal.front();
    int bestRank = rank(actionPayload(best));
    for (Action a : legal) {
        const int r = rank(actionPayload(a));
        if (r < bestRank) {
            best = a;
            bestRank = r;
        }
    }
    return best;
}

// Decisions outside the Command phase, shared by both agents; -1 when in the Command phase.
Action nonCommand(const GfState &s, const std::vector<Action> &legal)
{
    const auto &eq = s.game().equipment();
    switch (s.phase()) {
    case Phase::ChooseWeapon:
        return bestRanked(legal, [&](int i) { return weaponRank(eq.weapons[i].kind); });
    case Phase::ChooseTile:
        return bestRanked(legal, [&](int i) { return tileRank(eq.tiles[i]); });
    case Phase::ChooseEngine:
        return bestRanked(legal, [&](int i) { return engineRank(eq.engines[i].kind); });
    case Phase::Overflow:
        return bestRanked(legal, [&](int d) { return s.invaders(d); });
    default:
        return -1;
    }
}

} // namespace

double teamStanding(const GfState &s)
{
    if (s.won())
        return 1000.0;
    if (s.lost())
        return -1000.0;
    const auto &g = s.game();
    double v = 0;
    for (int d = 0; d < kDistricts; ++d)
        v -= 2.5 * s.invaders(d);
    v -= 25.0 * s.invadedCount();
    v += 6.0 * s.shipyardLeft();
    for (int cell = 0; cell < kCells; ++cell) {
        for (const auto &alien : s.stack(cell)) {
            const int d = alien.facing;
            const Local l = localOf(d, cell);
            const int speed = g.spawnDeck().kinds[alien.kind].speed;
            const int turns = (std::max(l.zone, 1) + speed - 1) / speed;
            v -= 3.0 / turns;
            const Ship &ship = s.ship(d);
            const Local at = localOf(d, ship.cell);
            if (!ship.shielded && l.col == at.col && l.zone > at.zone && l.zone - at.zone <= speed)
                v -= 4.0; // it reaches the ship on its district's next approach
        }
    }
    for (int d = 0; d < kDistricts; ++d)
        if (s.fireTarget(d) >= 0)
            v += 0.5;
    return v;
}

Action HeuristicAgent::chooseAction(const State &state, Rng &rng)
{
    const auto &s = static_cast<const GfState &>(state);
    const auto legal = s.legalActions();
    if (const Action a = nonCommand(s, legal); a >= 0)
        return a;
    double best = -1e18;
    std::vector<Action> ties;
    for (Action a : legal) {
        auto next = std::unique_ptr<GfState>(static_cast<GfState *>(s.clone().release()));
        next->applyLegalAction(a);
        double value;
        if (next->phase() == Phase::Command) {
            auto after = next->previewApproach();
            value = teamStanding(*after);
        } else if (next->phase() == Phase::Roll) {
            value = teamStanding(*next) + 0.1; // a reroll: its dice are unknown
        } else {
            value = teamStanding(*next);
        }
        if (actionKind(a) == ActionKind::EndTurn)
            value += 0.05; // no command that changes nothing
        if (value > best + 1e-9) {
            best = value;
            ties = {a};
        } else if (value > best - 1e-9) {
            ties.push_back(a);
        }
    }
    return ties[rng.below(std::uint32_t(ties.size()))];
}

Action QuickAgent::chooseAction(const State &state, Rng &rng)
{
    const auto &s = static_cast<const GfState &>(state);
    const auto legal = s.legalActions();
    if (const Action a = nonCommand(s, legal); a >= 0)
        return a;
    auto has = [&](Action a) { return std::binary_search(legal.begin(), legal.end(), a); };
    if (has(makeAction(ActionKind::Fire)))
        return makeAction(ActionKind::Fire);
    if (has(makeAction(ActionKind::Weapon)) && s.weaponTargets(s.district()).size() >= 2)
        return makeAction(ActionKind::Weapon);
    // A move under the nearest alien flying at this district.
    const int d = s.district();
    Action bestMove = -1;
    int bestZone = 99;
    for (Action a : legal) {
        if (actionKind(a) != ActionKind::Move)
            continue;
        const Local l = localOf(d, actionPayload(a));
        for (int zone = l.zone + 1; zone <= 8; ++zone) {
            const int cell = cellOf(d, {l.col, zone});
            if (cell >= 0 && !s.stack(cell).empty()) {
                if (zone < bestZone) {
                    bestZone = zone;
                    bestMove = a;
                }
                break;
            }
        }
    }
    if (bestMove >= 0 && s.fireTarget(d) < 0)
        return bestMove;
    if (has(makeAction(ActionKind::EndTurn)))
        return makeAction(ActionKind::EndTurn);
    return legal[rng.below(std::uint32_t(legal.size()))];
}

} // namespace starboard::gf
