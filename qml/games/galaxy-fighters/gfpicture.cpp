#include "gfpicture.h"

#include <algorithm>

namespace starboard::gf {

namespace {

// Takes the alien `id` off the board (from `hint` first), false when it is not there.
bool takeOff(GfPicture &p, int id, int hint)
{
    auto takeFrom = [&](int cell) {
        if (cell < 0 || cell >= kCells)
            return false;
        auto &stack = p.stacks[std::size_t(cell)];
        const auto it = std::find_if(stack.begin(), stack.end(),
                                     [id](const GfPicture::Figure &f) { return f.id == id; });
        if (it == stack.end())
            return false;
        stack.erase(it);
        return true;
    };
    if (takeFrom(hint))
        return true;
    for (int cell = 0; cell < kCells; ++cell)
        if (takeFrom(cell))
            return true;
    return false;
}

} // namespace

GfPicture pictureOf(const GfState &s)
{
    GfPicture p;
    for (int cell = 0; cell < kCells; ++cell) {
        for (const Alien &alien : s.stack(cell))
            p.stacks[std::size_t(cell)].push_back({alien.id, alien.kind, alien.facing});
        p.defence[std::size_t(cell)] = onBoard(cell) ? s.defenceTile(cell) : -1;
    }
    for (int d = 0; d < kDistricts; ++d) {
        const Ship &ship = s.ship(d);
        p.shipCell[std::size_t(d)] = ship.cell;
        p.shielded[std::size_t(d)] = ship.shielded;
        p.drone[std::size_t(d)] = ship.drone;
        p.invaders[std::size_t(d)] = s.invaders(d);
    }
    return p;
}

void placeOverflowInvader(GfPicture &p, int district)
{
    if (district >= 0 && district < kDistricts)
        ++p.invaders[std::size_t(district)];
}

void applyEvent(GfPicture &p, const Event &e)
{
    switch (e.kind) {
    case EventKind::Spawned:
        if (e.to >= 0 && e.to < kCells)
            p.stacks[std::size_t(e.to)].push_back({e.alien, e.alienKind, e.district});
        break;
    case EventKind::Destroyed:
        takeOff(p, e.alien, e.to);
        break;
    case EventKind::Moved:
        takeOff(p, e.alien, e.from);
        if (e.to >= 0 && e.to < kCells)
            p.stacks[std::size_t(e.to)].push_back({e.alien, e.alienKind, e.district});
        break;
    case EventKind::Crashed:
    case EventKind::HitDefence:
    case EventKind::HitDrone:
        takeOff(p, e.alien, e.from);
        break;
    case EventKind::Invaded:
        takeOff(p, e.alien, e.from);
        // Into the district the engine put it (its own, or a neighbour when that is full);
        // none while the player chooses (the Overflow action's placeOverflowInvader()).
        if (e.goesTo >= 0 && e.goesTo < kDistricts)
            ++p.invaders[std::size_t(e.goesTo)];
        break;
    case EventKind::ShipLost:
        if (e.district >= 0 && e.district < kDistricts) {
            // The new ship waits shielded at the centre of zone 1, its space cleared.
            p.shipCell[std::size_t(e.district)] = e.to;
            p.shielded[std::size_t(e.district)] = true;
            p.drone[std::size_t(e.district)] = -1;
            if (e.to >= 0 && e.to < kCells) {
                p.stacks[std::size_t(e.to)].clear();
                p.defence[std::size_t(e.to)] = -1;
            }
        }
        break;
    case EventKind::Frenzy:
    case EventKind::DistrictLost:
        break;
    }
}

} // namespace starboard::gf
