#pragma once

// Galaxy of D (rulebook: shared/rules/galaxy-of-d.txt; our design choices:
// docs/rules/galaxy-of-d.md).
//
// Seats: 0 is Redog (red), 1 is Cynder (blue). The Pirates are a third side that no
// seat controls (side 2).
//
// Action encoding: an Action is (kind << kKindShift) | payload.
//   Chance outcomes
//     DieRoll       payload = face (1..dieSides)
//     DrawThing     payload = ThingType index (5.1 step 2)
//     PlaceThing    payload = sector index (5.1 step 4, 10.1)
//     FirstPlayer   payload = seat (5.2 rock-paper-scissors, 10.3 "the younger player")
//     PirateTarget  payload = sector index of the chosen target (6.3 ties by die)
//     PirateStep    payload = sector index of the next step (6.3 "up or down")
//   Player decisions
//     Rise          payload = the new bid (5.2)
//     Pass          payload = 0 (5.2)
//     PlaceStarbase payload = sector index (5.2, 10.3)
//     Buy           payload = ShipType index (5.3, 6.4)
//     Done          payload = 0: end the secret purchase, the movement or the buying
//     Move          payload = sector | dir << 12 | type << 15 | cargo << 20 | moves << 21:
//                   move one ship of that group (sector, type, cargo, moves left) one
//                   sector in direction dir (0..5)
//     Fight         payload = sector index: resolve the combat there next (6.2)
//     Casualty      payload = type << 1 | cargo: the next ship to absorb the enemy attack
//     ChoosePirate  payload = the pirate's ship uid: move that pirate next (6.3)
//     Concede       payload = seat: that seat concedes (legal at any time, for either
//                   seat, but not listed in legalActions())
//     ChooseTop     payload = sector | type << 12 | cargo << 17: put one of the current
//                   player's ships of that type (and cargo) in that sector on top of its
//                   stack (6.1 "you can only see the top enemy ship": the owner chooses
//                   which). Legal only for the owner of the stack, when that seat is to
//                   decide in its own turn (Movement, Combat, Pirates, Buy), and only when
//                   it changes the top; the opponent learns nothing but the new top ship,
//                   which it sees anyway. Like Concede it is not listed in legalActions(),
//                   so agents and random play never spend actions on it.

#include "content.h"
#include "engine/game.h"
#include "engine/registry.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace starboard::god {

inline constexpr int kSeats = 2;
inline constexpr int kPirates = 2; // side index of the Pirates
inline constexpr int kSides = 3;
inline constexpr int kDirections = 6;
inline constexpr int kKindShift = 40;
inline constexpr int kMaxSectors = 4096; // 12 bits in Move's payload
inline constexpr int kMaxShipTypes = 32; // 5 bits

enum class ActionKind : int
{
    DieRoll = 1,
    DrawThing,
    PlaceThing,
    FirstPlayer,
    PirateTarget,
    PirateStep,
    Rise = 10,
    Pass,
    PlaceStarbase,
    Buy,
    Done,
    Move,
    Fight,
    Casualty,
    ChoosePirate,
    Concede,
    ChooseTop,
};

constexpr Action makeAction(ActionKind kind, std::int64_t payload)
{
    return (static_cast<Action>(kind) << kKindShift) | payload;
}
constexpr ActionKind actionKind(Action a)
{
    return static_cast<ActionKind>(a >> kKindShift);
}
constexpr std::int64_t actionPayload(Action a)
{
    return a & ((std::int64_t{1} << kKindShift) - 1);
}
constexpr Action makeMove(int sector, int dir, int type, bool cargo, int moves)
{
    return makeAction(ActionKind::Move,
                      sector | dir << 12 | type << 15 | int(cargo) << 20 | moves << 21);
}
struct MoveFields
{
    int sector, dir, type;
    bool cargo;
    int moves;
};
constexpr MoveFields moveFields(Action a)
{
    const auto p = actionPayload(a);
    return {int(p & 0xfff), int(p >> 12 & 7), int(p >> 15 & 31), bool(p >> 20 & 1),
            int(p >> 21 & 15)};
}
constexpr Action makeCasualty(int type, bool cargo)
{
    return makeAction(ActionKind::Casualty, type << 1 | int(cargo));
}
constexpr Action makeChooseTop(int sector, int type, bool cargo)
{
    return makeAction(ActionKind::ChooseTop, sector | type << 12 | int(cargo) << 17);
}

enum class Phase
{
    ThingsDie,     // chance: how many Things to draw (5.1 step 2)
    ThingsDraw,    // chance: which Thing
    ThingsPlace,   // chance: where it goes (5.1 step 4)
    FirstPlayer,   // chance: who takes the first turn
    MoneyDie,      // chance: starting money (5.2)
    Bidding,       // 5.2
    PlaceStarbase, // 5.2 / 10.3
    Purchase,      // 5.3 secret starting purchase
    Movement,      // 6.1
    Combat,        // 6.2: choosing the next combat
    Fight,         // 6.2: a combat in progress (casualties)
    Pirates,       // 6.3: choosing the next pirate
    PirateDie,     // chance: does it move
    PirateTarget,  // chance: which of the nearest targets
    PirateStep,    // chance: which way along a shortest path
    Buy,           // 6.4
    GameOver,
};

struct Ship
{
    std::uint32_t uid = 0;   // unique for the game, never reused
    std::uint32_t order = 0; // arrival stamp: the newest ship of a side in a sector is on top
    std::int16_t type = 0;
    std::int16_t sector = 0;
    std::int8_t owner = 0; // 0, 1 or kPirates
    std::int8_t movesLeft = 0;
    bool cargo = false;
};

// A combat in progress (6.2).
struct FightState
{
    int sector = -1;
    std::array<bool, kSides> present{};   // side takes part (ships or its Starbase)
    std::array<int, kSides> attack{};     // attack score of the side
    std::array<int, kSides> incoming{};   // enemy attack still to absorb
    std::array<int, kSides> leftover{};   // attack left after the side ran out of ships
    std::array<bool, kSides> done{};      // side finished choosing casualties
    std::vector<std::uint32_t> fighters;  // uids of the ships in the combat
    std::vector<std::uint32_t> picked;    // uids already chosen to absorb
    std::vector<std::uint32_t> destroyed; // uids destroyed so far
};

// Something the engine resolved while applying the last action, for the log (6.2 combats,
// 6.3 pirate moves, 6.1 Bomber hits and cargo, 6.5 production). Forced steps that the
// engine takes by itself (a single combat, forced casualties, a pirate's only way) leave
// no action in the history, so the log reads them here. Everything in an event is public.
struct GodEvent
{
    enum class Kind
    {
        Fight,       // a combat ended: sector, present, attack, lost, starbaseDamage, income
        PirateMove,  // side kPirates, type: the pirate; from -> sector (one step)
        PirateStays, // the pirate rolled to move but has no ship to chase it can reach
        BomberHit,   // side's ship `type` entered the enemy Starbase in `sector`: amount
        CargoLoaded, // side's Freighter in `sector`
        CargoSold,   // side's Freighter in `sector`: amount earned
        Production,  // side produced `amount`; its Starbase armor is now `armor`
    };
    Kind kind = Kind::Fight;
    int sector = -1;
    int side = -1;
    int type = -1;
    int from = -1;
    int amount = 0;
    int armor = 0;
    std::array<bool, kSides> present{};
    std::array<int, kSides> attack{};
    std::array<std::vector<int>, kSides> lost{}; // ship types destroyed per side
    std::array<int, kSeats> starbaseDamage{};    // leftover attack dealt to each Starbase
    std::array<int, kSeats> income{};            // Scavenger money earned (after the cap)
};

// A position set up directly (rule examples, tests, the Workshop's preview). The state
// starts at `phase` of `activePlayer`'s turn (Movement, Combat, Pirates or Buy).
struct Scenario
{
    struct PlacedThing
    {
        int sector;
        std::string thing; // ThingType id (not pirates: those are ships below)
    };
    struct PlacedShip
    {
        int owner; // 0, 1 or kPirates
        std::string type;
        int sector;
        bool cargo = false;
        int movesLeft = -1; // -1: the ship's full speed
    };
    std::vector<PlacedThing> things;
    std::array<int, kSeats> starbase{-1, -1};
    std::array<int, kSeats> armor{20, 20};
    std::array<int, kSeats> money{0, 0};
    int firstPlayer = 0;
    int activePlayer = 0;
    int turn = 1;
    int cargoPrice = -1; // -1: computed from the Things (5.1)
    Phase phase = Phase::Movement;
    std::vector<PlacedShip> ships;
};

class GodGame;

class GodState : public State
{
public:
    explicit GodState(std::shared_ptr<const GodGame> game);

    Player currentPlayer() const override;
    int numPlayers() const override { return kSeats; }
    std::vector<Action> legalActions() const override;
    bool isLegal(Action action) const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::unique_ptr<State> clone() const override;
    std::string observation(Player player) const override;
    std::unique_ptr<State> resampleHidden(Player player, Rng &rng) const override;
    bool revealsTo(Action action, Player seat) const override;
    std::vector<double> returns() const override;
    Player firstTurnPlayer() const override { return m_firstPlayer; }
    std::string actionToString(Action action) const override;
    std::string toString() const override;
    std::string checkInvariants() const override;

    // Read access for the board view, the agents and the tests.
    const GodGame &game() const { return *m_game; }
    Phase phase() const { return m_phase; }
    int activePlayer() const { return m_active; } // whose turn it is (Movement..Buy)
    int turn() const { return m_turn; }
    int firstPlayer() const { return m_firstPlayer; }
    int money(int seat) const { return m_money[seat]; }
    int armor(int seat) const { return m_armor[seat]; }
    int starbase(int seat) const { return m_starbase[seat]; }
    int cargoPrice() const { return m_cargoPrice; }
    int bid() const { return m_bid; }
    int bidWinner() const { return m_bidWinner; }
    int winner() const { return m_winner; }                     // -1 while undecided
    int thingAt(int sector) const { return m_thingAt[sector]; } // ThingType index or -1
    const std::vector<Ship> &ships() const { return m_ships; }
    const FightState &fight() const { return m_fight; } // valid in Phase::Fight
    Phase fightReturn() const { return m_fightReturn; } // Combat or Pirates: whose fight
    int pendingPurchase(int seat, int type) const { return m_pending[seat][type]; }
    int shipsInPlay(int side, int type) const;
    // The sectors where the active player still has a combat to resolve this phase.
    std::vector<int> combatSectors() const;
    // The ship of `side` on top of its stack in `sector` (the newest arrival), or nullptr.
    const Ship *topShip(int side, int sector) const;
    int stackSize(int side, int sector) const;
    // Who holds a planet or asteroid (6.5): a seat, kPirates, or -1.
    int holder(int sector) const;
    // What production (6.5) would pay `seat` now: held planets and asteroids, the Starbase.
    int production(int seat) const;
    // What the last applied action resolved (see GodEvent), in order.
    const std::vector<GodEvent> &lastEvents() const { return m_events; }

    // Applies a scenario on a fresh state (no history). Returns an error message or "".
    std::string setUp(const Scenario &scenario);

protected:
    void doApplyAction(Action action) override;

private:
    friend class GodGame;

    void beginThingsPlacement();
    void finishGalaxySetting();
    void beginStarbasePlacement();
    void beginPurchase(int seat);
    void revealPurchases();
    void startTurn(int seat);
    void enterCombatPhase();
    void continueCombatPhase();
    void enterPiratesPhase();
    void continuePiratesPhase();
    void startPirate(std::uint32_t uid);
    void pirateChooseTarget();
    void pirateContinueMove();
    void pirateStep(int to);
    void pirateFinished();
    void enterBuyPhase();
    void endTurn();
    void startFight(int sector);
    void advanceFight();
    void finishFight();
    void moveShip(Ship &ship, int to);
    void addMoney(int seat, int amount);
    void damageStarbase(int seat, int damage);
    void declareWinner(int seat);

    // The legal sectors for the next Thing of the setup or the deciding seat's Starbase.
    std::vector<int> placementSectors(bool forStarbase) const;
    std::vector<int> pirateTargets(const Ship &pirate) const;
    std::vector<int> pirateNextSteps(int from, int target) const;
    std::vector<int> sidesIn(int sector) const;
    bool sidePresent(int side, int sector) const;
    bool hasEnemyShips(int side, int sector) const;
    Ship *shipByUid(std::uint32_t uid);
    const Ship *shipByUid(std::uint32_t uid) const;
    int findGroupShip(int sector, int type, bool cargo, int moves, int owner) const;
    void casualtyChoices(int side, std::vector<std::pair<int, bool>> &keys) const;
    int fightChooser() const; // side that must pick a casualty, or -1
    Action pirateCasualty(int side) const;
    void applyCasualty(int side, int type, bool cargo);
    void addShip(int owner, int type, int sector, bool cargo, int movesLeft);
    void removeShip(std::uint32_t uid);

    std::shared_ptr<const GodGame> m_game;
    Phase m_phase = Phase::ThingsDie;
    int m_active = 0;
    int m_decider = 0; // the seat to decide in setup phases
    int m_turn = 0;
    int m_firstPlayer = -1;
    int m_winner = -1;
    std::array<int, kSeats> m_money{};
    std::array<int, kSeats> m_armor{};
    std::array<int, kSeats> m_starbase{-1, -1};
    int m_cargoPrice = 0;
    int m_bid = 0;
    int m_bidWinner = -1;
    std::vector<int> m_thingAt;                     // per sector: ThingType index or -1
    std::vector<int> m_drawPool;                    // per ThingType: chits still face down (5.1)
    int m_drawLeft = 0;                             // Things still to draw
    std::vector<int> m_toPlace;                     // ThingType indices still to place, next first
    std::array<std::vector<int>, kSeats> m_pending; // secret purchase per type
    std::array<bool, kSeats> m_purchased{};
    std::vector<Ship> m_ships;
    std::uint32_t m_nextUid = 1;
    std::uint32_t m_nextOrder = 1;
    std::vector<int> m_fought;                   // sectors fought this combat phase
    std::vector<std::uint32_t> m_piratesLeft;    // pirates still to act this phase
    std::vector<std::uint32_t> m_piratesBlocked; // pirates that started the phase with ships
    std::vector<int> m_pirateFought;             // sectors fought in this pirates phase
    std::uint32_t m_pirate = 0;                  // the pirate acting
    int m_pirateTarget = -1;
    int m_pirateSteps = 0;
    FightState m_fight;
    Phase m_fightReturn = Phase::Combat;
    std::vector<GodEvent> m_events; // resolved by the last action (not part of the state)
};

// The galaxy's sectors as a graph: each sector's neighbours in the six axial directions.
// The one hex geometry of the game, asked by the engine, the loader's checks and the
// Workshop.
class HexGrid
{
public:
    explicit HexGrid(const std::vector<Hex> &sectors);
    int size() const { return int(m_neighbours.size() / kDirections); }
    // Neighbour of `sector` in direction dir (0..5), or -1 outside the galaxy.
    int neighbour(int sector, int dir) const
    {
        return m_neighbours[std::size_t(sector) * kDirections + dir];
    }
    // Steps inside the galaxy from `from` to every sector, -1 where it cannot be reached.
    std::vector<int> distancesFrom(int from) const;

private:
    std::vector<int> m_neighbours;
};

class GodGame : public Game, public std::enable_shared_from_this<GodGame>
{
public:
    // Use create(): states keep a shared pointer to their game.
    static std::shared_ptr<GodGame> create(std::shared_ptr<const Content> content);

    const GameInfo &info() const override;
    int numPlayers() const override { return kSeats; }
    std::unique_ptr<State> newInitialState() const override;
    int maxGameLength() const override { return m_maxLength; }

    // A state set up from a scenario; nullptr with *error when the scenario is invalid.
    std::unique_ptr<GodState> newScenarioState(const Scenario &scenario,
                                               std::string *error = nullptr) const;

    const Content &content() const { return *m_content; }
    const Ruleset &rules() const { return m_content->ruleset; }
    const std::vector<ShipType> &shipTypes() const { return m_content->ships; }
    const std::vector<ThingType> &thingTypes() const { return m_content->things; }
    int sectorCount() const { return int(m_content->galaxy.sectors.size()); }
    // Neighbour of `sector` in direction dir (0..5), or -1 outside the galaxy.
    int neighbour(int sector, int dir) const { return m_grid.neighbour(sector, dir); }
    // Shortest path length inside the galaxy, or -1 when unreachable.
    int distance(int a, int b) const { return m_distance[a * sectorCount() + b]; }
    // The galaxy rules for a placement of Things (`thingAt`: ThingType index per sector, -1
    // for none), also asked by the Workshop's galaxy editor:
    // 5.1 the cargo price (0 without a Spaceport or a planet it can reach);
    int cargoPrice(const std::vector<int> &thingAt) const;
    // 5.2 room for both Starbases, neither on nor next to a Thing, far enough apart (only
    // on the galaxy's Starbase sectors when it lists some).
    bool roomForStarbases(const std::vector<int> &thingAt) const;
    // The designer's Starbase sectors in force (Galaxy::starbaseSectors): the listed sectors
    // that exist and hold no fixed Thing. When the galaxy lists some, Starbases go only
    // there and the setup's Things (5.1, 10.1) never do. A list with fewer than two such
    // sectors (content the loader refuses) is ignored: 5.2 as written.
    bool hasStarbaseSectors() const { return m_hasStarbaseSectors; }
    bool isListedStarbaseSector(int sector) const { return m_starbaseSector[sector] != 0; }
    int shipTypeIndex(const std::string &id) const;
    int thingTypeIndex(const std::string &id) const;

private:
    explicit GodGame(std::shared_ptr<const Content> content);

    std::shared_ptr<const Content> m_content;
    HexGrid m_grid;
    std::vector<int> m_distance;
    std::vector<char> m_starbaseSector; // per sector: a listed Starbase sector in force
    bool m_hasStarbaseSectors = false;
    int m_maxLength = 0;
};

// The registry entry for Galaxy of D.
GameRegistration registration();

} // namespace starboard::god
