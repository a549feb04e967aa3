#pragma once

// Galaxy Fighters content: the plain structs the data layer (core/data) fills from
// resources/data/galaxy-fighters/*.json (spawn-deck.json, ships.json, equipment.json,
// ruleset.json) and the engine plays on. The rulebook's numbers and everything we designed
// for its lost pictures (docs/rules/galaxy-fighters.md) live here as data.

#include "engine/game.h"

#include <string>
#include <vector>

namespace starboard::gf {

// The side of the board an alien faces, relative to the reader of a spawn card (the card's
// arrows point at the reader's district): towards the reader, away from them, to their left,
// to their right. On the board the engine turns it into the district the alien flies to.
enum class Facing
{
    Toward,
    Away,
    Left,
    Right,
};

// An Exovon kind ("Organizing the Alien Tiles"): Yellum 1, Bluvol 2, Magentis 3.
struct AlienKind
{
    std::string id;   // "yellum"
    std::string name; // English, translatable
    int speed = 1;    // spaces per move, 1..5
};

// One alien on a spawn card: its kind (index into SpawnDeck::kinds) and facing.
struct SpawnAlien
{
    int kind = 0;
    Facing facing = Facing::Toward;
};

// A spawn card's 5 x 5 grid as the reader sees it: col 0 left .. 4 right, row 0 the far
// row (zone 8) .. 4 the near row (zone 4). Each cell holds a stack, bottom first.
struct SpawnCell
{
    int col = 0;
    int row = 0;
    std::vector<SpawnAlien> aliens; // bottom first, at least one
};

struct SpawnCard
{
    std::string id;               // "wave-01"
    std::vector<SpawnCell> cells; // at most one per (col, row)
};

struct SpawnDeck
{
    std::string id = "standard";
    std::string name = "Exovon spawn deck"; // English, translatable
    std::vector<AlienKind> kinds;
    SpawnCard start;              // the starting layout ("Setting Up the Game Board")
    std::vector<SpawnCard> cards; // the spawn deck is drawn from these
};

// A command symbol: a die face or what a bonus command tile gives.
enum class Face
{
    Fire,
    Move,
    Special,
    FireOrSpecial, // "One side of the die has both"
};

// The weapon systems ("Card Clarifications"); the engine knows each one by its kind.
enum class WeaponKind
{
    WideBeam,   // every alien in the zone of the column's closest one, across the atmospheres
    LaserBeam,  // the top alien of every stack in the column, into the opposite atmosphere
    SpreadShot, // the closest alien straight ahead and on each forward diagonal
};

struct Weapon
{
    std::string id;   // "wide-beam"
    std::string name; // English, translatable
    std::string text; // English rules text, translatable
    WeaponKind kind = WeaponKind::WideBeam;
    int cost = 1; // Special symbols
};

// Engine modifications (ours: the text names none).
enum class EngineKind
{
    Afterburner, // move to a free space of the atmosphere within `range` (king's moves)
    WarpDrive,   // move to any free space of the atmosphere
    Deflector,   // the ship is shielded until the start of its next turn
    Repulsor,    // the closest alien in the column is pushed one zone back (away)
};

struct Engine
{
    std::string id;
    std::string name;
    std::string text;
    EngineKind kind = EngineKind::Afterburner;
    int cost = 1;  // Special symbols
    int range = 2; // Afterburner only
};

// Bonus command tiles (ours): one symbol added to the roll, or a reroll of the unused dice.
enum class TileKind
{
    Symbol,
    Reroll,
};

struct CommandTile
{
    std::string id;
    std::string name;
    std::string text;
    TileKind kind = TileKind::Symbol;
    Face face = Face::Fire; // Symbol only
};

// A ship card's special ("Ship Special Weapons"; three are the rulebook's, the rest ours).
enum class SpecialKind
{
    None,
    MissileCommand, // Astro Wing: destroy the top alien of any stack in the deep space
    DefenseSystem,  // Phalanx: place a defence tile on a free space of the atmosphere
    HelperDrone,    // Gladius: a Drone follows the ship (no symbol needed)
    SideCannon,     // ours: the closest alien to the left or right in the ship's row
    NovaBomb,       // ours: the top alien of every stack in the ship's atmosphere
    ExtraDie,       // ours: one more command die each turn (no symbol needed)
};

struct ShipCard
{
    std::string id;   // "astro-wing"
    std::string name; // English, translatable
    std::string text; // English rules text of its special, translatable
    SpecialKind special = SpecialKind::None;
    int specialCost = 1;              // Special symbols (MissileCommand .. NovaBomb)
    int tiles = 0;                    // DefenseSystem: defence tiles the ship carries
    std::vector<std::string> engines; // ids of the engine modifications it allows, >= 1
};

struct Equipment
{
    std::vector<Weapon> weapons;
    std::vector<Engine> engines;
    std::vector<CommandTile> tiles;
};

// A difficulty ("Game Difficulty") and the other numbers of the rules.
struct Ruleset
{
    std::string id = "expert";
    std::string name = "Expert Pilot"; // English, translatable
    int districtsToLose = 2;           // invaded districts that end the game (1..4)
    int backupShips = 3;               // ship cards in the shipyard
    int spawnCards = 20;               // size of the spawn deck (<= SpawnDeck::cards)
    // Ours: the spawn deck is drawn only from the cards with at most this many aliens (Ace's
    // lighter draw); 0: from every card.
    int maxAliensPerCard = 0;
    int invaderSpaces = 6; // per district (the text says 10, then 6)
    int dice = 4;          // command dice rolled each turn
    // The faces of a command die (each equally likely); "Fire, Fire, Move, Move, Special,
    // Fire or Special" (ours: the icons are lost).
    std::vector<Face> dieFaces{Face::Fire, Face::Fire,    Face::Move,
                               Face::Move, Face::Special, Face::FireOrSpecial};
};

// The aliens a spawn card spawns (every stack counted whole).
inline int alienCount(const SpawnCard &card)
{
    int aliens = 0;
    for (const auto &cell : card.cells)
        aliens += int(cell.aliens.size());
    return aliens;
}

// Whether the ruleset's spawn deck may draw this card (`maxAliensPerCard`).
inline bool drawable(const Ruleset &rules, const SpawnCard &card)
{
    return rules.maxAliensPerCard <= 0 || alienCount(card) <= rules.maxAliensPerCard;
}

// The cards of `deck` the ruleset may draw its spawn deck from.
inline int drawableCards(const Ruleset &rules, const SpawnDeck &deck)
{
    int cards = 0;
    for (const auto &card : deck.cards)
        cards += drawable(rules, card) ? 1 : 0;
    return cards;
}

struct Content : GameContent
{
    SpawnDeck spawnDeck;
    std::vector<ShipCard> ships;
    Equipment equipment;
    Ruleset ruleset;
};

} // namespace starboard::gf
