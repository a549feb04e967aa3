#pragma once

#include "ai/agent.h"
#include "gw_game.h"

#include <vector>

namespace starboard::gw {

// `side`'s standing in a position, higher is better (ours, docs/rules/galactic-warfare.md):
// ships in play and their power-ups, how far they have come, the enemy planet's squares held
// (worth more the more are held: all of them win), the best attack each side has next (the
// side to move's counts almost fully, the other's little); the opponent's the same,
// subtracted. +-1000 once the game is decided.
double standing(const GwState &state, int side);

// The same on a board (one Stack per square) with `next` to move, for positions the heuristic
// imagines (a battle won or lost) without playing them through the engine.
double boardStanding(const GwGame &game, const std::vector<Stack> &board, int side, int next);

// The chance that the attacker wins the battle of `from` against `target` with the dice as
// they stand (ties rolled again count half), for the heuristic's choices.
double attackOdds(const GwState &state, int from, int target);

// A rule-of-thumb player, one decision at a time: each charge and each attack scored by the
// standing it leads to (an attack by its two outcomes, weighted by the dice: a lost attack
// only sends the ship home, so even odds are worth taking), never walking into an attack it
// cannot afford; battle cards when they help (dice when a battle is declared, a reroll when
// losing, a shield when the odds are against it), other cards as soon as they have a target,
// Afterburners when a charge is worth it; moves first.
class HeuristicAgent : public Agent
{
public:
    std::string name() const override { return "heuristic"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

} // namespace starboard::gw
