#include "god_game.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <sstream>

namespace starboard::god {

namespace {

constexpr int kDirQ[kDirections] = {1, 1, 0, -1, -1, 0};
constexpr int kDirR[kDirections] = {0, -1, -1, 0, 1, 1};

const char *const kSeatNames[kSides] = {"Redog", "Cynder", "Pirates"};

template <typename T>
bool contains(const std::vector<T> &v, const T &x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

template <typename T>
void eraseValue(std::vector<T> &v, const T &x)
{
    v.erase(std::remove(v.begin(), v.end(), x), v.end());
}

bool isChancePhase(Phase p)
{
    switch (p) {
    case Phase::ThingsDie:
    case Phase::ThingsDraw:
    case Phase::ThingsPlace:
    case Phase::FirstPlayer:
    case Phase::MoneyDie:
    case Phase::PirateDie:
    case Phase::PirateTarget:
    case Phase::PirateStep:
        return true;
    default:
        return false;
    }
}

// A neighbour of `sector` holds a Thing (`thing`: per sector).
bool nextToThing(const GodGame &g, const std::vector<char> &thing, int sector)
{
    for (int d = 0; d < kDirections; ++d) {
        const int nb = g.neighbour(sector, d);
        if (nb >= 0 && thing[nb])
            return true;
    }
    return false;
}

} // namespace

// ---------------------------------------------------------------------------------------
// GodGame

HexGrid::HexGrid(const std::vector<Hex> &sectors)
{
    const int n = int(sectors.size());
    std::map<std::pair<int, int>, int> index;
    for (int i = 0; i < n; ++i)
        index.emplace(std::pair{sectors[i].q, sectors[i].r}, i);
    m_neighbours.assign(std::size_t(n) * kDirections, -1);
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < kDirections; ++d) {
            auto it = index.find({sectors[i].q + kDirQ[d], sectors[i].r + kDirR[d]});
            if (it != index.end())
                m_neighbours[std::size_t(i) * kDirections + d] = it->second;
        }
    }
}

std::vector<int> HexGrid::distancesFrom(int from) const
{
    std::vector<int> dist(std::size_t(size()), -1);
    if (from < 0 || from >= size())
        return dist;
    std::vector<int> queue{from};
    dist[from] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int cur = queue[head];
        for (int d = 0; d < kDirections; ++d) {
            const int next = neighbour(cur, d);
            if (next >= 0 && dist[next] < 0) {
                dist[next] = dist[cur] + 1;
                queue.push_back(next);
            }
        }
    }
    return dist;
}

GodGame::GodGame(std::shared_ptr<const Content> content)
    : m_content(std::move(content)), m_grid(m_content->galaxy.sectors)
{
    const int n = sectorCount();
    m_distance.reserve(std::size_t(n) * n);
    for (int s = 0; s < n; ++s) {
        const std::vector<int> dist = m_grid.distancesFrom(s);
        m_distance.insert(m_distance.end(), dist.begin(), dist.end());
    }

    // The designer's Starbase sectors (see hasStarbaseSectors()).
    m_starbaseSector.assign(std::size_t(n), 0);
    std::vector<char> fixedThing(std::size_t(n), 0);
    for (const auto &f : m_content->galaxy.things)
        if (f.sector >= 0 && f.sector < n)
            fixedThing[f.sector] = 1;
    int listed = 0;
    for (int s : m_content->galaxy.starbaseSectors) {
        if (s >= 0 && s < n && !fixedThing[s] && !m_starbaseSector[s]) {
            m_starbaseSector[s] = 1;
            ++listed;
        }
    }
    m_hasStarbaseSectors = listed >= kSeats;
    if (!m_hasStarbaseSectors)
        m_starbaseSector.assign(std::size_t(n), 0);

    // A generous bound on the number of actions (see maxGameLength()).
    const auto &rules = m_content->ruleset;
    int chits = 0;
    int moves = 0;
    int maxSpeed = 1;
    for (const auto &t : m_content->ships) {
        chits += t.chits;
        moves += t.chits * t.speed;
        maxSpeed = std::max(maxSpeed, t.speed);
    }
    int things = 0;
    int pirates = 0;
    for (const auto &t : m_content->things) {
        things += t.count;
        if (t.kind == ThingKind::Pirate)
            pirates += t.count;
    }
    const int ships = 2 * chits + pirates;
    const int setup = 3 + 2 * things + 2 * (rules.cashCap + 2) + 2 + 2 * (chits + 1);
    const int perTurn = moves + 1 + 4 * ships + pirates * (4 + maxSpeed) + chits + 1;
    const int decay = std::max(1, rules.starbaseDecay);
    const int turns = 2 * ((rules.starbaseArmor + decay - 1) / decay + 1);
    m_maxLength = setup + turns * perTurn + 1;
}

std::shared_ptr<GodGame> GodGame::create(std::shared_ptr<const Content> content)
{
    return std::shared_ptr<GodGame>(new GodGame(std::move(content)));
}

int GodGame::cargoPrice(const std::vector<int> &thingAt) const
{
    // 5.1: cargo price = distance from the Spaceport to the nearest planet x multiplier.
    const auto kindAt = [&](int s) {
        return thingAt[s] < 0 ? std::optional<ThingKind>() : thingTypes()[thingAt[s]].kind;
    };
    int best = -1;
    for (int s = 0; s < sectorCount(); ++s) {
        if (kindAt(s) != ThingKind::Spaceport)
            continue;
        for (int p = 0; p < sectorCount(); ++p) {
            if (kindAt(p) != ThingKind::Planet)
                continue;
            const int d = distance(s, p);
            if (d >= 0 && (best < 0 || d < best))
                best = d;
        }
    }
    return best < 0 ? 0 : best * rules().cargoMultiplier;
}

bool GodGame::roomForStarbases(const std::vector<int> &thingAt) const
{
    // 5.2 as written (placementSectors()'s first tier): neither Starbase on or next to a
    // Thing, and at least minStarbaseDistance apart (sectors the other cannot reach count
    // as far enough); both on the galaxy's Starbase sectors when it lists some.
    std::vector<char> thing(std::size_t(sectorCount()), 0);
    for (int s = 0; s < sectorCount(); ++s)
        thing[s] = thingAt[s] >= 0;
    std::vector<int> free;
    for (int s = 0; s < sectorCount(); ++s) {
        if (m_hasStarbaseSectors && !m_starbaseSector[s])
            continue;
        if (!thing[s] && !nextToThing(*this, thing, s))
            free.push_back(s);
    }
    for (int a : free) {
        for (int b : free) {
            const int d = distance(a, b);
            if (a != b && (d < 0 || d >= rules().minStarbaseDistance))
                return true;
        }
    }
    return false;
}

const GameInfo &GodGame::info() const
{
    static const GameInfo kInfo{"galaxy-of-d", "Galaxy of D", 2, 2, true, true};
    return kInfo;
}

std::unique_ptr<State> GodGame::newInitialState() const
{
    return std::make_unique<GodState>(shared_from_this());
}

std::unique_ptr<GodState> GodGame::newScenarioState(const Scenario &scenario,
                                                    std::string *error) const
{
    auto state = std::make_unique<GodState>(shared_from_this());
    const std::string why = state->setUp(scenario);
    if (!why.empty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    return state;
}

int GodGame::shipTypeIndex(const std::string &id) const
{
    for (int i = 0; i < int(m_content->ships.size()); ++i)
        if (m_content->ships[i].id == id)
            return i;
    return -1;
}

int GodGame::thingTypeIndex(const std::string &id) const
{
    for (int i = 0; i < int(m_content->things.size()); ++i)
        if (m_content->things[i].id == id)
            return i;
    return -1;
}

GameRegistration registration()
{
    GameRegistration r;
    r.info = GameInfo{"galaxy-of-d", "Galaxy of D", 2, 2, true, true};
    r.create = [](std::shared_ptr<const GameContent> content,
                  int numPlayers) -> std::shared_ptr<Game> {
        auto god = std::dynamic_pointer_cast<const Content>(content);
        if (!god || numPlayers != kSeats || god->galaxy.sectors.empty())
            return nullptr;
        return GodGame::create(std::move(god));
    };
    return r;
}

// ---------------------------------------------------------------------------------------
// GodState: construction and setup (rulebook 5 and 10)

GodState::GodState(std::shared_ptr<const GodGame> game) : m_game(std::move(game))
{
    const auto &g = *m_game;
    const auto &rules = g.rules();
    m_thingAt.assign(g.sectorCount(), -1);
    m_armor = {rules.starbaseArmor, rules.starbaseArmor};
    for (auto &p : m_pending)
        p.assign(g.shipTypes().size(), 0);
    m_drawPool.assign(g.thingTypes().size(), 0);
    for (int t = 0; t < int(g.thingTypes().size()); ++t)
        if (g.thingTypes()[t].kind != ThingKind::Spaceport)
            m_drawPool[t] = g.thingTypes()[t].count;

    const auto &fixed = g.content().galaxy.things;
    if (!fixed.empty()) {
        // A designer's galaxy with its Things fixed: 5.1 is skipped.
        for (const auto &f : fixed) {
            const int t = g.thingTypeIndex(f.thing);
            if (t < 0 || f.sector < 0 || f.sector >= g.sectorCount())
                continue;
            if (g.thingTypes()[t].kind == ThingKind::Pirate) {
                const int ship = g.shipTypeIndex(g.thingTypes()[t].ship);
                if (ship >= 0)
                    addShip(kPirates, ship, f.sector, false, 0);
            } else {
                m_thingAt[f.sector] = t;
            }
        }
        finishGalaxySetting();
        return;
    }
    // Spaceports are set aside and always placed first (5.1 step 3).
    for (int t = 0; t < int(g.thingTypes().size()); ++t)
        if (g.thingTypes()[t].kind == ThingKind::Spaceport)
            for (int i = 0; i < g.thingTypes()[t].count; ++i)
                m_toPlace.push_back(t);
    if (rules.setup == SetupMode::Quick) {
        m_toPlace.clear();
        for (const auto &id : rules.quickThings) {
            const int t = g.thingTypeIndex(id);
            if (t >= 0 && g.thingTypes()[t].kind != ThingKind::Pirate)
                m_toPlace.push_back(t);
        }
        beginThingsPlacement();
        return;
    }
    m_phase = Phase::ThingsDie;
}

void GodState::beginThingsPlacement()
{
    // A Thing that has no legal sector left (a very small galaxy) is set aside.
    while (!m_toPlace.empty() && placementSectors(false).empty())
        m_toPlace.erase(m_toPlace.begin());
    if (m_toPlace.empty()) {
        finishGalaxySetting();
        return;
    }
    m_phase = Phase::ThingsPlace;
}

void GodState::finishGalaxySetting()
{
    m_cargoPrice = m_game->cargoPrice(m_thingAt);
    m_phase = Phase::FirstPlayer;
}

std::vector<int> GodState::placementSectors(bool forStarbase) const
{
    // Things: one per sector, none next to another (5.1). Starbases: not on or next to a
    // Thing, and at least minStarbaseDistance from the other Starbase (5.2). Pirates count
    // as Things while they sit where they were placed, i.e. during setup. A galaxy's listed
    // Starbase sectors are the only ones for Starbases, at every tier, and never offered to
    // a Thing; they hold no fixed Thing, so the last tier always has one for each seat.
    const auto &g = *m_game;
    const int n = g.sectorCount();
    std::vector<char> thing(n, 0);
    for (int s = 0; s < n; ++s)
        thing[s] = m_thingAt[s] >= 0;
    for (const auto &ship : m_ships)
        if (ship.owner == kPirates)
            thing[ship.sector] = 1;
    auto nearThing = [&](int s) { return nextToThing(g, thing, s); };
    if (!forStarbase && std::count(thing.begin(), thing.end(), 0) <= kSeats)
        return {}; // keep two sectors free for the Starbases
    const int other = forStarbase ? m_starbase[1 - m_decider] : -1;
    const int minDistance = g.rules().minStarbaseDistance;
    // Tier 0 is the rule; looser tiers exist only so that a tiny designer galaxy still
    // has a legal placement (documented in docs/rules/galaxy-of-d.md).
    for (int tier = 0; tier < 3; ++tier) {
        std::vector<int> out;
        for (int s = 0; s < n; ++s) {
            if (thing[s] || s == other || (forStarbase && s == m_starbase[m_decider]))
                continue;
            if (g.hasStarbaseSectors() && g.isListedStarbaseSector(s) != forStarbase)
                continue;
            if (tier < 2 && nearThing(s))
                continue;
            if (forStarbase && other >= 0 && tier < 1) {
                const int d = g.distance(s, other);
                if (d >= 0 && d < minDistance)
                    continue;
            }
            out.push_back(s);
        }
        if (!out.empty() || !forStarbase)
            return out;
    }
    return {};
}

void GodState::beginStarbasePlacement()
{
    m_decider = m_bidWinner;
    m_phase = Phase::PlaceStarbase;
}

void GodState::beginPurchase(int seat)
{
    m_decider = seat;
    m_phase = Phase::Purchase;
}

void GodState::revealPurchases()
{
    const auto &types = m_game->shipTypes();
    for (int seat = 0; seat < kSeats; ++seat) {
        int cost = 0;
        for (int t = 0; t < int(types.size()); ++t) {
            for (int i = 0; i < m_pending[seat][t]; ++i)
                addShip(seat, t, m_starbase[seat], false, 0);
            cost += m_pending[seat][t] * types[t].cost;
            m_pending[seat][t] = 0;
        }
        m_money[seat] -= cost;
    }
    startTurn(m_firstPlayer);
}

// ---------------------------------------------------------------------------------------
// The turn (rulebook 6)

void GodState::startTurn(int seat)
{
    m_active = seat;
    ++m_turn;
    const auto &types = m_game->shipTypes();
    for (auto &ship : m_ships)
        ship.movesLeft = ship.owner == seat ? std::int8_t(types[ship.type].speed) : 0;
    m_phase = Phase::Movement;
    if (legalActions().size() == 1) // nothing can move: only "done"
        enterCombatPhase();
}

void GodState::enterCombatPhase()
{
    for (auto &ship : m_ships)
        ship.movesLeft = 0;
    m_fought.clear();
    continueCombatPhase();
}

void GodState::continueCombatPhase()
{
    const auto sectors = combatSectors();
    if (sectors.empty()) {
        enterPiratesPhase();
    } else if (sectors.size() == 1) {
        m_fought.push_back(sectors.front());
        m_fightReturn = Phase::Combat;
        startFight(sectors.front());
    } else {
        m_phase = Phase::Combat;
    }
}

std::vector<int> GodState::combatSectors() const
{
    // 6.2: every sector with the active player's ships or Starbase and another side.
    std::vector<int> out;
    auto consider = [&](int s) {
        if (s < 0 || contains(out, s) || contains(m_fought, s))
            return;
        if (sidesIn(s).size() >= 2)
            out.push_back(s);
    };
    consider(m_starbase[m_active]);
    for (const auto &ship : m_ships)
        if (ship.owner == m_active)
            consider(ship.sector);
    std::sort(out.begin(), out.end());
    return out;
}

void GodState::enterPiratesPhase()
{
    m_piratesLeft.clear();
    m_piratesBlocked.clear();
    m_pirateFought.clear();
    for (const auto &ship : m_ships) {
        if (ship.owner != kPirates)
            continue;
        m_piratesLeft.push_back(ship.uid);
        if (hasEnemyShips(kPirates, ship.sector))
            m_piratesBlocked.push_back(ship.uid);
    }
    continuePiratesPhase();
}

void GodState::continuePiratesPhase()
{
    m_pirate = 0;
    m_pirateTarget = -1;
    m_pirateSteps = 0;
    // Pirates destroyed earlier in this phase no longer act.
    std::erase_if(m_piratesLeft, [&](std::uint32_t uid) { return shipByUid(uid) == nullptr; });
    if (m_piratesLeft.empty())
        enterBuyPhase();
    else if (m_piratesLeft.size() == 1)
        startPirate(m_piratesLeft.front());
    else
        m_phase = Phase::Pirates;
}

void GodState::startPirate(std::uint32_t uid)
{
    eraseValue(m_piratesLeft, uid);
    const Ship *pirate = shipByUid(uid);
    if (!pirate) {
        continuePiratesPhase();
        return;
    }
    if (contains(m_piratesBlocked, uid)) {
        // 6.3: a pirate that starts the phase among other ships does not move and fights
        // there (pirates in one sector fight once, together).
        const int s = pirate->sector;
        if (hasEnemyShips(kPirates, s) && !contains(m_pirateFought, s)) {
            m_pirateFought.push_back(s);
            m_fightReturn = Phase::Pirates;
            startFight(s);
        } else {
            continuePiratesPhase();
        }
        return;
    }
    m_pirate = uid;
    m_phase = Phase::PirateDie;
}

std::vector<int> GodState::pirateTargets(const Ship &pirate) const
{
    // 6.3: the nearest ships, not those in a Starbase. "Nearest" is the distance in the
    // galaxy with the Starbases ignored: in the rulebook's example the Destroyer and the
    // Scavenger behind a Starbase are at the same distance (a die decides), although the
    // pirate "must move around the Starbase" to reach the Scavenger. The move itself goes
    // around the Starbases (pirateNextSteps()).
    const auto &g = *m_game;
    const int n = g.sectorCount();
    std::vector<char> hasShips(n, 0);
    for (const auto &ship : m_ships)
        if (ship.owner != kPirates)
            hasShips[ship.sector] = 1;
    std::vector<int> out;
    int best = -1;
    for (int s = 0; s < n; ++s) {
        if (!hasShips[s] || s == pirate.sector || s == m_starbase[0] || s == m_starbase[1])
            continue;
        const int d = g.distance(pirate.sector, s);
        if (d < 0 || (best >= 0 && d > best))
            continue;
        if (d < best || best < 0)
            out.clear();
        best = d;
        out.push_back(s);
    }
    return out;
}

std::vector<int> GodState::pirateNextSteps(int from, int target) const
{
    const auto &g = *m_game;
    const int n = g.sectorCount();
    std::vector<int> dist(n, -1);
    std::vector<int> queue{target};
    dist[target] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int cur = queue[head];
        for (int d = 0; d < kDirections; ++d) {
            const int next = g.neighbour(cur, d);
            if (next < 0 || dist[next] >= 0 || next == m_starbase[0] || next == m_starbase[1])
                continue;
            dist[next] = dist[cur] + 1;
            queue.push_back(next);
        }
    }
    std::vector<int> out;
    if (dist[from] <= 0)
        return out;
    for (int d = 0; d < kDirections; ++d) {
        const int next = g.neighbour(from, d);
        if (next >= 0 && dist[next] == dist[from] - 1)
            out.push_back(next);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void GodState::pirateChooseTarget()
{
    const Ship *pirate = shipByUid(m_pirate);
    const auto targets = pirateTargets(*pirate);
    m_pirateSteps = m_game->shipTypes()[pirate->type].speed;
    if (targets.empty()) {
        GodEvent e;
        e.kind = GodEvent::Kind::PirateStays;
        e.side = kPirates;
        e.type = pirate->type;
        e.sector = pirate->sector;
        m_events.push_back(e);
        pirateFinished();
    } else if (targets.size() == 1) {
        m_pirateTarget = targets.front();
        pirateContinueMove();
    } else {
        m_phase = Phase::PirateTarget;
    }
}

void GodState::pirateContinueMove()
{
    // Steps along a shortest path ("as straight as possible"); ties go to a die (6.3).
    const Ship *pirate = shipByUid(m_pirate);
    if (m_pirateSteps <= 0 || pirate->sector == m_pirateTarget) {
        pirateFinished();
        return;
    }
    const auto steps = pirateNextSteps(pirate->sector, m_pirateTarget);
    if (steps.empty()) {
        // The target is only reachable through a Starbase: the pirate stays.
        GodEvent e;
        e.kind = GodEvent::Kind::PirateStays;
        e.side = kPirates;
        e.type = pirate->type;
        e.sector = pirate->sector;
        m_events.push_back(e);
        pirateFinished();
    } else if (steps.size() > 1)
        m_phase = Phase::PirateStep;
    else
        pirateStep(steps.front());
}

void GodState::pirateStep(int to)
{
    Ship *pirate = shipByUid(m_pirate);
    GodEvent e;
    e.kind = GodEvent::Kind::PirateMove;
    e.side = kPirates;
    e.type = pirate->type;
    e.from = pirate->sector;
    e.sector = to;
    m_events.push_back(e);
    pirate->sector = std::int16_t(to);
    pirate->order = m_nextOrder++;
    --m_pirateSteps;
    if (hasEnemyShips(kPirates, to)) {
        // Entering a sector with ships ends the move in a combat there.
        m_pirateFought.push_back(to);
        m_fightReturn = Phase::Pirates;
        startFight(to);
        return;
    }
    pirateContinueMove();
}

void GodState::pirateFinished()
{
    continuePiratesPhase();
}

void GodState::enterBuyPhase()
{
    m_phase = Phase::Buy;
    if (legalActions().size() == 1) // nothing affordable: only "done"
        endTurn();
}

int GodState::production(int seat) const
{
    // 6.5: each planet and asteroid the seat holds, and its Starbase.
    const auto &g = *m_game;
    if (m_starbase[seat] < 0)
        return 0;
    int income = g.rules().starbaseIncome;
    for (int s = 0; s < g.sectorCount(); ++s)
        if (m_thingAt[s] >= 0 && holder(s) == seat)
            income += g.thingTypes()[m_thingAt[s]].income;
    return income;
}

void GodState::endTurn()
{
    // 6.5: held planets and asteroids produce, the Starbase produces, then decays.
    const int income = production(m_active);
    addMoney(m_active, income);
    damageStarbase(m_active, m_game->rules().starbaseDecay);
    GodEvent e;
    e.kind = GodEvent::Kind::Production;
    e.side = m_active;
    e.amount = income;
    e.armor = m_armor[m_active];
    m_events.push_back(e);
    if (m_phase == Phase::GameOver)
        return;
    startTurn(1 - m_active);
}

// ---------------------------------------------------------------------------------------
// Movement (6.1)

void GodState::moveShip(Ship &ship, int to)
{
    const auto &g = *m_game;
    const auto &type = g.shipTypes()[ship.type];
    ship.sector = std::int16_t(to);
    ship.order = m_nextOrder++;
    if (ship.movesLeft > 0)
        --ship.movesLeft;
    const int enemy = 1 - ship.owner;
    // 6.1: entering a sector with enemy ships or Pirates ends the move. The enemy
    // Starbase alone does not stop a ship (the rulebook does not say so; see
    // docs/rules/galaxy-of-d.md 6.1).
    if (hasEnemyShips(ship.owner, to))
        ship.movesLeft = 0;
    GodEvent e;
    e.side = ship.owner;
    e.type = ship.type;
    e.sector = to;
    if (to == m_starbase[enemy] && type.starbaseDamage > 0) {
        const int before = m_armor[enemy];
        damageStarbase(enemy, type.starbaseDamage);
        e.kind = GodEvent::Kind::BomberHit;
        e.amount = before - m_armor[enemy];
        m_events.push_back(e);
        if (m_phase == Phase::GameOver)
            return;
    }
    if (type.carriesCargo && m_thingAt[to] >= 0) {
        const auto kind = g.thingTypes()[m_thingAt[to]].kind;
        if (kind == ThingKind::Planet && !ship.cargo) {
            ship.cargo = true;
            e.kind = GodEvent::Kind::CargoLoaded;
            m_events.push_back(e);
        } else if (kind == ThingKind::Spaceport && ship.cargo) {
            ship.cargo = false;
            const int before = m_money[ship.owner];
            addMoney(ship.owner, m_cargoPrice);
            e.kind = GodEvent::Kind::CargoSold;
            e.amount = m_money[ship.owner] - before;
            m_events.push_back(e);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Combat (6.2)

void GodState::startFight(int sector)
{
    const auto &g = *m_game;
    m_fight = FightState{};
    m_fight.sector = sector;
    for (int side = 0; side < kSides; ++side)
        m_fight.present[side] = sidePresent(side, sector);
    for (const auto &ship : m_ships) {
        if (ship.sector != sector)
            continue;
        m_fight.fighters.push_back(ship.uid);
        m_fight.attack[ship.owner] += g.shipTypes()[ship.type].attack;
    }
    for (int seat = 0; seat < kSeats; ++seat)
        if (m_starbase[seat] == sector)
            m_fight.attack[seat] += g.rules().starbaseAttack;
    for (int side = 0; side < kSides; ++side) {
        m_fight.done[side] = !m_fight.present[side];
        if (!m_fight.present[side])
            continue;
        // Each side absorbs the highest enemy attack score (three-sided fights).
        for (int other = 0; other < kSides; ++other)
            if (other != side && m_fight.present[other])
                m_fight.incoming[side] = std::max(m_fight.incoming[side], m_fight.attack[other]);
    }
    m_phase = Phase::Fight;
    advanceFight();
}

void GodState::casualtyChoices(int side, std::vector<std::pair<int, bool>> &keys) const
{
    keys.clear();
    for (auto uid : m_fight.fighters) {
        const Ship *ship = shipByUid(uid);
        if (ship->owner != side || contains(m_fight.picked, uid))
            continue;
        const std::pair<int, bool> key{ship->type, ship->cargo};
        if (!contains(keys, key))
            keys.push_back(key);
    }
    std::sort(keys.begin(), keys.end());
}

int GodState::fightChooser() const
{
    const int order[kSides] = {m_active, 1 - m_active, kPirates};
    for (int side : order)
        if (!m_fight.done[side])
            return side;
    return -1;
}

void GodState::applyCasualty(int side, int type, bool cargo)
{
    const auto &g = *m_game;
    const Ship *chosen = nullptr;
    for (auto uid : m_fight.fighters) {
        const Ship *ship = shipByUid(uid);
        if (ship->owner == side && ship->type == type && ship->cargo == cargo &&
            !contains(m_fight.picked, uid) && (!chosen || ship->order < chosen->order))
            chosen = ship;
    }
    m_fight.picked.push_back(chosen->uid);
    const int armor = g.shipTypes()[chosen->type].armor;
    if (armor <= m_fight.incoming[side]) {
        m_fight.destroyed.push_back(chosen->uid);
        m_fight.incoming[side] -= armor;
    } else {
        m_fight.incoming[side] = 0; // the ship absorbs the rest and survives
    }
}

Action GodState::pirateCasualty(int side) const
{
    // The Pirates choose their own losses by a fixed rule: a ship that can absorb all
    // that is left (the smallest such), otherwise the toughest ship.
    const auto &types = m_game->shipTypes();
    std::vector<std::pair<int, bool>> keys;
    casualtyChoices(side, keys);
    int best = -1;
    for (int i = 0; i < int(keys.size()); ++i) {
        const int armor = types[keys[i].first].armor;
        if (armor > m_fight.incoming[side] && (best < 0 || armor < types[keys[best].first].armor))
            best = i;
    }
    if (best < 0) {
        for (int i = 0; i < int(keys.size()); ++i)
            if (best < 0 || types[keys[i].first].armor > types[keys[best].first].armor)
                best = i;
    }
    return makeCasualty(keys[best].first, keys[best].second);
}

void GodState::advanceFight()
{
    const auto &types = m_game->shipTypes();
    std::vector<std::pair<int, bool>> keys;
    while (true) {
        const int side = fightChooser();
        if (side < 0)
            break;
        int &incoming = m_fight.incoming[side];
        casualtyChoices(side, keys);
        if (incoming <= 0) {
            m_fight.done[side] = true;
            continue;
        }
        if (keys.empty()) {
            m_fight.leftover[side] = incoming;
            incoming = 0;
            m_fight.done[side] = true;
            continue;
        }
        int armorLeft = 0;
        for (auto uid : m_fight.fighters) {
            const Ship *ship = shipByUid(uid);
            if (ship->owner == side && !contains(m_fight.picked, uid))
                armorLeft += types[ship->type].armor;
        }
        if (armorLeft <= incoming || keys.size() == 1) {
            // No real choice: every ship goes, or they are all alike.
            applyCasualty(side, keys.front().first, keys.front().second);
            continue;
        }
        if (side == kPirates) {
            const auto fields = actionPayload(pirateCasualty(side));
            applyCasualty(side, int(fields >> 1), bool(fields & 1));
            continue;
        }
        return; // the side's owner chooses
    }
    finishFight();
}

void GodState::finishFight()
{
    const auto &types = m_game->shipTypes();
    GodEvent e;
    e.kind = GodEvent::Kind::Fight;
    e.sector = m_fight.sector;
    e.present = m_fight.present;
    e.attack = m_fight.attack;
    std::array<int, kSides> lost{};
    std::array<bool, kSides> scavengerSurvives{};
    for (auto uid : m_fight.fighters) {
        const Ship *ship = shipByUid(uid);
        if (contains(m_fight.destroyed, uid)) {
            ++lost[ship->owner];
            e.lost[ship->owner].push_back(ship->type);
        } else if (types[ship->type].earnsPerKill) {
            scavengerSurvives[ship->owner] = true;
        }
    }
    const int totalLost = lost[0] + lost[1] + lost[2];
    for (int seat = 0; seat < kSeats; ++seat) {
        if (scavengerSurvives[seat]) {
            const int before = m_money[seat];
            addMoney(seat, totalLost - lost[seat]);
            e.income[seat] = m_money[seat] - before;
        }
    }
    for (auto uid : m_fight.destroyed)
        removeShip(uid);
    const int sector = m_fight.sector;
    m_fight.fighters.clear();
    m_phase = m_fightReturn;
    for (int seat = 0; seat < kSeats; ++seat) {
        if (m_starbase[seat] == sector && m_fight.leftover[seat] > 0) {
            const int before = m_armor[seat];
            damageStarbase(seat, m_fight.leftover[seat]);
            e.starbaseDamage[seat] = before - m_armor[seat];
        }
    }
    m_events.push_back(std::move(e));
    if (m_phase == Phase::GameOver)
        return;
    if (m_fightReturn == Phase::Combat)
        continueCombatPhase();
    else
        pirateFinished();
}

// ---------------------------------------------------------------------------------------
// Money, damage, the end

void GodState::addMoney(int seat, int amount)
{
    m_money[seat] = std::min(m_game->rules().cashCap, m_money[seat] + amount);
}

void GodState::damageStarbase(int seat, int damage)
{
    m_armor[seat] = std::max(0, m_armor[seat] - damage);
    if (m_armor[seat] == 0)
        declareWinner(1 - seat);
}

void GodState::declareWinner(int seat)
{
    for (auto &ship : m_ships)
        ship.movesLeft = 0;
    m_winner = seat;
    m_phase = Phase::GameOver;
}

// ---------------------------------------------------------------------------------------
// Ships

void GodState::addShip(int owner, int type, int sector, bool cargo, int movesLeft)
{
    Ship ship;
    ship.uid = m_nextUid++;
    ship.order = m_nextOrder++;
    ship.type = std::int16_t(type);
    ship.sector = std::int16_t(sector);
    ship.owner = std::int8_t(owner);
    ship.cargo = cargo;
    ship.movesLeft = std::int8_t(movesLeft);
    m_ships.push_back(ship);
}

void GodState::removeShip(std::uint32_t uid)
{
    std::erase_if(m_ships, [uid](const Ship &s) { return s.uid == uid; });
}

Ship *GodState::shipByUid(std::uint32_t uid)
{
    for (auto &ship : m_ships)
        if (ship.uid == uid)
            return &ship;
    return nullptr;
}

const Ship *GodState::shipByUid(std::uint32_t uid) const
{
    for (const auto &ship : m_ships)
        if (ship.uid == uid)
            return &ship;
    return nullptr;
}

int GodState::findGroupShip(int sector, int type, bool cargo, int moves, int owner) const
{
    // Of interchangeable ships the lowest in the stack moves, so the top ship stays.
    int best = -1;
    for (int i = 0; i < int(m_ships.size()); ++i) {
        const auto &s = m_ships[i];
        if (s.sector == sector && s.type == type && s.cargo == cargo && s.movesLeft == moves &&
            s.owner == owner && (best < 0 || s.order < m_ships[best].order))
            best = i;
    }
    return best;
}

int GodState::shipsInPlay(int side, int type) const
{
    int n = 0;
    for (const auto &ship : m_ships)
        n += ship.owner == side && ship.type == type;
    return n;
}

bool GodState::sidePresent(int side, int sector) const
{
    if (side < kSeats && m_starbase[side] == sector)
        return true;
    for (const auto &ship : m_ships)
        if (ship.owner == side && ship.sector == sector)
            return true;
    return false;
}

bool GodState::hasEnemyShips(int side, int sector) const
{
    for (const auto &ship : m_ships)
        if (ship.owner != side && ship.sector == sector)
            return true;
    return false;
}

std::vector<int> GodState::sidesIn(int sector) const
{
    std::vector<int> out;
    for (int side = 0; side < kSides; ++side)
        if (sidePresent(side, sector))
            out.push_back(side);
    return out;
}

const Ship *GodState::topShip(int side, int sector) const
{
    const Ship *top = nullptr;
    for (const auto &ship : m_ships)
        if (ship.owner == side && ship.sector == sector && (!top || ship.order > top->order))
            top = &ship;
    return top;
}

int GodState::stackSize(int side, int sector) const
{
    int n = 0;
    for (const auto &ship : m_ships)
        n += ship.owner == side && ship.sector == sector;
    return n;
}

int GodState::holder(int sector) const
{
    int who = -1;
    for (const auto &ship : m_ships) {
        if (ship.sector != sector)
            continue;
        if (who >= 0 && who != ship.owner)
            return -1;
        who = ship.owner;
    }
    return who;
}

// ---------------------------------------------------------------------------------------
// The State API

Player GodState::currentPlayer() const
{
    if (m_phase == Phase::GameOver)
        return kTerminalPlayer;
    if (isChancePhase(m_phase))
        return kChancePlayer;
    switch (m_phase) {
    case Phase::Bidding:
    case Phase::PlaceStarbase:
    case Phase::Purchase:
        return m_decider;
    case Phase::Fight:
        return fightChooser();
    default:
        return m_active;
    }
}

std::vector<ChanceOutcome> GodState::chanceOutcomes() const
{
    std::vector<ChanceOutcome> out;
    const auto &g = *m_game;
    switch (m_phase) {
    case Phase::ThingsDie:
    case Phase::MoneyDie:
    case Phase::PirateDie:
        for (int face = 1; face <= g.rules().dieSides; ++face)
            out.push_back({makeAction(ActionKind::DieRoll, face), 1});
        break;
    case Phase::ThingsDraw:
        for (int t = 0; t < int(m_drawPool.size()); ++t)
            if (m_drawPool[t] > 0)
                out.push_back({makeAction(ActionKind::DrawThing, t), std::uint32_t(m_drawPool[t])});
        break;
    case Phase::ThingsPlace:
        for (int s : placementSectors(false))
            out.push_back({makeAction(ActionKind::PlaceThing, s), 1});
        break;
    case Phase::FirstPlayer:
        for (int seat = 0; seat < kSeats; ++seat)
            out.push_back({makeAction(ActionKind::FirstPlayer, seat), 1});
        break;
    case Phase::PirateTarget:
        for (int s : pirateTargets(*shipByUid(m_pirate)))
            out.push_back({makeAction(ActionKind::PirateTarget, s), 1});
        break;
    case Phase::PirateStep:
        for (int s : pirateNextSteps(shipByUid(m_pirate)->sector, m_pirateTarget))
            out.push_back({makeAction(ActionKind::PirateStep, s), 1});
        break;
    default:
        break;
    }
    return out;
}

std::vector<Action> GodState::legalActions() const
{
    std::vector<Action> out;
    if (m_phase == Phase::GameOver)
        return out;
    if (isChancePhase(m_phase)) {
        for (const auto &o : chanceOutcomes())
            out.push_back(o.action);
        std::sort(out.begin(), out.end());
        return out;
    }
    const auto &g = *m_game;
    const auto &types = g.shipTypes();
    auto buyable = [&](int seat, bool secret) {
        int money = m_money[seat];
        if (secret)
            for (int t = 0; t < int(types.size()); ++t)
                money -= m_pending[seat][t] * types[t].cost;
        for (int t = 0; t < int(types.size()); ++t) {
            const int have = shipsInPlay(seat, t) + (secret ? m_pending[seat][t] : 0);
            if (types[t].cost <= money && have < types[t].chits)
                out.push_back(makeAction(ActionKind::Buy, t));
        }
        out.push_back(makeAction(ActionKind::Done, 0));
    };
    switch (m_phase) {
    case Phase::Bidding:
        for (int b = m_bid + 1; b <= m_money[m_decider]; ++b)
            out.push_back(makeAction(ActionKind::Rise, b));
        out.push_back(makeAction(ActionKind::Pass, 0));
        break;
    case Phase::PlaceStarbase:
        for (int s : placementSectors(true))
            out.push_back(makeAction(ActionKind::PlaceStarbase, s));
        break;
    case Phase::Purchase:
        buyable(m_decider, true);
        break;
    case Phase::Buy:
        buyable(m_active, false);
        break;
    case Phase::Movement:
        for (const auto &ship : m_ships) {
            if (ship.owner != m_active || ship.movesLeft <= 0)
                continue;
            for (int d = 0; d < kDirections; ++d)
                if (g.neighbour(ship.sector, d) >= 0)
                    out.push_back(makeMove(ship.sector, d, ship.type, ship.cargo, ship.movesLeft));
        }
        out.push_back(makeAction(ActionKind::Done, 0));
        break;
    case Phase::Combat:
        for (int s : combatSectors())
            out.push_back(makeAction(ActionKind::Fight, s));
        break;
    case Phase::Fight: {
        std::vector<std::pair<int, bool>> keys;
        casualtyChoices(fightChooser(), keys);
        for (const auto &k : keys)
            out.push_back(makeCasualty(k.first, k.second));
        break;
    }
    case Phase::Pirates:
        for (auto uid : m_piratesLeft)
            out.push_back(makeAction(ActionKind::ChoosePirate, uid));
        break;
    default:
        break;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool GodState::isLegal(Action action) const
{
    if (m_phase == Phase::GameOver)
        return false;
    if (actionKind(action) == ActionKind::Concede) {
        const auto seat = actionPayload(action);
        return seat >= 0 && seat < kSeats;
    }
    if (actionKind(action) == ActionKind::ChooseTop) {
        // The owner arranges its own stack while it decides in its own turn.
        if (m_phase != Phase::Movement && m_phase != Phase::Combat && m_phase != Phase::Pirates &&
            m_phase != Phase::Buy)
            return false;
        const auto p = actionPayload(action);
        if (p >> 18 != 0)
            return false;
        const int sector = int(p & 0xfff), type = int(p >> 12 & 31);
        const bool cargo = (p >> 17 & 1) != 0;
        if (sector >= m_game->sectorCount())
            return false;
        const Ship *top = topShip(m_active, sector);
        if (!top || (top->type == type && top->cargo == cargo))
            return false; // no stack, or nothing would change
        return std::any_of(m_ships.begin(), m_ships.end(), [&](const Ship &s) {
            return s.owner == m_active && s.sector == sector && s.type == type && s.cargo == cargo;
        });
    }
    return State::isLegal(action);
}

void GodState::doApplyAction(Action action)
{
    const auto &g = *m_game;
    const auto &rules = g.rules();
    const auto payload = actionPayload(action);
    m_events.clear();
    switch (actionKind(action)) {
    case ActionKind::DieRoll: {
        const int face = int(payload);
        if (m_phase == Phase::ThingsDie) {
            m_drawLeft = std::min(face + rules.thingsDrawBonus,
                                  std::accumulate(m_drawPool.begin(), m_drawPool.end(), 0));
            m_phase = Phase::ThingsDraw;
            if (m_drawLeft == 0)
                beginThingsPlacement();
        } else if (m_phase == Phase::MoneyDie) {
            for (auto &m : m_money)
                m = std::min(rules.cashCap, face + rules.startingMoneyBonus);
            m_bid = 0;
            m_decider = m_firstPlayer;
            m_phase = Phase::Bidding;
        } else if (m_phase == Phase::PirateDie) {
            if (face <= rules.pirateMoveMaxRoll)
                pirateChooseTarget();
            else
                pirateFinished();
        }
        break;
    }
    case ActionKind::DrawThing:
        --m_drawPool[payload];
        m_toPlace.push_back(int(payload));
        if (--m_drawLeft == 0)
            beginThingsPlacement();
        break;
    case ActionKind::PlaceThing: {
        const int t = m_toPlace.front();
        m_toPlace.erase(m_toPlace.begin());
        if (g.thingTypes()[t].kind == ThingKind::Pirate) {
            const int ship = g.shipTypeIndex(g.thingTypes()[t].ship);
            if (ship >= 0)
                addShip(kPirates, ship, int(payload), false, 0);
        } else {
            m_thingAt[payload] = t;
        }
        beginThingsPlacement();
        break;
    }
    case ActionKind::FirstPlayer:
        m_firstPlayer = int(payload);
        if (rules.setup == SetupMode::Quick) {
            // 10.3-10.5: the first player places first; everyone starts with $15.
            for (auto &m : m_money)
                m = std::min(rules.cashCap, rules.quickStartingMoney);
            m_bid = 0;
            m_bidWinner = m_firstPlayer;
            beginStarbasePlacement();
        } else {
            m_phase = Phase::MoneyDie;
        }
        break;
    case ActionKind::Rise:
        m_bid = int(payload);
        m_decider = 1 - m_decider;
        break;
    case ActionKind::Pass:
        m_bidWinner = 1 - m_decider;
        beginStarbasePlacement();
        break;
    case ActionKind::PlaceStarbase:
        m_starbase[m_decider] = std::int16_t(payload);
        if (m_decider == m_bidWinner)
            m_money[m_decider] -= m_bid; // only the winner of the bidding pays (5.2)
        if (m_starbase[1 - m_decider] < 0)
            m_decider = 1 - m_decider;
        else
            beginPurchase(m_firstPlayer);
        break;
    case ActionKind::Buy:
        if (m_phase == Phase::Purchase) {
            ++m_pending[m_decider][payload];
        } else {
            m_money[m_active] -= g.shipTypes()[payload].cost;
            addShip(m_active, int(payload), m_starbase[m_active], false, 0);
            if (legalActions().size() == 1)
                endTurn();
        }
        break;
    case ActionKind::Done:
        if (m_phase == Phase::Purchase) {
            m_purchased[m_decider] = true;
            if (!m_purchased[1 - m_decider])
                beginPurchase(1 - m_decider);
            else
                revealPurchases();
        } else if (m_phase == Phase::Movement) {
            enterCombatPhase();
        } else if (m_phase == Phase::Buy) {
            endTurn();
        }
        break;
    case ActionKind::Move: {
        const auto f = moveFields(action);
        const int i = findGroupShip(f.sector, f.type, f.cargo, f.moves, m_active);
        moveShip(m_ships[i], g.neighbour(f.sector, f.dir));
        if (m_phase == Phase::Movement && legalActions().size() == 1)
            enterCombatPhase(); // nothing left that can move
        break;
    }
    case ActionKind::Fight:
        m_fought.push_back(int(payload));
        m_fightReturn = Phase::Combat;
        startFight(int(payload));
        break;
    case ActionKind::Casualty:
        applyCasualty(fightChooser(), int(payload >> 1), bool(payload & 1));
        advanceFight();
        break;
    case ActionKind::ChoosePirate:
        startPirate(std::uint32_t(payload));
        break;
    case ActionKind::PirateTarget:
        m_pirateTarget = int(payload);
        pirateContinueMove();
        break;
    case ActionKind::PirateStep:
        pirateStep(int(payload));
        break;
    case ActionKind::Concede: {
        // 6: the Starbase's armor drops to 0 and all the conceding player's ships go.
        const int seat = int(payload);
        m_armor[seat] = 0;
        std::erase_if(m_ships, [seat](const Ship &s) { return s.owner == seat; });
        m_fight = FightState{};
        declareWinner(1 - seat);
        break;
    }
    case ActionKind::ChooseTop: {
        // The chosen ship becomes the newest arrival of its stack (the top, 6.1).
        const int sector = int(payload & 0xfff), type = int(payload >> 12 & 31);
        const bool cargo = (payload >> 17 & 1) != 0;
        Ship *chosen = nullptr;
        for (auto &ship : m_ships)
            if (ship.owner == m_active && ship.sector == sector && ship.type == type &&
                ship.cargo == cargo && (!chosen || ship.movesLeft > chosen->movesLeft))
                chosen = &ship;
        chosen->order = m_nextOrder++;
        break;
    }
    }
}

std::vector<double> GodState::returns() const
{
    std::vector<double> r(kSeats, 0.0);
    if (m_winner >= 0) {
        r[m_winner] = 1.0;
        r[1 - m_winner] = -1.0;
    }
    return r;
}

std::unique_ptr<State> GodState::clone() const
{
    return std::make_unique<GodState>(*this);
}

// ---------------------------------------------------------------------------------------
// Text

namespace {

std::string phaseName(Phase p)
{
    static const char *const kNames[] = {
        "things-die",     "things-draw",   "things-place", "first-player", "money-die", "bidding",
        "place-starbase", "purchase",      "movement",     "combat",       "fight",     "pirates",
        "pirate-die",     "pirate-target", "pirate-step",  "buy",          "game-over"};
    return kNames[int(p)];
}

} // namespace

std::string GodState::actionToString(Action action) const
{
    const auto &g = *m_game;
    const auto &types = g.shipTypes();
    const auto payload = actionPayload(action);
    const int actor = currentPlayer();
    const std::string who = actor >= 0 && actor < kSeats ? kSeatNames[actor] : "Chance";
    auto sector = [&](std::int64_t s) {
        if (s < 0 || s >= g.sectorCount())
            return std::string("?");
        const auto &h = g.content().galaxy.sectors[s];
        return "sector " + std::to_string(s) + " (" + std::to_string(h.q) + "," +
               std::to_string(h.r) + ")";
    };
    auto typeName = [&](std::int64_t t) {
        return t >= 0 && t < int(types.size()) ? types[t].name : std::string("?");
    };
    switch (actionKind(action)) {
    case ActionKind::DieRoll:
        return "die roll " + std::to_string(payload);
    case ActionKind::DrawThing:
        return "draw " + (payload < int(g.thingTypes().size()) ? g.thingTypes()[payload].name
                                                               : std::string("?"));
    case ActionKind::PlaceThing:
        return "place " +
               (m_toPlace.empty() ? std::string("Thing") : g.thingTypes()[m_toPlace[0]].name) +
               " in " + sector(payload);
    case ActionKind::FirstPlayer:
        return std::string(kSeatNames[payload & 1]) + " takes the first turn";
    case ActionKind::PirateTarget:
        return "pirate targets " + sector(payload);
    case ActionKind::PirateStep:
        return "pirate moves to " + sector(payload);
    case ActionKind::Rise:
        return who + " bids $" + std::to_string(payload);
    case ActionKind::Pass:
        return who + " passes";
    case ActionKind::PlaceStarbase:
        return who + " places the Starbase in " + sector(payload);
    case ActionKind::Buy:
        return who + " buys " + typeName(payload);
    case ActionKind::Done:
        return who + " is done";
    case ActionKind::Move: {
        const auto f = moveFields(action);
        return who + " moves " + typeName(f.type) + (f.cargo ? " (cargo)" : "") + " from " +
               sector(f.sector) + " to " + sector(g.neighbour(f.sector, f.dir));
    }
    case ActionKind::Fight:
        return who + " resolves the combat in " + sector(payload);
    case ActionKind::Casualty:
        return who + " loses " + typeName(payload >> 1) + ((payload & 1) ? " (cargo)" : "");
    case ActionKind::ChoosePirate: {
        const Ship *p = shipByUid(std::uint32_t(payload));
        return who + " moves the pirate " +
               (p ? typeName(p->type) + " in " + sector(p->sector) : std::string("?"));
    }
    case ActionKind::Concede:
        return std::string(kSeatNames[payload & 1]) + " concedes";
    case ActionKind::ChooseTop:
        return who + " puts " + typeName(payload >> 12 & 31) +
               ((payload >> 17 & 1) ? " (cargo)" : "") + " on top in " + sector(payload & 0xfff);
    }
    return "unknown action " + std::to_string(action);
}

std::string GodState::observation(Player player) const
{
    // Public: the galaxy, money, armor, Starbases, bids, Pirates, the stacks' sizes and top
    // ships, how many ships of each type each side has in play (the unused chits are on
    // the table), and a combat's ships once they are revealed. Private: the rest of the
    // opponent's stacks and its secret starting purchase.
    std::ostringstream o;
    const auto &types = m_game->shipTypes();
    const int viewer = player;
    o << "viewer " << viewer << " phase " << phaseName(m_phase) << " player " << currentPlayer()
      << " active " << m_active << " turn " << m_turn << " first " << m_firstPlayer << " winner "
      << m_winner << " cargo " << m_cargoPrice << "\n";
    o << "money " << m_money[0] << " " << m_money[1] << " armor " << m_armor[0] << " " << m_armor[1]
      << " starbase " << m_starbase[0] << " " << m_starbase[1] << " bid " << m_bid << " bidWinner "
      << m_bidWinner << " decider " << m_decider << " purchased " << m_purchased[0]
      << m_purchased[1] << "\n";
    o << "things";
    for (int s = 0; s < int(m_thingAt.size()); ++s)
        if (m_thingAt[s] >= 0)
            o << " " << s << ":" << m_thingAt[s];
    o << "\ntoPlace";
    for (int t : m_toPlace)
        o << " " << t;
    o << " drawLeft " << m_drawLeft << "\npool";
    for (int side = 0; side < kSides; ++side)
        for (int t = 0; t < int(types.size()); ++t)
            o << " " << shipsInPlay(side, t);
    o << "\npending";
    if (viewer >= 0 && viewer < kSeats)
        for (int t = 0; t < int(types.size()); ++t)
            o << " " << m_pending[viewer][t];
    o << "\n";
    for (const auto &ship : m_ships) {
        if (ship.owner == viewer || ship.owner == kPirates)
            o << "ship " << int(ship.owner) << " " << ship.uid << " " << ship.order << " "
              << ship.type << " " << ship.sector << " " << int(ship.movesLeft) << " " << ship.cargo
              << "\n";
    }
    for (int s = 0; s < int(m_thingAt.size()); ++s) {
        for (int side = 0; side < kSeats; ++side) {
            if (side == viewer)
                continue;
            const Ship *top = topShip(side, s);
            if (top)
                o << "stack " << side << " " << s << " " << stackSize(side, s) << " top "
                  << top->type << " " << top->cargo << "\n";
        }
    }
    if (m_phase == Phase::Fight) {
        o << "fight " << m_fight.sector;
        for (int side = 0; side < kSides; ++side)
            o << " | " << m_fight.present[side] << " " << m_fight.attack[side] << " "
              << m_fight.incoming[side] << " " << m_fight.leftover[side] << " "
              << m_fight.done[side];
        o << "\n";
        std::vector<std::string> fighters;
        for (auto uid : m_fight.fighters) {
            const Ship *ship = shipByUid(uid);
            fighters.push_back(std::to_string(ship->owner) + " " + std::to_string(ship->type) +
                               " " + std::to_string(ship->cargo) + " " +
                               std::to_string(contains(m_fight.picked, uid)) + " " +
                               std::to_string(contains(m_fight.destroyed, uid)));
        }
        std::sort(fighters.begin(), fighters.end());
        for (const auto &f : fighters)
            o << "fighter " << f << "\n";
    }
    o << "pirates " << m_pirate << " " << m_pirateTarget << " " << m_pirateSteps;
    for (auto uid : m_piratesLeft)
        o << " " << uid;
    o << "\nfought";
    for (int s : m_fought)
        o << " " << s;
    o << "\n";
    return o.str();
}

std::string GodState::toString() const
{
    std::ostringstream o;
    o << observation(-1);
    for (int seat = 0; seat < kSeats; ++seat) {
        o << "pending " << seat;
        for (int n : m_pending[seat])
            o << " " << n;
        o << "\n";
    }
    for (const auto &ship : m_ships)
        if (ship.owner != kPirates)
            o << "ship " << int(ship.owner) << " " << ship.uid << " " << ship.order << " "
              << ship.type << " " << ship.sector << " " << int(ship.movesLeft) << " " << ship.cargo
              << "\n";
    o << "draw";
    for (int n : m_drawPool)
        o << " " << n;
    o << "\nnext " << m_nextUid << " " << m_nextOrder << " return " << int(m_fightReturn)
      << "\nblocked";
    for (auto uid : m_piratesBlocked)
        o << " " << uid;
    o << "\npirateFought";
    for (int s : m_pirateFought)
        o << " " << s;
    o << "\nfight";
    for (auto uid : m_fight.fighters)
        o << " " << uid;
    o << " /";
    for (auto uid : m_fight.picked)
        o << " " << uid;
    o << " /";
    for (auto uid : m_fight.destroyed)
        o << " " << uid;
    o << "\n";
    return o.str();
}

std::string GodState::checkInvariants() const
{
    const auto &g = *m_game;
    const auto &types = g.shipTypes();
    const auto &rules = g.rules();
    const int n = g.sectorCount();
    for (int seat = 0; seat < kSeats; ++seat) {
        if (m_money[seat] < 0 || m_money[seat] > rules.cashCap)
            return "money of seat " + std::to_string(seat) +
                   " out of range: " + std::to_string(m_money[seat]);
        if (m_armor[seat] < 0 || m_armor[seat] > rules.starbaseArmor)
            return "armor of seat " + std::to_string(seat) + " out of range";
        if (m_starbase[seat] >= n)
            return "starbase outside the galaxy";
        for (int t = 0; t < int(types.size()); ++t)
            if (shipsInPlay(seat, t) + m_pending[seat][t] > types[t].chits)
                return "more " + types[t].id + " than chits for seat " + std::to_string(seat);
    }
    if (m_starbase[0] >= 0 && m_starbase[0] == m_starbase[1])
        return "both starbases in one sector";
    const bool playing = m_phase >= Phase::Movement && m_phase <= Phase::Buy;
    if (playing && (m_starbase[0] < 0 || m_starbase[1] < 0))
        return "playing without both starbases";
    if ((m_phase == Phase::GameOver) != (m_winner >= 0))
        return "winner and game over disagree";
    if (m_winner >= 0 && m_armor[1 - m_winner] > 0 &&
        std::any_of(m_ships.begin(), m_ships.end(),
                    [&](const Ship &s) { return s.owner == 1 - m_winner; }))
        return "a loser with armor and ships left";
    std::vector<std::uint32_t> uids;
    for (const auto &ship : m_ships) {
        if (ship.sector < 0 || ship.sector >= n)
            return "ship outside the galaxy";
        if (ship.owner < 0 || ship.owner >= kSides)
            return "ship with a bad owner";
        if (ship.type < 0 || ship.type >= int(types.size()))
            return "ship with a bad type";
        if (ship.movesLeft < 0 || ship.movesLeft > types[ship.type].speed)
            return "ship with too many moves left";
        if (ship.movesLeft > 0 && (m_phase != Phase::Movement || ship.owner != m_active))
            return "moves left outside its owner's movement";
        if (ship.cargo && !types[ship.type].carriesCargo)
            return "cargo on a ship that cannot carry it";
        if (ship.owner == kPirates &&
            (ship.sector == m_starbase[0] || ship.sector == m_starbase[1]))
            return "a pirate in a starbase";
        if (ship.uid >= m_nextUid || ship.order >= m_nextOrder)
            return "ship stamp out of range";
        uids.push_back(ship.uid);
    }
    std::sort(uids.begin(), uids.end());
    if (std::adjacent_find(uids.begin(), uids.end()) != uids.end())
        return "duplicate ship uid";
    if (g.content().galaxy.things.empty()) {
        for (int s = 0; s < n; ++s) {
            if (m_thingAt[s] < 0)
                continue;
            for (int d = 0; d < kDirections; ++d) {
                const int nb = g.neighbour(s, d);
                if (nb >= 0 && m_thingAt[nb] >= 0)
                    return "two Things next to each other";
            }
        }
    }
    if (m_phase == Phase::Fight) {
        if (m_fight.sector < 0 || m_fight.sector >= n)
            return "fight outside the galaxy";
        for (auto uid : m_fight.fighters)
            if (!shipByUid(uid) || shipByUid(uid)->sector != m_fight.sector)
                return "fighter missing from the combat sector";
        if (fightChooser() < 0 || fightChooser() >= kSeats)
            return "fight waiting for a side that cannot choose";
    }
    if (m_phase == Phase::Combat && combatSectors().size() < 2)
        return "combat choice with fewer than two combats";
    if (m_phase == Phase::Pirates && m_piratesLeft.size() < 2)
        return "pirate choice with fewer than two pirates";
    if (m_phase == Phase::Bidding && m_bid > m_money[1 - m_decider])
        return "a bid above the bidder's money";
    return {};
}

// ---------------------------------------------------------------------------------------
// Hidden information

std::unique_ptr<State> GodState::resampleHidden(Player player, Rng &rng) const
{
    auto copy = std::make_unique<GodState>(*this);
    if (player < 0 || player >= kSeats)
        return copy;
    const int opponent = 1 - player;
    const auto &types = m_game->shipTypes();
    // The opponent's ships under the top of each stack trade places at random (the
    // per-type totals are public: the unused chits lie on the table).
    std::vector<int> slots;
    std::vector<std::pair<int, bool>> keys;
    for (int i = 0; i < int(copy->m_ships.size()); ++i) {
        const Ship &ship = copy->m_ships[i];
        if (ship.owner != opponent || topShip(opponent, ship.sector) == &m_ships[i])
            continue;
        if (m_phase == Phase::Fight && ship.sector == m_fight.sector)
            continue;
        slots.push_back(i);
        keys.emplace_back(ship.type, ship.cargo);
    }
    // Sorted first, so that the draw depends only on what `player` knows (the multiset),
    // never on which hidden ship is where: two states the player cannot tell apart give
    // the same determinization for the same rng (the search's fairness).
    std::sort(keys.begin(), keys.end());
    rng.shuffle(keys);
    for (std::size_t k = 0; k < slots.size(); ++k) {
        Ship &ship = copy->m_ships[slots[k]];
        ship.type = std::int16_t(keys[k].first);
        ship.cargo = keys[k].second;
        ship.movesLeft = std::int8_t(std::min<int>(ship.movesLeft, types[ship.type].speed));
    }
    // A secret starting purchase not yet revealed (made, or being made): any affordable
    // purchase.
    if (m_phase == Phase::Purchase && (m_purchased[opponent] || m_decider == opponent)) {
        auto &pending = copy->m_pending[opponent];
        std::fill(pending.begin(), pending.end(), 0);
        int money = m_money[opponent];
        while (true) {
            std::vector<int> options;
            for (int t = 0; t < int(types.size()); ++t)
                if (types[t].cost <= money && pending[t] < types[t].chits)
                    options.push_back(t);
            const auto pick = rng.below(std::uint32_t(options.size() + 1));
            if (pick == options.size())
                break;
            ++pending[options[pick]];
            money -= types[options[pick]].cost;
        }
    }
    return copy;
}

// What an action shows `seat` (the session's undo never goes back past it). A chance
// outcome shows everyone its result. The last "done" of the secret starting purchase (5.3)
// shows both purchases. Otherwise a decision shows `seat` something when what `seat` sees
// afterwards depends on the opponent's hidden ships (the ships under the top of each
// stack, as resampleHidden() draws them): a combat lays a stack open, a ship leaving a
// stack shows the ship under it, moving a hidden ship shows its type. Tried by swapping
// the types of two of those ships (one pair at a time): when a swap changes what `seat`
// observes after the action, or makes the action impossible, the action revealed
// something. (A change of a multiset of hidden ships that some permutation shows, some
// single swap shows too.)
bool GodState::revealsTo(Action action, Player seat) const
{
    if (isChanceNode())
        return true;
    if (seat < 0 || seat >= kSeats || actionKind(action) == ActionKind::Concede || !isLegal(action))
        return false;
    GodState after(*this);
    after.doApplyAction(action);
    if (m_phase == Phase::Purchase && after.m_phase != Phase::Purchase)
        return true;
    const int opponent = 1 - seat;
    std::vector<int> hidden;
    for (int i = 0; i < int(m_ships.size()); ++i) {
        const Ship &ship = m_ships[i];
        if (ship.owner != opponent || topShip(opponent, ship.sector) == &ship)
            continue;
        if (m_phase == Phase::Fight && ship.sector == m_fight.sector)
            continue; // in a combat every ship is in view
        hidden.push_back(i);
    }
    if (hidden.size() < 2)
        return false;
    const std::string seen = after.observation(seat);
    const auto &types = m_game->shipTypes();
    for (std::size_t a = 0; a < hidden.size(); ++a) {
        for (std::size_t b = a + 1; b < hidden.size(); ++b) {
            const Ship &x = m_ships[hidden[a]];
            const Ship &y = m_ships[hidden[b]];
            if (x.type == y.type && x.cargo == y.cargo)
                continue;
            GodState other(*this);
            Ship &p = other.m_ships[hidden[a]];
            Ship &q = other.m_ships[hidden[b]];
            std::swap(p.type, q.type);
            std::swap(p.cargo, q.cargo);
            p.movesLeft = std::int8_t(std::min<int>(p.movesLeft, types[p.type].speed));
            q.movesLeft = std::int8_t(std::min<int>(q.movesLeft, types[q.type].speed));
            if (!other.isLegal(action))
                return true;
            other.doApplyAction(action);
            if (other.observation(seat) != seen)
                return true;
        }
    }
    return false;
}

// ---------------------------------------------------------------------------------------
// Scenarios

std::string GodState::setUp(const Scenario &sc)
{
    const auto &g = *m_game;
    const int n = g.sectorCount();
    auto inGalaxy = [n](int s) { return s >= 0 && s < n; };
    std::fill(m_thingAt.begin(), m_thingAt.end(), -1);
    m_ships.clear();
    m_toPlace.clear();
    for (const auto &t : sc.things) {
        const int type = g.thingTypeIndex(t.thing);
        if (type < 0 || g.thingTypes()[type].kind == ThingKind::Pirate)
            return "unknown Thing '" + t.thing + "'";
        if (!inGalaxy(t.sector))
            return "Thing outside the galaxy";
        m_thingAt[t.sector] = type;
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        if (!inGalaxy(sc.starbase[seat]))
            return "Starbase outside the galaxy";
        m_starbase[seat] = std::int16_t(sc.starbase[seat]);
        m_armor[seat] = sc.armor[seat];
        m_money[seat] = sc.money[seat];
        m_purchased[seat] = true;
    }
    m_firstPlayer = sc.firstPlayer;
    m_active = sc.activePlayer;
    m_turn = sc.turn;
    m_bidWinner = sc.firstPlayer;
    for (const auto &s : sc.ships) {
        const int type = g.shipTypeIndex(s.type);
        if (type < 0)
            return "unknown ship '" + s.type + "'";
        if (!inGalaxy(s.sector) || s.owner < 0 || s.owner >= kSides)
            return "ship outside the galaxy or with a bad owner";
        const bool moving = sc.phase == Phase::Movement && s.owner == sc.activePlayer;
        const int moves = !moving ? 0 : s.movesLeft < 0 ? g.shipTypes()[type].speed : s.movesLeft;
        addShip(s.owner, type, s.sector, s.cargo, moves);
    }
    if (sc.cargoPrice >= 0) {
        m_cargoPrice = sc.cargoPrice;
    } else {
        finishGalaxySetting();
    }
    switch (sc.phase) {
    case Phase::Movement:
        m_phase = Phase::Movement;
        break;
    case Phase::Combat:
        enterCombatPhase();
        break;
    case Phase::Pirates:
        enterPiratesPhase();
        break;
    case Phase::Buy:
        enterBuyPhase();
        break;
    default:
        return "a scenario starts in movement, combat, pirates or buy";
    }
    const std::string why = checkInvariants();
    return why.empty() ? std::string() : "scenario breaks an invariant: " + why;
}

} // namespace starboard::god
