#include "registry.h"

#include <algorithm>

namespace starboard {

void GameRegistry::add(GameRegistration registration)
{
    m_games.push_back(std::move(registration));
}

const GameRegistration *GameRegistry::find(const std::string &id) const
{
    auto it = std::find_if(m_games.begin(), m_games.end(),
                           [&](const GameRegistration &g) { return g.info.id == id; });
    return it == m_games.end() ? nullptr : &*it;
}

} // namespace starboard
