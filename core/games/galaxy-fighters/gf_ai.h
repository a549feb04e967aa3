#pragma once

// Galaxy Fighters' computer pilots: the heuristic, the search's rollout policy and
// evaluation, and the levels (docs/ai.md). Listed in core/games/builtin_agents.cpp.

#include "ai/agent.h"
#include "ai/mcts.h"

namespace starboard::gf {

// The search's game knowledge: rollouts by the quick pilot, positions scored by
// teamStanding() (the same value for every seat: the game is co-operative).
SearchHooks searchHooks();
std::vector<double> evaluate(const State &state);

GameAgents agents();

} // namespace starboard::gf
