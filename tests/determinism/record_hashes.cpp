// Prints a hash of whole games of every registered game (issue 13, determinism): for each
// game with its shipped content, each player count up to 4, the levels beginner and
// heuristic at every seat with the seeds 1 to 3, and standard (the search) with seed 1 only
// and for at most kSearchActions actions, the game is played to the end and one line gives
// its length and an FNV-1a hash of its actions and of the final state's text. (Standard with
// three seeds made Galactic Warfare's three games take 47 s in the release build and some
// 15 minutes in the clang build, which has the sanitizers; its one whole game of 574
// actions still took about 5 of the clang build's 7 minutes, and 400 actions some 3. Galaxy
// of D's and the smaller Galaxy Command games end within the cap.)
// The same source built with gcc and with clang must print the same lines (.ci/run
// compares the ci build with the fuzz build, which is clang's); so must any two runs.
//
//   record_hashes [SEEDS]    (SEEDS: how many seeds, default 3)

#include "data/data.h"
#include "engine/registry.h"
#include "playtest/playtest.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace starboard;

namespace {

constexpr std::size_t kSearchActions = 150;

std::uint64_t fnv1a(std::uint64_t hash, const void *data, std::size_t size)
{
    const auto *bytes = static_cast<const unsigned char *>(data);
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= bytes[i];
        hash *= 1099511628211ull;
    }
    return hash;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the shipped content is a Qt resource
    const int seeds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    int failures = 0;
    for (const GameRegistration &registration : builtinGames().games()) {
        QStringList errors;
        const auto content = data::loadContent(registration.info.id, {}, errors);
        if (!content) {
            std::fprintf(stderr, "%s: no content: %s\n", registration.info.id.c_str(),
                         qPrintable(errors.join(QLatin1Char('\n'))));
            ++failures;
            continue;
        }
        const int most = std::min(registration.info.maxPlayers, 4);
        for (int players = registration.info.minPlayers; players <= most; ++players) {
            const auto game = registration.create(content, players);
            if (!game)
                continue;
            for (const char *level : {"beginner", "standard", "heuristic"}) {
                const bool searches = std::string(level) == "standard";
                for (int seed = 1; seed <= (searches ? 1 : seeds); ++seed) {
                    std::string error;
                    const std::vector<std::string> agents(std::size_t(players), level);
                    const auto state = playGame(*game, agents, std::uint64_t(seed), &error,
                                                searches ? kSearchActions : std::size_t(-1));
                    if (!state) {
                        std::fprintf(stderr, "%s %s: %s\n", registration.info.id.c_str(), level,
                                     error.c_str());
                        ++failures;
                        continue;
                    }
                    std::uint64_t hash = 14695981039346656037ull;
                    for (const Action action : state->history())
                        hash = fnv1a(hash, &action, sizeof action);
                    const std::string text = state->toString();
                    hash = fnv1a(hash, text.data(), text.size());
                    std::printf("%s players %d %s seed %d: %zu actions, hash %016llx\n",
                                registration.info.id.c_str(), players, level, seed,
                                state->history().size(), static_cast<unsigned long long>(hash));
                }
            }
        }
    }
    return failures == 0 ? 0 : 1;
}
