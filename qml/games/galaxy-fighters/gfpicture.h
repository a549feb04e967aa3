#pragma once

// What the Galaxy Fighters board shows of the game, as plain data: the stacks of aliens, the
// ships with their shields and Drones, the defence tiles and the invaders. The board shows
// the engine's state (pictureOf()) or, while an action plays out step by step, a moment in
// between: the picture before the action with the engine's events of that action applied
// one at a time (applyEvent()). The events say what the engine did; nothing here decides a
// rule, and the last moment of every action is the engine's own picture again.

#include "games/galaxy-fighters/gf_game.h"

#include <array>
#include <vector>

namespace starboard::gf {

struct GfPicture
{
    struct Figure // an alien on the board
    {
        int id = 0;
        int kind = 0;
        int facing = 0; // the district it flies to

        bool operator==(const Figure &) const = default;
    };
    std::array<std::vector<Figure>, kCells> stacks{}; // bottom first
    std::array<int, kDistricts> shipCell{};
    std::array<bool, kDistricts> shielded{};
    std::array<int, kDistricts> drone{};
    std::array<int, kCells> defence{}; // owner district, -1
    std::array<int, kDistricts> invaders{};

    bool operator==(const GfPicture &) const = default;
};

// The engine's state as the board draws it.
GfPicture pictureOf(const GfState &state);

// `picture` with one event of the engine applied (an alien landed, moved, was destroyed,
// crashed, invaded; a ship lost and replaced). An invader goes where the engine put it
// (Event::goesTo: a neighbour when its district is full; when the player chooses, the
// picture waits for that action).
void applyEvent(GfPicture &picture, const Event &event);

// An Overflow action: the waiting invader takes its place in `district`.
void placeOverflowInvader(GfPicture &picture, int district);

} // namespace starboard::gf
