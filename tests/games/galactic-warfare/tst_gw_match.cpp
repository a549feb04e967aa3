// Galactic Warfare: two computer players against each other, seats alternated, with win rates
// and 95% intervals, how the games ended and how long they were. The game is not registered yet
// (issue 15), so starboard-cli cannot play it; this is its match bench. Skipped unless
// STARBOARD_GW_MATCH=1 (it takes minutes); the other variables choose the match:
//   GW_A, GW_B   agents: random, heuristic, beginner, standard, strong, expert (heuristic, random)
//   GW_GAMES     games (20)
//   GW_SEED      the first game's seed; game g uses seed + g (1)
//   GW_PRINT     print the moves of the first N games (0)
//   GW_BOARD     with GW_PRINT: the board after each move (0)
// Example: STARBOARD_GW_MATCH=1 GW_A=standard GW_B=heuristic GW_GAMES=100 nice -n 10 tst_gw_match
// A match longer than Qt Test's 5 minutes per test function needs QTEST_FUNCTION_TIMEOUT (ms).
// Measured (RelWithDebInfo, one core, issue 15): heuristic vs random 200 of 200 (seeds 1..200,
// well under 0.01 s per game); standard vs heuristic 23 won, 11 lost, 6 drawn of 40 (seeds
// 1..40, score 65% [49.5, 77.9], 5.2 s per game).

#include "ai/agent.h"
#include "data/data.h"
#include "engine/record.h"
#include "engine/rng.h"
#include "games/galactic-warfare/gw_ai.h"
#include "games/galactic-warfare/gw_figures.h"
#include "games/galactic-warfare/gw_game.h"
#include "games/galactic-warfare/gw_heuristic.h"
#include "playtest/tournament.h"

#include <QElapsedTimer>
#include <QTest>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace starboard;
using namespace starboard::gw;

namespace {

std::string env(const char *name, const char *fallback)
{
    const char *v = std::getenv(name);
    return v && *v ? std::string(v) : std::string(fallback);
}

std::shared_ptr<GwGame> makeGame()
{
    QStringList errors;
    auto content =
        std::dynamic_pointer_cast<const Content>(data::loadContent("galactic-warfare", {}, errors));
    if (!content)
        qFatal("shipped content: %s", qPrintable(errors.join('\n')));
    std::string error;
    auto game = GwGame::create(content, &error);
    if (!game)
        qFatal("game: %s", error.c_str());
    return game;
}

std::unique_ptr<Agent> makeAgent(const std::string &name, const Game &game)
{
    if (name == "random")
        return std::make_unique<RandomAgent>();
    for (const auto &entry : agents().agents)
        if (entry.name == name)
            return entry.create(game);
    qFatal("unknown agent %s", name.c_str());
    return {};
}

std::string picture(const GwState &s)
{
    const auto &b = s.game().board();
    std::string out;
    for (int r = b.rows - 1; r >= 0; --r) {
        out += "  " + std::to_string(r) + " ";
        for (int c = 0; c < b.columns; ++c) {
            const Stack &st = s.at(b.at(r, c));
            if (st.owner < 0)
                out += b.squares[std::size_t(b.at(r, c))] == SquareKind::Dark ? " ." : "  ";
            else
                out += std::string(1, ' ') + char((st.owner == 0 ? 'w' : 'b') + 0) +
                       (st.powerUps ? std::to_string(st.powerUps) : std::string(""));
        }
        out += "\n";
    }
    return out;
}

} // namespace

class TestGwMatch : public QObject
{
    Q_OBJECT

private slots:
    void match()
    {
        if (env("STARBOARD_GW_MATCH", "") != "1")
            QSKIP("set STARBOARD_GW_MATCH=1 to play a match (minutes)");
        auto game = makeGame();
        const std::string nameA = env("GW_A", "heuristic"), nameB = env("GW_B", "random");
        const int games = std::atoi(env("GW_GAMES", "20").c_str());
        const std::uint64_t seed = std::strtoull(env("GW_SEED", "1").c_str(), nullptr, 10);
        const int printGames = std::atoi(env("GW_PRINT", "0").c_str());
        const bool printBoard = env("GW_BOARD", "0") == "1";
        auto agentA = makeAgent(nameA, *game), agentB = makeAgent(nameB, *game);

        double winsA = 0, winsB = 0, draws = 0, firstWins = 0, decided = 0;
        std::array<int, int(End::Count)> ends{};
        double turns = 0, battles = 0;
        QElapsedTimer timer;
        timer.start();
        for (int g = 0; g < games; ++g) {
            Rng rng(seed + std::uint64_t(g));
            const int seatA = g % 2;
            auto owned = game->newInitialState();
            auto *state = static_cast<GwState *>(owned.get());
            const bool print = g < printGames;
            if (print)
                std::printf("== game %d: %s is %s\n", g, nameA.c_str(), sideName(seatA));
            while (!state->isTerminal()) {
                Action a = 0;
                if (state->isChanceNode())
                    a = sampleChance(*state, rng);
                else
                    a = (state->currentPlayer() == seatA ? agentA : agentB)
                            ->chooseAction(*state, rng);
                const auto kind = actionKind(a);
                if (print && kind != ActionKind::Deal &&
                    !(kind == ActionKind::NoCard && state->phase() != Phase::FollowCharge))
                    std::printf("  t%d %s\n", state->turn(), state->actionToString(a).c_str());
                state->applyLegalAction(a);
                if (print && printBoard &&
                    (kind == ActionKind::Charge || kind == ActionKind::BattleRoll))
                    std::printf("%s", picture(*state).c_str());
            }
            const GwSummary sum = summarize(*game, *state);
            ++ends[std::size_t(sum.end)];
            turns += state->turn();
            battles += sum.battles;
            const int winner = state->winner();
            if (winner < 0)
                draws += 1;
            else {
                (winner == seatA ? winsA : winsB) += 1;
                decided += 1;
                firstWins += winner == state->firstTurnPlayer();
            }
            if (!print) {
                std::printf("game %d: %s %s after %d turns (%s)\n", g, nameA.c_str(),
                            winner < 0 ? "draws" : (winner == seatA ? "wins" : "loses"),
                            state->turn(), endName(sum.end));
                std::fflush(stdout);
            }
            if (print)
                std::printf("== game %d: %s after %d turns (%s)\n%s", g,
                            winner < 0 ? "draw" : sideName(winner), state->turn(), endName(sum.end),
                            picture(*state).c_str());
        }
        const double seconds = double(timer.elapsed()) / 1000.0;
        const Interval score = wilson(winsA + 0.5 * draws, games);
        std::printf("%s vs %s, %d games, seeds %llu..%llu, seats alternated\n", nameA.c_str(),
                    nameB.c_str(), games, static_cast<unsigned long long>(seed),
                    static_cast<unsigned long long>(seed + std::uint64_t(games) - 1));
        std::printf("  %s wins %.0f, %s wins %.0f, draws %.0f\n", nameA.c_str(), winsA,
                    nameB.c_str(), winsB, draws);
        std::printf("  %s's score (draw = half): %.1f%% [%.1f, %.1f]\n", nameA.c_str(),
                    100 * score.value, 100 * score.low, 100 * score.high);
        if (decided > 0) {
            const Interval first = wilson(firstWins, int(decided));
            std::printf("  first player wins %.1f%% [%.1f, %.1f] of decided games\n",
                        100 * first.value, 100 * first.low, 100 * first.high);
        }
        std::printf("  ends:");
        for (int e = 0; e < int(End::Count); ++e)
            std::printf(" %s %d", endName(End(e)), ends[std::size_t(e)]);
        std::printf("\n  turns per game %.1f, battles per game %.1f, %.2f s per game\n",
                    turns / games, battles / games, seconds / games);
    }
};

QTEST_GUILESS_MAIN(TestGwMatch)
#include "tst_gw_match.moc"
