#pragma once

// Tournaments between agents (starboard-cli tournament; docs/ai.md).
//
// Competitive games: a round robin over every group of `players` distinct agents (pairs
// for two-player games), `games` games per group with the seats rotated (game g gives seat
// s to the group's agent (s + g) mod players), each game's seed derived from the
// tournament's seed and its index. Results: a cross table (points of each agent against
// each other: a win 1, a draw 1/2; in multi-player games the winner beats every other seat
// and the others draw among themselves),
// each agent's score rate with a Wilson 95% interval, and a Bradley-Terry rating on the
// Elo scale (400 log10 of the strength, mean 0) with 95% intervals from the fit's
// information matrix. The fit adds one drawn game (1/2 point each way) per pair that
// played, so that an agent that won every game keeps a finite rating.
//
// Solitaire and cooperative games: each agent plays `games` games with every seat at that
// agent, the same seeds for every agent; results: mean score (per seat, averaged over the
// seats) with a 95% interval (normal approximation) and the team win rate with a Wilson 95%
// interval.

#include "engine/game.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace starboard {

struct TournamentOptions
{
    std::vector<std::string> agents;
    int games = 100; // per group (competitive) or per agent (solitaire, co-op)
    std::uint64_t seed = 1;
    int threads = 1;
    std::function<void(int finished, int total)> progress; // from worker threads
    const std::atomic<bool> *cancel = nullptr;
};

struct Interval
{
    double value = 0;
    double low = 0;
    double high = 0;
};

struct TournamentResult
{
    bool competitive = true;
    int players = 2;
    int gamesPlayed = 0;
    // Competitive: points[i][j] won by agent i against agent j, games[i][j] played by both.
    std::vector<std::vector<double>> points;
    std::vector<std::vector<int>> games;
    std::vector<Interval> scoreRate; // points / games against everyone, Wilson 95%
    std::vector<Interval> rating;    // Bradley-Terry, Elo scale, 95%
    // Solitaire / co-op, per agent.
    std::vector<Interval> meanScore;
    std::vector<Interval> teamWinRate;
    std::vector<int> agentGames;
    bool hasScores = false;
    double seconds = 0;
};

// Wilson score interval (95%) for `successes` (may be fractional) out of n.
Interval wilson(double successes, int n);
// Mean with a 95% normal-approximation interval.
Interval meanInterval(const std::vector<double> &values);
// Bradley-Terry ratings (Elo scale, mean 0) with 95% intervals from a points table.
std::vector<Interval> bradleyTerry(const std::vector<std::vector<double>> &points,
                                   const std::vector<std::vector<int>> &games);

// Plays the tournament on `game` (its player count is the group size). False with *error
// when an agent name is unknown or fewer agents than the groups need.
bool runTournament(const Game &game, const TournamentOptions &options, TournamentResult &result,
                   std::string *error);

} // namespace starboard
