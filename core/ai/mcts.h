#pragma once

// Monte Carlo tree search over the common Game/State API (no Qt).
//
// Information-set MCTS (single observer): every iteration starts from
// state.resampleHidden(seat, rng), a state drawn consistent with what the searching seat
// observes, so the search never reads what that seat cannot see. The tree is keyed by the
// actions taken from the root; at a decision node only the children whose action is legal
// in this iteration's determinization compete, and UCT uses how often each child was
// available instead of the parent's visits. Chance nodes are sampled by their weights.
// Each decision node maximises the return of its player to move (multi-player returns).
//
// Rollouts follow the game's optional policy (its heuristic, with `policyEpsilon` of
// uniformly random moves) or uniform random moves; with an evaluation and a rollout depth
// they stop after that many actions and score the position with the evaluation.
//
// Budgets: iterations (deterministic) or seconds. Root parallelism: `trees` independent
// trees, each with its own seed derived from the caller's Rng and a fixed share of the
// iterations, merged by visit counts at the root. The trees run on up to `threads` threads;
// the decision depends on `trees`, never on `threads`, so a fixed seed and iteration budget
// give the same decision on any number of threads.

#include "ai/agent.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace starboard {

// What a game may add to the generic search (all optional).
struct SearchHooks
{
    // A legal action for the player to move at a decision node (not a chance node). It may
    // use rng for its own randomness.
    std::function<Action(const State &, Rng &)> rolloutPolicy;
    // Per-seat values in [-1, 1] of a non-terminal position, from each seat's point of view.
    std::function<std::vector<double>(const State &)> evaluate;
    // Per-seat values in [-1, 1] of a terminal position; State::returns() when unset (a game
    // that counts points can prefer a higher score among wins and losses).
    std::function<std::vector<double>(const State &)> terminalValue;
    // Composite moves (opt-in, MctsConfig::useMacros): at a decision node of the tree (not
    // in rollouts), extra choices beside the legal actions, each a sequence of at least two
    // legal actions of the player to move played one after another (a ship's whole trip in
    // one decision), so that the tree reaches the end of a plan in one step. The tree stops
    // a sequence at its first action that is not legal. At the root a composite move's
    // visits count for its first action, which is what the search returns: the next
    // decision searches again from there. The tree keys them at 2^62 and above, so a game
    // that offers them must encode its actions below that.
    std::function<std::vector<std::vector<Action>>(const State &)> macroActions;
};

struct MctsConfig
{
    int iterations = 1000;       // the whole budget, shared by the trees
    double seconds = 0;          // > 0: a time budget instead of iterations
    double maxSeconds = 0;       // > 0 with an iteration budget: stop early once this much
                                 // time has passed (a cap for slow machines; a capped
                                 // decision depends on the machine's speed)
    double exploration = 1.0;    // UCT constant for values in [-1, 1]
    int rolloutDepth = 0;        // > 0 with an evaluation: stop rollouts after this
    double policyEpsilon = 0.1;  // share of random moves in policy rollouts
    bool usePolicy = true;       // use hooks.rolloutPolicy in rollouts
    double discount = 0.998;     // values shrink by this per action from the root: a win now
                                 // beats the same win later, a loss later beats one now
    bool othersByPolicy = false; // inside the tree, the other seats play hooks.rolloutPolicy
                                 // instead of being searched (co-op: model the teammates)
    double priorWeight = 0;      // > 0: progressive bias towards hooks.rolloutPolicy's move
                                 // at each decision node: it is expanded first and its UCT
                                 // score gets priorWeight / (visits + 1), so a small search
                                 // keeps the policy's move unless another is clearly better
    bool useMacros = false;      // offer hooks.macroActions in the tree
    int trees = 1;               // root parallelism (part of the decision)
    int threads = 1;             // threads to run the trees on (not part of it)
    const std::atomic<bool> *cancel = nullptr; // checked every iteration
};

// The root's statistics after a search, merged over the trees (for tests and the GUI's
// "Suggest a move").
struct SearchResult
{
    Action best = 0;
    struct Child
    {
        Action action = 0;
        int visits = 0;
        double meanValue = 0; // for the player to move at the root
    };
    std::vector<Child> children;      // sorted by action
    long iterations = 0;              // done, over all trees
    std::vector<long> treeIterations; // done, per tree
};

// Searches for `seat`, the player to move in `state` (a decision node, not terminal).
// Consumes exactly one number from rng.
SearchResult mctsSearch(const State &state, const MctsConfig &config, const SearchHooks &hooks,
                        Rng &rng);

class MctsAgent : public Agent
{
public:
    MctsAgent(std::string name, MctsConfig config, SearchHooks hooks);
    std::string name() const override { return m_name; }
    Action chooseAction(const State &state, Rng &rng) override;
    void setCancelFlag(const std::atomic<bool> *cancel) override { m_config.cancel = cancel; }
    void setTimeCap(double seconds) override { m_config.maxSeconds = seconds; }
    // iterations (>= 1), trees (1 to 64; threads follow), exploration (>= 0), rolloutDepth
    // (>= 0), epsilon (policyEpsilon, 0 to 1), priorWeight (>= 0).
    bool configure(const std::string &key, double value) override;

    MctsConfig &config() { return m_config; }

private:
    std::string m_name;
    MctsConfig m_config;
    SearchHooks m_hooks;
};

// A heuristic made weaker: with probability `noise` a uniformly random legal move,
// otherwise the heuristic's move (a believable Beginner that still makes mistakes).
class NoisyAgent : public Agent
{
public:
    NoisyAgent(std::string name, std::unique_ptr<Agent> inner, double noise);
    std::string name() const override { return m_name; }
    Action chooseAction(const State &state, Rng &rng) override;
    void setCancelFlag(const std::atomic<bool> *cancel) override { m_inner->setCancelFlag(cancel); }
    void setTimeCap(double seconds) override { m_inner->setTimeCap(seconds); }

private:
    std::string m_name;
    std::unique_ptr<Agent> m_inner;
    std::uint32_t m_noisePerMille;
};

// A level of a game's agents list (GameAgents): an MctsAgent named `name` with `config`
// (threads = trees) and the game's hooks, made afresh for each agent.
AgentEntry searchLevel(std::string name, std::string description, MctsConfig config,
                       SearchHooks (*hooks)());
// A Beginner level: `makeInner`'s agent (the game's heuristic) with `noise` of its decisions
// a uniformly random legal move (NoisyAgent).
AgentEntry noisyLevel(std::string name, std::string description, double noise,
                      std::unique_ptr<Agent> (*makeInner)());

} // namespace starboard
