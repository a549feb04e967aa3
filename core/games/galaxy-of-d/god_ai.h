#pragma once

// Galaxy of D's computer players: the heuristic, the search's rollout policy and
// evaluation, and the levels (docs/ai.md). Listed in core/games/builtin_agents.cpp.

#include "ai/agent.h"
#include "ai/mcts.h"

namespace starboard::god {

// The search's game knowledge: rollouts follow the heuristic, positions are scored by
// Starbase armor, fleet, money, production and how close the Bombers are.
SearchHooks searchHooks();
// Seat 0's and seat 1's values in [-1, 1] of a position (the evaluation of searchHooks()).
std::vector<double> evaluate(const State &state);

// Additions for the search, used by the Strong and Expert levels (docs/ai.md and
// docs/development-notes.md, session 13).
struct SearchOptions
{
    // > 0: the evaluation values each Freighter by its next sale, weight x cargo price x
    // 0.85^turns to it (loaded: to the Spaceport; empty: by the planet that makes the trip
    // shortest), instead of half the cargo price for a loaded one.
    double cargoWeight = 0;
    // Offer haulMacros() to the search as composite moves (MctsConfig::useMacros).
    bool haulMacros = false;
};
SearchHooks searchHooks(const SearchOptions &options);
std::vector<double> evaluate(const State &state, double cargoWeight);
// In the movement phase, for each group of the mover's Freighters that can still move: the
// steps of one of them along a shortest way to its next sale as far as its moves go (empty:
// by the planet that makes the trip to the Spaceport shortest, loading there; loaded:
// straight to the Spaceport), avoiding sectors with other sides' ships or the enemy
// Starbase on the way where a shortest way allows. Sequences of one step are left out (the
// step itself is a legal action).
std::vector<std::vector<Action>> haulMacros(const State &state);

GameAgents agents();

} // namespace starboard::god
