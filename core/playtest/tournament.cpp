#include "tournament.h"

#include "ai/agent.h"
#include "playtest.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace starboard {

namespace {

constexpr double kZ = 1.959963984540054; // 97.5% quantile of the normal distribution

// Every group of k distinct indices out of n, in lexicographic order.
std::vector<std::vector<int>> groups(int n, int k)
{
    std::vector<std::vector<int>> out;
    std::vector<int> current;
    std::function<void(int)> walk = [&](int from) {
        if (int(current.size()) == k) {
            out.push_back(current);
            return;
        }
        for (int i = from; i < n; ++i) {
            current.push_back(i);
            walk(i + 1);
            current.pop_back();
        }
    };
    walk(0);
    return out;
}

// Solves a x = b (small, dense, Gaussian elimination with partial pivoting); a is n x n.
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b)
{
    const int n = int(b.size());
    for (int c = 0; c < n; ++c) {
        int pivot = c;
        for (int r = c + 1; r < n; ++r)
            if (std::abs(a[r][c]) > std::abs(a[pivot][c]))
                pivot = r;
        std::swap(a[c], a[pivot]);
        std::swap(b[c], b[pivot]);
        if (std::abs(a[c][c]) < 1e-300)
            continue;
        for (int r = 0; r < n; ++r) {
            if (r == c)
                continue;
            const double f = a[r][c] / a[c][c];
            for (int k = c; k < n; ++k)
                a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    for (int i = 0; i < n; ++i)
        b[i] = std::abs(a[i][i]) < 1e-300 ? 0.0 : b[i] / a[i][i];
    return b;
}

} // namespace

Interval wilson(double successes, int n)
{
    if (n <= 0)
        return {0, 0, 1};
    const double p = successes / n;
    const double z2 = kZ * kZ;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval meanInterval(const std::vector<double> &values)
{
    const double n = double(values.size());
    if (values.empty())
        return {};
    double sum = 0;
    for (double v : values)
        sum += v;
    const double mean = sum / n;
    double squares = 0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    const double sd = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0.0;
    const double half = kZ * sd / std::sqrt(n);
    return {mean, mean - half, mean + half};
}

std::vector<Interval> bradleyTerry(const std::vector<std::vector<double>> &points,
                                   const std::vector<std::vector<int>> &games)
{
    const int n = int(points.size());
    // Points with one drawn game added per pair that played (the prior).
    std::vector<std::vector<double>> w(n, std::vector<double>(n, 0.0));
    std::vector<std::vector<double>> m(n, std::vector<double>(n, 0.0));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (i == j || games[i][j] == 0)
                continue;
            w[i][j] = points[i][j] + 0.5;
            m[i][j] = games[i][j] + 1.0;
        }
    }
    // Minorization-maximization (Hunter 2004) for the strengths.
    std::vector<double> gamma(n, 1.0);
    for (int iteration = 0; iteration < 10000; ++iteration) {
        double change = 0;
        std::vector<double> next(n);
        for (int i = 0; i < n; ++i) {
            double wins = 0, denominator = 0;
            for (int j = 0; j < n; ++j) {
                if (j == i || m[i][j] == 0)
                    continue;
                wins += w[i][j];
                denominator += m[i][j] / (gamma[i] + gamma[j]);
            }
            next[i] = denominator > 0 ? wins / denominator : gamma[i];
        }
        double logMean = 0;
        for (double g : next)
            logMean += std::log(g);
        logMean /= n;
        for (int i = 0; i < n; ++i) {
            next[i] /= std::exp(logMean);
            change = std::max(change, std::abs(std::log(next[i] / gamma[i])));
        }
        gamma = next;
        if (change < 1e-10)
            break;
    }
    // Information matrix in log-strength units (a Laplacian); its pseudo-inverse under the
    // mean-zero constraint is (L + J/n)^-1 - J/n.
    std::vector<std::vector<double>> info(n, std::vector<double>(n, 0.0));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            if (i == j || m[i][j] == 0)
                continue;
            const double p = gamma[i] / (gamma[i] + gamma[j]);
            const double v = m[i][j] * p * (1 - p);
            info[i][j] -= v;
            info[i][i] += v;
        }
    }
    for (auto &row : info)
        for (double &x : row)
            x += 1.0 / n;
    const double scale = 400.0 / std::log(10.0);
    std::vector<Interval> out(n);
    for (int i = 0; i < n; ++i) {
        std::vector<double> e(n, 0.0);
        e[i] = 1.0;
        const auto column = solve(info, e);
        const double variance = std::max(0.0, column[i] - 1.0 / n);
        const double r = scale * std::log(gamma[i]);
        const double half = kZ * scale * std::sqrt(variance);
        out[i] = {r, r - half, r + half};
    }
    return out;
}

bool runTournament(const Game &game, const TournamentOptions &options, TournamentResult &result,
                   std::string *error)
{
    const auto start = std::chrono::steady_clock::now();
    const int n = int(options.agents.size());
    const int k = game.numPlayers();
    for (const auto &name : options.agents) {
        if (!createAgent(name, game)) {
            if (error)
                *error = "unknown agent '" + name + "' for game '" + game.info().id + "'";
            return false;
        }
    }
    result = {};
    result.players = k;
    result.competitive = k > 1 && !game.info().cooperative;
    if (result.competitive && n < k) {
        if (error)
            *error = "a game of " + std::to_string(k) + " players needs at least " +
                     std::to_string(k) + " agents";
        return false;
    }
    if (n < 1) {
        if (error)
            *error = "no agents";
        return false;
    }
    // The games: (seat -> agent) and their seeds.
    struct Match
    {
        std::vector<int> seats;
        std::uint64_t seed;
        int agent = -1; // solitaire / co-op: the agent at every seat
    };
    std::vector<Match> matches;
    if (result.competitive) {
        for (const auto &group : groups(n, k)) {
            for (int g = 0; g < options.games; ++g) {
                Match match;
                for (int s = 0; s < k; ++s)
                    match.seats.push_back(group[std::size_t((s + g) % k)]);
                match.seed = Rng::deriveSeed(options.seed, std::uint64_t(matches.size()));
                matches.push_back(std::move(match));
            }
        }
    } else {
        for (int a = 0; a < n; ++a) {
            for (int g = 0; g < options.games; ++g) {
                // The same seeds for every agent (common random numbers).
                matches.push_back({std::vector<int>(std::size_t(k), a),
                                   Rng::deriveSeed(options.seed, std::uint64_t(g)), a});
            }
        }
    }
    struct Outcome
    {
        bool played = false;
        std::vector<double> returns;
        std::vector<double> scores;
    };
    std::vector<Outcome> outcomes(matches.size());
    std::atomic<int> next{0};
    std::atomic<int> finished{0};
    std::atomic<bool> failed{false};
    auto work = [&] {
        for (int i = next++; i < int(matches.size()); i = next++) {
            if (failed || (options.cancel && options.cancel->load()))
                break;
            std::vector<std::string> names;
            for (int a : matches[i].seats)
                names.push_back(options.agents[std::size_t(a)]);
            auto state = playGame(game, names, matches[i].seed, nullptr);
            if (!state) {
                failed = true;
                break;
            }
            outcomes[i] = {true, state->returns(), state->scores()};
            const int done = ++finished;
            if (options.progress)
                options.progress(done, int(matches.size()));
        }
    };
    const int threads = std::clamp(options.threads, 1, std::max(1, int(matches.size())));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto &t : pool)
        t.join();
    if (failed) {
        if (error)
            *error = "a game could not be played";
        return false;
    }

    if (result.competitive) {
        result.points.assign(n, std::vector<double>(n, 0.0));
        result.games.assign(n, std::vector<int>(n, 0));
        for (std::size_t i = 0; i < matches.size(); ++i) {
            if (!outcomes[i].played)
                continue;
            ++result.gamesPlayed;
            const auto &seats = matches[i].seats;
            const auto &r = outcomes[i].returns;
            int winner = -1;
            for (int s = 0; s < k; ++s)
                if (r[s] > 0)
                    winner = winner == -1 ? s : -2;
            for (int s = 0; s < k; ++s) {
                for (int t = 0; t < k; ++t) {
                    if (s == t)
                        continue;
                    const int a = seats[s], b = seats[t];
                    ++result.games[a][b];
                    // A win over the other seat 1, a loss 0; no winner, several winners
                    // or a third seat winning: a draw between these two.
                    result.points[a][b] += winner == s ? 1.0 : winner == t ? 0.0 : 0.5;
                }
            }
        }
        for (int a = 0; a < n; ++a) {
            double p = 0;
            int g = 0;
            for (int b = 0; b < n; ++b) {
                p += result.points[a][b];
                g += result.games[a][b];
            }
            result.scoreRate.push_back(wilson(p, g));
        }
        result.rating = bradleyTerry(result.points, result.games);
    } else {
        std::vector<std::vector<double>> scores(n);
        std::vector<int> wins(n, 0), played(n, 0);
        for (std::size_t i = 0; i < matches.size(); ++i) {
            if (!outcomes[i].played)
                continue;
            ++result.gamesPlayed;
            const int a = matches[i].agent;
            ++played[a];
            const auto &r = outcomes[i].returns;
            wins[a] += std::any_of(r.begin(), r.end(), [](double v) { return v > 0; });
            const auto &s = outcomes[i].scores;
            if (!s.empty()) {
                result.hasScores = true;
                double sum = 0;
                for (double v : s)
                    sum += v;
                scores[a].push_back(sum / double(s.size()));
            }
        }
        for (int a = 0; a < n; ++a) {
            result.meanScore.push_back(meanInterval(scores[a]));
            result.teamWinRate.push_back(wilson(wins[a], played[a]));
            result.agentGames.push_back(played[a]);
        }
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return true;
}

} // namespace starboard
