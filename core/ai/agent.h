#pragma once

#include "engine/game.h"

#include <memory>
#include <string>
#include <vector>

namespace starboard {

// A computer player. chooseAction() is called on a state whose currentPlayer() is the
// agent's seat and returns one of its legalActions(). Agents may keep no state between
// calls that a clone of the game state could not rebuild.
class Agent
{
public:
    virtual ~Agent() = default;
    virtual std::string name() const = 0;
    virtual Action chooseAction(const State &state, Rng &rng) = 0;
};

// Uniformly random over legalActions().
class RandomAgent : public Agent
{
public:
    std::string name() const override { return "random"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

// The agent kinds available for a game: "random" for every game, "heuristic" where the
// game has one. Explicit list, like the game registry.
std::vector<std::string> agentNames(const std::string &gameId);
// nullptr when the name is unknown for that game.
std::unique_ptr<Agent> createAgent(const std::string &name, const Game &game);

} // namespace starboard
