#pragma once

#include "ai/agent.h"

namespace starboard::gc {

// A rule-of-thumb Galaxy Command player: builds military to 3 early, explores when the odds
// against the likely resistance are good and conquers back what it lost, buys technologies
// by victory points per wealth (Capital Ships and Forward Star Bases once the near systems
// are in hand), trades its surplus with Interspecies Commerce and bides time when every
// attack is a poor bet.
class HeuristicAgent : public Agent
{
public:
    std::string name() const override { return "heuristic"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

} // namespace starboard::gc
