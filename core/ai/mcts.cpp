#include "mcts.h"

#include "engine/record.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace starboard {

namespace {

// Tree keys of composite moves (SearchHooks::macroActions): above every game's actions
// (games encode theirs in fewer bits), a hash of the sequence below.
constexpr Action kMacroBit = Action(1) << 62;

Action macroKey(const std::vector<Action> &sequence)
{
    std::uint64_t h = 1469598103934665603ull; // FNV-1a over the actions' bytes
    for (Action a : sequence) {
        auto v = std::uint64_t(a);
        for (int i = 0; i < 8; ++i) {
            h ^= v & 0xff;
            h *= 1099511628211ull;
            v >>= 8;
        }
    }
    return kMacroBit | Action(h & (std::uint64_t(kMacroBit) - 1));
}

// The composite moves offered in `state`, keyed and sorted by key (duplicates dropped).
void macrosOf(const State &state, const SearchHooks &hooks,
              std::vector<std::pair<Action, std::vector<Action>>> &out)
{
    out.clear();
    for (auto &sequence : hooks.macroActions(state)) {
        if (sequence.size() >= 2) {
            const Action key = macroKey(sequence);
            out.emplace_back(key, std::move(sequence));
        }
    }
    std::sort(out.begin(), out.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    out.erase(std::unique(out.begin(), out.end(),
                          [](const auto &a, const auto &b) { return a.first == b.first; }),
              out.end());
}

struct Node
{
    Action action = 0;         // the edge from the parent
    Player mover = -1;         // who chose `action` (kChancePlayer for a chance outcome)
    int visits = 0;            // iterations through this node
    int available = 0;         // iterations in which `action` was legal at the parent
    double value = 0;          // sum of the values for `mover`
    bool hasPreferred = false; // MctsConfig::priorWeight: the policy's move here is known
    Action preferred = 0;      // ... and is this (asked once, in the first determinization)
    std::vector<int> children; // node indices, sorted by action
};

class Tree
{
public:
    Tree(const State &root, const MctsConfig &config, const SearchHooks &hooks, std::uint64_t seed)
        : m_root(root), m_config(config), m_hooks(hooks), m_rng(seed)
    {
        m_nodes.emplace_back();
        m_seat = root.currentPlayer();
    }

    // One iteration; false when there was nothing to search.
    void iterate();
    const std::vector<Node> &nodes() const { return m_nodes; }

private:
    int childFor(int node, Action action, Player mover, bool *created);
    std::vector<double> rollout(State &state, int *depth);
    std::vector<double> terminalValues(const State &state) const;
    // Plays a (primitive or composite) choice at a decision node.
    void play(State &state, Action choice);

    const State &m_root;
    const MctsConfig &m_config;
    const SearchHooks &m_hooks;
    Rng m_rng;
    Player m_seat = 0;
    std::vector<Node> m_nodes;
    std::vector<int> m_path;
    std::vector<std::pair<Action, std::vector<Action>>> m_macros; // at the current node
    int m_extraActions = 0; // actions played by composite moves beyond their first
};

void Tree::play(State &state, Action choice)
{
    if (choice < kMacroBit) {
        state.applyLegalAction(choice);
        return;
    }
    auto it = std::lower_bound(m_macros.begin(), m_macros.end(), choice,
                               [](const auto &m, Action key) { return m.first < key; });
    // A key in the candidates always comes from m_macros (see iterate()).
    bool first = true;
    for (Action a : it->second) {
        if (!first) {
            if (state.isTerminal() || !state.isLegal(a))
                break;
            ++m_extraActions;
        }
        state.applyLegalAction(a);
        first = false;
    }
}

int Tree::childFor(int node, Action action, Player mover, bool *created)
{
    auto &children = m_nodes[node].children;
    auto it = std::lower_bound(children.begin(), children.end(), action,
                               [&](int child, Action a) { return m_nodes[child].action < a; });
    if (it != children.end() && m_nodes[*it].action == action) {
        *created = false;
        return *it;
    }
    const int index = int(m_nodes.size());
    const auto position = it - children.begin();
    Node child;
    child.action = action;
    child.mover = mover;
    m_nodes.push_back(std::move(child)); // may reallocate: `children` is invalid from here
    auto &again = m_nodes[node].children;
    again.insert(again.begin() + position, index);
    *created = true;
    return index;
}

std::vector<double> Tree::terminalValues(const State &state) const
{
    return m_hooks.terminalValue ? m_hooks.terminalValue(state) : state.returns();
}

std::vector<double> Tree::rollout(State &state, int *actions)
{
    const bool cut = m_config.rolloutDepth > 0 && m_hooks.evaluate;
    const bool policy = m_config.usePolicy && m_hooks.rolloutPolicy;
    const std::uint32_t epsilon = std::uint32_t(std::lround(m_config.policyEpsilon * 1000));
    int depth = 0;
    while (!state.isTerminal()) {
        if (cut && depth >= m_config.rolloutDepth) {
            *actions += depth;
            return m_hooks.evaluate(state);
        }
        Action a;
        if (state.isChanceNode()) {
            a = sampleChance(state, m_rng);
        } else if (policy && m_rng.below(1000) >= epsilon) {
            a = m_hooks.rolloutPolicy(state, m_rng);
        } else {
            const auto legal = state.legalActions();
            a = legal[m_rng.below(std::uint32_t(legal.size()))];
        }
        state.applyLegalAction(a);
        ++depth;
    }
    *actions += depth;
    return terminalValues(state);
}

void Tree::iterate()
{
    // Never the real state's hidden parts: a determinization from the seat's point of view.
    std::unique_ptr<State> state = m_root.resampleHidden(m_seat, m_rng);
    m_path.clear();
    m_path.push_back(0);
    m_extraActions = 0;
    int node = 0;
    bool expanded = false;
    std::vector<Action> untried;
    while (!state->isTerminal() && !expanded) {
        const Player player = state->currentPlayer();
        bool created = false;
        if (player == kChancePlayer) {
            const Action a = sampleChance(*state, m_rng);
            node = childFor(node, a, kChancePlayer, &created);
            state->applyLegalAction(a);
            m_path.push_back(node);
            continue;
        }
        if (m_config.othersByPolicy && player != m_seat && m_hooks.rolloutPolicy) {
            // Another seat (a teammate) plays the game's policy: the tree spends its
            // iterations on the searching seat's own choices.
            const Action a = m_hooks.rolloutPolicy(*state, m_rng);
            node = childFor(node, a, player, &created);
            state->applyLegalAction(a);
            m_path.push_back(node);
            continue;
        }
        // The legal actions, then the composite moves' keys (all above them: still sorted).
        auto legal = state->legalActions();
        if (m_config.useMacros && m_hooks.macroActions) {
            macrosOf(*state, m_hooks, m_macros);
            for (const auto &m : m_macros)
                legal.push_back(m.first);
        }
        const bool biased = m_config.priorWeight > 0 && m_hooks.rolloutPolicy;
        if (biased && !m_nodes[node].hasPreferred) {
            const Action preferred = m_hooks.rolloutPolicy(*state, m_rng);
            m_nodes[node].hasPreferred = true;
            m_nodes[node].preferred = preferred;
        }
        // Children legal in this determinization gain availability; legal actions without
        // a child are untried.
        untried.clear();
        {
            const auto &children = m_nodes[node].children;
            std::size_t c = 0;
            for (Action a : legal) {
                while (c < children.size() && m_nodes[children[c]].action < a)
                    ++c;
                if (c < children.size() && m_nodes[children[c]].action == a)
                    ++m_nodes[children[c]].available;
                else
                    untried.push_back(a);
            }
        }
        if (!untried.empty()) {
            // The policy's move first (with a prior), then the others in random order.
            Action a = 0;
            if (biased &&
                std::find(untried.begin(), untried.end(), m_nodes[node].preferred) != untried.end())
                a = m_nodes[node].preferred;
            else
                a = untried[m_rng.below(std::uint32_t(untried.size()))];
            node = childFor(node, a, player, &created);
            m_nodes[node].available = 1;
            play(*state, a);
            m_path.push_back(node);
            expanded = true;
            break;
        }
        // UCT over the available children.
        int best = -1;
        double bestScore = -1e300;
        const auto &children = m_nodes[node].children;
        const bool bias = biased && m_nodes[node].hasPreferred;
        const Action preferred = m_nodes[node].preferred;
        std::size_t c = 0;
        for (Action a : legal) {
            while (m_nodes[children[c]].action < a)
                ++c;
            const Node &child = m_nodes[children[c]];
            const double mean = child.value / child.visits;
            double score =
                mean + m_config.exploration *
                           std::sqrt(std::log(double(child.available)) / double(child.visits));
            if (bias && a == preferred)
                score += m_config.priorWeight / double(child.visits + 1);
            if (score > bestScore) {
                bestScore = score;
                best = children[c];
            }
        }
        node = best;
        play(*state, m_nodes[node].action);
        m_path.push_back(node);
    }
    int actions = int(m_path.size()) - 1 + m_extraActions;
    std::vector<double> values =
        state->isTerminal() ? terminalValues(*state) : rollout(*state, &actions);
    if (m_config.discount < 1.0) {
        const double factor = std::pow(m_config.discount, double(actions));
        for (double &v : values)
            v *= factor;
    }
    for (int index : m_path) {
        Node &n = m_nodes[index];
        ++n.visits;
        if (n.mover >= 0 && n.mover < int(values.size()))
            n.value += values[n.mover];
    }
}

} // namespace

SearchResult mctsSearch(const State &state, const MctsConfig &config, const SearchHooks &hooks,
                        Rng &rng)
{
    SearchResult result;
    const auto legal = state.legalActions();
    const std::uint64_t base = rng.next();
    if (legal.size() <= 1) {
        result.best = legal.empty() ? 0 : legal.front();
        if (!legal.empty())
            result.children.push_back({legal.front(), 0, 0.0});
        return result;
    }
    const int trees = std::max(1, config.trees);
    const bool timed = config.seconds > 0;
    const int threads = std::clamp(config.threads, 1, trees);
    // A time budget is shared out: each tree runs for its slice of the threads' time, so
    // that trees waiting for a thread get their turn within the budget.
    const auto slice = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(config.seconds * threads / trees));
    // The cap of an iteration budget, shared out like a time budget.
    const bool capped = !timed && config.maxSeconds > 0;
    const auto capSlice = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(config.maxSeconds * threads / trees));
    std::vector<std::unique_ptr<Tree>> forest(trees);
    std::vector<long> done(trees, 0);
    auto runTree = [&](int t) {
        const auto start = std::chrono::steady_clock::now();
        const auto deadline = start + slice;
        const auto capDeadline = start + capSlice;
        forest[t] = std::make_unique<Tree>(state, config, hooks, Rng::deriveSeed(base, t));
        const long budget = config.iterations / trees + (t < config.iterations % trees ? 1 : 0);
        for (long i = 0;; ++i) {
            if (config.cancel && config.cancel->load(std::memory_order_relaxed))
                break;
            if (timed ? (i > 0 && std::chrono::steady_clock::now() >= deadline) : i >= budget)
                break;
            if (capped && i > 0 && i % 16 == 0 && std::chrono::steady_clock::now() >= capDeadline)
                break;
            forest[t]->iterate();
            ++done[t];
        }
    };
    if (threads == 1) {
        for (int t = 0; t < trees; ++t)
            runTree(t);
    } else {
        std::atomic<int> next{0};
        std::vector<std::thread> pool;
        for (int i = 0; i < threads; ++i) {
            pool.emplace_back([&] {
                for (int t = next++; t < trees; t = next++)
                    runTree(t);
            });
        }
        for (auto &thread : pool)
            thread.join();
    }
    // Merge the roots' children in tree order (a fixed order: the same sums on any threads).
    for (Action a : legal)
        result.children.push_back({a, 0, 0.0});
    std::vector<double> sums(legal.size(), 0.0);
    // A composite move at the root counts for its first action.
    std::vector<std::pair<Action, std::vector<Action>>> rootMacros;
    if (config.useMacros && hooks.macroActions)
        macrosOf(state, hooks, rootMacros);
    for (int t = 0; t < trees; ++t) {
        result.iterations += done[t];
        result.treeIterations.push_back(done[t]);
        const auto &nodes = forest[t]->nodes();
        for (int child : nodes[0].children) {
            const Node &n = nodes[child];
            Action first = n.action;
            if (first >= kMacroBit) {
                auto m = std::lower_bound(
                    rootMacros.begin(), rootMacros.end(), first,
                    [](const auto &entry, Action key) { return entry.first < key; });
                if (m == rootMacros.end() || m->first != first)
                    continue; // offered only in other determinizations
                first = m->second.front();
            }
            auto it = std::lower_bound(legal.begin(), legal.end(), first);
            if (it == legal.end() || *it != first)
                continue; // legal only in other determinizations (not for the seat to move)
            const auto i = std::size_t(it - legal.begin());
            result.children[i].visits += n.visits;
            sums[i] += n.value;
        }
    }
    int best = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        auto &c = result.children[i];
        c.meanValue = c.visits ? sums[i] / c.visits : -2.0;
        const auto &b = result.children[std::size_t(best)];
        if (c.visits > b.visits || (c.visits == b.visits && c.meanValue > b.meanValue))
            best = int(i);
    }
    result.best = legal[std::size_t(best)];
    return result;
}

MctsAgent::MctsAgent(std::string name, MctsConfig config, SearchHooks hooks)
    : m_name(std::move(name)), m_config(config), m_hooks(std::move(hooks))
{}

bool MctsAgent::configure(const std::string &key, double value)
{
    const bool whole = value == std::floor(value);
    if (key == "iterations" && whole && value >= 1 && value <= 1e9) {
        m_config.iterations = int(value);
        m_config.seconds = 0;
    } else if (key == "trees" && whole && value >= 1 && value <= 64) {
        m_config.trees = int(value);
        m_config.threads = int(value);
    } else if (key == "exploration" && value >= 0 && value <= 100) {
        m_config.exploration = value;
    } else if (key == "rolloutDepth" && whole && value >= 0 && value <= 1e6) {
        m_config.rolloutDepth = int(value);
    } else if (key == "epsilon" && value >= 0 && value <= 1) {
        m_config.policyEpsilon = value;
    } else if (key == "priorWeight" && value >= 0 && value <= 1e6) {
        m_config.priorWeight = value;
    } else {
        return false;
    }
    return true;
}

Action MctsAgent::chooseAction(const State &state, Rng &rng)
{
    return mctsSearch(state, m_config, m_hooks, rng).best;
}

NoisyAgent::NoisyAgent(std::string name, std::unique_ptr<Agent> inner, double noise)
    : m_name(std::move(name)), m_inner(std::move(inner)),
      m_noisePerMille(std::uint32_t(std::lround(noise * 1000)))
{}

Action NoisyAgent::chooseAction(const State &state, Rng &rng)
{
    if (rng.below(1000) < m_noisePerMille) {
        const auto legal = state.legalActions();
        return legal[rng.below(std::uint32_t(legal.size()))];
    }
    return m_inner->chooseAction(state, rng);
}

AgentEntry searchLevel(std::string name, std::string description, MctsConfig config,
                       SearchHooks (*hooks)())
{
    config.threads = config.trees;
    return AgentEntry{name, std::move(description), [name, config, hooks](const Game &) {
                          return std::unique_ptr<Agent>(
                              std::make_unique<MctsAgent>(name, config, hooks()));
                      }};
}

AgentEntry noisyLevel(std::string name, std::string description, double noise,
                      std::unique_ptr<Agent> (*makeInner)())
{
    return AgentEntry{name, std::move(description), [name, noise, makeInner](const Game &) {
                          return std::unique_ptr<Agent>(
                              std::make_unique<NoisyAgent>(name, makeInner(), noise));
                      }};
}

} // namespace starboard
