#pragma once

#include "ai/agent.h"

namespace starboard::gf {

class GfState;

// The team's standing in a position, higher is better (docs/ai.md, Galaxy Fighters): the
// districts invaded and the invaders, the ships left in the shipyard, and how soon each alien
// on the board reaches its district or crashes into its ship; +-1000 once the game is won or
// lost.
double teamStanding(const GfState &state);

// A rule-of-thumb pilot: for each command it looks one approach ahead (the state after the
// command and the approach that would follow if the turn ended then) and takes the command
// that leaves the team best off, ending the turn when nothing helps; cockpit choices by a
// fixed preference, a surplus invader to the neighbour with fewer invaders.
class HeuristicAgent : public Agent
{
public:
    std::string name() const override { return "heuristic"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

// A fast pilot for the search's rollouts: Fire when an alien is ahead, the weapon when it
// hits two or more, else a move under the nearest threat, else the end of the turn.
class QuickAgent : public Agent
{
public:
    std::string name() const override { return "quick"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

} // namespace starboard::gf
