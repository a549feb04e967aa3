#include "gc_figures.h"

#include "gc_game.h"

#include <limits>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace starboard::gc {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::vector<FigureDef> define(const Game &game)
{
    std::vector<FigureDef> defs;
    const auto initial = game.newInitialState();
    const std::vector<std::string> ranks = initial->rankNames();
    // With several players: the lowest rank of the team (every seat reached at least it).
    if (game.numPlayers() > 1) {
        for (std::size_t r = ranks.size(); r-- > 0;)
            defs.push_back({"gc.teamRank." + std::to_string(r),
                            FigureKind::Rate,
                            //: Workshop, the Playtest dialog: a figure measured over the games (a
                            //: row of the results table). %1: a rank, e.g. 'Promoted to Captain'.
                            QT_TRANSLATE_NOOP("starboard::figures", "Lowest rank in the team: %1"),
                            {ranks[r]}});
        defs.push_back(
            {"gc.teamRank.out",
             FigureKind::Rate,
             QT_TRANSLATE_NOOP("starboard::figures", "A seat of the team out of the game"),
             {}});
    }
    // Per seat in the game at the end, averaged over those seats.
    defs.push_back({"gc.score",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Score per player (still in the game)"),
                    {}});
    defs.push_back({"gc.score.systems",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Points from systems per player"),
                    {}});
    defs.push_back({"gc.score.technology",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Points from technology per player"),
                    {}});
    defs.push_back({"gc.score.bonuses",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures",
                                      "Points from bonuses per player (exploration, scientific, "
                                      "warlord)"),
                    {}});
    defs.push_back({"gc.aligned",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Systems aligned per player"),
                    {}});
    return defs;
}

std::vector<double> measure(const Game &game, const State &final)
{
    const auto *state = dynamic_cast<const GcState *>(&final);
    if (!state)
        return {};
    std::vector<double> values;
    const int seats = state->numPlayers();
    if (game.numPlayers() > 1) {
        const int count = int(state->rankNames().size());
        int lowest = count;
        for (int s = 0; s < seats; ++s)
            lowest = std::min(lowest, state->rank(s));
        for (int r = count; r-- > 0;)
            values.push_back(lowest == r ? 1.0 : 0.0);
        values.push_back(lowest < 0 ? 1.0 : 0.0);
    }
    double total = 0, systems = 0, technology = 0, bonuses = 0, aligned = 0;
    int inGame = 0;
    for (int s = 0; s < seats; ++s) {
        if (state->player(s).lost)
            continue;
        ++inGame;
        const ScoreBreakdown score = state->score(s);
        total += score.total();
        systems += score.systems;
        technology += score.technology;
        bonuses += score.exploration + score.scientific + score.warlord;
        aligned += state->alignedCount(s);
    }
    for (double v : {total, systems, technology, bonuses, aligned})
        values.push_back(inGame > 0 ? v / inGame : kNaN);
    return values;
}

} // namespace

GameFigures figures()
{
    return {"galaxy-command", define, measure};
}

} // namespace starboard::gc
