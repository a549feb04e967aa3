#pragma once

#include "rng.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace starboard {

// An action is a small integer whose encoding each game documents at the top of its
// header. Chance outcomes are actions too, so a game is replayed by applying its history.
using Action = std::int64_t;
using Player = int;

inline constexpr Player kChancePlayer = -1;
inline constexpr Player kTerminalPlayer = -2;

struct GameInfo
{
    std::string id;          // stable id, e.g. "galaxy-of-d"
    std::string displayName; // English name; the GUI translates it
    int minPlayers = 2;
    int maxPlayers = 2;
    bool hasChance = false;
    bool hasHiddenInformation = false;
    // With two or more players, all win or lose together against the game (Galaxy Command):
    // the playtest statistics count team wins and losses instead of wins per seat.
    bool cooperative = false;
};

// One outcome of a chance node; its probability is weight / (sum of all weights).
struct ChanceOutcome
{
    Action action = 0;
    std::uint32_t weight = 1;
};

class State
{
public:
    virtual ~State() = default;

    // The player to decide, kChancePlayer or kTerminalPlayer.
    virtual Player currentPlayer() const = 0;
    bool isTerminal() const { return currentPlayer() == kTerminalPlayer; }
    bool isChanceNode() const { return currentPlayer() == kChancePlayer; }
    virtual int numPlayers() const = 0;

    // Sorted, unique, empty only when terminal. At a chance node: the chance outcomes.
    virtual std::vector<Action> legalActions() const = 0;
    // True when applyAction(action) would succeed. Some actions (conceding) are legal
    // without being listed, so that agents that pick uniformly do not resign by chance.
    virtual bool isLegal(Action action) const;
    // Applies a legal action and appends it to history(). An illegal action is refused
    // with a message in *error and the state is left unchanged.
    bool applyAction(Action action, std::string *error = nullptr);
    // For callers that took the action from legalActions() of this very state.
    void applyLegalAction(Action action);

    virtual std::vector<ChanceOutcome> chanceOutcomes() const { return {}; }
    virtual std::unique_ptr<State> clone() const = 0;

    // Everything `player` may know, nothing more, as canonical text: two states that the
    // player cannot tell apart give the same observation.
    virtual std::string observation(Player player) const = 0;
    // For hidden-information games: a state consistent with observation(player), with every
    // hidden part drawn at random. Perfect-information games return a clone.
    virtual std::unique_ptr<State> resampleHidden(Player player, Rng &rng) const;
    // Whether applying the legal `action` here would show `seat` something it could not
    // know before: what `seat` observes afterwards depends on something hidden from it now
    // (a die, a draw, another seat's hidden stack or secret choice). Asked before the
    // action is applied. A chance outcome reveals to every seat; an open decision in plain
    // view reveals nothing. The session never undoes an action that revealed something to
    // the seat asking. The default suits games without hidden information (chance only);
    // games with hidden information override it.
    virtual bool revealsTo(Action action, Player seat) const;

    // Per-player outcome: +1 win, -1 loss, 0 otherwise; all zero until terminal.
    virtual std::vector<double> returns() const = 0;
    // Per-player score for games that count points (victory points at the end), for the
    // playtest statistics; empty for games without a score.
    virtual std::vector<double> scores() const { return {}; }
    // For games that rank each player at the end (Galaxy Command's Demoted ... Admiral): the
    // names of the ranks, lowest first, and a player's rank as an index into them (-1 when
    // the player has none: out of the game, or the game is not over). Empty / -1 otherwise.
    virtual std::vector<std::string> rankNames() const { return {}; }
    virtual int rank(Player) const { return -1; }
    // The seat that takes (or took) the first turn, -1 before it is known or when the game
    // has no such notion. Used by the playtest statistics.
    virtual Player firstTurnPlayer() const { return -1; }
    const std::vector<Action> &history() const { return m_history; }

    // Human-readable English description of an action in this state.
    virtual std::string actionToString(Action action) const = 0;
    // The whole state as canonical text (for equality checks and debugging).
    virtual std::string toString() const = 0;
    // Empty when every invariant holds, else a description of the first broken one.
    virtual std::string checkInvariants() const = 0;

protected:
    State() = default;
    State(const State &) = default;
    State &operator=(const State &) = default;

    // Called with a legal action only.
    virtual void doApplyAction(Action action) = 0;

    std::vector<Action> m_history;
};

class Game
{
public:
    virtual ~Game() = default;
    virtual const GameInfo &info() const = 0;
    virtual int numPlayers() const = 0;
    virtual std::unique_ptr<State> newInitialState() const = 0;
    // No game lasts more actions than this (chance outcomes included).
    virtual int maxGameLength() const = 0;
};

// Base of each game's loaded content (map, decks, ship table, ruleset parameters).
struct GameContent
{
    virtual ~GameContent() = default;
};

} // namespace starboard
