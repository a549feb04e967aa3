#include "god_figures.h"

#include "god_game.h"

#include <cmath>
#include <limits>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace starboard::god {

namespace {

// How a game ended: the last action and what it resolved (GodEvent) say which way the
// losing Starbase fell (its armor reached 0), or that a seat conceded.
enum End
{
    EndBomber,     // 6.1: a ship with Starbase damage (a Bomber) entered the enemy Starbase
    EndCombat,     // 6.2: the attack left over from a combat at a Starbase (ships or pirates)
    EndDecay,      // 6.5: the Starbase's own decay at the end of its owner's turn
    EndConcession, // a seat conceded
    EndOther,      // none of these (a game that did not end)
    EndCount
};

const char *const kEndIds[EndCount] = {"bomber", "combat", "decay", "concession", "other"};
const char *const kEndTexts[EndCount] = {
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by a Bomber strike on a Starbase"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by a combat at a Starbase"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by a Starbase's decay"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by a concession"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended another way (not over)"),
};

// Before the fourth turn: the engine's turn counter (each player's turn counts: turns 1 and
// 3 are the first player's, 2 the second's) is at most 3 when the game ends.
constexpr int kEarlyTurns = 3;

std::vector<FigureDef> define(const Game &game)
{
    std::vector<FigureDef> defs;
    const auto *god = dynamic_cast<const GodGame *>(&game);
    if (!god)
        return defs;
    for (const auto &type : god->shipTypes())
        defs.push_back({"god.bought." + type.id,
                        FigureKind::Mean,
                        //: Workshop, the Playtest dialog: a figure measured over the games (a row
                        //: of the results table). %1: a ship type, e.g. 'Cruiser' (the mean bought
                        //: per game).
                        QT_TRANSLATE_NOOP("starboard::figures", "%1 bought per game"),
                        {type.name}});
    for (const auto &type : god->shipTypes())
        defs.push_back({"god.lost." + type.id,
                        FigureKind::Mean,
                        //: Workshop, the Playtest dialog: a figure measured over the games (a row
                        //: of the results table). %1: a ship type, e.g. 'Cruiser' (the mean lost
                        //: per game).
                        QT_TRANSLATE_NOOP("starboard::figures", "%1 lost per game (both seats)"),
                        {type.name}});
    defs.push_back({"god.cargoSold",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Cargo sold per game"),
                    {}});
    defs.push_back({"god.cargoMoney",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Money earned from cargo per game"),
                    {}});
    defs.push_back({"god.combats",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Combats per game"),
                    {}});
    for (int end = 0; end < EndCount; ++end)
        defs.push_back(
            {std::string("god.end.") + kEndIds[end], FigureKind::Rate, kEndTexts[end], {}});
    defs.push_back(
        {"god.bomberStrikes",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Bomber strikes on a Starbase per game"),
         {}});
    defs.push_back({"god.bombersIntercepted",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures",
                                      "Bombers destroyed away from the enemy Starbase per game"),
                    {}});
    defs.push_back({"god.starbaseAttacks",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Combats at a Starbase per game"),
                    {}});
    defs.push_back(
        {"god.starbaseDefended",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures",
                           "Combats at a Starbase with its owner's ships defending per game"),
         {}});
    defs.push_back({"god.starbaseDistance",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Moves between the two Starbases"),
                    {}});
    defs.push_back({"god.secondPlacerWins",
                    FigureKind::Rate,
                    QT_TRANSLATE_NOOP("starboard::figures",
                                      "Won by the player who placed the Starbase second"),
                    {}});
    defs.push_back(
        {"god.bomberBeforeTurn4",
         FigureKind::Rate,
         QT_TRANSLATE_NOOP("starboard::figures", "Ended by a Bomber strike before the fourth turn"),
         {}});
    return defs;
}

std::vector<double> measure(const Game &game, const State &final)
{
    const auto *god = dynamic_cast<const GodGame *>(&game);
    if (!god)
        return {};
    const int types = int(god->shipTypes().size());
    std::vector<double> bought(std::size_t(types), 0.0);
    std::vector<double> lost(std::size_t(types), 0.0);
    double cargoSold = 0;
    double cargoMoney = 0;
    double combats = 0;
    double strikes = 0, intercepted = 0, starbaseFights = 0, defended = 0;
    int end = EndOther;

    // Replay the history: the events each action resolved tell the combats, the losses and
    // the cargo; the Buy actions the purchases (secret ones included: this is after the game).
    auto replay = game.newInitialState();
    const auto *state = dynamic_cast<const GodState *>(replay.get());
    if (!state)
        return {};
    for (const Action action : final.history()) {
        const bool isBuy = actionKind(action) == ActionKind::Buy && !replay->isChanceNode();
        if (!replay->applyAction(action))
            break;
        if (isBuy) {
            const auto type = actionPayload(action);
            if (type >= 0 && type < types)
                ++bought[std::size_t(type)];
        }
        for (const GodEvent &e : state->lastEvents()) {
            switch (e.kind) {
            case GodEvent::Kind::Fight:
                ++combats;
                for (int side = 0; side < kSeats; ++side) {
                    // Interception: a ship that strikes Starbases destroyed anywhere but at
                    // the enemy Starbase (there it may already have struck).
                    const bool atEnemyBase = e.sector == state->starbase(1 - side);
                    for (int type : e.lost[std::size_t(side)]) {
                        if (type >= 0 && type < types) {
                            ++lost[std::size_t(type)];
                            if (!atEnemyBase &&
                                god->shipTypes()[std::size_t(type)].starbaseDamage > 0)
                                ++intercepted;
                        }
                    }
                    // A combat at this seat's Starbase (which always fights, FAQ 3): its
                    // ships there defend it, seen by their attack above the Starbase's own
                    // or by their losses.
                    if (e.sector >= 0 && e.sector == state->starbase(side)) {
                        ++starbaseFights;
                        defended += e.attack[std::size_t(side)] > god->rules().starbaseAttack ||
                                    !e.lost[std::size_t(side)].empty();
                    }
                }
                break;
            case GodEvent::Kind::BomberHit:
                ++strikes;
                break;
            case GodEvent::Kind::CargoSold:
                ++cargoSold;
                cargoMoney += e.amount;
                break;
            default:
                break;
            }
        }
        if (replay->isTerminal()) {
            const int loser = 1 - state->winner();
            if (actionKind(action) == ActionKind::Concede) {
                end = EndConcession;
            } else if (state->winner() >= 0) {
                for (const GodEvent &e : state->lastEvents()) {
                    if (e.kind == GodEvent::Kind::BomberHit && e.side == state->winner())
                        end = EndBomber;
                    else if (e.kind == GodEvent::Kind::Fight &&
                             e.starbaseDamage[std::size_t(loser)] > 0)
                        end = EndCombat;
                    else if (e.kind == GodEvent::Kind::Production && e.side == loser &&
                             e.armor == 0)
                        end = EndDecay;
                }
            }
        }
    }

    std::vector<double> values;
    values.insert(values.end(), bought.begin(), bought.end());
    values.insert(values.end(), lost.begin(), lost.end());
    values.push_back(cargoSold);
    values.push_back(cargoMoney);
    values.push_back(combats);
    for (int e = 0; e < EndCount; ++e)
        values.push_back(end == e ? 1.0 : 0.0);
    values.push_back(strikes);
    values.push_back(intercepted);
    values.push_back(starbaseFights);
    values.push_back(defended);
    const int a = state->starbase(0), b = state->starbase(1);
    values.push_back(a >= 0 && b >= 0 ? double(god->distance(a, b))
                                      : std::numeric_limits<double>::quiet_NaN());
    // The bid's winner places first (5.2); a game nobody won does not count.
    const int winner = state->winner();
    values.push_back(winner >= 0 && state->bidWinner() >= 0
                         ? (winner != state->bidWinner() ? 1.0 : 0.0)
                         : std::numeric_limits<double>::quiet_NaN());
    values.push_back(end == EndBomber && state->turn() <= kEarlyTurns ? 1.0 : 0.0);
    return values;
}

} // namespace

GameFigures figures()
{
    return {"galaxy-of-d", define, measure};
}

} // namespace starboard::god
