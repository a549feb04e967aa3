#include "gf_figures.h"

#include "gf_game.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace starboard::gf {

namespace {

std::vector<FigureDef> define(const Game &)
{
    return {
        //: Workshop, the Playtest dialog: a figure measured over the games (a row of the
        //: results table). Galaxy Fighters: the team lost because enough districts were
        //: invaded.
        {"gf.end.invaded",
         FigureKind::Rate,
         QT_TRANSLATE_NOOP("starboard::figures", "Lost: districts invaded"),
         {}},
        //: Workshop, the Playtest dialog: Galaxy Fighters: the team lost because a destroyed
        //: ship could not be replaced from the shipyard.
        {"gf.end.noShips",
         FigureKind::Rate,
         QT_TRANSLATE_NOOP("starboard::figures", "Lost: no ship left in the shipyard"),
         {}},
        {"gf.invadedDistricts",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Districts invaded per game"),
         {}},
        //: Workshop, the Playtest dialog: Galaxy Fighters: aliens in the invader spaces of
        //: all four districts at the end of a game.
        {"gf.invaders",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Invaders per game"),
         {}},
        {"gf.shipsLost",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Ships destroyed per game"),
         {}},
        {"gf.shot",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Aliens shot per game"),
         {}},
        {"gf.rounds",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Rounds per game"),
         {}},
    };
}

std::vector<double> measure(const Game &, const State &final)
{
    const auto *s = dynamic_cast<const GfState *>(&final);
    if (!s)
        return {};
    int invaders = 0, shipsLost = 0;
    for (int d = 0; d < kDistricts; ++d) {
        invaders += s->invaders(d);
        shipsLost += s->ship(d).destroyed;
    }
    const bool byInvasion =
        s->lost() && !s->conceded() && s->invadedCount() >= s->game().rules().districtsToLose;
    const bool noShips = s->lost() && !s->conceded() && !byInvasion;
    return {byInvasion ? 1.0 : 0.0, noShips ? 1.0 : 0.0, double(s->invadedCount()),
            double(invaders),       double(shipsLost),   double(s->aliensDestroyed()),
            double(s->round() + 1)};
}

} // namespace

GameFigures figures()
{
    return {"galaxy-fighters", define, measure};
}

} // namespace starboard::gf
