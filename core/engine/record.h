#pragma once

#include "game.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace starboard {

// A played game: replaying `actions` from game.newInitialState() gives the identical state.
// `seed` is the seed of the session RNG that resolved the chance nodes; the content and
// ruleset travel with the record in its file form (core/data).
struct GameRecord
{
    std::string gameId;
    std::uint64_t seed = 0;
    std::vector<Action> actions;
};

GameRecord recordOf(const std::string &gameId, std::uint64_t seed, const State &state);

// Replays the record's actions on a new initial state. Returns nullptr and sets *error
// (naming the index of the refused action) when an action is illegal.
std::unique_ptr<State> replay(const Game &game, const GameRecord &record, std::string *error);

// Resolves a chance node with `rng`: picks an outcome by weight.
Action sampleChance(const State &state, Rng &rng);

} // namespace starboard
