#pragma once

// Galaxy Fighters (rulebook: shared/rules/galaxy-fighters.txt; our design choices:
// docs/rules/galaxy-fighters.md). A co-op game for 1 to 4 players who fly the four ships of
// the four districts; nothing is hidden (the spawn deck and the shipyard are drawn when they
// are drawn, uniformly from the cards not drawn yet).
//
// The board is an 11 x 11 grid without its four 3 x 3 corners; a cell is y * 11 + x, x to
// the right and y down as the board is drawn for district 0 (Rocketown, at the bottom).
// Districts clockwise from the bottom: 0 Rocketown (blue, bottom), 1 Atomville (green, left),
// 2 Novaport (yellow, top), 3 Astrofield (red, right); the ship of district d takes the
// turn after d - 1's ("the player to the left goes"). Each district sees the board in its
// own frame: column 0..4 left to right in its atmosphere, zone 1..3 its atmosphere from its
// edge, 4..8 the deep space, 9..11 the opposite atmosphere.
//
// Action encoding: an Action is (kind << kKindShift) | payload.
//   Chance outcomes
//     DealShip   payload = ship card index: the card a ship gets (setup, or a refit)
//     DrawSpawn  payload = spawn card index
//     RollDie    payload = Face: the next die's face
//   Player decisions
//     ChooseWeapon  payload = weapon index (cockpit choice)
//     ChooseTile    payload = command tile index (cockpit choice, at setup only)
//     ChooseEngine  payload = engine index (Equipment::engines) the ship card allows
//     Fire          payload = 0: the closest alien ahead in the ship's column
//     Move          payload = cell
//     Weapon        payload = 0: the weapon system
//     Engine        payload = cell (Afterburner, Warp Drive) or 0 (Deflector, Repulsor)
//     Special       payload = cell (Missile Command, Defense System), 0 left / 1 right (Side
//                   Cannon), 0 (Nova Bomb)
//     Reroll        payload = 0: the reroll tile rolls the unused dice again
//     EndTurn       payload = 0
//     Overflow      payload = district: where an invader goes when its district is full
//     Concede       payload = seat: the team gives up (legal at any time, not listed)

#include "content.h"
#include "engine/game.h"
#include "engine/registry.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace starboard::gf {

inline constexpr int kDistricts = 4;
inline constexpr int kBoardSize = 11;
inline constexpr int kCells = kBoardSize * kBoardSize;
inline constexpr int kKindShift = 16;

enum class ActionKind : int
{
    DealShip = 1,
    DrawSpawn,
    RollDie,
    ChooseWeapon = 10,
    ChooseTile,
    ChooseEngine,
    Fire,
    Move,
    Weapon,
    Engine,
    Special,
    Reroll,
    EndTurn,
    Overflow,
    Concede,
};

constexpr Action makeAction(ActionKind kind, std::int64_t payload = 0)
{
    return (static_cast<Action>(kind) << kKindShift) | payload;
}
constexpr ActionKind actionKind(Action a)
{
    return static_cast<ActionKind>(a >> kKindShift);
}
constexpr int actionPayload(Action a)
{
    return int(a & ((Action{1} << kKindShift) - 1));
}

// Board geometry (pure functions).
struct Local
{
    int col = 0;  // 0..4 in the district's atmosphere, left to right as its player sees it
    int zone = 0; // 1..3 atmosphere, 4..8 deep space, 9..11 the opposite atmosphere
};
bool onBoard(int x, int y);
bool onBoard(int cell);
int cellOf(int district, Local local); // -1 when not on the board
Local localOf(int district, int cell);
bool inDeepSpace(int cell);
int atmosphereOf(int cell); // the district whose atmosphere holds the cell, or -1
// The cell one step from `cell` towards `district` (an alien facing it moves so), -1 off
// the board.
int stepTowards(int cell, int district);
// The district an alien flies to whose facing on a card read from `reader` is `facing`.
int facingDistrict(int reader, Facing facing);

enum class Phase
{
    Deal,         // chance: a ship card for setupDistrict (setup) or a refit
    ChooseWeapon, // the ship's player picks its weapon system
    ChooseTile,   // ... its bonus command tile (setup only)
    ChooseEngine, // ... an engine modification the ship card allows
    Spawn,        // chance: the spawn card of the turn
    Roll,         // chance: the next die
    Command,      // the player uses dice
    Overflow,     // the player picks the district a surplus invader goes to
    GameOver,
};

struct Alien
{
    int id = 0;            // unique in the game, for the view's animations
    int kind = 0;          // index into SpawnDeck::kinds
    int facing = 0;        // the district it flies to
    bool moved = false;    // moved in the current approach
    bool repulsed = false; // pushed back by a Repulsor once already (it cannot be again)
};

struct Ship
{
    int cell = -1;
    int card = -1;   // ship card index; -1 while a destroyed ship waits for its refit
    int weapon = -1; // weapon index
    int engine = -1; // engine index (into Equipment::engines)
    int tile = -1;   // command tile index
    bool shielded = false;
    int tilesLeft = 0; // defence tiles not placed yet (Defense System)
    int drone = -1;    // the helper Drone's cell, -1 when none
    int destroyed = 0; // how often this district's ship was destroyed
};

// What happened in the last applied action, in order, for the view and the log.
enum class EventKind
{
    Spawned,     // alien placed by the spawn card (cell)
    Destroyed,   // alien shot (cell; by the current ship)
    Moved,       // alien moved from -> to (stacked on top at `to`)
    Crashed,     // alien crashed into the ship of `district` at `to` (shielded: survived)
    HitDefence,  // alien destroyed on a defence tile at `to`
    HitDrone,    // alien stopped on a Drone at `to` and was destroyed
    Invaded,     // alien left the board into `district`'s invader spaces
    Frenzy,      // the stack at `from` frenzies
    ShipLost,    // the ship of `district` was destroyed (a new one waits at `to`)
    DistrictLost // `district`'s invader spaces are full
};

struct Event
{
    EventKind kind = EventKind::Moved;
    int alien = -1; // id
    int alienKind = -1;
    int from = -1;
    int to = -1;
    int district = -1;
    bool shielded = false; // Crashed: the ship survived
    // Invaded: the district whose invader spaces it took (`district` itself, or a neighbour
    // when those are full); -1 when the player chooses (an Overflow action follows) or no
    // district has room.
    int goesTo = -1;
};

// A position set up directly (rule examples and tests): the Command phase of `district`
// with the given dice, or its approach (`approachNow`).
struct Scenario
{
    struct PlacedShip
    {
        std::string card, weapon, engine, tile; // ids ("" = the first of each)
        Local at{2, 1};
        bool shielded = false;
        int drone = -1; // cell, -1 none (a Gladius gets one placed by the rules when -1)
    };
    struct PlacedAlien
    {
        int cell = 0;
        std::string kind; // id
        int facing = 0;   // district
    };
    int district = 0; // whose turn
    std::vector<Face> dice;
    std::array<PlacedShip, kDistricts> ships;
    std::vector<PlacedAlien> aliens; // bottom first per cell
    std::vector<int> defenceTiles;   // cells
    std::array<int, kDistricts> invaders{};
    int spawnLeft = 10;
    int shipyardLeft = 3;
    bool approachNow = false; // start at the approach instead of the Command phase
};

class GfGame;

class GfState : public State
{
public:
    explicit GfState(std::shared_ptr<const GfGame> game);

    Player currentPlayer() const override;
    int numPlayers() const override;
    std::vector<Action> legalActions() const override;
    bool isLegal(Action action) const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::unique_ptr<State> clone() const override;
    std::string observation(Player player) const override;
    std::vector<double> returns() const override;
    Player firstTurnPlayer() const override { return 0; }
    std::string actionToString(Action action) const override;
    std::string toString() const override;
    std::string checkInvariants() const override;

    // Read access for the board view, the agents and the tests.
    const GfGame &game() const { return *m_game; }
    Phase phase() const { return m_phase; }
    int district() const { return m_turn; }           // whose turn
    int cockpitDistrict() const { return m_cockpit; } // whose ship is dealt or fitted out
    int round() const { return m_round; }             // 0-based, +1 each time Rocketown starts
    int controller(int district) const;               // the seat flying that district's ship
    const Ship &ship(int district) const { return m_ships[district]; }
    const std::vector<Alien> &stack(int cell) const { return m_cells[cell]; } // bottom first
    int alienCount() const;
    int defenceTile(int cell) const { return m_tileOwner[cell]; } // owner district or -1
    int invaders(int district) const { return m_invaders[district]; }
    bool invaded(int district) const;
    int invadedCount() const;
    int spawnLeft() const { return m_spawnLeft; }
    int shipyardLeft() const { return m_shipyardLeft; }
    int lastSpawnCard() const { return m_lastSpawn; } // -1 before the first
    const std::vector<Face> &dice() const { return m_dice; }
    const std::vector<bool> &diceUsed() const { return m_diceUsed; }
    // Per die: still to roll (a reroll rolls the unused dice in their places; all false
    // outside a reroll).
    std::vector<bool> diceRolling() const;
    bool tileUsed() const { return m_tileUsed; }
    int diceUsedCount() const;
    bool won() const { return m_phase == Phase::GameOver && m_won; }
    bool lost() const { return m_phase == Phase::GameOver && !m_won; }
    bool conceded() const { return m_conceded; }
    const std::vector<Event> &events() const { return m_events; }
    int aliensDestroyed() const { return m_destroyedCount; }

    // The cells a command would hit, for the view's highlight before it is confirmed and
    // for the rules: the closest alien ahead (Fire, Repulsor's target), the weapon's cells.
    int fireTarget(int district) const; // cell or -1
    std::vector<int> weaponTargets(int district) const;
    int sideCannonTarget(int district, bool right) const;
    // Why `action` is refused now, in English; "" when it is legal.
    std::string refusal(Action action) const;
    // In the Command phase: a copy of the state after the approach that would follow if the
    // turn ended now (an overflowing invader goes to the neighbour with fewer invaders), for
    // the computer players and the view's warnings. nullptr in other phases.
    std::unique_ptr<GfState> previewApproach() const;

    std::string setUp(const Scenario &scenario);

protected:
    void doApplyAction(Action action) override;

private:
    friend class GfGame;

    // Symbols: can the unused dice (and the tile) pay for `count` of `need`? pay() spends them.
    bool canPay(Face need, int count, bool tile = true) const;
    void pay(Face need, int count);
    bool commandLegal(Action action, bool tile = true) const;
    std::string targetRefusal(Action action) const;
    std::vector<Action> commandActions(bool tile = true) const;
    std::vector<int> freeAtmosphere(int district) const; // cells a ship may move to
    bool freeForShip(int district, int cell) const;
    bool freeForDrone(int cell) const;
    void destroyTop(int cell);
    void placeDrone(int district, int previous);
    void layOut(int card, int reader, bool start);
    void startTurn(int district);
    void runApproach();
    // Moves an alien `steps` spaces towards `towards` from `from` (it is off the board until
    // then); false when the game is over or an invader waits for the player's choice.
    bool moveAlien(Alien alien, int from, int towards, int steps);
    bool invade(int district); // false when the approach must pause
    void placeInvader(int district);
    void destroyShip(int district);
    void nextSetupStep();
    void finishTurn();
    void checkWin();
    void lose();
    int shipCardIndex(const std::string &id) const;

    std::shared_ptr<const GfGame> m_game;
    Phase m_phase = Phase::Deal;
    int m_turn = 0;
    int m_cockpit = 0;
    int m_round = 0;
    bool m_setup = true;       // the cockpit choices of the first deal are going on
    std::vector<int> m_refits; // districts whose destroyed ship waits for a new card
    std::array<Ship, kDistricts> m_ships{};
    std::array<std::vector<Alien>, kCells> m_cells{};
    std::array<int, kCells> m_tileOwner{};
    std::array<int, kDistricts> m_invaders{};
    std::vector<bool> m_shipCardUsed;
    std::vector<bool> m_spawnDrawn;
    int m_spawnLeft = 0;
    int m_shipyardLeft = 0;
    int m_lastSpawn = -1;
    int m_nextAlienId = 1;
    int m_destroyedCount = 0;
    // Command phase
    std::vector<Face> m_dice;
    std::vector<bool> m_diceUsed;
    int m_toRoll = 0; // dice still to roll: added, or the last unused places after a reroll
    bool m_tileUsed = false;
    // Approach in progress
    bool m_inApproach = false;
    int m_scan = 0;          // index into the scan order of the current district
    int m_frenzyCell = -1;   // the cell whose stack is being emptied
    int m_overflowFrom = -1; // the full district a waiting invader came to
    bool m_won = false;
    bool m_conceded = false;
    std::vector<Event> m_events;
};

class GfGame : public Game, public std::enable_shared_from_this<GfGame>
{
public:
    // nullptr with *error when the content cannot be played (too few ship cards, ...).
    static std::shared_ptr<GfGame> create(std::shared_ptr<const Content> content, int players,
                                          std::string *error = nullptr);

    const GameInfo &info() const override;
    int numPlayers() const override { return m_players; }
    std::unique_ptr<State> newInitialState() const override;
    int maxGameLength() const override { return m_maxLength; }

    std::unique_ptr<GfState> newScenarioState(const Scenario &scenario,
                                              std::string *error = nullptr) const;
    // The Workshop's spawn card preview: the turn of `district` with the four ships at their
    // start and nothing else on the board, right after the turn's spawn drew `card` (an index
    // into the spawn deck's cards) and laid it out from `district`'s side, as a game does;
    // card -1 lays out the starting card from that side (the game itself lays it out from
    // Rocketown's). The dice are still to be rolled (Phase::Roll). nullptr with *error when
    // the card or district does not exist.
    std::unique_ptr<GfState> newSpawnPreviewState(int card, int district,
                                                  std::string *error = nullptr) const;

    const Content &content() const { return *m_content; }
    const Ruleset &rules() const { return m_content->ruleset; }
    const SpawnDeck &spawnDeck() const { return m_content->spawnDeck; }
    const std::vector<ShipCard> &ships() const { return m_content->ships; }
    const Equipment &equipment() const { return m_content->equipment; }
    // Index of the engine id in Equipment::engines, -1 when unknown.
    int engineIndex(const std::string &id) const;
    // The engines (indices into Equipment::engines) a ship card allows.
    const std::vector<int> &allowedEngines(int shipCard) const { return m_allowed[shipCard]; }
    // Whether the spawn deck may draw this card of spawnDeck().cards (the ruleset's
    // maxAliensPerCard).
    bool inSpawnPool(int card) const { return m_spawnPool[std::size_t(card)]; }

private:
    GfGame(std::shared_ptr<const Content> content, int players);

    std::shared_ptr<const Content> m_content;
    int m_players = 1;
    int m_maxLength = 0;
    std::vector<std::vector<int>> m_allowed;
    std::vector<bool> m_spawnPool; // per spawn card: drawable under the ruleset
};

// The registry entry for Galaxy Fighters.
GameRegistration registration();

// English names for the log and tests.
const char *districtName(int district); // "Rocketown"
const char *faceName(Face face);        // "Fire"

} // namespace starboard::gf
