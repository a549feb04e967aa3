#pragma once

// Galactic Warfare's playtest figures (docs/ai.md, "Playtest lab"): how games end (capture,
// invasion, passes, the turn limit, a concession), the battles and what came of them, the
// ships that reached the enemy planet, and each card played (share of games).

#include "playtest/figures.h"

#include <vector>

namespace starboard::gw {

class GwState;

// How a finished game ended.
enum class End
{
    Capture,    // the loser had no ship in play
    Invasion,   // the winner held every square of the loser's home planet
    Passes,     // two passes in a row (more ships in play wins, else a draw)
    TurnLimit,  // the ruleset's turn limit (the same count)
    Concession, // a seat conceded
    Other,      // not over
    Count
};
const char *endName(End end); // "capture", "invasion", ...

// What a whole game did, replayed from its history (hidden cards included: it is over).
struct GwSummary
{
    End end = End::Other;
    int turns = 0;           // the engine's turn counter (each player's turn counts)
    int battles = 0;         // attacks declared
    int attackerWins = 0;    // battles the attacker won
    int shielded = 0;        // attacks cancelled by a shield
    int retreatAttempts = 0; // stuck ships' attempts
    int passes = 0;          // Pass actions
    int invaders = 0;        // ships in an enemy planet at the end (both sides)
    std::vector<int> played; // per card type (cards.json order): cards played, both seats
};
GwSummary summarize(const Game &game, const State &final);
// How the game that reached `last` ended (End::Other while it goes on).
End endOf(const GwState &last);

GameFigures figures();

} // namespace starboard::gw
