#pragma once

#include "game.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace starboard {

// A game the engine knows: its info and a factory over loaded content. Games are shared:
// their states keep the game (and its content) alive.
struct GameRegistration
{
    GameInfo info;
    // Returns nullptr when the content is not of this game's kind. numPlayers is within
    // [info.minPlayers, info.maxPlayers].
    std::function<std::shared_ptr<Game>(std::shared_ptr<const GameContent> content, int numPlayers)>
        create;
};

class GameRegistry
{
public:
    void add(GameRegistration registration);
    const GameRegistration *find(const std::string &id) const;
    const std::vector<GameRegistration> &games() const { return m_games; }

private:
    std::vector<GameRegistration> m_games;
};

// Defined in core/games/builtin_games.cpp (library starboard_games):
// lists every built-in game explicitly (no static self-registration: the linker drops it).
void registerBuiltinGames(GameRegistry &registry);
// The registry filled by registerBuiltinGames(), built once.
const GameRegistry &builtinGames();

} // namespace starboard
