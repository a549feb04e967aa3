#include "playtest.h"

#include "ai/agent.h"
#include "engine/record.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace starboard {

std::vector<int> PlaytestResult::rankCounts(int seat) const
{
    std::vector<int> counts(rankNames.size(), 0);
    for (const auto &game : ranks) {
        if (seat >= 0 && seat < int(game.size()) && game[seat] >= 0 &&
            game[seat] < int(counts.size()))
            ++counts[std::size_t(game[seat])];
    }
    return counts;
}

int PlaytestResult::unrankedGames(int seat) const
{
    int count = 0;
    for (const auto &game : ranks)
        count += seat >= 0 && seat < int(game.size()) && game[seat] < 0;
    return count;
}

bool PlaytestResult::hasScores() const
{
    return !scores.empty();
}

std::vector<double> PlaytestResult::seatScores(int seat) const
{
    std::vector<double> out;
    for (const auto &game : scores) {
        if (seat >= 0 && seat < int(game.size()))
            out.push_back(game[seat]);
    }
    std::sort(out.begin(), out.end());
    return out;
}

ScoreSummary PlaytestResult::scoreSummary(int seat) const
{
    const std::vector<double> sorted = seatScores(seat);
    ScoreSummary st;
    st.games = int(sorted.size());
    if (sorted.empty())
        return st;
    double sum = 0;
    for (double v : sorted) {
        sum += v;
        ++st.histogram[int(std::lround(v))];
    }
    st.mean = sum / double(sorted.size());
    const std::size_t mid = sorted.size() / 2;
    st.median = sorted.size() % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
    st.min = int(std::lround(sorted.front()));
    st.max = int(std::lround(sorted.back()));
    return st;
}

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

std::vector<double> PlaytestResult::figureValues(std::size_t figure) const
{
    std::vector<double> out;
    for (const auto &row : figureRows)
        out.push_back(figure < row.size() ? row[figure] : std::nan(""));
    return out;
}

std::vector<FigureSummary> PlaytestResult::figures() const
{
    std::vector<FigureSummary> out;
    for (std::size_t f = 0; f < figureDefs.size(); ++f)
        out.push_back(summarizeFigure(figureDefs[f], figureValues(f)));
    return out;
}

std::vector<FigureComparison> compareFigures(const PlaytestResult &a, const PlaytestResult &b)
{
    const auto indexIn = [](const PlaytestResult &r, const std::string &id) -> int {
        for (std::size_t f = 0; f < r.figureDefs.size(); ++f) {
            if (r.figureDefs[f].id == id)
                return int(f);
        }
        return -1;
    };
    const auto known = [](const std::vector<double> &values) {
        std::vector<double> out;
        for (double v : values) {
            if (!std::isnan(v))
                out.push_back(v);
        }
        return out;
    };
    std::vector<std::string> ids;
    for (const auto &def : a.figureDefs)
        ids.push_back(def.id);
    for (const auto &def : b.figureDefs) {
        if (indexIn(a, def.id) < 0)
            ids.push_back(def.id);
    }
    std::vector<FigureComparison> out;
    for (const auto &id : ids) {
        const int ia = indexIn(a, id);
        const int ib = indexIn(b, id);
        FigureComparison c;
        c.def = ia >= 0 ? a.figureDefs[std::size_t(ia)] : b.figureDefs[std::size_t(ib)];
        c.inA = ia >= 0;
        c.inB = ib >= 0;
        const std::vector<double> va =
            c.inA ? known(a.figureValues(std::size_t(ia))) : std::vector<double>{};
        const std::vector<double> vb =
            c.inB ? known(b.figureValues(std::size_t(ib))) : std::vector<double>{};
        c.a = summarizeFigure(c.def, va);
        c.b = summarizeFigure(c.def, vb);
        if (!va.empty() && !vb.empty()) {
            if (c.def.kind == FigureKind::Rate) {
                double sa = 0, sb = 0;
                for (double v : va)
                    sa += v;
                for (double v : vb)
                    sb += v;
                c.difference = proportionDifference(sa, int(va.size()), sb, int(vb.size()));
            } else {
                c.difference = meanDifference(va, vb);
            }
            c.differs = c.difference.low > 0 || c.difference.high < 0;
        }
        c.tooSmall = c.a.tooSmall || c.b.tooSmall;
        out.push_back(std::move(c));
    }
    return out;
}

std::unique_ptr<State> playGame(const Game &game, const std::vector<std::string> &agentNames,
                                std::uint64_t seed, std::string *error, std::size_t maxActions,
                                const std::atomic<bool> *cancel)
{
    std::vector<std::unique_ptr<Agent>> agents;
    for (const auto &name : agentNames) {
        auto agent = createAgent(name, game);
        if (!agent) {
            if (error)
                *error = "unknown agent '" + name + "' for game '" + game.info().id + "'";
            return nullptr;
        }
        agent->setCancelFlag(cancel);
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
    while (!state->isTerminal() && state->history().size() < maxActions) {
        // A cancelled run stops inside a game, not after it (helper 18 waited 45 s for a
        // game of searching computers to end).
        if (cancel && cancel->load())
            break;
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
    result.scores.assign(n, {});
    result.ranks.assign(n, {});
    result.figureDefs = figureDefs(game);
    result.figureRows.assign(n, {});
    result.seeds.assign(n, 0);
    std::vector<std::vector<double>> returnsByGame(n);
    std::vector<std::string> rankNames;

    std::atomic<int> next{0};
    std::atomic<int> finished{0};
    std::vector<char> played(std::size_t(n), 0);
    auto worker = [&] {
        for (int i = next++; i < n; i = next++) {
            if (options.cancel && options.cancel->load())
                break;
            result.seeds[i] = Rng::deriveSeed(options.seed, i);
            auto final = playGame(game, options.agents, result.seeds[i], nullptr, std::size_t(-1),
                                  options.cancel);
            if (options.cancel && options.cancel->load())
                break; // the game was cut short: not counted
            result.figureRows[i] = measureFigures(game, *final);
            result.lengths[i] = int(final->history().size());
            result.firstPlayers[i] = final->firstTurnPlayer();
            returnsByGame[i] = final->returns();
            result.scores[i] = final->scores();
            if (i == 0)
                rankNames = final->rankNames(); // the same for every game of the batch
            for (int p = 0; p < final->numPlayers(); ++p)
                result.ranks[i].push_back(final->rank(p));
            int winners = 0;
            for (int p = 0; p < int(returnsByGame[i].size()); ++p) {
                if (returnsByGame[i][p] > 0) {
                    ++winners;
                    result.winners[i] = p;
                }
            }
            if (winners > 1)
                result.winners[i] = -1;
            played[std::size_t(i)] = 1;
            const int done = ++finished;
            if (options.progress)
                options.progress(done);
        }
    };
    const int threads = std::clamp(options.threads, 1, 64);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();

    if (finished.load() < n) {
        // Cancelled: keep the games that were played, in their order.
        PlaytestResult kept;
        kept.figureDefs = std::move(result.figureDefs);
        kept.winsPerSeat.assign(game.numPlayers(), 0);
        if (!played[0]) // game 0 gives the rank names
            rankNames.clear();
        std::vector<std::vector<double>> keptReturns;
        for (int i = 0; i < n; ++i) {
            if (!played[std::size_t(i)])
                continue;
            kept.lengths.push_back(result.lengths[i]);
            kept.firstPlayers.push_back(result.firstPlayers[i]);
            kept.winners.push_back(result.winners[i]);
            kept.scores.push_back(result.scores[i]);
            kept.ranks.push_back(result.ranks[i]);
            kept.figureRows.push_back(result.figureRows[i]);
            kept.seeds.push_back(result.seeds[i]);
            keptReturns.push_back(returnsByGame[i]);
        }
        kept.games = int(kept.lengths.size());
        result = std::move(kept);
        returnsByGame = std::move(keptReturns);
    }
    result.mode = game.numPlayers() == 1    ? PlaytestMode::Solitaire
                  : game.info().cooperative ? PlaytestMode::Team
                                            : PlaytestMode::Competitive;
    for (const auto &returns : returnsByGame) {
        bool anyWin = false;
        for (int p = 0; p < int(returns.size()) && p < game.numPlayers(); ++p) {
            if (returns[p] > 0) {
                ++result.winsPerSeat[p];
                anyWin = true;
            }
        }
        if (result.mode == PlaytestMode::Competitive)
            result.draws += !anyWin;
        else
            ++(anyWin ? result.teamWins : result.teamLosses);
    }
    if (rankNames.empty())
        result.ranks.clear();
    result.rankNames = std::move(rankNames);
    bool scored = false;
    for (const auto &s : result.scores)
        scored |= !s.empty();
    if (!scored)
        result.scores.clear();
    return true;
}

} // namespace starboard
