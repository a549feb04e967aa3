#pragma once

#include "ai/agent.h"

namespace starboard::god {

// A rule-of-thumb Galaxy of D player: bids low, buys a strike force of Bombers with
// escorts plus Interceptors for income, holds nearby planets, hauls cargo when the cargo
// price pays, and sends escorted Bombers at the enemy Starbase.
class HeuristicAgent : public Agent
{
public:
    std::string name() const override { return "heuristic"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

} // namespace starboard::god
