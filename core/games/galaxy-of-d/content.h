#pragma once

// Galaxy of D content: the plain structs the data layer (core/data) fills from
// resources/data/galaxy-of-d/*.json and the engine plays on. Every number of the rulebook
// lives here as data so that a rule variant can change it.

#include "engine/game.h"

#include <string>
#include <vector>

namespace starboard::god {

// A hex in axial coordinates (q, r); neighbours differ by one of the six axial directions.
struct Hex
{
    int q = 0;
    int r = 0;
    friend bool operator==(const Hex &, const Hex &) = default;
};

enum class ThingKind
{
    Planet,
    Asteroid,
    Spaceport,
    Pirate
};

// One kind of Thing chit (rulebook 3.2): 8 planets, 4 asteroids, 1 spaceport, 2 pirates.
struct ThingType
{
    std::string id;   // "planet", "pirate-cruiser", ...
    std::string name; // English, translatable
    ThingKind kind = ThingKind::Planet;
    int count = 1;    // chits of this kind
    int income = 0;   // money to the holder in production (planets 2, asteroids 1)
    std::string ship; // pirates: the ship type id the pirate fights and moves as
};

// A Thing fixed by the galaxy designer (a galaxy with fixed Things skips 5.1's draw).
struct FixedThing
{
    int sector = 0;    // index into Galaxy::sectors
    std::string thing; // ThingType id
};

struct Galaxy
{
    std::string id;
    std::string name;
    std::vector<Hex> sectors; // any shape; adjacency is hex adjacency between listed sectors
    std::vector<FixedThing> things;
    // The designer's Starbase sectors (indexes into sectors): when not empty, Starbases
    // go only there and no Thing of the setup (5.1, 10.1) does. The loader requires at
    // least 2, each an existing sector without a fixed Thing, no duplicates; empty: 5.2 as
    // written (docs/rules/galaxy-of-d.md, "Designer galaxies").
    std::vector<int> starbaseSectors;
};

// One row of the ship table (rulebook 4).
struct ShipType
{
    std::string id;   // "interceptor", ...
    std::string name; // English, translatable
    int cost = 0;
    int speed = 1;  // sectors per turn: 1 slow, 2 medium, 3 fast
    int attack = 0; // attack power against ships
    int armor = 1;
    int chits = 0;             // chits per side: the most a player may have in play at once
    bool carriesCargo = false; // Freighter
    bool earnsPerKill = false; // Scavenger
    int starbaseDamage = 0;    // Bomber: damage on entering the enemy Starbase
    std::string special;       // English text of the special, translatable
};

enum class SetupMode
{
    Normal, // rulebook 5
    Quick   // rulebook 10
};

// Every number of the text (rulebook sections in brackets).
struct Ruleset
{
    std::string id = "standard";
    std::string name = "Standard rules";
    SetupMode setup = SetupMode::Normal;
    int dieSides = 6;
    int starbaseArmor = 20;      // 3.2
    int starbaseAttack = 3;      // 3.2
    int starbaseIncome = 1;      // 6.5
    int starbaseDecay = 1;       // 6.5
    int cashCap = 25;            // 3.2
    int thingsDrawBonus = 3;     // 5.1: draw die + 3 Things
    int startingMoneyBonus = 13; // 5.2: money = die + 13
    int quickStartingMoney = 15; // 10.5
    int cargoMultiplier = 4;     // 5.1: cargo price = distance x 4
    int minStarbaseDistance = 3; // 5.2
    int pirateMoveMaxRoll = 3;   // 6.3: a pirate moves on 1-3
    // 10.1: the Things of the quick setup, by ThingType id (no pirates).
    std::vector<std::string> quickThings = {"spaceport", "planet", "planet", "asteroid",
                                            "asteroid"};
};

struct Content : GameContent
{
    Galaxy galaxy;
    std::vector<ShipType> ships;
    std::vector<ThingType> things;
    Ruleset ruleset;
};

} // namespace starboard::god
