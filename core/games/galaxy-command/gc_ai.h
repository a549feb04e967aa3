#pragma once

// Galaxy Command's computer players: the heuristic, the search's rollout policy and its
// value of a finished game, and the levels (docs/ai.md). Listed in
// core/games/builtin_agents.cpp.

#include "ai/agent.h"
#include "ai/mcts.h"

namespace starboard::gc {

// Rollouts follow the heuristic; a finished game is worth its result and, among equal
// results, a higher score (the rank table rewards every point).
SearchHooks searchHooks();
std::vector<double> terminalValue(const State &state);

GameAgents agents();

} // namespace starboard::gc
