#include "gw_figures.h"

#include "gw_game.h"

#include <limits>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace starboard::gw {

namespace {

const char *const kEndIds[int(End::Count)] = {"capture",   "invasion",   "passes",
                                              "turnLimit", "concession", "other"};
const char *const kEndTexts[int(End::Count)] = {
    //: Workshop, the Playtest dialog: a figure measured over the games (a row of the results
    //: table). Galactic Warfare: the loser had no ship left in play.
    QT_TRANSLATE_NOOP("starboard::figures", "Won by capturing every enemy ship"),
    //: Galactic Warfare: the winner held every square of the loser's home planet.
    QT_TRANSLATE_NOOP("starboard::figures", "Won by invading the enemy planet"),
    //: Galactic Warfare: neither player could move (two passes in a row).
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by two passes"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by the turn limit"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended by a concession"),
    QT_TRANSLATE_NOOP("starboard::figures", "Ended another way (not over)"),
};

std::vector<FigureDef> define(const Game &game)
{
    std::vector<FigureDef> defs;
    const auto *gw = dynamic_cast<const GwGame *>(&game);
    if (!gw)
        return defs;
    for (int e = 0; e < int(End::Count); ++e)
        defs.push_back({std::string("gw.end.") + kEndIds[e], FigureKind::Rate, kEndTexts[e], {}});
    //: Workshop, the Playtest dialog: Galactic Warfare: games ended by the turn limit or by two
    //: passes with the same number of ships in play on both sides.
    defs.push_back({"gw.draw",
                    FigureKind::Rate,
                    QT_TRANSLATE_NOOP("starboard::figures", "Drawn (equal ships in play)"),
                    {}});
    defs.push_back({"gw.turns",
                    FigureKind::Mean,
                    //: Galactic Warfare: turns per game, each player's turn counted.
                    QT_TRANSLATE_NOOP("starboard::figures", "Turns per game (both players)"),
                    {}});
    defs.push_back({"gw.battles",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Battles per game"),
                    {}});
    defs.push_back({"gw.attackerWins",
                    FigureKind::Mean,
                    //: Galactic Warfare: among the battles of a game that were fought, the
                    //: percentage the attacker won (a mean over the games with a battle).
                    QT_TRANSLATE_NOOP("starboard::figures", "Battles won by the attacker (%)"),
                    {}});
    defs.push_back(
        {"gw.shielded",
         FigureKind::Mean,
         QT_TRANSLATE_NOOP("starboard::figures", "Attacks cancelled by a shield per game"),
         {}});
    defs.push_back(
        {"gw.retreatAttempts",
         FigureKind::Mean,
         //: Galactic Warfare: a stuck ship's attempts to go home on doubles.
         QT_TRANSLATE_NOOP("starboard::figures", "Stuck ships' retreat attempts per game"),
         {}});
    defs.push_back({"gw.passes",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Passes per game"),
                    {}});
    defs.push_back(
        {"gw.invaders",
         FigureKind::Mean,
         //: Galactic Warfare: ships inside the enemy home planet at the end (both sides).
         QT_TRANSLATE_NOOP("starboard::figures", "Ships in an enemy planet at the end"),
         {}});
    defs.push_back({"gw.cardsPlayed",
                    FigureKind::Mean,
                    QT_TRANSLATE_NOOP("starboard::figures", "Cards played per game"),
                    {}});
    for (const auto &card : gw->cards())
        defs.push_back({"gw.played." + card.id,
                        FigureKind::Rate,
                        //: Workshop, the Playtest dialog: Galactic Warfare: %1 a card, e.g.
                        //: 'Hyperdrive' (the share of games in which it was played).
                        QT_TRANSLATE_NOOP("starboard::figures", "%1 played"),
                        {card.name}});
    return defs;
}

std::vector<double> measure(const Game &game, const State &final)
{
    const auto *gw = dynamic_cast<const GwGame *>(&game);
    const auto *state = dynamic_cast<const GwState *>(&final);
    if (!gw || !state)
        return {};
    const GwSummary s = summarize(game, final);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<double> values;
    for (int e = 0; e < int(End::Count); ++e)
        values.push_back(s.end == End(e) ? 1.0 : 0.0);
    values.push_back(state->draw() ? 1.0 : 0.0);
    values.push_back(double(s.turns));
    values.push_back(double(s.battles));
    const int fought = s.battles - s.shielded;
    values.push_back(fought > 0 ? 100.0 * s.attackerWins / fought : nan);
    values.push_back(double(s.shielded));
    values.push_back(double(s.retreatAttempts));
    values.push_back(double(s.passes));
    values.push_back(double(s.invaders));
    int cards = 0;
    for (int n : s.played)
        cards += n;
    values.push_back(double(cards));
    for (int n : s.played)
        values.push_back(n > 0 ? 1.0 : 0.0);
    return values;
}

} // namespace

const char *endName(End end)
{
    return end >= End::Capture && end < End::Count ? kEndIds[int(end)] : "?";
}

GwSummary summarize(const Game &game, const State &final)
{
    GwSummary s;
    const auto *gw = dynamic_cast<const GwGame *>(&game);
    const auto *last = dynamic_cast<const GwState *>(&final);
    if (!gw || !last)
        return s;
    s.played.assign(gw->cards().size(), 0);
    auto replay = game.newInitialState();
    auto *state = static_cast<GwState *>(replay.get());
    int decided = 0;
    for (const Action action : final.history()) {
        const ActionKind kind = actionKind(action);
        const bool decision = !state->isChanceNode();
        const int mover = state->mover(); // the attacker of any battle this action decides
        if (!state->applyAction(action))
            break;
        if (!decision) {
            // chance: only a battle's result below
        } else if (kind == ActionKind::Attack)
            ++s.battles;
        else if (kind == ActionKind::TryRetreat)
            ++s.retreatAttempts;
        else if (kind == ActionKind::Pass)
            ++s.passes;
        else if (kind == ActionKind::PlayCard) {
            const auto type = std::size_t(actionPayload(action) & 0xff);
            if (type < s.played.size())
                ++s.played[type];
        }
        const int winner = state->outcome().winner;
        if (winner >= 0) {
            ++decided;
            s.attackerWins += winner == mover;
        }
    }
    // A shield cancels an attack: no side wins it (nor does a battle cut by a concession).
    s.shielded = s.battles - decided;
    s.turns = last->turn();
    const auto &board = gw->board();
    for (int sq = 0; sq < board.size(); ++sq) {
        const int owner = last->at(sq).owner;
        s.invaders += owner >= 0 && last->inEnemyPlanet(owner, sq);
    }
    s.end = endOf(*last);
    return s;
}

End endOf(const GwState &last)
{
    const auto &board = last.game().board();
    if (!last.isTerminal())
        return End::Other;
    if (last.conceded())
        return End::Concession;
    const int winner = last.winner();
    if (winner >= 0 && last.shipsInPlay(1 - winner) == 0)
        return End::Capture;
    if (winner >= 0 && last.vacantPlanet(1 - winner).empty() && [&] {
            for (int sq = 0; sq < board.size(); ++sq)
                if (last.inOwnPlanet(1 - winner, sq) && last.at(sq).owner != winner)
                    return false;
            return true;
        }())
        return End::Invasion;
    if (last.consecutivePasses() >= 2)
        return End::Passes;
    return End::TurnLimit;
}

GameFigures figures()
{
    return {"galactic-warfare", define, measure};
}

} // namespace starboard::gw
