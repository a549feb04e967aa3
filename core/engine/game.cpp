#include "game.h"

#include <algorithm>

namespace starboard {

bool State::isLegal(Action action) const
{
    const auto legal = legalActions();
    return std::binary_search(legal.begin(), legal.end(), action);
}

bool State::applyAction(Action action, std::string *error)
{
    if (!isLegal(action)) {
        if (error) {
            if (isTerminal())
                *error = "the game is over";
            else
                *error = "illegal action " + std::to_string(action);
        }
        return false;
    }
    applyLegalAction(action);
    return true;
}

void State::applyLegalAction(Action action)
{
    doApplyAction(action);
    m_history.push_back(action);
}

std::unique_ptr<State> State::resampleHidden(Player, Rng &) const
{
    return clone();
}

bool State::revealsTo(Action, Player) const
{
    return isChanceNode();
}

} // namespace starboard
