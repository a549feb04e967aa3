#pragma once

#include "engine/game.h"

#include <atomic>
#include <functional>
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
    // A flag that, once true, makes a thinking agent answer at once with its best action so
    // far (undo, closing the game, quitting). Agents that do not think ignore it.
    virtual void setCancelFlag(const std::atomic<bool> *) {}
    // At most this many seconds per decision (the game window's cap, so that a slow
    // machine never waits long); a thinking agent then answers with its best action so far.
    // 0: no cap (simulate, tournaments and the Playtest stay deterministic). Agents that do
    // not think ignore it.
    virtual void setTimeCap(double) {}
    // An agent variant's setting (createAgent()'s "strong:iterations=300"): false when this
    // agent has no such setting or the value does not fit it.
    virtual bool configure(const std::string &, double) { return false; }
};

// Uniformly random over legalActions().
class RandomAgent : public Agent
{
public:
    std::string name() const override { return "random"; }
    Action chooseAction(const State &state, Rng &rng) override;
};

// One agent a game offers: its name (as simulate, tournament, the Playtest and saved games
// spell it), a one-line description of its configuration, and its factory.
struct AgentEntry
{
    std::string name;
    std::string description;
    std::function<std::unique_ptr<Agent>(const Game &)> create;
};

// The agents and levels one game declares next to its rules (core/games/<id>/), listed
// explicitly in core/games/builtin_agents.cpp like the game registry (no static
// self-registration: the linker drops it). Each game offers the four levels
// (kLevelNames) and may add its own agents ("heuristic").
struct GameAgents
{
    std::string gameId;
    std::vector<AgentEntry> agents;
};

// The levels every game offers, weakest first.
inline const std::vector<std::string> kLevelNames{"beginner", "standard", "strong", "expert"};
// The most a level may think per decision in the game window (issue 11's limits:
// Beginner and Standard 0.2 s, Strong 1 s, Expert 3 s; any other agent 3 s). The levels'
// iteration budgets stay far under these on this project's machine; the cap only holds a
// slow machine to them (Agent::setTimeCap).
double levelTimeLimit(const std::string &name);

// Defined in core/games/builtin_agents.cpp: every game's declaration, explicitly listed.
const std::vector<GameAgents> &builtinGameAgents();
// The levels of a game without a declaration: the generic search with random rollouts.
std::vector<AgentEntry> genericLevels();

// The agent names available for a game: its levels (beginner, standard, strong, expert),
// then "random", then the game's own agents ("heuristic"). The game window offers the four
// levels (GameCatalog::computerLevels) and proposes "standard".
std::vector<std::string> agentNames(const std::string &gameId);
// The agents of a game with their descriptions, in agentNames() order.
std::vector<AgentEntry> agentEntries(const std::string &gameId);
// nullptr when the name is unknown for that game. A name may be a variant of an agent for
// experiments (simulate, tournament, the Playtest): "BASE:key=value:key=value", e.g.
// "expert:trees=1:exploration=0.5" or "strong:iterations=300"; the search levels take
// iterations, trees, exploration, rolloutDepth, epsilon and priorWeight (docs/ai.md). An
// unknown base, key or a bad value gives nullptr too.
std::unique_ptr<Agent> createAgent(const std::string &name, const Game &game);
// The part of an agent name before its variant's settings ("strong" of "strong:trees=1").
std::string agentBaseName(const std::string &name);

} // namespace starboard
