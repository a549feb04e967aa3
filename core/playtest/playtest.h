#pragma once

#include "engine/game.h"
#include "playtest/figures.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace starboard {

struct PlaytestOptions
{
    std::vector<std::string> agents; // one agent name per seat
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 1;
    // Called (from a worker thread) after each finished game with the number finished.
    std::function<void(int finished)> progress;
    // When set and true, no further game starts; the result holds the games played
    // (`games` is then the number finished).
    const std::atomic<bool> *cancel = nullptr;
};

// One seat's final scores over a batch of games.
struct ScoreSummary
{
    int games = 0;
    double mean = 0;
    double median = 0;
    int min = 0;
    int max = 0;
    std::map<int, int> histogram; // score (rounded) -> games
};

// How a batch's results are told: seats against each other, one player against the game,
// or every seat together against the game (GameInfo::cooperative).
enum class PlaytestMode
{
    Competitive, // wins per seat and the games no seat won (draws)
    Solitaire,   // one player: won or lost (every game not won is lost)
    Team,        // a cooperative game of 2+ players: the team won or lost, all together
};

struct PlaytestResult
{
    int games = 0;
    PlaytestMode mode = PlaytestMode::Competitive;
    std::vector<int> winsPerSeat;  // seat index -> games won (return > 0; in a cooperative
                                   // game every winning seat counts)
    int draws = 0;                 // Competitive: games that no seat won; 0 otherwise
    int teamWins = 0;              // Solitaire, Team: games won (a seat's return > 0)
    int teamLosses = 0;            // Solitaire, Team: every other game
    std::vector<int> lengths;      // actions per game (chance outcomes included), by game index
    std::vector<int> firstPlayers; // seat that took the first turn, by game index (-1 if none)
    std::vector<int> winners;      // the only winning seat by game index (-1 for none or several)
    // Final scores by game index, then seat; empty when the game keeps no score.
    std::vector<std::vector<double>> scores;
    // Games that rank each player at the end (State::rankNames()): the ranks, lowest first,
    // and by game index, then seat, the rank reached (-1: none, out of the game). Both empty
    // for games without ranks.
    std::vector<std::string> rankNames;
    std::vector<std::vector<int>> ranks;
    bool hasRanks() const { return !rankNames.empty(); }
    // One seat's games per rank (rankNames.size() counts), and its games without a rank.
    std::vector<int> rankCounts(int seat) const;
    int unrankedGames(int seat) const;
    bool hasScores() const;
    // The scores of one seat over every game, sorted ascending, and their summary.
    std::vector<double> seatScores(int seat) const;
    ScoreSummary scoreSummary(int seat) const;
    double meanLength() const;
    double medianLength() const;
    // Share of decided games won by the seat that took the first turn.
    double firstPlayerWinRate() const;

    // The playtest lab's figures (playtest/figures.h): their definitions and, by game index,
    // each game's values (NaN where a figure does not apply to that game).
    std::vector<FigureDef> figureDefs;
    std::vector<std::vector<double>> figureRows;
    std::vector<std::uint64_t> seeds; // the seed of each game, by game index
    // Every figure over the batch with its 95% interval.
    std::vector<FigureSummary> figures() const;
    // One figure's values over the games (NaN included).
    std::vector<double> figureValues(std::size_t figure) const;
};

// Each figure of A and B (matched by id, A's order, then B's own) with the difference B - A
// and its 95% interval.
std::vector<FigureComparison> compareFigures(const PlaytestResult &a, const PlaytestResult &b);

// Plays options.games games with the named agents. Game i uses the seed
// Rng::deriveSeed(options.seed, i) for its chance nodes and agents, so the result is the
// same for any thread count. Returns false with *error when an agent name is unknown.
bool runPlaytest(const Game &game, const PlaytestOptions &options, PlaytestResult &result,
                 std::string *error);

// Plays one game to the end (or for at most maxActions actions, chance outcomes included)
// with the named agents (one per seat), resolving chance nodes and agent randomness from
// `seed`. nullptr with *error when an agent name is unknown. With `cancel` set, the agents'
// searches stop and the game is left where it was (not terminal).
std::unique_ptr<State> playGame(const Game &game, const std::vector<std::string> &agents,
                                std::uint64_t seed, std::string *error,
                                std::size_t maxActions = std::size_t(-1),
                                const std::atomic<bool> *cancel = nullptr);

} // namespace starboard
