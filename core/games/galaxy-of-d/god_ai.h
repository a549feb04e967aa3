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

GameAgents agents();

} // namespace starboard::god
