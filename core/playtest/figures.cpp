#include "figures.h"

#include <algorithm>
#include <cmath>
#include <limits>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace starboard {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kZ95 = 1.959963984540054;

enum class Mode
{
    Competitive,
    Solitaire,
    Team
};

Mode modeOf(const Game &game)
{
    return game.numPlayers() == 1    ? Mode::Solitaire
           : game.info().cooperative ? Mode::Team
                                     : Mode::Competitive;
}

const GameFigures *gameFigures(const Game &game)
{
    for (const auto &figures : builtinGameFigures()) {
        if (figures.gameId == game.info().id)
            return &figures;
    }
    return nullptr;
}

FigureDef rate(std::string id, const char *text, std::vector<std::string> args = {}, int seat = -1)
{
    return {std::move(id), FigureKind::Rate, text, std::move(args), seat};
}

FigureDef mean(std::string id, const char *text, std::vector<std::string> args = {}, int seat = -1)
{
    return {std::move(id), FigureKind::Mean, text, std::move(args), seat};
}

} // namespace

std::string FigureDef::label(int seatBase) const
{
    std::vector<std::string> args = this->args;
    if (seat >= 0 && !args.empty())
        args[0] = std::to_string(seat + seatBase);
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const std::size_t arg = std::size_t(text[i + 1] - '1');
            if (arg < args.size()) {
                out += args[arg];
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

std::vector<FigureDef> figureDefs(const Game &game)
{
    std::vector<FigureDef> defs;
    const int seats = game.numPlayers();
    const auto initial = game.newInitialState();
    switch (modeOf(game)) {
    case Mode::Competitive:
        for (int s = 0; s < seats; ++s)
            defs.push_back(rate("win.seat" + std::to_string(s),
                                //: Workshop, the Playtest dialog: a figure measured over the games
                                //: (a row of the results table). %1: a seat's number from 1, e.g.
                                //: 'Seat 2 wins'.
                                QT_TRANSLATE_NOOP("starboard::figures", "Seat %1 wins"),
                                {std::to_string(s + 1)}, s));
        defs.push_back(rate("draw", QT_TRANSLATE_NOOP("starboard::figures", "Games nobody won")));
        defs.push_back(
            rate("firstPlayerWins",
                 QT_TRANSLATE_NOOP("starboard::figures", "First player wins (decided games)")));
        break;
    case Mode::Solitaire:
        //: Workshop, the Playtest dialog: a figure measured over the games (a row of the results
        //: table). A solitaire's share of games won.
        defs.push_back(rate("win", QT_TRANSLATE_NOOP("starboard::figures", "Games won")));
        break;
    case Mode::Team:
        defs.push_back(rate("win", QT_TRANSLATE_NOOP("starboard::figures", "Games the team won")));
        break;
    }
    defs.push_back(
        mean("length", QT_TRANSLATE_NOOP("starboard::figures", "Game length (actions)")));
    if (!initial->scores().empty()) {
        for (int s = 0; s < seats; ++s)
            defs.push_back(mean("score.seat" + std::to_string(s),
                                //: Workshop, the Playtest dialog: a figure measured over the games
                                //: (a row of the results table). %1: a seat's number from 1 (its
                                //: mean final score).
                                QT_TRANSLATE_NOOP("starboard::figures", "Seat %1 score"),
                                {std::to_string(s + 1)}, s));
    }
    const std::vector<std::string> ranks = initial->rankNames();
    if (!ranks.empty()) {
        // The rank distribution, highest first.
        for (int s = 0; s < seats; ++s) {
            const std::string seat = std::to_string(s);
            const std::string number = std::to_string(s + 1);
            for (std::size_t r = ranks.size(); r-- > 0;)
                defs.push_back(rate("rank.seat" + seat + "." + std::to_string(r),
                                    //: Workshop, the Playtest dialog: a figure measured over the
                                    //: games (a row of the results table). %1: a seat's number from
                                    //: 1; %2: a rank, e.g. 'Promoted to Captain' (how often the
                                    //: seat ends with it).
                                    QT_TRANSLATE_NOOP("starboard::figures", "Seat %1 rank: %2"),
                                    {number, ranks[r]}, s));
            defs.push_back(rate("rank.seat" + seat + ".out",
                                //: Workshop, the Playtest dialog: a figure measured over the games
                                //: (a row of the results table). %1: a seat's number from 1 (how
                                //: often the seat is out of the game at the end).
                                QT_TRANSLATE_NOOP("starboard::figures", "Seat %1 out of the game"),
                                {number}, s));
        }
    }
    if (const GameFigures *own = gameFigures(game)) {
        for (auto &def : own->define(game))
            defs.push_back(std::move(def));
    }
    return defs;
}

std::vector<double> measureFigures(const Game &game, const State &final)
{
    std::vector<double> values;
    const int seats = game.numPlayers();
    const std::vector<double> returns = final.returns();
    int winners = 0;
    int winner = -1;
    for (int s = 0; s < int(returns.size()); ++s) {
        if (returns[s] > 0) {
            ++winners;
            winner = s;
        }
    }
    switch (modeOf(game)) {
    case Mode::Competitive: {
        for (int s = 0; s < seats; ++s)
            values.push_back(s < int(returns.size()) && returns[s] > 0 ? 1.0 : 0.0);
        values.push_back(winners == 0 ? 1.0 : 0.0);
        const Player first = final.firstTurnPlayer();
        values.push_back(winners == 1 && first >= 0 ? (winner == first ? 1.0 : 0.0) : kNaN);
        break;
    }
    case Mode::Solitaire:
    case Mode::Team:
        values.push_back(winners > 0 ? 1.0 : 0.0);
        break;
    }
    values.push_back(double(final.history().size()));
    const auto initial = game.newInitialState();
    if (!initial->scores().empty()) {
        const std::vector<double> scores = final.scores();
        for (int s = 0; s < seats; ++s)
            values.push_back(s < int(scores.size()) ? scores[s] : kNaN);
    }
    const std::vector<std::string> ranks = initial->rankNames();
    if (!ranks.empty()) {
        for (int s = 0; s < seats; ++s) {
            const int rank = final.rank(s);
            for (std::size_t r = ranks.size(); r-- > 0;)
                values.push_back(rank == int(r) ? 1.0 : 0.0);
            values.push_back(rank < 0 ? 1.0 : 0.0);
        }
    }
    if (const GameFigures *own = gameFigures(game)) {
        for (double v : own->measure(game, final))
            values.push_back(v);
    }
    return values;
}

FigureSummary summarizeFigure(const FigureDef &def, const std::vector<double> &values)
{
    FigureSummary out;
    out.def = def;
    std::vector<double> known;
    for (double v : values) {
        if (!std::isnan(v))
            known.push_back(v);
    }
    out.games = int(known.size());
    if (known.empty())
        return out;
    double sum = 0;
    for (double v : known)
        sum += v;
    const double m = sum / double(known.size());
    double squares = 0;
    for (double v : known)
        squares += (v - m) * (v - m);
    out.sd = known.size() > 1 ? std::sqrt(squares / double(known.size() - 1)) : 0.0;
    if (def.kind == FigureKind::Rate) {
        out.value = wilson(sum, out.games);
        out.tooSmall =
            out.games < kMinFigureGames || out.value.high - out.value.low > kMaxRateIntervalWidth;
    } else {
        out.value = meanInterval(known);
        // The mean of numbers none of which is below 0 (counts: ships bought, combats) is
        // not below 0 either: the normal approximation's interval is cut there.
        if (*std::min_element(known.begin(), known.end()) >= 0)
            out.value.low = std::max(out.value.low, 0.0);
        out.tooSmall = out.games < kMinFigureGames;
    }
    return out;
}

Interval proportionDifference(double successesA, int nA, double successesB, int nB)
{
    Interval out;
    if (nA <= 0 || nB <= 0)
        return out;
    const Interval a = wilson(successesA, nA);
    const Interval b = wilson(successesB, nB);
    out.value = b.value - a.value;
    // Newcombe (1998), method 10: the hybrid score interval.
    out.low = out.value - std::sqrt((b.value - b.low) * (b.value - b.low) +
                                    (a.high - a.value) * (a.high - a.value));
    out.high = out.value + std::sqrt((b.high - b.value) * (b.high - b.value) +
                                     (a.value - a.low) * (a.value - a.low));
    return out;
}

Interval meanDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    Interval out;
    const auto stats = [](const std::vector<double> &v, double &m, double &var) {
        m = 0;
        for (double x : v)
            m += x;
        m /= double(v.size());
        var = 0;
        for (double x : v)
            var += (x - m) * (x - m);
        var = v.size() > 1 ? var / double(v.size() - 1) : 0.0;
    };
    if (a.empty() || b.empty())
        return out;
    double ma = 0, va = 0, mb = 0, vb = 0;
    stats(a, ma, va);
    stats(b, mb, vb);
    out.value = mb - ma;
    const double se = std::sqrt(va / double(a.size()) + vb / double(b.size()));
    out.low = out.value - kZ95 * se;
    out.high = out.value + kZ95 * se;
    return out;
}

} // namespace starboard
