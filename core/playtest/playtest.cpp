#include "playtest.h"

#include "ai/agent.h"
#include "engine/record.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace starboard {

double PlaytestResult::meanLength() const
{
    if (lengths.empty())
        return 0.0;
    double sum = 0;
    for (int l : lengths)
        sum += l;
    return sum / double(lengths.size());
}

double PlaytestResult::medianLength() const
{
    if (lengths.empty())
        return 0.0;
    auto sorted = lengths;
    std::sort(sorted.begin(), sorted.end());
    const auto n = sorted.size();
    return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
}

double PlaytestResult::firstPlayerWinRate() const
{
    int decided = 0;
    int firstWins = 0;
    for (std::size_t i = 0; i < winners.size(); ++i) {
        if (winners[i] < 0 || firstPlayers[i] < 0)
            continue;
        ++decided;
        if (winners[i] == firstPlayers[i])
            ++firstWins;
    }
    return decided ? double(firstWins) / decided : 0.0;
}

std::unique_ptr<State> playGame(const Game &game, const std::vector<std::string> &agentNames,
                                std::uint64_t seed, std::string *error)
{
    std::vector<std::unique_ptr<Agent>> agents;
    for (const auto &name : agentNames) {
        auto agent = createAgent(name, game);
        if (!agent) {
            if (error)
                *error = "unknown agent '" + name + "' for game '" + game.info().id + "'";
            return nullptr;
        }
        agents.push_back(std::move(agent));
    }
    if (int(agents.size()) != game.numPlayers()) {
        if (error)
            *error = "expected " + std::to_string(game.numPlayers()) + " agents, got " +
                     std::to_string(agents.size());
        return nullptr;
    }
    Rng rng(seed);
    auto state = game.newInitialState();
    while (!state->isTerminal()) {
        const Player p = state->currentPlayer();
        const Action a =
            p == kChancePlayer ? sampleChance(*state, rng) : agents[p]->chooseAction(*state, rng);
        state->applyLegalAction(a);
    }
    return state;
}

bool runPlaytest(const Game &game, const PlaytestOptions &options, PlaytestResult &result,
                 std::string *error)
{
    for (const auto &name : options.agents) {
        if (!createAgent(name, game)) {
            if (error)
                *error = "unknown agent '" + name + "' for game '" + game.info().id + "'";
            return false;
        }
    }
    if (int(options.agents.size()) != game.numPlayers()) {
        if (error)
            *error = "expected " + std::to_string(game.numPlayers()) + " agents, got " +
                     std::to_string(options.agents.size());
        return false;
    }
    const int n = std::max(0, options.games);
    result = PlaytestResult{};
    result.games = n;
    result.winsPerSeat.assign(game.numPlayers(), 0);
    result.lengths.assign(n, 0);
    result.firstPlayers.assign(n, -1);
    result.winners.assign(n, -1);

    std::atomic<int> next{0};
    auto worker = [&] {
        for (int i = next++; i < n; i = next++) {
            auto final = playGame(game, options.agents, Rng::deriveSeed(options.seed, i), nullptr);
            result.lengths[i] = int(final->history().size());
            result.firstPlayers[i] = final->firstTurnPlayer();
            const auto returns = final->returns();
            for (int p = 0; p < int(returns.size()); ++p)
                if (returns[p] > 0)
                    result.winners[i] = p;
        }
    };
    const int threads = std::clamp(options.threads, 1, 64);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();

    for (int w : result.winners) {
        if (w >= 0)
            ++result.winsPerSeat[w];
        else
            ++result.draws;
    }
    return true;
}

} // namespace starboard
