#include "agent.h"

#include "mcts.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace starboard {

Action RandomAgent::chooseAction(const State &state, Rng &rng)
{
    const auto legal = state.legalActions();
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

std::vector<AgentEntry> genericLevels()
{
    // No game knowledge: uniformly random rollouts to the end. Beginner is a tiny search
    // (never uniform random); the budgets grow about fourfold per level.
    auto level = [](std::string name, int iterations, int trees) {
        MctsConfig config;
        config.iterations = iterations;
        config.trees = trees;
        config.threads = trees;
        const std::string description = "MCTS, " + std::to_string(iterations) +
                                        " iterations, random rollouts, " + std::to_string(trees) +
                                        " tree(s)";
        return AgentEntry{name, description, [name, config](const Game &) {
                              return std::unique_ptr<Agent>(
                                  std::make_unique<MctsAgent>(name, config, SearchHooks{}));
                          }};
    };
    return {level("beginner", 30, 1), level("standard", 200, 1), level("strong", 800, 2),
            level("expert", 3000, 2)};
}

std::vector<AgentEntry> agentEntries(const std::string &gameId)
{
    const auto &all = builtinGameAgents();
    auto it = std::find_if(all.begin(), all.end(),
                           [&](const GameAgents &g) { return g.gameId == gameId; });
    std::vector<AgentEntry> own = it != all.end() ? it->agents : std::vector<AgentEntry>{};
    std::vector<AgentEntry> out;
    auto find = [&](const std::vector<AgentEntry> &list, const std::string &name) {
        return std::find_if(list.begin(), list.end(),
                            [&](const AgentEntry &e) { return e.name == name; });
    };
    const auto generic = genericLevels();
    for (const auto &level : kLevelNames) {
        auto mine = find(own, level);
        out.push_back(mine != own.end() ? *mine : *find(generic, level));
    }
    out.push_back({"random", "uniformly random over the legal actions", [](const Game &) {
                       return std::unique_ptr<Agent>(std::make_unique<RandomAgent>());
                   }});
    for (const auto &entry : own) {
        if (std::find(kLevelNames.begin(), kLevelNames.end(), entry.name) == kLevelNames.end() &&
            entry.name != "random")
            out.push_back(entry);
    }
    return out;
}

std::vector<std::string> agentNames(const std::string &gameId)
{
    std::vector<std::string> names;
    for (const auto &entry : agentEntries(gameId))
        names.push_back(entry.name);
    return names;
}

std::string agentBaseName(const std::string &name)
{
    return name.substr(0, name.find(':'));
}

std::unique_ptr<Agent> createAgent(const std::string &name, const Game &game)
{
    const std::string base = agentBaseName(name);
    std::unique_ptr<Agent> agent;
    for (const auto &entry : agentEntries(game.info().id)) {
        if (entry.name == base) {
            agent = entry.create(game);
            break;
        }
    }
    // The variant's settings, each "key=value" with a number.
    for (std::size_t at = base.size(); agent && at < name.size();) {
        const std::size_t end = std::min(name.find(':', at + 1), name.size());
        const std::string setting = name.substr(at + 1, end - at - 1);
        const std::size_t eq = setting.find('=');
        if (eq == std::string::npos || eq == 0)
            return nullptr;
        const std::string text = setting.substr(eq + 1);
        char *rest = nullptr;
        const double value = std::strtod(text.c_str(), &rest);
        if (text.empty() || rest != text.c_str() + text.size() || !std::isfinite(value) ||
            !agent->configure(setting.substr(0, eq), value))
            return nullptr;
        at = end;
    }
    return agent;
}

double levelTimeLimit(const std::string &name)
{
    if (name == "beginner" || name == "standard")
        return 0.2;
    if (name == "strong")
        return 1.0;
    return 3.0;
}

} // namespace starboard
