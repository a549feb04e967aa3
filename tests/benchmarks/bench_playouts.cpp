// Random playouts of a game on its shipped content (two players; Galaxy of D by default).
//
//   bench_playouts [--game ID] [--seconds S] [--playouts N] [--seed S]
//
// With --playouts N it plays exactly N games (for callgrind: see
// tests/benchmarks/callgrind_per_action.sh); otherwise it plays for S seconds (default 3)
// and prints playouts and actions per second.

#include "ai/agent.h"
#include "data/data.h"
#include "engine/record.h"
#include "engine/registry.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

using namespace starboard;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    double seconds = 3.0;
    long playouts = -1;
    std::uint64_t seed = 1;
    std::string gameId = "galaxy-of-d";
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--seconds"))
            seconds = std::stod(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--playouts"))
            playouts = std::stol(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            seed = std::stoull(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--game"))
            gameId = argv[i + 1];
    }
    QStringList errors;
    auto content = data::loadContent(gameId, {}, errors);
    if (!content) {
        std::fprintf(stderr, "%s\n", qPrintable(errors.join('\n')));
        return 1;
    }
    const GameRegistration *registration = builtinGames().find(gameId);
    auto game = registration ? registration->create(content, 2) : nullptr;
    if (!game) {
        std::fprintf(stderr, "no two-player game '%s'\n", gameId.c_str());
        return 1;
    }
    RandomAgent agent;
    Rng rng(seed);
    long games = 0;
    long actions = 0;
    const auto start = std::chrono::steady_clock::now();
    auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    while (playouts >= 0 ? games < playouts : elapsed() < seconds) {
        auto state = game->newInitialState();
        while (!state->isTerminal()) {
            const Action a =
                state->isChanceNode() ? sampleChance(*state, rng) : agent.chooseAction(*state, rng);
            state->applyLegalAction(a);
            ++actions;
        }
        ++games;
    }
    const double t = elapsed();
    std::printf("playouts %ld\nactions %ld\nseconds %.3f\nplayouts/s %.1f\nactions/s %.0f\n"
                "actions/playout %.1f\n",
                games, actions, t, games / t, actions / t, double(actions) / double(games));
    return 0;
}
