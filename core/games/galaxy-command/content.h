#pragma once

// Galaxy Command content: the plain structs the data layer (core/data) fills from
// resources/data/galaxy-command/*.json (deck.json, technologies.json, ruleset.json) and the
// engine plays on. Every number of the rulebook lives here as data.

#include "engine/game.h"

#include <array>
#include <string>
#include <vector>

namespace starboard::gc {

enum class CardKind
{
    Near,     // near system
    Distant,  // distant system
    Event,    // event: the event of the year's round
    RedAlert, // played at once; the next unused event replaces it
};

enum class EventKind
{
    None,     // systems
    Resource, // Derelict Ship, Asteroid, Peaceful Colonization, Extract Resources
    Strike,   // no production next turn (Robot Workers: half, rounded up)
    Revolt,   // against the aligned system of least resistance (Hyper Television +1)
    Invasion, // against the system aligned last (Planetary Defenses +1)
    Peace,    // nothing happens
    // Red alerts (our design: the text names only Military Coup)
    Coup,   // players with military >= threshold roll; on rollAtLeast+ they lose amount military
    Raid,   // players with resource storage >= threshold lose amount of it
    Ambush, // players with military <= threshold suffer an invasion of force amount
};

enum class Resource
{
    Metal,
    Wealth
};

// What an event does in one year (index 0: Year 1, 1: Year 2).
struct EventYear
{
    Resource resource = Resource::Metal; // Resource, Raid
    int amount = 0; // resources gained or lost, the force added to the die, military lost
};

struct Card
{
    int number = 0;   // 1..54, as printed
    std::string id;   // stable id, "canopus"
    std::string name; // English, translatable
    CardKind kind = CardKind::Near;
    bool original = false; // one of the 18 cards of the original solitaire game
    // Systems
    int metal = 0;
    int wealth = 0;
    int resistance = 0;
    int victoryPoints = 0;
    // Events and red alerts
    EventKind event = EventKind::None;
    std::array<EventYear, 2> years{};
    int threshold = 0; // Coup: military at least; Raid: storage at least; Ambush: military at most
    int rollAtLeast = 0; // Coup: the die result from which the coup succeeds
};

// The eight technologies; the engine knows each one's effect by this enum.
enum class Tech
{
    CapitalShips,
    ForwardStarBases,
    RobotWorkers,
    PlanetaryDefenses,
    HyperTelevision,
    InterstellarDiplomacy,
    InterspeciesCommerce,
    InterstellarBanking,
};
inline constexpr int kTechCount = 8;

struct Technology
{
    Tech tech = Tech::CapitalShips;
    std::string id;     // "capital-ships"
    std::string name;   // English, translatable
    std::string text;   // English effect, translatable
    int row = 0;        // mat row (0-based)
    int generation = 1; // 1: left (first generation), 2: right, needs the row's first
    int cost = 1;       // wealth
    int victoryPoints = 1;
};

struct Rank
{
    std::string id;   // "admiral"
    std::string name; // English, translatable: "Promoted to Admiral"
    int minScore = 0;
};

enum class DeckChoice
{
    Full,     // all 54 cards
    Original, // the 18 cards of the original solitaire game
};

struct Ruleset
{
    std::string id = "standard";
    std::string name = "Full deck";
    DeckChoice deck = DeckChoice::Full;
    int dieSides = 6;
    int nearPerPlayer = 6;
    int distantPerPlayer = 3;
    std::array<int, 2> yearEvents{7, 6};
    int startMetalProduction = 1;
    int startWealthProduction = 1;
    int storageLimit = 3; // until Interstellar Banking
    int storageLimitBanking = 5;
    int militaryLimit = 3; // until Capital Ships
    int militaryLimitCapital = 5;
    int militaryMetalCost = 1;
    int militaryWealthCost = 1;
    int commerceGive = 2; // Interspecies Commerce: give 2 of one resource ...
    int commerceGet = 1;  // ... to get 1 of the other
    int explorationBonus = 1;
    int scientificBonus = 1;
    int warlordBonus = 3;
    int distantToWinPerPlayer = 2; // multiplayer: aligned distant systems per player on average
    std::vector<Rank> ranks;       // ascending minScore, the first at 0
};

struct Content : GameContent
{
    std::vector<Card> cards;              // by number
    std::vector<Technology> technologies; // mat order
    Ruleset ruleset;
};

} // namespace starboard::gc
