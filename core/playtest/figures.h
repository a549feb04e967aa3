#pragma once

// The playtest lab's figures (docs/ai.md, "Playtest lab"): named rates and means measured on
// each finished game of a batch, summarised with 95% confidence intervals, and compared
// between two variants (A and B, the same seeds).
//
// Every game gets the generic figures (wins per seat or the team's wins, the first
// player's edge, the game length, the scores, the ranks); each game adds its own next to its
// rules (core/games/<id>/<prefix>_figures.*), listed explicitly in
// core/games/builtin_figures.cpp like the agents (no static self-registration).

#include "engine/game.h"
#include "playtest/tournament.h" // Interval, wilson(), meanInterval()

#include <functional>
#include <string>
#include <vector>

namespace starboard {

enum class FigureKind
{
    Rate, // each game counts 0 or 1 (a share of the games it applies to)
    Mean, // each game gives a number (a mean over the games it applies to)
};

// One figure. Its English label is `text` with %1, %2 replaced by `args`. `text` is marked
// with QT_TRANSLATE_NOOP("starboard::figures", ...) where it is defined so that the
// Workshop translates it; the args are numbers or content names (ship types, ranks) that
// the Workshop translates as content.
struct FigureDef
{
    std::string id; // stable, for the exports: "win.seat0" (seats from 0), "god.bought.bomber"
    FigureKind kind = FigureKind::Rate;
    std::string text;
    std::vector<std::string> args;
    // The seat (0-based) a figure is about, -1 for none; then args[0] is its number. The
    // label numbers seats from `seatBase`: 1 as the game window does, 0 as starboard-cli.
    int seat = -1;
    std::string label(int seatBase = 1) const;
};

// The figures a game adds: their definitions for a game (its content: ship types...) and
// their values on one finished game, in the order of the definitions; NaN where a figure
// does not apply to that game.
struct GameFigures
{
    std::string gameId;
    std::function<std::vector<FigureDef>(const Game &game)> define;
    std::function<std::vector<double>(const Game &game, const State &final)> measure;
};

// Defined in core/games/builtin_figures.cpp: every game's figures, explicitly listed.
const std::vector<GameFigures> &builtinGameFigures();

// When a sample is too small to tell (decided here, documented in docs/ai.md): fewer than
// kMinFigureGames games count for the figure, or a rate's 95% interval is wider than
// kMaxRateIntervalWidth (20 percentage points, i.e. more than ±10).
inline constexpr int kMinFigureGames = 30;
inline constexpr double kMaxRateIntervalWidth = 0.20;

// A figure over a batch: the games it applies to, its value with a 95% interval (Wilson for
// rates, the normal approximation for means), and whether the sample is too small to tell.
struct FigureSummary
{
    FigureDef def;
    int games = 0;
    Interval value;
    double sd = 0; // the sample standard deviation of the per-game values
    bool tooSmall = true;
};

// One figure in A and B: the difference B - A with a 95% interval (rates: Newcombe's hybrid
// score interval from the two Wilson intervals; means: Welch's normal interval). `differs`
// when the interval excludes 0; `tooSmall` when either side is too small to tell.
struct FigureComparison
{
    FigureDef def;
    FigureSummary a;
    FigureSummary b;
    bool inA = true;
    bool inB = true;
    Interval difference;
    bool differs = false;
    bool tooSmall = true;
};

// The figures of a game: the generic ones, then the game's own.
std::vector<FigureDef> figureDefs(const Game &game);
// Their values on one finished game, in figureDefs() order.
std::vector<double> measureFigures(const Game &game, const State &final);

FigureSummary summarizeFigure(const FigureDef &def, const std::vector<double> &values);
// Difference of proportions (B - A) with Newcombe's 95% interval.
Interval proportionDifference(double successesA, int nA, double successesB, int nB);
// Difference of means (B - A) with Welch's normal 95% interval.
Interval meanDifference(const std::vector<double> &a, const std::vector<double> &b);

} // namespace starboard
