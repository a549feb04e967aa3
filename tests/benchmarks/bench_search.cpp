// The search AI's speed (figures in docs/performance.md).
//
//   bench_search iterations [--seconds S]       search iterations per second per game,
//                                                 uniformly random rollouts to the end
//                                                 (the work of OpenSpiel's MCTS with random
//                                                 rollouts), and with each game's hooks
//   bench_search levels [--decisions N] [--game ID] [--level L]
//                                                 thinking time per decision of each level
//                                                 over N decisions (default 100) taken from
//                                                 heuristic games: mean, median, p95, max
//                                                 (--level: one level or a game's own agent)
//
// One thread per search (trees run on as many threads as the level says).

#include "ai/agent.h"
#include "ai/mcts.h"
#include "data/data.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "games/galaxy-command/gc_ai.h"
#include "games/galaxy-of-d/god_ai.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

using namespace starboard;

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::shared_ptr<Game> loadGame(const std::string &id, int players)
{
    QStringList errors;
    auto content = data::loadContent(id, {}, errors);
    if (!content) {
        std::fprintf(stderr, "%s\n", qPrintable(errors.join('\n')));
        return nullptr;
    }
    return builtinGames().find(id)->create(content, players);
}

// Decision positions (more than one legal action) from heuristic games, every `stride`-th.
std::vector<std::unique_ptr<State>> positions(const Game &game, int count, int stride,
                                              std::uint64_t seed)
{
    std::vector<std::unique_ptr<State>> out;
    auto heuristic = createAgent("heuristic", game);
    for (std::uint64_t g = 0; int(out.size()) < count; ++g) {
        Rng rng(Rng::deriveSeed(seed, g));
        auto state = game.newInitialState();
        int decisions = 0;
        while (!state->isTerminal() && int(out.size()) < count) {
            if (state->isChanceNode()) {
                state->applyLegalAction(sampleChance(*state, rng));
                continue;
            }
            if (state->legalActions().size() > 1 && decisions++ % stride == 0)
                out.push_back(state->clone());
            state->applyLegalAction(heuristic->chooseAction(*state, rng));
        }
    }
    return out;
}

struct Case
{
    std::string id;
    int players;
    SearchHooks hooks;
};

int iterations(double seconds)
{
    const std::vector<Case> cases{{"galaxy-of-d", 2, god::searchHooks()},
                                  {"galaxy-command", 1, gc::searchHooks()},
                                  {"galaxy-command", 4, gc::searchHooks()}};
    for (const auto &c : cases) {
        auto game = loadGame(c.id, c.players);
        if (!game)
            return 1;
        const auto states = positions(*game, 20, 7, 11);
        for (int withHooks = 0; withHooks < 2; ++withHooks) {
            MctsConfig config;
            config.seconds = seconds / double(states.size());
            if (withHooks && c.id == "galaxy-of-d")
                config.rolloutDepth = 40;
            const SearchHooks hooks = withHooks ? c.hooks : SearchHooks{};
            long total = 0;
            Rng rng(5);
            const auto start = Clock::now();
            for (const auto &s : states)
                total += mctsSearch(*s, config, hooks, rng).iterations;
            const double t = since(start);
            std::printf("%-15s %d player(s) %-22s %8.0f iterations/s (%ld in %.2f s, %zu "
                        "positions)\n",
                        c.id.c_str(), c.players, withHooks ? "game's hooks" : "random rollouts",
                        total / t, total, t, states.size());
        }
    }
    return 0;
}

int levels(int decisions, const std::string &onlyGame, const std::string &onlyLevel)
{
    const std::vector<std::pair<std::string, int>> games{
        {"galaxy-of-d", 2}, {"galaxy-command", 1}, {"galaxy-command", 4}, {"galaxy-fighters", 4}};
    for (const auto &[id, players] : games) {
        if (!onlyGame.empty() && id != onlyGame)
            continue;
        auto game = loadGame(id, players);
        if (!game)
            return 1;
        const auto states = positions(*game, decisions, 3, 21);
        // The four levels, or the one asked for (also a game's own agent, e.g. heuristic).
        const std::vector<std::string> names =
            onlyLevel.empty() ? kLevelNames : std::vector<std::string>{onlyLevel};
        for (const auto &level : names) {
            auto agent = createAgent(level, *game);
            if (!agent) {
                std::fprintf(stderr, "no agent %s in %s\n", level.c_str(), id.c_str());
                continue;
            }
            std::vector<double> times;
            Rng rng(9);
            for (const auto &s : states) {
                const auto start = Clock::now();
                agent->chooseAction(*s, rng);
                times.push_back(since(start));
            }
            std::sort(times.begin(), times.end());
            double sum = 0;
            for (double t : times)
                sum += t;
            const auto at = [&](double q) {
                return times[std::min(times.size() - 1, std::size_t(q * double(times.size())))];
            };
            std::printf("%-15s %d player(s) %-9s mean %.3f s  median %.3f s  p95 %.3f s  max "
                        "%.3f s  (%zu decisions)\n",
                        id.c_str(), players, level.c_str(), sum / double(times.size()), at(0.5),
                        at(0.95), times.back(), times.size());
            std::fflush(stdout);
        }
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_search iterations|levels [options]\n");
        return 2;
    }
    double seconds = 2.0;
    int decisions = 100;
    std::string game, level;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--seconds"))
            seconds = std::stod(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--decisions"))
            decisions = std::stoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--game"))
            game = argv[i + 1];
        else if (!std::strcmp(argv[i], "--level"))
            level = argv[i + 1];
    }
    if (!std::strcmp(argv[1], "iterations"))
        return iterations(seconds);
    if (!std::strcmp(argv[1], "levels"))
        return levels(decisions, game, level);
    std::fprintf(stderr, "unknown mode %s\n", argv[1]);
    return 2;
}
