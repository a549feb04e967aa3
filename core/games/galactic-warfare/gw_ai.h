#pragma once

// Galactic Warfare's computer players: the heuristic, the search's rollout policy and
// evaluation, and the levels (docs/ai.md). Not listed in core/games/builtin_agents.cpp yet
// (issue 15: the game is not registered).

#include "ai/agent.h"
#include "ai/mcts.h"

namespace starboard::gw {

// The search's game knowledge: rollouts by the heuristic, positions scored by standing().
SearchHooks searchHooks();
// Seat 0's and seat 1's values in [-1, 1] of a position.
std::vector<double> evaluate(const State &state);

GameAgents agents();

} // namespace starboard::gw
