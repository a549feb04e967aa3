#include "gf_game.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace starboard::gf {

namespace {

const char *const kDistrictNames[kDistricts] = {"Rocketown", "Atomville", "Novaport", "Astrofield"};

bool isChancePhase(Phase p)
{
    return p == Phase::Deal || p == Phase::Spawn || p == Phase::Roll;
}

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Deal:
        return "deal";
    case Phase::ChooseWeapon:
        return "choose-weapon";
    case Phase::ChooseTile:
        return "choose-tile";
    case Phase::ChooseEngine:
        return "choose-engine";
    case Phase::Spawn:
        return "spawn";
    case Phase::Roll:
        return "roll";
    case Phase::Command:
        return "command";
    case Phase::Overflow:
        return "overflow";
    case Phase::GameOver:
        return "game-over";
    }
    return "?";
}

// Rotates an offset from the board's centre by a quarter turn clockwise (y down).
void turnClockwise(int &dx, int &dy)
{
    const int x = dx;
    dx = -dy;
    dy = x;
}

void turnBack(int &dx, int &dy)
{
    const int x = dx;
    dx = dy;
    dy = -x;
}

int chebyshev(Local a, Local b)
{
    return std::max(std::abs(a.col - b.col), std::abs(a.zone - b.zone));
}

bool adjacent(int district, int a, int b)
{
    return a != b && chebyshev(localOf(district, a), localOf(district, b)) == 1;
}

// The approach's scan order for a district: zone 1 first, left to right ("Approach Phase").
const std::array<int, 40> &scanOrder(int district)
{
    static const auto orders = [] {
        std::array<std::array<int, 40>, kDistricts> out{};
        for (int d = 0; d < kDistricts; ++d) {
            int i = 0;
            for (int zone = 1; zone <= 8; ++zone)
                for (int col = 0; col <= 4; ++col)
                    out[d][i++] = cellOf(d, {col, zone});
        }
        return out;
    }();
    return orders[district];
}

} // namespace

// ---------------------------------------------------------------------------------------
// Geometry

bool onBoard(int x, int y)
{
    if (x < 0 || y < 0 || x >= kBoardSize || y >= kBoardSize)
        return false;
    const bool xEdge = x < 3 || x > 7;
    const bool yEdge = y < 3 || y > 7;
    return !(xEdge && yEdge);
}

bool onBoard(int cell)
{
    return cell >= 0 && cell < kCells && onBoard(cell % kBoardSize, cell / kBoardSize);
}

int cellOf(int district, Local local)
{
    int dx = 3 + local.col - 5;
    int dy = 11 - local.zone - 5;
    for (int i = 0; i < district; ++i)
        turnClockwise(dx, dy);
    const int x = 5 + dx, y = 5 + dy;
    return onBoard(x, y) ? y * kBoardSize + x : -1;
}

Local localOf(int district, int cell)
{
    int dx = cell % kBoardSize - 5;
    int dy = cell / kBoardSize - 5;
    for (int i = 0; i < district; ++i)
        turnBack(dx, dy);
    return {dx + 2, 6 - dy};
}

bool inDeepSpace(int cell)
{
    const int x = cell % kBoardSize, y = cell / kBoardSize;
    return x >= 3 && x <= 7 && y >= 3 && y <= 7;
}

int atmosphereOf(int cell)
{
    if (!onBoard(cell))
        return -1;
    for (int d = 0; d < kDistricts; ++d) {
        const Local l = localOf(d, cell);
        if (l.col >= 0 && l.col <= 4 && l.zone >= 1 && l.zone <= 3)
            return d;
    }
    return -1;
}

int stepTowards(int cell, int district)
{
    int dx = 0, dy = 1;
    for (int i = 0; i < district; ++i)
        turnClockwise(dx, dy);
    const int x = cell % kBoardSize + dx, y = cell / kBoardSize + dy;
    return onBoard(x, y) ? y * kBoardSize + x : -1;
}

int facingDistrict(int reader, Facing facing)
{
    switch (facing) {
    case Facing::Toward:
        return reader;
    case Facing::Left:
        return (reader + 1) % kDistricts;
    case Facing::Away:
        return (reader + 2) % kDistricts;
    case Facing::Right:
        return (reader + 3) % kDistricts;
    }
    return reader;
}

const char *districtName(int district)
{
    return district >= 0 && district < kDistricts ? kDistrictNames[district] : "?";
}

const char *faceName(Face face)
{
    switch (face) {
    case Face::Fire:
        return "Fire";
    case Face::Move:
        return "Move";
    case Face::Special:
        return "Special";
    case Face::FireOrSpecial:
        return "Fire or Special";
    }
    return "?";
}

// ---------------------------------------------------------------------------------------
// GfGame

GfGame::GfGame(std::shared_ptr<const Content> content, int players)
    : m_content(std::move(content)), m_players(players)
{
    const auto &engines = m_content->equipment.engines;
    for (const auto &card : m_content->ships) {
        std::vector<int> allowed;
        for (const auto &id : card.engines) {
            for (int i = 0; i < int(engines.size()); ++i)
                if (engines[i].id == id)
                    allowed.push_back(i);
        }
        std::sort(allowed.begin(), allowed.end());
        allowed.erase(std::unique(allowed.begin(), allowed.end()), allowed.end());
        m_allowed.push_back(std::move(allowed));
    }
    // A generous bound: every alien lives at most 12 rounds after the last spawn card, and
    // a buried one may wait; a turn spawns, rolls (and rerolls) the dice, spends each and
    // the tile, ends, refits up to four ships, and may send each alien to another district.
    const auto &r = rules();
    int aliens = alienCount(spawnDeck().start);
    for (const auto &card : spawnDeck().cards) {
        aliens += alienCount(card);
        m_spawnPool.push_back(drawable(r, card));
    }
    const int turns = r.spawnCards + kDistricts * 40 + kDistricts;
    const int perTurn = 1 + 2 * (r.dice + 1) + (r.dice + 2) + 1 + kDistricts * 3;
    m_maxLength = kDistricts * 4 + turns * perTurn + aliens;
}

std::shared_ptr<GfGame> GfGame::create(std::shared_ptr<const Content> content, int players,
                                       std::string *error)
{
    auto fail = [&](const std::string &message) -> std::shared_ptr<GfGame> {
        if (error)
            *error = message;
        return nullptr;
    };
    if (!content)
        return fail("no content");
    if (players < 1 || players > kDistricts)
        return fail("Galaxy Fighters is played by 1 to 4 players");
    const auto &r = content->ruleset;
    if (int(content->ships.size()) < kDistricts + r.backupShips)
        return fail("the ship cards are too few for four ships and the shipyard");
    if (drawableCards(r, content->spawnDeck) < r.spawnCards || r.spawnCards < 1)
        return fail("the spawn cards are too few for the spawn deck");
    if (content->equipment.weapons.empty() || content->equipment.tiles.empty() ||
        content->equipment.engines.empty())
        return fail("a weapon system, an engine and a command tile are needed");
    if (r.dieFaces.empty() || r.dice < 1 || r.invaderSpaces < 1 || r.districtsToLose < 1)
        return fail("the ruleset's numbers cannot be played");
    if (content->spawnDeck.kinds.empty())
        return fail("the spawn deck has no alien kinds");
    auto game = std::shared_ptr<GfGame>(new GfGame(std::move(content), players));
    for (const auto &allowed : game->m_allowed)
        if (allowed.empty())
            return fail("a ship card allows no known engine");
    return game;
}

const GameInfo &GfGame::info() const
{
    static const GameInfo info = registration().info;
    return info;
}

std::unique_ptr<State> GfGame::newInitialState() const
{
    return std::make_unique<GfState>(shared_from_this());
}

std::unique_ptr<GfState> GfGame::newScenarioState(const Scenario &scenario,
                                                  std::string *error) const
{
    auto state = std::make_unique<GfState>(shared_from_this());
    const std::string message = state->setUp(scenario);
    if (!message.empty()) {
        if (error)
            *error = message;
        return nullptr;
    }
    return state;
}

std::unique_ptr<GfState> GfGame::newSpawnPreviewState(int card, int district,
                                                      std::string *error) const
{
    const auto fail = [error](const std::string &message) {
        if (error)
            *error = message;
        return nullptr;
    };
    if (district < 0 || district >= kDistricts)
        return fail("no such district");
    if (card < -1 || card >= int(spawnDeck().cards.size()))
        return fail("no such spawn card");
    Scenario scenario;
    scenario.district = district;
    scenario.spawnLeft = rules().spawnCards;
    auto state = newScenarioState(scenario, error);
    if (!state)
        return nullptr;
    state->startTurn(district); // Phase::Spawn: the deck is full
    if (card >= 0) {
        state->applyAction(makeAction(ActionKind::DrawSpawn, card));
    } else {
        state->layOut(-1, district, true);
        state->m_phase = Phase::Roll;
    }
    return state;
}

int GfGame::engineIndex(const std::string &id) const
{
    const auto &engines = equipment().engines;
    for (int i = 0; i < int(engines.size()); ++i)
        if (engines[i].id == id)
            return i;
    return -1;
}

GameRegistration registration()
{
    GameRegistration r;
    r.info = GameInfo{"galaxy-fighters", "Galaxy Fighters", 1, kDistricts, true, false, true};
    r.create = [](std::shared_ptr<const GameContent> content,
                  int numPlayers) -> std::shared_ptr<Game> {
        auto gf = std::dynamic_pointer_cast<const Content>(content);
        if (!gf)
            return nullptr;
        return GfGame::create(std::move(gf), numPlayers);
    };
    return r;
}

// ---------------------------------------------------------------------------------------
// GfState: set-up

GfState::GfState(std::shared_ptr<const GfGame> game) : m_game(std::move(game))
{
    const auto &g = *m_game;
    m_tileOwner.fill(-1);
    m_shipCardUsed.assign(g.ships().size(), false);
    m_spawnDrawn.assign(g.spawnDeck().cards.size(), false);
    m_spawnLeft = g.rules().spawnCards;
    m_shipyardLeft = g.rules().backupShips;
    for (int d = 0; d < kDistricts; ++d)
        m_ships[d].cell = cellOf(d, {2, 1});
    m_phase = Phase::Deal;
    m_cockpit = 0;
}

int GfState::shipCardIndex(const std::string &id) const
{
    const auto &ships = m_game->ships();
    for (int i = 0; i < int(ships.size()); ++i)
        if (ships[i].id == id)
            return i;
    return -1;
}

std::string GfState::setUp(const Scenario &s)
{
    const auto &g = *m_game;
    if (!m_history.empty())
        return "a scenario needs a fresh state";
    if (s.district < 0 || s.district >= kDistricts)
        return "no such district";
    for (int d = 0; d < kDistricts; ++d) {
        const auto &p = s.ships[d];
        Ship ship;
        ship.card = p.card.empty() ? d % int(g.ships().size()) : shipCardIndex(p.card);
        if (ship.card < 0)
            return "unknown ship card " + p.card;
        m_shipCardUsed[ship.card] = true;
        ship.weapon = 0;
        for (int i = 0; i < int(g.equipment().weapons.size()); ++i)
            if (g.equipment().weapons[i].id == p.weapon)
                ship.weapon = i;
        if (!p.weapon.empty() && g.equipment().weapons[ship.weapon].id != p.weapon)
            return "unknown weapon " + p.weapon;
        ship.engine =
            p.engine.empty() ? g.allowedEngines(ship.card).front() : g.engineIndex(p.engine);
        if (ship.engine < 0)
            return "unknown engine " + p.engine;
        ship.tile = 0;
        for (int i = 0; i < int(g.equipment().tiles.size()); ++i)
            if (g.equipment().tiles[i].id == p.tile)
                ship.tile = i;
        if (!p.tile.empty() && g.equipment().tiles[ship.tile].id != p.tile)
            return "unknown tile " + p.tile;
        ship.cell = cellOf(d, p.at);
        if (ship.cell < 0 || atmosphereOf(ship.cell) != d)
            return std::string("the ship of ") + districtName(d) + " is not in its atmosphere";
        ship.shielded = p.shielded;
        ship.tilesLeft = g.ships()[ship.card].tiles;
        m_ships[d] = ship;
    }
    for (int cell : s.defenceTiles) {
        const int owner = atmosphereOf(cell);
        if (owner < 0)
            return "a defence tile must lie in an atmosphere";
        m_tileOwner[cell] = owner;
    }
    for (const auto &a : s.aliens) {
        if (!onBoard(a.cell))
            return "an alien off the board";
        int kind = -1;
        for (int i = 0; i < int(g.spawnDeck().kinds.size()); ++i)
            if (g.spawnDeck().kinds[i].id == a.kind)
                kind = i;
        if (kind < 0)
            return "unknown alien kind " + a.kind;
        Alien alien;
        alien.id = m_nextAlienId++;
        alien.kind = kind;
        alien.facing = a.facing;
        m_cells[a.cell].push_back(alien);
    }
    for (int d = 0; d < kDistricts; ++d) {
        auto &ship = m_ships[d];
        if (s.ships[d].drone >= 0)
            ship.drone = s.ships[d].drone;
        else
            placeDrone(d, -1);
    }
    m_invaders = s.invaders;
    if (s.spawnLeft < 0 || s.spawnLeft > g.rules().spawnCards)
        return "spawnLeft out of range";
    m_spawnLeft = s.spawnLeft;
    // The cards already drawn: the first ones the ruleset draws from.
    for (int i = 0, drawn = 0; drawn < g.rules().spawnCards - s.spawnLeft; ++i) {
        if (g.inSpawnPool(i)) {
            m_spawnDrawn[std::size_t(i)] = true;
            ++drawn;
        }
    }
    m_shipyardLeft = s.shipyardLeft;
    m_setup = false;
    m_turn = s.district;
    m_cockpit = s.district;
    m_dice = s.dice;
    m_diceUsed.assign(m_dice.size(), false);
    m_phase = Phase::Command;
    m_events.clear();
    if (s.approachNow)
        runApproach();
    return checkInvariants();
}

// ---------------------------------------------------------------------------------------
// GfState: queries

int GfState::controller(int district) const
{
    switch (numPlayers()) {
    case 1:
        return 0;
    case 2:
        return district % 2;
    case 3:
        return district < 3 ? district : m_round % 3;
    default:
        return district;
    }
}

Player GfState::currentPlayer() const
{
    switch (m_phase) {
    case Phase::GameOver:
        return kTerminalPlayer;
    case Phase::Deal:
    case Phase::Spawn:
    case Phase::Roll:
        return kChancePlayer;
    case Phase::ChooseWeapon:
    case Phase::ChooseTile:
    case Phase::ChooseEngine:
        return controller(m_cockpit);
    case Phase::Command:
    case Phase::Overflow:
        return controller(m_turn);
    }
    return kTerminalPlayer;
}

int GfState::numPlayers() const
{
    return m_game->numPlayers();
}

int GfState::alienCount() const
{
    int n = 0;
    for (const auto &stack : m_cells)
        n += int(stack.size());
    return n;
}

bool GfState::invaded(int district) const
{
    return m_invaders[district] >= m_game->rules().invaderSpaces;
}

int GfState::invadedCount() const
{
    int n = 0;
    for (int d = 0; d < kDistricts; ++d)
        n += invaded(d) ? 1 : 0;
    return n;
}

std::vector<bool> GfState::diceRolling() const
{
    std::vector<bool> out(m_dice.size(), false);
    if (m_phase != Phase::Roll || !m_tileUsed)
        return out; // the turn's first roll adds its dice
    // A reroll: the last m_toRoll unused places are still to roll.
    int left = m_toRoll;
    for (std::size_t i = m_dice.size(); i-- > 0 && left > 0;)
        if (!m_diceUsed[i]) {
            out[i] = true;
            --left;
        }
    return out;
}

int GfState::diceUsedCount() const
{
    return int(std::count(m_diceUsed.begin(), m_diceUsed.end(), true));
}

int GfState::fireTarget(int district) const
{
    const Local at = localOf(district, m_ships[district].cell);
    for (int zone = at.zone + 1; zone <= 8; ++zone) {
        const int cell = cellOf(district, {at.col, zone});
        if (cell < 0 || m_tileOwner[cell] >= 0)
            return -1;
        if (!m_cells[cell].empty())
            return cell;
    }
    return -1;
}

int GfState::sideCannonTarget(int district, bool right) const
{
    const Local at = localOf(district, m_ships[district].cell);
    const int step = right ? 1 : -1;
    for (int col = at.col + step;; col += step) {
        const int cell = cellOf(district, {col, at.zone});
        if (cell < 0 || m_tileOwner[cell] >= 0)
            return -1;
        if (!m_cells[cell].empty())
            return cell;
    }
}

std::vector<int> GfState::weaponTargets(int district) const
{
    const Ship &ship = m_ships[district];
    std::vector<int> out;
    if (ship.weapon < 0)
        return out;
    const Local at = localOf(district, ship.cell);
    // The first alien along a ray from the ship, up to `lastZone`; a defence tile stops it.
    auto ray = [&](int dcol, int lastZone) {
        for (int i = 1;; ++i) {
            const Local l{at.col + dcol * i, at.zone + i};
            const int cell = l.zone <= lastZone ? cellOf(district, l) : -1;
            if (cell < 0 || m_tileOwner[cell] >= 0)
                return;
            if (!m_cells[cell].empty()) {
                out.push_back(cell);
                return;
            }
        }
    };
    switch (m_game->equipment().weapons[ship.weapon].kind) {
    case WeaponKind::WideBeam: {
        const int target = fireTarget(district);
        if (target < 0)
            break;
        const int zone = localOf(district, target).zone;
        for (int col = -3; col <= 7; ++col) {
            const int cell = cellOf(district, {col, zone});
            if (cell >= 0 && !m_cells[cell].empty())
                out.push_back(cell);
        }
        break;
    }
    case WeaponKind::LaserBeam:
        for (int zone = at.zone + 1; zone <= 11; ++zone) {
            const int cell = cellOf(district, {at.col, zone});
            if (cell < 0 || m_tileOwner[cell] >= 0)
                break;
            if (!m_cells[cell].empty())
                out.push_back(cell);
        }
        break;
    case WeaponKind::SpreadShot:
        ray(-1, 8);
        ray(0, 8);
        ray(1, 8);
        break;
    }
    return out;
}

bool GfState::freeForShip(int district, int cell) const
{
    return cell >= 0 && atmosphereOf(cell) == district && m_cells[cell].empty() &&
           m_tileOwner[cell] < 0 && m_ships[district].cell != cell;
}

bool GfState::freeForDrone(int cell) const
{
    if (!onBoard(cell) || !m_cells[cell].empty() || m_tileOwner[cell] >= 0)
        return false;
    for (const auto &ship : m_ships)
        if (ship.cell == cell || ship.drone == cell)
            return false;
    return true;
}

std::vector<int> GfState::freeAtmosphere(int district) const
{
    std::vector<int> out;
    for (int zone = 1; zone <= 3; ++zone)
        for (int col = 0; col <= 4; ++col) {
            const int cell = cellOf(district, {col, zone});
            if (freeForShip(district, cell))
                out.push_back(cell);
        }
    return out;
}

// The plain symbol before "Fire or Special" (which can pay for more), and for each the
// dice before the tile.
bool GfState::canPay(Face need, int count, bool tile) const
{
    auto fits = [need](Face f) {
        return f == need ||
               (f == Face::FireOrSpecial && (need == Face::Fire || need == Face::Special));
    };
    int have = 0;
    for (size_t i = 0; i < m_dice.size(); ++i)
        if (!m_diceUsed[i] && fits(m_dice[i]))
            ++have;
    const Ship &ship = m_ships[m_turn];
    if (tile && !m_tileUsed && ship.tile >= 0) {
        const auto &t = m_game->equipment().tiles[ship.tile];
        if (t.kind == TileKind::Symbol && fits(t.face))
            ++have;
    }
    return have >= count;
}

void GfState::pay(Face need, int count)
{
    const Ship &ship = m_ships[m_turn];
    const CommandTile *tile = (!m_tileUsed && ship.tile >= 0 &&
                               m_game->equipment().tiles[ship.tile].kind == TileKind::Symbol)
                                  ? &m_game->equipment().tiles[ship.tile]
                                  : nullptr;
    for (Face face : {need, Face::FireOrSpecial}) {
        if (face == Face::FireOrSpecial && need == Face::Move)
            break;
        for (size_t i = 0; i < m_dice.size() && count > 0; ++i)
            if (!m_diceUsed[i] && m_dice[i] == face) {
                m_diceUsed[i] = true;
                --count;
            }
        if (count > 0 && tile && tile->face == face) {
            m_tileUsed = true;
            tile = nullptr;
            --count;
        }
    }
}

// ---------------------------------------------------------------------------------------
// GfState: legal actions

bool GfState::commandLegal(Action action, bool tile) const
{
    const auto &g = *m_game;
    const Ship &ship = m_ships[m_turn];
    const int payload = actionPayload(action);
    switch (actionKind(action)) {
    case ActionKind::Fire:
        return payload == 0 && canPay(Face::Fire, 1, tile) && fireTarget(m_turn) >= 0;
    case ActionKind::Move:
        return canPay(Face::Move, 1, tile) && freeForShip(m_turn, payload) &&
               adjacent(m_turn, ship.cell, payload);
    case ActionKind::Weapon:
        return payload == 0 && ship.weapon >= 0 &&
               canPay(Face::Special, g.equipment().weapons[ship.weapon].cost, tile) &&
               !weaponTargets(m_turn).empty();
    case ActionKind::Engine: {
        if (ship.engine < 0)
            return false;
        const Engine &engine = g.equipment().engines[ship.engine];
        if (!canPay(Face::Special, engine.cost, tile))
            return false;
        switch (engine.kind) {
        case EngineKind::Afterburner:
            return freeForShip(m_turn, payload) &&
                   chebyshev(localOf(m_turn, ship.cell), localOf(m_turn, payload)) <= engine.range;
        case EngineKind::WarpDrive:
            return freeForShip(m_turn, payload);
        case EngineKind::Deflector:
            return payload == 0 && !ship.shielded;
        case EngineKind::Repulsor: {
            const int target = fireTarget(m_turn);
            return payload == 0 && target >= 0 && localOf(m_turn, target).zone <= 7 &&
                   !m_cells[target].back().repulsed;
        }
        }
        return false;
    }
    case ActionKind::Special: {
        if (ship.card < 0)
            return false;
        const ShipCard &card = g.ships()[ship.card];
        switch (card.special) {
        case SpecialKind::None:
        case SpecialKind::HelperDrone:
        case SpecialKind::ExtraDie:
            return false;
        default:
            break;
        }
        if (!canPay(Face::Special, card.specialCost, tile))
            return false;
        switch (card.special) {
        case SpecialKind::MissileCommand:
            return onBoard(payload) && inDeepSpace(payload) && !m_cells[payload].empty();
        case SpecialKind::DefenseSystem:
            return ship.tilesLeft > 0 && onBoard(payload) && atmosphereOf(payload) == m_turn &&
                   freeForDrone(payload);
        case SpecialKind::SideCannon:
            return (payload == 0 || payload == 1) && sideCannonTarget(m_turn, payload == 1) >= 0;
        case SpecialKind::NovaBomb:
            if (payload != 0)
                return false;
            for (int zone = 1; zone <= 3; ++zone)
                for (int col = 0; col <= 4; ++col)
                    if (!m_cells[cellOf(m_turn, {col, zone})].empty())
                        return true;
            return false;
        default:
            return false;
        }
    }
    case ActionKind::Reroll: {
        if (payload != 0 || !tile || m_tileUsed || ship.tile < 0 ||
            g.equipment().tiles[ship.tile].kind != TileKind::Reroll)
            return false;
        return std::find(m_diceUsed.begin(), m_diceUsed.end(), false) != m_diceUsed.end();
    }
    case ActionKind::EndTurn:
        // "must use at least one command die", unless no die has a use.
        return payload == 0 && (diceUsedCount() > 0 || commandActions(false).empty());
    default:
        return false;
    }
}

// Every legal command except EndTurn (with `tile` false: those the dice alone pay for).
std::vector<Action> GfState::commandActions(bool tile) const
{
    const auto &g = *m_game;
    const Ship &ship = m_ships[m_turn];
    std::vector<Action> candidates{makeAction(ActionKind::Fire), makeAction(ActionKind::Weapon),
                                   makeAction(ActionKind::Reroll)};
    for (int cell : freeAtmosphere(m_turn)) {
        candidates.push_back(makeAction(ActionKind::Move, cell));
        candidates.push_back(makeAction(ActionKind::Engine, cell));
        candidates.push_back(makeAction(ActionKind::Special, cell)); // defence tiles
    }
    candidates.push_back(makeAction(ActionKind::Engine, 0));
    candidates.push_back(makeAction(ActionKind::Special, 0));
    candidates.push_back(makeAction(ActionKind::Special, 1));
    if (ship.card >= 0 && g.ships()[ship.card].special == SpecialKind::MissileCommand)
        for (int cell = 0; cell < kCells; ++cell)
            if (onBoard(cell) && inDeepSpace(cell))
                candidates.push_back(makeAction(ActionKind::Special, cell));
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    std::vector<Action> out;
    for (Action a : candidates)
        if (commandLegal(a, tile))
            out.push_back(a);
    return out;
}

std::vector<Action> GfState::legalActions() const
{
    const auto &g = *m_game;
    std::vector<Action> out;
    switch (m_phase) {
    case Phase::GameOver:
        return out;
    case Phase::Deal:
    case Phase::Spawn:
    case Phase::Roll:
        for (const auto &o : chanceOutcomes())
            out.push_back(o.action);
        break;
    case Phase::ChooseWeapon:
        for (int i = 0; i < int(g.equipment().weapons.size()); ++i)
            out.push_back(makeAction(ActionKind::ChooseWeapon, i));
        break;
    case Phase::ChooseTile:
        for (int i = 0; i < int(g.equipment().tiles.size()); ++i)
            out.push_back(makeAction(ActionKind::ChooseTile, i));
        break;
    case Phase::ChooseEngine:
        for (int i : g.allowedEngines(m_ships[m_cockpit].card))
            out.push_back(makeAction(ActionKind::ChooseEngine, i));
        break;
    case Phase::Command:
        out = commandActions();
        if (commandLegal(makeAction(ActionKind::EndTurn)))
            out.push_back(makeAction(ActionKind::EndTurn));
        break;
    case Phase::Overflow: {
        for (int d : {(m_overflowFrom + 1) % kDistricts, (m_overflowFrom + 3) % kDistricts})
            out.push_back(makeAction(ActionKind::Overflow, d));
        break;
    }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool GfState::isLegal(Action action) const
{
    if (actionKind(action) == ActionKind::Concede)
        return m_phase != Phase::GameOver && actionPayload(action) >= 0 &&
               actionPayload(action) < numPlayers();
    if (m_phase == Phase::Command)
        return commandLegal(action);
    return State::isLegal(action);
}

std::vector<ChanceOutcome> GfState::chanceOutcomes() const
{
    std::vector<ChanceOutcome> out;
    const auto &g = *m_game;
    switch (m_phase) {
    case Phase::Deal:
        for (int i = 0; i < int(m_shipCardUsed.size()); ++i)
            if (!m_shipCardUsed[i])
                out.push_back({makeAction(ActionKind::DealShip, i), 1});
        break;
    case Phase::Spawn:
        for (int i = 0; i < int(m_spawnDrawn.size()); ++i)
            if (!m_spawnDrawn[i] && g.inSpawnPool(i))
                out.push_back({makeAction(ActionKind::DrawSpawn, i), 1});
        break;
    case Phase::Roll: {
        std::array<std::uint32_t, 4> weights{};
        for (Face f : g.rules().dieFaces)
            ++weights[int(f)];
        for (int f = 0; f < 4; ++f)
            if (weights[f] > 0)
                out.push_back({makeAction(ActionKind::RollDie, f), weights[f]});
        break;
    }
    default:
        break;
    }
    return out;
}

std::unique_ptr<State> GfState::clone() const
{
    return std::make_unique<GfState>(*this);
}

std::vector<double> GfState::returns() const
{
    std::vector<double> out(numPlayers(), 0.0);
    if (m_phase == Phase::GameOver)
        std::fill(out.begin(), out.end(), m_won ? 1.0 : -1.0);
    return out;
}

// ---------------------------------------------------------------------------------------
// GfState: applying actions

void GfState::destroyTop(int cell)
{
    const Alien alien = m_cells[cell].back();
    m_cells[cell].pop_back();
    ++m_destroyedCount;
    m_events.push_back({EventKind::Destroyed, alien.id, alien.kind, cell, cell, m_turn, false});
}

void GfState::placeDrone(int district, int previous)
{
    Ship &ship = m_ships[district];
    if (ship.card < 0 || m_game->ships()[ship.card].special != SpecialKind::HelperDrone) {
        ship.drone = -1;
        return;
    }
    ship.drone = -1;
    if (previous >= 0 && freeForDrone(previous)) {
        ship.drone = previous;
        return;
    }
    int fallback = previous;
    for (int zone = 1; zone <= 3; ++zone)
        for (int col = 0; col <= 4; ++col) {
            const int cell = cellOf(district, {col, zone});
            if (!adjacent(district, ship.cell, cell))
                continue;
            if (freeForDrone(cell)) {
                ship.drone = cell;
                return;
            }
            if (fallback < 0 && m_tileOwner[cell] < 0)
                fallback = cell;
        }
    // No free space around the ship: the Drone clears the aliens where it goes ("Gladius").
    if (fallback >= 0) {
        while (!m_cells[fallback].empty())
            destroyTop(fallback);
        ship.drone = fallback;
    }
}

void GfState::layOut(int card, int reader, bool start)
{
    const auto &deck = m_game->spawnDeck();
    const SpawnCard &c = start ? deck.start : deck.cards[card];
    for (const auto &cell : c.cells) {
        const int at = cellOf(reader, {cell.col, 8 - cell.row});
        for (const auto &a : cell.aliens) {
            Alien alien;
            alien.id = m_nextAlienId++;
            alien.kind = a.kind;
            alien.facing = facingDistrict(reader, a.facing);
            m_cells[at].push_back(alien);
            m_events.push_back(
                {EventKind::Spawned, alien.id, alien.kind, at, at, alien.facing, false});
        }
    }
}

void GfState::startTurn(int district)
{
    m_turn = district;
    m_cockpit = district;
    m_ships[district].shielded = false;
    m_tileUsed = false;
    m_dice.clear();
    m_diceUsed.clear();
    const Ship &ship = m_ships[district];
    const bool extra =
        ship.card >= 0 && m_game->ships()[ship.card].special == SpecialKind::ExtraDie;
    m_toRoll = m_game->rules().dice + (extra ? 1 : 0);
    m_phase = m_spawnLeft > 0 ? Phase::Spawn : Phase::Roll;
    checkWin();
}

void GfState::checkWin()
{
    if (m_phase != Phase::GameOver && !m_setup && m_spawnLeft == 0 && alienCount() == 0) {
        m_won = true;
        m_phase = Phase::GameOver;
    }
}

void GfState::lose()
{
    m_won = false;
    m_phase = Phase::GameOver;
    m_inApproach = false;
}

void GfState::placeInvader(int district)
{
    if (invaded(district))
        return;
    ++m_invaders[district];
    if (invaded(district)) {
        m_events.push_back({EventKind::DistrictLost, -1, -1, -1, -1, district, false});
        if (invadedCount() >= m_game->rules().districtsToLose)
            lose();
    }
}

bool GfState::invade(int district)
{
    if (!invaded(district)) {
        placeInvader(district);
        return m_phase != Phase::GameOver;
    }
    // "If the district invader spots are all filled, the alien tile is placed in a free spot
    // in the district to the left or right": the current player chooses when both have room.
    const int left = (district + 1) % kDistricts, right = (district + 3) % kDistricts;
    if (!invaded(left) && !invaded(right)) {
        m_overflowFrom = district;
        m_phase = Phase::Overflow;
        return false;
    }
    for (int d : {left, right, (district + 2) % kDistricts})
        if (!invaded(d)) {
            placeInvader(d);
            break;
        }
    return m_phase != Phase::GameOver;
}

void GfState::destroyShip(int district)
{
    Ship &ship = m_ships[district];
    ++ship.destroyed;
    m_events.push_back(
        {EventKind::ShipLost, -1, -1, ship.cell, cellOf(district, {2, 1}), district, false});
    ship.drone = -1;
    if (m_shipyardLeft == 0) {
        lose(); // "No More Ships"
        return;
    }
    --m_shipyardLeft;
    // The new ship waits shielded at the centre of zone 1, its space cleared ("Aliens
    // Crashing Into Ships"); its card is dealt after the approach.
    ship.cell = cellOf(district, {2, 1});
    m_cells[ship.cell].clear();
    m_tileOwner[ship.cell] = -1;
    ship.card = -1;
    ship.weapon = -1;
    ship.engine = -1;
    ship.shielded = true;
    ship.tilesLeft = 0;
    m_refits.push_back(district);
}

bool GfState::moveAlien(Alien alien, int from, int towards, int steps)
{
    int at = from;
    for (int step = 0; step < steps; ++step) {
        const int next = stepTowards(at, towards);
        if (next < 0) {
            m_events.push_back(
                {EventKind::Invaded, alien.id, alien.kind, from, at, alien.facing, false});
            const std::size_t event = m_events.size() - 1; // invade() may add DistrictLost
            const auto before = m_invaders;
            const bool goesOn = invade(alien.facing);
            for (int d = 0; d < kDistricts; ++d)
                if (m_invaders[d] != before[d])
                    m_events[event].goesTo = d;
            return goesOn;
        }
        for (int d = 0; d < kDistricts; ++d) {
            if (m_ships[d].cell != next)
                continue;
            const bool shielded = m_ships[d].shielded;
            m_events.push_back({EventKind::Crashed, alien.id, alien.kind, from, next, d, shielded});
            if (!shielded)
                destroyShip(d);
            return m_phase != Phase::GameOver;
        }
        if (m_tileOwner[next] >= 0) {
            m_events.push_back({EventKind::HitDefence, alien.id, alien.kind, from, next,
                                m_tileOwner[next], false});
            return true;
        }
        at = next;
    }
    for (int d = 0; d < kDistricts; ++d)
        if (m_ships[d].drone == at) {
            m_events.push_back({EventKind::HitDrone, alien.id, alien.kind, from, at, d, false});
            return true;
        }
    alien.moved = true;
    m_cells[at].push_back(alien);
    m_events.push_back({EventKind::Moved, alien.id, alien.kind, from, at, alien.facing, false});
    return true;
}

void GfState::runApproach()
{
    if (!m_inApproach) {
        m_inApproach = true;
        m_scan = 0;
        m_frenzyCell = -1;
        for (auto &stack : m_cells)
            for (auto &alien : stack)
                alien.moved = false;
    }
    m_phase = Phase::Command; // while it runs; set below to what follows
    const auto &order = scanOrder(m_turn);
    for (; m_scan < int(order.size()); ++m_scan) {
        const int cell = order[m_scan];
        auto &stack = m_cells[cell];
        if (m_frenzyCell != cell) {
            if (stack.empty() || stack.back().moved || stack.back().facing != m_turn)
                continue;
            m_frenzyCell = cell;
            if (stack.size() > 1)
                m_events.push_back({EventKind::Frenzy, -1, -1, cell, cell, m_turn, false});
        }
        // "Alien Frenzy": every alien of the stack that has not moved yet moves, top first,
        // each by its own facing.
        while (!m_cells[cell].empty() && !m_cells[cell].back().moved) {
            const Alien alien = m_cells[cell].back();
            m_cells[cell].pop_back();
            if (!moveAlien(alien, cell, alien.facing, m_game->spawnDeck().kinds[alien.kind].speed))
                return; // the game is over, or an invader waits for the player's choice
        }
        m_frenzyCell = -1;
    }
    m_inApproach = false;
    checkWin();
    if (m_phase == Phase::GameOver)
        return;
    if (!m_refits.empty()) {
        m_cockpit = m_refits.front();
        m_phase = Phase::Deal;
        return;
    }
    finishTurn();
}

std::unique_ptr<GfState> GfState::previewApproach() const
{
    if (m_phase != Phase::Command)
        return nullptr;
    auto copy = std::make_unique<GfState>(*this);
    copy->m_events.clear();
    copy->runApproach();
    while (copy->m_phase == Phase::Overflow) {
        const int from = copy->m_overflowFrom;
        const int left = (from + 1) % kDistricts, right = (from + 3) % kDistricts;
        copy->m_overflowFrom = -1;
        copy->placeInvader(copy->m_invaders[right] < copy->m_invaders[left] ? right : left);
        if (copy->m_phase != Phase::GameOver)
            copy->runApproach();
    }
    return copy;
}

void GfState::finishTurn()
{
    const int next = (m_turn + 1) % kDistricts;
    if (next == 0)
        ++m_round;
    startTurn(next);
}

void GfState::nextSetupStep()
{
    if (m_setup) {
        if (m_cockpit + 1 < kDistricts) {
            ++m_cockpit;
            m_phase = Phase::ChooseWeapon;
            return;
        }
        m_setup = false;
        // "Follow the layout of alien tiles based on the starting spawn card", read from the
        // first player's side; then the first turn begins with its own spawn.
        layOut(-1, 0, true);
        startTurn(0);
        return;
    }
    m_refits.erase(m_refits.begin());
    if (!m_refits.empty()) {
        m_cockpit = m_refits.front();
        m_phase = Phase::Deal;
        return;
    }
    finishTurn();
}

void GfState::doApplyAction(Action action)
{
    const auto &g = *m_game;
    const int payload = actionPayload(action);
    m_events.clear();
    Ship &ship = m_ships[m_turn];
    switch (actionKind(action)) {
    case ActionKind::DealShip: {
        Ship &s = m_ships[m_cockpit];
        m_shipCardUsed[payload] = true;
        s.card = payload;
        s.tilesLeft = g.ships()[payload].tiles;
        placeDrone(m_cockpit, -1);
        if (m_setup && m_cockpit + 1 < kDistricts) {
            ++m_cockpit; // the setup deals all four ships first, then their cockpits
            return;
        }
        if (m_setup)
            m_cockpit = 0;
        m_phase = Phase::ChooseWeapon;
        return;
    }
    case ActionKind::ChooseWeapon:
        m_ships[m_cockpit].weapon = payload;
        m_phase = m_setup ? Phase::ChooseTile : Phase::ChooseEngine;
        return;
    case ActionKind::ChooseTile:
        m_ships[m_cockpit].tile = payload;
        m_phase = Phase::ChooseEngine;
        return;
    case ActionKind::ChooseEngine:
        m_ships[m_cockpit].engine = payload;
        nextSetupStep();
        return;
    case ActionKind::DrawSpawn:
        m_spawnDrawn[payload] = true;
        --m_spawnLeft;
        m_lastSpawn = payload;
        layOut(payload, m_turn, false);
        m_phase = Phase::Roll;
        return;
    case ActionKind::RollDie: {
        // The turn's first roll adds its dice; a reroll (the tile is then used) rolls the
        // unused dice where they lie, the first place still rolling first.
        const std::vector<bool> rolling = diceRolling();
        const auto place = std::find(rolling.begin(), rolling.end(), true);
        if (place != rolling.end()) {
            m_dice[std::size_t(place - rolling.begin())] = Face(payload);
        } else {
            m_dice.push_back(Face(payload));
            m_diceUsed.push_back(false);
        }
        if (--m_toRoll <= 0)
            m_phase = Phase::Command;
        return;
    }
    case ActionKind::Fire:
        pay(Face::Fire, 1);
        destroyTop(fireTarget(m_turn));
        break;
    case ActionKind::Move: {
        pay(Face::Move, 1);
        const int previous = ship.cell;
        ship.cell = payload;
        placeDrone(m_turn, previous);
        break;
    }
    case ActionKind::Weapon: {
        pay(Face::Special, g.equipment().weapons[ship.weapon].cost);
        for (int cell : weaponTargets(m_turn))
            destroyTop(cell);
        break;
    }
    case ActionKind::Engine: {
        const Engine &engine = g.equipment().engines[ship.engine];
        pay(Face::Special, engine.cost);
        switch (engine.kind) {
        case EngineKind::Afterburner:
        case EngineKind::WarpDrive: {
            const int previous = ship.cell;
            ship.cell = payload;
            placeDrone(m_turn, previous);
            break;
        }
        case EngineKind::Deflector:
            ship.shielded = true;
            break;
        case EngineKind::Repulsor: {
            const int target = fireTarget(m_turn);
            Alien alien = m_cells[target].back();
            m_cells[target].pop_back();
            alien.repulsed = true;
            // One zone back (the target is at zone 7 at most: it stays on the board), with
            // the approach's defence tiles and Drones on the way.
            moveAlien(alien, target, (m_turn + 2) % kDistricts, 1);
            break;
        }
        }
        break;
    }
    case ActionKind::Special: {
        const ShipCard &card = g.ships()[ship.card];
        pay(Face::Special, card.specialCost);
        switch (card.special) {
        case SpecialKind::MissileCommand:
            destroyTop(payload);
            break;
        case SpecialKind::DefenseSystem:
            m_tileOwner[payload] = m_turn;
            --ship.tilesLeft;
            break;
        case SpecialKind::SideCannon:
            destroyTop(sideCannonTarget(m_turn, payload == 1));
            break;
        case SpecialKind::NovaBomb:
            for (int zone = 1; zone <= 3; ++zone)
                for (int col = 0; col <= 4; ++col) {
                    const int cell = cellOf(m_turn, {col, zone});
                    if (!m_cells[cell].empty())
                        destroyTop(cell);
                }
            break;
        default:
            break;
        }
        break;
    }
    case ActionKind::Reroll: {
        m_tileUsed = true;
        // The unused dice are rolled again in their places (RollDie).
        m_toRoll = int(std::count(m_diceUsed.begin(), m_diceUsed.end(), false));
        m_phase = Phase::Roll;
        return;
    }
    case ActionKind::EndTurn:
        runApproach();
        return;
    case ActionKind::Overflow:
        m_overflowFrom = -1;
        placeInvader(payload);
        if (m_phase != Phase::GameOver)
            runApproach();
        return;
    case ActionKind::Concede:
        m_conceded = true;
        lose();
        return;
    default:
        return;
    }
    checkWin(); // the shot that clears the sky after the last spawn card wins at once
}

// ---------------------------------------------------------------------------------------
// GfState: text

// Why a paid-for weapon, engine or special cannot be used (refusal()): what it lacks.
std::string GfState::targetRefusal(Action action) const
{
    const auto &g = *m_game;
    const Ship &ship = m_ships[m_turn];
    // An aimed command with another space that works: this space is the wrong one.
    bool otherSpace = false;
    for (Action a : commandActions(true))
        if (actionKind(a) == actionKind(action))
            otherSpace = true;
    switch (actionKind(action)) {
    case ActionKind::Weapon:
        return "no alien is in the weapon's reach";
    case ActionKind::Engine: {
        if (ship.engine < 0)
            break;
        switch (g.equipment().engines[ship.engine].kind) {
        case EngineKind::Afterburner:
        case EngineKind::WarpDrive:
            return otherSpace ? "the engine cannot take the ship to that space"
                              : "no free space is within the engine's reach";
        case EngineKind::Deflector:
            return "the ship is shielded already";
        case EngineKind::Repulsor: {
            const int target = fireTarget(m_turn);
            if (target < 0)
                return "no alien is ahead in the ship's column";
            if (localOf(m_turn, target).zone > 7)
                return "the closest alien ahead is in the last zone and cannot be pushed back";
            return "the closest alien ahead has been pushed back once already";
        }
        }
        break;
    }
    case ActionKind::Special: {
        if (ship.card < 0)
            break;
        switch (g.ships()[ship.card].special) {
        case SpecialKind::None:
        case SpecialKind::HelperDrone:
        case SpecialKind::ExtraDie:
            return "this ship's special needs no command";
        case SpecialKind::MissileCommand:
            return otherSpace ? "the target must be a stack in deep space"
                              : "no alien is in deep space";
        case SpecialKind::DefenseSystem:
            if (ship.tilesLeft <= 0)
                return "no defence tile is left";
            return otherSpace ? "a defence tile goes on a free space of the ship's atmosphere"
                              : "no space of the ship's atmosphere is free";
        case SpecialKind::SideCannon:
            return "no alien is to the left or right in the ship's row";
        case SpecialKind::NovaBomb:
            return "no alien is in the ship's atmosphere";
        }
        break;
    }
    default:
        break;
    }
    return "that has no target now";
}

std::string GfState::refusal(Action action) const
{
    if (m_phase == Phase::GameOver)
        return "the game is over";
    if (isLegal(action))
        return "";
    if (isChancePhase(m_phase))
        return "the game is drawing a card or rolling a die";
    const auto kind = actionKind(action);
    if (m_phase != Phase::Command) {
        if (m_phase == Phase::Overflow && kind == ActionKind::Overflow)
            return "the invader can only go to a neighbouring district with room";
        return "that is not a choice now";
    }
    const Ship &ship = m_ships[m_turn];
    switch (kind) {
    case ActionKind::Fire:
        if (!canPay(Face::Fire, 1))
            return "no Fire symbol is left";
        return "no alien is ahead in the ship's column";
    case ActionKind::Move:
        // A space the ship could never move to says the rule, whatever the dice.
        if (!canPay(Face::Move, 1) && onBoard(actionPayload(action)) &&
            atmosphereOf(actionPayload(action)) == m_turn)
            return "no Move symbol is left";
        return "a ship moves to a free adjacent space of its own atmosphere";
    case ActionKind::Weapon:
    case ActionKind::Engine:
    case ActionKind::Special: {
        int cost = 1;
        if (kind == ActionKind::Weapon && ship.weapon >= 0)
            cost = m_game->equipment().weapons[ship.weapon].cost;
        else if (kind == ActionKind::Engine && ship.engine >= 0)
            cost = m_game->equipment().engines[ship.engine].cost;
        else if (kind == ActionKind::Special && ship.card >= 0)
            cost = m_game->ships()[ship.card].specialCost;
        if (!canPay(Face::Special, cost))
            return "not enough Special symbols are left";
        return targetRefusal(action);
    }
    case ActionKind::Reroll:
        if (ship.tile < 0 || m_game->equipment().tiles[ship.tile].kind != TileKind::Reroll)
            return "this ship's bonus tile is not a reroll";
        if (m_tileUsed)
            return "the reroll tile is used already this turn";
        return "no die is left to roll";
    case ActionKind::EndTurn:
        return "at least one command die must be used";
    default:
        return "that is not a choice now";
    }
}

std::string GfState::actionToString(Action action) const
{
    const auto &g = *m_game;
    const int p = actionPayload(action);
    auto cellText = [this](int cell) {
        const int d = atmosphereOf(cell) >= 0 ? atmosphereOf(cell) : m_turn;
        const Local l = localOf(d, cell);
        std::ostringstream os;
        os << "(" << cell % kBoardSize << "," << cell / kBoardSize << ")";
        if (atmosphereOf(cell) >= 0)
            os << " " << districtName(d) << " zone " << l.zone;
        return os.str();
    };
    switch (actionKind(action)) {
    case ActionKind::DealShip:
        return std::string(districtName(m_cockpit)) + " gets " +
               (p < int(g.ships().size()) ? g.ships()[p].name : "?");
    case ActionKind::DrawSpawn:
        return "spawn card " +
               (p < int(g.spawnDeck().cards.size()) ? g.spawnDeck().cards[p].id : "?");
    case ActionKind::RollDie:
        return std::string("die: ") + faceName(Face(p));
    case ActionKind::ChooseWeapon:
        return "weapon system: " +
               (p < int(g.equipment().weapons.size()) ? g.equipment().weapons[p].name : "?");
    case ActionKind::ChooseTile:
        return "command tile: " +
               (p < int(g.equipment().tiles.size()) ? g.equipment().tiles[p].name : "?");
    case ActionKind::ChooseEngine:
        return "engine: " +
               (p < int(g.equipment().engines.size()) ? g.equipment().engines[p].name : "?");
    case ActionKind::Fire:
        return "Fire";
    case ActionKind::Move:
        return "Move to " + cellText(p);
    case ActionKind::Weapon:
        return "weapon system";
    case ActionKind::Engine:
        return p ? "engine to " + cellText(p) : "engine";
    case ActionKind::Special:
        return "special " + std::to_string(p);
    case ActionKind::Reroll:
        return "reroll the unused dice";
    case ActionKind::EndTurn:
        return "end the turn";
    case ActionKind::Overflow:
        return std::string("the invader goes to ") + districtName(p);
    case ActionKind::Concede:
        return "seat " + std::to_string(p) + " gives up";
    }
    return "?";
}

std::string GfState::toString() const
{
    std::ostringstream os;
    os << "phase " << phaseName(m_phase) << " turn " << m_turn << " cockpit " << m_cockpit
       << " round " << m_round << " setup " << m_setup << " won " << m_won << " conceded "
       << m_conceded << "\n";
    for (int d = 0; d < kDistricts; ++d) {
        const Ship &s = m_ships[d];
        os << "ship " << d << " cell " << s.cell << " card " << s.card << " weapon " << s.weapon
           << " engine " << s.engine << " tile " << s.tile << " shielded " << s.shielded
           << " tiles " << s.tilesLeft << " drone " << s.drone << " destroyed " << s.destroyed
           << " invaders " << m_invaders[d] << "\n";
    }
    for (int cell = 0; cell < kCells; ++cell) {
        if (m_cells[cell].empty() && m_tileOwner[cell] < 0)
            continue;
        os << "cell " << cell;
        if (m_tileOwner[cell] >= 0)
            os << " defence " << m_tileOwner[cell];
        for (const auto &a : m_cells[cell])
            os << " [" << a.id << " " << a.kind << " " << a.facing << (a.moved ? " m" : "")
               << (a.repulsed ? " r" : "") << "]";
        os << "\n";
    }
    os << "spawn left " << m_spawnLeft << " last " << m_lastSpawn << " drawn";
    for (size_t i = 0; i < m_spawnDrawn.size(); ++i)
        if (m_spawnDrawn[i])
            os << " " << i;
    os << "\nshipyard " << m_shipyardLeft << " used";
    for (size_t i = 0; i < m_shipCardUsed.size(); ++i)
        if (m_shipCardUsed[i])
            os << " " << i;
    os << "\ndice";
    for (size_t i = 0; i < m_dice.size(); ++i)
        os << " " << int(m_dice[i]) << (m_diceUsed[i] ? "u" : "");
    os << " to roll " << m_toRoll << " tile used " << m_tileUsed << "\nrefits";
    for (int d : m_refits)
        os << " " << d;
    os << "\napproach " << m_inApproach << " " << m_scan << " " << m_frenzyCell << " "
       << m_overflowFrom << " next id " << m_nextAlienId << " destroyed " << m_destroyedCount
       << "\n";
    return os.str();
}

std::string GfState::observation(Player) const
{
    return toString(); // nothing is hidden
}

std::string GfState::checkInvariants() const
{
    const auto &g = *m_game;
    std::set<int> ids;
    for (int cell = 0; cell < kCells; ++cell) {
        const auto &stack = m_cells[cell];
        if (!stack.empty() && !onBoard(cell))
            return "aliens off the board at " + std::to_string(cell);
        if (!stack.empty() && m_tileOwner[cell] >= 0)
            return "aliens on a defence tile at " + std::to_string(cell);
        const int atmosphere = atmosphereOf(cell);
        for (const auto &a : stack) {
            if (!ids.insert(a.id).second)
                return "alien id " + std::to_string(a.id) + " twice";
            if (a.kind < 0 || a.kind >= int(g.spawnDeck().kinds.size()))
                return "unknown alien kind";
            if (a.facing < 0 || a.facing >= kDistricts)
                return "bad facing";
            if (atmosphere >= 0 && a.facing != atmosphere)
                return "an alien in " + std::string(districtName(atmosphere)) +
                       "'s atmosphere faces another district";
        }
        if (m_tileOwner[cell] >= 0 && atmosphereOf(cell) != m_tileOwner[cell])
            return "a defence tile outside its atmosphere";
    }
    for (int d = 0; d < kDistricts; ++d) {
        const Ship &s = m_ships[d];
        if (atmosphereOf(s.cell) != d)
            return "a ship outside its atmosphere";
        if (!m_cells[s.cell].empty())
            return "aliens on a ship's space";
        if (m_tileOwner[s.cell] >= 0)
            return "a ship on a defence tile";
        if (s.drone >= 0 &&
            (atmosphereOf(s.drone) != d || s.drone == s.cell || !m_cells[s.drone].empty()))
            return "a Drone out of place";
        if (m_invaders[d] < 0 || m_invaders[d] > g.rules().invaderSpaces)
            return "invaders out of range";
        if (!m_setup && m_phase != Phase::Deal && s.card < 0 &&
            std::find(m_refits.begin(), m_refits.end(), d) == m_refits.end())
            return "a ship without a card";
    }
    int drawn = int(std::count(m_spawnDrawn.begin(), m_spawnDrawn.end(), true));
    if (m_spawnLeft < 0 || drawn + m_spawnLeft != g.rules().spawnCards)
        return "spawn deck count";
    for (int i = 0; i < int(m_spawnDrawn.size()); ++i)
        if (m_spawnDrawn[std::size_t(i)] && !g.inSpawnPool(i))
            return "a spawn card the ruleset does not draw";
    if (m_shipyardLeft < 0)
        return "shipyard count";
    if (m_dice.size() != m_diceUsed.size())
        return "dice";
    if (m_phase != Phase::GameOver && invadedCount() >= g.rules().districtsToLose)
        return "too many districts invaded for a running game";
    if (m_phase == Phase::GameOver && m_won && alienCount() != 0)
        return "won with aliens on the board";
    return "";
}

} // namespace starboard::gf
