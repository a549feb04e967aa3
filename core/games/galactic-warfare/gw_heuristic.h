#pragma once

#include "ai/agent.h"

namespace starboard::gw {

class GwState;

// `side`'s standing in a position, higher is better (ours, docs/rules/galactic-warfare.md):
// ships in play and their power-ups, how far they have come, the enemy planet's squares held,
// cards in hand; the opponent's the same, subtracted. +-1000 once the game is decided.
double standing(const GwState &state, int side);

// The chance that the attacker of the current battle wins it with the dice as they stand
// (ties rolled again count half), for the heuristic's choices.
double attackOdds(const GwState &state, int from, int target);

// A rule-of-thumb player, one decision at a time: into the enemy planet first, then the attack
// with the best odds (above one half), then the charge that leaves it best off; battle cards
// when they help (dice when an attack is declared, a reroll when losing, a shield when the odds
// are against it), other cards as soon as they have a target; moves first.
class HeuristicAgent : public Agent
{
public:
    std::string name() const override { return "heuristic"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

} // namespace starboard::gw
