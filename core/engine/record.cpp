#include "record.h"

namespace starboard {

GameRecord recordOf(const std::string &gameId, std::uint64_t seed, const State &state)
{
    return GameRecord{gameId, seed, state.history()};
}

std::unique_ptr<State> replay(const Game &game, const GameRecord &record, std::string *error)
{
    auto state = game.newInitialState();
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        std::string why;
        if (!state->applyAction(record.actions[i], &why)) {
            if (error)
                *error = "action " + std::to_string(i) + " (" + std::to_string(record.actions[i]) +
                         "): " + why;
            return nullptr;
        }
    }
    return state;
}

Action sampleChance(const State &state, Rng &rng)
{
    const auto outcomes = state.chanceOutcomes();
    std::vector<std::uint32_t> weights;
    weights.reserve(outcomes.size());
    for (const auto &o : outcomes)
        weights.push_back(o.weight);
    return outcomes[rng.weighted(weights)].action;
}

} // namespace starboard
